# huge grid, cellSize 1, 800x600, move steps, direction towards a point.
from gamegrid import *
import math

class Ball(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/ball.gif")
    def act(self):
        self.move(7)
        x, y = self.getX(), self.getY()
        if x < 20 or x > 780:
            self.setDirection(180 - self.getDirection())
        if y < 20 or y > 580:
            self.setDirection(360 - self.getDirection())

makeGameGrid(800, 600, 1, None, "sprites/background.gif", False)
setSimulationPeriod(20)
balls = []
for i in range(20):
    b = Ball()
    addActor(b, Location(100 + 30 * i, 100 + 20 * i), 37 * i)
    balls.append(b)
show()
doRun()
delay(2000)
inside = sum(1 for b in balls if 0 <= b.getX() < 800 and 0 <= b.getY() < 600)
print("inside", inside)
print("cells", getNbHorzCells(), getNbVertCells(), getCellSize())
