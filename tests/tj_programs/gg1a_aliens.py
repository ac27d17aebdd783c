from gamegrid import *

# ---------------- class Alien ----------------
class Alien(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/alien.png")

	def act(self):
		self.move()
		if self.getY() > 9:
			self.setY(0)

makeGameGrid(10, 10, 60, Color.red, "sprites/town.jpg", False)
setTitle("Aliens")
setSimulationPeriod(100)
for i in range(10 / 2):
	addActor(Alien(), Location(2 * i, 0), 90)
show()
doRun()
delay(1050)
doPause()
ys = [a.getY() for a in getActors(Alien)]
setStatusText("ys " + str(ys))
print "cycles", getNbCycles(), "half", 7 / 2
