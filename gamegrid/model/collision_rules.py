"""Whether two actors collide: the original's rule for every pair of collision area kinds.

Pure Python. JGameGrid decides collisions with a small set of rules whose details decide games at the
edges (issue 36: a circle against a turned rectangle, rectangles touching by less than a pixel). They are
written here step by step in the same floating-point arithmetic, so that the same positions give the same
answer:

- an area is placed as the original places it: the default rectangle (w-1 by h-1 around the image
  centre) is built turned by the rotation index's angle, a rectangle of setCollisionRectangle() is built
  unturned and then turned; circles, lines and spots are turned about the image centre; then mirrored,
  then moved onto the cell centre (toPoint, the location offset ignored);
- rectangle against rectangle: when neither actor is rotatable, as java.awt.Rectangles with corners cut
  to whole pixels towards zero (touching edges do not count); otherwise the distance of the two cell
  centres must not exceed the sum of the circumradii, then the separating-axis test on the edge
  directions, touching counts;
- circle against rectangle: the circle's centre is taken into the rectangle's frame, which is then cut to
  a whole-pixel rectangle (half sides by integer division); inside, beside a side within the radius, or
  near a corner — where the original measures to the corner on the other side (hits are rarer than the
  geometry says; kept, since games were tuned to it);
- spots are tested against rectangles in the rectangle's frame, against circles by distance, against
  spots as circles of radius 1, against lines by the line equation, against images by the pixel under
  them (of the unturned source picture, the spot turned back by the actor's direction);
- lines: separating axes against rectangles, the segment distance against circles, the crossing point of
  the two lines (within both x ranges) against lines, pixel steps along the line against images;
- an image area meets spots, circles and lines only.

One choice differs (docs/decisions.md): for a circle against a rotatable image the original turns the
circle back by the actor's direction in degrees taken as radians; here it is turned by the direction.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from . import picture as pic
from .areas import Area, collision_area, is_default_area

if TYPE_CHECKING:
    from .actor import Actor

Vec = tuple[float, float]
_HALF_PI = 1.5707963267948966


# ================================================================================ vector arithmetic
def _rot(p: Vec, angle: float) -> Vec:
    """GGVector.rotate (radians; clockwise on screen, y down)."""
    c, s = math.cos(angle), math.sin(angle)
    return (c * p[0] - s * p[1], s * p[0] + c * p[1])


def _direction(v: Vec) -> float:
    theta = math.atan2(v[1], v[0])
    return theta if theta >= 0.0 else 6.283185307179586 + theta


def _mag2(x: float, y: float) -> float:
    return x * x + y * y


def _rect_vertices(cx: float, cy: float, direction: float, width: float, height: float) -> list[Vec]:
    """GGRectangle(center, direction, width, height): the corners in its order (upper left first)."""
    e1 = (math.cos(direction), math.sin(direction))
    e2 = (math.cos(_HALF_PI + direction), math.sin(_HALF_PI + direction))
    result = []
    for sw, sh in ((-width / 2.0, -height / 2.0), (width / 2.0, -height / 2.0),
                   (width / 2.0, height / 2.0), (-width / 2.0, height / 2.0)):
        ox = e1[0] * sw + e2[0] * sh
        oy = e1[1] * sw + e2[1] * sh
        result.append((cx + ox, cy + oy))
    return result


def _edges(v: list[Vec]) -> list[Vec]:
    return [(v[1][0] - v[0][0], v[1][1] - v[0][1]), (v[2][0] - v[1][0], v[2][1] - v[1][1]),
            (v[3][0] - v[2][0], v[3][1] - v[2][1]), (v[0][0] - v[3][0], v[0][1] - v[3][1])]


def _awt(v: list[Vec]) -> tuple[int, int, int, int]:
    """getAWTRectangle: x, y, width, height, the corners cut towards zero."""
    minx = int(min(min(v[0][0], v[1][0]), min(v[2][0], v[3][0])))
    miny = int(min(min(v[0][1], v[1][1]), min(v[2][1], v[3][1])))
    maxx = int(max(max(v[0][0], v[1][0]), max(v[2][0], v[3][0])))
    maxy = int(max(max(v[0][1], v[1][1]), max(v[2][1], v[3][1])))
    return minx, miny, maxx - minx, maxy - miny


def _awt_vertices(r: tuple[int, int, int, int]) -> list[Vec]:
    x, y, w, h = r
    return [(float(x), float(y)), (float(x + w), float(y)), (float(x + w), float(y + h)), (float(x), float(y + h))]


def _awt_intersects(r1: tuple[int, int, int, int], r2: tuple[int, int, int, int]) -> bool:
    """java.awt.Rectangle.intersects."""
    tx, ty, tw, th = r1
    rx, ry, rw, rh = r2
    if rw <= 0 or rh <= 0 or tw <= 0 or th <= 0:
        return False
    rw += rx
    rh += ry
    tw += tx
    th += ty
    return (rw < rx or rw > tx) and (rh < ry or rh > ty) and (tw < tx or tw > rx) and (th < ty or th > ry)


def _positions(points: list[Vec], axis: Vec, m2: float) -> tuple[float, float]:
    values = []
    for p in points:
        s = (p[0] * axis[0] + p[1] * axis[1]) / m2
        values.append(axis[0] * s * axis[0] + axis[1] * s * axis[1])
    return min(values), max(values)


def _separated(axes: list[Vec], a: list[Vec], b: list[Vec]) -> bool:
    for axis in axes:
        m2 = axis[0] * axis[0] + axis[1] * axis[1]
        if m2 == 0.0:
            continue   # a degenerate side: Java divides by zero and no comparison with NaN separates
        min1, max1 = _positions(a, axis, m2)
        min2, max2 = _positions(b, axis, m2)
        if min2 > max1 or min1 > max2:
            return True
    return False


def _translate(points: list[Vec], d: Vec) -> list[Vec]:
    return [(p[0] + d[0], p[1] + d[1]) for p in points]


def _rect_center(v: list[Vec]) -> Vec:
    return ((v[2][0] + v[0][0]) * 0.5, (v[2][1] + v[0][1]) * 0.5)


def _circumradius(v: list[Vec]) -> float:
    return 0.5 * math.sqrt(_mag2(v[0][0] - v[2][0], v[0][1] - v[2][1]))


# ==================================================================================== placed areas
class Placed:
    """An actor's collision area where it stands (playground pixels)."""

    __slots__ = ("kind", "points", "radius", "actor", "rotatable")

    def __init__(self, kind: str, points: list[Vec], radius: float, actor: "Actor") -> None:
        self.kind = kind
        self.points = points
        self.radius = radius
        self.actor = actor
        self.rotatable = actor._a_rotatable


_local_cache: dict[tuple[int, int, int, bool], tuple[Area, list[Vec]]] = {}


def _local_points(area: Area, image: Any, index: int, nb: int, rotatable: bool) -> list[Vec]:
    """The area's points for one rotation index, before mirroring and moving (cached)."""
    key = (id(area), index, nb, rotatable)
    hit = _local_cache.get(key)
    if hit is not None and hit[0] is area:
        return hit[1]
    angle = math.radians(360.0 / nb * index) if rotatable else 0.0
    if area.kind == "rect":
        if is_default_area(image, area):
            points = _rect_vertices(0.0, 0.0, angle, image.width - 1, image.height - 1)
        else:
            (cx, cy), (hw, hh) = area.points[0], area.half
            points = _rect_vertices(cx, cy, 0.0, 2 * hw, 2 * hh)
            if rotatable:
                points = [_rot(p, angle) for p in points]
    else:
        points = [_rot(p, angle) if rotatable else p for p in area.points]
    if len(_local_cache) > 4096:
        _local_cache.clear()
    _local_cache[key] = (area, points)
    return points


def placed(actor: "Actor") -> Placed | None:
    """The actor's visible sprite's collision area placed on its cell, or None (hidden, no picture)."""
    grid = actor._a_grid
    sid = actor._a_sprite_id
    if grid is None or sid < 0 or sid >= len(actor._a_images):
        return None
    image = actor._a_images[sid]
    area = collision_area(image)
    if area.kind == "image":
        return Placed("image", [], 0.0, actor)
    nb = actor._a_nb_rotations()
    index = actor._a_rot_index % nb if actor._a_rotatable else 0
    points = _local_points(area, image, index, nb, actor._a_rotatable)
    if actor._a_h_mirror:
        points = [(-x, y) for x, y in points]
    if actor._a_v_mirror:
        points = [(x, -y) for x, y in points]
    cs = grid._cell_size
    centre = (float(cs // 2 + actor._a_cell[0] * cs), float(cs // 2 + actor._a_cell[1] * cs))
    return Placed(area.kind, _translate(points, centre), area.radius, actor)


def _cell_centre(actor: "Actor") -> Vec:
    cs = actor._a_grid._cell_size
    return (float(cs // 2 + actor._a_cell[0] * cs), float(cs // 2 + actor._a_cell[1] * cs))


# ========================================================================================== rules
def _rect_rect(r1: Placed, r2: Placed) -> bool:
    if r1.rotatable or r2.rotatable:
        c1, c2 = _cell_centre(r1.actor), _cell_centre(r2.actor)
        distance = math.sqrt(_mag2(c1[0] - c2[0], c1[1] - c2[1]))
        if distance > _circumradius(r1.points) + _circumradius(r2.points):
            return False
        e1, e2 = _edges(r1.points), _edges(r2.points)
        return not _separated([e1[0], e1[1], e2[0], e2[1]], r1.points, r2.points)
    return _awt_intersects(_awt(r1.points), _awt(r2.points))


def _circle_rect(circle: Placed, rect_points: list[Vec], turned: bool) -> bool:
    """GGCircle's circle-against-rectangle rule (see the module text)."""
    r = circle.radius
    v = _rect_center(rect_points)
    theta = _direction(_edges(rect_points)[0])
    c = (circle.points[0][0] + -v[0], circle.points[0][1] + -v[1])
    rect = _translate(rect_points, (-v[0], -v[1]))
    if turned:
        c = _rot(c, -theta)
        rect = [_rot(p, -theta) for p in rect]
    if math.sqrt(_mag2(*c)) > _circumradius(rect) + r:
        return False
    rx, ry, rw, rh = _awt(rect)
    a = float(rw // 2)
    b = float(rh // 2)
    cx, cy = c
    if -a <= cx <= a and -b <= cy <= b:
        return True
    if -b <= cy <= b and (a <= cx <= a + r or -(a + r) <= cx <= -a):
        return True
    if -a <= cx <= a and (b <= cy <= b + r or -(b + r) <= cy <= -b):
        return True
    r2 = r * r
    if a <= cx <= a + r:
        if b <= cy <= b + r and _mag2(cx - (rx + rw), cy - ry) <= r2:
            return True
        if -(b + r) <= cy <= -b and _mag2(cx - (rx + rw), cy - (ry + rh)) <= r2:
            return True
    if -(a + r) <= cx <= -a:
        if b <= cy <= b + r and _mag2(cx - rx, cy - ry) <= r2:
            return True
        if -(b + r) <= cy <= -b and _mag2(cx - rx, cy - (ry + rh)) <= r2:
            return True
    return False


def _circle_vs_rect(circle: Placed, rect: Placed) -> bool:
    if rect.rotatable:
        return _circle_rect(circle, rect.points, True)
    return _circle_rect(circle, _awt_vertices(_awt(rect.points)), False)


def _rect_spot(rect: Placed, spot: Vec) -> bool:
    v = _rect_center(rect.points)
    theta = _direction(_edges(rect.points)[0])
    t = (spot[0] + -v[0], spot[1] + -v[1])
    moved = _translate(rect.points, (-v[0], -v[1]))
    if rect.rotatable:
        t = _rot(t, -theta)
        moved = [_rot(p, -theta) for p in moved]
    edges = _edges(moved)
    a = math.sqrt(_mag2(*edges[0])) / 2.0
    b = math.sqrt(_mag2(*edges[1])) / 2.0
    return -a <= t[0] <= a and -b <= t[1] <= b


def _line_circle(line: Placed, circle: Placed) -> bool:
    start, end_point = line.points
    end = (end_point[0] - start[0], end_point[1] - start[1])
    direction = _direction(end)
    end = _rot(end, -direction)
    centre = _rot((circle.points[0][0] - start[0], circle.points[0][1] - start[1]), -direction)
    r = circle.radius
    if 0.0 < centre[0] < end[0]:
        return abs(centre[1]) <= r
    if centre[0] <= 0.0:
        return _mag2(*centre) <= r * r
    return centre[0] >= end[0] and _mag2(centre[0] - end[0], centre[1] - end[1]) <= r * r


def _line_line(l1: Placed, l2: Placed) -> bool:
    (s1, e1), (s2, e2) = l1.points, l2.points
    xmin1, xmax1 = min(s1[0], e1[0]), max(s1[0], e1[0])
    xmin2, xmax2 = min(s2[0], e2[0]), max(s2[0], e2[0])
    if xmin1 > xmax2 or xmin2 > xmax1:
        return False
    a1, b1 = e1[1] - s1[1], s1[0] - e1[0]
    c1 = a1 * s1[0] + b1 * s1[1]
    a2, b2 = e2[1] - s2[1], s2[0] - e2[0]
    c2 = a2 * s2[0] + b2 * s2[1]
    det = a1 * b2 - a2 * b1
    if det == 0.0:
        if a1 * s2[0] + b1 * s2[1] != c1:
            return False
        return (xmin2 <= xmin1 <= xmax2 or xmin2 <= xmax1 <= xmax2 or xmin1 <= xmin2 <= xmax1)
    x = (b2 * c1 - b1 * c2) / det
    return xmin1 <= x <= xmax1 and xmin2 <= x <= xmax2


def _line_spot(line: Placed, spot: Vec) -> bool:
    start, end = line.points
    a = end[1] - start[1]
    b = start[0] - end[0]
    c = a * start[0] + b * start[1]
    if abs(a * spot[0] + b * spot[1] - c) < 1.0E-6:
        return min(start[0], end[0]) <= spot[0] <= max(start[0], end[0])
    return False


def _line_rect(line: Placed, rect: Placed) -> bool:
    start, end = line.points
    d = (end[0] - start[0], end[1] - start[1])
    edges = _edges(rect.points)
    return not _separated([edges[0], edges[1], d, (-d[1], d[0])], rect.points, [start, end])


# ----- image areas: the unturned source picture's opaque pixels --------------------------------------
_alpha_cache: dict[int, tuple[Any, bytes]] = {}


def _alpha(image: Any) -> bytes:
    hit = _alpha_cache.get(id(image))
    if hit is not None and hit[0] is image:
        return hit[1]
    if len(_alpha_cache) > 256:
        _alpha_cache.clear()
    data = pic.to_rgba(image.source)[3::4]
    _alpha_cache[id(image)] = (image, data)
    return data


def _picture(actor: "Actor") -> Any:
    return actor._a_images[actor._a_sprite_id]


def _spot_image(spot: Vec, holder: "Actor") -> bool:
    image = _picture(holder)
    w, h = image.width, image.height
    centre = _cell_centre(holder)
    v = (spot[0] - centre[0], spot[1] - centre[1])
    a, b = w / 2.0, h / 2.0
    if _mag2(*v) > a * a + b * b:
        return False
    if holder._a_rotatable:
        v = _rot(v, -math.radians(holder._a_direction))
    i, k = int(v[0] - -a), int(v[1] - -b)
    return 0 <= i < w and 0 <= k < h and _alpha(image)[k * w + i] > 0


def _circle_image(circle: Placed, holder: "Actor") -> bool:
    image = _picture(holder)
    w, h = image.width, image.height
    a, b = w / 2.0, h / 2.0
    centre = _cell_centre(holder)
    r = circle.radius
    reach = r + math.sqrt(a * a + b * b)
    c = circle.points[0]
    if _mag2(c[0] - centre[0], c[1] - centre[1]) > reach * reach:
        return False
    v = (c[0] - centre[0], c[1] - centre[1])
    if holder._a_rotatable:
        v = _rot(v, -math.radians(holder._a_direction))
    vx, vy = v[0] - -a, v[1] - -b
    alpha = _alpha(image)
    r2 = r * r
    for k in range(max(0, math.floor(vy - r)), min(h, math.ceil(vy + r) + 1)):
        for i in range(max(0, math.floor(vx - r)), min(w, math.ceil(vx + r) + 1)):
            if alpha[k * w + i] and _mag2(i - vx, k - vy) <= r2:
                return True
    return False


def _line_image(line: Placed, holder: "Actor") -> bool:
    start, end = line.points
    d = (end[0] - start[0], end[1] - start[1])
    length = int(math.sqrt(_mag2(*d)) + 0.5)
    if length == 0:
        return _spot_image(start, holder)
    step = (d[0] * (1.0 / length), d[1] * (1.0 / length))
    return any(_spot_image((start[0] + step[0] * i, start[1] + step[1] * i), holder) for i in range(length + 1))


# ========================================================================================== pairs
def areas_meet(p1: Placed, p2: Placed) -> bool:
    """GameGrid.isActorColliding's dispatch on the two kinds (actor 1's area first)."""
    k1, k2 = p1.kind, p2.kind
    if k1 == "circle" and k2 == "circle":
        rr = p1.radius + p2.radius
        return _mag2(p1.points[0][0] - p2.points[0][0], p1.points[0][1] - p2.points[0][1]) <= rr * rr
    if k1 == "circle" and k2 == "rect":
        return _circle_vs_rect(p1, p2)
    if k1 == "rect" and k2 == "circle":
        return _circle_vs_rect(p2, p1)
    if k1 == "rect" and k2 == "rect":
        return _rect_rect(p1, p2)
    if k1 == "rect" and k2 == "spot":
        return _rect_spot(p1, p2.points[0])
    if k1 == "spot" and k2 == "rect":
        return _rect_spot(p2, p1.points[0])
    if {k1, k2} == {"circle", "spot"}:
        circle, spot = (p1, p2) if k1 == "circle" else (p2, p1)
        return _mag2(circle.points[0][0] - spot.points[0][0], circle.points[0][1] - spot.points[0][1]) \
            <= circle.radius * circle.radius
    if k1 == "spot" and k2 == "spot":
        return _mag2(p1.points[0][0] - p2.points[0][0], p1.points[0][1] - p2.points[0][1]) <= 4.0
    if {k1, k2} == {"spot", "image"}:
        spot, holder = (p1, p2) if k1 == "spot" else (p2, p1)
        return _spot_image(spot.points[0], holder.actor)
    if {k1, k2} == {"circle", "image"}:
        circle, holder = (p1, p2) if k1 == "circle" else (p2, p1)
        return _circle_image(circle, holder.actor)
    if {k1, k2} == {"rect", "line"}:
        line, rect = (p1, p2) if k1 == "line" else (p2, p1)
        return _line_rect(line, rect)
    if {k1, k2} == {"circle", "line"}:
        line, circle = (p1, p2) if k1 == "line" else (p2, p1)
        return _line_circle(line, circle)
    if k1 == "line" and k2 == "line":
        return _line_line(p1, p2)
    if {k1, k2} == {"line", "spot"}:
        line, spot = (p1, p2) if k1 == "line" else (p2, p1)
        return _line_spot(line, spot.points[0])
    if {k1, k2} == {"line", "image"}:
        line, holder = (p1, p2) if k1 == "line" else (p2, p1)
        return _line_image(line, holder.actor)
    return False   # rectangle or image against an image


def colliding(a1: "Actor", a2: "Actor") -> bool:
    """True if the two actors' collision areas meet (both visible; an actor meets itself)."""
    p1, p2 = placed(a1), placed(a2)
    if p1 is None or p2 is None:
        return False
    return areas_meet(p1, p2)
