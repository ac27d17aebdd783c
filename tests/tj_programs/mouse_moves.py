from gamegrid import *

def onMove(e):
	loc = toLocationInGrid(e.getX(), e.getY())
	cursor.setLocation(loc)
	refresh()

def onRelease(e):
	if e.getButton() == 3:
		trail.append("R")
	else:
		trail.append(str(toLocationInGrid(e.getX(), e.getY())))

trail = []
makeGameGrid(8, 8, 40, Color.gray, False, mouseMoved = onMove, mouseReleased = onRelease)
cursor = Actor("sprites/cross.gif")
addActor(cursor, Location(0, 0))
show()
while not isDisposed():
	delay(30)
print "cursor", cursor.getLocation(), "trail", trail, getMouseLocation()
