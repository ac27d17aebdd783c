# multi-line status text, setTitle changes from a key callback, status bar with big height.
from gamegrid import *

n = 0

def onKeyPressed(e):
    global n
    n += 1
    setTitle("Pressed " + str(n) + " keys")
    setStatusText("Key: " + str(e.getKeyCode()) + "\nChar: " + e.getKeyChar() + "\nTotal: " + str(n))

makeGameGrid(8, 4, 50, Color.blue, keyPressed=onKeyPressed)
addStatusBar(60)
setTitle("Status demo")
setStatusText("Press keys\nline two\nline three")
show()
