# Java's Math for the geometry: import java.lang.Math as M
import java.lang.Math as M
from gamegrid import *

class Moon(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ball_0.gif")
        self.angle = 0

    def act(self):
        self.angle += 30
        r = M.toRadians(self.angle)
        x = 200 + int(M.round(100 * M.cos(r)))
        y = 200 + int(M.round(100 * M.sin(r)))
        self.setLocation(Location(x, y))

makeGameGrid(400, 400, 1, None, None, False)
moon = Moon()
addActor(moon, Location(300, 200))
setSimulationPeriod(50)
show()
doRun()
delay(2000)
doPause()
print "steps", moon.angle // 30, "at", moon.getX(), moon.getY()
print "sqrt", M.sqrt(2.0) > 1.41, "abs", M.abs(-7), "max", M.max(3, 9), "PI", round(M.PI, 4)
