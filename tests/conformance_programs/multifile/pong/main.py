# One-player pong in three files (a pupil's project, TigerJython): the paddle follows the arrow keys,
# the puck bounces and counts the hits. paddle.py looks like Python 3; main.py imports it, so it is
# read as Python 2 like the rest. Sprites in sprites/ beside the files.
from gamegrid import *
from paddle import *
from puck import Puck

def onKey(e):
    if e.getKeyCode() == 37:
        paddle.shift(-1)
    elif e.getKeyCode() == 39:
        paddle.shift(1)
    return True

makeGameGrid(COLS, ROWS, 20, Color.black, None, False, keyPressed=onKey)
addStatusBar(20)
paddle = Paddle()
addActor(paddle, paddle.home())
puck = Puck(paddle)
addActor(puck, Location(COLS // 2, 1))
print "paddle at", paddle.getX(), "puck at", puck.getX(), puck.getY()
setSimulationPeriod(40)
doRun()
show()
