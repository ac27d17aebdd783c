# Issue 14's scene, gamegrid side: N actors with a 32 x 32 picture in an 800 x 600 grid of 1-pixel
# cells; every cycle each actor reads getX()/getY(), calls setLocation(Location(x + dx, y + dy)) in
# act() and bounces at the border; setSimulationPeriod(0). Variants: "rotate" (a rotatable actor that
# also turns 6 degrees per cycle), "animate" (four sprites, showNextSprite() every cycle).
# Run by bench/bench_actors.py: gamegrid run moving.py --render -- N VARIANT CYCLES SPRITE_DIR
import random
import sys

from gamegrid import *

from bouncing import H, W, Bouncer
from cycle_clock import CycleClock

n, variant, cycles, sprites = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]


class Mover(Bouncer):
    def __init__(self, dx, dy):
        Bouncer.__init__(self, sprites + "/ball_0.png", dx, dy)


class Turner(Bouncer):
    def __init__(self, dx, dy):
        Actor.__init__(self, True, sprites + "/arrow.png")
        self.dx, self.dy = dx, dy

    def act(self):
        Bouncer.act(self)
        self.turn(6)


class Blinker(Bouncer):
    def __init__(self, dx, dy):
        Actor.__init__(self, sprites + "/ball.png", 4)
        self.dx, self.dy = dx, dy

    def act(self):
        Bouncer.act(self)
        self.showNextSprite()


kind = {"move": Mover, "rotate": Turner, "animate": Blinker}[variant]
rng = random.Random(1)
makeGameGrid(W, H, 1, None, None, False)
setSimulationPeriod(0)
for _ in range(n):
    addActor(kind(rng.choice([-2, -1, 1, 2]), rng.choice([-2, -1, 1, 2])),
             Location(rng.randrange(W), rng.randrange(H)))
timer = CycleClock(cycles, warm_up=30)


def clock():
    if timer.tick():
        timer.report(cycles=cycles - 30)
        dispose()


registerAct(clock)
show()
doRun()
