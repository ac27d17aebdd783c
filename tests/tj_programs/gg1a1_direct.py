from gamegrid import *

class Alien(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/alien.png")
	def act(self):
		self.move()

gg = GameGrid(10, 10, 60, Color.red, "sprites/town.jpg", False)
gg.setSimulationPeriod(100)
gg.addActor(Alien(), Location(2, 0), 90)
gg.addActor(Alien(), Location(5, 0), 90)
gg.show()
gg.doRun()
while not isDisposed():
	delay(100)
aliens = gg.getActors(Alien)
print "y", [a.getY() for a in aliens], gg.getNbCycles() > 5, gg.isDisposed()
