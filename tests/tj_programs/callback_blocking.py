from gamegrid import *

class Runner(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/ant.gif")
	def act(self):
		self.move()

def onPress(e):
	global before, after
	before = getNbCycles()
	for i in range(5):
		ball.setY(ball.getY() + 1)
		delay(100)
	after = getNbCycles()

before = after = -1
makeGameGrid(20, 5, 30, Color.red, False, mousePressed = onPress)
runner = Runner()
addActor(runner, Location(0, 0))
ball = Actor("sprites/ball.gif")
addActor(ball, Location(5, 0))
setSimulationPeriod(50)
show()
doRun()
while not isDisposed():
	delay(50)
print "cycles during callback", after - before, "ball", ball.getY(), "runner moved", runner.getX() > 10
