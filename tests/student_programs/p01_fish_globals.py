# Fish swims, bounces; global counter modified in act; status bar shows it.
from gamegrid import *

count = 0

class Fish(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/nemo.gif")
    def act(self):
        global count
        self.move()
        if not self.isMoveValid():
            self.turn(180)
            self.setHorzMirror(not self.isHorzMirror())
        count += 1
        setStatusText("cycles: " + str(count))

makeGameGrid(10, 10, 60, Color.red, "sprites/reef.gif", False)
addStatusBar(30)
fish = Fish()
addActor(fish, Location(2, 4))
show()
doRun()
