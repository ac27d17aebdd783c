"""Tests for gamegrid.java.awt (java.awt stand-ins, spec section 4.9)."""

import pickle

import pytest

from gamegrid.java.awt import Color, Dimension, Font, Point


# --- Color -----------------------------------------------------------------

CONSTANTS = [
    ("black", "BLACK", (0, 0, 0)),
    ("blue", "BLUE", (0, 0, 255)),
    ("cyan", "CYAN", (0, 255, 255)),
    ("darkGray", "DARK_GRAY", (64, 64, 64)),
    ("gray", "GRAY", (128, 128, 128)),
    ("green", "GREEN", (0, 255, 0)),
    ("lightGray", "LIGHT_GRAY", (192, 192, 192)),
    ("magenta", "MAGENTA", (255, 0, 255)),
    ("orange", "ORANGE", (255, 200, 0)),
    ("pink", "PINK", (255, 175, 175)),
    ("red", "RED", (255, 0, 0)),
    ("white", "WHITE", (255, 255, 255)),
    ("yellow", "YELLOW", (255, 255, 0)),
]


@pytest.mark.parametrize("lower,upper,rgb", CONSTANTS)
def test_color_constants(lower, upper, rgb):
    c = getattr(Color, lower)
    assert getattr(Color, upper) == c
    assert (c.getRed(), c.getGreen(), c.getBlue(), c.getAlpha()) == rgb + (255,)
    assert c.rgba == rgb + (255,)
    assert c.rgb == rgb


def test_color_int_forms():
    c = Color(10, 20, 30)
    assert c.rgba == (10, 20, 30, 255)
    assert Color(10, 20, 30, 40).rgba == (10, 20, 30, 40)
    assert Color(0xFF8000).rgba == (255, 128, 0, 255)
    assert Color(0x12345678, True).rgba == (0x34, 0x56, 0x78, 0x12)
    assert Color(0x12345678, False).getAlpha() == 255


def test_color_float_form_java_rounding():
    assert Color(0.5, 0.2, 0.1).rgba == (128, 51, 26, 255)
    assert Color(1.0, 1.0, 1.0) == Color.white
    assert Color(0.0, 0.0, 0.0, 0.5).getAlpha() == 128
    assert Color(0.5, 0, 1).rgba == (128, 0, 255, 255)  # ints widened like Jython


@pytest.mark.parametrize("args", [(256, 0, 0), (0, -1, 0), (0, 0, 300), (0, 0, 0, 256),
                                  (1.5, 0.0, 0.0), (255.0, 0, 0)])
def test_color_out_of_range(args):
    with pytest.raises(ValueError) as info:
        Color(*args)
    assert "range" in str(info.value)


def test_color_out_of_range_message_names_component():
    with pytest.raises(ValueError, match="green=300"):
        Color(0, 300, 0)


@pytest.mark.parametrize("args", [(), (1, 2), ("red",), ("1", 2, 3), (None, 0, 0)])
def test_color_bad_arguments(args):
    with pytest.raises(TypeError):
        Color(*args)


def test_color_str():
    assert str(Color.red) == "java.awt.Color[r=255,g=0,b=0]"
    assert repr(Color(1, 2, 3, 4)) == "java.awt.Color[r=1,g=2,b=3]"
    assert Color.red.toString() == "java.awt.Color[r=255,g=0,b=0]"


def test_color_get_rgb_is_signed_java_int():
    assert Color.red.getRGB() == -65536
    assert Color(0x123456).getRGB() == -15584170
    assert Color(0, 0, 0, 0).getRGB() == 0
    assert Color(1, 2, 3, 0x7F).getRGB() == 0x7F010203


def test_color_brighter_darker_like_java():
    assert Color.red.darker().rgba == (178, 0, 0, 255)
    assert Color.gray.brighter().rgba == (182, 182, 182, 255)
    assert Color.black.brighter().rgba == (3, 3, 3, 255)
    assert Color(1, 100, 0).brighter().rgba == (4, 142, 0, 255)
    assert Color.white.brighter() == Color.white
    assert Color(10, 20, 30, 40).darker().getAlpha() == 40


def test_color_equality_and_hash():
    assert Color(255, 0, 0) == Color.red
    assert Color(255, 0, 0, 254) != Color.red
    assert Color.red != (255, 0, 0)
    assert Color.red.equals(Color(255, 0, 0))
    assert len({Color(1, 2, 3), Color(1, 2, 3), Color(3, 2, 1)}) == 2
    assert {Color.red: "r"}[Color(255, 0, 0)] == "r"
    assert Color.red in [Color.blue, Color(255, 0, 0)]
    assert pickle.loads(pickle.dumps(Color(1, 2, 3, 4))) == Color(1, 2, 3, 4)


def test_color_is_immutable():
    with pytest.raises(AttributeError):
        Color.red.r = 5


def test_color_hsb_and_decode():
    assert Color.decode("#FF8000") == Color(255, 128, 0)
    assert Color.decode("0x0000FF") == Color.blue
    assert Color.getHSBColor(0.0, 1.0, 1.0) == Color.red
    assert Color.getHSBColor(1 / 3, 1.0, 1.0) == Color.green
    assert Color.HSBtoRGB(0.0, 0.0, 1.0) == -1
    h, s, b = Color.RGBtoHSB(0, 0, 255, None)
    assert (h, s, b) == pytest.approx((2 / 3, 1.0, 1.0))


# --- Point -------------------------------------------------------------------

def test_point_basics():
    p = Point(3, 4)
    assert (p.x, p.y) == (3, 4)
    assert p.getX() == 3.0 and isinstance(p.getX(), float)
    assert p.getY() == 4.0 and isinstance(p.getY(), float)
    assert (Point().x, Point().y) == (0, 0)
    q = Point(p)
    assert q == p and q is not p
    assert str(p) == "java.awt.Point[x=3,y=4]"
    assert repr(p) == "java.awt.Point[x=3,y=4]"


def test_point_int_only():
    with pytest.raises(TypeError, match=r"int\(\.\.\.\)"):
        Point(1.5, 2)
    with pytest.raises(TypeError):
        Point(1)
    assert Point(True, 2).x == 1


def test_point_mutation():
    p = Point(1, 2)
    p.x = 7
    other = Point(0, 0)
    other.x = p.x  # Si10d style: p.oldPt.x = pt.x
    assert other == Point(7, 0)
    p.translate(1, -1)
    assert p == Point(8, 1)
    p.move(5, 6)
    assert p == Point(5, 6)
    p.setLocation(Point(9, 9))
    assert p == Point(9, 9)
    p.setLocation(1, 2)
    assert p == Point(1, 2)
    p.setLocation(1.5, 2.4)
    assert p == Point(2, 2)
    loc = p.getLocation()
    assert loc == p and loc is not p


def test_point_equality_and_distance():
    assert Point(1, 2) == Point(1, 2)
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 2) != (1, 2)
    assert len({Point(1, 2), Point(1, 2)}) == 1
    assert Point(0, 0).distance(Point(3, 4)) == 5.0
    assert Point(0, 0).distance(3, 4) == 5.0


# --- Font ----------------------------------------------------------------------

def test_font():
    assert (Font.PLAIN, Font.BOLD, Font.ITALIC) == (0, 1, 2)
    f = Font("SansSerif", Font.BOLD, 24)
    assert f.getName() == "SansSerif"
    assert f.getStyle() == Font.BOLD
    assert f.getSize() == 24
    assert f.isBold() and not f.isItalic() and not f.isPlain()
    assert Font("Arial", Font.BOLD | Font.ITALIC, 10).isItalic()
    assert f == Font("SansSerif", 1, 24)
    assert f != Font("SansSerif", 0, 24)
    assert f.deriveFont(30.0).getSize() == 30
    assert f.deriveFont(Font.PLAIN).getStyle() == Font.PLAIN
    assert "size=24" in str(f)
    with pytest.raises(TypeError):
        Font("SansSerif", Font.PLAIN, 12.5)


# --- Dimension -------------------------------------------------------------------

def test_dimension():
    d = Dimension(501, 472)
    assert (d.width, d.height) == (501, 472)
    assert d.getWidth() == 501.0
    assert d.getHeight() == 472.0
    assert str(d) == "java.awt.Dimension[width=501,height=472]"
    assert d == Dimension(501, 472)
    assert d != Dimension(1, 1)
    assert Dimension().width == 0
    d.setSize(10, 20)
    assert d == Dimension(10, 20)
    assert d.getSize() == d and d.getSize() is not d
    with pytest.raises(TypeError):
        Dimension(1.5, 2)
