# GameGrid subclass with act() override and a GGMouseListener; removeAllActors from act.
from gamegrid import *

class MyGame(GameGrid, GGMouseListener):
    def __init__(self):
        GameGrid.__init__(self, 8, 8, 40, Color.red, False)
        self.cycles = 0
        self.clicked = []
        self.addMouseListener(self, GGMouse.lPress | GGMouse.rPress)
        self.setSimulationPeriod(100)
        self.show()
        self.doRun()

    def act(self):
        self.cycles += 1
        if self.cycles % 10 == 0:
            self.removeAllActors()

    def mouseEvent(self, mouse):
        loc = self.toLocationInGrid(mouse.getX(), mouse.getY())
        self.clicked.append((str(loc), mouse.getEvent() == GGMouse.rPress))
        self.addActor(Actor("sprites/ball.gif"), loc)
        return True

game = MyGame()
delay(2500)
print("cycles", game.cycles)
print("clicked", game.clicked)
print("actors", game.getNumberOfActors())
