from gamegrid import *

class Bug(Actor):
	def __init__(self, n):
		Actor.__init__(self, "sprites/bug.gif")
		self.n = n
		self.acted = 0
	def act(self):
		self.acted += 1
		if self.n == 0:
			for other in getActors(Bug):
				if other.n == 1:
					other.removeSelf()
			self.removeSelf()
			log.append(self.getX())

log = []
makeGameGrid(5, 5, 40, Color.red, False)
bugs = []
for i in range(4):
	b = Bug(i)
	bugs.append(b)
	addActor(b, Location(i, 0))
show()
doStep()
print "acted", [b.acted for b in bugs], "left", getNumberOfActors(), "log", log
for a in getActors():
	a.removeSelf()
print "now", getNumberOfActors()
