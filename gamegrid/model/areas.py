"""The shapes of actors: collision and mouse touch areas (rectangle, circle, line, spot, image), placed
where an actor stands (turned and mirrored with its picture), and whether two placed shapes meet.

Pure Python + Pillow. An area belongs to a sprite picture and is relative to the image centre (x right,
y down; for even sizes the centre is half a pixel left/up, i.e. pixel index w//2); the default area is
the rectangle through the outermost pixel centres, (w-1) x (h-1). collision.py and touch.py use them.
"""
from __future__ import annotations

import math
import weakref
from typing import TYPE_CHECKING, Any

from ..base.i18n import tr
from . import picture as pic
from .picture import Picture

if TYPE_CHECKING:
    from .actor import Actor
    from .images import SpriteImage

Vec = tuple[float, float]
EPS = 1e-9
SPOT_TOLERANCE = 0.5   # a spot "hits" a line or another spot within half a pixel


# ======================================================================================== areas
class Area:
    """A shape relative to the image centre, before rotation and mirroring. Immutable."""

    __slots__ = ("kind", "points", "half", "radius", "reach", "_oriented")

    def __init__(self, kind: str, points: tuple[Vec, ...] = (), half: Vec = (0.0, 0.0),
                 radius: float = 0.0) -> None:
        self.kind = kind          # "rect" | "circle" | "line" | "spot" | "image"
        self.points = points      # rect: (centre,), circle: (centre,), line: (p1, p2), spot: (p,)
        self.half = half          # rect: half width, half height
        self.radius = radius
        self._oriented: dict[tuple[float, bool, bool], tuple[Any, ...]] = {}
        # farthest distance from the image centre (turning and mirroring keep it): quick rejection
        if kind == "rect":
            self.reach = math.hypot(abs(points[0][0]) + half[0], abs(points[0][1]) + half[1])
        else:
            self.reach = max((math.hypot(*p) for p in points), default=0.0) + radius

    @staticmethod
    def rectangle(centre: Vec, width: float, height: float) -> "Area":
        return Area("rect", (centre,), (width / 2.0, height / 2.0))

    def oriented(self, angle: float, h_mirror: bool, v_mirror: bool) -> tuple[Any, ...]:
        """The points after turning clockwise by `angle` degrees and mirroring (cached)."""
        key = (angle, h_mirror, v_mirror)
        cached = self._oriented.get(key)
        if cached is not None:
            return cached
        if self.kind == "rect":
            (cx, cy), (hw, hh) = self.points[0], self.half
            corners: tuple[Vec, ...] = ((cx - hw, cy - hh), (cx + hw, cy - hh), (cx + hw, cy + hh), (cx - hw, cy + hh))
        else:
            corners = self.points
        result = tuple(mirror(rotate(p, angle), h_mirror, v_mirror) for p in corners)
        self._oriented[key] = result
        return result

    def __repr__(self) -> str:
        return f"Area({self.kind}, {self.points}, half={self.half}, r={self.radius})"


def rotate(p: Vec, degrees: float) -> Vec:
    """Clockwise on screen (y down)."""
    if degrees == 0.0:
        return p
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return (p[0] * c - p[1] * s, p[0] * s + p[1] * c)


def mirror(p: Vec, h_mirror: bool, v_mirror: bool) -> Vec:
    return (-p[0] if h_mirror else p[0], -p[1] if v_mirror else p[1])


def default_area(image: "SpriteImage") -> Area:
    """The original's default: a (w-1) x (h-1) rectangle centred on the image centre."""
    return Area.rectangle((0.0, 0.0), max(0, image.width - 1), max(0, image.height - 1))


_collision_areas: "weakref.WeakKeyDictionary[SpriteImage, Area]" = weakref.WeakKeyDictionary()
_default_areas: "weakref.WeakKeyDictionary[SpriteImage, Area]" = weakref.WeakKeyDictionary()


def collision_area(image: "SpriteImage") -> Area:
    area = _collision_areas.get(image)
    if area is None:
        area = _default_areas.get(image)
        if area is None:
            area = _default_areas[image] = default_area(image)
    return area


def is_default_area(image: "SpriteImage", area: Area) -> bool:
    """True if `area` is the picture's default area (built turned, not turned afterwards, as the original)."""
    return _collision_areas.get(image) is None and _default_areas.get(image) is area


def set_collision_area(image: "SpriteImage", area: Area) -> None:
    """The collision area of a sprite picture, for every actor that shows it (as in JGameGrid)."""
    _collision_areas[image] = area


def xy(point: Any, what: str) -> Vec:
    """A Point (or GGVector, or (x, y) pair) as floats."""
    if hasattr(point, "x") and hasattr(point, "y"):
        return (float(point.x), float(point.y))
    if isinstance(point, (tuple, list)) and len(point) == 2:
        return (float(point[0]), float(point[1]))
    raise TypeError(tr("{what} needs a Point, for example Point(0, -10), got {point!r}.", what=what, point=point))


def number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(tr("{what} needs a number, got {value!r}.", what=what, value=value))
    return float(value)


def split_sprite_id(args: tuple[Any, ...], counts: tuple[int, ...], method: str) -> tuple[int | None, tuple[Any, ...]]:
    """(spriteId, rest) for the `[id,] ...` overloads; id None when omitted. counts = allowed len(rest)."""
    if args and len(args) - 1 in counts and isinstance(args[0], int) and not isinstance(args[0], bool):
        return args[0], args[1:]
    if len(args) in counts:
        return None, args
    raise TypeError(tr("{method}: wrong number of arguments ({count}); see the forms in the documentation.",
                       method=method, count=len(args)))


def sprite_image(actor: "Actor", sprite_id: int, method: str) -> "SpriteImage":
    images = actor._a_images
    if not images:
        raise IndexError(tr("{method}: this actor has no sprite image.", method=method))
    if not 0 <= sprite_id < len(images):
        raise IndexError(tr("{method}: sprite id {sprite_id} does not exist; this actor has sprite ids 0 to {value}.",
                            method=method, sprite_id=sprite_id, value=len(images) - 1))
    return images[sprite_id]


# =================================================================================== placed shapes
def actor_angle(actor: "Actor") -> float:
    if not actor._a_rotatable:
        return 0.0
    nb = actor._a_nb_rotations()
    return (actor._a_rot_index % nb) * 360.0 / nb if nb else 0.0


def placed_shape(actor: "Actor", sprite_id: int | None = None) -> tuple[Any, ...] | None:
    """The actor's collision area in playground pixels: ("rect", corners) / ("circle", c, r) /
    ("line", p1, p2) / ("spot", p) / ("image", actor). None without a picture or grid."""
    grid = actor._a_grid
    sid = actor._a_sprite_id if sprite_id is None else sprite_id
    if grid is None or sid < 0 or sid >= len(actor._a_images):
        return None
    area = collision_area(actor._a_images[sid])
    if area.kind == "image":
        return ("image", actor)
    # the same actor is tested against many partners per cycle: reuse its shape while nothing changed
    key = (area, grid._cell_size, actor._a_cell, actor._a_rotatable and actor._a_rot_index,
           actor._a_h_mirror, actor._a_v_mirror)
    cached = actor._a_extra.get("collision_shape")
    if cached is not None and cached[0] == key:
        return cached[1]
    cs = grid._cell_size
    ox, oy = cs // 2 + actor._a_cell[0] * cs, cs // 2 + actor._a_cell[1] * cs   # toPoint, no offset
    pts = tuple((x + ox, y + oy) for x, y in area.oriented(actor_angle(actor), actor._a_h_mirror, actor._a_v_mirror))
    if area.kind == "rect":
        shape: tuple[Any, ...] = ("rect", pts)
    elif area.kind == "circle":
        shape = ("circle", pts[0], area.radius)
    elif area.kind == "line":
        shape = ("line", pts[0], pts[1])
    else:
        shape = ("spot", pts[0])
    actor._a_extra["collision_shape"] = (key, shape)
    return shape


# ====================================================================================== geometry
def _cross(o: Vec, a: Vec, b: Vec) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _dist2_point_segment(p: Vec, a: Vec, b: Vec) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    qx, qy = a[0] + t * dx - p[0], a[1] + t * dy - p[1]
    return qx * qx + qy * qy


def _point_in_polygon(p: Vec, poly: tuple[Vec, ...]) -> bool:
    """Convex polygon, boundary included."""
    n = len(poly)
    if abs(sum(_cross(poly[0], poly[i], poly[i + 1]) for i in range(1, n - 1))) <= EPS:
        # no area (a 1-pixel-wide picture's default rectangle): only its outline counts
        return any(_dist2_point_segment(p, poly[i], poly[(i + 1) % n]) <= EPS for i in range(n))
    sign = 0
    for i in range(n):
        c = _cross(poly[i], poly[(i + 1) % n], p)
        if abs(c) <= EPS:
            continue
        s = 1 if c > 0 else -1
        if sign == 0:
            sign = s
        elif s != sign:
            return False
    return True


def _segments_intersect(a: Vec, b: Vec, c: Vec, d: Vec) -> bool:
    d1, d2 = _cross(c, d, a), _cross(c, d, b)
    d3, d4 = _cross(a, b, c), _cross(a, b, d)
    if ((d1 > EPS and d2 < -EPS) or (d1 < -EPS and d2 > EPS)) and \
            ((d3 > EPS and d4 < -EPS) or (d3 < -EPS and d4 > EPS)):
        return True
    # touching or collinear: some endpoint lies on the other segment
    return (_dist2_point_segment(a, c, d) <= EPS or _dist2_point_segment(b, c, d) <= EPS
            or _dist2_point_segment(c, a, b) <= EPS or _dist2_point_segment(d, a, b) <= EPS)


def _projection(poly: tuple[Vec, ...], axis: Vec) -> tuple[float, float]:
    values = [p[0] * axis[0] + p[1] * axis[1] for p in poly]
    return min(values), max(values)


def _axis_aligned(r: tuple[Vec, ...]) -> bool:
    return (r[0][1] == r[1][1] and r[1][0] == r[2][0]) or (r[0][0] == r[1][0] and r[1][1] == r[2][1])


def rect_rect(r1: tuple[Vec, ...], r2: tuple[Vec, ...]) -> bool:
    """Separating axis test; touching edges do not count (as java.awt.Rectangle.intersects)."""
    if _axis_aligned(r1) and _axis_aligned(r2):   # the common case, without the general test's cost
        return (min(r1[0][0], r1[2][0]) < max(r2[0][0], r2[2][0]) - EPS
                and min(r2[0][0], r2[2][0]) < max(r1[0][0], r1[2][0]) - EPS
                and min(r1[0][1], r1[2][1]) < max(r2[0][1], r2[2][1]) - EPS
                and min(r2[0][1], r2[2][1]) < max(r1[0][1], r1[2][1]) - EPS)
    for poly in (r1, r2):
        for i in range(2):
            a, b = poly[i], poly[i + 1]
            axis = (a[1] - b[1], b[0] - a[0])
            if axis == (0.0, 0.0):
                continue
            lo1, hi1 = _projection(r1, axis)
            lo2, hi2 = _projection(r2, axis)
            scale = math.hypot(*axis)
            if hi1 <= lo2 + EPS * scale or hi2 <= lo1 + EPS * scale:
                return False
    return True


def circle_rect(c: Vec, r: float, rect: tuple[Vec, ...]) -> bool:
    if _point_in_polygon(c, rect):
        return True
    r2 = r * r
    return any(_dist2_point_segment(c, rect[i], rect[(i + 1) % 4]) <= r2 + EPS for i in range(4))


def line_rect(a: Vec, b: Vec, rect: tuple[Vec, ...]) -> bool:
    if _point_in_polygon(a, rect) or _point_in_polygon(b, rect):
        return True
    return any(_segments_intersect(a, b, rect[i], rect[(i + 1) % 4]) for i in range(4))


# ----- image areas: non-transparent pixels of the displayed picture ---------------------------------
def _picture_frame(actor: "Actor") -> tuple[Picture, int, int] | None:
    """Displayed picture and the playground pixel of its upper-left corner (as drawn, without offset)."""
    picture = actor._a_displayed_picture()
    grid = actor._a_grid
    if picture is None or grid is None:
        return None
    cs = grid._cell_size
    shift = 1 if cs == 1 else 0
    w, h = picture.size
    left = cs // 2 + actor._a_cell[0] * cs - w // 2 + shift
    top = cs // 2 + actor._a_cell[1] * cs - h // 2 + shift
    return picture, left, top


def _shape_on_image(shape: tuple[Any, ...], actor: "Actor") -> bool:
    frame = _picture_frame(actor)
    if frame is None:
        return False
    picture, left, top = frame
    w, h = picture.size
    kind = shape[0]
    if kind == "spot":
        ix, iy = math.floor(shape[1][0] + 0.5) - left, math.floor(shape[1][1] + 0.5) - top
        return 0 <= ix < w and 0 <= iy < h and picture.getpixel((ix, iy))[3] > 0
    if kind == "circle":
        (cx, cy), r = shape[1], shape[2]
        xs, ys = (cx - r, cx + r), (cy - r, cy + r)
    elif kind == "line":
        (x1, y1), (x2, y2) = shape[1], shape[2]
        xs, ys = (min(x1, x2), max(x1, x2)), (min(y1, y2), max(y1, y2))
    else:
        return False   # image-image and image-rectangle: not supported, as in JGameGrid
    x0, x1b = max(0, math.floor(xs[0]) - left), min(w, math.ceil(xs[1]) - left + 1)
    y0, y1b = max(0, math.floor(ys[0]) - top), min(h, math.ceil(ys[1]) - top + 1)
    if x0 >= x1b or y0 >= y1b:
        return False
    dx, dy = left + x0, top + y0

    def stencil(draw: Any) -> None:
        if kind == "circle":
            draw.ellipse([cx - r - dx, cy - r - dy, cx + r - dx, cy + r - dy], fill=255)
        else:
            draw.line([x1 - dx, y1 - dy, x2 - dx, y2 - dy], fill=255, width=1)

    return pic.mask_hits(picture, (x0, y0, x1b, y1b), stencil)


# ----- pair dispatch -------------------------------------------------------------------------------
def shapes_intersect(s1: tuple[Any, ...], s2: tuple[Any, ...]) -> bool:
    order = ("rect", "circle", "line", "spot", "image")
    if order.index(s1[0]) > order.index(s2[0]):
        s1, s2 = s2, s1
    k1, k2 = s1[0], s2[0]
    if k2 == "image":
        return k1 in ("circle", "line", "spot") and _shape_on_image(s1, s2[1])
    if k1 == "rect":
        if k2 == "rect":
            return rect_rect(s1[1], s2[1])
        if k2 == "circle":
            return circle_rect(s2[1], s2[2], s1[1])
        if k2 == "line":
            return line_rect(s2[1], s2[2], s1[1])
        return _point_in_polygon(s2[1], s1[1])
    if k1 == "circle":
        c, r = s1[1], s1[2]
        if k2 == "circle":
            d2 = (c[0] - s2[1][0]) ** 2 + (c[1] - s2[1][1]) ** 2
            return d2 <= (r + s2[2]) ** 2 + EPS
        if k2 == "line":
            return _dist2_point_segment(c, s2[1], s2[2]) <= r * r + EPS
        return (c[0] - s2[1][0]) ** 2 + (c[1] - s2[1][1]) ** 2 <= r * r + EPS
    if k1 == "line":
        if k2 == "line":
            return _segments_intersect(s1[1], s1[2], s2[1], s2[2])
        return _dist2_point_segment(s2[1], s1[1], s1[2]) <= SPOT_TOLERANCE ** 2
    p, q = s1[1], s2[1]   # spot-spot
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 <= SPOT_TOLERANCE ** 2
