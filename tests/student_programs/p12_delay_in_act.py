# delay() inside act() and inside a mouse callback.
from gamegrid import *

steps = []
clicks = []

class Slow(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/turtle.gif")
    def act(self):
        self.move()
        steps.append(self.getX())
        delay(300)

def onMousePressed(e):
    clicks.append((e.getX(), e.getY()))
    setStatusText("wait...")
    delay(500)
    setStatusText("clicked " + str(len(clicks)))

makeGameGrid(10, 3, 40, Color.yellow, mousePressed=onMousePressed)
addStatusBar(20)
addActor(Slow(), Location(0, 1))
setSimulationPeriod(100)
show()
doRun()
delay(2500)
print("steps", steps)
print("clicks", clicks)
