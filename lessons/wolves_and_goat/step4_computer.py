# Wolves and Goat, step 4: playing against the computer.
#
# The computer looks a few moves ahead with minimax and alpha-beta pruning
# (wolves_ai.py) and judges the positions it cannot look past with a rule of
# thumb.  Keys:
#   W  the computer plays the wolves (you are the goat)      -- the default
#   G  the computer plays the goat (you are the wolves)
#   1..9  how many plies (half moves) the computer looks ahead (default 4)
#   P  perfect play on/off: the computer uses the solver (wolves_solver.py)
#   N  new game
#
# Run:  python lessons/wolves_and_goat/step4_computer.py

from gamegrid import *
from wolves_rules import NINE, EIGHT
from wolves_engine import Game
from wolves_ai import Searcher
from wolves_solver import Solver

RULES = NINE          # try EIGHT: the same program on a chess board
CELL = 60

game = Game(RULES)
searcher = Searcher(game)
solver = None         # made on first use: solving takes a few seconds

computerSide = "wolves"
depth = 4
perfect = False


class Piece(Actor):
    def __init__(self, kind):
        Actor.__init__(self, "sprites/wolves_" + kind + ".png", 2)
        self.kind = kind


class Marker(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/wolves_marker.png")


def squareOf(location):
    return game.square_at(location.x, location.y)


def locationOf(square):
    x, y = game.cell(square)
    return Location(x, y)


def sideName(player):
    return "The " + player


def ownerOf(piece):
    return game.players[game.owner[game.kinds.index(piece.kind)]]


# --- whose turn, and is the game over? -------------------------------------
def turnText():
    return "%s to move" % sideName(game.to_move(position))


def gameOverText():
    winner = game.winner(position)
    if game.goal_winner(position) is not None:
        goat = position[1][game.kinds.index("goat")][0]
        return "%s reached %s: %s wins!" % (sideName("goat"), game.name(goat),
                                             sideName(winner).lower())
    loser = game.to_move(position)
    return "%s cannot move: %s win%s!" % (sideName(loser), sideName(winner).lower(),
                                          "" if winner == "wolves" else "s")


def isOver():
    return game.winner(position) is not None


def showState():
    if isOver():
        setStatusText("Game over. " + gameOverText() + "  (N: new game)")
    else:
        setStatusText(turnText() + "   [" + settingsText() + "; keys W G 1-9 P N]")


# --- choosing a piece and showing where it may go ------------------------
selected = None
markers = {}


def select(piece):
    global selected
    unselect()
    selected = piece
    piece.show(1)
    for square in game.moves_from(position, squareOf(piece.getLocation())):
        markers[square].show()


def unselect():
    global selected
    if selected is not None:
        selected.show(0)
    selected = None
    for marker in markers.values():
        marker.hide()


def tryMove(piece, location):
    global position
    source = squareOf(piece.getLocation())
    target = squareOf(location)
    move = game.find_move(position, source, target)
    if move is None:
        setStatusText("Illegal move %s-%s. %s" % (game.name(source), game.name(target),
                                                   turnText()))
        return False
    position = game.play(position, move)
    piece.setLocation(location)
    showState()
    return True


def canPick(piece):
    return (piece is not None and not isOver() and ownerOf(piece) == game.to_move(position)
            and ownerOf(piece) != computerSide)


# --- mouse: drag and drop, or click and click ------------------------------
dragged = None
pressX = 0
pressY = 0


def onMousePressed(e):
    global dragged, pressX, pressY
    location = toLocationInGrid(e.getX(), e.getY())
    piece = getOneActorAt(location, Piece)
    if canPick(piece):
        dragged = piece
        pressX = e.getX()
        pressY = e.getY()
        select(piece)
    elif selected is not None:
        tryMove(selected, location)
        unselect()
    elif piece is not None and not isOver():
        setStatusText("Not your turn. " + turnText())
    refresh()


def onMouseDragged(e):
    if dragged is not None:
        dragged.setLocationOffset(e.getX() - pressX, e.getY() - pressY)
        refresh()


def onMouseReleased(e):
    global dragged
    if dragged is None:
        return
    piece = dragged
    dragged = None
    piece.setLocationOffset(0, 0)
    location = toLocationInGrid(e.getX(), e.getY())
    if location != piece.getLocation():
        tryMove(piece, location)
        unselect()
    refresh()


def onKeyPressed(e):
    global computerSide, depth, perfect
    code = e.getKeyCode()
    if code == KeyEvent.VK_N:
        newGame()
    elif code == KeyEvent.VK_W:
        computerSide = "wolves"
        showState()
    elif code == KeyEvent.VK_G:
        computerSide = "goat"
        showState()
    elif code == KeyEvent.VK_P:
        perfect = not perfect
        showState()
    elif KeyEvent.VK_1 <= code <= KeyEvent.VK_9:
        depth = code - KeyEvent.VK_0
        showState()


# --- the computer's move ---------------------------------------------------
def settingsText():
    if perfect:
        return "computer: %s, perfect play" % computerSide
    return "computer: %s, depth %d" % (computerSide, depth)


def computerMove():
    global solver
    unselect()                 # the human may have picked a piece before pressing G or W
    player = game.to_move(position)
    who = sideName(player) + (" are" if player == "wolves" else " is")
    if perfect:
        setStatusText("%s thinking (perfect play; the first time takes a few seconds)..." % who)
    else:
        setStatusText("%s thinking (depth %d)..." % (who, depth))
    refresh()
    delay(300)                 # let the status bar show it
    if perfect:
        if solver is None:
            solver = Solver(game)
        move = solver.best_move(position)
    else:
        move = searcher.best_move(position, depth)[0]
    slide(move)


def slide(move):
    # glide the piece to its new square, then make the move
    kind, source, target = move
    before = position
    piece = getOneActorAt(locationOf(source), Piece)
    start = toPoint(locationOf(source))
    end = toPoint(locationOf(target))
    for i in range(1, 11):
        piece.setLocationOffset((end.x - start.x) * i // 10, (end.y - start.y) * i // 10)
        refresh()
        delay(30)
    piece.setLocationOffset(0, 0)
    if position is not before:     # N was pressed meanwhile: forget this move
        return
    tryMove(piece, locationOf(target))
    if not isOver():
        setStatusText("Computer: %s %s-%s.  %s" % (game.kinds[kind], game.name(source),
                                                  game.name(target), turnText()))
    refresh()


def newGame():
    global position
    unselect()
    removeActors(Piece)
    position = game.start()
    for kind, squares in zip(game.kinds, position[1]):
        for square in squares:
            addActorNoRefresh(Piece(kind), locationOf(square))
    showState()
    refresh()


makeGameGrid(game.width, game.height, CELL, None,
             "sprites/wolves_board%d.png" % game.width, False,
             mousePressed=onMousePressed, mouseDragged=onMouseDragged,
             mouseReleased=onMouseReleased, keyPressed=onKeyPressed)
setTitle(RULES["title"])
addStatusBar(30)

for square in range(game.width * game.height):
    marker = Marker()
    addActorNoRefresh(marker, locationOf(square))
    marker.hide()
    markers[square] = marker

position = game.start()
newGame()
show()

while not isDisposed():
    if not isOver() and game.to_move(position) == computerSide:
        computerMove()
    delay(50)
