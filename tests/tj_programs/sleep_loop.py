from gamegrid import *
import time

makeGameGrid(400, 300, 1, None, None, False)
ball = Actor("sprites/ball.gif")
addActor(ball, Location(20, 150))
show()
n = 0
while not isDisposed() and n < 30:
	ball.setX(ball.getX() + 10)
	refresh()
	time.sleep(0.02)
	n += 1
print "x", ball.getX(), n
