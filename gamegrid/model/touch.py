"""Mouse-touch areas and GGMouseTouchListener dispatch (JGameGrid's Actor.addMouseTouchListener).

As in JGameGrid:
- a touch area belongs to a sprite picture (like collision areas); default: the non-transparent pixels
  of the displayed picture; rectangles and circles are relative to the image centre and turn/flip
  with the actor; unlike collision areas, touch areas move with setLocationOffset;
- `spot` is the mouse point relative to the touch area's centre, as the original measures it (touch_hit);
- a press inside arms the actor: its release is reported even outside (spot (-1, -1)), drags only
  while armed; enter/leave are about the touch area (made from move events);
- onTopOnly: only the top-most touched actor in paint order is notified.

The input router calls `grid.__dict__["_touch_dispatch"](mouse, kind)` for every GGMouse event; it is
installed when the first touch listener is added, so grids without touch listeners pay nothing.
"""
from __future__ import annotations

import math
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .hooks import runtime
from ..java.awt import Point
from .areas import Area, actor_angle, mirror, number, rotate, split_sprite_id, sprite_image, xy
from .mouse import GGMouse
from ..base.i18n import tr

if TYPE_CHECKING:
    from .actor import Actor
    from .grid import GameGrid
    from .images import SpriteImage

_LEFT_RIGHT_PRESS = GGMouse.lPress | GGMouse.rPress
_RELEASES = GGMouse.lRelease | GGMouse.rRelease
_DRAGS = GGMouse.lDrag | GGMouse.rDrag

_touch_areas: "weakref.WeakKeyDictionary[SpriteImage, Area]" = weakref.WeakKeyDictionary()
_IMAGE_AREA = Area("image")


def touch_area(image: "SpriteImage") -> Area:
    return _touch_areas.get(image, _IMAGE_AREA)


# ======================================================================================== hit test
def touch_hit(actor: "Actor", x: int, y: int) -> tuple[bool, tuple[int, int]]:
    """(inside the touch area?, spot) for the mouse at (x, y).

    The spot is the original's: measured from the actor's pixel location (no shift for 1-px cells, where
    the view draws one pixel right/down), then from the area's own centre: a rectangle's spot is in the
    rectangle's frame (turned back with the actor), a circle's in screen axes from its turned centre, an
    image's turned back into the unturned picture; cut to whole pixels as the original does (towards zero,
    the image's downwards)."""
    grid = actor._a_grid
    sid = actor._a_sprite_id
    if grid is None or actor._a_removed or sid < 0 or sid >= len(actor._a_images):
        return False, (-1, -1)
    cs = grid._cell_size
    cx = cs // 2 + actor._a_cell[0] * cs + actor._a_offset[0]
    cy = cs // 2 + actor._a_cell[1] * cs + actor._a_offset[1]
    rx, ry = int(x) - cx, int(y) - cy
    area = touch_area(actor._a_images[sid])
    angle = actor_angle(actor)
    if area.kind == "image":
        picture = actor._a_displayed_picture()
        turned = rotate((rx, ry), -angle)
        spot = (math.floor(turned[0]), math.floor(turned[1]))
        if picture is None:
            return False, spot
        w, h = picture.size
        ix, iy = rx + w // 2, ry + h // 2
        return (0 <= ix < w and 0 <= iy < h and picture.getpixel((ix, iy))[3] > 0), spot
    # back into the area's own frame: mirroring is its own inverse, then turn back
    px, py = rotate(mirror((rx, ry), actor._a_h_mirror, actor._a_v_mirror), -angle)
    (ax, ay) = area.points[0]
    if area.kind == "rect":
        hw, hh = area.half
        inside = ax - hw <= px < ax + hw and ay - hh <= py < ay + hh   # w pixels wide, half-open
        return inside, (int(px - ax), int(py - ay))
    inside = (px - ax) ** 2 + (py - ay) ** 2 <= area.radius ** 2 + 1e-9
    sx, sy = mirror(rotate((ax, ay), angle), actor._a_h_mirror, actor._a_v_mirror)
    return inside, (int(rx - sx), int(ry - sy))


# ==================================================================================== per-actor state
@dataclass
class TouchState:
    listener: Any
    mask: int                 # what the adapter receives: enter/leave become move, presses always
    on_top_only: bool
    is_move: bool
    is_enter: bool
    is_leave: bool
    left_press: bool
    right_press: bool
    pressed: bool = False
    was_inside: bool = False
    old_point: tuple[int, int] = (0, 0)


def _registry(grid: "GameGrid") -> list[Any]:
    """Actors with touch listeners, in registration order; installs the dispatcher on first use."""
    actors = grid.__dict__.get("_touch_actors")
    if actors is None:
        actors = grid.__dict__["_touch_actors"] = []
        grid.__dict__["_touch_dispatch"] = lambda mouse, kind: dispatch(grid, mouse, kind)
    return actors


def dispatch(grid: "GameGrid", mouse: GGMouse, kind: str) -> None:
    grid.__dict__["_touch_last_mouse"] = (mouse.getX(), mouse.getY())
    event = mouse.getEvent()
    actors = grid.__dict__.get("_touch_actors", [])
    touched: list[Any] | None = None
    for actor in list(actors):
        state: TouchState | None = actor._a_extra.get("touch")
        if state is None:
            if actor._a_removed:
                actors.remove(actor)   # removeActor dropped its listener
            continue
        if actor._a_grid is not grid or not (state.mask & event):
            continue
        if touched is None and state.on_top_only:
            touched = touched_actors(grid, mouse.getX(), mouse.getY(), None)
        _deliver(grid, actor, state, mouse, event, touched)


def _deliver(grid: "GameGrid", actor: "Actor", state: TouchState, mouse: GGMouse, event: int,
             touched: list[Any] | None) -> None:
    if actor._a_extra.get("touch_disabled") or actor._a_sprite_id < 0:
        return
    x, y = mouse.getX(), mouse.getY()
    inside, spot = touch_hit(actor, x, y)
    if state.pressed and event & _RELEASES:
        state.pressed = False
        _call(actor, state, event, x, y, Point(*spot) if inside else Point(-1, -1))
        return
    now_inside = False
    if inside:
        if state.on_top_only and touched is not None and len(touched) > 1 and touched[-1] is not actor:
            return
        state.old_point = (x, y)
        now_inside = True
        if event & GGMouse.move:
            if state.is_move:
                _call(actor, state, GGMouse.move, x, y, Point(*spot))
        else:
            if event & _LEFT_RIGHT_PRESS:
                state.pressed = True
            if event & _RELEASES:
                return   # a release without an earlier press inside: not reported
            if event & _DRAGS and not state.pressed:
                return
            if (event & GGMouse.lPress and not state.left_press) or (event & GGMouse.rPress and not state.right_press):
                return
            _call(actor, state, event, x, y, Point(*spot))
    if now_inside and not state.was_inside and state.is_enter:
        _call(actor, state, GGMouse.enter, x, y, Point(*spot))
    if not now_inside and state.was_inside and state.is_leave:
        _call(actor, state, GGMouse.leave, x, y, Point(*state.old_point))
    state.was_inside = now_inside


def _call(actor: "Actor", state: TouchState, event: int, x: int, y: int, spot: Point) -> None:
    listener = state.listener
    target = getattr(listener, "mouseTouched", listener)
    name = f"{type(listener).__name__}.mouseTouched()" if hasattr(listener, "mouseTouched") else \
        f"mouse touch listener '{getattr(listener, '__name__', listener)}'"
    runtime.call_callback(target, name, actor, GGMouse(x, y, event, actor), spot)


def touched_actors(grid: "GameGrid", x: int, y: int, clazz: type | None) -> list[Any]:
    """Visible actors (of clazz) whose touch area contains (x, y), in paint order (top-most last)."""
    return [a for a in grid.getActors(clazz) if a.isVisible() and touch_hit(a, x, y)[0]]


# ======================================================================================== mixins
class TouchActorMixin:
    """Actor methods for mouse touch (mixed into Actor)."""

    _a_extra: dict[str, Any]
    _a_images: list[Any]

    def addMouseTouchListener(self, listener: Any, mouseEventMask: int, onTopOnly: bool = False) -> None:
        """Call listener.mouseTouched(actor, mouse, spot) when the mouse does something on this actor.
        Replaces a listener added before.

        - listener: a GGMouseTouchListener, or a function mouseTouched(actor, mouse, spot)
        - mouseEventMask: which mouse events, e.g. GGMouse.lPress | GGMouse.lDrag
        - onTopOnly: True to tell only the top actor when several lie under the mouse
        """
        if not hasattr(listener, "mouseTouched") and not callable(listener):
            raise TypeError(tr("addMouseTouchListener() needs a GGMouseTouchListener (with a mouseTouched method) "
                               "or a function f(actor, mouse, spot), got {listener!r}.", listener=listener))
        if isinstance(mouseEventMask, bool) or not isinstance(mouseEventMask, int):
            raise TypeError(tr("addMouseTouchListener(listener, mask): mask is a sum of GGMouse constants, e.g. "
                               "GGMouse.lPress + GGMouse.lDrag, got {mouseEventMask!r}.",
                               mouseEventMask=mouseEventMask))
        mask = mouseEventMask
        is_enter, is_leave = bool(mask & GGMouse.enter), bool(mask & GGMouse.leave)
        state = TouchState(
            listener=listener,
            mask=(mask & ~(GGMouse.enter | GGMouse.leave)) | (GGMouse.move if is_enter or is_leave else 0)
            | _LEFT_RIGHT_PRESS,
            on_top_only=bool(onTopOnly), is_move=bool(mask & GGMouse.move), is_enter=is_enter,
            is_leave=is_leave, left_press=bool(mask & GGMouse.lPress), right_press=bool(mask & GGMouse.rPress))
        self._a_extra["touch"] = state
        grid = self._a_grid if self._a_grid is not None else runtime.active_grid()   # type: ignore[attr-defined]
        if grid is not None:
            actors = _registry(grid)
            if not any(a is self for a in actors):
                actors.append(self)

    def setMouseTouchEnabled(self, enable: bool) -> None:
        """Switch this actor's mouse touch listener on or off.

        - enable: True to report touches, False to ignore them
        """
        if enable:
            self._a_extra.pop("touch_disabled", None)
        else:
            self._a_extra["touch_disabled"] = True

    def _set_touch_area(self, sprite_id: int | None, area: Area | None, method: str) -> None:
        ids = range(len(self._a_images)) if sprite_id is None else [sprite_id]
        if sprite_id is not None:
            sprite_image(self, sprite_id, method)   # clear error for a bad id  # type: ignore[arg-type]
        for sid in ids:
            image = self._a_images[sid]
            if area is None:
                _touch_areas.pop(image, None)
            else:
                _touch_areas[image] = area

    def setMouseTouchRectangle(self, *args: Any) -> None:
        """setMouseTouchRectangle([spriteId,] center, width, height); without id: every sprite."""
        sid, (center, width, height) = split_sprite_id(args, (3,), "setMouseTouchRectangle()")
        area = Area.rectangle(xy(center, "setMouseTouchRectangle()"), number(width, "setMouseTouchRectangle()"),
                              number(height, "setMouseTouchRectangle()"))
        self._set_touch_area(sid, area, "setMouseTouchRectangle()")

    def setMouseTouchCircle(self, *args: Any) -> None:
        """setMouseTouchCircle([spriteId,] center, radius); without id: every sprite."""
        sid, (center, radius) = split_sprite_id(args, (2,), "setMouseTouchCircle()")
        area = Area("circle", (xy(center, "setMouseTouchCircle()"),), radius=number(radius, "setMouseTouchCircle()"))
        self._set_touch_area(sid, area, "setMouseTouchCircle()")

    def setMouseTouchImage(self, *args: Any) -> None:
        """setMouseTouchImage([spriteId]): the non-transparent pixels (the default); without id: every sprite."""
        sid, _ = split_sprite_id(args, (0,), "setMouseTouchImage()")
        self._set_touch_area(sid, None, "setMouseTouchImage()")


class TouchGridMixin:
    """GameGrid methods for mouse touch (mixed into GameGrid)."""

    def getTouchedActors(self, clazz: type | None = None) -> list[Any]:
        """Visible actors (of clazz) whose touch area contains the last mouse position, in paint order."""
        last = self.__dict__.get("_touch_last_mouse")
        if last is None:
            _registry(self)   # type: ignore[arg-type]   # record mouse positions from now on
            return []
        return touched_actors(self, last[0], last[1], clazz)   # type: ignore[arg-type]
