from gamegrid import *

def onReset():
	global generations
	generations = 0
	removeAllActors()
	for loc in [Location(1, 2), Location(2, 2), Location(3, 2)]:
		addActor(Creature(), loc)
	return True

def actCallback():
	global generations
	toRemove = []
	toAdd = []
	for x in range(s):
		for y in range(s):
			loc = Location(x, y)
			a = getOneActorAt(loc)
			if a != None:
				n = len(a.getNeighbours(1))
				if n < 2 or n > 3:
					toRemove.append(a)
			else:
				count = 0
				for l in loc.getNeighbourLocations(1):
					if isInGrid(l) and getOneActorAt(l) != None:
						count += 1
				if count == 3:
					toAdd.append(loc)
	for a in toRemove:
		removeActor(a)
	for loc in toAdd:
		addActor(Creature(), loc)
	generations += 1

class Creature(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/creature.gif")

s = 5
generations = 0
makeGameGrid(s, s, 800 // s // 4, Color.red)
registerAct(actCallback)
registerNavigation(resetted = onReset)
onReset()
setSimulationPeriod(100)
show()
doRun()
delay(350)
doPause()
locs = sorted([str(a.getLocation()) for a in getActors()])
print "gen", generations, locs
doReset()
print "after reset", generations, getNumberOfActors()
