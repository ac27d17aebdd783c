"""Projector zoom: `gamegrid run --zoom 2` shows the whole window twice as large and crisp, a real drag at
zoomed coordinates moves the right marble, and Ctrl + plus / minus / 0 change the zoom while it runs."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time

import pytest

from conftest import REPO
from test_real_window import display  # noqa: F401  (the fixture: a private Xvfb for this module)
from gamegrid.cli import main
from gamegrid.view.zoom import next_zoom, script_xy, zoomed_size

LESSON = REPO / "lessons" / "solitaire" / "step3_game_over.py"
NATIVE = (491, 522)   # the lesson's window: 7 x 70 + 1 wide, the board plus a status bar high


@pytest.mark.parametrize("zoom", [1, 2, 3])
def test_whole_factors_map_every_window_pixel_back_exactly(zoom):
    size = (491, 522)
    window = zoomed_size(size, zoom)
    assert window == (491 * zoom, 522 * zoom)
    for px in (0, 1, 245, 490):
        for py in (0, 1, 105, 521):
            for dx in range(zoom):
                for dy in range(zoom):
                    # pyglet counts y up from the bottom row of the window
                    x, y = px * zoom + dx, window[1] - 1 - (py * zoom + dy)
                    assert script_xy(x, y, size, window) == (px, py)


def test_other_factors_stay_inside_the_script_window():
    size = (491, 522)
    window = zoomed_size(size, 1.5)
    assert script_xy(0, window[1] - 1, size, window) == (0, 0)
    assert script_xy(window[0] - 1, 0, size, window) == (490, 521)


def test_zoom_steps():
    assert next_zoom(1, 1) == 1.25 and next_zoom(2, 1) == 2.5 and next_zoom(8, 1) == 8
    assert next_zoom(2, -1) == 1.5 and next_zoom(1, -1) == 1 and next_zoom(1.7, -1) == 1.5


def test_zoom_below_one_is_refused(capsys):
    assert main(["run", str(LESSON), "--zoom", "0.5"]) == 2
    assert "--zoom must be between 1 and 8" in capsys.readouterr().err


def grab(display: str, window: str):
    from PIL import ImageGrab
    from test_real_window import xdotool
    from test_real_window import window_corner
    values = dict(line.split("=") for line in xdotool(display, "getwindowgeometry", "--shell", window).splitlines())
    w, h = int(values["WIDTH"]), int(values["HEIGHT"])
    x, y = window_corner(display, window)   # xdotool's X and Y are off by the frame under a window manager
    return ImageGrab.grab(bbox=(x, y, x + w, y + h), xdisplay=display).convert("RGB")


def uneven_blocks(picture, zoom: int) -> float:
    """The share of zoom x zoom blocks whose pixels are not all the same colour (0 for a crisp picture)."""
    pixels = picture.load()
    width, height = picture.size
    total = uneven = 0
    for bx in range(0, width - zoom + 1, zoom * 3):
        for by in range(0, height - zoom + 1, zoom * 3):
            block = {pixels[bx + dx, by + dy] for dx in range(zoom) for dy in range(zoom)}
            total += 1
            uneven += len(block) > 1
    return uneven / total


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")
def test_zoomed_window_is_crisp_and_a_zoomed_drag_moves_the_right_marble(display, tmp_path):
    from test_real_window import close_and_collect, find_window, x_env, xdotool
    from xwindow import real_drag
    state = tmp_path / "state.json"
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "run", str(LESSON), "--zoom", "2",
                                "--state", str(state)], env=x_env(display), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(display, "Solitaire", process)
        picture = grab(display, window)
        assert picture.size == (NATIVE[0] * 2, NATIVE[1] * 2)   # the status bar is zoomed too
        assert uneven_blocks(picture, 2) < 0.001, "the zoomed window is not nearest-neighbour crisp"
        # the status bar's text is there, twice as large: dark pixels in the bottom 60 window rows
        bar = picture.crop((0, picture.size[1] - 60, picture.size[0], picture.size[1])).convert("L")
        assert sum(1 for value in bar.tobytes() if value < 80) > 200

        # marble (3, 1) over (3, 2) into the centre (3, 3): script pixels (245, 105) -> (245, 245)
        real_drag(display, window, (490, 210), (490, 490))

        xdotool(display, "key", "--window", window, "ctrl+minus")    # 2 -> 1.5
        time.sleep(0.7)
        assert grab(display, window).size == zoomed_size(NATIVE, 1.5)
        xdotool(display, "key", "--window", window, "ctrl+0")        # back to the script's size
        time.sleep(0.7)
        assert grab(display, window).size == NATIVE
        xdotool(display, "key", "--window", window, "ctrl+plus")     # 1 -> 1.25
        time.sleep(0.7)
        assert grab(display, window).size == zoomed_size(NATIVE, 1.25)
        # at 1.25 (smooth, not whole): marble (3, 4) over (3, 3) into the hole (3, 2)
        real_drag(display, window, (306, 394), (306, 219))
        _, _, err = close_and_collect(display, window, process)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    dump = json.loads(state.read_text())
    cells = {(a["x"], a["y"]) for a in dump["actors"]}
    assert dump["status_text"] == "Jump (3, 4) -> (3, 2)"
    assert (3, 2) in cells and not {(3, 1), (3, 3), (3, 4)} & cells and len(cells) == 30


def test_a_zoom_too_large_for_the_screen_steps_down_like_ctrl_plus():
    from gamegrid.view.zoom import fit_zoom
    assert fit_zoom(NATIVE, 2, (1280, 1024)) == 1.5      # 982 x 1044 would not fit: the step below
    assert fit_zoom(NATIVE, 2, (1920, 1200)) == 2
    assert fit_zoom(NATIVE, 3, (1920, 1200)) == 2        # 3 and 2.5 too tall
    assert fit_zoom(NATIVE, 2.2, (1000, 1000)) == 1.5    # not a step: the steps below it
    assert fit_zoom((3000, 3000), 2, (1280, 1024)) == 1  # never below the script's own size
    assert fit_zoom(NATIVE, 2, None) == 2                # no screen known: as asked


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")
@pytest.mark.parametrize("how", ["option", "saved"])
def test_zoom_and_saved_zoom_are_limited_to_the_screen_with_a_note(display, tmp_path, how):
    from test_real_window import SCREEN, close_and_collect, find_window, x_env, xdotool
    state_file = tmp_path / "window.json"
    if how == "saved":   # the zoom a teacher chose in the last run under `gamegrid watch`
        state_file.write_text(json.dumps({"zoom": 3.0}))
    asked = ["--zoom", "3"] if how == "option" else []
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "run", str(LESSON), *asked],
                               env=x_env(display, GAMEGRID_WINDOW_STATE=str(state_file)), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(display, "Solitaire", process)
        values = dict(line.split("=") for line in xdotool(display, "getwindowgeometry", "--shell", window).splitlines())
        size = int(values["WIDTH"]), int(values["HEIGHT"])
        _, _, err = close_and_collect(display, window, process)
    finally:
        if process.poll() is None:
            process.kill()
    assert size == zoomed_size(NATIVE, 2) and size[1] <= SCREEN[1]   # 3 and 2.5 would be taller than the screen
    assert "gamegrid: at zoom 3 the window (" in err
    assert f"would not fit on the screen ({SCREEN[0]}x{SCREEN[1]} free for windows); the zoom is reduced to 2." in err
