# A cannon fires while space is held, at most one shot every 0.3 s, measured with time.time();
# the main loop waits with time.sleep() instead of delay(), as many pupils write it.
from gamegrid import *
import time

class Shot(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/ball_0.gif")
    def act(self):
        self.move(10)
        if not self.isInGrid():
            removeActor(self)

def onKeyRepeated(code):
    global lastShot, shots
    if code == KeyEvent.VK_SPACE and time.time() - lastShot >= 0.3:
        lastShot = time.time()
        shots += 1
        addActor(Shot(), Location(20, 100))

makeGameGrid(600, 200, 1, Color.white, None, False, keyRepeated = onKeyRepeated)
setSimulationPeriod(50)
lastShot = 0
shots = 0
show()
doRun()
start = time.time()
while not isDisposed() and time.time() - start < 5:
    setTitle("shots: %d, cycles: %d" % (shots, getNbCycles()))
    time.sleep(0.25)
print("shots", shots, "cycles", getNbCycles())
