# Solitaire, step 2: only legal jumps are allowed.
# A marble jumps over a neighbour (left, right, up or down) into an empty hole just behind it;
# the marble jumped over is taken off the board. Any other drop makes the marble jump back.
from gamegrid import *

CELL = 70

def isOnBoard(loc):
    if loc.x < 0 or loc.x > 6 or loc.y < 0 or loc.y > 6:
        return False
    inCornerColumns = loc.x < 2 or loc.x > 4
    inCornerRows = loc.y < 2 or loc.y > 4
    return not (inCornerColumns and inCornerRows)

def jumpedMarble(start, dest):
    # the marble between start and dest if the jump is legal, otherwise None
    if getOneActorAt(start) is None or not isOnBoard(dest):
        return None
    if getOneActorAt(dest) is not None:
        return None
    dx = dest.x - start.x
    dy = dest.y - start.y
    if (abs(dx), abs(dy)) not in [(2, 0), (0, 2)]:
        return None
    middle = Location(start.x + dx // 2, start.y + dy // 2)
    return getOneActorAt(middle)

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
    dragged.setLocationOffset(e.getX() - centre.x, e.getY() - centre.y)

def onRelease(e):
    if dragged is None:
        return
    toLoc = toLocationInGrid(e.getX(), e.getY())
    dragged.setLocationOffset(0, 0)
    victim = jumpedMarble(fromLoc, toLoc)
    if victim is None:
        setStatusText("Not allowed: " + str(fromLoc) + " -> " + str(toLoc))
    else:
        removeActor(victim)
        dragged.setLocation(toLoc)
        setStatusText("Jump " + str(fromLoc) + " -> " + str(toLoc))

dragged = None
fromLoc = None

makeGameGrid(7, 7, CELL, None, "sprites/solitaire_board.png", False,
             mousePressed = onPress, mouseDragged = onDrag, mouseReleased = onRelease)
setTitle("Solitaire - step 2: the rules")
setBgColor(Color(255, 166, 0))
setSimulationPeriod(20)
addStatusBar(30)
setStatusText("Jump over a marble into an empty hole.")
fillBoard()
show()
doRun()
