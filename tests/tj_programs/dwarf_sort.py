# Sort the seven dwarfs by height (selection sort), as the sorting lessons do.
from gamegrid import *

def height(actor):
    return actor.getImage().getHeight()

makeGameGrid(7, 1, 70, None, "sprites/town.jpg", False)
setTitle("Dwarfs")
dwarfs = []
for i in range(7):
    d = Actor("sprites/dwarf" + str(i) + ".png")
    dwarfs.append(d)
    addActor(d, Location(i, 0))
show()
for i in range(7):
    smallest = i
    for k in range(i + 1, 7):
        if height(dwarfs[k]) < height(dwarfs[smallest]):
            smallest = k
    dwarfs[i], dwarfs[smallest] = dwarfs[smallest], dwarfs[i]
    dwarfs[i].setLocation(Location(i, 0))
    dwarfs[smallest].setLocation(Location(smallest, 0))
    refresh()
    delay(100)
print [height(d) for d in dwarfs]
bubbles = [Actor("sprites/bubble%d.png" % i) for i in [3, 0, 6, 1]]
bubbles.sort(key = lambda b: b.getImage().getWidth())
print [b.getImage().getWidth() for b in bubbles]
