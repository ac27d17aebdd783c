"""Per-actor costs of a moving game, in microseconds of Python (no drawing):

- setLocation(Location) including the cell index and the positions array the view draws from
  (issue 14: <= 2 us),
- getX() + getY(),
- one simulation cycle per actor whose act() reads getX()/getY() and calls setLocation (the act()
  call, the student's arithmetic and a Location included),
- the view's Python per moved actor (none: the positions array is uploaded whole), and per frame,
- making an actor of a sprite file, `Actor("sprites/marble.png")` (issue 27: the file's place is looked up
  once per name and folder; before, every actor searched the places again).

Prints the figures; compares nothing (the side-by-side frame benchmarks are bench_actors.py and
bench_spawn.py). Run: python bench/bench_model.py [N]
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

sys.path.insert(0, str(Path(__file__).resolve().parent / "scenes"))

from bouncing import H, W, Bouncer  # noqa: E402
from gamegrid import Actor, GameGrid, Location, runtime  # noqa: E402



class Mover(Bouncer):
    def __init__(self, dx: int, dy: int) -> None:
        Bouncer.__init__(self, "sprites/marble.png", dx, dy)


def best_us(function, calls: int, repeat: int = 7, setup=None) -> float:
    times = []
    for _ in range(repeat):
        if setup is not None:
            setup()
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times) / calls * 1e6


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    rt = runtime.Runtime(runtime.Settings(headless=True, render=True))
    runtime.install(rt)
    grid = GameGrid(W, H, 1, None, None, False)
    rng = random.Random(1)
    actors = [Mover(rng.choice([-2, -1, 1, 2]), rng.choice([-2, -1, 1, 2])) for _ in range(n)]
    for actor in actors:
        grid.addActorNoRefresh(actor, Location(rng.randrange(W), rng.randrange(H)))
    view = rt.ensure_view()
    view.render()
    targets = [[Location(rng.randrange(W), rng.randrange(H)) for _ in actors] for _ in range(10)]
    pairs = [list(zip(actors, row)) for row in targets]

    def loop_only():
        for row in pairs:
            for actor, location in row:
                pass

    def set_location():
        for row in pairs:
            for actor, location in row:
                actor.setLocation(location)

    def drawn():   # as after a frame
        grid._dirty_actors.clear()
        for actor in actors:
            actor._a_dirty = False

    def get_xy():
        for row in pairs:
            for actor, location in row:
                actor.getX()
                actor.getY()

    base = best_us(loop_only, 10 * n)
    print(f"{n} actors in an {W} x {H} grid of 1-pixel cells")
    print(f"setLocation (cell index, positions)    {best_us(set_location, 10 * n, setup=drawn) - base:6.2f} us   (issue 14: <= 2)")
    print(f"getX() + getY()                         {best_us(get_xy, 10 * n) - base:6.2f} us")
    drawn()
    cycle_times, sync_times = [], []
    for _ in range(15):
        start = time.perf_counter()
        grid.act_cycle()
        middle = time.perf_counter()
        view.actors.sync()
        end = time.perf_counter()
        cycle_times.append(middle - start)
        sync_times.append(end - middle)
    print(f"act cycle per actor (act() as above)    {min(cycle_times) / n * 1e6:6.2f} us")
    print(f"view update per moved actor (Python)    {min(sync_times) / n * 1e6:6.2f} us")
    still = [min(best_us(view.actors.sync, 1) for _ in range(3))]
    print(f"view update with no actor changed       {still[0]:6.2f} us per frame (whatever the number of actors)")
    make = [Actor("sprites/marble.png") for _ in range(3)]   # the picture read once

    def make_actors():
        make[:] = [Actor("sprites/marble.png") for _ in range(n)]
    print(f"Actor(\"sprites/marble.png\")             {best_us(make_actors, n):6.2f} us")
    view.close()
    runtime.install(None)


if __name__ == "__main__":
    main()
