# A teacher's physics step: a ball bounces between walls; velocities in whole cells (//), / divides exactly.
from gamegrid import *

class Ball(Actor):
    def __init__(self, speed):
        Actor.__init__(self, "sprites/ball.gif")
        self.vx = speed // 3           # 7 // 3 -> 2
        self.vy = -speed // 4          # -7 // 4 -> -2 (floor)
        self.hits = 0
        self.seen = 0
    def act(self):
        x = self.getX() + self.vx
        y = self.getY() + self.vy
        if x < 0 or x >= 20:
            self.vx = -self.vx
            self.hits += 1
            x = self.getX() + self.vx
        if y < 0 or y >= 10:
            self.vy = -self.vy
            self.hits += 1
            y = self.getY() + self.vy
        self.setLocation(Location(x, y))
        if self.hits <> self.seen:
            print "hit", self.hits, "at", x, y
            self.seen = self.hits

makeGameGrid(20, 10, 20, Color.darkGray, False)
ball = Ball(7)
addActor(ball, Location(20 // 2, 10 // 2))
half = 7 / 2.0
n = 17
n /= 2
print "speeds", ball.vx, ball.vy, half, n, -7 / 2
setSimulationPeriod(50)
doRun()
show()
