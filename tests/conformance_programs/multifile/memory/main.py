# Memory with a teacher's card library (cardlib.py) and a board module (board.py) that import each
# other. Pupils wrote main.py in TigerJython: Python 2 throughout.
from gamegrid import *
from board import Board
import cardlib

first = None
found = 0

def clicked(e):
    global first, found
    loc = toLocationInGrid(e.getX(), e.getY())
    card = board.card_at(loc)
    if card is None or card.open:
        return True
    card.turn()
    if first is None:
        first = card
    elif first.face == card.face:
        found += 1
        print "pair", card.face, "found"
        first = None
    else:
        refresh()
        delay(300)
        first.turn()
        card.turn()
        first = None
    setStatusText("Pairs: %d of %d" % (found, len(board.cards) / 2))
    return True

makeGameGrid(4, 2, 80, Color.blue, None, False, mousePressed=clicked)
addStatusBar(20)
board = Board(4, 2)
print "faces", board.faces()
show()
