# view.py -- the Gobblet table on a gamegrid window, shared by steps 3, 4 and 5.
# Steps 1 and 2 build the same ideas one by one; here they are collected so the later steps
# can concentrate on the rules, the end of the game and the computer player.
#
# Layout: 6 x 5 cells of 100 pixels.
#   row 0            banner for short messages
#   columns 1 - 4,   rows 1 - 4: the 4 x 4 board (board cell (x, y) = Location(x + 1, y + 1))
#   column 0 / 5,    rows 2 - 4: the three reserve stacks of Orange / White
import os

from gamegrid import *
from rules import ORANGE, WHITE, NAMES, Cell, Stack, Gobblet

CELL = 100
COLOURS = {ORANGE: "orange", WHITE: "white"}
RESERVE_COLUMN = {ORANGE: 0, WHITE: 5}


def makeTable(title, **callbacks):
    """The window: board picture, no grid lines, no navigation bar; callbacks as in makeGameGrid."""
    makeGameGrid(6, 5, CELL, None, "sprites/gobblet_board.png", False, **callbacks)
    setTitle(title)
    addStatusBar(30)
    setSimulationPeriod(50)


class PieceActor(Actor):
    """One cup. Several PieceActors at the same Location form a stack: the last one is on top."""

    def __init__(self, piece):
        Actor.__init__(self, "sprites/gobblet_%s_%d.png" % (COLOURS[piece.player], piece.size))
        self.piece = piece


# ----- where things are ----------------------------------------------------------------------
def cellLocation(cell):
    return Location(cell.x + 1, cell.y + 1)


def reserveLocation(stack):
    return Location(RESERVE_COLUMN[stack.player], 2 + stack.k)


def placeAt(location):
    """The board Cell or the reserve Stack at a grid location; None elsewhere."""
    x, y = location.x, location.y
    if 1 <= x <= 4 and 1 <= y <= 4:
        return Cell(x - 1, y - 1)
    for player in (ORANGE, WHITE):
        if x == RESERVE_COLUMN[player] and 2 <= y <= 4:
            return Stack(player, y - 2)
    return None


# ----- drawing the position ---------------------------------------------------------------------
def sortPaintOrder():
    # The cups are taller than a cell, so a cup in a front row must be drawn after (over) the
    # cups in the rows behind it. Within one cell the order of the stack must stay as it is:
    # sorted() is stable, so sorting by row only keeps it.
    for actor in sorted(getActors(PieceActor), key=lambda a: a.getY()):
        setActorOnTop(actor)


def showGame(game):
    """Throw away all piece actors and draw the position of game again (model -> view)."""
    removeActors(PieceActor)
    for cell, stack in game.board.items():
        for piece in stack:                       # bottom first: the last one ends up on top
            addActorNoRefresh(PieceActor(piece), cellLocation(cell))
    for player in (ORANGE, WHITE):
        for k, stack in enumerate(game.reserves[player]):
            for piece in stack:
                addActorNoRefresh(PieceActor(piece), reserveLocation(Stack(player, k)))
    sortPaintOrder()
    setStatusText(game.status())
    refresh()


# ----- pixel-accurate picking -------------------------------------------------------------------
def isOpaqueAt(actor, x, y):
    """Is the picture of actor visible (not transparent) at the window pixel (x, y)?"""
    width = actor.getWidth(0)
    height = actor.getHeight(0)
    centre = actor.getPixelLocation()         # centre of the picture, offset included
    px = x - (centre.x - width // 2)          # the same pixel inside the picture
    py = y - (centre.y - height // 2)
    if px < 0 or py < 0 or px >= width or py >= height:
        return False
    # The seed's trick: compare with a corner pixel that is certainly transparent.
    return actor.getPixelColor(Point(px, py)) != actor.getPixelColor(Point(0, height - 1))


def visiblePieceAt(x, y):
    """The piece actually seen at pixel (x, y): the top-most picture that is not transparent there."""
    for actor in reversed(getActors(PieceActor)):      # paint order reversed = top-most first
        if actor.isVisible() and isOpaqueAt(actor, x, y):
            return actor
    return None


def placeOfActor(actor):
    """Where a piece actor stands, as a rules place (board Cell or reserve Stack)."""
    return placeAt(actor.getLocation())


# ----- short messages on the board -------------------------------------------------------------
class Message(TextActor):
    """A line of text in the banner row that removes itself after some seconds (not a dialog)."""

    def __init__(self, text, seconds=2):
        TextActor.__init__(self, text, Color(255, 226, 120), Color(0, 0, 0, 0),
                           Font("SansSerif", Font.BOLD, 16))
        self.cyclesLeft = seconds * 1000 // getSimulationPeriod()

    def act(self):
        self.cyclesLeft -= 1
        if self.cyclesLeft <= 0:
            self.removeSelf()


def showMessage(text, seconds=2):
    removeActors(Message)                     # only one message at a time
    message = Message(text, seconds)
    addActorNoRefresh(message, Location(0, 0))
    # a TextActor's text starts at its cell centre: shift it so it is centred in the banner
    message.setLocationOffset(3 * CELL - CELL // 2 - message.getTextWidth() // 2, 0)
    refresh()
    print("message: " + text)


def newGame():
    """A new game, or the position in the environment variable GOBBLET_START (for experiments
    and tests; written as rules.Gobblet.to_text() prints it)."""
    start = os.environ.get("GOBBLET_START")
    return Gobblet.from_text(start) if start else Gobblet()


def describePlace(place):
    """A board Cell as "(x, y)", a reserve Stack as "reserve k" (a piece may be dropped on either)."""
    if isinstance(place, Stack):
        return "reserve %d" % (place.k + 1)
    return "(%d, %d)" % (place.x, place.y)


def describeMove(game, source, target):
    piece = game.top(source)
    return "%s %d: %s -> %s" % (NAMES[piece.player], piece.size, describePlace(source), describePlace(target))
