"""Time the peg solitaire solver (lessons/solitaire/pegsolver.py) on every shipped board.

    python bench/bench_solver.py              # each board from its start position, fresh solver
    python bench/bench_solver.py --hints      # + a hint after every move of the English solution
    python bench/bench_solver.py --french     # + every kind of French start hole (minutes)

Prints times, positions searched and positions per second; no assertions (the tests check
the solutions).
"""
from __future__ import annotations

import os
import sys
import time

LESSON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "lessons", "solitaire")
sys.path.insert(0, LESSON)

from pegboard import board_names, load_board  # noqa: E402
from pegsolver import PegSolver, SearchTooLong, apply_move  # noqa: E402


def time_boards() -> None:
    print(f"{'board':10} {'holes':>5} {'jumps':>5} {'seconds':>8} {'positions':>10} {'pos/s':>8}")
    for name in board_names():
        board = load_board(name)
        t0 = time.perf_counter()
        solver = PegSolver(board)
        moves = solver.solve(board.marbles)
        dt = time.perf_counter() - t0
        result = f"{len(moves)} jumps" if moves is not None else "no solution"
        rate = solver.positions_seen / dt if dt > 0 else 0
        print(f"{name:10} {len(board.holes):5} {len(solver.jumps):5} {dt:8.3f} "
              f"{solver.positions_seen:10} {rate:8.0f}  {result}")


def time_hints() -> None:
    """What exercise 3 does: one solver for the game, a hint before every move."""
    board = load_board("english")
    solver = PegSolver(board)
    position = set(board.marbles)
    times = []
    while len(position) > 1:
        t0 = time.perf_counter()
        move = solver.hint(position)
        times.append(time.perf_counter() - t0)
        position = apply_move(position, move)
    print(f"english hints: {len(times)} hints, first {times[0]:.3f} s, "
          f"all others together {sum(times[1:]):.3f} s (memo kept between hints)")


def time_french_starts() -> None:
    """Which single start hole of the French board can be solved to one marble?"""
    board = load_board("french")
    for hole in [(3, 3), (3, 0), (2, 0), (1, 1), (2, 1), (3, 1), (2, 2), (3, 2)]:
        solver = PegSolver(board, goal=None, max_positions=2_000_000)
        start = set(board.holes) - {hole}
        t0 = time.perf_counter()
        try:
            moves = solver.solve(start)
            verdict = "solvable" if moves else "impossible"
            if moves is None and solver.positions_seen == 0:
                verdict += " (position class)"
        except SearchTooLong:
            # (3, 1) and (3, 2) need 16 and 33 million positions; tests/test_pegsolver.py
            # keeps the solutions found that way
            verdict = "undecided after 2,000,000 positions"
        print(f"french start hole {hole}: {verdict}  "
              f"({time.perf_counter() - t0:.1f} s, {solver.positions_seen} positions)")


def main(argv: list[str]) -> None:
    time_boards()
    if "--hints" in argv:
        time_hints()
    if "--french" in argv:
        time_french_starts()


if __name__ == "__main__":
    main(sys.argv[1:])
