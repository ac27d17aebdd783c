# Sokoban: push all crates onto the green targets with the arrow keys. Walls are drawn on the background.
from gamegrid import *

level = ["  ##### ",
         "###   # ",
         "#.@$  # ",
         "### $.# ",
         "#.##$ # ",
         "# # . ##",
         "#$ *$$.#",
         "#   .  #",
         "########"]

class Crate(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/sokoban.gif")

class Keeper(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/ladybug.gif")

def isWall(location):
    return level[location.y][location.x] == "#"

def isTarget(location):
    return level[location.y][location.x] in ".*+"

def isSolved():
    for crate in getActors(Crate):
        if not isTarget(crate.getLocation()):
            return False
    return True

def keyPressed(e):
    global moves
    if solved:
        return
    code = e.getKeyCode()
    if code == KeyEvent.VK_LEFT:
        keeper.setDirection(180)
    elif code == KeyEvent.VK_RIGHT:
        keeper.setDirection(0)
    elif code == KeyEvent.VK_UP:
        keeper.setDirection(270)
    elif code == KeyEvent.VK_DOWN:
        keeper.setDirection(90)
    else:
        return
    tryMove()
    refresh()

def tryMove():
    global moves, solved
    next = keeper.getNextMoveLocation()
    if isWall(next):
        return
    crate = getOneActorAt(next, Crate)
    if crate != None:
        behind = next.getNeighbourLocation(keeper.getDirection())
        if isWall(behind) or getOneActorAt(behind, Crate) != None:
            return
        crate.setLocation(behind)
    keeper.setLocation(next)
    moves = moves + 1
    if isSolved():
        solved = True
        setStatusText("Solved in " + str(moves) + " moves!")
        print("Level solved in " + str(moves) + " moves")
    else:
        setStatusText("Moves: " + str(moves))

makeGameGrid(8, 9, 50, None, False, keyPressed = keyPressed)
setTitle("Sokoban")
setBgColor(makeColor("wheat"))
bg = getBg()
moves = 0
solved = False
for y in range(9):
    for x in range(8):
        loc = Location(x, y)
        c = level[y][x]
        if c == "#":
            bg.fillCell(loc, Color.darkGray)
        if c in ".*+":
            bg.setPaintColor(Color.green)
            bg.fillCircle(toPoint(loc), 10)
        if c in "$*":
            addActor(Crate(), loc)
        if c in "@+":
            keeper = Keeper()
            addActor(keeper, loc)
addStatusBar(30)
setStatusText("Push the crates onto the green dots")
show()
