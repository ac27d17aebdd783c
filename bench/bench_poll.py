"""What a poll point costs when nothing is due: every public gamegrid method checks the poll gate
(gamegrid/polling.py). Calls the polled method and its unpolled original side by side, interleaved,
with the windowed gate (step 0, nothing due) and the headless gate (virtual clock + quantum), and
prints the cost per call in nanoseconds and as a ratio.

    python bench/bench_poll.py
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["GAMEGRID_HEADLESS"] = "1"

from gamegrid import Actor, GameGrid, Location, polling, runtime  # noqa: E402

CALLS = 200_000
ROUNDS = 7


def per_call_ns(function, *args) -> float:
    """Best of ROUNDS: nanoseconds per call, loop overhead included (the same for both sides)."""
    best = float("inf")
    for _ in range(ROUNDS):
        start = time.perf_counter()
        for _ in range(CALLS):
            function(*args)
        best = min(best, time.perf_counter() - start)
    return best / CALLS * 1e9


def main() -> None:
    for mode, headless in (("windowed gate", False), ("headless gate", True)):
        rt = runtime.Runtime(runtime.Settings(headless=True))
        runtime.install(rt)
        if not headless:   # the windowed gate without opening a window: step 0, nothing due
            rt.gate.step, rt.gate.due = 0.0, float("inf")
        grid = GameGrid(20, 20, 20, None)
        actor = Actor()
        grid.addActor(actor, Location(1, 1))
        rt.gate.due = float("inf")   # nothing due: the cheap path only
        here = Location(3, 4)
        print(f"{mode}:")
        for name, polled, plain, args in (
                ("Actor.getX()", Actor.getX, Actor.getX.__wrapped__, (actor,)),
                ("Actor.setLocation()", Actor.setLocation, Actor.setLocation.__wrapped__, (actor, here)),
                ("GameGrid.isKeyPressed()", GameGrid.isKeyPressed, GameGrid.isKeyPressed.__wrapped__,
                 (grid, 32))):
            assert polling.is_poll_point(polled)
            with_poll = min(per_call_ns(polled, *args), per_call_ns(polled, *args))
            without = min(per_call_ns(plain, *args), per_call_ns(plain, *args))
            print(f"  {name:26s} {without:7.0f} ns unpolled, {with_poll:7.0f} ns polled: "
                  f"poll costs {with_poll - without:5.0f} ns ({with_poll / without:.2f}x)")
        runtime.install(None)


if __name__ == "__main__":
    main()
