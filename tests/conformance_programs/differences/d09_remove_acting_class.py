# Issue 36, 9: several actors of the acting class remove their class in act() (2 cycles).
# cycles: 2
from gamegrid import *

class A(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ghost.gif")
    def act(self):
        log.append("A")
        removeActors(A)

class B(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/creature.gif")
    def act(self):
        log.append("B")
        self.move()

log = []
makeGameGrid(8, 5, 30, None, False)
addStatusBar(20)
addActor(B(), Location(1, 1), 0)
for i in range(3):
    addActor(A(), Location(i, 3))
setActOrder(A)

class Reporter(GGActListener):
    def act(self):
        setStatusText(" ".join(log))
addActListener(Reporter())
doRun()
