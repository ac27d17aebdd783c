from gamegrid import *

def onExit():
	global tries
	tries += 1
	setStatusText("close requested " + str(tries))
	if tries >= 2:
		dispose()
	return False

tries = 0
makeGameGrid(5, 5, 40, Color.red, False, notifyExit = onExit)
addStatusBar(20)
show()
while not isDisposed():
	delay(100)
print "tries", tries
