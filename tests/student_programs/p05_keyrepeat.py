# keyRepeated / keyPressed callbacks with several keys held.
from gamegrid import *

pressed = []
repeats = {}

def onKeyPressed(e):
    pressed.append(e.getKeyCode())
    return True

def onKeyRepeated(keyCode):
    repeats[keyCode] = repeats.get(keyCode, 0) + 1
    if keyCode == 39:
        car.move()
    if keyCode == 38:
        car.turn(-5)

makeGameGrid(20, 10, 30, Color.lightGray, keyPressed=onKeyPressed, keyRepeated=onKeyRepeated)
car = Actor(True, "sprites/car0.gif")
addActor(car, Location(2, 5))
show()
doRun()
delay(2500)
print("pressed", pressed)
print("repeated", sorted(repeats))
print("car", car.getX(), car.getY())
