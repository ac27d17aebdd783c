# import gamegrid as gg; remove other actors inside act(); add new ones.
import gamegrid as gg

class Eater(gg.Actor):
    def __init__(self):
        gg.Actor.__init__(self, "sprites/pacman.gif")
    def act(self):
        self.move()
        if not self.isMoveValid():
            self.turn(90)
        for f in gg.getActorsAt(self.getLocation(), Food):
            f.removeSelf()
            print("eaten at", self.getLocation())

class Food(gg.Actor):
    def __init__(self):
        gg.Actor.__init__(self, "sprites/pille_0.gif")

gg.makeGameGrid(8, 8, 40, gg.Color.blue)
gg.setSimulationPeriod(50)
gg.addActor(Eater(), gg.Location(0, 0))
for x in range(1, 8):
    gg.addActor(Food(), gg.Location(x, 0))
gg.show()
gg.doRun()
gg.delay(2000)
print("left:", len(gg.getActors(Food)))
