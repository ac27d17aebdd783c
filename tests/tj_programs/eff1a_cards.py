from gamegrid import *
import random

def compare(a1, a2):
	h1 = a1.getImage().getHeight()
	h2 = a2.getImage().getHeight()
	if h1 < h2:
		return -1
	if h1 > h2:
		return 1
	return 0

def onPress(e):
	global moves
	loc = toLocationInGrid(e.getX(), e.getY())
	if loc.y != 0:
		return
	actors = getActors(Card)
	ordered = sorted(actors, cmp = compare)
	for i in range(len(ordered)):
		ordered[i].setLocation(Location(i, 1))
	moves += 1
	refresh()

class Card(Actor):
	def __init__(self, path):
		Actor.__init__(self, path)

moves = 0
makeGameGrid(7, 2, 150, Color.red, False, mousePressed = onPress)
paths = ["sprites/ball.gif", "sprites/car1.gif", "sprites/bear.gif", "sprites/fly.gif"]
random.shuffle(paths)
for i in range(len(paths)):
	addActor(Card(paths[i]), Location(i, 0))
show()
while not isDisposed():
	delay(100)
hs = [a.getImage().getHeight() for a in sorted(getActors(), key = lambda a: a.getX())]
print "moves", moves, "heights", hs, hs == sorted(hs)
