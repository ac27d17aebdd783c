# The main thread waits for a worker in event.wait() and queue.get(), while the worker fills the grid.
import queue
import threading
from gamegrid import *

makeGameGrid(10, 2, 30, Color.white, False)
show()
doRun()
answers = queue.Queue()
first_row_done = threading.Event()

def worker():
    for i in range(10):
        addActor(Actor("sprites/beetle.gif"), Location(i, 0))
    first_row_done.set()
    for i in range(10):
        addActor(Actor("sprites/beetle.gif"), Location(i, 1))
    answers.put(getNumberOfActors())

threading.Thread(target=worker).start()
first_row_done.wait()
print("first row", len(getActorsAt(Location(9, 0))))
print("worker counted", answers.get())
