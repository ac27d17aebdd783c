from gamegrid import *

def keyCallback(e):
	for i in range(10):
		bird.showNextSprite()
		delay(50)
	setStatusText("sprite " + str(bird.getIdVisible()))

makeGameGrid(5, 5, 60, Color.red, False, keyPressed = keyCallback)
addStatusBar(20)
bird = Actor("sprites/pony.gif", 6)
bird.show(2)
addActor(bird, Location(2, 2))
show()
