# exception on purpose in a mouse callback and in act: must be reported, the game goes on.
from gamegrid import *

clicks = 0

def onMousePressed(e):
    global clicks
    clicks += 1
    if clicks == 1:
        x = 1 / 0
    setStatusText("clicks: " + str(clicks))

class Bad(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/bug.gif")
        self.n = 0
    def act(self):
        self.n += 1
        self.move()
        if self.n == 3:
            self.undefinedMethod()

makeGameGrid(8, 4, 40, Color.white, mousePressed=onMousePressed)
addStatusBar(20)
bad = Bad()
addActor(bad, Location(0, 1))
setSimulationPeriod(100)
show()
doRun()
