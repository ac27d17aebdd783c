# A teacher's example about lists: deal, sort and count a hand of cards (Python 2 lists everywhere).
from gamegrid import *
import random

random.seed(7)
deck = range(52)                 # a list in Python 2
deck.remove(0)                   # no joker ...
deck.append(0)                   # ... put it at the end
random.shuffle(deck)
hand = deck[:5]
values = map(lambda c: c % 13 + 1, hand)
values.sort()
court = filter(lambda v: v > 10, values)
suits = {}
for c in hand:
    suits[c // 13] = suits.get(c // 13, 0) + 1
kinds = suits.keys()
kinds.sort()
print("hand %s values %s" % (hand, values))
print("court %d first %s" % (len(court), (court + [None])[0]))
print("suits %s" % kinds)
print("pairs %s" % zip(values, values[1:])[:2])

makeGameGrid(5, 1, 60, Color.green, False)
for i, v in enumerate(values):
    addActor(TextActor(str(v)), Location(i, 0))
setTitle("Sum %d, mean %d" % (sum(values), sum(values) / len(values)))
show()
