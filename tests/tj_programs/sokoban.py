from gamegrid import *

class Box(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/block0.gif")

class Wall(Actor):
	def __init__(self):
		Actor.__init__(self, "sprites/brick.gif")

class Player(Actor):
	def __init__(self):
		Actor.__init__(self, True, "sprites/pacman.gif")
	def tryMove(self, direction):
		global moves
		self.setDirection(direction)
		nxt = self.getNextMoveLocation()
		if not isInGrid(nxt) or getOneActorAt(nxt, Wall) != None:
			return
		box = getOneActorAt(nxt, Box)
		if box != None:
			behind = nxt.getNeighbourLocation(direction)
			if not isInGrid(behind) or not isEmpty(behind):
				return
			box.setLocation(behind)
		self.move()
		moves += 1

def keyCallback(e):
	dirs = {KeyEvent.VK_LEFT: 180, KeyEvent.VK_RIGHT: 0, KeyEvent.VK_UP: 270, KeyEvent.VK_DOWN: 90}
	if dirs.has_key(e.getKeyCode()):
		player.tryMove(dirs[e.getKeyCode()])
	done = True
	for t in targets:
		if getOneActorAt(t, Box) == None:
			done = False
	setStatusText("Moves: %d%s" % (moves, " - solved!" if done else ""))
	refresh()

level = ["#######",
         "#  .  #",
         "#  $  #",
         "#  @  #",
         "#######"]
moves = 0
targets = []
makeGameGrid(7, 5, 50, None, False, keyPressed = keyCallback)
addStatusBar(25)
bg = getBg()
for y in range(len(level)):
	for x in range(len(level[y])):
		c = level[y][x]
		loc = Location(x, y)
		if c == "#":
			addActor(Wall(), loc)
		elif c == "$":
			addActor(Box(), loc)
		elif c == "@":
			player = Player()
			addActor(player, loc)
		elif c == ".":
			targets.append(loc)
			bg.fillCell(loc, X11Color("gold"))
show()
