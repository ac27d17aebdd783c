from gamegrid import *

class Timer(Actor):
	def __init__(self):
		Actor.__init__(self)
	def act(self):
		if self.nbCycles == 4:
			msgDlg("Time is up")
			gameOver()

def gameOver():
	global over
	over = True
	doPause()
	dispose()

over = False
makeGameGrid(3, 3, 50, Color.red, False)
addActor(Timer(), Location(0, 0))
setSimulationPeriod(100)
show()
doRun()
while not isDisposed():
	delay(10)
print "over", over, getNbCycles(), isDisposed()
