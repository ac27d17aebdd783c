# multi-frame sprite animation, setOnTop/setOnBottom, pixel locations, mirrors, removing in the middle.
from gamegrid import *

class Pac(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/pacman.gif", 3)
    def act(self):
        self.showNextSprite()
        self.move()
        if self.getX() >= 9 or self.getX() <= 0:
            self.turn(180)

makeGameGrid(10, 4, 50, Color.black)
pacs = [Pac() for i in range(4)]
for i, p in enumerate(pacs):
    addActor(p, Location(i, 1))
pacs[0].setOnTop()
pacs[3].setOnBottom()
removeActor(pacs[1])
extra = Actor("sprites/ghost.gif")
addActor(extra, Location(5, 3))
extra.setPixelLocation(Point(260, 160))
setSimulationPeriod(100)
show()
doRun()
delay(1000)
print("ids", [p.getIdVisible() for p in pacs])
print("xs", [p.getX() for p in pacs], "removed", pacs[1].isRemoved())
print("extra", extra.getLocation(), extra.getPixelLocation())
print("paint", [getActors().index(p) if not p.isRemoved() else None for p in pacs])
