from gamegrid import *

class Stone(Actor):
	def __init__(self, color):
		Actor.__init__(self, "sprites/token_" + str(color) + ".png")
		self.color = color

makeGameGrid(4, 4, 50, Color.red, False)
for i in range(3):
	addActor(Stone(i % 2), Location(1, 1))
addActor(Stone(1), Location(2, 2))
top = getOneActorAt(Location(1, 1))
n = len(getActorsAt(Location(1, 1)))
n1 = len(getActorsAt(Location(1, 1), Stone))
removeActor(top)
print "n", n, n1, "top", top.color, "left", getNumberOfActors(), top.isRemoved()
occ = getOccupiedLocations()
print "occupied", len(occ), isEmpty(Location(0, 0)), isEmpty(Location(2, 2))
empty = getEmptyLocations()
print "empty", len(empty)
setTitle("%d %d %d" % (n, getNumberOfActors(), len(empty)))
show()
