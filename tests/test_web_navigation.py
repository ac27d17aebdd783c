"""What the desktop's window shows under the playground, in the page too: the navigation bar
(makeGameGrid(..., True): Step, Run/Pause, Reset and the speed slider) and the status bar, drawn in the
canvas by the desktop's own view/bars.py and clicked as on the desktop; the window's title as the tab's.

One page for the module (tests/webpage.py); each test runs the program afresh."""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from gamegrid.model.grid import NAV_BAR_HEIGHT
from gamegrid.model.navigation import SLIDER_MAX, period_for_slider, slider_for_period
from gamegrid.view.bars import BUTTON_H, BUTTON_W, SLIDER_W
from webpage import BOOT_SECONDS, canvas_box, canvas_picture, run_program

REPO = Path(__file__).resolve().parent.parent

PROGRAM = """from gamegrid import *
class Fish(Actor):
    def act(self):
        self.move()
makeGameGrid(8, 4, 40, Color.red, True)
setTitle("Nemo on the bar")
nemo = Fish("sprites/nemo.gif")
addActor(nemo, Location(1, 1))
addStatusBar(25)
setStatusText("Press Step or Run")
show()
"""
PLAYGROUND = (8 * 40 + 1, 4 * 40 + 1)


@pytest.fixture(scope="module")
def nav_page(open_site, tmp_path_factory):
    folder = tmp_path_factory.mktemp("navigation")
    (folder / "navigate.py").write_text(PROGRAM)
    page = open_site(str(folder / "navigate.py"))
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
    assert page.evaluate("window.gamegrid.errors()") == []
    page.script = folder / "navigate.py"
    yield page
    page.close()


def _fresh(page) -> dict:
    run_program(page, PROGRAM)
    state = page.evaluate("window.gamegrid.state()")
    assert state["sim_cycles"] == 0 and not state["running"]
    return state


def _button(page, index: int) -> tuple[float, float]:
    """The page's coordinates of the middle of button `index` (0 Step, 1 Run/Pause, 2 Reset)."""
    x, y, _, _ = canvas_box(page)
    top = PLAYGROUND[1] + (NAV_BAR_HEIGHT - BUTTON_H) // 2
    return x + 10 + index * (BUTTON_W + 8) + BUTTON_W / 2, y + top + BUTTON_H / 2


def _nemo(state: dict) -> tuple[int, int]:
    return state["actors"][0]["x"], state["actors"][0]["y"]


def test_the_bars_are_drawn_in_the_canvas_as_on_the_desktop(nav_page, tmp_path):
    from PIL import Image, ImageChops, ImageStat
    page = nav_page
    _fresh(page)
    desktop = tmp_path / "desktop.png"
    subprocess.run([sys.executable, "-m", "gamegrid", "run", str(page.script), "--headless", "--frames", "3",
                    "--screenshot", str(desktop)], cwd=REPO, check=True, timeout=120)
    expected = Image.open(desktop).convert("RGB")
    _, _, width, height = canvas_box(page)
    # the canvas is the whole window: the playground, the navigation bar (450 px wide at least) and the
    # status bar under it
    assert (round(width), round(height)) == expected.size == (450, PLAYGROUND[1] + NAV_BAR_HEIGHT + 26)
    time.sleep(0.3)
    shown = canvas_picture(page)
    bars_top = PLAYGROUND[1]
    # under the playground only the glyphs' edges differ (FreeType's hinted ones against the browser's);
    # measured with Chromium 156: mean 1.7, 1.6 % of the pixels off by more than 64 (with the browser's
    # unhinted advances the labels drifted: 4.4 and 2.6 %)
    bars = ImageChops.difference(shown.crop((0, bars_top, *shown.size)), expected.crop((0, bars_top, *shown.size)))
    mean = sum(ImageStat.Stat(bars).mean) / 3
    far = sum(1 for value in bars.convert("L").point(lambda v: 255 if v > 21 else 0).tobytes() if value)
    far /= bars.width * bars.height
    assert mean < 3.0 and far < 0.03, (mean, far)
    # ... and the bars are there: without them the page showed nothing under the playground
    panel = shown.getpixel((5, bars_top + 5))
    assert panel == expected.getpixel((5, bars_top + 5)) == (238, 238, 238)
    step_x, step_y = _button(page, 0)
    x, y, _, _ = canvas_box(page)
    face = (round(step_x - x - BUTTON_W / 2 + 3), round(step_y - y - BUTTON_H / 2 + 3))
    assert shown.getpixel(face) == (250, 250, 250)   # the Step button's face
    playground = ImageChops.difference(shown.crop((0, 0, *PLAYGROUND)), expected.crop((0, 0, *PLAYGROUND)))
    assert sum(ImageStat.Stat(playground).mean) / 3 < 1.0


def test_step_runs_one_cycle(nav_page):
    page = nav_page
    before = _fresh(page)
    step_x, step_y = _button(page, 0)
    x, y, _, _ = canvas_box(page)
    face = (round(step_x - x - BUTTON_W / 2 + 3), round(step_y - y - BUTTON_H / 2 + 3))
    page.mouse("mouseMoved", step_x, step_y, button="none", buttons=0)
    page.mouse("mousePressed", step_x, step_y)
    time.sleep(0.3)
    assert canvas_picture(page).getpixel(face) == (200, 210, 225)   # held: drawn pressed, as on the desktop
    assert page.evaluate("window.gamegrid.state().sim_cycles") == 0   # a button acts on its release
    page.mouse("mouseReleased", step_x, step_y)
    after = page.wait_for("(() => { const s = window.gamegrid.state(); return s.sim_cycles > 0 ? s : null; })()")
    time.sleep(0.5)
    after = page.evaluate("window.gamegrid.state()")
    assert after["sim_cycles"] == 1 and not after["running"]
    assert _nemo(after) == (_nemo(before)[0] + 1, 1)
    page.click(*_button(page, 0))
    page.wait_for("window.gamegrid.state().sim_cycles === 2")


def test_run_turns_into_pause_and_reset_puts_the_actors_back(nav_page):
    page = nav_page
    start = _fresh(page)
    x, y, _, _ = canvas_box(page)
    run_x, run_y = _button(page, 1)
    box = (round(run_x - x - BUTTON_W / 2), round(run_y - y - BUTTON_H / 2),
           round(run_x - x + BUTTON_W / 2), round(run_y - y + BUTTON_H / 2))
    run_label = canvas_picture(page).crop(box)
    page.click(run_x, run_y)
    page.wait_for("window.gamegrid.state().running === true")
    page.wait_for("window.gamegrid.state().sim_cycles >= 2", timeout=20)
    time.sleep(0.3)
    assert canvas_picture(page).crop(box).tobytes() != run_label.tobytes()   # the button says Pause now
    page.click(run_x, run_y)
    page.wait_for("window.gamegrid.state().running === false")
    time.sleep(0.3)
    paused = page.evaluate("window.gamegrid.state()")
    assert paused["sim_cycles"] >= 2 and _nemo(paused) != _nemo(start)
    assert canvas_picture(page).crop(box).tobytes() == run_label.tobytes()   # Run again
    page.click(*_button(page, 2))
    page.wait_for("(() => { const s = window.gamegrid.state(); "
                  f"return s.actors[0].x === {_nemo(start)[0]} && s.actors[0].y === {_nemo(start)[1]}; }})()")
    assert not page.evaluate("window.gamegrid.state().running")


def test_the_speed_slider_sets_the_simulation_period(nav_page):
    page = nav_page
    start = _fresh(page)
    x, y, width, _ = canvas_box(page)
    left = width - 10 - 30 - SLIDER_W
    middle = y + PLAYGROUND[1] + NAV_BAR_HEIGHT // 2
    knob = x + left + (1 - slider_for_period(start["simulation_period"]) / SLIDER_MAX) * SLIDER_W
    row = (round(left - 6), PLAYGROUND[1] + NAV_BAR_HEIGHT // 2 - 9, round(left + SLIDER_W + 6),
           PLAYGROUND[1] + NAV_BAR_HEIGHT // 2 + 9)
    slider_before = canvas_picture(page).crop(row)
    page.drag([(knob, middle), (knob + 20, middle), (x + left + SLIDER_W + 3, middle)])   # to Fast's end
    assert page.wait_for("(() => { const p = window.gamegrid.state().simulation_period; "
                         f"return p === {period_for_slider(0)}; }})()")
    time.sleep(0.3)
    fast_picture = canvas_picture(page)
    assert fast_picture.crop(row).tobytes() != slider_before.tobytes()              # the knob moved ...
    knob_colour = (90, 110, 140)
    assert fast_picture.getpixel((round(left + SLIDER_W - 2), row[1] + 9)) == knob_colour   # ... to Fast's end
    page.drag([(x + left + SLIDER_W, middle), (x + left - 3, middle)])                    # to Slow's end
    assert page.wait_for("(() => { const p = window.gamegrid.state().simulation_period; "
                         f"return p === {period_for_slider(SLIDER_MAX)}; }})()")
    assert start["simulation_period"] not in (period_for_slider(0), period_for_slider(SLIDER_MAX))


def test_the_window_title_is_the_tabs_title_and_the_status_text_is_read_out(nav_page):
    page = nav_page
    _fresh(page)
    assert page.wait_for("document.title === 'Nemo on the bar'")
    run_program(page, PROGRAM + "setTitle('Nemo moved')\nsetStatusText('Moved on')\n")
    assert page.wait_for("document.title === 'Nemo moved'")
    assert page.wait_for("document.getElementById('gamegrid-status').textContent === 'Moved on'")


def test_a_status_text_in_a_font_still_loading_keeps_the_playground(open_site, tmp_path_factory):
    """The first text of a font in a frame waits for the browser to load the font; the page composites
    meanwhile and hands back a cleared canvas: the frame's pictures are all made before its first draw."""
    folder = tmp_path_factory.mktemp("font_wait")
    (folder / "later.py").write_text(
        "from gamegrid import *\n"
        "makeGameGrid(600, 500, 1, None, False)\n"
        "setBgColor(Color(20, 80, 0))\n"
        "addStatusBar(30)\n"
        "setSimulationPeriod(30)\n"
        "doRun()\n"
        "show()\n"
        "addActor(Actor('sprites/nemo.gif'), Location(300, 300))\n"
        "setStatusText('Cards dealt')\n")
    page = open_site(str(folder / "later.py"))
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
    page.wait_for("window.gamegrid.state().status_text === 'Cards dealt'", timeout=20)
    time.sleep(0.5)
    shown = canvas_picture(page)
    assert shown.getpixel((20, 20)) == (20, 80, 0)          # the playground's colour, not a cleared canvas
    assert shown.getpixel((5, 501 + 5)) == (238, 238, 238)   # and the status bar under it
    assert page.evaluate("window.gamegrid.errors()") == []
    page.close()


def test_the_mouse_leaving_the_canvas_says_where_as_on_the_desktop(nav_page):
    """pyglet 3 gives this one event in the page's coordinates: the view turns them into the canvas's."""
    page = nav_page
    run_program(page, "from gamegrid import *\n"
                      "def left(e):\n"
                      "    setStatusText('left at %d %d' % (e.getX(), e.getY()))\n"
                      "makeGameGrid(8, 4, 40, Color.red, False, mouseExited=left)\n"
                      "addStatusBar(25)\n"
                      "show()\n")
    x, y, _, _ = canvas_box(page)
    assert (x, y) != (0, 0)   # the canvas is not at the page's corner, so the two coordinates differ
    page.mouse("mouseMoved", x + 100, y + 60, button="none", buttons=0)
    page.mouse("mouseMoved", x + 2, y + 60, button="none", buttons=0)
    page.mouse("mouseMoved", x - 30, y + 60, button="none", buttons=0)
    text = page.wait_for("(() => { const t = window.gamegrid.state().status_text; "
                         "return t && t.startsWith('left at') ? t : null; })()")
    left_x, left_y = (int(part) for part in text.split()[2:])
    assert -31 <= left_x <= 2 and abs(left_y - 60) <= 1, text   # (the canvas may sit at a fractional y)


def test_a_drag_that_leaves_the_canvas_goes_on_and_ends_outside_as_on_the_desktop(nav_page):
    page = nav_page
    run_program(page, "from gamegrid import *\n"
                      "seen = []\n"
                      "def dragged(e):\n"
                      "    seen.append(e.getX())\n"
                      "def released(e):\n"
                      "    setStatusText('released at %d after %d' % (e.getX(), max(seen)))\n"
                      "makeGameGrid(8, 4, 40, Color.red, False, mouseDragged=dragged, mouseReleased=released)\n"
                      "addStatusBar(25)\n"
                      "show()\n")
    x, y, width, _ = canvas_box(page)
    outside = x + width + 40
    page.drag([(x + 200, y + 60), (x + 300, y + 60), (outside - 20, y + 60), (outside, y + 60)])
    text = page.wait_for("(() => { const t = window.gamegrid.state().status_text; "
                         "return t && t.startsWith('released') ? t : null; })()", timeout=10)
    released_x, furthest = int(text.split()[2]), int(text.split()[4])
    assert released_x >= round(width + 39) and furthest >= round(width + 19), text


def test_the_games_keys_do_not_scroll_the_page(nav_page):
    page = nav_page
    # a game taller than the browser's window: the page scrolls, but not with the keys the game takes
    run_program(page, "from gamegrid import *\n"
                      "makeGameGrid(10, 16, 60, Color.red, True)\n"
                      "addStatusBar(25)\n"
                      "show()\n"
                      "while not isDisposed():\n"
                      "    setStatusText('key %d' % getKeyCodeWait())\n")
    assert page.evaluate("document.documentElement.scrollHeight > window.innerHeight")
    page.evaluate("window.scrollTo(0, 0); window.gamegrid.canvas().focus()")
    for key in ("ArrowDown", " ", "PageDown", "End"):
        page.key(key)
        page.wait_for(f"window.gamegrid.state().status_text === 'key {_KEY_CODES[key]}'", timeout=10)
    assert page.evaluate("window.scrollY") == 0
    assert page.evaluate("document.activeElement === window.gamegrid.canvas()")


_KEY_CODES = {"ArrowDown": 40, " ": 32, "PageDown": 34, "End": 35}


def test_a_finger_drags_as_the_mouse_does(nav_page):
    """On a touch screen a finger is the mouse with its left button: a drag of a finger reaches the game
    (the page neither scrolls nor presses twice)."""
    page = nav_page
    run_program(page, "from gamegrid import *\n"
                      "log = []\n"
                      "def note(e, kind):\n"
                      "    log.append(kind)\n"
                      "    setStatusText('%s %d %d' % (' '.join(log), e.getX(), e.getY()))\n"
                      "makeGameGrid(8, 4, 40, Color.red, False,\n"
                      "             mousePressed=lambda e: note(e, 'press'),\n"
                      "             mouseDragged=lambda e: note(e, 'drag') if log[-1] != 'drag' else None,\n"
                      "             mouseReleased=lambda e: note(e, 'release'))\n"
                      "addStatusBar(25)\n"
                      "show()\n")
    x, y, _, _ = canvas_box(page)
    page.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    try:
        page.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x + 50, "y": y + 50}]})
        for step in range(1, 6):
            time.sleep(0.03)
            page.send("Input.dispatchTouchEvent",
                      {"type": "touchMove", "touchPoints": [{"x": x + 50 + 30 * step, "y": y + 50 + 10 * step}]})
        page.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        text = page.wait_for("(() => { const t = window.gamegrid.state().status_text; "
                             "return t && t.includes('release') ? t : null; })()", timeout=10)
    finally:
        page.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
    assert text.split()[:3] == ["press", "drag", "release"], text
    assert [int(part) for part in text.split()[3:]] == [200, 100], text
    assert page.evaluate("window.scrollY") == 0


def test_moving_the_window_leaves_the_canvas_in_the_page(nav_page):
    page = nav_page
    run_program(page, "from gamegrid import *\n"
                      "makeGameGrid(5, 5, 40, Color.red, False)\n"
                      "addStatusBar(20)\n"
                      "show()\n"
                      "setPosition(100, 50)\n"
                      "p = getPosition()\n"
                      "setStatusText('at %d %d' % (p.x, p.y))\n")
    assert page.evaluate("window.gamegrid.errors()") == []
    x, y, _, _ = canvas_box(page)   # the canvas stays in the page, and says where it is
    assert page.wait_for("window.gamegrid.state().status_text") == f"at {int(x)} {int(y)}"
