# TextActor updated from act, background drawing, bg.clear in a key callback.
from gamegrid import *

class Score(Actor):
    pass

n = 0

class Ticker(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/bug.gif")
    def act(self):
        global n, label
        n += 1
        label.removeSelf()
        label = TextActor("n = " + str(n), Color.white, Color.black, Font("Arial", Font.BOLD, 14))
        addActor(label, Location(1, 0))
        bg.setPaintColor(Color.yellow)
        bg.fillCircle(toPoint(Location(n % 6, 3)), 8)

def onKeyPressed(e):
    bg.clear()

makeGameGrid(6, 5, 50, None, keyPressed=onKeyPressed)
bg = getBg()
bg.clear(Color(40, 40, 120))
label = TextActor("start")
addActor(label, Location(1, 0))
addActor(Ticker(), Location(3, 3))
setSimulationPeriod(100)
show()
doRun()
