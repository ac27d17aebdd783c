from gamegrid import *

def mousePressed(e):
	global actor, startLocation, startPoint
	startLocation = toLocationInGrid(e.getX(), e.getY())
	actor = getOneActorAt(startLocation)
	if actor != None:
		startPoint = toPoint(startLocation)

def mouseDragged(e):
	if actor == None:
		return
	actor.setLocationOffset(e.getX() - startPoint.x, e.getY() - startPoint.y)
	refresh()

def mouseReleased(e):
	global moves
	if actor == None:
		return
	actor.setLocationOffset(0, 0)
	destLoc = toLocationInGrid(e.getX(), e.getY())
	if getOneActorAt(destLoc) == None:
		actor.setLocation(destLoc)
		moves += 1
	setStatusText("Moves: " + str(moves))
	refresh()

actor = None
moves = 0
makeGameGrid(7, 7, 70, None, "sprites/solitaire_board.png", False,
	mousePressed = mousePressed, mouseDragged = mouseDragged, mouseReleased = mouseReleased)
addStatusBar(30)
for loc in [Location(3, 1), Location(3, 2), Location(2, 3)]:
	addActor(Actor("sprites/marble.png"), loc)
show()
