# Issue 36, 2: setOnBottom() / setActorOnBottom() on the middle one of three moving actors (2 cycles).
# cycles: 2
from gamegrid import *

class Runner(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/ghost.gif")
        self.name = name
    def act(self):
        self.move()
        log.append(self.name)

log = []
makeGameGrid(10, 5, 30, None, False)
addStatusBar(20)
runners = [Runner("r0"), Runner("r1"), Runner("r2")]
for i in range(3):
    addActor(runners[i], Location(1, i + 1), 0)
runners[1].setOnBottom()
setActorOnBottom(runners[1])

def done():
    setStatusText("acted " + " ".join(log) + " | listed " +
                  " ".join([r.name for r in getActors()]))

class Reporter(GGActListener):
    def act(self):
        done()
addActListener(Reporter())
doRun()
