# Solitaire, exercise 3: a strategy helper.
# H shows a hint: the marble to move glows and a green ring marks where it should jump.
#   The hint always leads to a solution (one marble left, in the centre), if there still is one.
# S plays the whole solution from here as an animation.
# Space starts a new game.
# The thinking is done by the solver in pegsolver.py (read it: it is plain Python).
from gamegrid import *
from pegboard import load_board
from pegsolver import PegSolver, SearchTooLong

class Marble(Actor):
    def __init__(self):
        # sprite 0: normal marble, sprite 1: highlighted for a hint
        Actor.__init__(self, "sprites/marble.png", "sprites/solitaire_marble_hint.png")

class Target(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/solitaire_target.png")

BOARD = load_board("english")             # boards/english.txt: the goal is the centre
solver = PegSolver(BOARD, max_positions = 200000)

def isMarbleLocation(loc):
    return BOARD.is_hole((loc.x, loc.y))

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
        if marbles[0].getLocation() == Location(3, 3):
            setStatusText("Game over. You won: one marble left, in the centre!")
        else:
            setStatusText("Game over. One marble left (not in the centre).")
        isGameOver = True
    elif not isMovePossible():
        setStatusText("Game over. No jump possible. Press space to play again.")
        isGameOver = True

def currentMarbles():
    cells = set()
    for marble in getActors(Marble):
        cells.add((marble.getX(), marble.getY()))
    return cells

def initBoard():
    for (x, y) in BOARD.marbles:
        addActor(Marble(), Location(x, y))

def newGame():
    global isGameOver, movingMarble
    removeAllActors()
    isGameOver = False
    movingMarble = None
    initBoard()
    setStatusText("H: hint, S: show the solution, space: new game.")
    refresh()

# ----- hints ------------------------------------------------------------------------
def clearHint():
    removeActors(Target)
    for marble in getActors(Marble):
        marble.show(0)

def showHint(move):
    (fromCell, toCell) = move
    clearHint()
    getOneActorAt(Location(fromCell[0], fromCell[1]), Marble).show(1)
    addActor(Target(), Location(toCell[0], toCell[1]))
    refresh()

def findSolution():
    # the list of jumps from the current position, or None; a text says why not
    try:
        moves = solver.solve(currentMarbles())
    except SearchTooLong:
        setStatusText("I could not find a solution quickly. Maybe there is none.")
        return None
    if moves == None:
        setStatusText("No solution from here any more. Press space to start again.")
    return moves

def giveHint():
    moves = findSolution()
    if moves == None:
        return
    showHint(moves[0])
    text = "Hint: " + str(Location(*moves[0][0])) + " -> " + str(Location(*moves[0][1]))
    setStatusText(text + "  (" + str(len(moves)) + " jumps to go)")
    print(text)

def jump(move):
    (fromCell, toCell) = move
    start = Location(fromCell[0], fromCell[1])
    dest = Location(toCell[0], toCell[1])
    marble = getOneActorAt(start, Marble)
    removeActor(getRemoveMarble(start, dest))
    marble.setLocation(dest)
    clearHint()

def slide(marble, move, steps):
    # move the picture of the marble towards its target, a little at a time
    (fromCell, toCell) = move
    dx = (toCell[0] - fromCell[0]) * getCellSize()
    dy = (toCell[1] - fromCell[1]) * getCellSize()
    for i in range(1, steps + 1):
        marble.setLocationOffset(dx * i // steps, dy * i // steps)
        refresh()
        delay(30)
    marble.setLocationOffset(0, 0)

def playSolution():
    # Runs inside the key callback: mouse clicks and keys pressed meanwhile wait
    # until the animation is over (callbacks run one after the other).
    global isPlaying
    moves = findSolution()
    if moves == None:
        return
    isPlaying = True
    for move in moves:
        showHint(move)
        setStatusText("Solution: " + str(Location(*move[0])) + " -> " + str(Location(*move[1])))
        delay(400)
        slide(getOneActorAt(Location(move[0][0], move[0][1]), Marble), move, 8)
        jump(move)
        refresh()
        delay(200)
    isPlaying = False
    checkGameOver()

# ----- mouse and keys ---------------------------------------------------------------
def pressEvent(e):
    global startLoc, movingMarble
    if isGameOver or isPlaying:
        return
    clearHint()
    startLoc = toLocationInGrid(e.getX(), e.getY())
    movingMarble = getOneActorAt(startLoc, Marble)

def dragEvent(e):
    if isGameOver or isPlaying or movingMarble == None:
        return
    startPoint = toPoint(startLoc)
    movingMarble.setLocationOffset(e.getX() - startPoint.x, e.getY() - startPoint.y)

def releaseEvent(e):
    global movingMarble
    if isGameOver or isPlaying or movingMarble == None:
        return
    destLoc = toLocationInGrid(e.getX(), e.getY())
    movingMarble.setLocationOffset(0, 0)
    removeMarble = getRemoveMarble(startLoc, destLoc)
    if removeMarble == None:
        setStatusText("Not a valid move: " + str(startLoc) + " -> " + str(destLoc))
    else:
        removeActor(removeMarble)
        movingMarble.setLocation(destLoc)
        setStatusText("Jump " + str(startLoc) + " -> " + str(destLoc) + ". H: hint")
        checkGameOver()
    movingMarble = None

def keyEvent(e):
    code = e.getKeyCode()
    if code == KeyEvent.VK_SPACE:
        newGame()
    elif isPlaying or isGameOver:
        return
    elif code == KeyEvent.VK_H:
        giveHint()
    elif code == KeyEvent.VK_S:
        playSolution()

startLoc = None
movingMarble = None
isGameOver = False
isPlaying = False

makeGameGrid(7, 7, 70, None, "sprites/solitaire_board.png", False,
             mousePressed = pressEvent, mouseDragged = dragEvent,
             mouseReleased = releaseEvent, keyPressed = keyEvent)
setTitle("Solitaire - hints and solution")
setBgColor(Color(255, 166, 0))
setSimulationPeriod(20)
addStatusBar(30)
newGame()
show()
doRun()
