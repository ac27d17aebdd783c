# Countdown thread: writes the seconds left into the status bar, then ends the round.
# The main program waits for the round to end, as in the tutorial, with isDisposed().
from gamegrid import *
import threading
import time

class Countdown(threading.Thread):
    def __init__(self, seconds):
        threading.Thread.__init__(self)
        self.seconds = seconds
        self.finished = False

    def run(self):
        while self.seconds > 0:
            setStatusText("Still " + str(self.seconds) + " s")
            time.sleep(0.25)
            self.seconds -= 1
        setStatusText("Round over")
        setBgColor(Color.red)
        self.finished = True

makeGameGrid(8, 8, 40, Color.black, False)
addStatusBar(25)
show()
countdown = Countdown(6)
countdown.start()
rounds = 0
while not isDisposed() and not countdown.finished:
    rounds += 1
    delay(50)
print("main saw the end:", countdown.finished, rounds > 5)
