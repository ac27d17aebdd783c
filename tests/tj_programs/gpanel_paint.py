# A small paint program: click for a dot (left red, right blue), drag to draw,
# keys: c clears, + makes the pen wider, Escape ends.
from gpanel import *

def onMousePressed(x, y):
    global dots
    move(x, y)
    if isLeftMouseButton():
        setColor("red")
    else:
        setColor("blue")
    fillCircle(0.5)
    dots = dots + 1

def onMouseDragged(x, y):
    setColor("darkgreen")
    draw(x, y)

dots = 0
makeGPanel(-10, 10, -10, 10, mousePressed = onMousePressed, mouseDragged = onMouseDragged)
drawGrid(-10, 10, -10, 10, "gray")
while True:
    key = getKeyCodeWait()
    if key == 27:
        break
    if key == 67:          # C
        clear()
        print "cleared"
    if key == 521 or key == 107:   # +
        lineWidth(getLineWidth() + 2)
print "dots:", dots, "pen:", getLineWidth()
print "at (5, 5):", getPixelColorStr(5, 5), "at (-5, -5):", getPixelColorStr(-5, -5)
print "line at (2, 0):", getPixelColorStr(2, 0)
dispose()
