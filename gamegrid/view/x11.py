"""What the game window needs from X11 beyond pyglet, under a window manager as on a pupil's desktop:
crossing events that follow the pointer only, and the window opening where it is asked to.

Both are no-ops for windows that are not pyglet's Xlib windows (Windows, macOS, EGL offscreen).
"""
from __future__ import annotations

from typing import Any, Callable

NOTIFY_NORMAL, NOTIFY_GRAB, NOTIFY_UNGRAB = 0, 1, 2   # XCrossingEvent.mode (X.h)


def crossing_counts(kind: str, mode: int) -> bool:
    """Whether an EnterNotify ("enter") / LeaveNotify ("leave") of this mode says the pointer crossed the
    window's edge. A window manager grabs the pointer for a click on its windows (to focus and raise them),
    and X then sends a Leave of mode NotifyGrab before the press and an Enter of mode NotifyUngrab after it,
    with the pointer never moving: those are no exits (mouseExited fired before every click). A Leave of mode
    NotifyUngrab comes when a grab ends with the pointer somewhere else: it did leave."""
    if mode == NOTIFY_NORMAL:
        return True
    return kind == "leave" and mode == NOTIFY_UNGRAB


def follow_pointer_only(window: Any) -> bool:
    """Make a pyglet Xlib window dispatch on_mouse_enter/on_mouse_leave only for real crossings
    (crossing_counts). True when the window is one (its handlers are then wrapped)."""
    try:
        from pyglet.libs.x11 import xlib
    except Exception:
        return False
    wrapped = False
    for table_name in ("_event_handlers", "_view_event_handlers"):
        table = getattr(window, table_name, None)
        if not isinstance(table, dict):
            continue
        for event_type, kind in ((xlib.EnterNotify, "enter"), (xlib.LeaveNotify, "leave")):
            handler = table.get(event_type)
            if handler is not None:
                table[event_type] = _filtered(handler, kind)
                wrapped = True
    return wrapped


def _filtered(handler: Callable[[Any], None], kind: str) -> Callable[[Any], None]:
    def crossing(event: Any) -> None:
        if crossing_counts(kind, event.xcrossing.mode):
            handler(event)
    return crossing


def ask_for_position(window: Any, x: int, y: int) -> None:
    """Tell the window manager that the program chose the window's place (WM_NORMAL_HINTS: USPosition,
    PPosition), before the window is shown; without that, a manager such as openbox places it by its own
    rule and a remembered place (gamegrid watch) or the centring is lost. The size limits pyglet set stay."""
    try:
        from ctypes import byref

        from pyglet.libs.x11 import xlib
        display, handle = window._x_display, window._window
    except Exception:
        return
    hints = xlib.XAllocSizeHints().contents
    minimum, maximum = getattr(window, "_minimum_size", None), getattr(window, "_maximum_size", None)
    if minimum:
        hints.flags |= xlib.PMinSize
        hints.min_width, hints.min_height = minimum
    if maximum:
        hints.flags |= xlib.PMaxSize
        hints.max_width, hints.max_height = maximum
    hints.flags |= xlib.USPosition | xlib.PPosition
    hints.x, hints.y = x, y   # obsolete fields (the window's own place counts), read by some managers
    xlib.XSetWMNormalHints(display, handle, byref(hints))
