from gamegrid import *

def step(n):
	if n == 0:
		return 0
	key = getKeyCodeWait(True)
	if key == KeyEvent.VK_RIGHT:
		marker.move()
	return 1 + step(n - 1)

makeGameGrid(10, 1, 50, Color.red, False)
marker = Actor("sprites/marble.png")
addActor(marker, Location(0, 0))
show()
total = step(3)
print "steps", total, marker.getX()
setTitle("x=%d" % marker.getX())
