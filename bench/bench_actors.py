"""Issue 14's scene side by side: gamegrid actors vs. raw pyglet sprites, ms per frame.

N actors with a 32 x 32 picture in an 800 x 600 grid of 1-pixel cells; every cycle each reads
getX()/getY(), calls setLocation(Location(x + dx, y + dy)) in act() and bounces at the border;
setSimulationPeriod(0), one frame per cycle (gamegrid runs with --render: no cap at the display rate).
The raw pyglet side moves N pyglet.sprite.Sprite objects in one Batch the same way (bench/scenes/).
Variants: "rotate" (turn 6 degrees every cycle; raw: Sprite.rotation), "animate" (showNextSprite()
every cycle; raw: the sprite's image changes, all frames in one atlas).

In a real window when DISPLAY is set (e.g. Xvfb), offscreen with drawing otherwise. Each figure is the
median over ROUNDS interleaved runs (fresh interpreters) of the median frame time of cycles 30..CYCLES.
Run: python bench/bench_actors.py [--rounds 3] [--sizes 100,1000,5000] [--variants move,rotate,animate]
"""
from __future__ import annotations

import argparse

from _harness import compare, gamegrid_command, raw_command, sprites_dir, where

CYCLES = {100: 400, 1000: 230, 5000: 130}
TARGET = {100: 1.1, 1000: 1.0, 5000: 1.0}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sizes", default="100,1000,5000")
    parser.add_argument("--variants", default="move,rotate,animate")
    args = parser.parse_args()
    sprites = sprites_dir()
    print(f"issue 14 scene, {where()}, median of {args.rounds} interleaved rounds")
    print(f"{'variant':8} {'N':>6} {'raw ms':>8} {'gamegrid ms':>12} {'ratio':>6}   {'CPU ratio':>9}  target")
    for variant in args.variants.split(","):
        for n in map(int, args.sizes.split(",")):
            cycles = CYCLES.get(n, 230)
            got = compare(raw_command("moving_raw.py", n, variant, cycles, sprites),
                          gamegrid_command("moving.py", n, variant, cycles, sprites), args.rounds)
            raw, ours, ratio = got["ms"]
            print(f"{variant:8} {n:>6} {raw:8.2f} {ours:12.2f} {ratio:6.2f}   {got['cpu_ms'][2]:9.2f}  "
                  f"<= {TARGET.get(n, 1.0)}", flush=True)

if __name__ == "__main__":
    main()
