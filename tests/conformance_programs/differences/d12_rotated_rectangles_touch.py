# Issue 36, 12: a turned rectangle reaching less than a pixel into another one (1 cycle). The ladybug's
# cycles: 1
# default rectangle (47 x 47, turned 60 degrees) reaches down to y = 107.10; the creature's (18 x 18)
# starts at y = cy - 9.
from gamegrid import *

makeGameGrid(200, 160, 1, None, False)
addStatusBar(20)
bug = Actor(True, "sprites/ladybug.gif")
box = Actor("sprites/creature.gif")
addActor(bug, Location(100, 75))
addActor(box, Location(100, 116))
bug.setDirection(60.5)
out = []
for cy in range(113, 120):
    for cx in range(84, 120, 5):
        box.setLocation(Location(cx, cy))
        if isActorColliding(bug, box):
            out.append("%d,%d" % (cx, cy))
setStatusText(" ".join(out))
doRun()
