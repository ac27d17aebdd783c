from gamegrid import *

def pressCallback(e):
	loc = toLocation(e.getX(), e.getY())
	if e.getButton() == 1:
		addActor(Actor("sprites/honey.gif"), loc)
	else:
		removeActorsAt(loc)
	setStatusText("Honey: " + str(getNumberOfActors()))

makeGameGrid(600, 600, 1, False, mousePressed = pressCallback)
addStatusBar(20)
setBgColor(makeColor("lightgreen"))
show()
