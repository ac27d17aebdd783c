"""Pupils' programs in the page, as on the desktop (issue 33): the solitaire lesson drawn like the desktop's
headless picture, a drag that takes a marble, a blocking loop that animates, a key wait, a Timer clock, a
dialog, an error at the pupil's line, a helper module and a data file beside the script.

One browser and one page for the programs run with `window.gamegrid.run(code)` (tests/webpage.py); the
lesson's tests open the lesson's site."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from webpage import BOOT_SECONDS, canvas_box, canvas_picture, run_program, show_step, status_text

REPO = Path(__file__).resolve().parent.parent
SOLITAIRE = REPO / "lessons" / "solitaire"


@pytest.fixture(scope="module")
def program_page(open_site, tmp_path_factory):
    """A page of a script's site whose folder holds a helper module and a data file."""
    folder = tmp_path_factory.mktemp("program")
    (folder / "start.py").write_text("from gamegrid import *\nmakeGameGrid(8, 2, 40, Color.gray, False)\n"
                                     "addStatusBar(24)\nshow()\n")
    (folder / "board.py").write_text("NAME = 'board module'\n")
    (folder / "levels.txt").write_text("level one\n")
    page = open_site(str(folder / "start.py"))
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
    assert page.evaluate("window.gamegrid.errors()") == []
    yield page
    page.close()


def _mean_and_share(first, second) -> tuple[float, float]:
    """The mean difference per channel, and the share of pixels off by more than 64 in some channel."""
    from PIL import ImageChops
    difference = ImageChops.difference(first, second)
    pixels = list(zip(*(band.tobytes() for band in difference.split())))
    mean = sum(sum(pixel) for pixel in pixels) / (3 * len(pixels))
    share = sum(1 for pixel in pixels if max(pixel) > 64) / len(pixels)
    return mean, share


def test_the_solitaire_lesson_looks_as_on_the_desktop(solitaire_page, tmp_path):
    from PIL import Image
    desktop = tmp_path / "desktop.png"
    subprocess.run([sys.executable, "-m", "gamegrid", "run", str(SOLITAIRE / "step1_board.py"), "--headless",
                    "--frames", "3", "--screenshot", str(desktop)], cwd=REPO, check=True, timeout=120)
    expected = Image.open(desktop).convert("RGB")
    page = solitaire_page
    show_step(page, 1)
    assert page.evaluate("window.gamegrid.errors()") == []
    x, y, width, height = canvas_box(page)
    # the canvas is the desktop's window: the playground at one CSS pixel per pixel, the status bar under it
    assert (round(width), round(height)) == expected.size
    cell = page.evaluate("window.gamegrid.state().cell_size")
    playground = (0, 0, 7 * cell + 1, 7 * cell + 1)
    assert playground[2:] == (491, 491)
    time.sleep(0.3)
    shown = canvas_picture(page)
    mean, share = _mean_and_share(shown.crop(playground), expected.crop(playground))
    # measured with Chromium 156: mean 0.009, share 0 % (the same sprites and background, no resampling)
    assert mean < 1.0 and share < 0.002, (mean, share)
    # the status bar, drawn by the desktop's bars code: only the glyphs' edges differ (FreeType's hinted
    # ones against the browser's); measured: mean 4.3, share 2.2 % (with unhinted advances: 10.4, 6.2 %)
    bar = (0, 491, *expected.size)
    mean, share = _mean_and_share(shown.crop(bar), expected.crop(bar))
    assert mean < 6.0 and share < 0.04, (mean, share)
    # its text also in the page's element for screen readers
    assert page.evaluate("document.getElementById('gamegrid-status').textContent") == \
        page.evaluate("window.gamegrid.state().status_text") != ""


def test_a_drag_over_a_marble_into_the_hole_takes_the_marble(solitaire_page):
    page = solitaire_page
    show_step(page, 2)
    before = page.evaluate("window.gamegrid.state()")
    assert len(before["actors"]) == 32
    x, y, _, _ = canvas_box(page)
    cell = before["cell_size"]
    centre = lambda cx, cy: (x + cx * cell + cell / 2, y + cy * cell + cell / 2)   # noqa: E731
    # the marble at (3, 1) jumps over (3, 2) into the empty middle (3, 3)
    start, end = centre(3, 1), centre(3, 3)
    page.drag([start, (start[0], start[1] + 30), (start[0], start[1] + 80), end])
    after = page.wait_for("(() => { const s = window.gamegrid.state(); "
                          "return s.actors.length === 31 ? s : null; })()", timeout=20)
    places = {(actor["x"], actor["y"]) for actor in after["actors"]}
    assert (3, 3) in places and (3, 2) not in places and (3, 1) not in places
    assert after["status_text"].startswith("Jump")


def test_a_blocking_loop_animates(program_page):
    run_program(program_page, "from gamegrid import *\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "addStatusBar(24)\n"
                              "show()\n"
                              "marble = Actor('sprites/marble.png')\n"
                              "addActor(marble, Location(0, 0))\n"
                              "n = 0\n"
                              "while not isDisposed():\n"
                              "    n += 1\n"
                              "    marble.setX(n % 8)\n"
                              "    setStatusText(str(n))\n"
                              "    delay(40)\n")
    first = program_page.evaluate("window.gamegrid.state()")
    time.sleep(1.0)
    second = program_page.evaluate("window.gamegrid.state()")
    assert int(second["status_text"]) >= int(first["status_text"]) + 5   # the loop goes on ...
    assert second["frames"] >= first["frames"] + 3                       # ... and the page draws meanwhile
    # (frames are drawn when the picture changed: at most one per delay(40) here, fewer on a loaded machine)
    pictures = []
    for _ in range(10):                                                    # the marble moves on the canvas
        pictures.append(canvas_picture(program_page).tobytes())
        if len(set(pictures)) >= 3:
            break
        time.sleep(0.15)
    assert len(set(pictures)) >= 3
    assert program_page.evaluate("window.gamegrid.errors()") == []


def test_a_key_wait_takes_the_key_pressed_in_the_page(program_page):
    run_program(program_page, "from gamegrid import *\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "addStatusBar(24)\n"
                              "show()\n"
                              "setStatusText('waiting')\n"
                              "code = getKeyCodeWait()\n"
                              "setStatusText('key %d' % code)\n")
    program_page.wait_for("window.gamegrid.state().status_text === 'waiting'", timeout=20)
    time.sleep(0.3)
    assert status_text(program_page) == "waiting"                        # it waits ...
    program_page.evaluate("window.gamegrid.canvas().focus()")
    program_page.key("ArrowLeft")
    assert program_page.wait_for("window.gamegrid.state().status_text.startsWith('key') && "
                                 "window.gamegrid.state().status_text", timeout=20) == "key 37"


def test_a_timer_clock_that_arms_itself_again_ticks(program_page):
    run_program(program_page, "from gamegrid import *\n"
                              "from threading import Timer\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "addStatusBar(24)\n"
                              "show()\n"
                              "ticks = 0\n"
                              "def tick():\n"
                              "    global ticks\n"
                              "    ticks += 1\n"
                              "    setStatusText('tick %d' % ticks)\n"
                              "    Timer(0.05, tick).start()\n"
                              "tick()\n")
    assert program_page.wait_for("(() => { const t = window.gamegrid.state().status_text || ''; "
                                 "return t.startsWith('tick') && Number(t.slice(5)) >= 10; })()", timeout=20)
    assert program_page.evaluate("window.gamegrid.errors()") == []


def test_an_error_shows_at_the_pupils_line(program_page):
    run_program(program_page, "from gamegrid import *\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "show()\n"
                              "marble = Actor('sprites/marble.png')\n"
                              "addActor(marble, Locaton(1, 1))\n")
    errors = program_page.evaluate("window.gamegrid.errors()")
    assert len(errors) == 1
    assert "line 5" in errors[0] and "Locaton" in errors[0] and "Location" in errors[0]   # the hint
    marked = program_page.evaluate("[...document.querySelectorAll('.cm-line')].findIndex("
                                   "(line) => line.classList.contains('gg-line-error')) + 1")
    assert marked == 5
    assert "line 5" in program_page.evaluate("document.getElementById('gg-errors').innerText").lower()


def test_an_error_before_any_frame_makes_ready_say_so(program_page):
    run_program(program_page, "x = 1\ny = x / 0\n")          # returns: ready resolved without a frame
    errors = program_page.evaluate("window.gamegrid.errors()")
    # the run's own error comes first (errors() lists what the page showed since the run began)
    assert errors and "ZeroDivisionError" in errors[0] and "line 2" in errors[0], errors


def test_dialogs_take_queued_answers_and_else_ask_in_the_page(program_page):
    program_page.evaluate("window.gamegrid.answer(['7'])")
    run_program(program_page, "from gamegrid import *\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "addStatusBar(24)\n"
                              "show()\n"
                              "n = inputInt('How many?')\n"
                              "setStatusText('twice %d' % (2 * n))\n")
    assert program_page.wait_for("window.gamegrid.state().status_text === 'twice 14'", timeout=20)
    run_program(program_page, "from gamegrid import *\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "addStatusBar(24)\n"
                              "show()\n"
                              "name = inputString('Your name?')\n"
                              "setStatusText('hello ' + name)\n")
    program_page.wait_for("document.getElementById('gg-dialog').open", timeout=20)
    assert "Your name?" in program_page.evaluate("document.getElementById('gg-dialog').innerText")
    program_page.evaluate("document.getElementById('gg-dialog-input').value = 'Ada';"
                          "document.getElementById('gg-dialog-ok').click()")
    assert program_page.wait_for("window.gamegrid.state().status_text === 'hello Ada'", timeout=20)


def test_the_scripts_folder_comes_along(program_page):
    run_program(program_page, "from gamegrid import *\n"
                              "import board\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "addStatusBar(24)\n"
                              "show()\n"
                              "setStatusText(board.NAME + ', ' + open('levels.txt').read().strip())\n")
    assert program_page.wait_for("window.gamegrid.state().status_text", timeout=20) == "board module, level one"


def test_a_loop_that_keeps_the_page_from_drawing_is_noticed(program_page):
    # after its first frames the program computes for 3 s in one call (no line of Python runs meanwhile, so no
    # poll point can let a frame through): a loop in Python would be suspended at its poll points instead
    run_program(program_page, "from gamegrid import *\n"
                              "import time\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "show()\n"
                              "delay(300)\n"
                              "start = time.time()\n"
                              "sum(range(1000000))\n"
                              "per_million = max(time.time() - start, 1e-4)\n"
                              "sum(range(int(3 / per_million * 1000000)))\n"
                              "setStatusText('done')\n")
    notice = program_page.wait_for("!document.getElementById('gg-no-frames').hidden && "
                                   "document.getElementById('gg-no-frames-text').textContent", timeout=30)
    assert "delay()" in notice and "seconds" in notice
    assert program_page.evaluate("document.getElementById('gg-no-frames-stop').textContent") == "Stop"
    run_program(program_page, "from gamegrid import *\nmakeGameGrid(8, 2, 40, Color.gray, False)\nshow()\n")
    assert program_page.evaluate("document.getElementById('gg-no-frames').hidden") is True   # a new run


def test_a_python_2_tigerjython_source_runs_as_on_the_desktop(program_page):
    run_program(program_page, "from gamegrid import *\n"
                              "makeGameGrid(8, 2, 40, Color.gray, False)\n"
                              "addStatusBar(24)\n"
                              "show()\n"
                              "print 'Python 2'\n"
                              "setStatusText('half %d' % (7 / 2))\n")
    assert program_page.wait_for("window.gamegrid.state().status_text", timeout=20) == "half 3"
    assert program_page.evaluate("window.gamegrid.errors()") == []
