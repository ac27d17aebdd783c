# hide/show toggles from act and from keys; multi-sprite actor with showNextSprite.
from gamegrid import *

class Blinker(Actor):
    def __init__(self):
        Actor.__init__(self, "sprites/alien.gif", 2)
        self.t = 0
    def act(self):
        self.t += 1
        self.showNextSprite()
        if self.t % 3 == 0:
            if self.isVisible():
                self.hide()
            else:
                self.show()

def onKeyPressed(e):
    if e.getKeyCode() == KeyEvent.VK_H:
        other.hide()
    elif e.getKeyCode() == KeyEvent.VK_S:
        other.show(1)

makeGameGrid(6, 4, 60, Color.black, keyPressed=onKeyPressed)
setSimulationPeriod(100)
b = Blinker()
addActor(b, Location(1, 1))
other = Actor("sprites/alien.gif", 2)
addActor(other, Location(4, 2))
show()
doRun()
delay(2000)
print("blinker", b.t, b.isVisible(), b.getIdVisible())
print("other", other.isVisible(), other.getIdVisible())
