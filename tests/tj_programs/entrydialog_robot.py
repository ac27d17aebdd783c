# A bug on a grid, steered by an entry dialog: steps, colour trail, direction, speed.
# Arrow keys in the game window turn it too.
from gamegrid import *
from entrydialog import *

def onKeyPressed(e):
    code = e.getKeyCode()
    if code == KeyEvent.VK_LEFT:
        bug.turn(-90)
    elif code == KeyEvent.VK_RIGHT:
        bug.turn(90)

makeGameGrid(10, 10, 40, Color.gray, False, keyPressed = onKeyPressed)
setTitle("Robot")
addStatusBar(25)
bug = Actor(True, "sprites/bug.gif")
addActor(bug, Location(0, 5), 0)
show()

steps = IntEntry("Steps:", 1)
trail = CheckEntry("Trail", True)
north = RadioEntry("North")
east = RadioEntry("East", True)
south = RadioEntry("South")
speed = SliderEntry(0, 500, 100, 100, 50)
go = ButtonEntry("Go")
home = ButtonEntry("Home")
dlg = EntryDialog(EntryPane(steps, trail), EntryPane("Direction", north, east, south), EntryPane(speed),
                  EntryPane(go, home))
dlg.setTitle("Robot control")

moves = 0
while not dlg.isDisposed() and not isDisposed():
    if go.isTouched():
        if north.getValue():
            bug.setDirection(270)
        elif south.getValue():
            bug.setDirection(90)
        elif east.getValue():
            bug.setDirection(0)
        n = steps.getValue()
        if n == None:
            setStatusText("Steps must be a whole number")
            continue
        for i in range(n):
            if trail.getValue():
                getBg().fillCell(bug.getLocation(), Color.yellow)
            if bug.isMoveValid():
                bug.move()
                moves += 1
            delay(speed.getValue())
        refresh()
        setStatusText("at " + str(bug.getLocation()) + " after " + str(moves) + " moves")
    if home.isTouched():
        bug.setLocation(Location(0, 5))
        bug.setDirection(0)
    delay(20)
name = inputString("Your name?")
print name, "moved", moves, "times, bug at", bug.getLocation()
