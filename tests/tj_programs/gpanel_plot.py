# Plot of sin(x) and a parabola with a coordinate grid, marks where the user clicks.
from gpanel import *
import math

def onMouseClicked(e):
    x = toWindowX(e.getX())
    y = toWindowY(e.getY())
    setColor("black")
    text(x, y, "(%.1f, %.1f)" % (x, y))
    marks.append((round(x, 1), round(y, 1)))

marks = []
makeGPanel(-1, 11, -2.4, 2.4, mouseClicked = onMouseClicked)
drawGrid(0, 10, -2.0, 2.0, "lightgray")
lineWidth(2)
setColor("blue")
for i in range(0, 101):
    x = i / 10.0
    if i == 0:
        pos(x, math.sin(x))
    else:
        draw(x, math.sin(x))
setColor("red")
points = [[x / 2.0, (x / 2.0 - 5) ** 2 / 12.5 - 2] for x in range(21)]
line(points)
fillTriangle(4, 1.5, 6, 1.5, 5, 2.2)
setColor(makeColor(0, 128, 0))
rectangle(1, 0.5)
text(0.2, -1.8, "sin(x)")
delay(500)
print "sin at pi/2:", getPixelColorStr(math.pi / 2, 1.0)
print "parabola vertex:", getPixelColorStr(5, -2)
print "triangle:", getPixelColorStr(5, 1.8)
delay(2000)
print "marks:", marks
