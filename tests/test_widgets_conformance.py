"""Our own widget programs (tests/conformance_programs/widgets/) give the original's state: run by the runner
with their replayed input (NAME.jsonl), compared with the states the original (JGameGrid 2.48, run by refrun)
wrote. The original's runtime is not in the repository: the states are.

    python3 tools/refcompare.py record tests/conformance_programs/widgets    # expected_states.json again

The widgets' own actor classes are inner classes in the original (GGTextField$MyTextActor ...); ours have
names of their own, and the state names them as the original does (`_original_class_name`).

_double_click_delay.py is left out of that (the underscore): the original's double-click delay is a Swing
timer in real time, which refrun's step mode (virtual time) cannot show; its status below is from the original
run in real time: `refrun _double_click_delay.py --seconds 8 --replay _double_click_delay.jsonl --state s.json`.
"""
from __future__ import annotations

import pytest

from conftest import REPO
from original_states import differences, load, normalise, run_ours

PROGRAMS = REPO / "tests" / "conformance_programs" / "widgets"
RECORDED = load(PROGRAMS / "expected_states.json")
@pytest.mark.parametrize("name", sorted(RECORDED))
def test_program_gives_the_originals_state(name, monkeypatch):
    monkeypatch.chdir(PROGRAMS)
    entry = RECORDED[name]
    assert entry["errors"] == []
    ours = run_ours(PROGRAMS / name, entry["cycles"])
    assert differences(entry["state"], ours) == []


def test_the_file_helper_program_leaves_nothing_behind(monkeypatch):
    monkeypatch.chdir(PROGRAMS)
    run_ours(PROGRAMS / "file_helper.py", 1)
    assert not (PROGRAMS / "ggpath_work").exists()


# the original in real time (see the module's text): a lone click waits for the delay, two quick clicks are
# one double click and no click, the third of three quick clicks is nothing, the right click waits too
DELAYED_CLICKS_ORIGINAL = "lClick lDClick lDClick rClick"


def test_clicks_with_a_double_click_delay_are_reported_as_the_original_reports_them(monkeypatch):
    monkeypatch.chdir(PROGRAMS)
    ours = normalise(run_ours(PROGRAMS / "_double_click_delay.py", 25))
    assert ours["status_text"] == DELAYED_CLICKS_ORIGINAL


def test_the_programs_are_ours_and_name_their_cycles():
    for program in PROGRAMS.glob("*.py"):
        text = program.read_text(encoding="utf-8")
        assert "Our own program (issue 34)" in text and "# cycles: " in text, program.name


# Where the original's screenshot of textfield_progressbar.py (refrun --cycles 3 --screenshot) changes colour:
# down the upright bar's column x = 350 and along the thin bar's row y = 250 (black frame on the black
# background, white ground, light grey strip).
ORIGINAL_BAR_PIXELS = {
    "column 350": [(80, (0, 0, 0)), (92, (255, 255, 255)), (164, (192, 192, 192)), (211, (0, 0, 0))],
    "row 250": [(140, (0, 0, 0)), (152, (192, 192, 192)), (182, (255, 255, 255)), (251, (0, 0, 0))],
}


def colour_changes(points):
    changes, before = [], None
    for where, colour in points:
        if colour != before:
            changes.append((where, colour))
            before = colour
    return changes


def test_the_bars_are_drawn_pixel_for_pixel_as_the_originals(monkeypatch, tmp_path):
    from PIL import Image
    from gamegrid.testing import run_script
    monkeypatch.chdir(PROGRAMS)
    shot = tmp_path / "shot.png"
    run_script(PROGRAMS / "textfield_progressbar.py", cycles=3, screenshot=shot)
    picture = Image.open(shot).convert("RGB")
    ours = {"column 350": colour_changes((y, picture.getpixel((350, y))) for y in range(80, 220)),
            "row 250": colour_changes((x, picture.getpixel((x, 250))) for x in range(140, 260))}
    assert ours == ORIGINAL_BAR_PIXELS
