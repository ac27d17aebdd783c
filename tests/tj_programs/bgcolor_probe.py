from gamegrid import *

class Mouse(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/mouse.gif")
	def act(self):
		ahead = toPoint(self.getNextMoveLocation())
		c = getBg().getColor(ahead)
		if c == Color.black or c.equals(X11Color("black")):
			self.turn(90)
		else:
			self.move()

makeGameGrid(8, 8, 40, None, None, False)
setBgColor(Color.white)
bg = getBg()
bg.setPaintColor(Color.black)
for x in range(8):
	bg.fillCell(Location(x, 0), Color.black)
	bg.fillCell(Location(x, 7), Color.black)
	bg.fillCell(Location(0, x), Color.black)
	bg.fillCell(Location(7, x), Color.black)
mouse = Mouse()
addActor(mouse, Location(1, 1), 0)
c = bg.getColor(Point(100, 100))
print "white?", c == Color.white, c == makeColor("white"), c.equals(Color.WHITE), X11Color("white") == Color.white
show()
doRun()
delay(4200)
doPause()
print "mouse", mouse.getLocation(), mouse.getDirection()
