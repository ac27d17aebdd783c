# doPause/doRun toggled with space, doStep with 's', setSimulationPeriod(0), setSlowDown.
from gamegrid import *

class Counter(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ball.gif")
        self.n = 0
    def act(self):
        self.n += 1

def onKeyPressed(e):
    code = e.getKeyCode()
    if code == KeyEvent.VK_SPACE:
        if isRunning():
            doPause()
        else:
            doRun()
    elif code == KeyEvent.VK_S:
        doStep()
    elif code == KeyEvent.VK_0:
        setSimulationPeriod(0)
    setStatusText("running: " + str(isRunning()) + " n=" + str(c.n))

makeGameGrid(5, 5, 40, Color.white, keyPressed=onKeyPressed)
addStatusBar(20)
c = Counter()
addActor(c, Location(2, 2))
setSimulationPeriod(100)
show()
