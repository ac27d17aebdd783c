# script-side game loop: while not isDisposed() moving actors by hand with refresh + delay,
# adding actors from a keyPressed callback, getKeyCodeWait.
from gamegrid import *

bombs = []

def onKeyPressed(e):
    if e.getKeyCode() == KeyEvent.VK_B:
        b = Actor("sprites/bomb.gif")
        addActor(b, Location(len(bombs), 0))
        bombs.append(b)

makeGameGrid(10, 10, 30, Color.white, keyPressed=onKeyPressed)
show()
print("waiting for key")
k = getKeyCodeWait()
print("first key", k)
t = 0
while not isDisposed() and t < 50:
    for b in bombs:
        b.setY(b.getY() + 1)
        if b.getY() > 9:
            b.removeSelf()
    bombs = [b for b in bombs if not b.isRemoved()]
    refresh()
    delay(50)
    t += 1
print("bombs left", len(bombs), "actors", getNumberOfActors())
