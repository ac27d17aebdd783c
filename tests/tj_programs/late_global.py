from gamegrid import *

def onMousePressed(e):
	if hits >= 3:
		setStatusText("Game over")
		return
	global hits
	loc = toLocationInGrid(e.getX(), e.getY())
	if getOneActorAt(loc) != None:
		removeActorsAt(loc)
		hits = hits + 1
		setStatusText("Hits: %d" % hits)

class Mole(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/mouse.gif")
	def act(self):
		if nbActs > 100:
			return
		global nbActs
		nbActs += 1

hits = 0
nbActs = 0
makeGameGrid(5, 1, 60, Color.red, False, mousePressed = onMousePressed)
addStatusBar(25)
for x in range(5):
	addActor(Mole(), Location(x, 0))
show()
doRun()
delay(1000)
print "hits", hits, "acts", nbActs > 0
