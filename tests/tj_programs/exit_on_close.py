from gamegrid import *

def ask(depth):
	key = getKeyCodeWait(True)
	print "key", key, "depth", depth
	return ask(depth + 1)

makeGameGrid(3, 3, 50, Color.red, False)
show()
ask(0)
print "never printed"
