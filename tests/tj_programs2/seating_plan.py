# Seating plan: the pupils come from a settings text (ConfigParser), are sorted with a cmp function
# and seated in a grid; a click on a seat shows the name. Written with print(...), so it is valid
# Python 3 syntax; only its Python 2 modules and sort(cmp=...) show its TigerJython origin.
from gamegrid import *
import ConfigParser, Queue, cPickle, urllib2, thread
from cStringIO import StringIO

SETTINGS = """
[class]
name = 3b
pupils = Mia:12, Leon:14, Ana:13, Tim:12, Eva:15, Noah:13
"""

def byAgeThenName(a, b):
    if a[1] != b[1]:
        return a[1] - b[1]
    return cmp(a[0], b[0])

def onMousePressed(e):
    loc = toLocationInGrid(e.getX(), e.getY())
    seat = getOneActorAt(loc)
    if seat != None:
        clicked.put(seat.pupil)
        setStatusText("Seat " + str(loc) + ": " + seat.pupil[0])

class Seat(Actor):
    def __init__(self, pupil):
        Actor.__init__(self, "sprites/seat.gif", 3)
        self.pupil = pupil

parser = ConfigParser.SafeConfigParser()
parser.readfp(StringIO(SETTINGS))
pupils = []
for item in parser.get("class", "pupils").split(","):
    name, age = item.strip().split(":")
    pupils.append((name, int(age)))
pupils.sort(cmp=byAgeThenName)
print("order: " + " ".join(p[0] for p in pupils))
copy = cPickle.loads(cPickle.dumps(pupils))
print("pickled: " + str(copy == pupils) + ", thread module: " + str(hasattr(thread, "start_new_thread"))
      + ", urllib2: " + str(hasattr(urllib2, "urlopen")))

makeGameGrid(3, 2, 80, Color.white, None, False, mousePressed = onMousePressed)
addStatusBar(25)
setTitle("Class " + parser.get("class", "name"))
clicked = Queue.Queue()
for i in range(len(pupils)):
    addActor(Seat(pupils[i]), Location(i % 3, i // 3))
show()
