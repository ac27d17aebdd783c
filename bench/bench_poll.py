"""What a poll point costs when nothing is due: every public gamegrid method checks the poll gate
(gamegrid/runtime/polling.py). Calls the polled method and its unpolled original side by side,
interleaved, with the windowed gate (step 0, nothing due) and the headless gate (virtual clock +
quantum), and prints the cost per call in nanoseconds and as a ratio. Most methods are wrapped (the
original is `__wrapped__`); the hottest ones check the gate themselves (gamegrid/model/poll_gate.py):
their unpolled side is the same call as gamegrid's own code makes it (depth 1: the check is skipped).

    python bench/bench_poll.py
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ["GAMEGRID_HEADLESS"] = "1"

from gamegrid import Actor, GameGrid, Location, runtime
from gamegrid.runtime import polling  # noqa: E402

CALLS = 200_000
ROUNDS = 15


def _round_s(function, args) -> float:
    start = time.perf_counter()
    for _ in range(CALLS):
        function(*args)
    return time.perf_counter() - start


def side_by_side_ns(polled, plain, args, gate, plain_depth) -> tuple[float, float]:
    """Nanoseconds per call, polled and plain, best of ROUNDS rounds taken alternately (so load from
    other processes hits both sides alike); loop overhead included, the same on both sides."""
    best_polled = best_plain = float("inf")
    for _ in range(ROUNDS):
        best_polled = min(best_polled, _round_s(polled, args))
        gate.depth = plain_depth
        best_plain = min(best_plain, _round_s(plain, args))
        gate.depth = 0
    return best_polled / CALLS * 1e9, best_plain / CALLS * 1e9


def unpolled(method):
    """(the method without its poll, the gate depth to call it at)."""
    wrapped = getattr(method, "__wrapped__", None)
    return (wrapped, 0) if wrapped is not None else (method, 1)


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
        for name, polled, args in (
                ("Actor.getX()", Actor.getX, (actor,)),
                ("Actor.setLocation()", Actor.setLocation, (actor, here)),
                ("Actor.move()", Actor.move, (actor,)),
                ("GameGrid.isKeyPressed()", GameGrid.isKeyPressed, (grid, 32))):
            assert polling.is_poll_point(polled)
            plain, depth = unpolled(polled)
            with_poll, without = side_by_side_ns(polled, plain, args, rt.gate, depth)
            how = "wrapped" if depth == 0 else "checks itself"
            print(f"  {name:26s} ({how:13s}) {without:7.0f} ns unpolled, {with_poll:7.0f} ns polled: "
                  f"poll costs {with_poll - without:5.0f} ns ({with_poll / without:.2f}x)")
        runtime.install(None)


if __name__ == "__main__":
    main()
