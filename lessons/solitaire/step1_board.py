# Solitaire, step 1: the board, and dragging a marble with the mouse.
# Run: python step1_board.py   (or: gamegrid run step1_board.py)
# A marble follows the mouse while you drag it and jumps back when you let go.
from gamegrid import *

CELL = 70   # pixels per cell: the board picture is 7 * 70 + 1 = 491 pixels wide

def isOnBoard(loc):
    # the English board is a cross: the 2x2 corners of the 7x7 grid have no holes
    if loc.x < 0 or loc.x > 6 or loc.y < 0 or loc.y > 6:
        return False
    inCornerColumns = loc.x < 2 or loc.x > 4
    inCornerRows = loc.y < 2 or loc.y > 4
    return not (inCornerColumns and inCornerRows)

def fillBoard():
    for x in range(7):
        for y in range(7):
            if isOnBoard(Location(x, y)) and Location(x, y) != Location(3, 3):
                addActor(Actor("sprites/marble.png"), Location(x, y))

def onPress(e):
    global dragged, fromLoc
    fromLoc = toLocationInGrid(e.getX(), e.getY())
    dragged = getOneActorAt(fromLoc)
    if dragged is None:
        setStatusText("No marble at " + str(fromLoc))
    else:
        setStatusText("Marble taken at " + str(fromLoc))

def onDrag(e):
    if dragged is None:
        return
    centre = toPoint(fromLoc)
    # move only the picture, not the actor: its cell stays the same
    dragged.setLocationOffset(e.getX() - centre.x, e.getY() - centre.y)

def onRelease(e):
    if dragged is None:
        return
    dragged.setLocationOffset(0, 0)   # back to the middle of its cell

dragged = None
fromLoc = None

makeGameGrid(7, 7, CELL, None, "sprites/solitaire_board.png", False,
             mousePressed = onPress, mouseDragged = onDrag, mouseReleased = onRelease)
setTitle("Solitaire - step 1: drag a marble")
setBgColor(Color(255, 166, 0))
setSimulationPeriod(20)
addStatusBar(30)
setStatusText("Drag a marble with the mouse.")
fillBoard()
show()
doRun()
