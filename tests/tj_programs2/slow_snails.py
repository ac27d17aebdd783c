# Three snails race; the slow ones act only every 3rd / 6th cycle (setSlowDown). Space pauses and
# resumes the race.
from gamegrid import *

class Snail(Actor):
    def __init__(self, factor):
        Actor.__init__(self, "sprites/ant_0.gif")
        self.acts = 0
        self.setSlowDown(factor)
    def act(self):
        self.acts += 1
        self.move()

def onKey(e):
    if e.getKeyCode() == KeyEvent.VK_SPACE:
        if isRunning():
            doPause()
        else:
            doRun()

makeGameGrid(60, 3, 10, None, None, False, keyPressed = onKey)
snails = [Snail(1), Snail(3), Snail(6)]
for i in range(3):
    addActor(snails[i], Location(0, i))
setSimulationPeriod(20)
show()
doRun()
while not isDisposed():
    setTitle("acts %d %d %d after %d cycles" % (snails[0].acts, snails[1].acts, snails[2].acts, getNbCycles()))
    delay(50)
