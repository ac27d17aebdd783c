from gamegrid import *

makeGameGrid(600, 400, 1, None, None, False)
setBgColor(Color.white)
ball = Actor("sprites/ball.gif", 2)
ball.show(1)
addActor(ball, Location(50, 200))
show()
vx = 7
x = 50
for i in range(100):
	x = x + vx
	if x > 550 or x < 50:
		vx = -vx
	ball.setLocation(Location(x, 200))
	refresh()
	delay(10)
print "x", x, ball.getX(), ball.getIdVisible()
p = toPoint(ball.getLocation())
print "point", p.x, p.y, p.getX()
