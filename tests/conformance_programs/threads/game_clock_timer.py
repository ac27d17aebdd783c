# Game clock: a threading.Timer re-arms itself every quarter second and shows the time left;
# the arrow keys move the diver. When the time is up, the game stops.
from gamegrid import *
from threading import Timer

timeLeft = 8

def clockTick():
    global timeLeft, clock
    timeLeft = timeLeft - 1
    if timeLeft <= 0:
        setStatusText("Time is up! Score: " + str(diver.getX()))
        doPause()
        return
    setStatusText("Time left: " + str(timeLeft))
    clock = Timer(0.25, clockTick)
    clock.start()

def keyPressed(e):
    if e.getKeyCode() == KeyEvent.VK_RIGHT:
        diver.move()
    elif e.getKeyCode() == KeyEvent.VK_DOWN:
        diver.setLocation(Location(diver.getX(), diver.getY() + 1))

makeGameGrid(10, 6, 50, Color.blue, False, keyPressed = keyPressed)
addStatusBar(25)
diver = Actor("sprites/nemo.gif")
addActor(diver, Location(0, 2))
setStatusText("Time left: " + str(timeLeft))
show()
doRun()
clock = Timer(0.25, clockTick)
clock.start()
