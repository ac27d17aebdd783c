from gamegrid import *

def keyCallback(e):
	keyCode = e.getKeyCode()
	if keyCode == KeyEvent.VK_UP:
		frog.setDirection(270)
	elif keyCode == KeyEvent.VK_DOWN:
		frog.setDirection(90)
	elif keyCode == KeyEvent.VK_LEFT:
		frog.setDirection(180)
	elif keyCode == KeyEvent.VK_RIGHT:
		frog.setDirection(0)
	else:
		return
	frog.move()
	setStatusText("Frog at " + str(frog.getLocation()))

makeGameGrid(8, 8, 60, Color.red, False, keyPressed = keyCallback)
addStatusBar(20)
frog = Actor(True, "sprites/frog.gif")
addActor(frog, Location(4, 4))
show()
