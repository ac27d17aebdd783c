# Conway's Game of Life on a grid of cells, drawn with fillCell().
# Use the navigation bar: Step = one generation, Run/Pause, Reset = the start pattern again.
# (In the style of the TigerJython tutorial Si9a: registerAct, registerNavigation)
from gamegrid import *

s = 20   # cells per side

def onAct():
    global a, generation
    b = [[False] * s for i in range(s)]
    for x in range(s):
        for y in range(s):
            n = countNeighbours(x, y)
            if a[x][y]:
                b[x][y] = n == 2 or n == 3
            else:
                b[x][y] = n == 3
    a = b
    generation = generation + 1
    drawGeneration()

def countNeighbours(x, y):
    n = 0
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx == 0 and dy == 0:
                continue
            xx = (x + dx) % s   # the world is a torus
            yy = (y + dy) % s
            if a[xx][yy]:
                n = n + 1
    return n

def drawGeneration():
    bg = getBg()
    alive = 0
    for x in range(s):
        for y in range(s):
            if a[x][y]:
                bg.fillCell(Location(x, y), Color.green, False)
                alive = alive + 1
            else:
                bg.fillCell(Location(x, y), Color.black, False)
    setTitle("Game of Life - generation " + str(generation) + ", " + str(alive) + " alive")
    refresh()

def onReset():
    initPattern()
    drawGeneration()
    return True

def initPattern():
    global a, generation
    generation = 0
    a = [[False] * s for i in range(s)]
    # a glider in the upper left corner
    for (x, y) in [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]:
        a[x][y] = True
    # a blinker on the right
    for y in range(10, 13):
        a[15][y] = True

makeGameGrid(s, s, 800 // s, Color.red)
registerAct(onAct)
registerNavigation(resetted = onReset)
setSimulationPeriod(100)
initPattern()
drawGeneration()
show()
