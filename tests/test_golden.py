"""Headless screenshots compared with golden images (with a tolerance for renderer differences)."""
from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageStat

from golden_cases import CASES, REPO
from gamegrid.testing import run_script

GOLDEN = REPO / "tests" / "golden"


def difference(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(mean absolute difference per channel, share of pixels differing by more than 40)"""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    pixels = a.width * a.height
    mean = sum(ImageStat.Stat(diff).mean) / 3
    strong = diff.convert("L").point(lambda v: 255 if v > 40 else 0).histogram()[255] / pixels
    return mean, strong


@pytest.mark.parametrize("name", sorted(CASES))
def test_screenshot_matches_golden(tmp_path, name):
    script, replay = CASES[name]
    shot = tmp_path / f"{name}.png"
    result = run_script(script, replay=replay, screenshot=shot)
    assert result.exit_code == 0, result.output
    golden = Image.open(GOLDEN / f"{name}.png")
    actual = Image.open(shot)
    assert actual.size == golden.size
    mean, strong = difference(actual, golden)
    assert mean < 2.0 and strong < 0.005, f"{name}: mean diff {mean:.2f}, {strong:.2%} pixels differ strongly"


def test_golden_comparison_detects_a_moved_marble():
    """The tolerance is not so loose that a marble in another hole passes."""
    start = Image.open(GOLDEN / "solitaire_start.png")
    jumped = Image.open(GOLDEN / "solitaire_after_jump.png")
    mean, strong = difference(start, jumped)
    assert strong > 0.005


def test_mid_drag_shows_the_marble_between_the_holes():
    shot = Image.open(GOLDEN / "solitaire_mid_drag.png").convert("RGB")
    # the dragged marble's centre is at (250, 215): blue marble colour there, not the board
    r, g, b = shot.getpixel((250, 215))
    assert b > 150 and r < 120
    # its home hole (245, 105) is empty now: dark wood, not blue
    r, g, b = shot.getpixel((245, 105))
    assert b < 100
