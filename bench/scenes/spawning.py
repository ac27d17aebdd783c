# Issue 19's scene, gamegrid side: every cycle a registerAct function adds PER_CYCLE actors at random
# cells of an NB x NB grid; each moves one cell per cycle and calls removeSelf() when it would leave
# the grid. setSimulationPeriod(0); INITIAL actors are there at the start (the 1,000-actor variant).
# Run by bench/bench_spawn.py: gamegrid run spawning.py --render -- NB CELL PER_CYCLE INITIAL CYCLES SPRITES
import random
import sys

from gamegrid import *

from cycle_clock import CycleClock

nb, cell, per_cycle, initial, cycles = (int(a) for a in sys.argv[1:6])
sprites = sys.argv[6]
DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
rng = random.Random(1)


class Mover(Actor):
    def __init__(self, dx, dy):
        Actor.__init__(self, sprites + "/ball_0.png")
        self.dx, self.dy = dx, dy

    def act(self):
        x = self.getX() + self.dx
        y = self.getY() + self.dy
        if 0 <= x < nb and 0 <= y < nb:
            self.setLocation(Location(x, y))
        else:
            self.removeSelf()


def spawn(count):
    for _ in range(count):
        x, y = rng.randrange(nb), rng.randrange(nb)
        dx, dy = rng.choice(DIRECTIONS)
        addActor(Mover(dx, dy), Location(x, y))


timer, population = CycleClock(cycles, warm_up=100), []   # cycles 100..CYCLES


def each_cycle():
    population.append(getNumberOfActors())
    if timer.tick():
        timer.report(live=max(population))
        dispose()
        return
    spawn(per_cycle)


makeGameGrid(nb, nb, cell, None, None, False)
setSimulationPeriod(0)
spawn(initial)
registerAct(each_cycle)
show()
doRun()
