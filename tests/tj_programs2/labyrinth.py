# A random labyrinth (GGMaze): a bug searches the way from the entrance to the exit by
# backtracking; the player moves a second bug with the arrow keys, never into a wall.
from gamegrid import *

def drawMaze():
    for x in range(nbHorz):
        for y in range(nbVert):
            loc = Location(x, y)
            if maze.isWall(loc):
                getBg().fillCell(loc, Color.black)
            else:
                getBg().fillCell(loc, Color.white)

def canMove(loc):
    return isInGrid(loc) and not maze.isWall(loc)

def search(loc):
    if loc in visited or exitFound[0]:
        return
    visited.append(loc)
    searcher.setLocation(loc)
    if loc == maze.getExitLocation():
        exitFound[0] = True
        return
    for dx, dy in [(1, 0), (0, 1), (-1, 0), (0, -1)]:
        nb = Location(loc.x + dx, loc.y + dy)
        if canMove(nb):
            search(nb)

def onKey(e):
    global steps
    dirs = {KeyEvent.VK_LEFT: (-1, 0), KeyEvent.VK_RIGHT: (1, 0), KeyEvent.VK_UP: (0, -1),
            KeyEvent.VK_DOWN: (0, 1)}
    if e.getKeyCode() in dirs:
        dx, dy = dirs[e.getKeyCode()]
        loc = player.getLocation()
        nb = Location(loc.x + dx, loc.y + dy)
        if canMove(nb):
            player.setLocation(nb)
            steps += 1
        setStatusText("player at " + str(player.getLocation()) + ", steps " + str(steps))

nbHorz = 21
nbVert = 15
makeGameGrid(nbHorz, nbVert, 20, None, None, False, keyPressed = onKey)
addStatusBar(25)
maze = GGMaze(nbHorz, nbVert)
drawMaze()
searcher = Actor(True, "sprites/smallbug.gif")
player = Actor(True, "sprites/bug.gif")
addActor(searcher, maze.getStartLocation())
addActor(player, maze.getStartLocation())
visited = []
exitFound = [False]
steps = 0
search(maze.getStartLocation())
walls = 0
for x in range(nbHorz):
    for y in range(nbVert):
        if maze.isWall(Location(x, y)):
            walls += 1
print "exit found:", exitFound[0], "at", searcher.getLocation(), "free cells:", nbHorz * nbVert - walls
show()
