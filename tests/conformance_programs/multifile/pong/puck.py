# The puck: moves one cell diagonally per cycle and bounces at the walls and on the paddle.
from gamegrid import *
from paddle import COLS, ROWS


class Puck(Actor):
    def __init__(self, paddle):
        Actor.__init__(self, "sprites/puck.png")
        self.paddle = paddle
        self.dx, self.dy = 1, 1
        self.hits = 0
        self.missed = 0

    def act(self):
        x, y = self.getX() + self.dx, self.getY() + self.dy
        if not 0 <= x < COLS:
            self.dx = -self.dx
            x = self.getX() + self.dx
        if y < 0:
            self.dy = 1
            y = 1
        if y == ROWS - 1:
            if abs(x - self.paddle.getX()) <= 1:
                self.hits += 1
                print "hit", self.hits
            else:
                self.missed += 1
                print "missed at", x
            self.dy = -1
            y = ROWS - 2
        self.setLocation(Location(x, y))
        setStatusText("hits %d missed %d" % (self.hits, self.missed))
