# an endless getKeyCodeWait() loop that forgets the window can be closed: after the close it
# gets 65535 forever; the run must still end (time limit), not spin without time passing.
from gamegrid import *

makeGameGrid(5, 5, 40, Color.white)
a = Actor("sprites/bug.gif")
addActor(a, Location(2, 2))
show()
n = 0
while True:
    k = getKeyCodeWait()
    n += 1
    if k == 39:
        a.move()
        print("moved to", a.getLocation())
