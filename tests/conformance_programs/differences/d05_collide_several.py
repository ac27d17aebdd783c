# Issue 36, 5: collide() returning 1 while A overlaps two partners, B and C (4 cycles).
# cycles: 4
from gamegrid import *

class Hunter(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ghost.gif")
    def collide(self, actor1, actor2):
        report.append(actor2.name)
        return 1
    def act(self):
        report.append("|")

class Prey(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/ghost.gif")
        self.name = name

report = []
makeGameGrid(5, 5, 30, None, False)
addStatusBar(20)
a = Hunter()
addActor(a, Location(2, 2))
b = Prey("B")
c = Prey("C")
addActor(b, Location(2, 2))
addActor(c, Location(2, 2))
a.addCollisionActor(b)
a.addCollisionActor(c)

class Reporter(GGActListener):
    def act(self):
        setStatusText("".join(report))
addActListener(Reporter())
doRun()
