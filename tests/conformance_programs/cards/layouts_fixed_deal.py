# Hands of an unshuffled deck in every layout: rows (aligned first, middle, last; turned; a negative width),
# columns, a fan, a stack, a smaller scale, a sort. Our own program (issue 34), compared with the original.
# sprites: ours
# cycles: 5
from ch.aplu.jgamegrid import Location
from ch.aplu.jcardgame import Deck, CardGame, RowLayout, ColumnLayout, FanLayout, StackLayout, Hand
from ch.aplu.jcardgame.Hand import SortType, CardAlignment
from enum import enum

Suit = enum("SPADES", "HEARTS", "DIAMONDS", "CLUBS")
Rank = enum("ACE", "KING", "QUEEN", "JACK", "TEN", "NINE", "EIGHT", "SEVEN", "SIX")
deck = Deck(Suit.values(), Rank.values(), "cover")

cg = CardGame(800, 700, 30)
hands = deck.dealingOut(6, 5, False)

first = RowLayout(Location(60, 120), 400)
first.setCardAlignment(CardAlignment.FIRST)
hands[0].setView(cg, first)
hands[0].draw()

last = RowLayout(Location(740, 120), -25)
last.setCardAlignment(CardAlignment.LAST)
hands[1].setView(cg, last)
hands[1].reverse(False)
hands[1].draw()

turned = RowLayout(Location(120, 420), 260, 30)
hands[2].setView(cg, turned)
hands[2].setVerso(True)
hands[2].draw()

column = ColumnLayout(Location(420, 380), 300)
column.setScaleFactor(0.5)
hands[3].setView(cg, column)
hands[3].sort(SortType.RANKPRIORITY, True)

fan = FanLayout(Location(620, 700), 260, 240, 300)
fan.setScaleFactor(0.6)
hands[4].setView(cg, fan)
hands[4].draw()

stack = StackLayout(Location(700, 400), 90)
hands[5].setView(cg, stack)
hands[5].draw()
hands[5].getLast().setVerso(True)

talon = hands[6]
talon.setView(cg, RowLayout(Location(400, 620), 500))
talon.sort(SortType.SUITPRIORITY, False)
talon.reverseSort(SortType.RANKPRIORITY, True)
cg.setStatusText(str(talon.getFirst()) + " " + str(talon.getLast()) + " " + str(talon.getNumberOfCards()))
