# Wolves and Goat, step 3: taking turns, winning and losing.
#
# The goat moves first, then goat and wolves take turns; only pieces of the
# side to move can be picked up.  After every move the engine checks the
# rules' end conditions: the goat wins on a goal square (b9 d9 f9 h9), and a
# side that cannot move loses.  Press N for a new game.
#
# Run:  python lessons/wolves_and_goat/step3_game.py

from gamegrid import *
from wolves_rules import NINE, EIGHT
from wolves_engine import Game

RULES = NINE          # try EIGHT: the same program on a chess board
CELL = 60

game = Game(RULES)


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
        setStatusText(turnText())


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
    return piece is not None and not isOver() and ownerOf(piece) == game.to_move(position)


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
    if e.getKeyCode() == KeyEvent.VK_N:
        newGame()


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
