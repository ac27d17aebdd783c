# isKeyPressed() polled inside act(), keyReleased callback, mouseClicked with click count.
from gamegrid import *

released = []
clicks = []

class Car(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/car0.gif")
    def act(self):
        if isKeyPressed(KeyEvent.VK_LEFT):
            self.turn(-30)
        if isKeyPressed(KeyEvent.VK_RIGHT):
            self.turn(30)
        if isKeyPressed(KeyEvent.VK_UP):
            self.move()

def onKeyReleased(e):
    released.append(e.getKeyCode())

def onMouseClicked(e):
    clicks.append(e.getClickCount())

makeGameGrid(20, 20, 20, None, keyReleased=onKeyReleased, mouseClicked=onMouseClicked)
car = Car()
addActor(car, Location(10, 10))
setSimulationPeriod(100)
show()
doRun()
delay(2500)
print("car", car.getLocation(), car.getDirection())
print("released", released)
print("clicks", clicks)
