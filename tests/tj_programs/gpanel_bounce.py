# A ball bounces between the walls until the window is closed; space pauses it.
from gpanel import *

makeGPanel(Size(400, 300))
window(0, 400, 0, 300)
bgColor("lightblue")
x = 20
vx = 5
bounces = 0
paused = False
enableRepaint(False)
while not isDisposed():
    if kbhit():
        if getKey() == " ":
            paused = not paused
    if not paused:
        x = x + vx
        if x > 380 or x < 20:
            vx = -vx
            bounces = bounces + 1
    clear()
    setColor("orange")
    pos(x, 150)
    fillCircle(20)
    repaint()
    delay(20)
print "bounces:", bounces, "paused:", paused
