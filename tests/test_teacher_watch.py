"""`gamegrid watch`: the script runs again after each save; an error is shown with the pupil's line and
the watcher waits for the next save; under Xvfb the new run's window opens where the old one was moved."""
from __future__ import annotations

import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from conftest import REPO
from test_real_window import display  # noqa: F401  (the fixture: a private Xvfb for this module)

PROGRAM = """from gamegrid import *
makeGameGrid(5, 5, 20, Color.red, "", False)
setTitle("Watched {version}")
show()
print("RUN {version}")
"""


class Lines:
    """The watcher's merged output, read line by line in a thread."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.process = process
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, text: str, limit: float = 60) -> list[str]:
        deadline = time.time() + limit
        while time.time() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                continue
            self.seen.append(line)
            if text in line:
                return self.seen
        raise AssertionError(f"no line with {text!r} in {limit} s; output so far:\n" + "\n".join(self.seen))


def start_watch(script: Path, *options: str, env: dict[str, str] | None = None) -> tuple[subprocess.Popen, Lines]:
    env = env or {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "watch", str(script), *options],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
                               cwd=script.parent)
    return process, Lines(process)


def stop_watch(process: subprocess.Popen) -> None:
    """Ctrl+C, as a teacher stops it; if it does not end, it and its runs (each in a session of its own) are
    killed, so that no test leaves a process behind."""
    children = descendants(process.pid)
    process.send_signal(signal.SIGINT)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        children += descendants(process.pid)
        process.kill()
        process.wait()
    for pid in children:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:   # ended with the watcher, as it should
            pass


def descendants(pid: int) -> list[int]:
    """The processes started by `pid` and by them (Linux /proc; elsewhere none are known)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = entry.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.parent.name)] = int(fields[1])
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        children = [child for child, ppid in parents.items() if ppid == parent]
        found += children
        frontier += children
    return found


def save(path: Path, text: str) -> None:
    """Write as an editor does; make sure the modification time moves even on coarse file systems."""
    before = path.stat().st_mtime_ns
    path.write_text(text, encoding="utf-8")
    if path.stat().st_mtime_ns == before:
        os.utime(path, ns=(before + 1_000_000, before + 1_000_000))


def test_watch_runs_again_after_each_save_and_waits_after_an_error(tmp_path):
    script = tmp_path / "game.py"
    script.write_text(PROGRAM.format(version="v1"), encoding="utf-8")
    process, out = start_watch(script, "--headless", "--seconds", "0.5")
    try:
        out.wait_for("RUN v1")
        out.wait_for("the run ended; waiting for the next save")
        save(script, PROGRAM.format(version="v2"))
        out.wait_for("game.py changed")
        out.wait_for("RUN v2")
        # a pupil's mistake: the error names the line, and the watcher keeps waiting
        save(script, PROGRAM.format(version="v3").replace("show()", "show()\nscore = 10 / 0"))
        seen = out.wait_for("the run ended with an error")
        text = "\n".join(seen)
        assert 'game.py", line 5' in text and "ZeroDivisionError" in text
        assert "RUN v3" not in text
        # a helper module beside the script counts too
        (tmp_path / "helper.py").write_text("X = 1\n")
        out.wait_for("helper.py changed")
        save(script, PROGRAM.format(version="v4"))
        out.wait_for("RUN v4")
        assert process.poll() is None   # still watching
    finally:
        stop_watch(process)
    out.wait_for("gamegrid watch: stopped", limit=5)
    assert process.returncode == 0


def window_place(display: str, window: str, centred: bool = False) -> tuple[int, int]:
    """The window's inside on the screen (xwininfo's absolute corner: xdotool's position adds the frame's
    offset a second time under a window manager); centred: where a 101 x 101 window is centred."""
    from test_real_window import SCREEN, window_corner
    if centred:
        return (SCREEN[0] - 101) // 2, (SCREEN[1] - 101) // 2
    return window_corner(display, window)


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")
def test_watch_keeps_the_windows_place_on_the_screen(display, tmp_path):
    from test_real_window import find_window, x_env, xdotool
    script = tmp_path / "game.py"
    script.write_text(PROGRAM.format(version="v1"), encoding="utf-8")
    process, out = start_watch(script, env=x_env(display))
    try:
        window = find_window(display, "Watched v1", process)
        xdotool(display, "windowmove", window, "123", "77")
        time.sleep(1.0)   # the run hears of the move (ConfigureNotify) and notes the place
        moved = window_place(display, window)
        assert moved != window_place(display, window, centred=True)
        save(script, PROGRAM.format(version="v2"))
        out.wait_for("RUN v2")
        window = find_window(display, "Watched v2", process)
        assert window_place(display, window) == moved   # also under a window manager (openbox)
    finally:
        stop_watch(process)
