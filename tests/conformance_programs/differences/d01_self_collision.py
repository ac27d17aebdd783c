# Issue 36, 1: an actor that is its own collision partner (3 cycles).
# cycles: 3
from gamegrid import *

class Bug(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ladybug.gif")
    def collide(self, actor1, actor2):
        actor1.turn(90)
        return 0

makeGameGrid(6, 4, 40, None, False)
addStatusBar(20)
a = Bug()
addActor(a, Location(2, 2), 0)
a.addCollisionActor(a)
setStatusText("partners %d" % len(a.getCollisionActors()))
doRun()
