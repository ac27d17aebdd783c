"""Tests for gamegrid.java.x11colors (spec 4.9, 4.10, 9.4 and Appendix B)."""

import random
from pathlib import Path

import pytest

from gamegrid.java.awt import Color
from gamegrid.java.x11colors import X11_COLORS, X11Color, getRandomX11Color, makeColor

SPEC = Path(__file__).resolve().parents[1] / ".." / "shared" / "spec" / "gamegrid-api.md"


def test_table_matches_spec_appendix_b():
    if not SPEC.exists():
        pytest.skip("../shared spec not available")
    text = SPEC.read_text(encoding="utf-8")
    body = text[text.index("## Appendix B"):text.index("## Appendix C")]
    line = next(l for l in body.splitlines() if l.startswith("aliceblue="))
    pairs = [p.strip().split("=") for p in line.split(";") if p.strip()]
    expected = {name: tuple(int(v) for v in rgb.split(",")) for name, rgb in pairs}
    assert X11_COLORS == expected
    assert list(X11_COLORS) == [name for name, _ in pairs]


def test_table_size_and_known_values():
    assert len(X11_COLORS) == 666
    assert X11_COLORS["gray"] == (190, 190, 190)
    assert X11_COLORS["lightgray"] == (211, 211, 211)
    assert X11_COLORS["darkgray"] == (169, 169, 169)
    assert X11_COLORS["green"] == (0, 255, 0)
    assert X11_COLORS["yellowgreen"] == (154, 205, 50)


@pytest.mark.parametrize("name", ["skyblue", "SkyBlue", "sky blue", "Sky Blue", " skyblue"])
def test_to_color_is_case_and_space_insensitive(name):
    assert X11Color.toColor(name) == Color(135, 206, 235)


def test_to_color_unknown_is_none():
    assert X11Color.toColor("nosuchcolour") is None
    assert X11Color.toColor("") is None
    assert X11Color.toColor(None) is None


def test_x11color_is_a_color():
    c = X11Color("red")
    assert isinstance(c, Color)
    assert c == Color.red and Color.red == c
    assert hash(c) == hash(Color.red)
    assert c.getRed() == 255 and c.getAlpha() == 255
    assert X11Color("sky blue").rgba == (135, 206, 235, 255)
    assert str(X11Color("red")) == "ch.aplu.util.X11Color[r=255,g=0,b=0]"
    assert X11Color("DarkGray") == Color(169, 169, 169)


def test_x11color_unknown_raises():
    with pytest.raises(ValueError, match="getColorNames"):
        X11Color("blurple")
    with pytest.raises(TypeError):
        X11Color(5)


def test_color_names_and_reverse_lookup():
    names = X11Color.getColorNames()
    assert len(names) == 666 and "aliceblue" in names and "skyblue" in names
    names.append("mine")  # a copy: the table is not changed
    assert "mine" not in X11Color.getColorNames()
    assert X11Color.toColorStr(Color(135, 206, 235)) == "skyblue"
    assert X11Color.toColorStr(Color(190, 190, 190)) == "gray"
    assert X11Color.toColorStr(Color.blue) == "blue"
    assert X11Color.toColorStr(Color(1, 2, 3)) is None
    assert X11Color.toColorStr("red") is None


def test_random_colors():
    random.seed(4)
    name = X11Color.getRandomColorStr()
    assert name in X11_COLORS
    assert isinstance(X11Color.getRandomColor(), Color)
    assert getRandomX11Color() in X11_COLORS
    random.seed(11)
    first = [getRandomX11Color() for _ in range(5)]
    random.seed(11)
    assert [getRandomX11Color() for _ in range(5)] == first


# --- makeColor ---------------------------------------------------------------------

def test_make_color_names_use_x11():
    assert makeColor("skyblue") == Color(135, 206, 235)
    assert makeColor("sky blue") == Color(135, 206, 235)
    assert makeColor("beige") == Color(245, 245, 220)
    assert makeColor("red") == Color.red
    assert makeColor("gray") == Color(190, 190, 190)     # X11, not java.awt 128
    assert makeColor("green") == Color(0, 255, 0)        # X11, not W3C (0,128,0)
    assert type(makeColor("red")) is Color


def test_make_color_numbers():
    assert makeColor(25, 121, 212) == Color(25, 121, 212)
    assert makeColor(25, 121, 212, 100).getAlpha() == 100
    assert makeColor(0.5, 0.2, 0.1) == Color(128, 51, 26)
    assert makeColor(0xFF8000) == Color(255, 128, 0)
    assert makeColor((1, 2, 3)) == Color(1, 2, 3)
    assert makeColor("#FF8000") == Color(255, 128, 0)
    assert makeColor("#FF800080").getAlpha() == 0x80


def test_make_color_from_color_and_alpha():
    assert makeColor(Color.blue) is Color.blue
    assert makeColor(X11Color("red")) == Color.red
    assert makeColor("red", 128).rgba == (255, 0, 0, 128)
    assert makeColor(Color.red, 0.5).getAlpha() == 128


def test_make_color_errors():
    with pytest.raises(ValueError) as info:
        makeColor("blurple")
    assert "'blurple'" in str(info.value)
    assert "X11Color.getColorNames()" in str(info.value)
    with pytest.raises(ValueError):
        makeColor(300, 0, 0)
    with pytest.raises(TypeError):
        makeColor()
    with pytest.raises(TypeError):
        makeColor(None)
    with pytest.raises(ValueError):
        makeColor("red", 999)
