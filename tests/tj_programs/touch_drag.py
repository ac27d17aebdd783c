from gamegrid import *

class MyMouseTouchListener(GGMouseTouchListener):
	def mouseTouched(self, actor, mouse, spot):
		global startLocation, startPoint
		if mouse.getEvent() == GGMouse.lPress:
			startLocation = actor.getLocation()
			startPoint = toPoint(startLocation)
		elif mouse.getEvent() == GGMouse.lDrag:
			actor.setLocationOffset(mouse.getX() - startPoint.x, mouse.getY() - startPoint.y)
		elif mouse.getEvent() == GGMouse.lRelease:
			actor.setLocationOffset(0, 0)
			loc = toLocationInGrid(mouse.getX(), mouse.getY())
			if isEmpty(loc):
				actor.setLocation(loc)
			setStatusText("moved to " + str(actor.getLocation()))
		refresh()

makeGameGrid(7, 7, 70, None, "sprites/solitaire_board.png", False)
addStatusBar(30)
listener = MyMouseTouchListener()
for x in range(2, 5):
	marble = Actor("sprites/marble.png")
	addActor(marble, Location(x, 3))
	marble.addMouseTouchListener(listener, GGMouse.lPress | GGMouse.lDrag | GGMouse.lRelease, True)
show()
