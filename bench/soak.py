"""Soak: a million simulation cycles with actors added and removed every cycle, through the real loop
(runtime ticks, poll points, the view drawing offscreen). Prints memory (resident set size, Python
objects alive, optionally tracemalloc) and the time per cycle at the start and at the end, which must
stay flat: nothing may grow with the number of cycles or of actors that came and went.

    python bench/soak.py                  # 1,000,000 cycles (several minutes)
    python bench/soak.py --cycles 100000 --no-render --tracemalloc
"""
from __future__ import annotations

import argparse
import gc
import os
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["GAMEGRID_HEADLESS"] = "1"

from gamegrid import Actor, GameGrid, Location, runtime  # noqa: E402

ALIVE = 20          # actors on the grid at any time
CHECKPOINTS = 20    # measurements over the run


class Walker(Actor):
    def act(self) -> None:
        self.move()
        if not self.isMoveValid():
            self.turn(90)


def rss_mb() -> float:
    """Resident set size now (Linux /proc), else the peak (resource)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, AttributeError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=1_000_000)
    parser.add_argument("--no-render", action="store_true", help="skip the offscreen drawing (faster)")
    parser.add_argument("--tracemalloc", action="store_true", help="also trace Python allocations (slower)")
    args = parser.parse_args()
    random.seed(1)
    rt = runtime.Runtime(runtime.Settings(headless=True, render=not args.no_render))
    runtime.install(rt)
    grid = GameGrid(20, 20, 10, None, False)
    sprites = ["sprites/ball.gif", "sprites/bug.gif", "sprites/alien.png", "sprites/marble.png"]
    alive: list[Actor] = []

    def churn() -> None:   # every cycle: one actor leaves, a new one comes
        if len(alive) >= ALIVE:
            grid.removeActor(alive.pop(0))
        actor = Walker(random.choice(sprites))
        grid.addActor(actor, Location(random.randrange(20), random.randrange(20)), random.choice([0, 90, 180, 270]))
        alive.append(actor)

    grid.addActListener(churn)
    grid.setSimulationPeriod(0)   # headless: one cycle per virtual millisecond
    if not args.no_render:
        rt.ensure_view()
    grid.show()
    grid.doRun()
    if args.tracemalloc:
        tracemalloc.start()
    step = max(1, args.cycles // CHECKPOINTS)
    rows = []
    while grid.getNbCycles() < args.cycles:
        done_before = grid.getNbCycles()
        start = time.perf_counter()
        rt.sleep(step)   # one virtual ms per cycle
        seconds = time.perf_counter() - start
        cycles = grid.getNbCycles() - done_before
        gc.collect()
        traced = tracemalloc.get_traced_memory()[0] / 2**20 if args.tracemalloc else None
        rows.append((grid.getNbCycles(), seconds / cycles * 1e6, rss_mb(), len(gc.get_objects()), traced))
        cycles_done, us, rss, objects, traced_mb = rows[-1]
        traced_text = f", tracemalloc {traced_mb:6.1f} MB" if traced_mb is not None else ""
        print(f"{cycles_done:9d} cycles: {us:6.1f} µs/cycle, RSS {rss:6.1f} MB, {objects:7d} Python objects"
              f"{traced_text}, {grid.getNumberOfActors()} actors", flush=True)
    first, last = rows[1] if len(rows) > 2 else rows[0], rows[-1]   # the first block includes warm-up
    print(f"\nstart (after {first[0]:,} cycles): {first[1]:.1f} µs/cycle, RSS {first[2]:.1f} MB, "
          f"{first[3]:,} objects")
    print(f"end   (after {last[0]:,} cycles): {last[1]:.1f} µs/cycle, RSS {last[2]:.1f} MB, {last[3]:,} objects")
    print(f"end / start: time per cycle {last[1] / first[1]:.2f}, RSS {last[2] / first[2]:.2f}, "
          f"objects {last[3] / first[3]:.2f}")
    runtime.install(None)


if __name__ == "__main__":
    main()
