"""GGRectangle: JGameGrid's rectangle in any direction (four GGVector vertexes, the edges between them),
with the separating-axis test the original uses for isIntersecting().

Behaviour follows the original class (JGameGrid 2.48): vertexes are kept in order 0..3, edge i runs from
vertex i to vertex i + 1 (edge 3 back to vertex 0); width is edge 0's length, height edge 1's, direction
edge 0's angle (radians, clockwise on screen since y points down).
"""
from __future__ import annotations

import math
from typing import Any, Sequence

from .vector import GGVector, java_double_str
from ..base.i18n import tr


def _vector(value: Any) -> GGVector:
    return GGVector(float(value.x), float(value.y))


def _projection_range(axis: GGVector, points: Sequence[GGVector]) -> tuple[float, float]:
    """Where the points lie along the axis (the original projects each point onto it, then measures)."""
    square = axis.x * axis.x + axis.y * axis.y
    positions = [axis.mult(p.dot(axis) / square).dot(axis) for p in points]
    return min(positions), max(positions)


def _separated_on(axes: Sequence[GGVector], first: Sequence[GGVector], second: Sequence[GGVector]) -> bool:
    for axis in axes:
        min1, max1 = _projection_range(axis, first)
        min2, max2 = _projection_range(axis, second)
        if min2 > max1 or min1 > max2:
            return True
    return False


class GGRectangle:
    """A rectangle in any direction.

    GGRectangle(rect) copies one; GGRectangle([v0, v1, v2, v3]) takes four GGVectors;
    GGRectangle(x0, y0, x1, y1, x2, y2, x3, y3) or GGRectangle(pt0, pt1, pt2, pt3) (Point2D.Double) takes
    the corners; GGRectangle(center, direction, width, height) is a rectangle turned by `direction`
    radians around its centre; GGRectangle(awtRectangle) takes a java.awt.Rectangle's x, y, width, height.
    """

    def __init__(self, *args: Any) -> None:
        self._vertexes = self._vertexes_from(args)
        self._edges: list[GGVector] = []
        self._build_edges()

    @staticmethod
    def _vertexes_from(args: tuple[Any, ...]) -> list[GGVector]:
        if len(args) == 1 and isinstance(args[0], GGRectangle):
            return args[0].getVertexes()
        if len(args) == 1 and isinstance(args[0], (list, tuple)) and len(args[0]) == 4:
            return [_vector(v) for v in args[0]]
        if len(args) == 1 and all(hasattr(args[0], name) for name in ("x", "y", "width", "height")):
            r = args[0]
            x, y, w, h = float(r.x), float(r.y), float(r.width), float(r.height)
            return [GGVector(x, y), GGVector(x + w, y), GGVector(x + w, y + h), GGVector(x, y + h)]
        if len(args) == 8 and all(isinstance(a, (int, float)) for a in args):
            return [GGVector(float(args[i]), float(args[i + 1])) for i in range(0, 8, 2)]
        if len(args) == 4 and all(hasattr(a, "x") and hasattr(a, "y") for a in args):
            return [_vector(a) for a in args]
        if len(args) == 4 and hasattr(args[0], "x") and all(isinstance(a, (int, float)) for a in args[1:]):
            center, direction, width, height = _vector(args[0]), float(args[1]), float(args[2]), float(args[3])
            e1 = GGVector(math.cos(direction), math.sin(direction))
            e2 = GGVector(math.cos(math.pi / 2 + direction), math.sin(math.pi / 2 + direction))
            return [center.add(e1.mult(-width / 2).add(e2.mult(-height / 2))),
                    center.add(e1.mult(width / 2).add(e2.mult(-height / 2))),
                    center.add(e1.mult(width / 2).add(e2.mult(height / 2))),
                    center.add(e1.mult(-width / 2).add(e2.mult(height / 2)))]
        raise TypeError(tr("GGRectangle takes another GGRectangle, four GGVectors in a list, eight numbers "
                           "x0, y0 ... x3, y3, four points, (center, direction, width, height) or a "
                           "Rectangle; got {args!r}.", args=args))

    def _build_edges(self) -> None:
        v = self._vertexes
        self._edges = [v[1].sub(v[0]), v[2].sub(v[1]), v[3].sub(v[2]), v[0].sub(v[3])]

    # ----- moving -----------------------------------------------------------------------------------
    def rotate(self, *args: Any) -> None:
        """rotate(angle): turn the vertexes about (0, 0); rotate(center, angle): turn about the rectangle's
        own centre, as the original does (it ignores the centre given)."""
        if len(args) == 1:
            for vertex in self._vertexes:
                vertex.rotate(float(args[0]))
            self._build_edges()
            return
        angle = float(args[1])
        center = self.getCenter()
        self.translate(center.clone().invert())
        for vertex in self._vertexes:
            vertex.rotate(angle)
        self.translate(center)

    def translate(self, v: Any) -> None:
        """Move every vertex by the vector v."""
        for vertex in self._vertexes:
            vertex.x += float(v.x)
            vertex.y += float(v.y)
        self._build_edges()

    # ----- reading ----------------------------------------------------------------------------------
    def getVertexes(self) -> list[GGVector]:
        """Copies of the four corners, in order."""
        return [v.clone() for v in self._vertexes]

    def getEdges(self) -> list[GGVector]:
        """Copies of the four edges (vertex i to vertex i + 1) as vectors."""
        return [e.clone() for e in self._edges]

    def getCenter(self) -> GGVector:
        return self._vertexes[2].add(self._vertexes[0]).mult(0.5)

    def getWidth(self) -> float:
        return self._edges[0].magnitude()

    def getHeight(self) -> float:
        return self._edges[1].magnitude()

    def getDirection(self) -> float:
        """The direction of edge 0 in radians."""
        return self._edges[0].getDirection()

    def getCircumradius(self) -> float:
        """Half the diagonal: the radius of the circle through the corners."""
        return 0.5 * self._vertexes[0].sub(self._vertexes[2]).magnitude()

    def clone(self) -> "GGRectangle":
        return GGRectangle(self)

    def isEqual(self, rect: "GGRectangle") -> bool:
        """True if every vertex equals the other rectangle's vertex of the same number."""
        return all(a.isEqual(b) for a, b in zip(rect.getVertexes(), self._vertexes))

    def bounding_box(self) -> tuple[int, int, int, int]:
        """x, y, width, height of the axis-parallel box around the corners, in whole pixels as the
        original's getAWTRectangle (the circle test uses it)."""
        xs = [v.x for v in self._vertexes]
        ys = [v.y for v in self._vertexes]
        min_x, min_y, max_x, max_y = int(min(xs)), int(min(ys)), int(max(xs)), int(max(ys))
        return min_x, min_y, max_x - min_x, max_y - min_y

    # ----- intersections ----------------------------------------------------------------------------
    def isIntersecting(self, other: Any, isRotatable: bool = True) -> bool:
        """True if this rectangle and a GGRectangle, GGLine or GGCircle overlap, or if a GGVector (a point)
        lies inside (isRotatable False: the rectangle is taken as if it were not turned)."""
        if isinstance(other, GGRectangle):
            edges = other.getEdges()
            axes = [self._edges[0], self._edges[1], edges[0], edges[1]]
            return not _separated_on(axes, self._vertexes, other.getVertexes())
        if hasattr(other, "getStartVector"):   # a GGLine
            along = other.getEndVector().sub(other.getStartVector())
            axes = [self._edges[0], self._edges[1], along, GGVector(-along.y, along.x)]
            return not _separated_on(axes, self._vertexes, [other.getStartVector(), other.getEndVector()])
        if hasattr(other, "getRadius"):   # a GGCircle
            return bool(other.isIntersecting(self))
        if hasattr(other, "x") and hasattr(other, "y"):
            return self.contains_point(_vector(other), bool(isRotatable))
        raise TypeError(tr("isIntersecting() takes a GGRectangle, GGLine, GGCircle or GGVector, got {other!r}.",
                           other=other))

    def contains_point(self, point: GGVector, rotatable: bool) -> bool:
        center = self.getCenter()
        theta = self.getDirection()
        moved = point.sub(center)
        if rotatable:
            moved.rotate(-theta)
        half_width, half_height = self.getWidth() / 2, self.getHeight() / 2
        return -half_width <= moved.x <= half_width and -half_height <= moved.y <= half_height

    def __str__(self) -> str:
        vertexes = "".join(f"{v} " for v in self._vertexes)
        edges = "".join(f"{e} " for e in self._edges)
        return (f"Vertexes: {vertexes}\nEdges: {edges}\nCenter: {self.getCenter()}\n"
                f"Width: {java_double_str(self.getWidth())}\nHeight: {java_double_str(self.getHeight())}\n"
                f"Direction: {java_double_str(self.getDirection())}")

    __repr__ = __str__

    def toString(self) -> str:
        return str(self)
