# A Thread subclass with run(): it moves the turtle-like fish itself, in its own rhythm,
# while the main program has already ended. The thread never ends by itself (non-daemon).
from gamegrid import *
from threading import Thread
import time

class Mover(Thread):
    def __init__(self, actor):
        Thread.__init__(self)
        self.actor = actor
        self.steps = 0

    def run(self):
        while True:
            self.actor.move()
            if self.actor.isNearBorder():
                self.actor.turn(90)
            self.steps += 1
            refresh()
            time.sleep(0.05)

makeGameGrid(6, 6, 50, Color.green, False)
fish = Actor(True, "sprites/nemo.gif")
addActor(fish, Location(0, 0))
show()
mover = Mover(fish)
mover.start()
