# Reaction game in TigerJython style: press a key as soon as the lamp turns on; the reaction time
# is measured with time.clock(). Scores are kept in a Queue, saved with cPickle, the settings come
# from a ConfigParser file, and the high-score list is sorted with cmp functions (Python 2).
from gamegrid import *
import time, random, os, tempfile
import ConfigParser, cPickle, Queue
from StringIO import StringIO

def byTime(a, b):
    return cmp(a[1], b[1])

def byNameLength(a, b):
    return len(a) - len(b)

def onKey(e):
    if lamp.getIdVisible() == 1:
        ms = int((time.clock() - started) * 1000)
        results.put((players[results.qsize() % len(players)], ms))
        lamp.show(0)
        setStatusText("Reaction: " + str(ms) + " ms")

config = ConfigParser.ConfigParser()
config.readfp(StringIO("[game]\nrounds = 3\nplayers = Anna,Bo,Chris\n"))
rounds = config.getint("game", "rounds")
players = config.get("game", "players").split(",")

makeGameGrid(3, 1, 80, Color.gray, None, False, keyPressed = onKey)
addStatusBar(25)
lamp = Actor("sprites/lamp.gif", 2)
addActor(lamp, Location(1, 0))
show()
results = Queue.Queue()
for r in range(rounds):
    delay(1000)
    lamp.show(1)
    started = time.clock()
    while lamp.getIdVisible() == 1 and not isDisposed():
        delay(10)

scores = []
while not results.empty():
    scores.append(results.get())
path = os.path.join(tempfile.gettempdir(), "reaction_scores_%d.dat" % os.getpid())
f = open(path, "wb")
cPickle.dump(scores, f)
f.close()
scores = cPickle.load(open(path, "rb"))
os.remove(path)
scores.sort(byTime)
print "fastest first:", [name for name, ms in scores]
print "slowest first:", [name for name, ms in sorted(scores, cmp=byTime, reverse=True)]
print "by name length:", sorted(players, byNameLength)
print "by name length of scores:", [s[0] for s in sorted(scores, cmp=byNameLength, key=lambda s: s[0])]
names = [s[0] for s in scores]
names.sort(cmp=lambda a, b: cmp(a.lower(), b.lower()), reverse=True)
print "names z-a:", names
