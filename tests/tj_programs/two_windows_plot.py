# A fish population in a GameGrid beside its live plot in a GPanel, the way TigerJython's "Effects" chapter
# shows a simulation beside a graph. Both modules are star-imported, gpanel first: gamegrid's addStatusBar,
# delay and isDisposed win (Python's star imports: the later one's names); the plot's own status bar is
# reached through its object.
from gpanel import *
from gamegrid import *

class Fish(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/nemo.gif")

    def act(self):
        self.move()
        if not self.isMoveValid():
            self.turn(180)
            self.setHorzMirror(not self.isHorzMirror())

def onAct():
    global t
    t += 1
    if t % 3 == 0 and getNumberOfActors() < 8:
        addActor(Fish(), Location(t % 10, (t // 3) % 10))
    n = getNumberOfActors()
    draw(t, n)
    setStatusText("cycle %d: %d fish" % (t, n))
    plot.setStatusText("plotted %d points" % t)

def onClicked(x, y):
    plot.setStatusText("clicked the plot")
    print "plot clicked near", int(round(x)), int(round(y))

def onMousePressed(e):
    loc = toLocationInGrid(e.getX(), e.getY())
    addActor(Fish(), loc)
    print "fish added at", loc.x, loc.y

t = 0
plot = makeGPanel(-5, 55, -1, 13, mousePressed = onClicked)
plot.addStatusBar(20)
title("Population")
drawGrid(0, 50, 0, 12, "gray")
setColor("blue")
pos(0, 0)
makeGameGrid(10, 10, 40, Color.red, False, mousePressed = onMousePressed)
setTitle("Fish")
addStatusBar(25)
registerAct(onAct)
setSimulationPeriod(50)
show()
doRun()
while not isDisposed() and t < 40:
    delay(100)
doPause()
print "done after", t, "cycles with", getNumberOfActors(), "fish"
