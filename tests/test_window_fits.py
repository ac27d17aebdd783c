"""Windows that fit the screen: on a 1280 x 1024 screen under openbox, `--zoom`, the saved zoom and the
presenter's window are limited to the work area with the title bar and the status bar counted, with a
one-line note in the pupil's language. The geometry is read from the X server (xdotool, xwininfo, xprop),
as a teacher would see it, not from gamegrid."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time

import pytest

from conftest import REPO
from gamegrid.view import room
from gamegrid.view.zoom import fit_zoom, zoomed_size

LESSON = REPO / "lessons" / "solitaire" / "step3_game_over.py"
NATIVE = (491, 522)            # the lesson's window: the board and its status bar
SMALL_SCREEN = (1280, 1024)
PANEL_TOOL = REPO / "tests" / "x11panel.py"

needs_x = pytest.mark.skipif(not all(shutil.which(tool) for tool in ("Xvfb", "xdotool", "xwininfo", "xprop")),
                             reason="needs Xvfb, xdotool, xwininfo and xprop (.ci/run installs them)")


# ----- the geometry, without a window system ------------------------------------------------------------------
def test_room_is_the_work_area_less_the_frame():
    area = room.Rect(0, 0, 1280, 964)
    assert room.room(area, room.Frame(1, 1, 20, 1)) == (1278, 943)
    assert room.room(area, room.NO_FRAME) == (1280, 964)
    # the lesson at zoom 2 is 1044 high: 1.5 (783 + 21) is the largest step that fits under a 60 px panel
    assert fit_zoom(NATIVE, 2, room.room(area, room.Frame(1, 1, 20, 1))) == 1.5
    # 1010 high fits a 1024 screen without its title bar, not with it
    assert fit_zoom((505, 505), 2, (1280, 1024)) == 2
    assert fit_zoom((505, 505), 2, room.room(room.Rect(0, 0, 1280, 1024), room.Frame(1, 1, 20, 1))) == 1.5


def test_centred_and_kept_inside_put_the_whole_frame_on_the_screen():
    area, frame = room.Rect(0, 0, 1280, 1024), room.Frame(1, 1, 20, 1)
    x, y = room.centred(area, frame, (736, 783))
    assert (x - 1, y - 20) == ((1280 - 738) // 2, (1024 - 804) // 2)
    # a place remembered by `gamegrid watch` half off the screen: moved just enough
    assert room.kept_inside(area, frame, (736, 783), (900, 500)) == (1280 - 1 - 736, 1024 - 1 - 783)
    assert room.kept_inside(area, frame, (736, 783), (100, 100)) == (100, 100)      # inside: unchanged
    assert room.kept_inside(area, frame, (736, 783), (-50, 5)) == (1, 20)          # title bar on the screen
    # a window larger than the area keeps its title bar at the top left
    assert room.kept_inside(area, frame, (2000, 2000), (300, 300)) == (1, 20)
    assert room.centred(area, frame, (2000, 2000)) == (1, 20)
    # a work area that does not start at 0 (a panel at the top)
    assert room.centred(room.Rect(0, 40, 1280, 984), room.NO_FRAME, (1280, 984)) == (0, 40)


def test_monitor_and_work_area_intersect():
    assert room.Rect(0, 0, 3200, 1000).intersection(room.Rect(1280, 0, 1920, 1080)) == room.Rect(1280, 0, 1920, 1000)
    assert room.Rect(0, 0, 10, 10).intersection(room.Rect(20, 20, 5, 5)) is None


# ----- real windows under openbox ------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def small_screen():
    from test_real_window import x_server
    if not shutil.which("Xvfb"):
        pytest.skip("needs Xvfb")
    with x_server(SMALL_SCREEN, "openbox") as name:
        yield name


def frame_rect(display: str, window: str) -> tuple[room.Rect, room.Rect]:
    """(the window's inside, the inside with openbox's frame) on the screen, as the X server has them."""
    from test_real_window import window_corner, x_env, xdotool
    values = dict(line.split("=") for line in xdotool(display, "getwindowgeometry", "--shell", window).splitlines())
    width, height = int(values["WIDTH"]), int(values["HEIGHT"])
    x, y = window_corner(display, window)
    done = subprocess.run(["xprop", "-id", window, "_NET_FRAME_EXTENTS"], env=x_env(display), capture_output=True,
                          text=True, timeout=30, check=True)
    left, right, top, bottom = (int(v) for v in done.stdout.split("=")[1].split(","))
    assert top >= 15, f"openbox draws a title bar: {done.stdout}"
    return (room.Rect(x, y, width, height),
            room.Rect(x - left, y - top, width + left + right, height + top + bottom))


def on_screen(outer: room.Rect, area: room.Rect) -> bool:
    return (outer.x >= area.x and outer.y >= area.y and outer.x + outer.width <= area.x + area.width
            and outer.y + outer.height <= area.y + area.height)


def run_and_measure(display: str, args: list[str], title: str, **env: str) -> tuple[room.Rect, room.Rect, str]:
    from test_real_window import close_and_collect, find_window, x_env
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", *args], env=x_env(display, **env),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(display, title, process)
        inside, outer = frame_rect(display, window)
        _, _, err = close_and_collect(display, window, process)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, err
    return inside, outer, err


@needs_x
def test_zoom_2_on_a_1280x1024_screen_opens_whole_with_a_note(small_screen):
    """The issue's case: 982 x 1044 at y = 41 with the status bar cut off, and no note."""
    inside, outer, err = run_and_measure(small_screen, ["run", str(LESSON), "--zoom", "2"], "Solitaire",
                                         GAMEGRID_LANG="en")
    assert (inside.width, inside.height) == zoomed_size(NATIVE, 1.5)       # status bar included
    assert on_screen(outer, room.Rect(0, 0, *SMALL_SCREEN)), (inside, outer)
    # centred, title bar and all
    assert abs((outer.y) - (SMALL_SCREEN[1] - (outer.y + outer.height))) <= 1
    notes = [line for line in err.splitlines() if "zoom" in line]
    assert notes == [f"gamegrid: at zoom 2 the window ({outer.width - inside.width + 982}x"
                     f"{outer.height - inside.height + 1044} with its title bar) would not fit on the screen "
                     f"(1280x1024 free for windows); the zoom is reduced to 1.5."], err


@needs_x
def test_saved_zoom_is_limited_with_a_note_in_the_pupils_language(small_screen, tmp_path):
    state_file = tmp_path / "window.json"
    state_file.write_text(json.dumps({"zoom": 3.0}))   # the zoom a teacher chose in `gamegrid watch`'s last run
    inside, outer, err = run_and_measure(small_screen, ["run", str(LESSON), "--lang", "de"], "Solitaire",
                                         GAMEGRID_WINDOW_STATE=str(state_file))
    assert (inside.width, inside.height) == zoomed_size(NATIVE, 1.5)
    assert on_screen(outer, room.Rect(0, 0, *SMALL_SCREEN))
    assert "gamegrid: Mit Zoom 3 passt das Fenster (" in err and "der Zoom wird auf 1.5 verkleinert." in err, err


@needs_x
def test_the_title_bar_counts(small_screen, tmp_path):
    """1010 pixels high fit a 1024-pixel screen, but not with openbox's title bar: zoom 1.5, not 2."""
    script = tmp_path / "tall.py"
    script.write_text("from gamegrid import *\nmakeGameGrid(7, 7, 72, RED, \"\", False)\nsetTitle('Tall')\nshow()\n")
    inside, outer, err = run_and_measure(small_screen, ["run", str(script), "--zoom", "2", "--lang", "fr"], "Tall")
    assert (inside.width, inside.height) == zoomed_size((505, 505), 1.5)
    assert on_screen(outer, room.Rect(0, 0, *SMALL_SCREEN))
    assert "gamegrid : avec le zoom 2, la fenêtre (" in err and "le zoom est réduit à 1.5." in err, err


@needs_x
def test_a_status_bar_added_after_show_shrinks_the_window_back_onto_the_screen(small_screen, tmp_path):
    from test_real_window import close_and_collect, find_window, x_env
    script = tmp_path / "late_bar.py"
    script.write_text("from gamegrid import *\nmakeGameGrid(7, 7, 64, RED, \"\", False)\nsetTitle('Late bar')\nshow()\n"
                      "delay(2500)\naddStatusBar(60)\nsetStatusText('added')\n")
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "run", str(script), "--zoom", "2"],
                               env=x_env(small_screen, GAMEGRID_LANG="en"), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(small_screen, "Late bar", process)
        before, _ = frame_rect(small_screen, window)
        deadline = time.time() + 60
        while True:
            inside, outer = frame_rect(small_screen, window)
            if inside.height != before.height:
                break
            assert time.time() < deadline, "the status bar never came"
            time.sleep(0.3)
        _, _, err = close_and_collect(small_screen, window, process)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert (before.width, before.height) == (898, 898)                     # 449 x 449 at zoom 2 fits
    assert (inside.width, inside.height) == zoomed_size((449, 510), 1.5)   # 1020 + title bar would not
    assert on_screen(outer, room.Rect(0, 0, *SMALL_SCREEN)), (inside, outer)
    assert "at zoom 2 the window" in err and "the zoom is reduced to 1.5." in err, err


@needs_x
def test_a_panel_makes_the_work_area_smaller(small_screen):
    """A task bar 240 pixels high (a dock with a strut): the work area is 1280 x 784, so 1.25, not 1.5."""
    from test_real_window import x_env
    panel = subprocess.Popen([sys.executable, str(PANEL_TOOL), "240"], env=x_env(small_screen),
                             stdout=subprocess.PIPE, text=True)
    try:
        assert panel.stdout.readline().strip() == "ready"
        deadline = time.time() + 30
        while "1280, 784" not in subprocess.run(["xprop", "-root", "_NET_WORKAREA"], env=x_env(small_screen),
                                                capture_output=True, text=True).stdout:
            assert time.time() < deadline, "openbox did not take the panel's strut into the work area"
            time.sleep(0.1)
        inside, outer, err = run_and_measure(small_screen, ["run", str(LESSON), "--zoom", "2"], "Solitaire",
                                             GAMEGRID_LANG="en")
    finally:
        panel.terminate()
        panel.wait(timeout=10)
    assert (inside.width, inside.height) == zoomed_size(NATIVE, 1.25)
    assert on_screen(outer, room.Rect(0, 0, 1280, 784)), (inside, outer)
    assert "(1280x784 free for windows); the zoom is reduced to 1.25." in err, err


@needs_x
def test_presenter_window_fits_with_a_note(small_screen, tmp_path):
    from test_real_window import find_window, press_close_button, x_env
    folder = tmp_path / "demo"
    folder.mkdir()
    (folder / "step1_board.py").write_text("# Demo, step 1: a board\nfrom gamegrid import *\n"
                                           "makeGameGrid(4, 3, 40, RED)\nshow()\n")
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "present", str(folder), "--zoom", "2"],
                               env=x_env(small_screen, GAMEGRID_LANG="en"), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(small_screen, "demo.*step 1/1", process)
        inside, outer = frame_rect(small_screen, window)
        press_close_button(small_screen, window)
        process.wait(timeout=20)
        _, err = process.communicate()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    from gamegrid.teacher.present.session import BASE_SIZE
    assert (inside.width, inside.height) == zoomed_size(BASE_SIZE, 1.25)    # 1720 x 1440 asked
    assert on_screen(outer, room.Rect(0, 0, *SMALL_SCREEN)), (inside, outer)
    assert outer.x + outer.width > SMALL_SCREEN[0] - 20                       # at the right edge
    assert "gamegrid: at zoom 2 the window (" in err and "the zoom is reduced to 1.25." in err, err
