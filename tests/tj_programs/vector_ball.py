from gamegrid import *
import math

class Ball(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/ball.gif")
		self.pos = GGVector(100, 100)
		self.vel = GGVector(30, 40)
	def act(self):
		self.pos = self.pos.add(self.vel.mult(0.1))
		self.setPixelLocation(Point(int(self.pos.x), int(self.pos.y)))

makeGameGrid(400, 400, 1, None, None, False)
ball = Ball()
addActor(ball, Location(100, 100))
show()
setSimulationPeriod(50)
doRun()
delay(500)
doPause()
v = GGVector(3, 4)
print "mag", v.magnitude(), "pos", ball.getX(), ball.getY(), "dir", int(v.getDirection())
print "pixel", ball.getPixelLocation().x
