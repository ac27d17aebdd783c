# Issue 19's scene, gamegrid side: every cycle a registerAct function adds PER_CYCLE actors at random
# cells of an NB x NB grid; each moves one cell per cycle and calls removeSelf() when it would leave
# the grid. setSimulationPeriod(0); INITIAL actors are there at the start (the 1,000-actor variant).
# Run by bench/bench_spawn.py: gamegrid run spawning.py --render -- NB CELL PER_CYCLE INITIAL CYCLES SPRITES
import json
import random
import statistics
import sys
import time

from gamegrid import *

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


stamps, cpu, population = [], [], []


def each_cycle():
    stamps.append(time.perf_counter_ns() / 1e9)   # real time also headless (see docs/decisions.md)
    cpu.append(time.process_time())               # all threads of the process, the GPU driver's too
    population.append(getNumberOfActors())
    if len(stamps) > cycles:
        gaps = [b - a for a, b in zip(stamps[100:], stamps[101:])]   # cycles 100..CYCLES
        cpu_gaps = [b - a for a, b in zip(cpu[100:], cpu[101:])]
        live = max(population)
        print("RESULT " + json.dumps({"ms": statistics.median(gaps) * 1000.0,
                                     "cpu_ms": statistics.median(cpu_gaps) * 1000.0, "live": live}), flush=True)
        dispose()
        return
    spawn(per_cycle)


makeGameGrid(nb, nb, cell, None, None, False)
setSimulationPeriod(0)
spawn(initial)
registerAct(each_cycle)
show()
doRun()
