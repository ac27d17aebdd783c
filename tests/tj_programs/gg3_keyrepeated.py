from gamegrid import *

def onKeyRepeated(keyCode):
	if keyCode == 37:
		ship.setX(ship.getX() - 2)
	if keyCode == 39:
		ship.setX(ship.getX() + 2)

makeGameGrid(400, 200, 1, None, None, False, keyRepeated = onKeyRepeated)
ship = Actor("sprites/spaceship.gif")
addActor(ship, Location(200, 150))
show()
doRun()
