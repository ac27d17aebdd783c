"""Issue 19's scene, raw pyglet side: every cycle PER_CYCLE sprites are created at random cells of an
NB x NB grid (the same random sequence as the gamegrid side), all move one cell, those leaving the grid
are deleted, one frame per cycle. INITIAL sprites at the start.
Run by bench/bench_spawn.py: python spawning_raw.py NB CELL PER_CYCLE INITIAL CYCLES SPRITES window|headless
"""
import random
import sys

import pyglet

from cycle_clock import CycleClock

nb, cell, per_cycle, initial, cycles = (int(a) for a in sys.argv[1:6])
sprites, mode = sys.argv[6], sys.argv[7]
if mode == "headless":
    pyglet.options["headless"] = True
size = nb * cell + 1                       # the size of gamegrid's window for this grid
window = pyglet.window.Window(size, size, vsync=False)
picture = pyglet.image.atlas.TextureBin().add(pyglet.image.load(f"{sprites}/ball_0.png"))
picture.anchor_x, picture.anchor_y = picture.width // 2, picture.height // 2
batch = pyglet.graphics.Batch()
DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1)]
rng = random.Random(1)
half = cell // 2


def place(sprite, x, y):
    sprite.position = (x * cell + half, size - (y * cell + half), 0)


def spawn(live, count):
    for _ in range(count):
        x, y = rng.randrange(nb), rng.randrange(nb)
        dx, dy = rng.choice(DIRECTIONS)
        sprite = pyglet.sprite.Sprite(picture, batch=batch)
        place(sprite, x, y)
        live.append([sprite, x, y, dx, dy])


live = []
spawn(live, initial)
timer, population = CycleClock(cycles, warm_up=100), 0   # cycles 100..CYCLES
while not timer.tick():
    window.dispatch_events()
    spawn(live, per_cycle)
    kept = []
    for entry in live:
        sprite, x, y, dx, dy = entry
        x += dx
        y += dy
        if 0 <= x < nb and 0 <= y < nb:
            entry[1], entry[2] = x, y
            place(sprite, x, y)
            kept.append(entry)
        else:
            sprite.delete()
    live = kept
    population = max(population, len(live))
    window.clear()
    batch.draw()
    window.flip()
    if mode == "headless":
        pyglet.gl.glFinish()   # offscreen a flip presents nothing: the frame must really be drawn, as gamegrid's
timer.report(live=population)
window.close()
