# actors placed outside the grid, moving in and out; isInGrid; getActorsAt on outside cells.
from gamegrid import *

class Walker(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/bug.gif")
    def act(self):
        self.move()
        if self.getX() > 7:
            self.setLocation(Location(-2, self.getY()))

makeGameGrid(6, 6, 50, Color.white)
w = Walker()
addActor(w, Location(-3, 2))
addActor(Actor("sprites/ball.gif"), Location(10, 10))
addActor(Actor("sprites/ball.gif"), Location(-1, -1))
print("in grid", w.isInGrid(), isInGrid(Location(-3, 2)))
print("at outside", len(getActorsAt(Location(10, 10))))
show()
setSimulationPeriod(100)
doRun()
delay(1500)
print("walker", w.getX(), w.getY(), w.isInGrid())
