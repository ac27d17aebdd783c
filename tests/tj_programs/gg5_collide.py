from gamegrid import *

class Ball(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/peg_0.png")
		self.hits = 0
	def act(self):
		self.move()
		if self.getX() >= 9 or self.getX() <= 0:
			self.turn(180)
	def collide(self, actor1, actor2):
		self.hits += 1
		actor2.removeSelf()
		return 0

class Target(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/peg_1.png")

makeGameGrid(10, 3, 50, Color.gray, False)
ball = Ball()
addActor(ball, Location(0, 1), 0)
ball.setCollisionCircle(Point(0, 0), 10)
for x in [3, 5, 7]:
	t = Target()
	addActor(t, Location(x, 1))
	ball.addCollisionActor(t)
show()
setSimulationPeriod(50)
doRun()
delay(1500)
doPause()
print "hits", ball.hits, "targets", getNumberOfActors(Target)
setTitle("hits=%d" % ball.hits)
