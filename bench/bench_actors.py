"""1,000 actors acting and moving every cycle, rendered headless: gamegrid vs. raw pyglet sprites.

Both sides draw the same picture 1,000 times per frame into an offscreen EGL window and move every
sprite every frame; gamegrid also runs its simulation cycle (act() of each actor, cell index, dirty
tracking) and syncs the model to its sprites. Prints the time per frame of each and their ratio
(target: gamegrid / raw <= 1.3). Run: python bench/bench_actors.py [frames]
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pyglet  # noqa: E402

pyglet.options["headless"] = True

N_ACTORS = 1000
NB_HORZ, NB_VERT, CELL = 40, 30, 20
PICTURE = "sprites/marble.png"


def raw_pyglet(frames: int) -> list[float]:
    from PIL import Image

    from gamegrid.model import spritepath
    window = pyglet.window.Window(NB_HORZ * CELL + 1, NB_VERT * CELL + 1, visible=False)
    picture = Image.open(spritepath.resolve(PICTURE)).convert("RGBA")
    data = pyglet.image.ImageData(picture.width, picture.height, "RGBA", picture.tobytes(), pitch=-picture.width * 4)
    texture_bin = pyglet.image.atlas.TextureBin()
    region = texture_bin.add(data)
    batch = pyglet.graphics.Batch()
    rng = random.Random(1)
    cells = [[rng.randrange(NB_HORZ), rng.randrange(NB_VERT)] for _ in range(N_ACTORS)]
    sprites = [pyglet.sprite.Sprite(region, batch=batch) for _ in range(N_ACTORS)]
    height = window.height
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        for cell, sprite in zip(cells, sprites):
            cell[0] = (cell[0] + 1) % NB_HORZ          # the same "move one cell east" as the actors
            left = CELL // 2 + cell[0] * CELL - picture.width // 2
            top = CELL // 2 + cell[1] * CELL - picture.height // 2
            sprite.position = (left, height - top - picture.height, 0)
        window.switch_to()
        window.clear()
        batch.draw()
        pyglet.gl.glFinish()
        times.append(time.perf_counter() - start)
    window.close()
    return times


def with_gamegrid(frames: int) -> list[float]:
    from gamegrid import Actor, GameGrid, Location, runtime

    class Walker(Actor):
        def act(self):   # one cell east, wrapping around like the raw side
            here = self.getLocation()
            self.setLocation(Location((here.x + 1) % NB_HORZ, here.y))

    rt = runtime.Runtime(runtime.Settings(headless=True, render_headless=True))
    runtime.install(rt)
    grid = GameGrid(NB_HORZ, NB_VERT, CELL, None, None, False)
    rng = random.Random(1)
    for _ in range(N_ACTORS):
        grid.addActorNoRefresh(Walker(PICTURE), Location(rng.randrange(NB_HORZ), rng.randrange(NB_VERT)))
    view = rt.ensure_view()
    view.render()
    times = []
    for _ in range(frames):
        start = time.perf_counter()
        grid.act_cycle()
        view.render()
        pyglet.gl.glFinish()
        times.append(time.perf_counter() - start)
    view.close()
    runtime.install(None)
    return times


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    rounds = []
    for _ in range(3):   # alternate, so machine noise hits both sides alike
        raw = statistics.median(raw_pyglet(frames))
        ours = statistics.median(with_gamegrid(frames))
        rounds.append((raw, ours))
        print(f"raw pyglet {raw * 1000:7.2f} ms/frame   gamegrid {ours * 1000:7.2f} ms/frame   "
              f"ratio {ours / raw:5.2f}")
    ratio = statistics.median(ours / raw for raw, ours in rounds)
    print(f"{N_ACTORS} actors, median ratio gamegrid / raw pyglet: {ratio:.2f} (target <= 1.3)")


if __name__ == "__main__":
    main()
