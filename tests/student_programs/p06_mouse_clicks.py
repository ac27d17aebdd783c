# Left click adds, right click removes, double click clears; mouseMoved updates status.
from gamegrid import *

log = []

def onMousePressed(e):
    loc = toLocationInGrid(e.getX(), e.getY())
    if e.getButton() == 3:
        a = getOneActorAt(loc)
        if a != None:
            removeActor(a)
        log.append("right")
    elif e.getClickCount() == 2:
        removeAllActors()
        log.append("double")
    else:
        addActor(Actor("sprites/marble.png"), loc)
        log.append("left")

def onMouseMoved(e):
    setStatusText("mouse at " + str(toLocationInGrid(e.getX(), e.getY())))

def onMouseEntered(e):
    log.append("enter")

def onMouseExited(e):
    log.append("exit")

makeGameGrid(8, 6, 50, Color.red, mousePressed=onMousePressed, mouseMoved=onMouseMoved,
             mouseEntered=onMouseEntered, mouseExited=onMouseExited)
addStatusBar(25)
show()
delay(2000)
print(log)
print("actors", getNumberOfActors())
