# Issue 36, also: nearBorder() as the original calls it: addActor sets x, then y (a new actor passes
# row 0), setX/setY/setLocation, doReset twice per actor (setLocation, then setPixelLocation).
# cycles: 1
from gamegrid import *
log = []
class A(Actor):
    def __init__(self, n):
        Actor.__init__(self, "sprites/ghost.gif")
        self.n = n
    def nearBorder(self, actor, loc):
        log.append("%s:%d,%d" % (self.n, loc.x, loc.y))
    def act(self):
        self.move()
makeGameGrid(6, 5, 30, None, False)
addStatusBar(20)
a = A("a"); addActor(a, Location(2, 2), 90)
b = A("b"); addActor(b, Location(3, 4), 0)
c = A("c"); addActor(c, Location(0, 3), 270)
log.append("|")
a.setX(5); a.setY(3); a.setLocation(Location(4, 4))
log.append("|")
removeActor(a); addActor(a, Location(1, 1))
log.append("|")
doReset()
log.append("|")
setStatusText(" ".join(log))
