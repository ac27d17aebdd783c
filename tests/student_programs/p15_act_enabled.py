# setActEnabled toggled; setSlowDown; actors that stop themselves.
from gamegrid import *

class Runner(Actor):
    def __init__(self, sprite):
        Actor.__init__(self, sprite)
        self.steps = 0
    def act(self):
        self.move()
        self.steps += 1
        if self.steps == 4:
            self.setActEnabled(False)

makeGameGrid(12, 4, 40, Color.white)
a = Runner("sprites/bug.gif")
b = Runner("sprites/bug.gif")
addActor(a, Location(0, 1))
addActor(b, Location(0, 2))
b.setSlowDown(2)
setSimulationPeriod(50)
show()
doRun()
delay(1500)
print("a", a.steps, a.getX(), a.isActEnabled())
print("b", b.steps, b.getX(), b.isActEnabled())
a.setActEnabled(True)
delay(200)
print("a again", a.steps)
