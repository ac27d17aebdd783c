# Java style: a Runnable for java.lang.Thread, Thread.sleep in milliseconds, getters and setters.
from gamegrid import *
from java.lang import Thread, Runnable

class Blinker(Runnable):
    def __init__(self, actor):
        self.actor = actor
        self.count = 0

    def run(self):
        while self.count < 8:
            if self.actor.isVisible():
                self.actor.hide()
            else:
                self.actor.show()
            self.count += 1
            setStatusText("blink " + str(self.count))
            Thread.sleep(100)

makeGameGrid(5, 5, 50, Color.black, False)
addStatusBar(20)
lamp = Actor("sprites/bulb_0.gif")
addActor(lamp, Location(2, 2))
show()
blinker = Blinker(lamp)
Thread(blinker).start()
