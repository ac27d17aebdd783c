# The actor of issue 14's scene (used by moving.py and bench_model.py): it reads getX()/getY(), moves by
# (dx, dy) with setLocation(Location(...)) and bounces at the border of a W x H grid.
from gamegrid import Actor, Location

W, H = 800, 600


class Bouncer(Actor):
    def __init__(self, picture, dx, dy):
        Actor.__init__(self, picture)
        self.dx, self.dy = dx, dy

    def act(self):
        x = self.getX()
        y = self.getY()
        if not 0 <= x + self.dx < W:
            self.dx = -self.dx
        if not 0 <= y + self.dy < H:
            self.dy = -self.dy
        self.setLocation(Location(x + self.dx, y + self.dy))
