# Dice game split into two files, as TigerJython projects often are: the helper module dicelib.py
# is Python 2 too. Each key press rolls five dice and shows them.
from gamegrid import *
import dicelib

def onKey(e):
    global rounds
    eyes = dicelib.roll(5)
    removeAllActors()
    for i in range(5):
        die = Actor("sprites/peg.png", 6)
        die.show(eyes[i] - 1)
        addActor(die, Location(i, 0))
    rounds += 1
    setStatusText("Round %d: average %d, best %s" % (rounds, dicelib.average(eyes),
                                                      dicelib.Face[max(eyes) - 1]))
    if rounds == 3:
        dicelib.announce("Three rounds played")

makeGameGrid(5, 1, 60, Color.white, None, False, keyPressed = onKey)
addStatusBar(25)
rounds = 0
show()
