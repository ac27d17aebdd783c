# Issue 36, 8: isRunning() inside act() during doStep() (1 step).
# cycles: 1
from gamegrid import *

class Probe(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ghost.gif")
    def act(self):
        seen.append("%s/%s" % (isRunning(), isPaused()))
        setStatusText("in act " + " ".join(seen))

seen = []
makeGameGrid(5, 5, 30, None, False)
addStatusBar(20)
addActor(Probe(), Location(1, 1))
doStep()
