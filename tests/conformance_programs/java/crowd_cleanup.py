# The Java habit: guard a loop over the actors with ConcurrentModificationException.
import java.util.ConcurrentModificationException as CME
from java.lang import IndexOutOfBoundsException
from java.util import ArrayList
from gamegrid import *

class Eater(GGActorCollisionListener):
    def __init__(self):
        self.eaten = ArrayList()

    def collide(self, hunter, prey):
        self.eaten.add(prey.getX())
        prey.removeSelf()
        return 0

class Shark(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/shark.gif")

    def act(self):
        self.move()

makeGameGrid(10, 1, 50, None, None, False)
shark = Shark()
addActor(shark, Location(0, 0))
eater = Eater()
for x in [3, 5, 8]:
    fish = Actor("sprites/nemo.gif")
    addActor(fish, Location(x, 0))
    shark.addCollisionActor(fish)
shark.addActorCollisionListener(eater)
setSimulationPeriod(100)
show()
doRun()
delay(1200)
doPause()
try:
    for a in getActors():
        if a.getX() > 100:
            a.removeSelf()
except CME:
    print "list changed"
try:
    print eater.eaten.get(10)
except IndexOutOfBoundsException:
    print "no tenth fish"
print "eaten", eater.eaten.size(), list(eater.eaten), "left", getNumberOfActors()
