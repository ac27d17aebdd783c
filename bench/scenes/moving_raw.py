"""Issue 14's scene, raw pyglet side: N pyglet.sprite.Sprite objects in one Batch, moved and bounced
exactly as the gamegrid actors are, one frame per cycle. Variants: "rotate" (Sprite.rotation += 6),
"animate" (the sprite's image changes to the next of four frames, all in one texture atlas).
Run by bench/bench_actors.py: python moving_raw.py N VARIANT CYCLES SPRITE_DIR window|headless
"""
import random
import sys

import pyglet

from cycle_clock import CycleClock

n, variant, cycles, sprites, mode = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
if mode == "headless":
    pyglet.options["headless"] = True
W, H = 800, 600
window = pyglet.window.Window(W + 1, H + 1, vsync=False)   # the size of gamegrid's window for this grid
atlas = pyglet.image.atlas.TextureBin()
if variant == "animate":
    frames = [atlas.add(pyglet.image.load(f"{sprites}/ball_{i}.png")) for i in range(4)]
elif variant == "rotate":
    frames = [atlas.add(pyglet.image.load(f"{sprites}/arrow.png"))]
else:
    frames = [atlas.add(pyglet.image.load(f"{sprites}/ball_0.png"))]
for frame in frames:   # rotate about the centre; positions below are centres
    frame.anchor_x, frame.anchor_y = frame.width // 2, frame.height // 2
batch = pyglet.graphics.Batch()
rng = random.Random(1)
xs, ys, dxs, dys, sprites_, shown = [], [], [], [], [], []
for _ in range(n):
    dxs.append(rng.choice([-2, -1, 1, 2]))
    dys.append(rng.choice([-2, -1, 1, 2]))
    xs.append(rng.randrange(W))
    ys.append(rng.randrange(H))
    sprites_.append(pyglet.sprite.Sprite(frames[0], batch=batch))
    shown.append(0)


def move(i):
    x, y, dx, dy = xs[i], ys[i], dxs[i], dys[i]
    if not 0 <= x + dx < W:
        dx = dxs[i] = -dx
    if not 0 <= y + dy < H:
        dy = dys[i] = -dy
    x = xs[i] = x + dx
    y = ys[i] = y + dy
    return x, y


def step_move():
    for i in range(n):
        x, y = move(i)
        sprites_[i].position = (x + 1, H - y, 0)


def step_rotate():
    for i in range(n):
        x, y = move(i)
        sprite = sprites_[i]
        sprite.position = (x + 1, H - y, 0)
        sprite.rotation = (sprite.rotation + 6) % 360


def step_animate():
    for i in range(n):
        x, y = move(i)
        sprite = sprites_[i]
        sprite.position = (x + 1, H - y, 0)
        shown[i] = (shown[i] + 1) % 4
        sprite.image = frames[shown[i]]


step = {"move": step_move, "rotate": step_rotate, "animate": step_animate}[variant]
timer = CycleClock(cycles, warm_up=30)
while not timer.tick():
    window.dispatch_events()
    step()
    window.clear()
    batch.draw()
    window.flip()
    if mode == "headless":
        pyglet.gl.glFinish()   # offscreen a flip presents nothing: the frame must really be drawn, as gamegrid's
timer.report(cycles=cycles - 30)
window.close()
