from gamegrid import *

class Alien(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/alien.gif")
	def act(self):
		self.move(1)
		if self.getX() > 780 or self.getX() < 20:
			self.turn(180)
			self.setY(self.getY() + 10)

class Bullet(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/bomb.gif")
	def act(self):
		self.move(10)
		if self.getY() < 0:
			removeActor(self)
	def collide(self, actor1, actor2):
		global hits
		hits += 1
		removeActor(actor1)
		removeActor(actor2)
		return 0

def onKey(e):
	global score
	if e.getKeyCode() == KeyEvent.VK_SPACE:
		b = Bullet()
		addActor(b, Location(ship.getX(), 500), 270)
		b.addCollisionActors(getActors(Alien))
	elif e.getKeyCode() == KeyEvent.VK_LEFT:
		ship.setX(ship.getX() - 10)

def updateScore():
	global label
	if label != None:
		label.removeSelf()
	label = TextActor("Hits: " + str(hits) + " Cycle: " + str(getNbCycles()), Color.white, Color.black, Font("Arial", Font.BOLD, 16))
	addActor(label, Location(100, 580))

hits = 0
label = None
makeGameGrid(800, 600, 1, None, None, False, keyPressed = onKey)
registerAct(updateScore)
for row in range(5):
	for col in range(12):
		addActor(Alien(), Location(60 + 60 * col, 40 + 50 * row), 0)
ship = Actor("sprites/spaceship.gif")
addActor(ship, Location(400, 540))
setSimulationPeriod(20)
show()
doRun()
while not isDisposed():
	delay(100)
print "hits", hits, "aliens", getNumberOfActors(Alien), "bullets", getNumberOfActors(Bullet)
