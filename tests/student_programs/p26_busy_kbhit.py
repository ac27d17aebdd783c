# busy kbhit loop without any delay(): must still see keys and end on ESC.
from gamegrid import *

makeGameGrid(5, 5, 40, Color.white)
show()
seen = []
while True:
    if kbhit():
        k = getKeyCode()
        seen.append(k)
        if k == 27:
            break
print("seen", seen)
setStatusText("bye")
