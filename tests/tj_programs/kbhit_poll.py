from gamegrid import *

makeGameGrid(6, 6, 40, Color.red, False)
addStatusBar(20)
fly = Actor("sprites/fly.gif")
addActor(fly, Location(0, 0))
show()
keys = []
while len(keys) < 3:
	if kbhit():
		code = getKeyCode()
		keys.append(code)
		fly.setX(fly.getX() + 1)
setStatusText("keys " + str(keys) + " none " + str(getKeyCode()))
