"""Start-up: a fresh interpreter to the first frame on screen, a gamegrid lesson vs. a minimal raw
pyglet window with the same sprites.

gamegrid side: `python lessons/solitaire/step3_game_over.py` as a student starts it (the board, 32
marbles, a status bar); the first frame is the first one presented (at show()). Raw side: a pyglet
window of the same size, the marble picture loaded, 32 sprites in a batch, one frame drawn and flipped.
Each run is a new interpreter; the child reports the wall-clock time of its first frame, the parent
subtracts the time it started the child. In a real window when DISPLAY is set, offscreen otherwise.
Target (issue 14): gamegrid <= 0.3 s. Run: python bench/bench_startup.py [rounds]
"""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

from _harness import ROOT, in_window, where

LESSON = ROOT / "lessons" / "solitaire" / "step3_game_over.py"

RAW = """
import time, pyglet
{headless}
window = pyglet.window.Window(491, 522, caption="raw", vsync=False)
image = pyglet.image.load(r"{root}/sprites/marble.png")
batch = pyglet.graphics.Batch()
sprites = [pyglet.sprite.Sprite(image, x=70 * (i % 7), y=70 * (i // 7), batch=batch) for i in range(32)]
window.clear(); batch.draw(); window.flip()
print("FIRST_FRAME", time.time(), flush=True)
"""

# The lesson runs unchanged; the only addition reports the first presented frame and ends the process.
GAMEGRID = """
import os, runpy, sys, time
sys.argv = [r"{lesson}"]
sys.path.insert(0, os.path.dirname(sys.argv[0]))
from gamegrid.view import window as _window
_draw = _window.View.draw_if_changed
def _first(self, now):
    _draw(self, now)
    if self.presented:
        print("FIRST_FRAME", time.time(), flush=True)
        os._exit(0)
_window.View.draw_if_changed = _first
{run}
"""
RUN_IN_WINDOW = 'runpy.run_path(sys.argv[0], run_name="__main__")'
RUN_OFFSCREEN = ('from gamegrid.runner import RunOptions, run\n'
                 'run(sys.argv[0], RunOptions(headless=True, render=True, seconds=1))')


def once(code: str) -> float:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("GAMEGRID_HEADLESS", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)   # as on a student's machine: compiled modules are cached
    start = time.time()
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    for line in done.stdout.splitlines():
        if line.startswith("FIRST_FRAME "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no first frame:\n{done.stdout[-1000:]}\n{done.stderr[-2000:]}")


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    window = in_window()
    raw_code = RAW.format(root=ROOT, headless="" if window else 'pyglet.options["headless"] = True')
    ours_code = GAMEGRID.format(lesson=LESSON, run=RUN_IN_WINDOW if window else RUN_OFFSCREEN)
    raw, ours = [], []
    for index in range(rounds):
        pair = [(raw, raw_code), (ours, ours_code)]
        for results, code in (pair if index % 2 == 0 else pair[::-1]):
            results.append(once(code))
    r, o = statistics.median(raw), statistics.median(ours)
    print(f"first frame, {where()}, median of {rounds} interleaved runs: raw pyglet {r:.3f} s, "
          f"gamegrid solitaire lesson {o:.3f} s (target <= 0.3 s), ratio {o / r:.2f}")


if __name__ == "__main__":
    main()
