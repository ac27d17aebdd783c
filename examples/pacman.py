# Pacman eats pills: steer with the arrow keys, walls block the way.
# (In the style of the TigerJython Pacman exercises: rotatable multi-sprite actor, keyPressed)
from gamegrid import *

maze = ["##########",
        "#........#",
        "#.##.###.#",
        "#.#......#",
        "#.#.##.#.#",
        "#...#..#.#",
        "#.#...##.#",
        "#.###....#",
        "#........#",
        "##########"]

class Pill(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/pille.gif", 3)

class PacMan(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/pacman.gif", 3)
        self.eaten = 0

    def act(self):
        self.showNextSprite()       # open and close the mouth
        next = self.getNextMoveLocation()
        if isWall(next):
            return
        self.move()
        pill = getOneActorAt(self.getLocation(), Pill)
        if pill != None and pill.getIdVisible() == 0:
            pill.show(2)            # the empty cell picture
            self.eaten = self.eaten + 1
            setStatusText("Pills eaten: " + str(self.eaten) + " of " + str(nbPills))
            if self.eaten == nbPills:
                setStatusText("All pills eaten. You win!")
                print("You win after " + str(getNbCycles()) + " cycles")
                doPause()

def isWall(location):
    return maze[location.y][location.x] == "#"

def keyPressed(e):
    code = e.getKeyCode()
    if code == KeyEvent.VK_LEFT:
        pacman.setDirection(180)
    elif code == KeyEvent.VK_UP:
        pacman.setDirection(270)
    elif code == KeyEvent.VK_RIGHT:
        pacman.setDirection(0)
    elif code == KeyEvent.VK_DOWN:
        pacman.setDirection(90)

makeGameGrid(10, 10, 60, None, False, keyPressed = keyPressed)
setBgColor(Color.black)
setTitle("Pacman")
nbPills = 0
bg = getBg()
for y in range(10):
    for x in range(10):
        if maze[y][x] == "#":
            bg.fillCell(Location(x, y), Color.blue)
        elif maze[y][x] == ".":
            addActor(Pill(), Location(x, y))
            nbPills = nbPills + 1
pacman = PacMan()
addActor(pacman, Location(1, 1))
pill = getOneActorAt(Location(1, 1), Pill)
pill.show(2)
nbPills = nbPills - 1
addStatusBar(30)
setStatusText("Pills eaten: 0 of " + str(nbPills))
setSimulationPeriod(150)
show()
doRun()
