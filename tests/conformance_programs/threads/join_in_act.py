# act() starts a worker that adds a row of beetles, and waits for it with join(): the simulation's thread waits
# while the worker needs the game.
import threading
from gamegrid import *

class Spawner(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/beetle.gif")
        self.rows = 0

    def act(self):
        if self.rows < 3:
            self.rows += 1
            row = self.rows

            def worker():
                for x in range(5):
                    addActor(Actor("sprites/beetle.gif"), Location(x, row))
            helper = threading.Thread(target=worker)
            helper.start()
            helper.join()
            print("row", row, getNumberOfActors())

makeGameGrid(6, 4, 30, Color.white, False)
addActor(Spawner(), Location(5, 0))
show()
doRun()
