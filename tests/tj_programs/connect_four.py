# Connect Four: click a column, the coin falls to the lowest free hole of the 7x7 board.
from gamegrid import *

def onMousePressed(e):
    global player
    col = toLocationInGrid(e.getX(), e.getY()).x
    row = 6
    while row > 0 and getOneActorAt(Location(col, row)) != None:
        row -= 1
    if row == 0:
        setStatusText("Column full")
        return
    coin = Actor("sprites/token.png", 2)
    addActor(coin, Location(col, 0))
    coin.show(player)
    for y in range(1, row + 1):
        coin.setY(y)
        delay(50)
    player = 1 - player
    setStatusText("Player " + str(player + 1))

makeGameGrid(7, 7, 70, None, "sprites/connectbg.png", False, mousePressed = onMousePressed)
setBgColor(Color.white)
addStatusBar(25)
player = 0
show()
