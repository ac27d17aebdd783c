# callbacks defined with the wrong parameters (forgot the event argument): the error must point at
# the def line, and the game goes on.
from gamegrid import *

def onMousePressed():
    setStatusText("pressed")

def onKeyPressed(e):
    setStatusText("key " + str(e.getKeyCode()))

makeGameGrid(5, 5, 40, Color.red, mousePressed=onMousePressed, keyPressed=onKeyPressed)
addStatusBar(20)
show()
