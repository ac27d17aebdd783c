from gamegrid import *

class Car(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/car1.gif")
	def act(self):
		self.move()
		self.turn(30)

makeGameGrid(400, 400, 1, None, None, False)
car = Car()
addActor(car, Location(200, 200), 0)
show()
setSimulationPeriod(50)
doRun()
delay(600)
doPause()
print "dir", car.getDirection(), car.getIntDirection(), car.isRotatable()
