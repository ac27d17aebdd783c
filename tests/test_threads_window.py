"""Threads in a real window (issue 25): a Timer and a worker thread calling gamegrid while the window is on the
screen of an X server under a window manager (Xvfb + openbox), the close button pressed through the window
manager (`wmctrl -c`), and the time from the close to the end of the process measured: the program ends
within half a second although its non-daemon threads never end, and writes its state first.

Skipped where Xvfb, openbox or wmctrl is not installed.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from conftest import REPO, write_script

pytestmark = pytest.mark.skipif(not all(shutil.which(tool) for tool in ("Xvfb", "openbox", "wmctrl")),
                                reason="needs Xvfb, openbox and wmctrl")
CLOSE_LIMIT_S = 0.5


@pytest.fixture(scope="module")
def display():
    """A private Xvfb (the server picks its display number: -displayfd) with openbox managing its windows."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as reported:
        number = reported.readline().strip()
    if not number:
        server.wait(timeout=10)
        pytest.fail(f"Xvfb did not start (exit status {server.returncode})")
    name = f":{number}"
    manager = subprocess.Popen(["openbox", "--sm-disable"], env=x_env(name), stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 60   # a loaded machine
        while subprocess.run(["wmctrl", "-m"], env=x_env(name), capture_output=True).returncode != 0:
            assert manager.poll() is None, f"openbox ended at once (exit status {manager.returncode})"
            assert time.time() < deadline, "openbox did not take the screen within 60 s"
            time.sleep(0.1)
        yield name
    finally:
        manager.terminate()
        manager.wait(timeout=10)
        server.terminate()
        server.wait(timeout=10)


def x_env(display: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "GAMEGRID_HEADLESS"}
    env.update(DISPLAY=display, PYTHONPATH=str(REPO) + os.pathsep + env.get("PYTHONPATH", ""), **extra)
    return env


def wait_for_window(display: str, title: str, process: subprocess.Popen) -> None:
    deadline = time.time() + 90   # a fresh interpreter importing pyglet on a loaded machine
    while time.time() < deadline:
        listed = subprocess.run(["wmctrl", "-l"], env=x_env(display), capture_output=True, text=True).stdout
        if any(line.endswith(" " + title) for line in listed.splitlines()):
            return
        if process.poll() is not None:
            raise AssertionError(f"the program ended early: {process.communicate()}")
        time.sleep(0.1)
    raise AssertionError(f"no window titled {title!r}")


def close_and_time(display: str, title: str, process: subprocess.Popen) -> float:
    """Press the close button (through the window manager); seconds from the press (wmctrl has sent it:
    starting wmctrl itself is not the program's time) to the process's end."""
    subprocess.run(["wmctrl", "-c", title], env=x_env(display), check=True, timeout=30)
    start = time.perf_counter()
    while process.poll() is None:
        if time.perf_counter() - start > 30:
            process.kill()
            raise AssertionError("the program outlived its window by 30 s")
        time.sleep(0.005)
    return time.perf_counter() - start


THREADS = textwrap.dedent("""\
    from gamegrid import *
    import threading, time
    ticks = 0
    def tick():                              # a Timer that re-arms itself: the game clock
        global ticks
        ticks += 1
        setStatusText("ticks %d" % ticks)
        threading.Timer(0.1, tick).start()
    def worker():                            # a worker adding fish; not a daemon, never ends
        n = 0
        while True:
            if n < 6:
                addActor(Actor("sprites/nemo.gif"), Location(n, n % 3))
                n += 1
            time.sleep(0.2)
    def pressed(e):
        addActor(Actor("sprites/crab.gif"), toLocationInGrid(e.getX(), e.getY()))
        return True
    makeGameGrid(6, 3, 60, Color.red, False, mousePressed = pressed)
    setTitle("{title}")
    addStatusBar(25)
    show()
    doRun()
    threading.Timer(0.1, tick).start()
    threading.Thread(target=worker).start()
    """)


def run_closed(display: str, tmp_path: Path, command: list[str], title: str, state: Path,
               extra_env: dict[str, str] | None = None) -> tuple[float, str, str, dict]:
    process = subprocess.Popen(command, cwd=tmp_path, env=x_env(display, **(extra_env or {})),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_window(display, title, process)
        time.sleep(2.0)   # the threads at work: six fish, twenty ticks
        # a click while the threads run: the window answers (the loop is not frozen by them)
        window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"], env=x_env(display),
                                capture_output=True, text=True).stdout.split()
        if window and shutil.which("xdotool"):
            subprocess.run(["xdotool", "mousemove", "--window", window[0], "330", "90", "click", "1"],
                           env=x_env(display), timeout=30)
            time.sleep(0.5)
        assert process.poll() is None, "the window must stay open after the script's last line"
        seconds = close_and_time(display, title, process)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert "Traceback" not in err
    return seconds, out, err, json.loads(state.read_text())


def check_state(state: dict, clicked: bool) -> None:
    assert state["disposed"] is True
    assert int(state["status_text"].split()[1]) >= 10   # the Timer ran (every 0.1 s for 2.5 s)
    fish = {(a["x"], a["y"]) for a in state["actors"] if a["class"] == "Actor" and "nemo" in a["sprite"]}
    assert fish == {(n, n % 3) for n in range(6)}
    if clicked:
        assert (5, 1) in {(a["x"], a["y"]) for a in state["actors"] if "crab" in a["sprite"]}


def test_python_script_with_timer_and_worker_ends_at_the_close(display, tmp_path):
    script = write_script(tmp_path, THREADS.replace("{title}", "Threads python"))
    state = tmp_path / "state.json"
    seconds, out, err, result = run_closed(display, tmp_path, [sys.executable, str(script)], "Threads python",
                                           state, {"GAMEGRID_STATE": str(state)})
    print(f"close to exit: {seconds:.3f} s")
    check_state(result, clicked=bool(shutil.which("xdotool")))
    assert seconds < CLOSE_LIMIT_S


def test_gamegrid_run_with_timer_and_worker_ends_at_the_close(display, tmp_path):
    script = write_script(tmp_path, THREADS.replace("{title}", "Threads run"))
    state = tmp_path / "state.json"
    seconds, out, err, result = run_closed(
        display, tmp_path, [sys.executable, "-m", "gamegrid", "run", "--state", str(state), str(script)],
        "Threads run", state)
    print(f"close to exit: {seconds:.3f} s")
    check_state(result, clicked=bool(shutil.which("xdotool")))
    assert seconds < CLOSE_LIMIT_S


def test_a_main_loop_that_never_asks_is_disposed_ends_at_the_close_with_its_threads(display, tmp_path):
    script = write_script(tmp_path, THREADS.replace("{title}", "Threads loop") + "while True:\n    delay(100)\n")
    state = tmp_path / "state.json"
    seconds, out, err, result = run_closed(
        display, tmp_path, [sys.executable, "-m", "gamegrid", "run", "--state", str(state), str(script)],
        "Threads loop", state)
    print(f"close to exit: {seconds:.3f} s")
    check_state(result, clicked=bool(shutil.which("xdotool")))
    assert seconds < CLOSE_LIMIT_S


def test_a_main_loop_that_asks_is_disposed_goes_on_then_ends_with_its_threads(display, tmp_path):
    script = write_script(tmp_path, THREADS.replace("{title}", "Threads ask")
                          + "while not isDisposed():\n    delay(50)\nprint('after the loop', ticks > 0)\n")
    state = tmp_path / "state.json"
    seconds, out, err, result = run_closed(display, tmp_path, [sys.executable, str(script)], "Threads ask",
                                           state, {"GAMEGRID_STATE": str(state)})
    print(f"close to exit: {seconds:.3f} s")
    assert "after the loop True" in out
    check_state(result, clicked=bool(shutil.which("xdotool")))
    assert seconds < CLOSE_LIMIT_S


def test_a_dialog_asked_for_by_a_timer_opens_on_the_loop_thread(display, tmp_path):
    script = write_script(tmp_path, textwrap.dedent("""\
        from gamegrid import *
        import threading
        def timeUp():
            setStatusText("time is up")
            msgDlg("Time is up!")                # from the Timer's thread
            setStatusText("dialog closed")
        makeGameGrid(6, 4, 60, Color.red, False)
        setTitle("Timer dialog")
        addStatusBar(25)
        show()
        doRun()
        threading.Timer(0.5, timeUp).start()
        """))
    state = tmp_path / "state.json"
    process = subprocess.Popen([sys.executable, str(script)], cwd=tmp_path,
                               env=x_env(display, GAMEGRID_STATE=str(state)),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_window(display, "Timer dialog", process)
        wait_for_window(display, "Message", process)   # the dialog, opened by the loop for the Timer
        subprocess.run(["wmctrl", "-c", "Message"], env=x_env(display), check=True, timeout=30)
        deadline = time.time() + 30
        while "Message" in subprocess.run(["wmctrl", "-l"], env=x_env(display), capture_output=True,
                                          text=True).stdout and time.time() < deadline:
            time.sleep(0.1)
        time.sleep(0.5)
        seconds = close_and_time(display, "Timer dialog", process)
        out, err = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert "Traceback" not in err
    assert json.loads(state.read_text())["status_text"] == "dialog closed"
    print(f"close to exit: {seconds:.3f} s")
    assert seconds < CLOSE_LIMIT_S
