"""Time from `python` start to the first drawn frame, headless: a gamegrid lesson vs. raw pyglet.

Each side runs in a fresh interpreter (as a student starts a script), alternated over several rounds
so machine noise hits both alike. Prints medians and the ratio. Run: python bench/bench_startup.py [rounds]
"""
from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

RAW = """
import pyglet
pyglet.options["headless"] = True
window = pyglet.window.Window(491, 522, visible=False)
image = pyglet.image.load(r"{root}/sprites/marble.png")
batch = pyglet.graphics.Batch()
sprites = [pyglet.sprite.Sprite(image, x=70 * (i % 7), y=70 * (i // 7), batch=batch) for i in range(32)]
window.clear(); batch.draw(); pyglet.gl.glFinish()
import tempfile, os   # the gamegrid side writes its first frame as a PNG too
pyglet.image.get_buffer_manager().get_color_buffer().save(os.path.join(tempfile.mkdtemp(), "first_frame.png"))
"""

GAMEGRID = """
import sys; sys.path.insert(0, r"{root}")
from gamegrid.runner import RunOptions, run
import tempfile, os
shot = os.path.join(tempfile.mkdtemp(), "first_frame.png")
run(r"{root}/lessons/solitaire/step3_game_over.py", RunOptions(headless=True, seconds=0, screenshot=shot))
"""


def once(code: str) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code.format(root=ROOT)], check=True)
    return time.perf_counter() - start


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    raw, ours = [], []
    for _ in range(rounds):
        raw.append(once(RAW))
        ours.append(once(GAMEGRID))
    r, o = statistics.median(raw), statistics.median(ours)
    print(f"first frame: raw pyglet {r:.2f} s, gamegrid solitaire lesson {o:.2f} s, ratio {o / r:.2f}")


if __name__ == "__main__":
    main()
