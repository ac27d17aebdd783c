# Gobblet, step 2: drag and drop the top piece of a stack, with pixel-accurate picking.
#
# The cups are drawn taller than a cell, so pictures overlap: the transparent corner of a front
# cup's picture lies over the cup behind it. Asking "which cell was clicked?" or "whose picture
# contains the point?" therefore often finds the wrong piece (the seed's author had exactly this
# problem). Instead we ask every piece, top-most first, whether its picture is *not transparent*
# at the clicked pixel. The first one that says yes is the piece you see there.
# No rules yet: any visible piece may go onto any board cell.
from gamegrid import *

CELL = 100


class Piece(Actor):
    def __init__(self, colour, size):
        Actor.__init__(self, "sprites/gobblet_%s_%d.png" % (colour, size))
        self.colour = colour
        self.size = size


def addStack(location, pieces):
    for colour, size in pieces:
        addActorNoRefresh(Piece(colour, size), location)


def sortPaintOrder():
    for actor in sorted(getActors(Piece), key=lambda a: a.getY()):
        setActorOnTop(actor)


def isOpaqueAt(actor, x, y):
    """Is the picture of actor visible (not transparent) at the window pixel (x, y)?"""
    width = actor.getWidth(0)
    height = actor.getHeight(0)
    centre = actor.getPixelLocation()         # centre of the picture, offset included
    px = x - (centre.x - width // 2)          # the same pixel inside the picture
    py = y - (centre.y - height // 2)
    if px < 0 or py < 0 or px >= width or py >= height:
        return False
    # The seed's trick: compare with a corner pixel that is certainly transparent.
    return actor.getPixelColor(Point(px, py)) != actor.getPixelColor(Point(0, height - 1))


def visiblePieceAt(x, y):
    for actor in reversed(getActors(Piece)):  # paint order reversed = top-most first
        if actor.isVisible() and isOpaqueAt(actor, x, y):
            return actor
    return None


def isOnBoard(location):
    return 1 <= location.x <= 4 and 1 <= location.y <= 4


dragged = None      # the piece being moved
pressX = 0          # where the mouse was pressed
pressY = 0


def onMousePressed(e):
    global dragged, pressX, pressY
    dragged = visiblePieceAt(e.getX(), e.getY())
    pressX, pressY = e.getX(), e.getY()
    if dragged is not None:
        setActorOnTop(dragged)                # drawn over everything while it moves
        print("picked %s %d at %s" % (dragged.colour, dragged.size, dragged.getLocation()))


def onMouseDragged(e):
    if dragged is not None:
        dragged.setLocationOffset(e.getX() - pressX, e.getY() - pressY)
        refresh()


def onMouseReleased(e):
    global dragged
    if dragged is None:
        return
    # where the piece's own centre is now -- not where the mouse is, which depends on the grip
    centre = toPoint(dragged.getLocation())
    target = toLocationInGrid(centre.x + e.getX() - pressX, centre.y + e.getY() - pressY)
    dragged.setLocationOffset(0, 0)
    if isOnBoard(target) and target != dragged.getLocation():
        dragged.setLocation(target)           # becomes the new top of the target's stack
        print("dropped on %s" % target)
    sortPaintOrder()
    refresh()
    dragged = None


makeGameGrid(6, 5, CELL, None, "sprites/gobblet_board.png", False,
             mousePressed=onMousePressed, mouseDragged=onMouseDragged,
             mouseReleased=onMouseReleased)
setTitle("Gobblet - step 2: drag and drop")
addStatusBar(30)
for row in (2, 3, 4):
    addStack(Location(0, row), [("orange", 1), ("orange", 2), ("orange", 3), ("orange", 4)])
    addStack(Location(5, row), [("white", 1), ("white", 2), ("white", 3), ("white", 4)])
addStack(Location(2, 1), [("white", 3)])                  # behind ...
addStack(Location(2, 2), [("white", 1), ("orange", 4)])  # ... this tall cup
sortPaintOrder()
refresh()
setStatusText("Drag a piece with the mouse. Only what you see can be picked up.")
show()
