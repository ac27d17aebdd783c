# Fish in a coral reef: every fish swims with act() and turns around at the border.
# (In the style of the TigerJython tutorial, chapter "Games": Actor subclass with act())
from gamegrid import *

class Fish(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/nemo.gif")

    def act(self):
        self.move()
        if self.getX() == 9:
            self.turn(180)
            self.setHorzMirror(True)
        if self.getX() == 0:
            self.turn(180)
            self.setHorzMirror(False)

class SlowFish(Fish):
    def __init__(self):
        Actor.__init__(self, "sprites/nemo2.gif")
        self.setSlowDown(2)

    def act(self):
        if not self.isMoveValid():
            self.turn(180)
            self.setHorzMirror(not self.isHorzMirror())
        self.move()

makeGameGrid(10, 10, 60, Color.red, "sprites/reef.gif", False)
setTitle("Fish in the reef")
nemo = Fish()
addActor(nemo, Location(2, 4))
dory = SlowFish()
addActor(dory, Location(7, 7))
show()
doRun()
