# Gobblet, step 1: the board, the reserves and nested pieces as stacked actors.
#
# Several actors may stand at the same Location. gamegrid draws them in the order they were
# added, so the one added last is on top -- exactly what a stack of nested cups needs.
# getActorsAt(location) lists a cell's actors bottom first, getOneActorAt(location) gives the
# top one. (The seed's author needed a 4x4x4 array and a search loop for this.)
from gamegrid import *

CELL = 100


class Piece(Actor):
    def __init__(self, colour, size):
        Actor.__init__(self, "sprites/gobblet_%s_%d.png" % (colour, size))
        self.colour = colour
        self.size = size


def addStack(location, pieces):
    """Put pieces (bottom first, e.g. [("white", 1), ("orange", 3)]) into one cell."""
    for colour, size in pieces:
        addActorNoRefresh(Piece(colour, size), location)


def sortPaintOrder():
    # The cups are taller than a cell: a cup in a front row must cover the cups behind it.
    # setActorOnTop() in row order does it; sorted() is stable, so stacks keep their order.
    for actor in sorted(getActors(Piece), key=lambda a: a.getY()):
        setActorOnTop(actor)


makeGameGrid(6, 5, CELL, None, "sprites/gobblet_board.png", False)
setTitle("Gobblet - step 1: board and stacks")
addStatusBar(30)

# Each player keeps 12 cups off the board: 3 stacks of the sizes 1, 2, 3, 4 nested in each other.
for row in (2, 3, 4):
    addStack(Location(0, row), [("orange", 1), ("orange", 2), ("orange", 3), ("orange", 4)])
    addStack(Location(5, row), [("white", 1), ("white", 2), ("white", 3), ("white", 4)])

# Some stacks on the board (board cell (x, y) is Location(x + 1, y + 1)).
addStack(Location(2, 1), [("white", 2)])
addStack(Location(2, 2), [("white", 1), ("orange", 3)])
addStack(Location(3, 2), [("orange", 2), ("white", 3), ("orange", 4)])
addStack(Location(3, 3), [("white", 1)])
addStack(Location(4, 4), [("orange", 1), ("white", 4)])
sortPaintOrder()
refresh()

for location in [Location(2, 2), Location(3, 2), Location(0, 2)]:
    stack = ["%s %d" % (p.colour, p.size) for p in getActorsAt(location, Piece)]
    top = getOneActorAt(location, Piece)
    print("%s: %s -> visible: %s %d" % (location, ", ".join(stack), top.colour, top.size))

setStatusText("Orange: 12 pieces in 3 stacks, White the same. Only the top of a stack is visible.")
show()
