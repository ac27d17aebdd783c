from gamegrid import *

class Fish(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/nemo.gif")
	def act(self):
		log.append("F")

class Shark(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/shark.gif")
	def act(self):
		log.append("S")

def gridAct():
	log.append("G")

log = []
makeGameGrid(5, 5, 60, Color.red, False)
registerAct(gridAct)
addActor(Fish(), Location(1, 1))
addActor(Shark(), Location(1, 1))
addActor(Fish(), Location(2, 2))
setPaintOrder(Fish)
setActOrder(Shark)
show()
doStep()
top = getOneActorAt(Location(1, 1))
print "log", "".join(log), "top", top.__class__.__name__
print [a.__class__.__name__ for a in getActors()]
