from gamegrid import *

class Snake(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/snakeHead.gif")
	def act(self):
		key = getKeyCode()
		if key == KeyEvent.VK_UP:
			self.setDirection(Location.NORTH)
		elif key == KeyEvent.VK_LEFT:
			self.setDirection(Location.CompassDirection.WEST)
		self.move()

def onTyped(e):
	typed.append(e.getKeyChar())

def onClicked(e):
	clicks.append(e.getClickCount())

typed = []
clicks = []
makeGameGrid(20, 20, 20, Color.red, False, keyTyped = onTyped, mouseClicked = onClicked)
snake = Snake()
addActor(snake, Location(10, 10), Location.EAST)
show()
doRun()
while not isDisposed():
	delay(100)
print "snake", snake.getLocation(), snake.getDirection(), "typed", "".join(typed), "clicks", clicks
