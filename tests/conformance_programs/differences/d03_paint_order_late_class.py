# Issue 36, 3: setPaintOrder(A), then the first actor of a class C at the same cell (1 cycle).
# cycles: 1
from gamegrid import *

class A(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ghost.gif")

class B(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ghost.gif")

class C(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/creature.gif")

makeGameGrid(5, 5, 30, None, False)
addStatusBar(20)
addActor(A(), Location(2, 2))
addActor(B(), Location(2, 2))
setPaintOrder(A)
addActor(C(), Location(2, 2))
top = getOneActorAt(Location(2, 2))
names = [x.__class__.__name__ for x in getActors()]
at = [x.__class__.__name__ for x in getActorsAt(Location(2, 2))]
setStatusText("top %s list %s at %s" % (top.__class__.__name__, "".join(names), "".join(at)))
doRun()
