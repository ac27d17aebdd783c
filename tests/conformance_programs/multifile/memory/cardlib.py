# The teacher's card library: a Card actor and a deck that deals like a Java iterator (next()).
from gamegrid import *
import board

SUITS = ["club", "diamond", "heart", "spade"]

class Card(Actor):
    def __init__(self, face):
        Actor.__init__(self, ["sprites/cardback.gif", "sprites/cards-%s.png" % SUITS[face]])
        self.face = face
        self.open = False

    def turn(self):
        self.open = not self.open
        self.show(1 if self.open else 0)


class Deck:
    def __init__(self, pairs):
        self.faces = range(pairs) * 2
        self.pos = 0

    def next(self):
        face = self.faces[self.pos]
        self.pos += 1
        return Card(face)

    def size(self):
        return len(self.faces)


def deal(w, h):
    deck = Deck(w * h / 2)
    return board.place(deck, w)
