from gamegrid import *

class Pacman(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/pacman.gif", 2)
	def act(self):
		self.showNextSprite()
		if isKeyPressed(KeyEvent.VK_DOWN):
			self.setDirection(Location.SOUTH)
		elif isKeyPressed(KeyEvent.VK_LEFT):
			self.setDirection(Location.WEST)
		if self.isMoveValid():
			self.move()
		if self.getNbCycles() > 100:
			self.removeSelf()
	def reset(self):
		self.eaten = 0

makeGameGrid(10, 10, 30, Color.red, False)
pac = Pacman()
addActor(pac, Location(0, 0), Location.EAST)
show()
doRun()
delay(1000)
doPause()
print "pac", pac.getLocation(), pac.getDirection(), pac.getIdVisible(), pac.eaten
loc = pac.getLocation()
print "compass", loc.getCompassDirectionTo(Location(0, 0)), loc.getDirectionTo(Location(9, 9)), "%.2f" % loc.getDistanceTo(Location(0, 0))
print "neigh", loc.getNeighbourLocation(Location.NORTH), len(loc.getNeighbourLocations(0.5))
