from gamegrid import *

def onTouch(actor, mouse, spot):
	if mouse.getEvent() == GGMouse.lClick:
		actor.showNextSprite()
		counts[actor.tag] = counts.get(actor.tag, 0) + 1
	refresh()

counts = {}
makeGameGrid(4, 1, 80, Color.red, False)
for i in range(4):
	lamp = Actor("sprites/lamp.gif", 2)
	lamp.tag = i
	addActor(lamp, Location(i, 0))
	lamp.addMouseTouchListener(onTouch, GGMouse.lClick)
	lamp.setMouseTouchCircle(Point(0, 0), 30)
show()
while not isDisposed():
	delay(50)
keys = counts.keys()
keys.sort()
print "counts", [(k, counts[k]) for k in keys]
print "ids", [a.getIdVisible() for a in getActors()]
