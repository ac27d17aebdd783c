# Solitaire, exercise 1: the French board.
# 37 holes: the English cross plus the four holes diagonally inside its corners.
# The centre start cannot be solved on this board (see README.exercises), so the game
# starts with the hole at the left end of the top row, (2, 0), which can be solved.
from gamegrid import *

START_HOLE = Location(2, 0)

def isMarbleLocation(loc):
    # the French board is the 7 x 7 square without three holes in each corner
    if loc.x < 0 or loc.x > 6 or loc.y < 0 or loc.y > 6:
        return False
    cornerX = min(loc.x, 6 - loc.x)     # 0 or 1 near the left/right edge
    cornerY = min(loc.y, 6 - loc.y)     # 0 or 1 near the top/bottom edge
    return cornerX + cornerY >= 2

def getRemoveMarble(start, dest):
    if getOneActorAt(start) == None:
        return None
    if getOneActorAt(dest) != None:
        return None
    if not isMarbleLocation(dest):
        return None
    dx = dest.x - start.x
    dy = dest.y - start.y
    if (abs(dx), abs(dy)) not in [(2, 0), (0, 2)]:
        return None
    return getOneActorAt(Location(start.x + dx // 2, start.y + dy // 2))

def isMovePossible():
    for marble in getActors():
        here = marble.getLocation()
        for (dx, dy) in [(2, 0), (-2, 0), (0, 2), (0, -2)]:
            if getRemoveMarble(here, Location(here.x + dx, here.y + dy)) != None:
                return True
    return False

def checkGameOver():
    global isGameOver
    left = len(getActors())
    if left == 1:
        setStatusText("Game over. You won: one marble left.")
        isGameOver = True
    elif not isMovePossible():
        setStatusText("Game over. " + str(left) + " marbles left, no jump possible.")
        isGameOver = True

def initBoard():
    for x in range(7):
        for y in range(7):
            loc = Location(x, y)
            if isMarbleLocation(loc) and loc != START_HOLE:
                addActor(Actor("sprites/marble.png"), loc)

def pressEvent(e):
    global startLoc, movingMarble
    if isGameOver:
        return
    startLoc = toLocationInGrid(e.getX(), e.getY())
    movingMarble = getOneActorAt(startLoc)

def dragEvent(e):
    if isGameOver or movingMarble == None:
        return
    startPoint = toPoint(startLoc)
    movingMarble.setLocationOffset(e.getX() - startPoint.x, e.getY() - startPoint.y)

def releaseEvent(e):
    global movingMarble
    if isGameOver or movingMarble == None:
        return
    destLoc = toLocationInGrid(e.getX(), e.getY())
    movingMarble.setLocationOffset(0, 0)
    removeMarble = getRemoveMarble(startLoc, destLoc)
    if removeMarble == None:
        setStatusText("Not a valid move: " + str(startLoc) + " -> " + str(destLoc))
    else:
        removeActor(removeMarble)
        movingMarble.setLocation(destLoc)
        setStatusText("Jump " + str(startLoc) + " -> " + str(destLoc))
        checkGameOver()
    movingMarble = None

startLoc = None
movingMarble = None
isGameOver = False

makeGameGrid(7, 7, 70, None, "sprites/solitaire_board_french.png", False,
             mousePressed = pressEvent, mouseDragged = dragEvent,
             mouseReleased = releaseEvent)
setTitle("Solitaire - French board")
setBgColor(Color(255, 166, 0))
setSimulationPeriod(20)
addStatusBar(30)
setStatusText("French board: 36 marbles. Clear the board down to one marble.")
initBoard()
show()
doRun()
