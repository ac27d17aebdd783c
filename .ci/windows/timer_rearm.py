# A pupil's clock: a threading.Timer that starts the next one each time (it never ends by itself).
import threading
from gamegrid import *

makeGameGrid(6, 3, 40, Color.white, False)
addStatusBar(24)
show()
ticks = 0

def tick():
    global ticks, timer
    ticks += 1
    setStatusText("ticks: %d" % ticks)
    timer = threading.Timer(0.1, tick)
    timer.start()

tick()
