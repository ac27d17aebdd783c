from gamegrid import *
import math, random

class Bird(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/arrow1.png")
		self.vel = GGVector(random.randint(-5, 5), random.randint(-5, 5))
		self.pos = None
	def reset(self):
		p = self.getPixelLocation()
		self.pos = GGVector(p.x, p.y)
	def act(self):
		neighbours = self.getNeighbours(60, Bird)
		if len(neighbours) > 0:
			center = GGVector(0, 0)
			for b in neighbours:
				center = center.add(b.pos)
			center = center.mult(1.0 / len(neighbours))
			self.vel = self.vel.add(center.sub(self.pos).mult(0.01))
		if self.vel.magnitude() > 8:
			self.vel = self.vel.getNormalized().mult(8)
		self.pos = self.pos.add(self.vel)
		self.pos.x = self.pos.x % 600
		self.pos.y = self.pos.y % 600
		self.setPixelLocation(Point(int(self.pos.x), int(self.pos.y)))
		if self.vel.magnitude() > 0:
			self.setDirection(math.degrees(self.vel.getDirection()))

def drawTrail():
	getBg().setPaintColor(makeColor(25, 121, 212))
	for b in getActors(Bird):
		getBg().fillCircle(b.getPixelLocation(), 1)

random.seed(5)
makeGameGrid(600, 600, 1, None, None, False)
setBgColor(Color.white)
registerAct(drawTrail)
for i in range(12):
	addActor(Bird(), getRandomLocation())
setSimulationPeriod(20)
show()
doRun()
delay(2000)
doPause()
birds = getActors(Bird)
ok = True
for b in birds:
	p = b.getPixelLocation()
	if not isInGrid(b.getLocation()) or abs(p.x - int(b.pos.x)) > 1:
		ok = False
print "birds", len(birds), "ok", ok, "cycles", getNbCycles()
