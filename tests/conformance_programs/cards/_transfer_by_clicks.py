# Cards played by double clicks: a hand in a row, a pile and a stock; the card listener moves a double-clicked
# card to the pile (blocking transfer), a right click sends the pile's top card to the stock (non-blocking),
# the status bar reports atTarget. Our own program (issue 34), compared with the original.
# sprites: ours
# cycles: 330   (compared with the original run in real time: tests/test_cards_conformance.py)
from ch.aplu.jgamegrid import Location
from ch.aplu.jcardgame import Deck, CardGame, RowLayout, StackLayout, CardListener, TargetArea, Hand
from ch.aplu.jcardgame.Hand import SortType
from enum import enum

class HandListener(CardListener):
   def leftDoubleClicked(self, card):
      card.transfer(pile, True)

   def atTarget(self, card, location):
      cg.setStatusText("arrived " + str(card) + " at " + str(location.x) + "," + str(location.y))

class PileListener(CardListener):
   def rightClicked(self, card):
      pile.setTargetArea(TargetArea(Location(650, 120)))
      card.setVerso(True)
      pile.transferNonBlocking(card, stock, True)

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN")
deck = Deck(Suit.values(), Rank.values(), "cover")

cg = CardGame(800, 600, 30)
hands = deck.dealingOut(1, 6, False)
hand = hands[0]
pile = Hand(deck)
stock = Hand(deck)
hand.setView(cg, RowLayout(Location(400, 450), 600))
hand.sort(SortType.RANKPRIORITY, True)
pile.setView(cg, StackLayout(Location(400, 150)))
pile.draw()
stock.setView(cg, StackLayout(Location(650, 120), 90))
stock.draw()
hand.addCardListener(HandListener())
hand.setTouchEnabled(True)
pile.addCardListener(PileListener())
pile.setTouchEnabled(True)
cg.setStatusText("ready")
