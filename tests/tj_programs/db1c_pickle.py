from gamegrid import *
import pickle
import os

def pressCallback(e):
	loc = toLocationInGrid(e.getX(), e.getY())
	if getOneActorAt(loc) == None:
		addActor(Actor("sprites/token_1.png"), loc)
	else:
		removeActorsAt(loc)
	refresh()

makeGameGrid(10, 2, 60, Color.red, mousePressed = pressCallback)
show()
while not isDisposed():
	delay(100)
locations = []
for actor in getActors():
	loc = actor.getLocation()
	locations.append([loc.x, loc.y])
fname = os.environ.get("TJ_PICKLE", "db1c_state.dat")
f = open(fname, "wb")
pickle.dump(locations, f)
f.close()
f = open(fname, "rb")
data = pickle.load(f)
f.close()
os.remove(fname)
print "saved", data
