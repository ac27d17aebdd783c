# Issue 36, 11: isAtBorder() for cells outside the grid (1 cycle).
# cycles: 1
from gamegrid import *

makeGameGrid(14, 5, 30, None, False)
addStatusBar(20)
out = []
for x, y in [(31, 4), (31, 2), (0, 9), (-1, -1), (13, 2), (5, 0), (5, 2), (-3, 4)]:
    out.append("%d,%d=%s" % (x, y, isAtBorder(Location(x, y))))
a = Actor("sprites/ghost.gif")
addActor(a, Location(20, 4))
out.append("near " + str(a.isNearBorder()))
setStatusText(" ".join(out))
doRun()
