# a script loop that forgot delay(): while True ... refresh(). Keys must still arrive, and the
# window must still be closable (here: the run's time limit stops it).
from gamegrid import *

turns = 0

def onKeyPressed(e):
    global turns
    turns += 1
    a.turn(90)
    setStatusText("turns: " + str(turns))

makeGameGrid(10, 10, 30, Color.white, keyPressed=onKeyPressed)
addStatusBar(20)
a = Actor("sprites/bug.gif")
addActor(a, Location(0, 5))
show()
while True:
    if a.isMoveValid():
        a.move()
    else:
        a.turn(180)
    refresh()
