# Frogger: the frog crosses four lanes of cars; move it with the arrow keys (held keys repeat).
# (In the style of the TigerJython tutorial GG3: pixel grid 800 x 600, keyRepeated callback)
from gamegrid import *

class Car(Actor):
    def __init__(self, path, speed):
        Actor.__init__(self, path)
        self.speed = speed

    def act(self):
        self.move(self.speed)
        if self.getX() < -100:
            self.setX(1650)
        if self.getX() > 1650:
            self.setX(-100)

class Frog(Actor):
    def __init__(self):
        Actor.__init__(self, True, "sprites/frog.gif")
        self.lives = 3

    def act(self):
        for car in getActors(Car):
            if abs(car.getX() - self.getX()) < 90 and abs(car.getY() - self.getY()) < 30:
                self.lives = self.lives - 1
                setStatusText("Crash! Lives left: " + str(self.lives))
                print("crash at", self.getX(), self.getY())
                self.setLocation(Location(400, 560))
                if self.lives == 0:
                    setStatusText("Game over")
                    doPause()
                return
        if self.getY() < 40:
            setStatusText("You made it!")
            print("The frog crossed the road")
            doPause()

def onKeyRepeated(keyCode):
    if not isRunning():
        return
    if keyCode == 37:       # left
        frog.setX(frog.getX() - 5)
    elif keyCode == 38:     # up
        frog.setY(frog.getY() - 5)
    elif keyCode == 39:     # right
        frog.setX(frog.getX() + 5)
    elif keyCode == 40:     # down
        frog.setY(frog.getY() + 5)

def initCars():
    for i in range(20):
        car = Car("sprites/car" + str(i) + ".gif", 0)
        if i < 5:
            car.speed = 5
            addActor(car, Location(350 * i, 100), 0)
        elif i < 10:
            car.speed = 4
            addActor(car, Location(350 * (i - 5), 220), 0)
        elif i < 15:
            car.speed = 3
            addActor(car, Location(350 * (i - 10), 350), 180)
            car.setHorzMirror(True)
        else:
            car.speed = 2
            addActor(car, Location(350 * (i - 15) + 100, 470), 180)
            car.setHorzMirror(True)

makeGameGrid(800, 600, 1, None, "sprites/lane.gif", False, keyRepeated = onKeyRepeated)
setSimulationPeriod(50)
setTitle("Frogger - use the arrow keys")
frog = Frog()
addActor(frog, Location(400, 560), 270)
initCars()
addStatusBar(30)
setStatusText("Lives: 3")
show()
doRun()
