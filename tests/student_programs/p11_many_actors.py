# 500 actors, random directions, refresh() called a lot from the script.
from gamegrid import *
import random

class Dot(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ball_0.gif")
    def act(self):
        self.move()
        if not self.isInGrid():
            self.setLocation(getRandomEmptyLocation() or Location(0, 0))

makeGameGrid(60, 40, 10, None)
setSimulationPeriod(30)
for i in range(500):
    addActor(Dot(), Location(random.randint(0, 59), random.randint(0, 39)), random.choice([0, 90, 180, 270]))
show()
doRun()
for i in range(100):
    refresh()
    delay(10)
print("actors", getNumberOfActors(), "first", getActors()[0].getLocation())
