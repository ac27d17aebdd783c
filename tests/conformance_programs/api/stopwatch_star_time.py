# A pupil's reaction game: the time module imported with a star, as many pupils write it.
from gamegrid import *
from time import *

start = time()
presses = []

def onKeyPressed(e):
    presses.append(round(time() - start, 1))
    setStatusText("Reaction after " + str(presses[-1]) + " s")

makeGameGrid(8, 4, 50, Color.gray, False, keyPressed = onKeyPressed)
addStatusBar(30)
show()
setStatusText("Press a key!")
sleep(1.5)                      # the window stays alive while the program sleeps
print("slept", round(time() - start, 1))
while len(presses) < 2 and not isDisposed():
    sleep(0.1)
print("reactions", presses)
print("localtime has a year:", localtime().tm_year > 2000)
