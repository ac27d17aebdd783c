from gamegrid import *

class Passenger(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/man_0.gif")
	def act(self):
		self.move()

class PassengerFactory(Actor):
	def __init__(self):
		self.nbPassenger = 0
	def act(self):
		if self.nbCycles % 10 == 0 and self.nbPassenger < 3:
			addActor(Passenger(), Location(0, 50 + 100 * self.nbPassenger))
			self.nbPassenger += 1

makeGameGrid(800, 600, 1, None, None, False)
setSimulationPeriod(20)
factory = PassengerFactory()
addActor(factory, Location(0, 0))
show()
doRun()
delay(1000)
doPause()
print "passengers", factory.nbPassenger, getNumberOfActors(Passenger), factory.getIdVisible()
