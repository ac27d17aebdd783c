# Dealing out in packets: an unshuffled talon under a card back, each packet of three slides to its player as
# a CardCover (blocking), the hands are drawn face up (player 0, sorted) or face down, then a fan opens slowly.
# Our own program (issue 34), compared with the original.
# sprites: ours
# cycles: 400   (compared with the original run in real time: tests/test_cards_conformance.py)
from ch.aplu.jgamegrid import Location
from ch.aplu.jcardgame import Deck, CardGame, CardCover, RowLayout, FanLayout
from ch.aplu.jcardgame.Hand import SortType
from enum import enum

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE")
deck = Deck(Suit.values(), Rank.values(), "cover")

cg = CardGame(600, 600, 30)
places = [Location(300, 525), Location(75, 300), Location(300, 75), Location(525, 300)]
hands = deck.dealingOut(4, 0, False)
talon = hands[4]
for i in range(4):
    hands[i].setView(cg, RowLayout(places[i], 300, 90 * i))
talonCover = CardCover(cg, Location(300, 300), deck, 1, 0)
for round in range(2):
    for i in range(4):
        for k in range(3):
            hands[i].insert(talon.getLast(), False)
            talon.removeLast(False)
        cover = CardCover(cg, Location(300, 300), deck, 0.5, 0)
        cover.slideToTarget(places[i], 20, True, True)
        cover.removeSelf()
        if i == 0:
            hands[i].sort(SortType.RANKPRIORITY, False)
        else:
            hands[i].setVerso(True)
        hands[i].draw()
talonCover.removeSelf()
fan = FanLayout(Location(300, 420), 120, 225, 315)
fan.setStepDelay(5)
fan.setScaleFactor(0.6)
hands[0].setView(cg, fan)
hands[0].draw()
cg.setStatusText("dealt " + str(hands[0].getNumberOfCards()) + " " + str(talon.getNumberOfCards()))
