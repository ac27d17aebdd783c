"""What threads cost a public gamegrid call (docs/decisions.md, "Threads" and issue 35): the same calls timed on
the main thread before any thread of the program exists (the plain poll gate), on the main thread once one
exists (the thread check compiled into the poll points: one comparison more per call), and from a worker thread
(each call takes and gives back the game lock while the main thread waits). Prints nanoseconds per call and ratios to the first.
Target (issue 35): getX() + setLocation() at most 1.5x on the main thread and 3x from a worker.

    python bench/bench_threads.py
"""
from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["GAMEGRID_HEADLESS"] = "1"

from gamegrid import Actor, GameGrid, Location, runtime  # noqa: E402
from gamegrid.runtime import polling  # noqa: E402

CALLS = 4_000
ROUNDS = 25
PAIR = "actor.getX() + actor.setLocation(loc)"
TARGET_MAIN, TARGET_WORKER = 1.5, 3.0


def time_ns(function) -> float:
    start = time.perf_counter()
    for _ in range(CALLS):
        function()
    return (time.perf_counter() - start) / CALLS * 1e9


def on_worker(function) -> float:
    """Timed in a thread of the program while the main thread waits in the loop (delay())."""
    result: list[float] = []
    worker = threading.Thread(target=lambda: result.append(time_ns(function)))
    worker.start()
    while worker.is_alive():
        runtime.delay(5)
    return result[0]


def main() -> None:
    rt = runtime.Runtime(runtime.Settings(headless=True))
    runtime.install(rt)
    grid = GameGrid(20, 20, 10, None, False)
    actor = Actor("sprites/nemo.gif")
    grid.addActor(actor, Location(5, 5))
    loc = Location(6, 6)
    calls = {"actor.getX() (checks the gate itself)": actor.getX,
             "grid.getNumberOfActors() (wrapped)": grid.getNumberOfActors,
             "actor.setDirection(90) (wrapped)": lambda: actor.setDirection(90),
             PAIR: lambda: (actor.getX(), actor.setLocation(loc))}
    # The three sides alternate round by round (a loaded machine slows one round, not one side), best of the
    # rounds each. "no threads" is the code the poll points run before a thread exists (polling.plain_checks);
    # the program's thread exists throughout (rt.enter_threaded), as it would once started.
    rt.enter_threaded()
    plain: dict[str, float] = {name: float("inf") for name in calls}
    threaded, worker = dict(plain), dict(plain)
    for _ in range(ROUNDS):
        for name, call in calls.items():
            polling.plain_checks()
            plain[name] = min(plain[name], time_ns(call))
            rt.platform.use_thread_checks()
            threaded[name] = min(threaded[name], time_ns(call))
            worker[name] = min(worker[name], on_worker(call))
    print(f"{'call':45} {'no threads':>11} {'main, threaded':>15} {'worker':>9}   ratios")
    for name in calls:
        print(f"{name:45} {plain[name]:9.0f}ns {threaded[name]:13.0f}ns {worker[name]:7.0f}ns   "
              f"{threaded[name] / plain[name]:.2f} / {worker[name] / plain[name]:.2f}")
    main_ratio, worker_ratio = threaded[PAIR] / plain[PAIR], worker[PAIR] / plain[PAIR]
    met = main_ratio <= TARGET_MAIN and worker_ratio <= TARGET_WORKER
    print(f"{PAIR}: {main_ratio:.2f}x on the main thread (target <= {TARGET_MAIN}), {worker_ratio:.2f}x from a "
          f"worker (target <= {TARGET_WORKER}): target {'met' if met else 'NOT met'}")
    runtime.install(None)


if __name__ == "__main__":
    main()
