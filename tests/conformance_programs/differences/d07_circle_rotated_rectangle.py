# Issue 36, 7: a collision circle against a rotatable rectangle turned 0..345 degrees (1 cycle).
# cycles: 1
from gamegrid import *

makeGameGrid(10, 3, 60, None, False)
addStatusBar(20)
ant = Actor("sprites/ant.gif")
dog = Actor(True, "sprites/dog.gif")
addActor(ant, Location(7, 1))
addActor(dog, Location(8, 1))
ant.setCollisionCircle(Point(0, -3), 24)
hits = []
for d in range(0, 360, 15):
    dog.setDirection(d)
    if isActorColliding(ant, dog):
        hits.append(str(d))
spot = Actor("sprites/ant.gif")
addActor(spot, Location(7, 1))
spot.setCollisionSpot(Point(24, -3))
spots = []
for d in range(0, 360, 15):
    dog.setDirection(d)
    if isActorColliding(spot, dog):
        spots.append(str(d))
dog.setDirection(135)
setStatusText("circle " + " ".join(hits) + " | spot " + " ".join(spots))
doRun()
