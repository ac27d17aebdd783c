"""Idle: what a lesson costs while it waits for the pupil, in a real window under a window manager, beside a
bare pyglet window that waits the same way.

gamegrid side: `python lessons/solitaire/step2_rules.py`, as a pupil starts it, waiting for the first drag
(nothing moves, no input comes). Raw side: a pyglet window of the same size, drawn once, in
`pyglet.app.run(None)` (pyglet's own event wait, no timed redraw). Both run on a private Xvfb server with
openbox as the window manager (a bare X server when openbox is not installed; the report says which).

Each side is started fresh, left to settle, then watched for a few seconds through /proc: CPU per second
(the time on the CPU of every thread, the GL driver's included, from /proc/PID/task/*/schedstat) and wake-ups per second
(voluntary context switches of every thread, /proc/PID/task/*/status: each one is a sleep that ended).
A third side, the bare window with a pyglet clock beating 50 times a second and doing nothing, shows what the
lesson's running simulation (a cycle every 20 ms) costs pyglet alone.
The sides alternate round by round; the figures are medians. Targets: issue 27, gamegrid within 1% of a core of
the bare window; issue 35, gamegrid within 0.3% of a core of the bare window with the same 50 Hz beat, and its
wake-ups per second within 1.2x of that window's.

Run: python bench/bench_idle.py [rounds] [seconds]      (Linux only: /proc, Xvfb; xdotool finds the window)
"""
from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_CPU_OVER_BEAT = 0.3      # % of a core over the bare window with the same beat (issue 35)
TARGET_WAKES_OVER_BEAT = 1.2    # wake-ups per second, as a ratio to that window's
LESSON = ROOT / "lessons" / "solitaire" / "step2_rules.py"
SETTLE_S = 3.0

RAW = """
import pyglet
pyglet.options["shadow_window"] = False
window = pyglet.window.Window(491, 522, caption="raw idle", vsync=False)

@window.event
def on_draw():
    window.clear()

pyglet.app.run(None)   # wait for events; redraw only when the window system asks
"""

# The lesson's simulation runs while it waits (setSimulationPeriod(20), doRun()): the same window with a pyglet
# clock that does nothing 50 times a second shows what such a beat costs pyglet itself, without any game.
RAW_50HZ = RAW.replace('caption="raw idle"', 'caption="raw 50 Hz"').replace(
    "pyglet.app.run(None)", "pyglet.clock.schedule_interval(lambda dt: None, 0.02)\npyglet.app.run(None)")


def start_display() -> tuple[str, list[subprocess.Popen], str]:
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as reported:
        number = reported.readline().strip()
    if not number:
        raise SystemExit("Xvfb did not start")
    display = f":{number}"
    processes = [server]
    manager = "bare X server (openbox not installed)"
    if shutil.which("openbox"):
        wm = subprocess.Popen(["openbox", "--sm-disable"], env={**os.environ, "DISPLAY": display},
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        processes.append(wm)
        time.sleep(1.0)
        manager = "openbox"
    return display, processes, manager


def wait_for_window(display: str, title: str, process: subprocess.Popen) -> None:
    deadline = time.time() + 90
    while time.time() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}"],
                               env={**os.environ, "DISPLAY": display}, capture_output=True, text=True).stdout
        if found.strip():
            return
        if process.poll() is not None:
            raise SystemExit(f"the window's program ended early: {process.communicate()}")
        time.sleep(0.2)
    raise SystemExit(f"no window titled {title!r} appeared")


def cpu_and_switches(pid: int) -> tuple[float, int]:
    """(CPU seconds of all the process's threads so far, voluntary context switches of all its threads so far).
    CPU from /proc/PID/task/*/schedstat (nanoseconds on the CPU, the GL driver's threads included): /proc/PID/stat
    counts in clock ticks of 10 ms, 0.2 % of a core in a 5-second window, too coarse for the 0.3 % target."""
    cpu = 0.0
    switches = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            cpu += int((task / "schedstat").read_text().split()[0]) / 1e9
            for line in (task / "status").read_text().splitlines():
                if line.startswith("voluntary_ctxt_switches:"):
                    switches += int(line.split()[1])
        except OSError:
            pass   # a thread that ended meanwhile
    return cpu, switches


def measure(command: list[str], title: str, display: str, seconds: float) -> tuple[float, float]:
    env = {**os.environ, "DISPLAY": display, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("GAMEGRID_HEADLESS", None)
    process = subprocess.Popen(command, env=env, cwd=tempfile.gettempdir(), stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        wait_for_window(display, title, process)
        time.sleep(SETTLE_S)
        cpu0, switches0 = cpu_and_switches(process.pid)
        start = time.perf_counter()
        time.sleep(seconds)
        cpu1, switches1 = cpu_and_switches(process.pid)
        elapsed = time.perf_counter() - start
        return (cpu1 - cpu0) / elapsed * 100.0, (switches1 - switches0) / elapsed
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    for tool in ("Xvfb", "xdotool"):
        if not shutil.which(tool):
            raise SystemExit(f"bench_idle needs {tool}")
    display, processes, manager = start_display()
    sides = {"raw": ([sys.executable, "-c", RAW], "raw idle"),
             "raw 50 Hz": ([sys.executable, "-c", RAW_50HZ], "raw 50 Hz"),
             "gamegrid": ([sys.executable, str(LESSON)], "Solitaire")}
    got: dict[str, list[tuple[float, float]]] = {name: [] for name in sides}
    try:
        for index in range(rounds):
            order = list(sides) if index % 2 == 0 else list(reversed(sides))
            for name in order:
                got[name].append(measure(*sides[name], display, seconds))
    finally:
        for process in reversed(processes):
            process.terminate()
            process.wait(timeout=10)
    print(f"bench_idle: {LESSON.relative_to(ROOT)} waiting for input vs a bare pyglet window, "
          f"Xvfb 1280x1024 with {manager}, {rounds} rounds of {seconds:g} s (medians)")
    cpu = {name: statistics.median(c for c, _ in values) for name, values in got.items()}
    wakes = {name: statistics.median(w for _, w in values) for name, values in got.items()}
    print(f"  {'':10} {'CPU % of a core':>16} {'wake-ups/s':>12}")
    for name in sides:
        print(f"  {name:10} {cpu[name]:16.2f} {wakes[name]:12.1f}")
    print(f"  gamegrid - raw: {cpu['gamegrid'] - cpu['raw']:+.2f} % of a core (target: within 1), "
          f"{wakes['gamegrid'] - wakes['raw']:+.1f} wake-ups/s; "
          f"ratio gamegrid/raw wake-ups {wakes['gamegrid'] / max(wakes['raw'], 0.1):.1f}")
    over_beat = cpu['gamegrid'] - cpu['raw 50 Hz']
    wake_ratio = wakes['gamegrid'] / max(wakes['raw 50 Hz'], 0.1)
    met = over_beat <= TARGET_CPU_OVER_BEAT and wake_ratio <= TARGET_WAKES_OVER_BEAT
    print(f"  gamegrid - raw 50 Hz (the same beat as the lesson's simulation): {over_beat:+.2f} % of a core "
          f"(target: within {TARGET_CPU_OVER_BEAT}), {wakes['gamegrid'] - wakes['raw 50 Hz']:+.1f} wake-ups/s; "
          f"ratio gamegrid/raw 50 Hz wake-ups {wake_ratio:.2f} (target: within {TARGET_WAKES_OVER_BEAT}): "
          f"target {'met' if met else 'NOT met'}")


if __name__ == "__main__":
    main()
