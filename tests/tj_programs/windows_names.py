# Written on Windows: the file names' letter case does not match the sprite library.
from gamegrid import *

class Peg(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/evalpeg.png", 2)

makeGameGrid(7, 10, 60, None, "sprites/mastermindbg.png", False)
fish = Actor("sprites/snemo.gif")
head = Actor("sprites/snakehead.gif")
addActor(fish, Location(1, 1))
addActor(head, Location(2, 2))
for i in range(3):
    peg = Peg()
    addActor(peg, Location(5, i))
    peg.show(i % 2)
again = Actor("sprites/snemo.gif")
addActor(again, Location(3, 3))
show()
print fish.getWidth(0), head.getWidth(0), getBg().getColor(Point(300, 400))
