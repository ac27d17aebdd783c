# Card game, step 2: play a card by clicking it; the computer answers with a card of its own.
#
# A CardListener hears the mouse on a hand's cards once hand.setTouchEnabled(True) is called.
# The listener only remembers the clicked card; the main loop plays it: hand.transfer() slides
# the card to the hand's target area (setTargetArea) and puts it into the target hand.
import random

from gamegrid import *
from gamegrid.cards import *

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE", "EIGHT", "SEVEN")
deck = Deck(Suit.values(), Rank.values(), "cover")

MY_PLACE = Location(265, 255)          # where my card lands in the middle of the table
COMPUTER_PLACE = Location(335, 235)

table = CardGame(600, 500, 30)
table.setTitle("Card game - step 2: play a card")
hands = deck.dealingOut(2, 8)
myHand, computerHand = hands[0], hands[1]
trick = Hand(deck)                      # the cards on the table
trick.setView(table, StackLayout(Location(300, 245)))

myHand.sort(SortType.SUITPRIORITY, False)
myHand.setView(table, RowLayout(Location(300, 415), 500))
myHand.setTargetArea(TargetArea(MY_PLACE))
myHand.draw()
computerHand.setVerso(True)
smaller = RowLayout(Location(300, 85), 360)
smaller.setScaleFactor(0.8)
computerHand.setView(table, smaller)
computerHand.setTargetArea(TargetArea(COMPUTER_PLACE))
computerHand.draw()

clicked = None


class MyCards(CardListener):
    def leftClicked(self, card):
        global clicked
        clicked = card


myHand.addCardListener(MyCards())
myHand.setTouchEnabled(True)
table.setStatusText("Click one of your cards.")

while not table.isDisposed() and not myHand.isEmpty():
    if clicked is not None:
        card, clicked = clicked, None
        myHand.transfer(card, trick, False)      # slides to MY_PLACE; returns when it is there
        myHand.draw()                            # close the gap
        delay(400)
        answer = random.choice(computerHand.getCardList())
        answer.setVerso(False)
        computerHand.transfer(answer, trick, False)
        computerHand.draw()
        table.setStatusText("You played " + str(card) + ", the computer " + str(answer) + ".")
        delay(1200)
        trick.removeAll(True)                    # off the table (step 3: to the trick's winner)
    delay(50)
table.setStatusText("No cards left.")
