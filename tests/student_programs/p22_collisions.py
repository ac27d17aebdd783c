# collision callback on actors; the hit one is removed inside collide(); a new one is added.
from gamegrid import *

hits = 0

class Ghost(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ghost.gif")
    def act(self):
        pass      # ghosts wait

class Pac(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/pacman.gif")
    def act(self):
        self.move()
        if not self.isMoveValid():
            self.turn(180)
    def collide(self, actor1, actor2):
        global hits
        hits += 1
        actor2.removeSelf()
        g = Ghost()
        addActor(g, Location(9 - hits % 10, 2))
        self.addCollisionActor(g)
        setStatusText("hits: " + str(hits))
        return 0

makeGameGrid(10, 8, 40, Color.gray)
addStatusBar(20)
pac = Pac()
addActor(pac, Location(0, 2))
g = Ghost()
addActor(g, Location(6, 2))
pac.addCollisionActor(g)
setSimulationPeriod(50)
show()
doRun()
delay(2000)
print("hits", hits, "ghosts", getNumberOfActors(Ghost))
