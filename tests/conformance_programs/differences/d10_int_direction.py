# Issue 36, 10: getIntDirection() at .5 (1 cycle).
# cycles: 1
from gamegrid import *

makeGameGrid(5, 5, 30, None, False)
addStatusBar(20)
a = Actor("sprites/ghost.gif")
addActor(a, Location(1, 1))
out = []
for d in [112.5, 0.5, 1.5, 359.5, 359.7, 2.49, 90.0, -0.5, 270.5]:
    a.setDirection(d)
    out.append("%d" % a.getIntDirection())
setStatusText(" ".join(out))
doRun()
