# Aliens keep coming: the main program adds a new alien every half second until the window closes.
# (In the style of the TigerJython tutorial GG1c: while not isDisposed(): ... delay())
from gamegrid import *
from random import randint

class Alien(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/alien.png")

    def act(self):
        self.move()
        if self.getY() >= 10:
            removeActor(self)

makeGameGrid(10, 10, 60, Color.red, "sprites/town.jpg", False)
setTitle("Alien invasion")
show()
doRun()

nbAliens = 0
while not isDisposed():
    addActor(Alien(), Location(randint(0, 9), 0), 90)
    nbAliens = nbAliens + 1
    delay(500)
print("Window closed after " + str(nbAliens) + " aliens")
