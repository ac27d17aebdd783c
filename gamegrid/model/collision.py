"""Collisions between actors (and actors and tiles): the per-cycle check, the listeners, and the Actor
and GameGrid methods for collisions and neighbours. The shapes are in areas.py (shared with the mouse
touch areas); whether two actors' areas meet is collision_rules.py.

As in JGameGrid:
- a collision area belongs to a sprite *picture* (one SpriteImage object per path), so changing it
  affects every actor showing that picture; coordinates are relative to the image centre (x right,
  y down; for even sizes the centre is half a pixel left/up, i.e. pixel index w//2);
- the default area is a (w-1) x (h-1) rectangle centred on the image centre;
- areas turn with rotatable actors (by the quantised rotation index, as the drawn picture) and flip
  with mirroring; they sit on the cell centre (toPoint(location)) and ignore setLocationOffset;
- only visible actors collide; whether two areas meet follows the original's rules, written out in
  collision_rules.py; image areas only test against spots, circles and lines.

Simplifications (documented choices): tiles are grid cells here (no tile-map geometry): an actor
collides with one of its collision tiles when it stands on that cell. getCollisionActorsInRange takes
the radius in pixels, as the original's code does (its javadoc says cells), and clazz None means all.
collide() results that are not numbers are reported once and taken as 0; negative ones count as 0.

The cycle hook: GameGrid.act_cycle calls `actor._a_extra["collision_checker"](grid, actor)` right after
the actor's act(); `check_after_act` then applies the re-arm counters of spec §5.4.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable

from .areas import (Area, number, placed_shape, set_collision_area, shapes_intersect,
                    split_sprite_id, sprite_image, xy)
from .collision_rules import colliding
from .hooks import runtime
from ..java.javatypes import ArrayList
from .location import Location
from ..base.i18n import tr

if TYPE_CHECKING:
    from .actor import Actor
    from .grid import GameGrid


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
    """[actor count, tile count] (doReset keeps them, as the original)."""
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
    if state.actor_enabled and state.partners and counts[0] == 0:
        # As the original: once armed, every partner met in this cycle is reported (the last collide()'s
        # return value sets the counter), the actor itself too when it is its own partner.
        for partner in list(state.partners):
            if colliding(actor, partner):
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
    if TYPE_CHECKING:
        def _a_restate(self) -> None: ...

    def _collision_state(self) -> CollisionState:
        extra = self._a_extra
        state = extra.get("collision")
        if state is None:
            state = extra["collision"] = CollisionState()
            extra["collision_checker"] = check_after_act
            self._a_restate()   # checked after every act() from now on: its class's turns visit it
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
        # As the original: a list, not a set (added twice, reported twice), and the actor itself may be one
        self._collision_state().partners.append(actor)

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
        set_collision_area(image, area)

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
        return colliding(actor1, actor2)

    def isTileColliding(self, actor: Any, location: Location) -> bool:
        """Simplified tiles: True if the visible actor stands on the cell `location`."""
        return actor.isVisible() and tuple(actor._a_cell) == (location.x, location.y)
