# Three workers share the grid with the simulation: each adds and removes its own bees;
# act() of every bee runs in the simulation at the same time. Nothing may get lost.
import threading
import time
from gamegrid import *

class Bee(Actor):
    def __init__(self, owner):
        Actor.__init__(self, "sprites/beetle.gif")
        self.owner = owner
    def act(self):
        self.move()
        if not self.isInGrid():
            self.setLocation(Location(0, self.getY()))

done = []

def worker(number):
    mine = []
    for i in range(30):
        bee = Bee(number)
        addActor(bee, Location(i % 10, number))
        mine.append(bee)
        if len(mine) > 5:
            removeActor(mine.pop(0))
        time.sleep(0.01)
    done.append((number, len(mine)))

makeGameGrid(10, 3, 30, Color.white, False)
setSimulationPeriod(10)
show()
doRun()
workers = [threading.Thread(target=worker, args=(n,)) for n in range(3)]
for w in workers:
    w.start()
for w in workers:
    w.join()
print("done", sorted(done), getNumberOfActors())
