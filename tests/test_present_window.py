"""`gamegrid present` in a real window under Xvfb (bare and under openbox, tests/test_real_window.py's
fixture): the title names step 1/N, Right shows step 2/N, a failing step shows its error in the code view and
the next key still works, and the close button ends the presenter and the step's process."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from test_real_window import display, find_window, pytestmark, press_close_button, x_env, xdotool  # noqa: F401

from gamegrid.teacher.present.codeimage import ERROR_GROUND

STEPS = {
    "step1_board.py": "# Demo, step 1: a board\nfrom gamegrid import *\nmakeGameGrid(4, 3, 40, RED)\nshow()\n",
    "step2_fails.py": "# Demo, step 2: an error\nfrom gamegrid import *\nx = 1\ny = x + notDefinedYet\n",
    "step3_board.py": "# Demo, step 3: again\nfrom gamegrid import *\nmakeGameGrid(5, 3, 40, BLUE)\nshow()\n",
}


def children(pid: int) -> set[int]:
    done = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True)
    return {int(word) for word in done.stdout.split()}


def wait_for_title(display_name: str, title: str, process: subprocess.Popen) -> str:
    return find_window(display_name, title, process)


def window_picture(display_name: str, window: str, target: Path) -> Image.Image:
    subprocess.run(["import", "-window", window, str(target)], env=x_env(display_name), check=True, timeout=30)
    return Image.open(target).convert("RGB")


def test_presenter_steps_through_a_folder_shows_an_error_and_closes(display, tmp_path):
    folder = tmp_path / "demo"
    folder.mkdir()
    for name, text in STEPS.items():
        (folder / name).write_text(text)
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "present", str(folder)],
                               env=x_env(display, GAMEGRID_LANG="en"), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        first = wait_for_title(display, "demo.*step 1/3", process)
        deadline = time.time() + 60
        while not children(process.pid):   # the step's own process
            assert time.time() < deadline, "step 1 was not started"
            time.sleep(0.1)
        xdotool(display, "key", "--window", first, "Right")
        second = wait_for_title(display, "demo.*step 2/3", process)
        assert second == first   # the same window, a new title
        deadline = time.time() + 60
        while ERROR_GROUND not in {c for _, c in window_picture(display, first, tmp_path / "s.png").getcolors(1 << 20)}:
            assert time.time() < deadline, "the failing step's error was not shown"
            time.sleep(0.5)
        xdotool(display, "key", "--window", first, "Right")
        wait_for_title(display, "demo.*step 3/3", process)
        deadline = time.time() + 60
        while not children(process.pid):
            assert time.time() < deadline, "step 3 was not started"
            time.sleep(0.1)
        running = children(process.pid)
        press_close_button(display, first)
        process.wait(timeout=20)
        assert process.returncode == 0, process.communicate()
        for pid in running:
            assert not Path(f"/proc/{pid}").exists() or "Z" in Path(f"/proc/{pid}/stat").read_text().split()[2]
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_presenter_ended_by_a_signal_ends_the_step_too(display, tmp_path, signum):
    """`kill` or a closed terminal ends the presenter: the step's program (a session of its own, so that the
    presenter can end what it started) must not go on without it."""
    folder = tmp_path / "demo"
    folder.mkdir()
    (folder / "step1_board.py").write_text(STEPS["step1_board.py"])
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "present", str(folder)],
                               env=x_env(display, GAMEGRID_LANG="en"), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    step: set[int] = set()
    try:
        wait_for_title(display, "demo.*step 1/1", process)
        deadline = time.time() + 60
        while not step:   # the step's own process
            assert time.time() < deadline, "step 1 was not started"
            time.sleep(0.1)
            step = children(process.pid)
        process.send_signal(signum)
        process.wait(timeout=20)
        assert process.returncode == -signum, process.communicate()   # it ended by the signal, as before
        deadline = time.time() + 10
        while any(alive(pid) for pid in step) and time.time() < deadline:
            time.sleep(0.1)
        assert not any(alive(pid) for pid in step), "the step's program outlived the presenter"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        for pid in step:
            if alive(pid):
                os.kill(pid, signal.SIGKILL)


def alive(pid: int) -> bool:
    """A process that runs (a zombie has ended; init reaps it once its parent is gone)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):
        return False
