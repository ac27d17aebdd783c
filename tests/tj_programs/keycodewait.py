from gamegrid import *

makeGameGrid(5, 5, 50, Color.blue, False)
bug = Actor(True, "sprites/ladybug.gif")
addActor(bug, Location(2, 2))
show()
moves = 0
while not isDisposed():
	key = getKeyCodeWait()
	if key == KeyEvent.VK_ESCAPE:
		dispose()
	elif key == KeyEvent.VK_SPACE:
		bug.turn(90)
	elif key == KeyEvent.VK_ENTER:
		if bug.isMoveValid():
			bug.move()
			moves += 1
print "moves:", moves, "at", bug.getLocation(), "dir", bug.getDirection()
