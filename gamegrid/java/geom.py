"""java.awt.geom for TigerJython scripts: Point2D, Line2D, Rectangle2D, Ellipse2D, GeneralPath,
AffineTransform (Java's names and conventions: angles in radians, positive = from +x towards +y,
which is clockwise on the screen because y points down).

Every shape can give its outline as polygons (`outlines()`, curves flattened), which is what
Graphics2D.draw/fill and GGBackground.drawGeneralPath paint.
"""
from __future__ import annotations

import math
from typing import Any, Sequence

from .javatypes import Double as _PointDouble
from ..base.i18n import tr

Outline = tuple[list[tuple[float, float]], bool]   # (points, closed)

_CURVE_STEPS = 16


class Shape:
    """What the shapes here have in common (java.awt.Shape)."""

    def outlines(self) -> list[Outline]:
        raise NotImplementedError

    def getBounds2D(self) -> "Rectangle2D.Double":
        xs = [x for points, _ in self.outlines() for x, _y in points]
        ys = [y for points, _ in self.outlines() for _x, y in points]
        if not xs:
            return Rectangle2D.Double(0, 0, 0, 0)
        return Rectangle2D.Double(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def getBounds(self) -> "Rectangle2D.Double":
        b = self.getBounds2D()
        x, y = math.floor(b.x), math.floor(b.y)
        return Rectangle2D.Double(x, y, math.ceil(b.x + b.width) - x, math.ceil(b.y + b.height) - y)

    def contains(self, *args: Any) -> bool:
        """contains(x, y) or contains(point): inside a closed outline (non-zero winding, Java's default)."""
        x, y = _xy(args, "contains()")
        winding = 0
        for points, _closed in self.outlines():
            for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
                if y1 <= y < y2 and _cross(x1, y1, x2, y2, x, y) > 0:
                    winding += 1
                elif y2 <= y < y1 and _cross(x1, y1, x2, y2, x, y) < 0:
                    winding -= 1
        return winding != 0

    def intersects(self, x: float, y: float, w: float, h: float) -> bool:
        """True if the shape's bounds overlap the rectangle (Java tests the exact area; bounds are the
        common use, for hit tests of simple shapes)."""
        b = self.getBounds2D()
        return b.x < x + w and x < b.x + b.width and b.y < y + h and y < b.y + b.height


def _cross(x1: float, y1: float, x2: float, y2: float, x: float, y: float) -> float:
    return (x2 - x1) * (y - y1) - (x - x1) * (y2 - y1)


def _xy(args: Sequence[Any], what: str) -> tuple[float, float]:
    if len(args) == 1 and hasattr(args[0], "x"):
        return float(args[0].x), float(args[0].y)
    if len(args) == 2:
        return float(args[0]), float(args[1])
    raise TypeError(tr("{what} takes x, y or a point, got {args!r}.", what=what, args=args))


# ----- Point2D -------------------------------------------------------------------------------------------
class _Point2DFloat(_PointDouble):
    """Point2D.Float: as Point2D.Double (Python has one float type)."""

    def __str__(self) -> str:
        return f"Point2D.Float[{self.x}, {self.y}]"

    __repr__ = __str__


class Point2D:
    """java.awt.geom.Point2D: use Point2D.Double(x, y) (or Point2D.Float)."""
    Double = _PointDouble
    Float = _Point2DFloat

    @staticmethod
    def distance(x1: float, y1: float, x2: float, y2: float) -> float:
        return math.hypot(x2 - x1, y2 - y1)

    @staticmethod
    def distanceSq(x1: float, y1: float, x2: float, y2: float) -> float:
        return (x2 - x1) ** 2 + (y2 - y1) ** 2


# ----- Line2D --------------------------------------------------------------------------------------------
class _Line(Shape):
    def __init__(self, *args: Any) -> None:
        self.x1 = self.y1 = self.x2 = self.y2 = 0.0
        if args:
            self.setLine(*args)

    def setLine(self, *args: Any) -> None:
        """setLine(x1, y1, x2, y2), setLine(p1, p2) or setLine(line)."""
        if len(args) == 4:
            values = args
        elif len(args) == 2:
            values = (args[0].x, args[0].y, args[1].x, args[1].y)
        elif len(args) == 1 and isinstance(args[0], _Line):
            values = (args[0].x1, args[0].y1, args[0].x2, args[0].y2)
        else:
            raise TypeError(tr("Line2D needs x1, y1, x2, y2 or two points, got {args!r}.", args=args))
        self.x1, self.y1, self.x2, self.y2 = (float(v) for v in values)

    def getX1(self) -> float:
        return self.x1

    def getY1(self) -> float:
        return self.y1

    def getX2(self) -> float:
        return self.x2

    def getY2(self) -> float:
        return self.y2

    def getP1(self) -> _PointDouble:
        return _PointDouble(self.x1, self.y1)

    def getP2(self) -> _PointDouble:
        return _PointDouble(self.x2, self.y2)

    def outlines(self) -> list[Outline]:
        return [([(self.x1, self.y1), (self.x2, self.y2)], False)]

    def contains(self, *args: Any) -> bool:
        return False   # a line has no inside (Java)

    def ptSegDist(self, *args: Any) -> float:
        """Distance of a point (x, y or a point) to this segment."""
        x, y = _xy(args, "ptSegDist()")
        dx, dy = self.x2 - self.x1, self.y2 - self.y1
        length2 = dx * dx + dy * dy
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((x - self.x1) * dx + (y - self.y1) * dy) / length2))
        return math.hypot(x - (self.x1 + t * dx), y - (self.y1 + t * dy))

    def ptLineDist(self, *args: Any) -> float:
        """Distance of a point to the infinite line through this segment."""
        x, y = _xy(args, "ptLineDist()")
        length = math.hypot(self.x2 - self.x1, self.y2 - self.y1)
        if length == 0:
            return math.hypot(x - self.x1, y - self.y1)
        return abs(_cross(self.x1, self.y1, self.x2, self.y2, x, y)) / length

    def intersectsLine(self, *args: Any) -> bool:
        """intersectsLine(line) or intersectsLine(x1, y1, x2, y2): do the two segments meet?"""
        other = args[0] if len(args) == 1 else Line2D.Double(*args)
        return Line2D.linesIntersect(self.x1, self.y1, self.x2, self.y2, other.x1, other.y1, other.x2, other.y2)

    def __str__(self) -> str:
        return f"Line2D[({self.x1}, {self.y1}), ({self.x2}, {self.y2})]"


class Line2D:
    """java.awt.geom.Line2D: use Line2D.Double(x1, y1, x2, y2) (or Line2D.Float)."""
    Double = type("Double", (_Line,), {"__doc__": "Line2D.Double(x1, y1, x2, y2) or (p1, p2)."})
    Float = type("Float", (_Line,), {"__doc__": "Line2D.Float: as Line2D.Double."})

    @staticmethod
    def linesIntersect(x1: float, y1: float, x2: float, y2: float,
                       x3: float, y3: float, x4: float, y4: float) -> bool:
        d1, d2 = _cross(x3, y3, x4, y4, x1, y1), _cross(x3, y3, x4, y4, x2, y2)
        d3, d4 = _cross(x1, y1, x2, y2, x3, y3), _cross(x1, y1, x2, y2, x4, y4)
        if ((d1 > 0 > d2) or (d1 < 0 < d2)) and ((d3 > 0 > d4) or (d3 < 0 < d4)):
            return True

        def on_segment(ax: float, ay: float, bx: float, by: float, px: float, py: float) -> bool:
            return min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by)
        return ((d1 == 0 and on_segment(x3, y3, x4, y4, x1, y1)) or (d2 == 0 and on_segment(x3, y3, x4, y4, x2, y2))
                or (d3 == 0 and on_segment(x1, y1, x2, y2, x3, y3))
                or (d4 == 0 and on_segment(x1, y1, x2, y2, x4, y4)))


# ----- Rectangle2D and Ellipse2D ---------------------------------------------------------------------------
class _Frame(Shape):
    """A shape given by its bounding box x, y, width, height."""

    def __init__(self, x: float = 0.0, y: float = 0.0, width: float = 0.0, height: float = 0.0) -> None:
        self.setFrame(x, y, width, height)

    def setFrame(self, x: float, y: float, width: float, height: float) -> None:
        self.x, self.y, self.width, self.height = float(x), float(y), float(width), float(height)

    setRect = setFrame

    def getX(self) -> float:
        return self.x

    def getY(self) -> float:
        return self.y

    def getWidth(self) -> float:
        return self.width

    def getHeight(self) -> float:
        return self.height

    def getMinX(self) -> float:
        return self.x

    def getMinY(self) -> float:
        return self.y

    def getMaxX(self) -> float:
        return self.x + self.width

    def getMaxY(self) -> float:
        return self.y + self.height

    def getCenterX(self) -> float:
        return self.x + self.width / 2

    def getCenterY(self) -> float:
        return self.y + self.height / 2

    def isEmpty(self) -> bool:
        return self.width <= 0 or self.height <= 0

    def getBounds2D(self) -> "Rectangle2D.Double":
        return Rectangle2D.Double(self.x, self.y, self.width, self.height)

    def __str__(self) -> str:
        return f"{type(self).__qualname__}[x={self.x},y={self.y},w={self.width},h={self.height}]"


class _Rect(_Frame):
    def outlines(self) -> list[Outline]:
        x0, y0, x1, y1 = self.x, self.y, self.x + self.width, self.y + self.height
        return [([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], True)]

    def contains(self, *args: Any) -> bool:
        if len(args) == 4:   # contains(x, y, w, h): the whole rectangle inside
            x, y, w, h = (float(v) for v in args)
            return self.contains(x, y) and self.contains(x + w, y + h)
        x, y = _xy(args, "contains()")
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height

    def intersects(self, *args: Any) -> bool:
        x, y, w, h = (args[0].x, args[0].y, args[0].width, args[0].height) if len(args) == 1 else args
        return self.x < x + w and x < self.x + self.width and self.y < y + h and y < self.y + self.height

    def createIntersection(self, other: "_Rect") -> "Rectangle2D.Double":
        x0, y0 = max(self.x, other.x), max(self.y, other.y)
        x1, y1 = min(self.getMaxX(), other.getMaxX()), min(self.getMaxY(), other.getMaxY())
        return Rectangle2D.Double(x0, y0, x1 - x0, y1 - y0)

    def createUnion(self, other: "_Rect") -> "Rectangle2D.Double":
        x0, y0 = min(self.x, other.x), min(self.y, other.y)
        x1, y1 = max(self.getMaxX(), other.getMaxX()), max(self.getMaxY(), other.getMaxY())
        return Rectangle2D.Double(x0, y0, x1 - x0, y1 - y0)


class Rectangle2D:
    """java.awt.geom.Rectangle2D: use Rectangle2D.Double(x, y, width, height) (or .Float)."""
    Double = type("Double", (_Rect,), {"__doc__": "Rectangle2D.Double(x, y, width, height)."})
    Float = type("Float", (_Rect,), {"__doc__": "Rectangle2D.Float: as Rectangle2D.Double."})


class _Ellipse(_Frame):
    def outlines(self) -> list[Outline]:
        cx, cy, rx, ry = self.getCenterX(), self.getCenterY(), self.width / 2, self.height / 2
        steps = max(24, min(180, int(math.pi * (rx + ry) / 3)))
        points = [(cx + rx * math.cos(2 * math.pi * i / steps), cy + ry * math.sin(2 * math.pi * i / steps))
                  for i in range(steps)]
        return [(points, True)]

    def contains(self, *args: Any) -> bool:
        x, y = _xy(args, "contains()")
        rx, ry = self.width / 2, self.height / 2
        if rx <= 0 or ry <= 0:
            return False
        return ((x - self.getCenterX()) / rx) ** 2 + ((y - self.getCenterY()) / ry) ** 2 < 1.0


class Ellipse2D:
    """java.awt.geom.Ellipse2D: use Ellipse2D.Double(x, y, width, height) (the ellipse in that box)."""
    Double = type("Double", (_Ellipse,), {"__doc__": "Ellipse2D.Double(x, y, width, height)."})
    Float = type("Float", (_Ellipse,), {"__doc__": "Ellipse2D.Float: as Ellipse2D.Double."})


# ----- GeneralPath ---------------------------------------------------------------------------------------
class GeneralPath(Shape):
    """java.awt.geom.GeneralPath (also Path2D.Double): moveTo, lineTo, quadTo, curveTo, closePath."""

    WIND_EVEN_ODD, WIND_NON_ZERO = 0, 1

    def __init__(self, *args: Any) -> None:
        self._outlines: list[Outline] = []
        self._current: list[tuple[float, float]] | None = None
        self._start = (0.0, 0.0)
        shape = next((a for a in args if isinstance(a, Shape)), None)
        if shape is not None:
            self.append(shape, False)

    def _point(self) -> tuple[float, float]:
        if self._current is None or not self._current:
            raise ValueError(tr("GeneralPath: call moveTo(x, y) before lineTo/quadTo/curveTo (a path needs a "
                                "starting point)."))
        return self._current[-1]

    def moveTo(self, x: float, y: float) -> None:
        self._current = [(float(x), float(y))]
        self._start = self._current[0]
        self._outlines.append((self._current, False))

    def lineTo(self, x: float, y: float) -> None:
        self._point()
        self._current.append((float(x), float(y)))   # type: ignore[union-attr]

    def quadTo(self, x1: float, y1: float, x2: float, y2: float) -> None:
        x0, y0 = self._point()
        for i in range(1, _CURVE_STEPS + 1):
            t = i / _CURVE_STEPS
            u = 1 - t
            self._current.append((u * u * x0 + 2 * u * t * x1 + t * t * x2,   # type: ignore[union-attr]
                                  u * u * y0 + 2 * u * t * y1 + t * t * y2))

    def curveTo(self, x1: float, y1: float, x2: float, y2: float, x3: float, y3: float) -> None:
        x0, y0 = self._point()
        for i in range(1, _CURVE_STEPS + 1):
            t = i / _CURVE_STEPS
            u = 1 - t
            a, b, c, d = u ** 3, 3 * u * u * t, 3 * u * t * t, t ** 3
            self._current.append((a * x0 + b * x1 + c * x2 + d * x3,   # type: ignore[union-attr]
                                  a * y0 + b * y1 + c * y2 + d * y3))

    def closePath(self) -> None:
        if self._outlines and self._current is not None:
            points, _ = self._outlines[-1]
            self._outlines[-1] = (points, True)
            self._current = [self._start]
            self._outlines.append((self._current, False))

    def append(self, shape: Any, connect: bool = False) -> None:
        """Add another shape's outline (connect=True joins it to the current point with a line)."""
        for index, (points, closed) in enumerate(outlines_of(shape)):
            if index == 0 and connect and self._current:
                self._current.extend(points)
                if closed:
                    self.closePath()
                continue
            self._current = list(points)
            self._start = self._current[0] if self._current else (0.0, 0.0)
            self._outlines.append((self._current, closed))

    def reset(self) -> None:
        self.__init__()

    def getCurrentPoint(self) -> _PointDouble | None:
        return _PointDouble(*self._current[-1]) if self._current else None

    def transform(self, at: "AffineTransform") -> None:
        self._outlines = [([at._apply(x, y) for x, y in points], closed) for points, closed in self._outlines]
        self._current = self._outlines[-1][0] if self._outlines else None

    def createTransformedShape(self, at: "AffineTransform") -> "GeneralPath":
        return at.createTransformedShape(self)

    def clone(self) -> "GeneralPath":
        copy = GeneralPath()
        copy.append(self)
        return copy

    def outlines(self) -> list[Outline]:
        # a lone moveTo draws nothing
        return [(list(points), closed) for points, closed in self._outlines if len(points) > 1]


class Path2D:
    """java.awt.geom.Path2D: Path2D.Double() / Path2D.Float() are GeneralPaths."""
    Double = GeneralPath
    Float = GeneralPath
    WIND_EVEN_ODD, WIND_NON_ZERO = 0, 1


def outlines_of(shape: Any) -> list[Outline]:
    """The outlines of a shape, or of a plain list of points (one closed outline)."""
    if isinstance(shape, Shape):
        return shape.outlines()
    points = getattr(shape, "points", shape)   # a list of points: one closed outline
    try:
        corners = [(float(p.x), float(p.y)) if hasattr(p, "x") else (float(p[0]), float(p[1])) for p in points]
    except (TypeError, IndexError):
        raise TypeError(tr("expected a shape (GeneralPath, Rectangle2D.Double, ...) or a list of points, got "
                           "{shape!r}.", shape=shape)) from None
    return [(corners, True)]


# ----- AffineTransform -----------------------------------------------------------------------------------
class AffineTransform:
    """java.awt.geom.AffineTransform: x' = m00 x + m01 y + m02, y' = m10 x + m11 y + m12.

    translate/rotate/scale/shear append to the transform as in Java (the last call acts first on a point)."""

    def __init__(self, *args: Any) -> None:
        if not args:
            self._m = [1.0, 0.0, 0.0, 0.0, 1.0, 0.0]
        elif len(args) == 1 and isinstance(args[0], AffineTransform):
            self._m = list(args[0]._m)
        elif len(args) == 1 and len(args[0]) in (4, 6):   # a flat matrix as Java's double[]
            flat = [float(v) for v in args[0]] + [0.0, 0.0]
            self._m = [flat[0], flat[2], flat[4], flat[1], flat[3], flat[5]]
        elif len(args) == 6:   # Java's order: m00, m10, m01, m11, m02, m12
            m00, m10, m01, m11, m02, m12 = (float(v) for v in args)
            self._m = [m00, m01, m02, m10, m11, m12]
        else:
            raise TypeError(tr("AffineTransform() takes nothing, another AffineTransform, or m00, m10, m01, m11, "
                               "m02, m12."))

    # ----- factories ---------------------------------------------------------------------------------
    @staticmethod
    def getTranslateInstance(tx: float, ty: float) -> "AffineTransform":
        at = AffineTransform()
        at.translate(tx, ty)
        return at

    @staticmethod
    def getRotateInstance(theta: float, *anchor: float) -> "AffineTransform":
        at = AffineTransform()
        at.rotate(theta, *anchor)
        return at

    @staticmethod
    def getScaleInstance(sx: float, sy: float) -> "AffineTransform":
        at = AffineTransform()
        at.scale(sx, sy)
        return at

    @staticmethod
    def getShearInstance(shx: float, shy: float) -> "AffineTransform":
        at = AffineTransform()
        at.shear(shx, shy)
        return at

    # ----- composing ---------------------------------------------------------------------------------
    def _times(self, n: Sequence[float]) -> None:
        a = self._m
        self._m = [a[0] * n[0] + a[1] * n[3], a[0] * n[1] + a[1] * n[4], a[0] * n[2] + a[1] * n[5] + a[2],
                   a[3] * n[0] + a[4] * n[3], a[3] * n[1] + a[4] * n[4], a[3] * n[2] + a[4] * n[5] + a[5]]

    def translate(self, tx: float, ty: float) -> None:
        self._times([1.0, 0.0, float(tx), 0.0, 1.0, float(ty)])

    def rotate(self, theta: float, *anchor: float) -> None:
        """rotate(theta) about the origin, or rotate(theta, x, y) about (x, y); radians."""
        if anchor and len(anchor) != 2:
            raise TypeError(tr("rotate(theta) or rotate(theta, anchorx, anchory)"))
        if anchor:
            self.translate(*anchor)
        c, s = math.cos(theta), math.sin(theta)
        self._times([c, -s, 0.0, s, c, 0.0])
        if anchor:
            self.translate(-anchor[0], -anchor[1])

    def scale(self, sx: float, sy: float) -> None:
        self._times([float(sx), 0.0, 0.0, 0.0, float(sy), 0.0])

    def shear(self, shx: float, shy: float) -> None:
        self._times([1.0, float(shx), 0.0, float(shy), 1.0, 0.0])

    def concatenate(self, other: "AffineTransform") -> None:
        self._times(other._m)

    def preConcatenate(self, other: "AffineTransform") -> None:
        copy = AffineTransform(other)
        copy._times(self._m)
        self._m = copy._m

    def setToIdentity(self) -> None:
        self._m = [1.0, 0.0, 0.0, 0.0, 1.0, 0.0]

    def setTransform(self, other: "AffineTransform") -> None:
        self._m = list(other._m)

    def setToTranslation(self, tx: float, ty: float) -> None:
        self.setToIdentity()
        self.translate(tx, ty)

    def setToRotation(self, theta: float, *anchor: float) -> None:
        self.setToIdentity()
        self.rotate(theta, *anchor)

    def setToScale(self, sx: float, sy: float) -> None:
        self.setToIdentity()
        self.scale(sx, sy)

    def createInverse(self) -> "AffineTransform":
        m00, m01, m02, m10, m11, m12 = self._m
        det = m00 * m11 - m01 * m10
        if det == 0:
            raise ValueError(tr("AffineTransform.createInverse(): this transform cannot be inverted (it squeezes "
                                "everything onto a line)."))
        inv = AffineTransform()
        inv._m = [m11 / det, -m01 / det, (m01 * m12 - m11 * m02) / det,
                  -m10 / det, m00 / det, (m10 * m02 - m00 * m12) / det]
        return inv

    # ----- reading -----------------------------------------------------------------------------------
    def getScaleX(self) -> float:
        return self._m[0]

    def getShearX(self) -> float:
        return self._m[1]

    def getTranslateX(self) -> float:
        return self._m[2]

    def getShearY(self) -> float:
        return self._m[3]

    def getScaleY(self) -> float:
        return self._m[4]

    def getTranslateY(self) -> float:
        return self._m[5]

    def getDeterminant(self) -> float:
        return self._m[0] * self._m[4] - self._m[1] * self._m[3]

    def isIdentity(self) -> bool:
        return self._m == [1.0, 0.0, 0.0, 0.0, 1.0, 0.0]

    def clone(self) -> "AffineTransform":
        return AffineTransform(self)

    # ----- applying ----------------------------------------------------------------------------------
    def _apply(self, x: float, y: float) -> tuple[float, float]:
        m = self._m
        return (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5])

    def transform(self, source: Any, target: Any = None) -> Any:
        """transform(point[, result]): the transformed point (a Point2D.Double, or written into result)."""
        x, y = self._apply(float(source.x), float(source.y))
        if target is None:
            return _PointDouble(x, y)
        target.setLocation(x, y)
        return target

    def inverseTransform(self, source: Any, target: Any = None) -> Any:
        return self.createInverse().transform(source, target)

    def deltaTransform(self, source: Any, target: Any = None) -> Any:
        m = self._m
        x, y = float(source.x), float(source.y)
        result = _PointDouble(m[0] * x + m[1] * y, m[3] * x + m[4] * y)
        if target is None:
            return result
        target.setLocation(result.x, result.y)
        return target

    def createTransformedShape(self, shape: Any) -> GeneralPath:
        path = GeneralPath()
        for points, closed in outlines_of(shape):
            path._outlines.append(([self._apply(x, y) for x, y in points], closed))
        path._current = path._outlines[-1][0] if path._outlines else None
        return path

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AffineTransform) and self._m == other._m

    def __hash__(self) -> int:
        return hash(tuple(self._m))

    def __str__(self) -> str:
        m = self._m
        return f"AffineTransform[[{m[0]}, {m[1]}, {m[2]}], [{m[3]}, {m[4]}, {m[5]}]]"

    __repr__ = __str__


class Polygon(Shape):
    """java.awt.Polygon: int corners in xpoints / ypoints (npoints of them), addPoint(x, y)."""

    def __init__(self, xpoints: Sequence[int] | None = None, ypoints: Sequence[int] | None = None,
                 npoints: int | None = None) -> None:
        xs, ys = list(xpoints or []), list(ypoints or [])
        count = len(xs) if npoints is None else int(npoints)
        if len(xs) < count or len(ys) < count:
            raise ValueError(tr("Polygon(xpoints, ypoints, {count}): both lists need at least {count} numbers.",
                                count=count))
        self.xpoints = [int(v) for v in xs[:count]]
        self.ypoints = [int(v) for v in ys[:count]]
        self.npoints = count

    def addPoint(self, x: int, y: int) -> None:
        self.xpoints.append(int(x))
        self.ypoints.append(int(y))
        self.npoints += 1

    def translate(self, dx: int, dy: int) -> None:
        self.xpoints = [x + int(dx) for x in self.xpoints]
        self.ypoints = [y + int(dy) for y in self.ypoints]

    def reset(self) -> None:
        self.xpoints, self.ypoints, self.npoints = [], [], 0

    def outlines(self) -> list[Outline]:
        return [([(float(x), float(y)) for x, y in zip(self.xpoints, self.ypoints)], True)]
