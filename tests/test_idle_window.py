"""A window that waits rests (issue 27): in a real window (Xvfb), a script waiting for input makes the loop
sleep in the window system's event wait. No frame is drawn while nothing changes, also while a simulation
runs whose cycles change nothing; the loop wakes for input, for the next cycle and for wake_loop() from
another thread. Counts (ticks, frames, the threads' context switches from /proc), never timings:
bench/bench_idle.py measures the CPU."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import write_script
from test_real_window import display, pytestmark, x_env  # noqa: F401  (the shared Xvfb fixture)

linux_only = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads /proc")

# Counts the loop's turns and the wake-ups of the main thread and the watchdog over `seconds`, from a
# daemon threading.Timer (a thread of the standard library: the loop does not take it for a pupil's thread).
PROBE = """\
import threading, time
from pathlib import Path
from gamegrid import *
from gamegrid.runtime import loop

turns = [0]
_tick = loop.Runtime.tick
def counting_tick(self, *args, **kwargs):
    turns[0] += 1
    return _tick(self, *args, **kwargs)
loop.Runtime.tick = counting_tick

def switches():
    total = {}
    for task in Path("/proc/self/task").iterdir():
        name = (task / "comm").read_text().strip()
        for line in (task / "status").read_text().splitlines():
            if line.startswith("voluntary_ctxt_switches:"):
                total[int(task.name)] = int(line.split()[1])
    return total

def measure(seconds, then):
    def start():
        rt = loop.current()
        before = (turns[0], rt.view.presented, switches(), getNbCycles())
        def stop():
            after = (turns[0], rt.view.presented, switches(), getNbCycles())
            main = threading.main_thread().native_id
            dog = rt.watchdog._thread.native_id
            print("RESULT", after[0] - before[0], after[1] - before[1],
                  after[2][main] - before[2][main], after[2][dog] - before[2][dog], after[3] - before[3], flush=True)
            then()
        later(seconds, stop)
    later(1.0, start)   # after the window settled

def later(seconds, function):
    timer = threading.Timer(seconds, function)
    timer.daemon = True   # the interpreter's exit must not wait for it: the window loop runs after the script
    timer.start()
"""


def run_probe(display: str, tmp_path: Path, body: str) -> list[int]:
    script = write_script(tmp_path, PROBE + body)
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=x_env(display), capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith("RESULT"))
    return [int(word) for word in line.split()[1:]]


@linux_only
def test_a_window_waiting_for_input_sleeps(display, tmp_path):
    # the script has ended; the window waits to be closed (the loop after the last line)
    turns, frames, main_wakes, dog_wakes, _ = run_probe(display, tmp_path, """
makeGameGrid(8, 8, 30, Color.gray)
addActor(Actor("sprites/marble.png"), Location(2, 2))
show()
measure(2.0, lambda: loop.post_to_loop(dispose))
""")
    assert frames == 0                  # nothing changed: nothing drawn
    assert turns <= 4                   # (at the display rate it was 120)
    assert main_wakes <= 10             # (sleeping in 5 ms steps it was 400)
    # the watchdog rests with the loop (every 5 ms it was 400). Its count is of context switches, and each early
    # wake of the loop (an event from the window manager) wakes it once by design, and a wait for the GIL on
    # a loaded machine adds one: the main thread's bound, not a tighter one (CI once saw 5)
    assert dog_wakes <= 10


@linux_only
def test_a_simulation_whose_cycles_change_nothing_draws_nothing(display, tmp_path):
    turns, frames, _, _, cycles = run_probe(display, tmp_path, """
makeGameGrid(8, 8, 30, Color.gray)
for x in range(8):
    addActor(Actor("sprites/marble.png"), Location(x, 3))
setSimulationPeriod(50)
show()
doRun()
measure(2.0, lambda: loop.post_to_loop(dispose))
""")
    assert 30 <= cycles <= 50           # the cycles run on time ...
    assert frames == 0                  # ... but change nothing on the screen
    assert turns <= cycles + 5          # one turn of the loop per cycle, no frame-rate turns between


@linux_only
def test_moving_actors_are_still_drawn(display, tmp_path):
    _, frames, _, _, cycles = run_probe(display, tmp_path, """
class Walker(Actor):
    def act(self):
        self.move()
        if not self.isInGrid():
            self.setLocation(Location(0, 3))
makeGameGrid(8, 8, 30, Color.gray)
addActor(Walker("sprites/marble.png"), Location(0, 3))
setSimulationPeriod(50)
show()
doRun()
measure(2.0, lambda: loop.post_to_loop(dispose))
""")
    assert cycles >= 30
    assert frames >= cycles - 3         # every cycle moved the actor: a frame each


@linux_only
def test_wake_up_from_another_thread_ends_the_sleep_at_once(display, tmp_path):
    # putSleep() without a timeout sleeps in the loop's event wait; wakeUp() from a thread that is no
    # pupil's (so the loop does not look at the frame rate's pace) must end it, and soon
    script = write_script(tmp_path, """\
import threading, time
from gamegrid import *
makeGameGrid(8, 8, 30, Color.gray)
show()
delay(300)
start = [0.0]
def wake():
    start[0] = time.perf_counter()
    Monitor.wakeUp()
threading.Timer(1.0, wake).start()
putSleep()
print("LATENCY", time.perf_counter() - start[0], flush=True)
dispose()
""")
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=x_env(display), capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    latency = float(done.stdout.split("LATENCY ")[1].split()[0])
    assert 0 <= latency < 0.5


@linux_only
def test_input_wakes_the_sleeping_loop(display, tmp_path):
    from test_real_window import find_window, xdotool
    script = write_script(tmp_path, """\
from gamegrid import *
makeGameGrid(8, 8, 30, Color.gray)
setTitle("idle keys")
show()
code = getKeyCodeWait()
print("KEY", code, flush=True)
dispose()
""")
    process = subprocess.Popen([sys.executable, str(script)], cwd=tmp_path, env=x_env(display),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(display, "idle keys", process)
        xdotool(display, "windowfocus", "--sync", window)
        xdotool(display, "key", "--window", window, "a")
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert "KEY 65" in out, err
