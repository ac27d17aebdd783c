# A daemon thread counts clicks that the mouse callback collects and shows them every 0.1 s;
# a daemon thread dies with the program, the main program ends right after doRun().
import threading, time
from gamegrid import *

clicks = []

def pressed(e):
    loc = toLocationInGrid(e.getX(), e.getY())
    clicks.append(loc)
    addActor(Actor("sprites/marble.png"), loc)
    return True

def reporter():
    while True:
        setStatusText("Clicks: %d, actors: %d" % (len(clicks), getNumberOfActors()))
        time.sleep(0.1)

makeGameGrid(5, 5, 60, Color.red, False, mousePressed = pressed)
addStatusBar(25)
show()
doRun()
t = threading.Thread(target = reporter)
t.daemon = True
t.start()
