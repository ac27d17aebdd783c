# Card game, step 1: deal two hands of eight cards, sort yours, the computer's face down.
#
# JCardGame (TigerJython's card-game library, here as gamegrid.cards) knows decks, hands and how to
# lay them out on a card table. A Deck is made of two enums, the suits and the ranks; its pictures are
# sprites/spades0.gif ... (the suit's name and the rank's position in the enum) and sprites/cover.gif.
# TigerJython programs write `from ch.aplu.jcardgame import *`: the same classes.
from gamegrid import *
from gamegrid.cards import *

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
# the order of the ranks chooses the pictures: spades0.gif is the ace, spades1.gif the king ...
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE", "EIGHT", "SEVEN")
deck = Deck(Suit.values(), Rank.values(), "cover")

table = CardGame(600, 500, 30)       # a green table, 600 x 500 pixels, with a status bar
table.setTitle("Card game - step 1: dealing")

hands = deck.dealingOut(2, 8)        # two hands of 8 cards (shuffled) and hands[2], the rest: empty
myHand = hands[0]
computerHand = hands[1]

myHand.sort(SortType.SUITPRIORITY, False)          # by suit, then by rank
myHand.setView(table, RowLayout(Location(300, 415), 500))
myHand.draw()

computerHand.setVerso(True)                         # you see the backs only
smaller = RowLayout(Location(300, 85), 360)
smaller.setScaleFactor(0.8)
computerHand.setView(table, smaller)
computerHand.draw()

table.setStatusText("Your cards: " + str(myHand.getNumberOfCards()) + ", the computer's: "
                    + str(computerHand.getNumberOfCards()))
print(myHand)
