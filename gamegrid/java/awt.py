"""Stand-ins for the ``java.awt`` classes that gamegrid scripts use (spec 4.9).

``Color``, ``Point``, ``Font`` and ``Dimension`` behave like their Java
namesakes as far as TigerJython scripts can observe: constructors, getters,
``str()`` text, value equality.  Pure Python, no pyglet.

Decisions:

* Java ``int`` parameters take Python ``int`` only (``bool`` counts as int,
  as in Jython); a float raises ``TypeError`` with an ``int(...)`` hint.
* ``Color`` components out of range raise ``ValueError`` (Java:
  ``IllegalArgumentException``) naming the offending component.
* ``Color`` is immutable and hashable; ``Point`` and ``Dimension`` are
  mutable like Java and still hash by value (do not mutate dict keys).
"""

from __future__ import annotations

import math
from typing import Any, Iterable, overload

from .javatypes import java_int   # one Java-int rule for Location, Point, Font, Dimension
from ..base.i18n import tr

__all__ = ["Color", "Point", "Font", "Dimension"]

_MISSING: Any = object()


def _is_int(value: Any) -> bool:
    return isinstance(value, int)


def _to_signed32(value: int) -> int:
    """Interpret the low 32 bits as a Java (signed) int."""
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value & 0x80000000 else value


# ---------------------------------------------------------------------------
# Color
# ---------------------------------------------------------------------------

_COMPONENT_NAMES = ("red", "green", "blue", "alpha")


class Color:
    """A colour (Java's java.awt.Color): red, green, blue and alpha (opacity), each 0 to 255.

    Forms: ``Color(r, g, b)``, ``Color(r, g, b, a)`` with ints 0..255;
    ``Color(r, g, b[, a])`` with floats 0.0..1.0 (Java rounding:
    ``int(v * 255 + 0.5)``); ``Color(rgb)`` with a packed int 0xRRGGBB;
    ``Color(rgba, hasAlpha)``. Named colours: Color.red, Color.WHITE ...

    Example: setBgColor(Color(255, 166, 0))   # orange
    """

    __slots__ = ("_r", "_g", "_b", "_a")

    FACTOR = 0.7  # Java's brighter()/darker() factor

    # Constants are filled in after the class body (lower and UPPER case).
    white: "Color"
    WHITE: "Color"
    lightGray: "Color"
    LIGHT_GRAY: "Color"
    gray: "Color"
    GRAY: "Color"
    darkGray: "Color"
    DARK_GRAY: "Color"
    black: "Color"
    BLACK: "Color"
    red: "Color"
    RED: "Color"
    pink: "Color"
    PINK: "Color"
    orange: "Color"
    ORANGE: "Color"
    yellow: "Color"
    YELLOW: "Color"
    green: "Color"
    GREEN: "Color"
    magenta: "Color"
    MAGENTA: "Color"
    cyan: "Color"
    CYAN: "Color"
    blue: "Color"
    BLUE: "Color"

    @overload
    def __init__(self, red: int, green: int, blue: int, alpha: int = 255, /) -> None: ...
    @overload
    def __init__(self, red: float, green: float, blue: float, alpha: float = 1.0, /) -> None: ...
    @overload
    def __init__(self, rgb: int, hasAlpha: bool = False, /) -> None: ...

    def __init__(self, *args: Any) -> None:
        if len(args) == 3:   # Color(r, g, b) with ints 0..255, the common case (pixel loops): checked inline
            r, g, b = args
            if type(r) is int and type(g) is int and type(b) is int and 0 <= r <= 255 and 0 <= g <= 255 \
                    and 0 <= b <= 255:
                self._r, self._g, self._b, self._a = r, g, b, 255
                return
        r, g, b, a = _parse_color_args(args)
        self._r = r
        self._g = g
        self._b = b
        self._a = a

    @classmethod
    def _from_rgba(cls, r: int, g: int, b: int, a: int = 255) -> "Color":
        """Internal fast constructor for already validated components."""
        obj = Color.__new__(Color)
        obj._r, obj._g, obj._b, obj._a = r, g, b, a
        return obj

    # --- getters ------------------------------------------------------------
    def getRed(self) -> int:
        return self._r

    def getGreen(self) -> int:
        return self._g

    def getBlue(self) -> int:
        return self._b

    def getAlpha(self) -> int:
        return self._a

    def getRGB(self) -> int:
        """Packed 0xAARRGGBB as a signed 32-bit Java int (opaque red = -65536)."""
        return _to_signed32((self._a << 24) | (self._r << 16) | (self._g << 8) | self._b)

    def getTransparency(self) -> int:
        # java.awt.Transparency: OPAQUE 1, BITMASK 2, TRANSLUCENT 3
        if self._a == 255:
            return 1
        return 2 if self._a == 0 else 3

    def getRGBComponents(self, compArray: Any = None) -> list[float]:
        return [self._r / 255, self._g / 255, self._b / 255, self._a / 255]

    def getRGBColorComponents(self, compArray: Any = None) -> list[float]:
        return [self._r / 255, self._g / 255, self._b / 255]

    @property
    def rgba(self) -> tuple[int, int, int, int]:
        """(r, g, b, a) ints 0..255, for the renderer."""
        return (self._r, self._g, self._b, self._a)

    @property
    def rgb(self) -> tuple[int, int, int]:
        """(r, g, b) ints 0..255, for the renderer."""
        return (self._r, self._g, self._b)

    # --- derived colours ----------------------------------------------------
    def brighter(self) -> "Color":
        """Java algorithm: divide by 0.7; black becomes (3, 3, 3)."""
        r, g, b, a = self._r, self._g, self._b, self._a
        i = int(1.0 / (1.0 - Color.FACTOR))  # 3
        if r == 0 and g == 0 and b == 0:
            return Color._from_rgba(i, i, i, a)
        if 0 < r < i:
            r = i
        if 0 < g < i:
            g = i
        if 0 < b < i:
            b = i
        f = Color.FACTOR
        return Color._from_rgba(min(int(r / f), 255), min(int(g / f), 255),
                                min(int(b / f), 255), a)

    def darker(self) -> "Color":
        """Java algorithm: multiply each component by 0.7 and truncate."""
        f = Color.FACTOR
        return Color._from_rgba(int(self._r * f), int(self._g * f), int(self._b * f), self._a)

    # --- static helpers -------------------------------------------------------
    @staticmethod
    def decode(nm: str) -> "Color":
        """``Color.decode("#FF8000")`` / ``"0xFF8000"`` / decimal string."""
        text = nm.strip()
        try:
            if text[:1] == "#":
                value = int(text[1:], 16)
            elif text[:2].lower() == "0x":
                value = int(text[2:], 16)
            else:
                value = int(text, 0 if text[:1] == "0" and len(text) > 1 else 10)
        except ValueError:
            raise ValueError(tr("Color.decode: {nm!r} is not a colour number like '#FF8000'", nm=nm)) from None
        return Color(value & 0xFFFFFF)

    @staticmethod
    def HSBtoRGB(hue: float, saturation: float, brightness: float) -> int:
        """Java's HSB to packed opaque RGB (signed int)."""
        if saturation == 0:
            r = g = b = int(brightness * 255.0 + 0.5)
        else:
            h = (hue - math.floor(hue)) * 6.0
            f = h - math.floor(h)
            p = brightness * (1.0 - saturation)
            q = brightness * (1.0 - saturation * f)
            t = brightness * (1.0 - saturation * (1.0 - f))
            sector = int(h)
            rgb_f = {
                0: (brightness, t, p), 1: (q, brightness, p), 2: (p, brightness, t),
                3: (p, q, brightness), 4: (t, p, brightness), 5: (brightness, p, q),
            }.get(sector, (0.0, 0.0, 0.0))
            r, g, b = (int(v * 255.0 + 0.5) for v in rgb_f)
        return _to_signed32(0xFF000000 | (r << 16) | (g << 8) | b)

    @staticmethod
    def RGBtoHSB(r: int, g: int, b: int, hsbvals: Any = None) -> list[float]:
        """Java's RGB (0..255) to [hue, saturation, brightness] (0..1)."""
        cmax = max(r, g, b)
        cmin = min(r, g, b)
        brightness = cmax / 255.0
        saturation = (cmax - cmin) / cmax if cmax != 0 else 0.0
        if saturation == 0:
            hue = 0.0
        else:
            span = cmax - cmin
            redc = (cmax - r) / span
            greenc = (cmax - g) / span
            bluec = (cmax - b) / span
            if r == cmax:
                hue = bluec - greenc
            elif g == cmax:
                hue = 2.0 + redc - bluec
            else:
                hue = 4.0 + greenc - redc
            hue = hue / 6.0
            if hue < 0:
                hue += 1.0
        result = [hue, saturation, brightness]
        if isinstance(hsbvals, list) and len(hsbvals) >= 3:
            hsbvals[:3] = result
        return result

    @staticmethod
    def getHSBColor(h: float, s: float, b: float) -> "Color":
        return Color(Color.HSBtoRGB(h, s, b))

    # --- object protocol ----------------------------------------------------
    def equals(self, other: Any) -> bool:
        return self == other

    def hashCode(self) -> int:
        return self.getRGB()

    def toString(self) -> str:
        return str(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Color):
            return (self._r == other._r and self._g == other._g
                    and self._b == other._b and self._a == other._a)
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash((self._r, self._g, self._b, self._a))

    # Java's toString() prints getClass().getName(); subclasses override this.
    _java_class_name = "java.awt.Color"

    def __str__(self) -> str:
        # Java's toString omits alpha; so does ours.
        return f"{self._java_class_name}[r={self._r},g={self._g},b={self._b}]"

    __repr__ = __str__

    def __reduce__(self):
        return (_rebuild_color, (type(self), self._r, self._g, self._b, self._a))


def _rebuild_color(cls: type, r: int, g: int, b: int, a: int) -> Color:
    """Unpickle any Color subclass without calling its own constructor."""
    obj = object.__new__(cls)
    obj._r, obj._g, obj._b, obj._a = r, g, b, a
    return obj


def _check_range(values: Iterable[Any], low: float, high: float, unit: str) -> None:
    bad = [f"{name}={v!r}" for name, v in zip(_COMPONENT_NAMES, values) if not low <= v <= high]
    if bad:
        raise ValueError(
            tr("Color parameter outside of expected range {unit}: {value}", unit=unit, value=', '.join(bad))
        )


def _parse_color_args(args: tuple) -> tuple[int, int, int, int]:
    """Validate Java Color constructor arguments; return (r, g, b, a) ints."""
    n = len(args)
    if n in (3, 4):
        if all(_is_int(v) for v in args):
            comps = [int(v) for v in args]
            _check_range(comps, 0, 255, "0..255")
            return (comps[0], comps[1], comps[2], comps[3] if n == 4 else 255)
        if all(isinstance(v, (int, float)) for v in args):
            # Any float selects Java's float constructor; Jython widens the
            # remaining ints to float, so Color(0.5, 0, 1) is accepted too.
            _check_range(args, 0.0, 1.0,
                         tr("0.0..1.0 (a float makes all components fractions; "
                            "for 0..255 use whole numbers, e.g. Color(255, 128, 0))"))
            comps = [int(v * 255 + 0.5) for v in args]
            return (comps[0], comps[1], comps[2], comps[3] if n == 4 else 255)
        raise TypeError(tr("Color{args!r}: the components must be numbers", args=args))
    if n == 1:
        (rgb,) = args
        if _is_int(rgb):
            rgb = int(rgb)
            return ((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, 255)
        if isinstance(rgb, Color):
            return rgb.rgba
        raise TypeError(
            tr("Color({rgb!r}): a single argument must be a packed int 0xRRGGBB; for colour names use "
               "makeColor(name) or X11Color(name)", rgb=rgb)
        )
    if n == 2 and _is_int(args[0]) and isinstance(args[1], bool):
        value, has_alpha = int(args[0]), args[1]
        alpha = (value >> 24) & 0xFF if has_alpha else 255
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF, alpha)
    raise TypeError(
        tr("Color needs Color(r, g, b), Color(r, g, b, alpha) with 0..255 (or floats 0.0..1.0), or Color(rgb); got "
           "{n} argument(s) {args!r}", n=n, args=args)
    )


_CONSTANTS = {
    ("white", "WHITE"): (255, 255, 255),
    ("lightGray", "LIGHT_GRAY"): (192, 192, 192),
    ("gray", "GRAY"): (128, 128, 128),
    ("darkGray", "DARK_GRAY"): (64, 64, 64),
    ("black", "BLACK"): (0, 0, 0),
    ("red", "RED"): (255, 0, 0),
    ("pink", "PINK"): (255, 175, 175),
    ("orange", "ORANGE"): (255, 200, 0),
    ("yellow", "YELLOW"): (255, 255, 0),
    ("green", "GREEN"): (0, 255, 0),
    ("magenta", "MAGENTA"): (255, 0, 255),
    ("cyan", "CYAN"): (0, 255, 255),
    ("blue", "BLUE"): (0, 0, 255),
}
for (_lower, _upper), _rgb in _CONSTANTS.items():
    _c = Color(*_rgb)
    setattr(Color, _lower, _c)
    setattr(Color, _upper, _c)
del _lower, _upper, _rgb, _c


# ---------------------------------------------------------------------------
# Point
# ---------------------------------------------------------------------------

class Point:
    """A point in pixels (Java's java.awt.Point): the fields x and y can be read and changed.

    Example: p = Point(100, 50); p.x += 10
    """

    __slots__ = ("x", "y")

    @overload
    def __init__(self) -> None: ...
    @overload
    def __init__(self, x: int, y: int) -> None: ...
    @overload
    def __init__(self, x: Point) -> None: ...

    def __init__(self, x: Any = _MISSING, y: Any = _MISSING) -> None:
        if type(x) is int and type(y) is int:
            self.x = x
            self.y = y
            return
        if y is _MISSING:
            if x is _MISSING:
                self.x = 0
                self.y = 0
                return
            if isinstance(x, Point):
                self.x = x.x
                self.y = x.y
                return
            raise TypeError(
                tr("Point needs two whole numbers, Point(x, y), or another Point; got only {x!r}", x=x)
            )
        if x is _MISSING:
            raise TypeError(tr("Point needs two whole numbers: Point(x, y)"))
        self.x = java_int(x, "x", "Point(x, y)")
        self.y = java_int(y, "y", "Point(x, y)")

    def getX(self) -> float:
        return float(self.x)

    def getY(self) -> float:
        return float(self.y)

    def getLocation(self) -> "Point":
        return Point(self.x, self.y)

    def setLocation(self, x: Any, y: Any = _MISSING) -> None:
        """``setLocation(point)``, ``setLocation(int, int)`` or doubles (rounded)."""
        if y is _MISSING:
            if isinstance(x, Point):
                self.x, self.y = x.x, x.y
                return
            raise TypeError(tr("setLocation needs a Point or (x, y), got {x!r}", x=x))
        if isinstance(x, float) or isinstance(y, float):
            # Java's setLocation(double, double) rounds with Math.floor(v + 0.5)
            if not all(isinstance(v, (int, float)) for v in (x, y)):
                raise TypeError(tr("setLocation needs numbers, got ({x!r}, {y!r})", x=x, y=y))
            self.x = math.floor(x + 0.5)
            self.y = math.floor(y + 0.5)
            return
        self.x = java_int(x, "x", "setLocation(x, y)")
        self.y = java_int(y, "y", "setLocation(x, y)")

    def move(self, x: Any, y: Any) -> None:
        self.x = java_int(x, "x", "move(x, y)")
        self.y = java_int(y, "y", "move(x, y)")

    def translate(self, dx: Any, dy: Any) -> None:
        self.x += java_int(dx, "dx", "translate(dx, dy)")
        self.y += java_int(dy, "dy", "translate(dx, dy)")

    def distance(self, x: Any, y: Any = _MISSING) -> float:
        if y is _MISSING:
            return math.hypot(x.getX() - self.x, x.getY() - self.y)
        return math.hypot(x - self.x, y - self.y)

    def distanceSq(self, x: Any, y: Any = _MISSING) -> float:
        return self.distance(x, y) ** 2

    def clone(self) -> "Point":
        return Point(self.x, self.y)

    def equals(self, other: Any) -> bool:
        return self == other

    def hashCode(self) -> int:
        return hash(self)

    def toString(self) -> str:
        return str(self)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Point):
            return self.x == other.x and self.y == other.y
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, Point):
            return self.x != other.x or self.y != other.y
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def __str__(self) -> str:
        return f"java.awt.Point[x={self.x},y={self.y}]"

    __repr__ = __str__

    def __reduce__(self):
        return (Point, (self.x, self.y))


# ---------------------------------------------------------------------------
# Font
# ---------------------------------------------------------------------------

class Font:
    """``java.awt.Font(name, style, size)``; only describes the font.

    The renderer maps the logical names (SansSerif, Serif, Monospaced,
    Dialog, DialogInput) to real fonts.
    """

    __slots__ = ("_name", "_style", "_size")

    PLAIN = 0
    BOLD = 1
    ITALIC = 2

    SANS_SERIF = "SansSerif"
    SERIF = "Serif"
    MONOSPACED = "Monospaced"
    DIALOG = "Dialog"
    DIALOG_INPUT = "DialogInput"

    def __init__(self, name: Any, style: Any, size: Any) -> None:
        self._name = "Default" if name is None else str(name)
        style = java_int(style, "style", "Font(name, style, size)")
        # Java silently drops unknown style bits.
        self._style = style if style & ~(Font.BOLD | Font.ITALIC) == 0 else Font.PLAIN
        self._size = java_int(size, "size", "Font(name, style, size)")

    def getName(self) -> str:
        return self._name

    def getFontName(self) -> str:
        return self._name

    def getFamily(self) -> str:
        return self._name

    def getStyle(self) -> int:
        return self._style

    def getSize(self) -> int:
        return self._size

    def getSize2D(self) -> float:
        return float(self._size)

    def isPlain(self) -> bool:
        return self._style == Font.PLAIN

    def isBold(self) -> bool:
        return bool(self._style & Font.BOLD)

    def isItalic(self) -> bool:
        return bool(self._style & Font.ITALIC)

    def deriveFont(self, *args: Any) -> "Font":
        """``deriveFont(style)`` (int), ``deriveFont(size)`` (float) or ``(style, size)``."""
        if len(args) == 1:
            (arg,) = args
            if isinstance(arg, float):
                return Font(self._name, self._style, int(arg))
            return Font(self._name, arg, self._size)
        if len(args) == 2:
            style, size = args
            return Font(self._name, style, int(size))
        raise TypeError(tr("deriveFont needs (style), (size as float) or (style, size)"))

    @property
    def name(self) -> str:
        return self._name

    @property
    def style(self) -> int:
        return self._style

    @property
    def size(self) -> int:
        return self._size

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Font):
            return (self._name, self._style, self._size) == (other._name, other._style, other._size)
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash((self._name, self._style, self._size))

    def __str__(self) -> str:
        style = {0: "plain", 1: "bold", 2: "italic", 3: "bolditalic"}[self._style]
        return (f"java.awt.Font[family={self._name},name={self._name},"
                f"style={style},size={self._size}]")

    __repr__ = __str__


# ---------------------------------------------------------------------------
# Dimension
# ---------------------------------------------------------------------------

class Dimension:
    """``java.awt.Dimension``: public mutable int fields ``width``, ``height``."""

    __slots__ = ("width", "height")

    def __init__(self, width: Any = _MISSING, height: Any = _MISSING) -> None:
        if width is _MISSING and height is _MISSING:
            self.width = 0
            self.height = 0
        elif height is _MISSING and isinstance(width, Dimension):
            self.width, self.height = width.width, width.height
        elif height is _MISSING or width is _MISSING:
            raise TypeError(tr("Dimension needs two whole numbers: Dimension(width, height)"))
        else:
            self.width = java_int(width, "width", "Dimension(width, height)")
            self.height = java_int(height, "height", "Dimension(width, height)")

    def getWidth(self) -> float:
        return float(self.width)

    def getHeight(self) -> float:
        return float(self.height)

    def getSize(self) -> "Dimension":
        return Dimension(self.width, self.height)

    def setSize(self, width: Any, height: Any = _MISSING) -> None:
        if height is _MISSING and isinstance(width, Dimension):
            self.width, self.height = width.width, width.height
            return
        if isinstance(width, float) or isinstance(height, float):
            # Java's setSize(double, double) rounds up
            self.width = math.ceil(width)
            self.height = math.ceil(height)
            return
        self.width = java_int(width, "width", "setSize(width, height)")
        self.height = java_int(height, "height", "setSize(width, height)")

    def clone(self) -> "Dimension":
        return Dimension(self.width, self.height)

    def equals(self, other: Any) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Dimension):
            return self.width == other.width and self.height == other.height
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    def __hash__(self) -> int:
        return hash((self.width, self.height))

    def __str__(self) -> str:
        return f"java.awt.Dimension[width={self.width},height={self.height}]"

    __repr__ = __str__


# ---------------------------------------------------------------------------
# BasicStroke
# ---------------------------------------------------------------------------

class BasicStroke:
    """``java.awt.BasicStroke(width[, cap, join ...])``: only the line width is used when drawing."""

    CAP_BUTT, CAP_ROUND, CAP_SQUARE = 0, 1, 2
    JOIN_MITER, JOIN_ROUND, JOIN_BEVEL = 0, 1, 2

    def __init__(self, width: float = 1.0, *rest: Any) -> None:
        if isinstance(width, bool) or not isinstance(width, (int, float)):
            raise TypeError(tr("BasicStroke(width): the width is a number of pixels, got {width!r}.", width=width))
        self._width = float(width)
        self._cap = int(rest[0]) if rest else BasicStroke.CAP_SQUARE
        self._join = int(rest[1]) if len(rest) > 1 else BasicStroke.JOIN_MITER

    def getLineWidth(self) -> float:
        return self._width

    def getEndCap(self) -> int:
        return self._cap

    def getLineJoin(self) -> int:
        return self._join

    def __str__(self) -> str:
        return f"java.awt.BasicStroke[width={self._width}]"

    __repr__ = __str__
