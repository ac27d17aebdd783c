from gamegrid import *

def onKey(e):
	seen.append(e.getKeyCode())

def onRelease(e):
	released.append(e.getKeyCode())

seen = []
released = []
polled = []
makeGameGrid(5, 5, 40, Color.red, False, keyPressed = onKey, keyReleased = onRelease)
show()
while len(polled) < 2:
	k = getKeyCode()
	if k != 65535:
		polled.append(k)
	delay(20)
print "seen", seen, "released", released, "polled", polled
