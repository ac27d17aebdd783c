# getKeyCode polling loop with delay(); arrows move an actor; q quits the loop.
from gamegrid import *

makeGameGrid(10, 10, 40, Color.gray)
hero = Actor("sprites/pacman.gif")
addActor(hero, Location(5, 5))
show()
moves = 0
while not isDisposed():
    if kbhit():
        code = getKeyCode()
        if code == 37:
            hero.setDirection(180)
        elif code == 39:
            hero.setDirection(0)
        elif code == 38:
            hero.setDirection(270)
        elif code == 40:
            hero.setDirection(90)
        elif code == KeyEvent.VK_Q:
            break
        hero.move()
        moves += 1
        refresh()
    delay(20)
print("moves", moves, "at", hero.getX(), hero.getY())
setStatusText("done")
