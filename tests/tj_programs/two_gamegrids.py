# Two GameGrids made directly (as JGameGrid programs do): each window has its own actors, its own simulation
# period, its own mouse callback and its own status bar.
from gamegrid import *

class Walker(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/nemo.gif")
        self.name = name
        self.steps = 0

    def act(self):
        self.move()
        self.steps += 1
        if not self.isMoveValid():
            self.turn(180)

def onLeftPressed(e):
    left.setStatusText("left clicked at %d, %d" % (e.getX(), e.getY()))

def onRightPressed(e):
    right.setStatusText("right clicked at %d, %d" % (e.getX(), e.getY()))

left = GameGrid(8, 4, 40, Color.gray, False, mousePressed = onLeftPressed)
left.setTitle("Left")
left.addStatusBar(20)
left.setSimulationPeriod(100)
fast = Walker("fast")
left.addActor(fast, Location(0, 1))
left.show()

right = GameGrid(6, 3, 50, Color.blue, False, mousePressed = onRightPressed)
right.setTitle("Right")
right.addStatusBar(20)
right.setSimulationPeriod(200)
slow = Walker("slow")
right.addActor(slow, Location(0, 0))
right.show()

left.doRun()
right.doRun()
while not (left.isDisposed() and right.isDisposed()) and fast.steps < 20:
    GameGrid.delay(100)
left.doPause()
right.doPause()
print "fast", fast.steps, "slow", slow.steps
