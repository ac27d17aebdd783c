from gamegrid import *
import random, string

def compare(a, b):
	return cmp(a.getX(), b.getX())

def report():
	print "Spieler %s hat %d Punkte" % (name, score)

score = 0
name = raw_input("Name:")
makeGameGrid(10, 4, 40, Color.red, False)
random.seed(7)
for i in xrange(5):
	loc = getRandomEmptyLocation()
	addActor(Actor("sprites/coin.gif", 3), loc)
actors = getActors()
actors.sort(compare)
xs = map(lambda a: a.getX(), actors)
d = {}
for a in actors:
	d[a.getX()] = d.get(a.getX(), 0) + 1
if d.has_key(xs[0]):
	score = len(d.keys()) * 10 / 4
report()
print "avg", round(score / 8.0, 1), round(2.5), 7 / 2
level = input("Level:")
print "level", level, type(level).__name__, string.upper(name)
setTitle("%s %d %d" % (name, score, level))
show()
