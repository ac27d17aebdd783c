from gamegrid import *

def makeBall(color):
	bm = GGBitmap(40, 40)
	bm.setPaintColor(color)
	bm.fillCircle(Point(20, 20), 15)
	return bm.getBufferedImage()

makeGameGrid(400, 300, 1, None, None, False)
balls = []
for i, c in enumerate([Color.red, makeColor("green"), X11Color("blue")]):
	b = Actor(makeBall(c))
	addActor(b, Location(50 + 100 * i, 100))
	balls.append(b)
two = Actor(True, makeBall(Color.yellow), makeBall(Color.cyan))
addActor(two, Location(350, 100))
two.showNextSprite()
p = getPanel(0, 10, 0, 10)
p.color(Color.white)
p.line(0, 0, 10, 10)
p.circle(5, 5, 1, True)
p.drawText("Panel", 1, 9)
img = balls[0].getImage()
print "img", img.getWidth(), img.getHeight(), two.getNbSprites(), two.getIdVisible()
c = getBg().getColor(Point(200, 150))
print "center", c.getRed(), c.getGreen(), c.getBlue()
show()
