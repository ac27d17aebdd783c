# Highscore table of a reaction game (a pupil's project). Written for TigerJython: no print statement,
# but Python 2 all the same: ConfigParser, zip() that gives a list.
from gamegrid import *
import ConfigParser
from StringIO import StringIO

SAVED = """[scores]
anna = 17
ben = 23
cleo = 9
"""

config = ConfigParser.ConfigParser()
config.readfp(StringIO(SAVED))
names = config.options("scores")
points = [config.getint("scores", n) for n in names]

table = zip(points, names)
table.sort()
table.reverse()
best = table[0]

def keyPressed(e):
    # space: a new round of 12 points for "dan"; the table is sorted again
    global table
    if e.getKeyCode() == 32:
        table.append((12, "dan"))
        table.sort()
        table.reverse()
        show_table()
    return True

def show_table():
    for row, (p, name) in enumerate(table):
        bar = p // 5                      # whole stars
        getBg().drawText("%-5s %2d %s" % (name, p, "*" * bar), Point(10, 20 + 20 * row))
    setStatusText("Best: %s with %d, average %d" % (table[0][1], table[0][0],
                                                  sum(p for p, n in table) / len(table)))

makeGameGrid(300, 120, 1, None, None, False, keyPressed=keyPressed)
addStatusBar(20)
show_table()
print("best %s %d" % (best[1], best[0]))
print("stars %s" % [p // 5 for p, n in table])
show()
