# Solitaire, exercise 2: count the moves, restart with the space bar.
# The status bar shows the number of moves. Only legal jumps count.
# The space bar starts a new game at any time, also after game over.
from gamegrid import *

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

def isMarbleLocation(loc):
    if loc.x < 0 or loc.x > 6 or loc.y < 0 or loc.y > 6:
        return False
    if loc.x in [0, 1, 5, 6] and loc.y in [0, 1, 5, 6]:
        return False
    return True

def isMovePossible():
    for marble in getActors():
        here = marble.getLocation()
        for (dx, dy) in [(2, 0), (-2, 0), (0, 2), (0, -2)]:
            if getRemoveMarble(here, Location(here.x + dx, here.y + dy)) != None:
                return True
    return False

def showScore(message):
    # the move counter always comes first, so it is easy to find
    setStatusText("Moves: " + str(nbMoves) + ". " + message)

def checkGameOver():
    global isGameOver
    if len(getActors()) == 1:
        showScore("Game over. You won! Press space to play again.")
        isGameOver = True
    elif not isMovePossible():
        showScore("Game over. No jump possible. Press space to play again.")
        isGameOver = True

def initBoard():
    for x in range(7):
        for y in range(7):
            loc = Location(x, y)
            if isMarbleLocation(loc):
                addActor(Actor("sprites/marble.png"), loc)
    removeActorsAt(Location(3, 3)) # Remove marble in center

def newGame():
    global nbMoves, isGameOver, movingMarble
    removeAllActors()
    nbMoves = 0
    isGameOver = False
    movingMarble = None     # a marble being dragged right now is forgotten
    initBoard()
    showScore("New game. Press-drag-release to make a move.")
    refresh()

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
    global movingMarble, nbMoves
    if isGameOver or movingMarble == None:
        return
    destLoc = toLocationInGrid(e.getX(), e.getY())
    movingMarble.setLocationOffset(0, 0)
    removeMarble = getRemoveMarble(startLoc, destLoc)
    if removeMarble == None:
        showScore("Not a valid move - not counted.")
    else:
        removeActor(removeMarble)
        movingMarble.setLocation(destLoc)
        nbMoves += 1
        showScore("Jump " + str(startLoc) + " -> " + str(destLoc))
        checkGameOver()
    movingMarble = None

def keyEvent(e):
    if e.getKeyCode() == KeyEvent.VK_SPACE:
        newGame()

startLoc = None
movingMarble = None
isGameOver = False
nbMoves = 0

makeGameGrid(7, 7, 70, None, "sprites/solitaire_board.png", False,
             mousePressed = pressEvent, mouseDragged = dragEvent,
             mouseReleased = releaseEvent, keyPressed = keyEvent)
setTitle("Solitaire - moves and restart")
setBgColor(Color(255, 166, 0))
setSimulationPeriod(20)
addStatusBar(30)
newGame()
show()
doRun()
