# Solitaire, step 3: the game knows when it is over.
# Won: one marble is left. Lost: more marbles are left, but none of them can jump any more.
# After the game is over the mouse does nothing.
from gamegrid import *

CELL = 70

def isOnBoard(loc):
    if loc.x < 0 or loc.x > 6 or loc.y < 0 or loc.y > 6:
        return False
    inCornerColumns = loc.x < 2 or loc.x > 4
    inCornerRows = loc.y < 2 or loc.y > 4
    return not (inCornerColumns and inCornerRows)

def jumpedMarble(start, dest):
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

def canStillJump():
    # a marble can jump if a hole two cells away has a marble in between
    for marble in getActors():
        here = marble.getLocation()
        for (dx, dy) in [(2, 0), (-2, 0), (0, 2), (0, -2)]:
            if jumpedMarble(here, Location(here.x + dx, here.y + dy)) is not None:
                return True
    return False

def checkGameOver():
    global gameOver
    left = len(getActors())
    if left == 1:
        gameOver = True
        setStatusText("Game over. You won.")
    elif not canStillJump():
        gameOver = True
        setStatusText("Game over. " + str(left) + " marbles left and no jump possible.")

def fillBoard():
    for x in range(7):
        for y in range(7):
            if isOnBoard(Location(x, y)) and Location(x, y) != Location(3, 3):
                addActor(Actor("sprites/marble.png"), Location(x, y))

def onPress(e):
    global dragged, fromLoc
    if gameOver:
        return
    fromLoc = toLocationInGrid(e.getX(), e.getY())
    dragged = getOneActorAt(fromLoc)
    if dragged is None:
        setStatusText("No marble at " + str(fromLoc))
    else:
        setStatusText("Marble taken at " + str(fromLoc))

def onDrag(e):
    if gameOver or dragged is None:
        return
    centre = toPoint(fromLoc)
    dragged.setLocationOffset(e.getX() - centre.x, e.getY() - centre.y)

def onRelease(e):
    if gameOver or dragged is None:
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
        checkGameOver()

dragged = None
fromLoc = None
gameOver = False

makeGameGrid(7, 7, CELL, None, "sprites/solitaire_board.png", False,
             mousePressed = onPress, mouseDragged = onDrag, mouseReleased = onRelease)
setTitle("Solitaire - step 3: game over")
setBgColor(Color(255, 166, 0))
setSimulationPeriod(20)
addStatusBar(30)
setStatusText("Clear the board: one marble should be left.")
fillBoard()
show()
doRun()
