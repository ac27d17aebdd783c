# random placement depending on --seed; getRandomEmptyLocation; getRandomDirection.
from gamegrid import *
import random

makeGameGrid(10, 10, 30, Color.black)
locs = []
for i in range(5):
    loc = getRandomEmptyLocation()
    addActor(Actor("sprites/ball_1.gif"), loc)
    locs.append(str(loc))
print("locs", locs)
print("r", random.randint(1, 100))
show()
