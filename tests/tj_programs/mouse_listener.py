from gamegrid import *

def onMouse(mouse):
	global clicks, drags
	if mouse.getEvent() == GGMouse.lClick:
		clicks += 1
		loc = toLocationInGrid(mouse.getX(), mouse.getY())
		addActor(Actor("sprites/ball.gif"), loc)
	elif mouse.getEvent() == GGMouse.lDrag:
		drags += 1
	return True

def onDrag(e):
	global awtDrags
	awtDrags += 1
	p = e.getPoint()
	setStatusText("drag " + str(p.x) + "," + str(p.y))

clicks = 0
drags = 0
awtDrags = 0
makeGameGrid(6, 6, 50, Color.red, False, mouseDragged = onDrag)
addStatusBar(20)
addMouseListener(onMouse, GGMouse.lClick | GGMouse.lDrag)
show()
while not isDisposed():
	delay(50)
print "clicks", clicks, "drags", drags, "awt", awtDrags, getNumberOfActors()
