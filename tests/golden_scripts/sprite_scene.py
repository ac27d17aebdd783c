# Golden-image scene for the sprite library: the town backdrop with a red grid, a two-frame crossbow
# and a rotatable two-frame Pacman, as the tutorials use them.
from gamegrid import *

makeGameGrid(10, 10, 60, Color.red, "sprites/town.jpg", False)
bow = Actor("sprites/crossbow.gif", 2)
addActor(bow, Location(2, 7))
loaded = Actor("sprites/crossbow.gif", 2)
addActor(loaded, Location(4, 7))
loaded.show(1)
for i, direction in enumerate([0, 90, 180, 270]):
    pacman = Actor(True, "sprites/pacman.gif", 2)
    addActor(pacman, Location(2 + 2 * i, 3), direction)
    pacman.show(i % 2)
show()
