"""Issue 19's scene side by side: games that spawn actors, gamegrid vs. raw pyglet, ms per cycle.

Every cycle a registerAct function adds 3 actors at random cells of a 20 x 20 grid of 30 px; each moves
one cell per cycle and calls removeSelf() when it would leave the grid (about 30 live actors);
setSimulationPeriod(0), one frame per cycle (gamegrid runs with --render). The raw pyglet side creates
3 sprites, moves all, deletes the leavers and draws one frame per cycle, with the same random cells.
Variant "1000": about 1,000 live actors (66 x 66 cells of 9 px, 1,000 at the start), 30 spawned per cycle.

In a real window when DISPLAY is set, offscreen with drawing otherwise; median of cycles 100..400 per
run, median over interleaved rounds in fresh interpreters.
Run: python bench/bench_spawn.py [--rounds 5]
"""
from __future__ import annotations

import argparse

from _harness import compare, gamegrid_command, raw_command, sprites_dir, where

SCENES = {   # name: (cells per side, cell size, spawned per cycle, at the start)
    "30 live": (20, 30, 3, 0),
    "1000 live": (66, 9, 30, 1000),
}
CYCLES = 400


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    sprites = sprites_dir()
    print(f"issue 19 scene, {where()}, median of {args.rounds} interleaved rounds")
    print(f"{'scene':10} {'raw ms':>8} {'gamegrid ms':>12} {'ratio':>6}   {'CPU ratio':>9}  target")
    for name, (nb, cell, per_cycle, initial) in SCENES.items():
        scene_args = (nb, cell, per_cycle, initial, CYCLES, sprites)
        got = compare(raw_command("spawning_raw.py", *scene_args),
                      gamegrid_command("spawning.py", *scene_args), args.rounds)
        raw, ours, ratio = got["ms"]
        print(f"{name:10} {raw:8.2f} {ours:12.2f} {ratio:6.2f}   {got['cpu_ms'][2]:9.2f}  <= 1.3", flush=True)

if __name__ == "__main__":
    main()
