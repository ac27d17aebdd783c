# Issue 36, also: setSceneOrder, shiftSceneOrder, reverseSceneOrder and setOnTop fill the places the listed
# actors hold in their class (1 cycle). TigerJython wants java.util.ArrayLists here: toArrayList().
# cycles: 1
from gamegrid import *

class A(Actor):
    def __init__(self, name):
        Actor.__init__(self, "sprites/ghost.gif")
        self.name = name

def names():
    return "".join([a.name for a in getActors()])

makeGameGrid(6, 6, 30, None, False)
addStatusBar(20)
acts = [A(n) for n in "abcde"]
for i in range(5):
    addActor(acts[i], Location(i, 1))
out = [names()]
setSceneOrder(toArrayList([acts[3], acts[1]]))
out.append(names())
top = shiftSceneOrder(toArrayList([acts[0], acts[2], acts[4]]), True)
out.append(names() + top.name)
top = shiftSceneOrder(toArrayList([acts[4], acts[0]]), False)
out.append(names() + top.name)
top = reverseSceneOrder(toArrayList([acts[1], acts[2], acts[3]]))
out.append(names() + top.name)
acts[2].setOnTop()
out.append(names())
setActorOnTop(acts[0])
out.append(names())
setSceneOrder(toArrayList(getActors()))
out.append(names())
setStatusText(" ".join(out))
doRun()
