# Two lamps blink in their own java.lang.Thread (one a subclass, one running a Runnable); the main
# program waits for both with join() and then counts on a key press.
from gamegrid import *
from java.lang import Thread, Runnable

class Blinker(Thread):
    def __init__(self, lamp, times):
        Thread.__init__(self)
        self.lamp = lamp
        self.times = times
    def run(self):
        for i in range(self.times):
            self.lamp.showNextSprite()
            Thread.sleep(5)

class Counter(Runnable):
    def __init__(self):
        self.count = 0
    def run(self):
        for i in range(10):
            self.count += 1
            delay(2)

def onKey(e):
    setStatusText("key %d, lamps %d %d, counted %d" % (e.getKeyCode(), lamp1.getIdVisible(),
                                                         lamp2.getIdVisible(), counter.count))

makeGameGrid(4, 1, 60, Color.black, None, False, keyPressed = onKey)
addStatusBar(25)
lamp1 = Actor("sprites/lamp.gif", 2)
lamp2 = Actor("sprites/lamp.gif", 2)
addActor(lamp1, Location(1, 0))
addActor(lamp2, Location(2, 0))
counter = Counter()
t1 = Blinker(lamp1, 3)
t2 = Thread(counter, "counter")
t1.start()
t2.start()
t1.join()
t2.join()
print "threads done:", t1.isAlive(), t2.getName(), counter.count
show()
