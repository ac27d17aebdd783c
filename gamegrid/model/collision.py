"""Collisions between actors (and actors and tiles): areas, geometry tests, and the per-cycle check.

Pure Python + Pillow. As in JGameGrid:
- a collision area belongs to a sprite *picture* (one SpriteImage object per path), so changing it
  affects every actor showing that picture; coordinates are relative to the image centre (x right,
  y down; for even sizes the centre is half a pixel left/up, i.e. pixel index w//2);
- the default area is the rectangle through the outermost pixel centres, (w-1) x (h-1);
- areas turn with rotatable actors (by the quantised rotation index, as the drawn picture) and flip
  with mirroring; they sit on the cell centre (toPoint(location)) and ignore setLocationOffset;
- only visible actors collide; image areas only test against spots, circles and lines.

Simplifications (documented choices): tiles are grid cells here (no tile-map geometry): an actor
collides with one of its collision tiles when it stands on that cell. getCollisionActorsInRange takes
the radius in pixels, as the original's code does (its javadoc says cells), and clazz None means all.
collide() results that are not numbers are reported once and taken as 0; negative ones count as 0.

The cycle hook: GameGrid.act_cycle calls `actor._a_extra["collision_checker"](grid, actor)` right after
the actor's act(); `check_after_act` then applies the re-arm counters of spec §5.4.
"""
from __future__ import annotations

import math
import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from PIL import Image, ImageChops, ImageDraw

from .hooks import runtime
from ..java.javatypes import ArrayList
from .location import Location
from ..i18n import tr

if TYPE_CHECKING:
    from .actor import Actor
    from .grid import GameGrid
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
        result = tuple(_mirror(_rotate(p, angle), h_mirror, v_mirror) for p in corners)
        self._oriented[key] = result
        return result

    def __repr__(self) -> str:
        return f"Area({self.kind}, {self.points}, half={self.half}, r={self.radius})"


def _rotate(p: Vec, degrees: float) -> Vec:
    """Clockwise on screen (y down)."""
    if degrees == 0.0:
        return p
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return (p[0] * c - p[1] * s, p[0] * s + p[1] * c)


def _mirror(p: Vec, h_mirror: bool, v_mirror: bool) -> Vec:
    return (-p[0] if h_mirror else p[0], -p[1] if v_mirror else p[1])


def default_area(image: "SpriteImage") -> Area:
    """Rectangle through the outermost pixel centres: pixels 0..w-1 sit at x = i - w//2."""
    w, h = image.width, image.height
    centre = ((w - 1) / 2.0 - w // 2, (h - 1) / 2.0 - h // 2)
    return Area.rectangle(centre, max(0, w - 1), max(0, h - 1))


_collision_areas: "weakref.WeakKeyDictionary[SpriteImage, Area]" = weakref.WeakKeyDictionary()
_default_areas: "weakref.WeakKeyDictionary[SpriteImage, Area]" = weakref.WeakKeyDictionary()


def collision_area(image: "SpriteImage") -> Area:
    area = _collision_areas.get(image)
    if area is None:
        area = _default_areas.get(image)
        if area is None:
            area = _default_areas[image] = default_area(image)
    return area


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
def _angle(actor: "Actor") -> float:
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
    pts = tuple((x + ox, y + oy) for x, y in area.oriented(_angle(actor), actor._a_h_mirror, actor._a_v_mirror))
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
_masks: dict[int, tuple[Image.Image, Image.Image]] = {}


def opaque_mask(picture: Image.Image) -> Image.Image:
    """"L" image: 255 where the picture is not fully transparent (cached per picture object)."""
    hit = _masks.get(id(picture))
    if hit is not None and hit[0] is picture:
        return hit[1]
    if len(_masks) > 512:
        _masks.clear()
    mask = picture.getchannel("A").point(lambda a: 255 if a else 0)
    _masks[id(picture)] = (picture, mask)
    return mask


def _picture_frame(actor: "Actor") -> tuple[Image.Image, int, int] | None:
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
    region = opaque_mask(picture).crop((x0, y0, x1b, y1b))
    stencil = Image.new("L", region.size, 0)
    draw = ImageDraw.Draw(stencil)
    dx, dy = left + x0, top + y0
    if kind == "circle":
        draw.ellipse([cx - r - dx, cy - r - dy, cx + r - dx, cy + r - dy], fill=255)
    else:
        draw.line([x1 - dx, y1 - dy, x2 - dx, y2 - dy], fill=255, width=1)
    return ImageChops.multiply(region, stencil).getbbox() is not None


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


def _visible_area(actor: "Actor") -> Area | None:
    sid = actor._a_sprite_id
    return collision_area(actor._a_images[sid]) if 0 <= sid < len(actor._a_images) else None


def actors_colliding(a1: "Actor", a2: "Actor") -> bool:
    if a1 is a2 or not a1.isVisible() or not a2.isVisible():
        return False
    area1, area2 = _visible_area(a1), _visible_area(a2)
    if area1 is None or area2 is None:
        return False
    if area1.kind != "image" and area2.kind != "image":
        g1, g2 = a1._a_grid._cell_size, a2._a_grid._cell_size
        dx = (g1 // 2 + a1._a_cell[0] * g1) - (g2 // 2 + a2._a_cell[0] * g2)
        dy = (g1 // 2 + a1._a_cell[1] * g1) - (g2 // 2 + a2._a_cell[1] * g2)
        limit = area1.reach + area2.reach + 1.0
        if dx * dx + dy * dy > limit * limit:
            return False
    s1, s2 = placed_shape(a1), placed_shape(a2)
    if s1 is None or s2 is None:
        return False
    return shapes_intersect(s1, s2)


# ============================================================================= per-actor state
@dataclass
class CollisionState:
    partners: list[Any] = field(default_factory=list)
    tiles: list[Location] = field(default_factory=list)
    actor_listener: Any = None        # None: the actor itself
    tile_listener: Any = None         # None: the actor itself
    actor_enabled: bool = True
    tile_enabled: bool = True
    bad_return_reported: bool = False


def _rearm(actor: "Actor") -> list[int]:
    """[actor count, tile count]; kept under the key GameGrid.doReset clears."""
    counts = actor._a_extra.get("collision_rearm")
    if counts is None:
        counts = actor._a_extra["collision_rearm"] = [0, 0]
    return counts


def check_after_act(grid: "GameGrid", actor: "Actor") -> None:
    """Spec §5.4 step 3: count the re-arm counters down, then report collisions with the listener."""
    state: CollisionState | None = actor._a_extra.get("collision")
    if state is None:
        return
    counts = _rearm(actor)
    if counts[0] > 0:
        counts[0] -= 1
    if counts[1] > 0:
        counts[1] -= 1
    if state.actor_enabled and state.partners:
        for partner in list(state.partners):
            if counts[0] != 0 or actor._a_removed:
                break
            if actors_colliding(actor, partner):
                counts[0] = _notify(grid, actor, state, state.actor_listener, partner)
    if state.tile_enabled and state.tiles and counts[1] == 0 and actor.isVisible():
        here = Location(*actor._a_cell)
        if here in state.tiles:
            counts[1] = _notify(grid, actor, state, state.tile_listener, here)


def _notify(grid: "GameGrid", actor: "Actor", state: CollisionState, listener: Any, other: Any) -> int:
    owner = actor if listener is None else listener
    target = getattr(owner, "collide", None)
    if target is None:
        target = owner   # a plain function given as listener
    where = f"{type(owner).__name__}.collide()" if hasattr(owner, "collide") else \
        f"collision listener '{getattr(owner, '__name__', owner)}'"
    result: list[Any] = []
    if not runtime.call_user(lambda: result.append(target(actor, other)), where):
        if grid._running:   # as for act(): one report, not one per cycle
            grid.doPause()
            runtime.note(tr("The simulation was paused because of this error. Fix it and run again."))
        return 0
    return _rearm_value(result[0], target, where, state)


def _rearm_value(value: Any, target: Callable[..., Any], where: str, state: CollisionState) -> int:
    if isinstance(value, (int, float)) and not (isinstance(value, float) and math.isnan(value)):
        return max(0, int(value))   # negative would disarm for good in Java; taken as 0
    if not state.bad_return_reported:
        state.bad_return_reported = True
        _report_bad_return(value, target, where)
    return 0


def _report_bad_return(value: Any, target: Callable[..., Any], where: str) -> None:
    code = getattr(target, "__code__", None) or getattr(getattr(target, "__func__", None), "__code__", None)
    lines = [tr("Error in {where}:", where=where)]
    if code is not None:
        lines.append(f'  File "{code.co_filename}", line {code.co_firstlineno}, in {code.co_name}')
    lines.append("TypeError: " + tr("collide() must return a number, e.g. return 0 (how many simulation cycles "
                                    "to wait before the next collision is reported). It returned {value!r}; "
                                    "taken as 0.", value=value))
    runtime.report_text("\n".join(lines))


class _NoBorderListener:
    def nearBorder(self, actor: Any, location: Any) -> None:
        pass


class _BorderFunction:
    def __init__(self, function: Callable[[Any, Any], Any]) -> None:
        self.nearBorder = function


# ===================================================================================== mixins
class CollisionActorMixin:
    """Actor methods for collisions and neighbours (mixed into Actor)."""

    _a_extra: dict[str, Any]

    def _collision_state(self) -> CollisionState:
        extra = self._a_extra
        state = extra.get("collision")
        if state is None:
            state = extra["collision"] = CollisionState()
            extra["collision_checker"] = check_after_act
        return state

    # ----- the default listener: the actor itself ------------------------------------------------------
    def collide(self, actor1: Any, actor2: Any) -> int:
        """Called when this actor hits a collision partner: write your own in a subclass.
        Return how many simulation cycles to wait before collisions are checked again (0 = next cycle).

        - actor1: this actor
        - actor2: the actor it hit
        """
        return 0

    # ----- partners and tiles -------------------------------------------------------------------------
    def addCollisionActor(self, actor: Any) -> None:
        """Report collisions of this actor with another actor (collide() is called then).

        - actor: the partner
        """
        if not isinstance(actor, CollisionActorMixin):   # an Actor (Actor is the one class with this mixin)
            raise TypeError(tr("addCollisionActor() needs an Actor, got {actor!r}.", actor=actor))
        state = self._collision_state()
        if actor is not self and not any(p is actor for p in state.partners):
            state.partners.append(actor)

    def addCollisionActors(self, actors: Iterable[Any]) -> None:
        """Report collisions of this actor with each actor of a list.

        - actors: a list of actors, e.g. getActors(Fruit)
        """
        if actors is None:
            return
        for actor in list(actors):
            self.addCollisionActor(actor)

    def getCollisionActors(self) -> list[Any]:
        """The actors this actor's collisions are checked with, as a list."""
        return self._collision_state().partners

    def addCollisionTile(self, location: Location) -> None:
        """Report when this actor stands on a cell (collide(actor, location) of the tile listener is called).

        - location: the cell, Location(x, y) in cells
        """
        if not isinstance(location, Location):
            raise TypeError(tr("addCollisionTile() needs a Location, got {location!r}.", location=location))
        self._collision_state().tiles.append(Location(location.x, location.y))

    def addCollisionTiles(self, locations: Iterable[Location]) -> None:
        """Report when this actor stands on one of these cells.

        - locations: a list of cells (Locations)
        """
        for location in list(locations):
            self.addCollisionTile(location)

    def getCollisionTiles(self) -> list[Location]:
        """The cells this actor's collisions are checked with, as a list of Locations."""
        return self._collision_state().tiles

    # ----- listeners and switches ---------------------------------------------------------------------
    def addActorCollisionListener(self, listener: Any) -> None:
        """Who is told about this actor's collisions: listener.collide(actor1, actor2) is called
        instead of the actor's own collide().

        - listener: a GGActorCollisionListener
        """
        state = self._collision_state()
        state.actor_listener = listener if listener is not None else _NoCollide()

    def addTileCollisionListener(self, listener: Any) -> None:
        """Who is told when this actor stands on a collision cell: listener.collide(actor, location).

        - listener: a GGTileCollisionListener
        """
        state = self._collision_state()
        state.tile_listener = listener if listener is not None else _NoCollide()

    def setActorCollisionEnabled(self, enable: bool) -> None:
        """Switch checking this actor's collisions with actors on or off.

        - enable: True to check, False to stop
        """
        self._collision_state().actor_enabled = bool(enable)

    def isActorCollisionEnabled(self) -> bool:
        """True if this actor's collisions with actors are checked."""
        state = self._a_extra.get("collision")
        return True if state is None else state.actor_enabled

    def setTileCollisionEnabled(self, enable: bool) -> None:
        """Switch checking this actor's collisions with cells on or off.

        - enable: True to check, False to stop
        """
        self._collision_state().tile_enabled = bool(enable)

    def isTileCollisionEnabled(self) -> bool:
        """True if this actor's collisions with cells are checked."""
        state = self._a_extra.get("collision")
        return True if state is None else state.tile_enabled

    def addBorderListener(self, listener: Any) -> None:
        """Who is told when this actor reaches a border cell: listener.nearBorder(actor, location) is called
        instead of the actor's own nearBorder(); None switches border reports off.

        - listener: a GGBorderListener, or None
        """
        if listener is None:
            listener = _NoBorderListener()
        elif not hasattr(listener, "nearBorder"):
            if not callable(listener):
                raise TypeError(tr("addBorderListener() needs a GGBorderListener or a function, got {listener!r}.",
                                   listener=listener))
            listener = _BorderFunction(listener)
        self._a_extra["border_listener"] = listener

    # ----- areas (per sprite picture) ------------------------------------------------------------------
    def _set_collision_area(self, sprite_id: int | None, area: Area, method: str) -> None:
        image = sprite_image(self, 0 if sprite_id is None else sprite_id, method)  # type: ignore[arg-type]
        _collision_areas[image] = area

    def setCollisionRectangle(self, *args: Any) -> None:
        """setCollisionRectangle([spriteId,] center, width, height), relative to the image centre."""
        sid, (center, width, height) = split_sprite_id(args, (3,), "setCollisionRectangle()")
        area = Area.rectangle(xy(center, "setCollisionRectangle()"), number(width, "setCollisionRectangle()"),
                              number(height, "setCollisionRectangle()"))
        self._set_collision_area(sid, area, "setCollisionRectangle()")

    def setCollisionCircle(self, *args: Any) -> None:
        """setCollisionCircle([spriteId,] center, radius), relative to the image centre."""
        sid, (center, radius) = split_sprite_id(args, (2,), "setCollisionCircle()")
        area = Area("circle", (xy(center, "setCollisionCircle()"),),
                    radius=number(radius, "setCollisionCircle()"))
        self._set_collision_area(sid, area, "setCollisionCircle()")

    def setCollisionLine(self, *args: Any) -> None:
        """setCollisionLine([spriteId,] startPoint, endPoint), relative to the image centre."""
        sid, (p1, p2) = split_sprite_id(args, (2,), "setCollisionLine()")
        area = Area("line", (xy(p1, "setCollisionLine()"), xy(p2, "setCollisionLine()")))
        self._set_collision_area(sid, area, "setCollisionLine()")

    def setCollisionSpot(self, *args: Any) -> None:
        """setCollisionSpot([spriteId,] spot), relative to the image centre."""
        sid, (spot,) = split_sprite_id(args, (1,), "setCollisionSpot()")
        self._set_collision_area(sid, Area("spot", (xy(spot, "setCollisionSpot()"),)), "setCollisionSpot()")

    def setCollisionImage(self, *args: Any) -> None:
        """setCollisionImage([spriteId]): the non-transparent pixels (partners need spot/circle/line)."""
        sid, _ = split_sprite_id(args, (0,), "setCollisionImage()")
        self._set_collision_area(sid, Area("image"), "setCollisionImage()")

    # ----- queries ---------------------------------------------------------------------------------------
    def getCollisionActorsInRange(self, radius: float, clazz: type | None = None, spriteId: int = 0) -> list[Any]:
        """Partners (of clazz; None = all) whose rectangle or circle area of sprite spriteId meets the
        circle of `radius` pixels around this actor's cell centre (as the original's code: pixels)."""
        grid = self._a_need_grid("getCollisionActorsInRange")   # type: ignore[attr-defined]
        r = number(radius, "getCollisionActorsInRange()")
        centre = grid.toPoint(Location(*self._a_cell))            # type: ignore[attr-defined]
        probe = ("circle", (float(centre.x), float(centre.y)), r)
        found = []
        for partner in self._collision_state().partners:
            if clazz is not None and not isinstance(partner, clazz):
                continue
            if partner._a_grid is None or not partner._a_images:
                continue
            sid = spriteId if 0 <= spriteId < len(partner._a_images) else max(0, partner._a_sprite_id)
            shape = placed_shape(partner, sid)
            if shape is not None and shape[0] in ("rect", "circle") and shapes_intersect(probe, shape):
                found.append(partner)
        return found

    def getNeighbours(self, distance: float, clazz: type | None = None) -> ArrayList[Any]:
        """The actors in the cells around this one (not in its own cell), as a list.

        - distance: how far to look, in cells: 1 gives the 8 neighbouring cells, 0.5 the 4 beside it
        - clazz: only actors of this class; None for every actor
        """
        grid = self._a_need_grid("getNeighbours")   # type: ignore[attr-defined]
        here = Location(*self._a_cell)                # type: ignore[attr-defined]
        found: list[Any] = []
        candidates = grid.getActors(clazz)
        if isinstance(distance, (int, float)) and (2 * distance + 1) ** 2 > 4 * len(candidates):
            # A large radius on a pixel grid (flocking, [TJX] Si9b) means thousands of cells: visit only
            # the occupied ones, in the same ring order, so the result is identical.
            cells = {tuple(a._a_cell) for a in candidates}
            locations = _neighbour_cells(here, distance, cells)
        else:
            locations = here.getNeighbourLocations(distance)
        for location in locations:
            found.extend(grid.getActorsAt(location, clazz))
        return ArrayList(found)


def _neighbour_cells(here: Location, distance: float, cells: set) -> list[Location]:
    """The cells of `cells` that here.getNeighbourLocations(distance) lists, in its order."""
    ymax = int(distance + 0.5)
    keyed = []
    for cx, cy in cells:
        a, b = cx - here.x, cy - here.y
        # which 90-degree rotation of which (dx, dy) of getNeighbourLocations gives the offset (a, b)
        if a >= 0 and b >= 1:
            rot, dy, dx = 0, b, a
        elif a >= 1 and b <= 0:
            rot, dy, dx = 1, a, -b
        elif a <= -1 and b >= 0:
            rot, dy, dx = 2, -a, b
        elif a <= 0 and b <= -1:
            rot, dy, dx = 3, -b, -a
        else:
            continue   # the own cell
        if dy > ymax:
            continue
        rest = distance * distance - (dy - 0.5) ** 2
        if dx <= (int(math.sqrt(rest) + 0.5) if rest >= 0 else 0):
            keyed.append((dy, dx, rot, cx, cy))
    keyed.sort()
    return [Location(cx, cy) for _dy, _dx, _rot, cx, cy in keyed]


class _NoCollide:
    """addActorCollisionListener(None): collisions are no longer reported (counters stay at 0)."""

    def collide(self, actor1: Any, actor2: Any) -> int:
        return 0


class CollisionGridMixin:
    """GameGrid methods for collisions (mixed into GameGrid)."""

    def isActorColliding(self, actor1: Any, actor2: Any) -> bool:
        """True if the collision areas of two actors meet (both must be visible).

        - actor1, actor2: the two actors
        """
        return actors_colliding(actor1, actor2)

    def isTileColliding(self, actor: Any, location: Location) -> bool:
        """Simplified tiles: True if the visible actor stands on the cell `location`."""
        return actor.isVisible() and tuple(actor._a_cell) == (location.x, location.y)
