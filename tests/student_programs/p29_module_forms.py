# module function before makeGameGrid, makeGameGrid twice, the returned grid used directly,
# actor methods before addActor.
import gamegrid as gg

try:
    gg.addActor(gg.Actor("sprites/bug.gif"), gg.Location(1, 1))
except Exception as ex:
    print("before:", type(ex).__name__, ex)

first = gg.makeGameGrid(4, 4, 30, gg.Color.red)
first.addActor(gg.Actor("sprites/bug.gif"), gg.Location(1, 1))
g = gg.makeGameGrid(6, 3, 40, gg.Color.green, False)
print("first disposed", first.isDisposed(), "same", g is first)
a = gg.Actor("sprites/bug.gif")
try:
    a.move()
except Exception as ex:
    print("move early:", type(ex).__name__, ex)
try:
    a.getLocation()
except Exception as ex:
    print("loc early:", type(ex).__name__, ex)
g.addActor(a, gg.Location(2, 1))
g.setSimulationPeriod(0)
g.show()
g.doRun()
gg.delay(100)
print("cycles > 20", g.getSimulationPeriod(), g.getNbCycles() > 20 if hasattr(g, "getNbCycles") else True)
print("actors", gg.getNumberOfActors(), g.getNumberOfActors())
g.doPause()
