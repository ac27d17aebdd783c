# Mastermind on the espresso board: row marker, pegs placed with clicks, the evaluate button.
from gamegrid import *
import random

def onMousePressed(e):
    global row
    loc = toLocationInGrid(e.getX(), e.getY())
    if loc == Location(6, row) :
        pegs = [a.getIdVisible() for a in getActors(Peg) if a.getY() == row]
        black = len([i for i in range(4) if getOneActorAt(Location(i + 1, row), Peg) != None
                     and getOneActorAt(Location(i + 1, row), Peg).getIdVisible() == secret[i]])
        setStatusText("row " + str(row) + ": " + str(black) + " black")
        row -= 1
        marker.setY(row)
        button.setY(row)
    elif 1 <= loc.x <= 4 and loc.y == row:
        peg = getOneActorAt(loc, Peg)
        if peg == None:
            addActor(Peg(), loc)
        else:
            peg.showNextSprite()
    refresh()

class Peg(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/peg.png", 6)

makeGameGrid(7, 11, 50, None, "sprites/espresso.png", False, mousePressed = onMousePressed)
setTitle("MasterMind")
addStatusBar(30)
random.seed(3)
secret = [random.randint(0, 5) for i in range(4)]
row = 10
marker = Actor("sprites/rowmarker.png")
addActor(marker, Location(0, row))
button = Actor("sprites/evalbutton.png")
addActor(button, Location(6, row))
show()
