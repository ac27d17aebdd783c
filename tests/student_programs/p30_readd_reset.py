# remove an actor and add it again elsewhere (teleport), doReset, reset() override, nbCycles.
from gamegrid import *

class Hopper(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/frog.gif")
        self.resets = 0
    def act(self):
        self.move()
        if self.getX() == 5:
            removeActor(self)
            addActor(self, Location(0, self.getY() + 1))
    def reset(self):
        self.resets += 1

makeGameGrid(7, 5, 50, Color.white)
h = Hopper()
addActor(h, Location(0, 0))
setSimulationPeriod(100)
show()
doRun()
delay(1250)
print("at", h.getLocation(), "removed", h.isRemoved(), "actors", getNumberOfActors())
doReset()
print("after reset", h.getLocation(), isRunning(), h.resets)
doStep()
print("after step", h.getLocation())
