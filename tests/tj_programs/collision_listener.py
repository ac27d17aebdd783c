from gamegrid import *
import random

class Hit(GGActorCollisionListener):
	def __init__(self):
		self.count = 0
	def collide(self, a, b):
		self.count += 1
		b.hide()
		return 5

class Rocket(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/rocket.gif")
	def act(self):
		self.move(10)

class Rock(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/bomb.gif")

makeGameGrid(600, 200, 1, None, None, False)
random.seed(3)
rocket = Rocket()
addActor(rocket, Location(20, 100), 0)
rocket.setCollisionRectangle(Point(0, 0), 20, 10)
hit = Hit()
rocket.addActorCollisionListener(hit)
rocks = []
for x in range(150, 550, 100):
	r = Rock()
	addActor(r, Location(x, 100))
	r.setCollisionCircle(Point(0, 0), 8)
	rocks.append(r)
rocket.addCollisionActors(rocks)
show()
setSimulationPeriod(10)
doRun()
delay(700)
doPause()
hidden = [r.isVisible() for r in rocks]
print "count", hit.count, hidden, rocket.getX()
setTitle("count %d" % hit.count)
