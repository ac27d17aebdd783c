"""gpanel's windowPosition(ulx, uly), as in TigerJython: the window (its frame, title bar and all: Java's
JFrame.setLocation) opens at that place when the call comes right after makeGPanel(), and moves there when the
window was already on the screen. Read from the X server (xwininfo, xprop) under openbox on Xvfb, as a teacher
would see it."""
from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from test_real_window import close_and_collect, find_window, x_env, x_server
from test_window_fits import frame_rect

needs_x = pytest.mark.skipif(not all(shutil.which(tool) for tool in ("Xvfb", "openbox", "xdotool", "xwininfo",
                                                                         "xprop")),
                                reason="needs Xvfb, openbox, xdotool, xwininfo and xprop (.ci/run installs them)")


@pytest.fixture(scope="module")
def screen():
    with x_server((1280, 1024), "openbox") as name:
        yield name


def start(screen: str, tmp_path: Path, text: str) -> subprocess.Popen:
    script = tmp_path / "placed.py"
    script.write_text(textwrap.dedent(text))
    return subprocess.Popen([sys.executable, "-m", "gamegrid", "run", str(script)], cwd=tmp_path,
                            env=x_env(screen), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def frame_corner_when_settled(screen: str, window: str, expected: tuple[int, int]) -> tuple[int, int]:
    """The frame's top left once it is at `expected`, or where it is after 10 s."""
    deadline = time.time() + 10
    while True:
        _, outer = frame_rect(screen, window)
        if (outer.x, outer.y) == expected or time.time() > deadline:
            return outer.x, outer.y
        time.sleep(0.1)


@needs_x
def test_window_position_right_after_make_gpanel_opens_the_window_there(screen, tmp_path):
    process = start(screen, tmp_path, """\
        from gpanel import *
        makeGPanel(0, 10, 0, 10)
        windowPosition(100, 150)
        title("Placed Panel")
        line(0, 0, 10, 10)
    """)
    try:
        window = find_window(screen, "Placed Panel", process)
        assert frame_corner_when_settled(screen, window, (100, 150)) == (100, 150)
        _, _, err = close_and_collect(screen, window, process)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, err


@needs_x
def test_window_position_moves_a_window_already_on_the_screen(screen, tmp_path):
    process = start(screen, tmp_path, """\
        from gpanel import *
        makeGPanel(Size(300, 200))
        title("Moving Panel")
        delay(1500)
        windowPosition(420, 310)
        line(0, 0, 1, 1)
    """)
    try:
        window = find_window(screen, "Moving Panel", process)
        _, outer = frame_rect(screen, window)
        assert (outer.x, outer.y) != (420, 310)   # centred at first
        assert frame_corner_when_settled(screen, window, (420, 310)) == (420, 310)
        _, _, err = close_and_collect(screen, window, process)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, err


def test_window_position_with_a_word_says_what_it_takes(tmp_path):
    from gamegrid.testing import run_script
    script = tmp_path / "wrong.py"
    script.write_text('from gpanel import *\nmakeGPanel()\nwindowPosition("left", 10)\n')
    result = run_script(script)
    assert result.exit_code != 0
    assert "windowPosition(ulx, uly) takes two numbers of pixels, got 'left', 10." in result.output
    assert "wrong.py" in result.output and "line 3" in result.output
