"""Issue 25, kinds of failure found by running public TigerJython programs nobody here had seen (the ones
not about threads, Java imports or Python 2 meaning): what TigerJython's modules give a program that
the stand-ins lacked. Each test is written from the original's documentation (TigerJython's gpanel
module and its `from ... import` lines, ch.aplu.util.GBitmap and X11Color, GPanel.text, Python's
`time` module); the programs in tests/conformance_programs/api/ are our own, in the styles of the
teachers' and pupils' programs we saw, run through the runner with replayed input."""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import REPO, run_program, write_script

PROGRAMS = REPO / "tests" / "conformance_programs" / "api"


def run_api_program(name: str, tmp_path: Path, monkeypatch, seconds: float = 8):
    """Run tests/conformance_programs/api/NAME.py headless from tmp_path, with NAME.jsonl replayed and
    NAME.answers answering its dialogs when they exist."""
    monkeypatch.chdir(tmp_path)
    replay = PROGRAMS / f"{name}.jsonl"
    answers = PROGRAMS / f"{name}.answers"
    return run_program(PROGRAMS / f"{name}.py", seconds=seconds,
                       replay=replay if replay.exists() else None,
                       answers=answers.read_text(encoding="utf-8").splitlines() if answers.exists() else None)


# ----- `from time import *` ----------------------------------------------------------------------------
def test_star_import_of_time_gives_the_module_names(tmp_path):
    # Python's time module has no __all__: a star import gives every public name (sleep, time, localtime,
    # strftime, ...); under gamegrid run the program's `time` is a stand-in that follows the run's clock.
    script = write_script(tmp_path, """
        from time import *
        import time as t
        t0 = time()
        sleep(0.5)
        print("names", all(callable(f) for f in (sleep, time, localtime, strftime, perf_counter, monotonic)))
        print("slept", round(time() - t0, 2), "module", round(t.time() - t0, 2))
        print("struct", isinstance(localtime().tm_year, int), "clock", callable(clock))
    """)
    res = run_program(script, seconds=5)
    assert "names True" in res.output
    assert "slept 0.5 module 0.5" in res.output       # the virtual clock of a headless run
    assert "struct True clock True" in res.output


def test_stopwatch_program_reads_key_times_with_star_imported_time(tmp_path, monkeypatch):
    res = run_api_program("stopwatch_star_time", tmp_path, monkeypatch)
    assert "slept 1.5" in res.output
    assert "reactions [2.0, 3.0]" in res.output       # the replayed keys at 2.0 s and 3.0 s
    assert res.state["status_text"] == "Reaction after 3.0 s"


# ----- what `from gpanel import *` brings ----------------------------------------------------------------
def test_gpanel_star_import_has_what_tigerjythons_gpanel_imports(tmp_path):
    # TigerJython's gpanel.py does `from entrydialog import *`, `import math, os, threading`,
    # `from math import atan2`, `from sys import exit`, and imports Monitor, X11Color, GBitmap, Double.
    script = write_script(tmp_path, """
        from gpanel import *
        names = ["EntryDialog", "EntryPane", "SliderEntry", "StringEntry", "IntEntry", "FloatEntry",
                 "CheckEntry", "RadioEntry", "ButtonEntry", "math", "os", "threading", "atan2", "exit",
                 "Monitor", "X11Color", "GBitmap", "Double", "NO_KEY_PRESSED", "isTigerJython",
                 "drawPanelGrid", "save", "crop", "paste", "scale", "readImage", "floodFill", "getBgColorStr"]
        print("missing", [n for n in names if n not in globals()])
        print(math.sqrt(16), round(atan2(1, 1) * 4, 5), NO_KEY_PRESSED, isTigerJython)
    """)
    res = run_program(script, seconds=2)
    assert "missing []" in res.output
    assert "4.0 3.14159 65535 True" in res.output


def test_gpanel_exit_ends_the_program_like_sys_exit(tmp_path):
    script = write_script(tmp_path, """
        from gpanel import *
        makeGPanel()
        print("before")
        exit()
        print("after")
    """)
    res = run_program(script, seconds=2)
    assert "before" in res.output and "after" not in res.output


def test_oscillator_program_uses_dialog_classes_from_gpanel(tmp_path, monkeypatch):
    res = run_api_program("oscillator_slider", tmp_path, monkeypatch)
    assert "run 1 damping 20 end 0.135" in res.output       # exp(-0.2 * 10)
    assert "run 2 damping 50 end 0.007" in res.output       # exp(-0.5 * 10)


def test_an_entry_pane_title_names_its_only_entry_in_answers(tmp_path):
    # EntryPane("Mass (g)", SliderEntry(...)) shows the title above an entry without a label of its
    # own: an answer line "Mass (g) = 3000" sets that entry.
    script = write_script(tmp_path, """
        from entrydialog import *
        mass = SliderEntry(0, 10000, 10000, 1000, 500)
        ok = ButtonEntry("OK")
        dlg = EntryDialog(EntryPane("Mass (g)", mass), EntryPane(ok))
        while not dlg.isDisposed():
            if ok.isTouched():
                print("mass", mass.getValue())
                dlg.dispose()
    """)
    res = run_program(script, seconds=3, answers=["Mass (g) = 3000", "OK"])
    assert "mass 3000" in res.output


# ----- GBitmap's static helpers and the photo lessons ----------------------------------------------------
def test_gbitmap_crop_paste_scale_save_and_bytes(tmp_path, grid_runtime):
    from PIL import Image
    from gamegrid.java.awt import Color
    from gamegrid.tigerjython.gpanel import GBitmap, crop, paste, readImage, save, scale, imageToString
    bm = GBitmap(40, 30)
    for x in range(40):
        for y in range(30):
            bm.setPixelColor(x, y, Color(x * 6, y * 8, 0))
    part = GBitmap.crop(bm, 10, 5, 30, 25)            # (x1, y1) upper left .. (x2, y2) lower right
    assert (part.getWidth(), part.getHeight()) == (20, 20)
    assert part.getPixelColor(0, 0).getRed() == 60 and part.getPixelColor(0, 0).getGreen() == 40
    assert crop(bm, 30, 25, 10, 5).getWidth() == 20   # corners in either order
    patch = GBitmap(5, 5)
    for x in range(5):
        for y in range(5):
            patch.setPixelColor(x, y, Color.BLUE)
    pasted = paste(bm, patch, 2, 3)
    assert pasted.getPixelColor(2, 3) == Color.BLUE and pasted.getPixelColor(7, 3) == bm.getPixelColor(7, 3)
    assert bm.getPixelColor(2, 3) != Color.BLUE       # the original stays as it was
    assert (scale(bm, 2, 0).getWidth(), scale(bm, 2, 0).getHeight()) == (80, 60)
    assert scale(bm, 1, 90).getWidth() == 30          # a quarter turn swaps width and height
    target = tmp_path / "part.png"
    assert save(part, str(target), "png") is True and Image.open(target).size == (20, 20)
    again = readImage(imageToString(part, "png"))
    assert again.getPixelColor(5, 5) == part.getPixelColor(5, 5)
    assert readImage(b"not a picture") is None


def test_photo_lesson_pictures_fill_their_300_pixel_window(grid_runtime):
    # The image lessons show colorfrog.png / frogbw.png in a 300 x 300 GPanel (a processed copy beside
    # it at x = 300), so the pictures are 300 x 300 and opaque.
    from gamegrid.tigerjython.gpanel import getImage
    for name in ("sprites/colorfrog.png", "sprites/frogbw.png"):
        picture = getImage(name)
        assert (picture.getWidth(), picture.getHeight()) == (300, 300)
        assert picture.getPixelColor(0, 0).getAlpha() == 255
    c = getImage("sprites/frogbw.png").getPixelColor(150, 150)
    assert c.getRed() == c.getGreen() == c.getBlue()


def test_photo_lab_program_crops_a_dragged_rectangle(tmp_path, monkeypatch):
    res = run_api_program("photo_lab", tmp_path, monkeypatch)
    assert "photo 300 300" in res.output
    assert "part 100 80 saved True" in res.output     # dragged from (100, 80) to (200, 160)
    assert "grey True" in res.output
    assert (tmp_path / "grey_part.png").exists()


# ----- GPanel.text with font and colours -------------------------------------------------------------------
def test_text_with_font_text_colour_and_background_keeps_the_pen(tmp_path, monkeypatch):
    res = run_api_program("typewriter_styled", tmp_path, monkeypatch)
    assert "typed TJP" in res.output                  # the digit key is not a letter
    assert "box navy" in res.output                   # the background box of the first letter
    assert "pen still java.awt.Color[r=255,g=0,b=0]" in res.output


def test_text_forms_with_style_and_a_clear_message_for_wrong_ones(tmp_path):
    script = write_script(tmp_path, """
        from gpanel import *
        makeGPanel(0, 10, 0, 10)
        f = Font("SansSerif", Font.PLAIN, 20)
        text(2, 2, "x", f, "yellow", "green")
        text([5, 5], "y", f, "yellow", "green")
        move(8, 8)
        text("z", f, "yellow", "green")
        print(getPixelColorStr(toWindowX(toPixelX(2) + 1), toWindowY(toPixelY(2) + 2)))
        text(1, 2, 3, 4, 5)
    """)
    from gamegrid.testing import run_script
    res = run_script(script, seconds=2)
    assert res.output.startswith("green")              # the box reaches below the baseline
    assert 'text() takes a text, and optionally where' in res.output


# ----- X11Color.wavelengthToColor --------------------------------------------------------------------------
@pytest.mark.parametrize("nm, strongest", [(420, "blue"), (470, "blue"), (530, "green"), (600, "red"),
                                           (700, "red")])
def test_wavelength_to_color_follows_the_spectrum(nm, strongest):
    from gamegrid.java.x11colors import X11Color
    c = X11Color.wavelengthToColor(nm)
    rgb = {"red": c.getRed(), "green": c.getGreen(), "blue": c.getBlue()}
    assert max(rgb, key=rgb.get) == strongest


def test_wavelength_to_color_is_black_outside_the_visible_range():
    from gamegrid.java.x11colors import X11Color
    assert X11Color.wavelengthToColor(300).getRGB() & 0xFFFFFF == 0
    assert X11Color.wavelengthToColor(900).getRGB() & 0xFFFFFF == 0
    yellow = X11Color.wavelengthToColor(580)
    assert yellow.getRed() == yellow.getGreen() == 255 and yellow.getBlue() == 0
    with pytest.raises(TypeError, match="wavelength in nm"):
        X11Color.wavelengthToColor("red")


def test_prism_program(tmp_path, monkeypatch):
    res = run_api_program("prism", tmp_path, monkeypatch, seconds=3)
    for line in ("450 strongest: blue", "530 strongest: green", "580 strongest: red", "650 strongest: red",
                 "800 strongest: none"):
        assert line in res.output


# ----- drawPanelGrid for a second window ----------------------------------------------------------------------
def test_draw_panel_grid_draws_in_the_given_panel(tmp_path, monkeypatch):
    res = run_api_program("two_panels_grid", tmp_path, monkeypatch, seconds=3)
    assert "grid colour green" in res.output           # p2's grid line at x = 30, y = -60
    assert "panel 1 pen java.awt.Color[r=0,g=0,b=0]" in res.output   # colour restored after the grid


def test_draw_panel_grid_needs_a_panel(tmp_path):
    script = write_script(tmp_path, """
        from gpanel import *
        makeGPanel()
        drawPanelGrid(10, 10)
    """)
    from gamegrid.testing import run_script
    res = run_script(script, seconds=2)
    assert res.exit_code != 0 and "drawPanelGrid() takes the GPanel first" in res.output


# ----- pixel loops of the image lessons -------------------------------------------------------------------------
def test_pixel_access_round_trips_and_color_checks_stay(grid_runtime):
    # java.awt.Color(r, g, b) takes ints 0..255 (IllegalArgumentException otherwise, ValueError here);
    # GGBitmap/GBitmap getPixelColor returns the colour setPixelColor put there, alpha included.
    from gamegrid.java.awt import Color
    from gamegrid.model.bitmap import GGBitmap
    bm = GGBitmap(4, 3)
    bm.setPixelColor(3, 2, Color(10, 20, 30))
    bm.setPixelColor(0, 0, Color(1, 2, 3, 128))
    assert bm.getPixelColor(3, 2) == Color(10, 20, 30) and bm.getPixelColor(3, 2).getAlpha() == 255
    assert bm.getPixelColor(0, 0).getAlpha() == 128
    assert bm.getPixelColor(1, 1).getAlpha() == 0                   # a new bitmap is transparent
    for bad in ((256, 0, 0), (0, -1, 0)):
        with pytest.raises(ValueError, match="outside of expected range"):
            Color(*bad)
    assert Color(0.5, 0, 1).getRed() == 128                        # a float still selects 0.0..1.0
    with pytest.raises(IndexError):
        bm.getPixelColor(4, 0)


# ----- lines far outside the window ---------------------------------------------------------------------------
def test_clip_segment_keeps_inner_lines_and_cuts_far_ones():
    from gamegrid.model.background import clip_segment
    assert clip_segment(3, 4, 50, 60, 0, 0, 100, 100) == [(3, 4), (50, 60)]
    assert clip_segment(-50, -50, -10, 500, 0, 0, 100, 100) is None        # left of the box
    assert clip_segment(-1000, 20, 1000, 20, 0, 0, 100, 100) == [(0, 20), (100, 20)]
    (ax, ay), (bx, by) = clip_segment(-1000, -1000, 1000, 1000, 0, 0, 100, 100)
    assert (ax, ay, bx, by) == (0, 0, 100, 100)


def test_gpanel_draws_a_line_whose_ends_are_far_outside(tmp_path):
    # GPanel clips like Java2D: what lies inside the window is drawn, the rest costs nothing.
    script = write_script(tmp_path, """
        from gpanel import *
        makeGPanel(0, 10, 0, 10)
        setColor("red")
        line(-1e7, 5, 1e7, 5)
        line(-1e7, -1e7, 1e7, 1e7)
        print([getPixelColorStr(x, 5) for x in (0.5, 5, 9.5)], getPixelColorStr(2, 2), getPixelColorStr(2, 8))
    """)
    res = run_program(script, seconds=3)
    assert "['red', 'red', 'red'] red white" in res.output
