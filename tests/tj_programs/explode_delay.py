from gamegrid import *

class Rocket(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/rocket.gif")
	def act(self):
		self.move(5)
	def collide(self, a, b):
		global booms
		boom = Actor("sprites/explosion.gif")
		addActor(boom, b.getLocation())
		b.removeSelf()
		for i in range(5):
			refresh()
			delay(50)
		boom.removeSelf()
		booms += 1
		return 0

booms = 0
makeGameGrid(400, 100, 1, None, None, False)
r = Rocket()
addActor(r, Location(10, 50), 0)
for x in [100, 200, 300]:
	t = Actor("sprites/bomb.gif")
	addActor(t, Location(x, 50))
	r.addCollisionActor(t)
setSimulationPeriod(20)
show()
doRun()
delay(2000)
doPause()
print "booms", booms, getNumberOfActors(), r.getX() > 300
