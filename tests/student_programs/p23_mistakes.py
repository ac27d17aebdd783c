# typical subclass mistakes: forgetting Actor.__init__, adding the same actor twice,
# mutating a Location returned by getLocation().
from gamegrid import *

class Forgot(Actor):
    def __init__(self):
        self.speed = 2        # forgot Actor.__init__

makeGameGrid(6, 6, 50, Color.white)
try:
    addActor(Forgot(), Location(1, 1))
    print("forgot: added")
except Exception as ex:
    print("forgot:", type(ex).__name__, ex)

a = Actor("sprites/bug.gif")
addActor(a, Location(2, 2))
try:
    addActor(a, Location(3, 3))
    print("twice: added", a.getLocation())
except Exception as ex:
    print("twice:", type(ex).__name__, ex)
loc = a.getLocation()
loc.x = 5
print("after mutate", a.getLocation(), loc)
a.setLocation(loc)
loc.y = 0
print("after set", a.getLocation())
show()
