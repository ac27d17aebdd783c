# Card game, step 3: follow suit, the stronger card takes the trick, the winner leads the next one.
#
# The rules are in trickrules.py, plain Python without graphics: legalCards(), beats(), and the
# computer's choice. The won cards go face down onto the winner's pile (a Hand in a StackLayout).
from gamegrid import *
from gamegrid.cards import *
from trickrules import legalCards, beats, computerChoice

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE", "EIGHT", "SEVEN")
deck = Deck(Suit.values(), Rank.values(), "cover")

MY_PLACE = Location(265, 255)
COMPUTER_PLACE = Location(335, 235)
MY_PILE = Location(540, 300)
COMPUTER_PILE = Location(540, 200)

table = CardGame(600, 500, 30)
table.setTitle("Card game - step 3: tricks")
hands = deck.dealingOut(2, 8)
myHand, computerHand = hands[0], hands[1]
trick = Hand(deck)
trick.setView(table, StackLayout(Location(300, 245)))
piles = [Hand(deck), Hand(deck)]                  # 0: my tricks, 1: the computer's
for pile, place in zip(piles, (MY_PILE, COMPUTER_PILE)):
    small = StackLayout(place)
    small.setScaleFactor(0.6)
    pile.setView(table, small)

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


def computerPlays(led):
    card = computerChoice(computerHand.getCardList(), led)
    card.setVerso(False)
    computerHand.transfer(card, trick, False)
    computerHand.draw()
    return card


def takeTrick(winner):
    trick.setTargetArea(TargetArea((MY_PILE, COMPUTER_PILE)[winner]))
    for card in list(trick.getCardList()):
        card.setVerso(True)
        trick.transfer(card, piles[winner], False)
    piles[winner].draw()


myHand.addCardListener(MyCards())
myHand.setTouchEnabled(True)
leader = 0                                         # who leads: 0 you, 1 the computer
led = None                                         # the first card of the trick on the table
table.setStatusText("You lead: click one of your cards.")

while not table.isDisposed() and not myHand.isEmpty():
    if leader == 1 and led is None:
        delay(600)
        led = computerPlays(None)
        table.setStatusText("The computer leads " + str(led) + ". Your card?")
    if clicked is not None:
        card, clicked = clicked, None
        if not card in legalCards(myHand.getCardList(), led):
            table.setStatusText(str(card) + " is not allowed: follow suit (" + str(led.getSuit()) + ").")
            continue
        myHand.transfer(card, trick, False)
        myHand.draw()
        if led is None:                            # you led: the computer answers
            delay(400)
            answer = computerPlays(card)
            winner = 1 if beats(answer, card) else 0
        else:                                      # you answered the computer's card
            winner = 0 if beats(card, led) else 1
        delay(1000)
        takeTrick(winner)
        leader, led = winner, None
        table.setStatusText(("You take" if winner == 0 else "The computer takes") + " the trick."
                            + (" Your lead." if winner == 0 else ""))
    delay(50)
table.setStatusText("Tricks: you " + str(piles[0].getNumberOfCards() // 2) + ", the computer "
                    + str(piles[1].getNumberOfCards() // 2) + ".")
