# Card game, step 4: count the points of the won cards, announce the winner, a click deals again.
#
# A Deck made with CardValues knows what each card is worth: card.getValue(), and hand.getScore()
# adds up a hand (here: the pile of won cards). Aces 11, tens 10, kings 4, queens 3, jacks 2, the
# others nothing; who has taken more points wins.
from gamegrid import *
from gamegrid.cards import *
from trickrules import POINTS, legalCards, beats, computerChoice

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE", "EIGHT", "SEVEN")


class Worth(CardValues):
    def values(self, suit):
        return [POINTS[str(rank)] for rank in Rank.values()]   # the same in every suit


deck = Deck(Suit.values(), Rank.values(), "cover", Worth())

MY_PLACE = Location(265, 255)
COMPUTER_PLACE = Location(335, 235)
MY_PILE = Location(540, 300)
COMPUTER_PILE = Location(540, 200)

table = CardGame(600, 500, 30)
table.setTitle("Card game - step 4: points")
clicked = None
newGame = False


class MyCards(CardListener):
    def leftClicked(self, card):
        global clicked
        clicked = card


class TableClick(GGMouseListener):
    def mouseEvent(self, mouse):
        global newGame
        newGame = True
        return False


def deal():
    global myHand, computerHand, trick, piles
    table.removeAllActors()
    hands = deck.dealingOut(2, 8)
    myHand, computerHand = hands[0], hands[1]
    trick = Hand(deck)
    trick.setView(table, StackLayout(Location(300, 245)))
    piles = [Hand(deck), Hand(deck)]
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
    myHand.addCardListener(MyCards())
    myHand.setTouchEnabled(True)


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


def score():
    return "You " + str(piles[0].getScore()) + " : " + str(piles[1].getScore()) + " computer."


def playOneGame(leader):
    global clicked
    led = None
    clicked = None
    table.setStatusText("You lead: click one of your cards." if leader == 0 else "The computer leads.")
    while not table.isDisposed() and not myHand.isEmpty():
        if leader == 1 and led is None:
            delay(600)
            led = computerPlays(None)
            table.setStatusText(score() + " The computer leads " + str(led) + ". Your card?")
        if clicked is not None:
            card, clicked = clicked, None
            if not card in legalCards(myHand.getCardList(), led):
                table.setStatusText(str(card) + " is not allowed: follow suit (" + str(led.getSuit()) + ").")
                continue
            myHand.transfer(card, trick, False)
            myHand.draw()
            if led is None:
                delay(400)
                answer = computerPlays(card)
                winner = 1 if beats(answer, card) else 0
            else:
                winner = 0 if beats(card, led) else 1
            delay(1000)
            takeTrick(winner)
            leader, led = winner, None
            table.setStatusText(score() + (" Your lead." if winner == 0 else ""))
        delay(50)


table.addMouseListener(TableClick(), GGMouse.lPress)
firstLeader = 0
while not table.isDisposed():
    deal()
    playOneGame(firstLeader)
    mine, theirs = piles[0].getScore(), piles[1].getScore()
    if mine > theirs:
        result = "You win " + str(mine) + " : " + str(theirs) + "!"
    elif mine < theirs:
        result = "The computer wins " + str(theirs) + " : " + str(mine) + "."
    else:
        result = "A draw, " + str(mine) + " : " + str(theirs) + "."
    print(result)
    table.setStatusText(result + " Click for a new game.")
    newGame = False
    while not newGame and not table.isDisposed():
        delay(50)
    firstLeader = 1 - firstLeader
