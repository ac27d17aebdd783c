from gamegrid import *
import math

class Planet(Actor):
	def __init__(self, radius, speed):
		Actor.__init__(self, "sprites/earth.gif", 18)
		self.radius = radius
		self.speed = speed
		self.angle = 0
	def act(self):
		self.angle += self.speed
		c = self.gameGrid.toPoint(Location(200, 200))
		x = c.x + int(self.radius * math.cos(math.radians(self.angle)))
		y = c.y + int(self.radius * math.sin(math.radians(self.angle)))
		self.setLocation(Location(x, y))
		self.showNextSprite()
		if self.nbCycles % 9 == 0:
			self.getBackground().drawPoint(Point(x, y))

makeGameGrid(400, 400, 1, None, None, False)
getBg().setPaintColor(X11Color("yellow"))
p = Planet(100, 10)
addActor(p, Location(300, 200))
addActor(Actor("sprites/moon.gif"), Location(200, 200))
setSimulationPeriod(10)
show()
doRun()
delay(360)
doPause()
print "planet", p.getX(), p.getY(), p.angle, p.getIdVisible(), p.nbCycles
