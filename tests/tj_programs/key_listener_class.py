from gamegrid import *

class MyKeyListener(GGKeyListener):
	def keyPressed(self, e):
		c = e.getKeyChar()
		if c == 'a':
			hero.move()
		elif e.getKeyCode() == KeyEvent.VK_SPACE:
			hero.turn(180)
		typed.append(c)
		return True
	def keyReleased(self, e):
		return False

typed = []
makeGameGrid(10, 1, 50, Color.red, False)
hero = Actor(True, "sprites/car0.gif")
addActor(hero, Location(5, 0))
addKeyListener(MyKeyListener())
show()
while not isDisposed():
	delay(100)
print "hero", hero.getX(), "".join(typed)
