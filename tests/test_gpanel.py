"""TigerJython's gpanel (`from gpanel import *`): classroom-style programs run headless with clicks and keys,
plus the coordinate mapping and the errors a pupil can meet."""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from conftest import REPO, write_script
from gamegrid.testing import Replay, run_script
from test_real_window import display, find_window, press_close_button, x_env, xdotool  # noqa: F401

HERE = Path(__file__).resolve().parent / "tj_programs"


def near(pixel, rgb, tolerance: int = 4) -> bool:
    """Screenshot pixels pass through OpenGL: allow a few steps of rounding."""
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, rgb))


def run(name: str, **kwargs):
    res = run_script(HERE / f"{name}.py", **kwargs)
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output, res.output
    return res


def test_moire_lines_in_user_coordinates():
    res = run("gpanel_moire")
    assert "black at black" in res.output
    assert "red at red title Moire" in res.output
    assert res.state["title"] == "Moire"
    assert (res.state["nb_horz_cells"], res.state["nb_vert_cells"], res.state["cell_size"]) == (500, 500, 1)


def test_paint_program_with_clicks_drag_and_keys(tmp_path):
    # window(-10, 10, -10, 10) on 501 x 501 pixels: user (x, y) is pixel ((x + 10) * 25, (10 - y) * 25)
    rp = (Replay().click(375, 125).press(250, 250).drag(275, 250).drag(300, 250).release(300, 250)
          .click(125, 375, button="right").key(107).key(27))
    shot = tmp_path / "paint.png"
    res = run("gpanel_paint", replay=rp, screenshot=shot)
    assert "dots: 3 pen: 3" in res.output          # two left presses (one began the drag), one right
    assert "at (5, 5): red at (-5, -5): blue" in res.output
    assert "line at (2, 0): darkgreen" in res.output
    assert res.state["disposed"] is True
    picture = Image.open(shot).convert("RGB")
    assert picture.size == (501, 501)
    assert near(picture.getpixel((375, 125)), (255, 0, 0))
    assert near(picture.getpixel((125, 375)), (0, 0, 255))
    assert near(picture.getpixel((50, 50)), (190, 190, 190))   # the "gray" grid line x = -8


def test_clear_key_erases_the_drawing():
    rp = Replay().click(375, 125).key(67).key(27)
    res = run("gpanel_paint", replay=rp)
    assert "cleared" in res.output and "at (5, 5): white" in res.output


def test_animation_until_the_window_is_closed(tmp_path):
    shot = tmp_path / "bounce.png"
    res = run("gpanel_bounce", replay=Replay().wait(2000).key(32, " ").wait(1000).close())
    assert "bounces: 1 paused: True" in res.output
    assert res.state["disposed"] is True
    res = run("gpanel_bounce", replay=Replay().wait(500), seconds=1.5, screenshot=shot)
    picture = Image.open(shot).convert("RGB")
    assert picture.size == (400, 300)
    assert near(picture.getpixel((3, 3)), (173, 216, 230))            # lightblue background
    orange = [x for x in range(400) if near(picture.getpixel((x, 150)), (255, 165, 0))]
    assert orange and 30 < max(orange) - min(orange) < 45         # one ball of radius 20


def test_plot_with_grid_text_and_click_callback(tmp_path):
    shot = tmp_path / "plot.png"
    res = run("gpanel_plot", replay=Replay().wait(1000).click(250, 100), screenshot=shot)
    assert "sin at pi/2: blue" in res.output
    assert "parabola vertex: red" in res.output and "triangle: red" in res.output
    assert "marks: [(5.0, 1.4)]" in res.output


def test_callback_forms_and_coordinate_helpers(tmp_path):
    script = write_script(tmp_path, name="forms.py", text="""
        from gpanel import *

        @onMousePressed
        def pressed(x, y):
            print("pressed %.1f %.1f" % (x, y))

        def released(e):
            print("released", e.getX(), e.getY(), isLeftMouseButton(), isRightMouseButton())

        def key(code):
            print("key", code)

        makeGPanel(Size(201, 101), mouseReleased=released, keyPressed=key)
        window(0, 20, 0, 10)
        print(toPixelX(10), toPixelY(10), toWindowX(100), toWindowY(100), getDividingPoint([0, 0], [4, 2], 0.25))
        print(getScreenWidth() > 0, isDisposed())
        move(10, 5)
        print(getPos(), getPosX(), getPosY())
        while not isDisposed():
            delay(50)
        print("closed", isDisposed())
    """)
    rp = Replay().click(100, 50, button="right").key(65).close()
    res = run_script(script, replay=rp)
    assert res.exit_code == 0, res.output
    lines = res.output.splitlines()
    assert lines[0] == "100 0 10.0 0.0 [1.0, 0.5]"
    assert "pressed 10.0 5.0" in lines and "released 100 50 False True" in lines and "key 65" in lines
    assert lines[-1] == "closed True"


def test_drawing_before_makegpanel_says_what_to_do(tmp_path):
    script = write_script(tmp_path, name="early.py", text="""
        from gpanel import *
        line(0, 0, 1, 1)
    """)
    res = run_script(script)
    assert res.exit_code == 1
    assert 'Use "makeGPanel()" to create the graphics window' in res.output
    assert "line(0, 0, 1, 1)" in res.output            # the pupil's line is shown


def test_bad_colour_and_bad_arguments_are_explained(tmp_path):
    script = write_script(tmp_path, name="bad.py", text="""
        from gpanel import *
        makeGPanel()
        try:
            setColor("reddish")
        except ValueError as e:
            print("colour:", e)
        try:
            line(0, 0, 1)
        except TypeError as e:
            print("line:", e)
    """)
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "colour:" in res.output and "reddish" in res.output
    assert "line: line() takes 2 points" in res.output


def test_image_and_bitmap_functions(tmp_path):
    script = write_script(tmp_path, name="pic.py", text="""
        from gpanel import *
        makeGPanel(Size(300, 200))
        window(0, 299, 0, 199)
        img = getImage("sprites/sNemo.gif")
        image(img, 10, 10)
        image("sprites/sNemo.gif", 100, 10)
        print(img.getWidth(), img.getHeight(), imageWidth("sprites/sNemo.gif"))
        rectangle(200, 120, 260, 180)
        fill(230, 150, "yellow")
        print(getPixelColorStr(230, 150), getPixelColorStr(270, 150), getPixelColorStr(200, 150))
    """)
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "62 49 62" in res.output
    assert "yellow white black" in res.output


def test_what_is_not_supported_names_the_alternative(tmp_path):
    script = write_script(tmp_path, name="printer.py", text="""
        from gpanel import *
        makeGPanel()
        line(0, 0, 1, 1)
        printerPlot(lambda: line(0, 0, 1, 1))
    """)
    res = run_script(script)
    assert res.exit_code == 1
    assert "NotSupportedError: printerPlot() is not supported" in res.output and "--screenshot" in res.output


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool")
def test_real_window_click_in_user_coordinates_and_close(display, tmp_path):
    script = write_script(tmp_path, name="window.py", text="""
        from gpanel import *

        def onMousePressed(x, y):
            move(x, y)
            fillCircle(1)
            print("pressed", round(x), round(y), getPixelColorStr(x, y), flush=True)

        makeGPanel(-10, 10, -10, 10, mousePressed=onMousePressed)
        title("Paint window")
        setColor("red")
        for i in range(20000):          # drawing stays fast in a real window
            point(-10 + i / 1000.0, 5)
        print("drawn", flush=True)
    """)
    process = subprocess.Popen([sys.executable, str(script)], cwd=REPO, env=x_env(display),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = find_window(display, "Paint window", process)
        xdotool(display, "mousemove", "--window", window, "375", "125")   # user (5, 5)
        xdotool(display, "click", "1")
        time.sleep(1.0)
        assert process.poll() is None, "the window stays open after the script's last line"
        press_close_button(display, window)
        out, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 0, err
    assert "drawn" in out and "pressed 5 5 red" in out, (out, err)
