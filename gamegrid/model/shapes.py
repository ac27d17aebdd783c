"""GGLine and GGCircle, the small geometry classes on GGVector, and the point helpers getDividingPoint and
getMarkerPoint (module functions of TigerJython's gamegrid, spec §3.9)."""
from __future__ import annotations

import math
from typing import Any

from ..java.awt import Point
from .rectangle import GGRectangle
from .vector import GGVector


def _vector_like(value: Any) -> tuple[float, float]:
    return float(value.x), float(value.y)


def getDividingPoint(pt1: Any, pt2: Any, ratio: float) -> Any:
    """The point pt1 + ratio * (pt2 - pt1): a Point for Points (rounded), else a GGVector."""
    (x1, y1), (x2, y2) = _vector_like(pt1), _vector_like(pt2)
    x, y = x1 + ratio * (x2 - x1), y1 + ratio * (y2 - y1)
    if isinstance(pt1, Point) and isinstance(pt2, Point):
        return Point(int(round(x)), int(round(y)))
    return GGVector(x, y)


def getMarkerPoint(pt1: Any, pt2: Any, distance: float) -> Any:
    """The point at `distance` from pt1 towards pt2 (used to draw arrow heads)."""
    (x1, y1), (x2, y2) = _vector_like(pt1), _vector_like(pt2)
    length = math.hypot(x2 - x1, y2 - y1)
    if length == 0:
        return getDividingPoint(pt1, pt2, 0.0)
    return getDividingPoint(pt1, pt2, distance / length)


class GGLine:
    """A segment between two GGVectors (or Points)."""

    def __init__(self, start: Any, end: Any) -> None:
        self._start = GGVector(*_vector_like(start))
        self._end = GGVector(*_vector_like(end))

    def getStartVector(self) -> GGVector:
        return self._start

    def getEndVector(self) -> GGVector:
        return self._end

    def getVertexes(self) -> list[GGVector]:
        """Copies of the start and the end."""
        return [self._start.clone(), self._end.clone()]

    def getLength(self) -> float:
        return math.hypot(self._end.x - self._start.x, self._end.y - self._start.y)

    @staticmethod
    def getDividingPoint(pt1: Any, pt2: Any, ratio: float) -> Any:
        return getDividingPoint(pt1, pt2, ratio)

    def __str__(self) -> str:
        return f"GGLine[{self._start}, {self._end}]"


class GGCircle:
    """A circle (centre GGVector, radius)."""

    def __init__(self, center: Any, radius: float) -> None:
        self.center = GGVector(*_vector_like(center))
        self.radius = float(radius)

    def getCenter(self) -> GGVector:
        return self.center

    def getRadius(self) -> float:
        return self.radius

    def translate(self, v: Any) -> None:
        self.center = GGVector(self.center.x + v.x, self.center.y + v.y)

    def isIntersecting(self, other: Any) -> bool:
        """True if this circle and another circle or a GGRectangle overlap."""
        if isinstance(other, GGRectangle):
            return _circle_meets_rectangle(self.center, self.radius, other)
        distance = math.hypot(self.center.x - other.center.x, self.center.y - other.center.y)
        return distance <= self.radius + other.radius

    def __str__(self) -> str:
        return f"GGCircle[{self.center}, {self.radius}]"


def _circle_meets_rectangle(center: GGVector, r: float, rectangle: GGRectangle) -> bool:
    """The original's test: in the rectangle's own frame (centre at 0, not turned), the circle's centre
    inside the box, beside an edge within r, or within r of a corner."""
    middle = rectangle.getCenter()
    theta = rectangle.getDirection()
    c = center.sub(middle).rotate(-theta)
    upright = rectangle.clone()
    upright.translate(middle.clone().invert())
    upright.rotate(-theta)
    if c.magnitude() > upright.getCircumradius() + r:
        return False
    x, y, width, height = upright.bounding_box()
    a, b = width // 2, height // 2   # whole pixels, as the original's int division
    if -a <= c.x <= a and -b <= c.y <= b:
        return True
    if -b <= c.y <= b and (a <= c.x <= a + r or -(a + r) <= c.x <= -a):
        return True
    if -a <= c.x <= a and (b <= c.y <= b + r or -(b + r) <= c.y <= -b):
        return True
    corners = []
    if a <= c.x <= a + r:
        corners += [((b, b + r), (x + width, y)), ((-(b + r), -b), (x + width, y + height))]
    if -(a + r) <= c.x <= -a:
        corners += [((b, b + r), (x, y)), ((-(b + r), -b), (x, y + height))]
    for (low, high), (px, py) in corners:
        if low <= c.y <= high and (c.x - px) ** 2 + (c.y - py) ** 2 <= r * r:
            return True
    return False
