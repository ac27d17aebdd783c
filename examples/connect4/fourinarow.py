# Connect Four: the board, the rules and the turns, shared by the network versions of the game.
# Seven columns, six rows; a token dropped into a column falls to the lowest free cell.
# Red (player 0) moves first. Four tokens of one colour in a row, column or diagonal win.
# The programs only say how a move travels to the partner (sendMove) and call partnerMoved,
# start and partnerLeft when the network tells them something.
from gamegrid import *

COLUMNS = 7
ROWS = 6
RED = 0
YELLOW = 1
colourNames = ["red", "yellow"]

class Token(Actor):
    def __init__(self, player):
        Actor.__init__(self, "sprites/token.png", 2)
        self.player = player
        self.show(player)

def makeBoard(title, onMousePressed):
    makeGameGrid(COLUMNS, ROWS, 70, None, False, mousePressed = onMousePressed)
    setBgColor(Color(30, 80, 200))
    bg = getBg()
    bg.setPaintColor(Color.white)
    for x in range(COLUMNS):
        for y in range(ROWS):
            bg.fillCircle(Point(35 + 70 * x, 35 + 70 * y), 30)
    setTitle(title)
    addStatusBar(30)
    show()

def columnOf(e):
    return toLocationInGrid(e.getX(), e.getY()).x

def owner(x, y):
    if x < 0 or x >= COLUMNS or y < 0 or y >= ROWS:
        return -1
    token = getOneActorAt(Location(x, y), Token)
    if token == None:
        return -1
    return token.player

def freeRow(column):
    # the lowest free row of the column, -1 when it is full
    for y in range(ROWS - 1, -1, -1):
        if owner(column, y) == -1:
            return y
    return -1

def drop(player, column):
    addActor(Token(player), Location(column, freeRow(column)))

def fourInARow(player):
    for x in range(COLUMNS):
        for y in range(ROWS):
            for dx, dy in [(1, 0), (0, 1), (1, 1), (1, -1)]:
                if all(owner(x + i * dx, y + i * dy) == player for i in range(4)):
                    return True
    return False

def result():
    # the end of the game as a text, the same on both computers; None while it goes on
    for player in [RED, YELLOW]:
        if fourInARow(player):
            return "Game over: " + colourNames[player] + " wins."
    if all(freeRow(x) == -1 for x in range(COLUMNS)):
        return "Game over: draw."
    return None

class Match:
    # whose move it is, and the end of the game, for the player with this colour
    def __init__(self, colour, sendMove):
        self.colour = colour
        self.sendMove = sendMove
        self.isMyMove = False
        self.isStarted = False
        self.isOver = False
        self.partnerGone = False

    def start(self):
        # the partner is there: red moves first
        self.isStarted = True
        self.isMyMove = (self.colour == RED)
        self.showProgress()

    def onMousePressed(self, e):
        if not self.isMyMove or self.isOver:
            return
        column = columnOf(e)
        if freeRow(column) == -1:
            setStatusText("This column is full. Your move: click a column.")
            return
        drop(self.colour, column)
        self.sendMove(column)
        self.isMyMove = False
        self.showProgress()

    def partnerMoved(self, column):
        drop(1 - self.colour, column)
        self.isMyMove = True
        self.showProgress()

    def partnerLeft(self, text = "Your partner has left the game."):
        # a later, more precise reason replaces an earlier one (a broker that stops first sends the
        # partners' "DISCONNECT", then drops this connection too)
        if self.isStarted and (not self.isOver or self.partnerGone):
            self.isOver = True
            self.partnerGone = True
            setStatusText(text)

    def showProgress(self):
        text = result()
        if text != None:
            self.isOver = True
            setStatusText(text)
            print(text)
        elif self.isMyMove:
            setStatusText("Your move: click a column.")
        else:
            setStatusText("Your partner's move: please wait.")
