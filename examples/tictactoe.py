# Tic-tac-toe against the computer: click a free cell to place your (red) token.
# The computer (yellow) wins if it can, blocks your win, else takes the centre, a corner, a side.
from gamegrid import *

lines = [[(0, 0), (1, 0), (2, 0)], [(0, 1), (1, 1), (2, 1)], [(0, 2), (1, 2), (2, 2)],
         [(0, 0), (0, 1), (0, 2)], [(1, 0), (1, 1), (1, 2)], [(2, 0), (2, 1), (2, 2)],
         [(0, 0), (1, 1), (2, 2)], [(2, 0), (1, 1), (0, 2)]]

class Token(Actor):
    def __init__(self, player):
        Actor.__init__(self, "sprites/token.png", 2)
        self.player = player
        self.show(player)

def owner(x, y):
    token = getOneActorAt(Location(x, y), Token)
    if token == None:
        return -1
    return token.player

def winner():
    for line in lines:
        players = [owner(x, y) for (x, y) in line]
        if players[0] != -1 and players[0] == players[1] == players[2]:
            return players[0]
    return -1

def freeCells():
    return [(x, y) for y in range(3) for x in range(3) if owner(x, y) == -1]

def completing(player):
    # a free cell that completes a line of two tokens of player
    for line in lines:
        players = [owner(x, y) for (x, y) in line]
        if players.count(player) == 2 and players.count(-1) == 1:
            return line[players.index(-1)]
    return None

def computerMove():
    cell = completing(1)
    if cell == None:
        cell = completing(0)
    if cell == None:
        for c in [(1, 1), (0, 0), (2, 0), (0, 2), (2, 2), (1, 0), (0, 1), (2, 1), (1, 2)]:
            if owner(c[0], c[1]) == -1:
                cell = c
                break
    addActor(Token(1), Location(cell[0], cell[1]))

def checkEnd():
    global gameOver
    w = winner()
    if w == 0:
        msg = "You win!"
    elif w == 1:
        msg = "The computer wins."
    elif len(freeCells()) == 0:
        msg = "Draw."
    else:
        return False
    gameOver = True
    setStatusText(msg)
    print(msg)
    return True

def pressEvent(e):
    if gameOver:
        return
    loc = toLocationInGrid(e.getX(), e.getY())
    if getOneActorAt(loc) != None:
        setStatusText("This cell is taken. Your turn.")
        return
    addActor(Token(0), loc)
    if not checkEnd():
        computerMove()
        if not checkEnd():
            setStatusText("Your turn.")
    refresh()

gameOver = False
makeGameGrid(3, 3, 100, Color.black, False, mousePressed = pressEvent)
setBgColor(Color.white)
setTitle("Tic-tac-toe")
addStatusBar(30)
setStatusText("Your turn: click a cell.")
show()
