"""Time the Wolves and Goat solver (lessons/wolves_and_goat/wolves_solver.py).

    python bench/bench_wolves_solver.py            # cut-off search, 8x8 and 9x9
    python bench/bench_wolves_solver.py --full     # + full analysis of every reachable position
    python bench/bench_wolves_solver.py --starts   # + who wins for every goat start on ranks 1-2

Prints times and positions per second; no assertions (tests hold the results).
"""
from __future__ import annotations

import os
import sys
import time

LESSON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "lessons", "wolves_and_goat")
sys.path.insert(0, LESSON)

from wolves_engine import Game  # noqa: E402
from wolves_rules import VARIANTS, variant  # noqa: E402
from wolves_solver import WINS, Analysis, Solver  # noqa: E402


def main(argv: list[str]) -> None:
    times = {}
    for key in ("8x8", "9x9"):
        game = Game(VARIANTS[key])
        t0 = time.perf_counter()
        solver = Solver(game)
        winner = solver.winner()
        dt = time.perf_counter() - t0
        times[key] = dt
        print(f"{key}: {WINS[winner]}; {solver.searched():,} positions searched in {dt:.2f} s "
              f"({solver.searched() / dt:,.0f} positions/s)")
        if "--full" in argv:
            t0 = time.perf_counter()
            analysis = Analysis(game)
            who, plies = analysis.value(game.start())
            dt = time.perf_counter() - t0
            print(f"     full analysis: {WINS[who]} in {plies} plies with best play by both; "
                  f"{len(analysis.table):,} reachable positions in {dt:.1f} s")
            p, line = game.start(), []
            while game.winner(p) is None:
                m = analysis.best_moves(p)[0]
                line.append(f"{game.name(m[1])}-{game.name(m[2])}")
                p = game.play(p, m)
            print("     best line: " + " ".join(line))
    print(f"ratio 9x9 / 8x8 solve time: {times['9x9'] / times['8x8']:.1f}")
    if "--starts" in argv:
        for key in ("8x8", "9x9"):
            rules = VARIANTS[key]
            game = Game(rules)
            rows = []
            for rank in rules["ranks"][-2:]:
                for f in rules["files"]:
                    square = f + rank
                    x, y = game.cell(game.square(square))
                    if (x + y) % 2 == 0:
                        continue          # light square: not used
                    setup = dict(rules["setup"], goat=[square])
                    solver = Solver(Game(variant(rules, setup=setup)))
                    rows.append(f"{square}:{solver.winner()}")
            print(f"{key} goat start -> winner: " + "  ".join(rows))


if __name__ == "__main__":
    main(sys.argv[1:])
