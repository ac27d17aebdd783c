from gamegrid import *

class MyMouseTouchListener(GGMouseTouchListener):
	def mouseTouched(self, actor, mouse, spot):
		global hotSpot, dragged
		event = mouse.getEvent()
		if event == GGMouse.lPress:
			hotSpot = spot
			dragged = actor
			actor.setOnTop()
		elif event == GGMouse.lDrag:
			actor.setPixelLocation(Point(mouse.getX() - hotSpot.x, mouse.getY() - hotSpot.y))
		elif event == GGMouse.lRelease:
			actor.setLocation(toLocationInGrid(mouse.getX(), mouse.getY()))
			actor.setLocationOffset(Point(0, 0))
		refresh()

hotSpot = None
dragged = None
makeGameGrid(6, 6, 70, Color.red, False)
setBgColor(WHITE)
listener = MyMouseTouchListener()
for i in range(3):
	card = Actor("sprites/token_" + str(i % 2) + ".png")
	addActor(card, Location(i, 0))
	card.addMouseTouchListener(listener, GGMouse.lPress | GGMouse.lDrag | GGMouse.lRelease, True)
show()
while not isDisposed():
	delay(50)
print "hotspot", hotSpot.x, hotSpot.y, "dragged to", dragged.getLocation(), getSimulationPeriod(), getNbCycles()
print "bg", getBgColor().getRed(), len(getActors())
