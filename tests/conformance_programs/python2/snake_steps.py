# A snake that walks on the grid with the arrow keys (pupil, Python 2 with print statements).
from gamegrid import *

SIZE = 11
moves = {37: 180, 38: 270, 39: 0, 40: 90}

class Head(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/snakeHead.gif")
        self.trail = []

def onKey(e):
    code = e.getKeyCode()
    if not moves.has_key(code):
        print "not an arrow:", code
        return True
    head.trail.append(head.getLocation())
    head.setDirection(moves[code])
    head.move()
    print "head at", head.getX(), head.getY()
    setStatusText("Steps: %d" % len(head.trail))
    return True

makeGameGrid(SIZE, SIZE, 30, Color.gray, None, False, keyPressed=onKey)
addStatusBar(20)
head = Head()
centre = SIZE // 2                 # 5, a cell index
addActor(head, Location(centre, centre))
for i in xrange(3):
    addActor(Actor("sprites/snakeTail.gif"), Location(centre - 1 - i, centre))
print "start", centre, SIZE / 2
show()
