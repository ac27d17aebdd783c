# Issue 36, 4: getLineLocations(a, b, False) on a 6 x 7 grid (1 cycle).
# cycles: 1
from gamegrid import *

def cells(locs):
    return " ".join(["%d,%d" % (l.x, l.y) for l in locs])

makeGameGrid(6, 7, 30, None, False)
addStatusBar(20)
column = getLineLocations(Location(5, 3), Location(5, 1), False)
row = getLineLocations(Location(1, 2), Location(3, 2), False)
diagonal = getLineLocations(Location(1, 1), Location(2, 2), False)
inner = getLineLocations(Location(0, 0), Location(4, 2), True)
steep = getLineLocations(Location(0, 1), Location(2, 0), False)
outside = getLineLocations(Location(8, 1), Location(8, 3), False)
between = getLineLocations(Location(8, 1), Location(8, 4), True)
setStatusText("col " + cells(column) + " | row " + cells(row) + " | diag " + cells(diagonal)
              + " | inner " + cells(inner) + " | steep " + cells(steep) + " | out " + cells(outside)
              + " | btw " + cells(between))
doRun()
