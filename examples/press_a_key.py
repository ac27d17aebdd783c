# Press a key to move: the program waits in getKeyCodeWait() for every key.
# Arrow keys turn and move the beetle one cell, the space bar makes it jump two cells, Q quits.
from gamegrid import *

makeGameGrid(10, 10, 60, Color.red, False)
setBgColor(makeColor("lightyellow"))
bug = Actor(True, "sprites/bug.gif")
addActor(bug, Location(5, 5))
addStatusBar(30)
setStatusText("Press an arrow key (Q to quit)")
show()

nbMoves = 0
while not isDisposed():
    key = getKeyCodeWait()
    if key == KeyEvent.VK_LEFT:
        bug.setDirection(180)
    elif key == KeyEvent.VK_RIGHT:
        bug.setDirection(0)
    elif key == KeyEvent.VK_UP:
        bug.setDirection(270)
    elif key == KeyEvent.VK_DOWN:
        bug.setDirection(90)
    elif key == 32:
        bug.move(2)
    elif key == KeyEvent.VK_Q:
        break
    elif key == 65535:
        continue            # the window was closed
    else:
        setStatusText("Unknown key " + str(key))
        continue
    if key != 32 and bug.isMoveValid():
        bug.move()
    nbMoves = nbMoves + 1
    setStatusText("Moves: " + str(nbMoves) + ", beetle at " + str(bug.getLocation()))
    refresh()
print("Done after " + str(nbMoves) + " moves, beetle at " + str(bug.getLocation()))
