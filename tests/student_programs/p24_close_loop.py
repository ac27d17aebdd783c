# while not isDisposed() loop with getKeyCode() polling (no kbhit); code after the loop runs
# once the window is closed.
from gamegrid import *

makeGameGrid(5, 5, 40, Color.white)
show()
codes = []
while not isDisposed():
    k = getKeyCode()
    if k != 65535:
        codes.append(k)
    delay(10)
print("codes", codes)
print("closed", isDisposed())
