# The board: places the cards row by row (imports cardlib, which imports this module back).
from gamegrid import *
import cardlib


def place(deck, width):
    cards = {}
    for i in range(deck.size()):
        card = deck.next()
        loc = Location(i % width, i // width)
        addActor(card, loc)
        cards[(loc.x, loc.y)] = card
    return cards


class Board:
    def __init__(self, w, h):
        self.cards = cardlib.deal(w, h)

    def card_at(self, loc):
        return self.cards.get((loc.x, loc.y))

    def faces(self):
        keys = self.cards.keys()
        keys.sort()
        return [self.cards[k].face for k in keys]
