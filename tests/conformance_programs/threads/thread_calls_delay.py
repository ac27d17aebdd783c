# A thread that uses gamegrid's delay() itself to paint a pattern on the background, cell by cell,
# while the main thread's loop moves a ball with the keyboard.
from gamegrid import *
import threading

painted = []

def painter():
    bg = getBg()
    for x in range(6):
        bg.setPaintColor(Color.yellow)
        bg.fillCell(Location(x, 0), Color.yellow)
        painted.append(x)
        setStatusText("painted " + str(len(painted)))
        delay(100)

makeGameGrid(6, 4, 40, Color.white, False)
addStatusBar(20)
ball = Actor("sprites/ball_0.gif")
addActor(ball, Location(0, 2))
show()
t = threading.Thread(target=painter)
t.start()
while not isDisposed():
    key = getKeyCode()
    if key == KeyEvent.VK_RIGHT:
        ball.move()
    delay(20)
