from gamegrid import *
from random import randint

class Dart(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/dart.gif")
	def act(self):
		self.move()
		if not self.isInGrid():
			self.removeSelf()

makeGameGrid(10, 10, 60, Color.red, False)
addStatusBar(30)
show()
doRun()
n = 0
while not isDisposed():
	if n < 5:
		addActor(Dart(), Location(0, n))
		n += 1
	delay(100)
print "window closed after", n, "darts"
print "remaining", getNumberOfActors(Dart)
