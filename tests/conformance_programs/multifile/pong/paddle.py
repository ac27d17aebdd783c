# The paddle: its home is the middle of the bottom row (whole cells).
from gamegrid import *

COLS, ROWS = 15, 12


class Paddle(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/paddle.png")

    def home(self):
        return Location(COLS // 2, ROWS - 1)

    def shift(self, dx):
        x = self.getX() + dx
        if 0 <= x < COLS:
            self.setX(x)
