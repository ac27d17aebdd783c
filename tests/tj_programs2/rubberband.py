# Rubber-band lines: while the mouse is dragged the line is drawn in XOR mode, so drawing it a
# second time erases it again; on release it is drawn for good in paint mode.
from gamegrid import *

def onPressed(e):
    global start, end
    start = Point(e.getX(), e.getY())
    end = start
    bg.setXORMode(Color.white)
    bg.drawLine(start, end)

def onDragged(e):
    global end
    bg.drawLine(start, end)          # erase the old rubber band
    end = Point(e.getX(), e.getY())
    bg.drawLine(start, end)          # and show the new one
    refresh()
    mid = Point((start.x + end.x) // 2, (start.y + end.y) // 2)
    print "band", mid.x, mid.y, bg.getColor(mid)

def onReleased(e):
    global lines
    bg.drawLine(start, end)          # erase the rubber band
    bg.setPaintMode()
    bg.drawLine(start, Point(e.getX(), e.getY()))
    lines += 1
    refresh()
    setStatusText("Lines: " + str(lines))
    for p in probes:
        print p.x, p.y, bg.getColor(p)

makeGameGrid(300, 200, 1, None, False,
             mousePressed = onPressed, mouseDragged = onDragged, mouseReleased = onReleased)
addStatusBar(25)
setBgColor(Color.lightGray)
bg = getBg()
bg.setPaintColor(Color.red)
lines = 0
# where the intermediate rubber bands went, and a point on the final line
probes = [Point(150, 50), Point(150, 150), Point(100, 150)]
show()
