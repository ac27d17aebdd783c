"""``GGVector``: JGameGrid's 2D vector of doubles (spec section 4.8).

Coordinates are screen-like (y points down), so ``getDirection()`` (radians,
``atan2(y, x)``) grows clockwise: (0, 1) -> pi/2.

Decisions (the Java source of GGVector was not available):

* ``add``, ``sub``, ``mult``, ``getNormalized`` and ``clone`` return new
  vectors; ``normalize``, ``rotate`` and ``invert`` change the vector in
  place (Java ``void``) and also return it, so both ``v.invert()`` and
  ``w = v.invert()`` work.
* ``==`` is identity, as Java's ``equals`` is not overridden; compare values
  with ``isEqual``.  Python operators ``+ - *`` and unary ``-`` are extras.
* ``str()`` uses Java's ``Double.toString`` ("(3.0, 4.0)", "1.0E7").
"""

from __future__ import annotations

import math
from typing import Any
from ..base.i18n import tr

__all__ = ["GGVector", "java_double_str"]


def java_double_str(value: float) -> str:
    """Format a float as Java's ``Double.toString`` does."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    magnitude = abs(value)
    if magnitude == 0.0 or 1e-3 <= magnitude < 1e7:
        return repr(float(value))  # Python's shortest repr matches Java here
    from decimal import Decimal   # only for this rare case (the page's start does without decimal)
    sign, digits, exponent = Decimal(repr(magnitude)).as_tuple()
    text = "".join(map(str, digits)).rstrip("0") or "0"
    exp10 = len(digits) - 1 + int(exponent)
    mantissa = text[0] + "." + (text[1:] or "0")
    return ("-" if value < 0 else "") + f"{mantissa}E{exp10}"


def _number(value: Any, what: str) -> float:
    if isinstance(value, (int, float)):
        return float(value)
    raise TypeError(tr("GGVector needs numbers, got {type_name} {value!r} for {what}",
                       type_name=type(value).__name__, value=value, what=what))


class GGVector:
    """A 2D vector with public float fields ``x`` and ``y``."""

    __slots__ = ("x", "y")

    def __init__(self, x: Any = None, y: Any = None) -> None:
        if x is None and y is None:
            self.x = 0.0
            self.y = 0.0
        elif y is None:
            # GGVector(Point) / GGVector(GGVector): anything with x and y
            if hasattr(x, "x") and hasattr(x, "y"):
                self.x = _number(x.x, "x")
                self.y = _number(x.y, "y")
            else:
                raise TypeError(tr("GGVector needs (x, y), a Point or a GGVector, got {x!r}", x=x))
        else:
            self.x = _number(x, "x")
            self.y = _number(y, "y")

    # --- new vectors ---------------------------------------------------------
    def add(self, v: "GGVector") -> "GGVector":
        return GGVector(self.x + v.x, self.y + v.y)

    def sub(self, v: "GGVector") -> "GGVector":
        return GGVector(self.x - v.x, self.y - v.y)

    def mult(self, k: float) -> "GGVector":
        return GGVector(self.x * k, self.y * k)

    def getNormalized(self) -> "GGVector":
        return self.clone().normalize()

    def clone(self) -> "GGVector":
        return GGVector(self.x, self.y)

    # --- scalars -------------------------------------------------------------
    def dot(self, v: "GGVector") -> float:
        return self.x * v.x + self.y * v.y

    def magnitude(self) -> float:
        # sqrt(x*x + y*y) as the original computes it (hypot can differ in the last bit)
        return math.sqrt(self.x * self.x + self.y * self.y)

    def magnitude2(self) -> float:
        return self.x * self.x + self.y * self.y

    def getDirection(self) -> float:
        """Angle in radians from 0 up to 2 pi, as the original (atan2(y, x), plus 2 pi when below 0);
        clockwise because y points down."""
        theta = math.atan2(self.y, self.x)
        return theta if theta >= 0.0 else 2 * math.pi + theta

    def distanceTo(self, v: "GGVector") -> float:
        return math.hypot(self.x - v.x, self.y - v.y)

    def isEqual(self, v: "GGVector") -> bool:
        return self.x == v.x and self.y == v.y

    # --- in place ------------------------------------------------------------
    def normalize(self) -> "GGVector":
        """Scale to length 1 in place; the zero vector stays zero."""
        length = math.hypot(self.x, self.y)
        if length != 0:
            self.x /= length
            self.y /= length
        return self

    def rotate(self, angle: float) -> "GGVector":
        """Rotate in place by ``angle`` radians (clockwise on screen)."""
        c, s = math.cos(angle), math.sin(angle)
        self.x, self.y = self.x * c - self.y * s, self.x * s + self.y * c
        return self

    def invert(self) -> "GGVector":
        self.x = -self.x
        self.y = -self.y
        return self

    # --- Python extras -----------------------------------------------------------
    def __add__(self, v: "GGVector") -> "GGVector":
        return self.add(v)

    def __sub__(self, v: "GGVector") -> "GGVector":
        return self.sub(v)

    def __mul__(self, k: float) -> "GGVector":
        return self.mult(k)

    __rmul__ = __mul__

    def __neg__(self) -> "GGVector":
        return GGVector(-self.x, -self.y)

    def __str__(self) -> str:
        return f"({java_double_str(self.x)}, {java_double_str(self.y)})"

    __repr__ = __str__

    def toString(self) -> str:
        return str(self)
