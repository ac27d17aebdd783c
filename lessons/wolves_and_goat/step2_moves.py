# Wolves and Goat, step 2: moving the pieces with the mouse.
#
# Drag a piece to a square, or click it and then click the target square.
# Only moves allowed by the rules are accepted: the goat steps one square
# diagonally in any direction, a wolf one square diagonally forward (down),
# always onto an empty square.  An illegal drop makes the piece jump back.
# There are no turns yet: any piece may move (that comes in step 3).
#
# Run:  python lessons/wolves_and_goat/step2_moves.py

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


def squareName(location):
    return game.name(squareOf(location))


def squareOf(location):
    return game.square_at(location.x, location.y)


def locationOf(square):
    x, y = game.cell(square)
    return Location(x, y)


# --- choosing a piece and showing where it may go ------------------------
selected = None       # the piece chosen by a press or a click
markers = {}          # square -> Marker (hidden unless it shows a target)


def targetsOf(piece):
    # no turn order yet: let the piece's owner be the side to move
    owner = game.owner[game.kinds.index(piece.kind)]
    return game.moves_from((owner, position[1]), squareOf(piece.getLocation()))


def select(piece):
    global selected
    unselect()
    selected = piece
    piece.show(1)
    for square in targetsOf(piece):
        markers[square].show()


def unselect():
    global selected
    if selected is not None:
        selected.show(0)
    selected = None
    for marker in markers.values():
        marker.hide()


def tryMove(piece, location):
    # returns True if the piece moved; otherwise it stays where it was
    global position
    source = squareOf(piece.getLocation())
    target = squareOf(location)
    owner = game.owner[game.kinds.index(piece.kind)]
    move = game.find_move((owner, position[1]), source, target)
    if move is None:
        setStatusText("Illegal move %s-%s" % (game.name(source), game.name(target)))
        return False
    position = game.play((owner, position[1]), move)
    piece.setLocation(location)
    setStatusText("%s %s-%s" % (piece.kind, game.name(source), game.name(target)))
    return True


# --- mouse: drag and drop, or click and click ------------------------------
dragged = None        # piece under the pressed mouse button
pressX = 0
pressY = 0


def onMousePressed(e):
    global dragged, pressX, pressY
    location = toLocationInGrid(e.getX(), e.getY())
    piece = getOneActorAt(location, Piece)
    if piece is not None:
        dragged = piece
        pressX = e.getX()
        pressY = e.getY()
        select(piece)
    elif selected is not None:            # second click: the target square
        tryMove(selected, location)
        unselect()
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
    piece.setLocationOffset(0, 0)         # back onto its square (or the new one)
    location = toLocationInGrid(e.getX(), e.getY())
    if location != piece.getLocation():   # a real drag: drop it here
        tryMove(piece, location)
        unselect()
    # released on its own square: it was a click, the piece stays selected
    refresh()


def onMouseMoved(e):
    if selected is None:
        setStatusText("Square " + squareName(toLocationInGrid(e.getX(), e.getY())))


makeGameGrid(game.width, game.height, CELL, None,
             "sprites/wolves_board%d.png" % game.width, False,
             mousePressed=onMousePressed, mouseDragged=onMouseDragged,
             mouseReleased=onMouseReleased, mouseMoved=onMouseMoved)
setTitle(RULES["title"])
addStatusBar(30)

# markers first: actors of the class added first are drawn at the bottom
for square in range(game.width * game.height):
    marker = Marker()
    addActorNoRefresh(marker, locationOf(square))
    marker.hide()
    markers[square] = marker

position = game.start()
for kind, squares in zip(game.kinds, position[1]):
    for square in squares:
        addActorNoRefresh(Piece(kind), locationOf(square))

setStatusText("Drag a piece, or click it and then click where it should go")
show()
refresh()
