from gamegrid import *

class Bee(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/beetle.gif")

makeGameGrid(6, 6, 50, Color.red, False)
for i in range(5):
	addActor(Bee(), Location(i, i))
addActor(Actor("sprites/honey.gif"), Location(1, 1))
bees = getActors(Bee)
print "bees", bees.size(), bees.isEmpty(), bees.get(0).getX()
here = getActorsAt(Location(1, 1))
print "here", here.size(), here.contains(bees.get(1))
around = Location(2, 2).getNeighbourLocations(1)
print "around", around.size(), around.get(0)
print "neighbours", bees.get(2).getNeighbours(1).size(), toList(getActors()) != None
bees.remove(bees.get(0))
print "after", bees.size(), getNumberOfActors(Bee)
show()
