from gamegrid import *

class Fish(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/nemo.gif")
	def act(self):
		self.move()
		if not self.isMoveValid():
			self.turn(180)
			self.setHorzMirror(not self.isHorzMirror())

class MyGame(GameGrid):
	def __init__(self):
		GameGrid.__init__(self, 10, 10, 60, X11Color("red"), "sprites/reef.gif", False, mousePressed = self.onPress)
		self.nbActs = 0
		self.fish = Fish()
		self.addActor(self.fish, Location(2, 4))
		self.setSimulationPeriod(50)
		self.show()
		self.doRun()
	def act(self):
		self.nbActs += 1
	def onPress(self, e):
		self.addActor(Fish(), self.toLocationInGrid(e.getX(), e.getY()))
		return True

game = MyGame()
delay(1000)
game.doPause()
print "acts", game.nbActs, "fish", game.getNumberOfActors(Fish)
game.setTitle("acts %d" % game.nbActs)
