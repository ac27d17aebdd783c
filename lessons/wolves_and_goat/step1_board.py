# Wolves and Goat, step 1: the board and the pieces.
#
# The rules live in wolves_rules.py as data; the engine (wolves_engine.py)
# reads them.  This step only draws the start position and shows in the
# status bar the name of the square under the mouse pointer: files a..i from
# left to right, ranks 9..1 from top to bottom, as in the article.
#
# Run:  python lessons/wolves_and_goat/step1_board.py

from gamegrid import *
from wolves_rules import NINE, EIGHT
from wolves_engine import Game

RULES = NINE          # try EIGHT: the same program on a chess board
CELL = 60             # pixels per square

game = Game(RULES)


class Piece(Actor):
    def __init__(self, kind):
        Actor.__init__(self, "sprites/wolves_" + kind + ".png", 2)
        self.kind = kind


def squareName(location):
    return game.name(game.square_at(location.x, location.y))


def locationOf(square):
    x, y = game.cell(square)
    return Location(x, y)


def onMouseMoved(e):
    location = toLocationInGrid(e.getX(), e.getY())
    setStatusText("Square " + squareName(location))


makeGameGrid(game.width, game.height, CELL, None,
             "sprites/wolves_board%d.png" % game.width, False,
             mouseMoved=onMouseMoved)
setTitle(RULES["title"])
addStatusBar(30)

position = game.start()
for kind, squares in zip(game.kinds, position[1]):
    for square in squares:
        addActor(Piece(kind), locationOf(square))

setStatusText("Move the mouse over the board")
show()
