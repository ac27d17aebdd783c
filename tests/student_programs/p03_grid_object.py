# GameGrid object used directly, actors removed by another actor, removeSelf in act.
from gamegrid import *

class Bullet(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/bomb.gif")
    def act(self):
        self.move(5)
        if not self.isInGrid():
            self.removeSelf()
            return
        hit = self.gameGrid.getOneActorAt(self.getLocation(), Target)
        if hit != None:
            self.gameGrid.removeActor(hit)
            self.removeSelf()

class Target(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/alien.gif")

class Gun(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/airplane.gif")
        self.n = 0
    def act(self):
        self.n += 1
        if self.n % 5 == 0:
            b = Bullet()
            self.gameGrid.addActor(b, self.getLocation(), 0)

gg = GameGrid(600, 200, 1, None, "sprites/town.jpg", False)
gg.setTitle("Shooter")
gg.addActor(Gun(), Location(10, 100))
gg.addActor(Target(), Location(300, 100))
gg.addActor(Target(), Location(400, 100))
gg.setSimulationPeriod(30)
gg.show()
gg.doRun()
