# A worker thread brings a new enemy every 0.2 s while the simulation runs; the enemies swim
# to the right and disappear at the border.
import threading
import time
from gamegrid import *

class Enemy(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/crab.gif")

    def act(self):
        self.move()
        if not self.isInGrid():
            self.removeSelf()

spawned = 0
lock = threading.Lock()

def spawner():
    global spawned
    while spawned < 12:
        enemy = Enemy()
        addActor(enemy, Location(0, spawned % 5))
        with lock:
            spawned += 1
        setStatusText("Enemies: " + str(spawned))
        time.sleep(0.2)
    print("spawner done", spawned)

makeGameGrid(20, 5, 30, Color.gray, False)
setSimulationPeriod(50)
addStatusBar(20)
show()
doRun()
worker = threading.Thread(target=spawner)
worker.start()
