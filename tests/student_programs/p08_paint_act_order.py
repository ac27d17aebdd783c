# setPaintOrder / setActOrder with several classes; log the act order of one cycle.
from gamegrid import *

order = []

class Rock(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/rock.gif")
    def act(self):
        order.append("Rock")

class Bug(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/bug.gif")
    def act(self):
        order.append("Bug")

class Leaf(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/leaf.gif")
    def act(self):
        order.append("Leaf")

makeGameGrid(5, 5, 60, Color.green)
for i in range(2):
    addActor(Rock(), Location(i, 2))
    addActor(Bug(), Location(i, 2))
    addActor(Leaf(), Location(i, 2))
setPaintOrder(Bug, Leaf, Rock)
setActOrder(Leaf, Bug, Rock)
show()
doStep()
print("act order", order)
order = []
setActOrder(Rock)
doStep()
print("act order 2", order)
print("paint", [a.__class__.__name__ for a in getActorsAt(Location(0, 2))])
