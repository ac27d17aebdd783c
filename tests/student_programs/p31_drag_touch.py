# drag an actor with mouseDragged + setLocationOffset; touch listener on actors; keyRepeated raising.
from gamegrid import *

dragged = None
start = None
touched = []

def onMousePressed(e):
    global dragged, start
    start = toLocationInGrid(e.getX(), e.getY())
    dragged = getOneActorAt(start)

def onMouseDragged(e):
    if dragged != None:
        p = toPoint(start)
        dragged.setLocationOffset(Point(e.getX() - p.x, e.getY() - p.y))

def onMouseReleased(e):
    global dragged
    if dragged != None:
        dragged.setLocationOffset(Point(0, 0))
        dragged.setLocation(toLocationInGrid(e.getX(), e.getY()))
        setStatusText("dropped at " + str(dragged.getLocation()))
    dragged = None

def onKeyRepeated(code):
    if code == 32:
        raise ValueError("space held")

class Touch(GGMouseTouchListener):
    def mouseTouched(self, actor, mouse, spot):
        touched.append((actor.getX(), actor.getY(), mouse.getEvent() == GGMouse.enter))

makeGameGrid(6, 6, 50, Color.blue, mousePressed=onMousePressed, mouseDragged=onMouseDragged,
             mouseReleased=onMouseReleased, keyRepeated=onKeyRepeated)
addStatusBar(20)
stone = Actor("sprites/marble.png")
addActor(stone, Location(1, 1))
other = Actor("sprites/marble.png")
addActor(other, Location(4, 4))
other.addMouseTouchListener(Touch(), GGMouse.enter | GGMouse.leave)
show()
delay(2000)
print("touched", touched)
print("stone", stone.getLocation(), stone.getLocationOffset() if hasattr(stone, "getLocationOffset") else "")
