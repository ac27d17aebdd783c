"""Frames in a real window (Xvfb): refresh() and addActor() only mark the frame, the loop presents it,
at most at the display rate, and the last change is always on screen once the script blocks."""
from __future__ import annotations

import subprocess
import sys

from conftest import write_script
from test_real_window import display, pytestmark, x_env  # noqa: F401  (the shared Xvfb fixture)

SCRIPT = """\
import time
from gamegrid import *
from gamegrid import runtime

makeGameGrid(20, 20, 20, None, None, False)
walker = Actor("sprites/marble.png")
addActor(walker, Location(0, 0))
show()
view = runtime.current().view
grid = walker.gameGrid

# a student's own animation loop: refresh() after each step, no delay
before = view.presented
for i in range(300):
    walker.setLocation(Location(i % 20, (i // 20) % 20))
    refresh()
print("loop presents", view.presented - before, flush=True)
delay(200)   # blocking: the last step must be on screen now
print("last change shown", view.drawn_version == grid._version, flush=True)

# a fast simulation: period 0, many cycles per displayed frame
class Runner(Actor):
    def act(self):
        self.move()
        if not self.isInGrid():
            self.setLocation(Location(0, self.getY()))
addActor(Runner("sprites/marble.png"), Location(0, 5))
setSimulationPeriod(0)
start_cycles, start_presents, start = getNbCycles(), view.presented, time.perf_counter()
doRun()
delay(1500)
seconds = time.perf_counter() - start
print("cycles", getNbCycles() - start_cycles, "presents", view.presented - start_presents, "seconds", seconds, flush=True)
dispose()
"""


def test_refresh_marks_and_presents_are_capped_at_the_display_rate(display, tmp_path):
    script = write_script(tmp_path, SCRIPT)
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=x_env(display), capture_output=True,
                          text=True, timeout=120)
    out = done.stdout
    assert done.returncode == 0, done.stderr
    loop_presents = int(out.split("loop presents ")[1].split()[0])
    assert loop_presents < 300 / 10               # not one frame per refresh()
    assert "last change shown True" in out
    words = out.split("cycles ")[1].split()
    cycles, presents, seconds = int(words[0]), int(words[2]), float(words[4])
    assert presents <= 60 * seconds + 5            # capped at 60 frames a second
    assert presents >= 10                          # but the picture does keep moving
    assert cycles > 2 * presents                   # the simulation is not held back by frames


LONG_CYCLE = """\
import time
from gamegrid import *
from gamegrid import runtime

class Busy(Actor):
    def act(self):
        view = runtime.current().view
        before, start, step = view.presented, time.perf_counter(), 0
        while time.perf_counter() - start < 1.0:   # one cycle busy for 1 s, changing the picture
            step += 1
            self.setLocation(Location(1 + step % 2, 1))
        print("presents during the cycle", view.presented - before, flush=True)
        doPause()

makeGameGrid(10, 10, 20, None, None, False)
addActor(Busy("sprites/marble.png"), Location(1, 1))
setSimulationPeriod(0)
show()
delay(300)
doRun()
delay(300)
dispose()
"""


def test_a_long_cycle_shows_it_is_alive_but_draws_few_half_done_frames(display, tmp_path):
    # After ATOMIC_S the poll points let the window in (input, close button, a frame now and then), but
    # inside a cycle they draw at most every BUSY_CYCLE_FRAME_S: a half-done frame costs a whole one.
    script = write_script(tmp_path, LONG_CYCLE)
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=x_env(display), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    presents = int(done.stdout.split("presents during the cycle ")[1].split()[0])
    assert 1 <= presents <= 5, done.stdout   # (1 - 0.05) / 0.25 s: about four, not 60 a second
