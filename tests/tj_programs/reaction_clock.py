from gamegrid import *
import time, string

makeGameGrid(3, 1, 100, Color.red, False)
addStatusBar(25)
lamp = Actor("sprites/lightout.gif", 2)
addActor(lamp, Location(1, 0))
show()
results = []
repeat 2:
	lamp.show(0)
	delay(300)
	lamp.show(1)
	refresh()
	start = time.clock()
	key = getKeyCodeWait()
	dt = time.clock() - start
	results.append(dt >= 0)
name = string.upper("anna")
setStatusText(string.join([name, str(len(results)), str(results[0] and results[1])], " "))
f = file("/dev/null", "w")
f.write(name)
f.close()
