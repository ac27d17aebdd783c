from gamegrid import *

def onStart():
	log.append("start")
	return True
def onPause():
	log.append("pause")
	return True
def onReset():
	log.append("reset")
	return True

class Walker(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/ant.gif")
	def act(self):
		self.move()
	def reset(self):
		self.nbResets = getattr(self, "nbResets", 0) + 1

log = []
makeGameGrid(10, 3, 40, Color.red, "sprites/bg.gif", True, started = onStart, paused = onPause, resetted = onReset)
w = Walker()
addActor(w, Location(1, 1), 90)
setSimulationPeriod(50)
show()
doRun()
delay(210)
doPause()
x = w.getX()
doReset()
print "x", x, "after reset", w.getLocation(), w.getDirection(), getNbCycles(), w.nbResets, log
