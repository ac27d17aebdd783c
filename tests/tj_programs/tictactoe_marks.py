# Tic-tac-toe for two players: a click puts X or O (mark.gif, two sprites) into a cell.
from gamegrid import *

def onMousePressed(e):
    global player
    loc = toLocationInGrid(e.getX(), e.getY())
    if getOneActorAt(loc) != None:
        setStatusText("Cell taken")
        return
    mark = Actor("sprites/mark.gif", 2)
    addActor(mark, loc)
    mark.show(player)
    player = 1 - player
    setStatusText("Next: " + ["X", "O"][player])
    refresh()

makeGameGrid(3, 3, 70, Color.black, False, mousePressed = onMousePressed)
setTitle("TicTacToe")
addStatusBar(25)
player = 0
show()
