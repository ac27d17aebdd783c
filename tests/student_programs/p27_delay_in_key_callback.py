# delay() inside a keyPressed callback: the simulation keeps running, later keys wait their turn.
from gamegrid import *

events = []

class Mover(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/bug.gif")
        self.n = 0
    def act(self):
        self.n += 1

def onKeyPressed(e):
    events.append(("start", e.getKeyCode(), m.n))
    delay(400)
    events.append(("end", e.getKeyCode(), m.n))

makeGameGrid(5, 5, 40, Color.white, keyPressed=onKeyPressed)
m = Mover()
addActor(m, Location(1, 1))
setSimulationPeriod(50)
show()
doRun()
delay(2000)
for ev in events:
    print(ev)
