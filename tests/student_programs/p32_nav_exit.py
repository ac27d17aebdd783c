# navigation callbacks, notifyExit asking before closing, getKeyCodeWait after the window closed,
# an error in the script's own body after show().
from gamegrid import *

log = []

def onStarted():
    log.append("started")

def onPaused():
    log.append("paused")

def onExit():
    log.append("exit")
    if len(log) >= 1 and log.count("exit") >= 2:
        dispose()
    return False

makeGameGrid(5, 5, 40, Color.white, notifyExit=onExit)
registerNavigation(started=onStarted, paused=onPaused)
show()
doRun()
doPause()
k = getKeyCodeWait()
print("key", k, "disposed", isDisposed(), log)
items = [1, 2, 3]
print(items[5])
