from gamegrid import *

makeGameGrid(7, 2, 100, Color.red, False)
addStatusBar(25)
cards = []
for i in range(7):
	c = Actor("sprites/cardback.gif")
	addActor(c, Location(i, 0))
	cards.append(c)
show()
setStatusText("Press <SPACE> to move a card")
n = 0
while not isDisposed():
	c = getKeyCodeWait()
	if c == 32 and n < 7:
		cards[n].setY(1)
		n += 1
		setStatusText("moved " + str(n))
	elif c == 65535:
		print "wait ended by close"
print "moved", n, [card.getY() for card in cards]
