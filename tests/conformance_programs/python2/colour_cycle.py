# Click a cell to paint it with the next colour (a teacher's example for iterators, Python 2 style).
from gamegrid import *
import itertools

class Palette:
    """Java-style iterator of the pupil: its own next() method."""
    def __init__(self, colours):
        self.colours = colours
        self.i = 0
    def next(self):
        c = self.colours[self.i % len(self.colours)]
        self.i += 1
        return c

palette = Palette(["red", "green", "blue"])
sizes = iter([10, 20, 30, 40])
clicks = []

def pressed(e):
    loc = toLocationInGrid(e.getX(), e.getY())
    colour = palette.next()
    size = sizes.next()
    clicks.append((loc.x, loc.y, colour, size))
    getBg().fillCell(loc, X11Color(colour))
    setStatusText("%d clicks, last %s" % (len(clicks), colour))
    return True

pairs = list(itertools.izip("abc", itertools.imap(abs, [-1, -2, -3])))
odd = list(itertools.ifilter(lambda n: n % 2, range(6)))
print("pairs %s odd %s" % (pairs, odd))
print("total %d rounded %s %s" % (reduce(lambda a, b: a + b, [1, 2, 3]), round(2.5), round(-0.5)))
makeGameGrid(4, 4, 40, Color.white, False, mousePressed=pressed)
addStatusBar(20)
show()
