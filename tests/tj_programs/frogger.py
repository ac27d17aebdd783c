from gamegrid import *

class Frog(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/frog.gif")
		self.lives = 2
	def collide(self, actor1, actor2):
		self.lives -= 1
		self.setLocation(Location(400, 560))
		if self.lives == 0:
			addActor(Actor("sprites/gameover.gif"), Location(400, 285))
			doPause()
		setStatusText("Lives: " + str(self.lives))
		return 0

class Car(Actor):
	def __init__(self, path):
		Actor.__init__(self, path)
	def act(self):
		self.move()
		if self.getX() < -100:
			self.setX(1650)
		if self.getX() > 1650:
			self.setX(-100)

def onKeyRepeated(keyCode):
	if keyCode == KeyEvent.VK_UP:
		frog.setY(frog.getY() - 5)
	elif keyCode == KeyEvent.VK_DOWN:
		frog.setY(frog.getY() + 5)

makeGameGrid(800, 600, 1, None, "sprites/lane.gif", False, keyRepeated = onKeyRepeated)
setSimulationPeriod(50)
addStatusBar(30)
frog = Frog()
addActor(frog, Location(400, 560), 90)
for i in range(5):
	car = Car("sprites/car" + str(i) + ".gif")
	addActor(car, Location(300 + 300 * i, 300), 0)
	frog.addCollisionActor(car)
	car.setHorzMirror(True)
show()
doRun()
