from gamegrid import *

class Hover(GGMouseTouchListener):
	def mouseTouched(self, actor, mouse, spot):
		if mouse.getEvent() == GGMouse.enter:
			actor.show(1)
			log.append("enter " + str(actor.getX()))
		elif mouse.getEvent() == GGMouse.leave:
			actor.show(0)
			log.append("leave " + str(actor.getX()))
		refresh()

log = []
makeGameGrid(4, 1, 80, Color.red, False)
h = Hover()
for x in range(4):
	lamp = Actor("sprites/bulb.gif", 2)
	addActor(lamp, Location(x, 0))
	lamp.setMouseTouchRectangle(Point(0, 0), 60, 60)
	lamp.addMouseTouchListener(h, GGMouse.enter | GGMouse.leave)
show()
while not isDisposed():
	delay(50)
print log
print [a.getIdVisible() for a in getActors()]
