# Issue 36, 6: an actor added during act() of an earlier class (1 cycle).
# cycles: 2
from gamegrid import *

class A(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ghost.gif")
    def act(self):
        log.append("A")
        if len(log) == 1:
            addActor(B("new"), Location(0, 0))
            addActor(A2("a2"), Location(0, 1))
            addActor(A(), Location(0, 2))

class B(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/creature.gif")
        self.name = name
    def act(self):
        log.append(self.name)

class A2(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/creature.gif")
        self.name = name
    def act(self):
        log.append(self.name)

log = []
makeGameGrid(5, 5, 30, None, False)
addStatusBar(20)
addActor(B("old"), Location(3, 3))
addActor(A(), Location(1, 1))
setActOrder(A)

class Reporter(GGActListener):
    def act(self):
        setStatusText(" ".join(log))
addActListener(Reporter())
doRun()
