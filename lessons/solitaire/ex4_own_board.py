# Solitaire, exercise 4: a board of your own.
# Boards are small text pictures in the folder boards/ (open boards/diamond.txt):
#   o  hole with a marble     .  empty hole     #  no hole
#   *  empty goal hole        @  goal hole with a marble (the last marble should end there)
# Make your own: copy a file in boards/, change a few characters, and set BOARD_NAME below
# to its name (or run: python ex4_own_board.py myboard). The board is drawn from the text,
# one hole picture per cell, so any shape works.
# Keys: N = next board, space = start again.
import sys
from gamegrid import *
from pegboard import load_board, board_names, BoardError

BOARD_NAME = "diamond"
if len(sys.argv) > 1:
    BOARD_NAME = sys.argv[1]

class Hole(Actor):
    def __init__(self):
        # sprite 0: a hole, sprite 1: the goal hole (with a golden ring)
        Actor.__init__(self, "sprites/solitaire_hole.png", "sprites/solitaire_goal_hole.png")

class Marble(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/marble.png")

def gridSize():
    # big enough for every board in boards/ and for the chosen one
    width = board.width
    height = board.height
    for name in board_names():
        try:
            other = load_board(name)
        except BoardError:      # a board with a mistake: nextBoard() reports it
            continue
        width = max(width, other.width)
        height = max(height, other.height)
    return width, height

def toCell(loc):
    # grid location -> (x, y) on the board text (the board is centred in the grid)
    return (loc.x - offsetX, loc.y - offsetY)

def toLoc(cell):
    return Location(cell[0] + offsetX, cell[1] + offsetY)

def isMarbleLocation(loc):
    return board.is_hole(toCell(loc))

def getRemoveMarble(start, dest):
    if getOneActorAt(start, Marble) == None:
        return None
    if getOneActorAt(dest, Marble) != None:
        return None
    if not isMarbleLocation(dest):
        return None
    dx = dest.x - start.x
    dy = dest.y - start.y
    if (abs(dx), abs(dy)) not in [(2, 0), (0, 2)]:
        return None
    return getOneActorAt(Location(start.x + dx // 2, start.y + dy // 2), Marble)

def isMovePossible():
    for marble in getActors(Marble):
        here = marble.getLocation()
        for (dx, dy) in [(2, 0), (-2, 0), (0, 2), (0, -2)]:
            if getRemoveMarble(here, Location(here.x + dx, here.y + dy)) != None:
                return True
    return False

def checkGameOver():
    global isGameOver
    marbles = getActors(Marble)
    if len(marbles) == 1:
        if board.goal == None or marbles[0].getLocation() == toLoc(board.goal):
            setStatusText("Game over. You won! (N: next board, space: again)")
        else:
            setStatusText("Game over. One marble left, but not on the goal hole.")
        isGameOver = True
    elif not isMovePossible():
        setStatusText("Game over. " + str(len(marbles)) + " marbles left, no jump possible.")
        isGameOver = True

def drawBoard():
    global offsetX, offsetY, isGameOver, movingMarble
    removeAllActors()
    offsetX = (getNbHorzCells() - board.width) // 2
    offsetY = (getNbVertCells() - board.height) // 2
    for cell in board.holes:
        addActor(Hole(), toLoc(cell))
    if board.goal != None:
        getOneActorAt(toLoc(board.goal), Hole).show(1)
    for cell in board.marbles:
        addActor(Marble(), toLoc(cell))
    isGameOver = False
    movingMarble = None
    setTitle("Solitaire - " + board.title)
    setStatusText(board.name + ": " + str(len(board.holes)) + " holes, "
                  + str(len(board.marbles)) + " marbles. N: next board, space: again")
    refresh()

def nextBoard():
    global board
    names = board_names()
    here = -1
    if board.name in names:
        here = names.index(board.name)
    for step in range(1, len(names) + 1):
        name = names[(here + step) % len(names)]
        try:
            board = load_board(name)
        except BoardError as error:
            print(error)        # a board file with a mistake: say which, and skip it
            continue
        drawBoard()
        return

def pressEvent(e):
    global startLoc, movingMarble
    if isGameOver:
        return
    startLoc = toLocationInGrid(e.getX(), e.getY())
    movingMarble = getOneActorAt(startLoc, Marble)

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

def keyEvent(e):
    if e.getKeyCode() == KeyEvent.VK_SPACE:
        drawBoard()
    elif e.getKeyCode() == KeyEvent.VK_N:
        nextBoard()

board = load_board(BOARD_NAME)
startLoc = None
movingMarble = None
isGameOver = False
offsetX = 0
offsetY = 0

(width, height) = gridSize()
makeGameGrid(width, height, 70, None, None, False,
             mousePressed = pressEvent, mouseDragged = dragEvent,
             mouseReleased = releaseEvent, keyPressed = keyEvent)
setBgColor(Color(255, 166, 0))
setSimulationPeriod(20)
addStatusBar(30)
drawBoard()
show()
doRun()
