from gamegrid import *

class Fish(Actor):
    def __init__(self):
	Actor.__init__(self, "sprites/nemo.gif")
    def act(self):
	global steps
	self.move()
        steps += 1
	if not self.isMoveValid():
	    self.turn(180)

steps = 0
makeGameGrid(10, 10, 60, Color.red, "sprites/reef.gif", False)
addActor(Fish(), Location(0, 0))
show()
doRun()
delay(1000)
doPause()
print "Schritte: %d" % steps
setTitle("Fische הצü %d" % steps)
