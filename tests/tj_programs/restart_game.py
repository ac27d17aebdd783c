from gamegrid import *

def initGame(level):
	makeGameGrid(5 + level, 5, 40, Color.red, False)
	setTitle("Level " + str(level))
	for i in range(level):
		addActor(Actor("sprites/coin.gif", 3), Location(i, 2))
	show()

level = 1
initGame(level)
while level < 3:
	delay(200)
	level += 1
	initGame(level)
print "level", level, getNumberOfActors(), getNbHorzCells(), isDisposed()
