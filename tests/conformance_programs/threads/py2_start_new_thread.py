# Python 2 style, as in an older TigerJython course: the thread module and print statements.
import thread
import time
from gamegrid import *

stars = 0

def addStars(n):
    global stars
    for i in range(n):
        addActor(Actor("sprites/star.png"), Location(i, i))
        stars = stars + 1
        time.sleep(0.1)
    print "stars added:", stars
    setStatusText("Stars: " + str(stars))

makeGameGrid(7, 7, 40, Color.darkGray, False)
addStatusBar(20)
show()
thread.start_new_thread(addStars, (5,))
while stars < 5 and not isDisposed():
    delay(50)
delay(200)
