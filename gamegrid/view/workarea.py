"""What the window system says about the room a window has (view/room.py is the geometry): the desktop's
work area and the frame the window manager puts around the window.

- X11: the work area from the window manager's _NET_WORKAREA (less the panels it knows of), within the
  monitor the window is on; the frame from _NET_FRAME_EXTENTS, which the manager sets on the window, or,
  before the window is shown, after asking for it with _NET_REQUEST_FRAME_EXTENTS. Without a window
  manager: the monitor, no frame.
- Windows: the monitor's work area (GetMonitorInfo, without the task bar) and the frame of the window's
  style (AdjustWindowRectEx).
- Elsewhere (macOS): the screen, less an estimate for the menu bar and the title bar.
Every query is a convenience: when the system does not answer, the screen and the estimate are used.
"""
from __future__ import annotations

import time
from typing import Any

from .room import NO_FRAME, Frame, Rect

# A title bar and a menu bar or panel where the system does not say: what macOS, GNOME and most managers take
ESTIMATED_FRAME = Frame(0, 0, 64, 0)
FRAME_WAIT_S = 0.25   # how long to wait for a window manager's answer to _NET_REQUEST_FRAME_EXTENTS


def screen_rect(window: Any) -> Rect | None:
    """The monitor the window is on (pyglet's screen), or None where the platform does not report one."""
    try:
        screen = window.screen
        return Rect(int(screen.x), int(screen.y), int(screen.width), int(screen.height))
    except Exception:
        return None


def work_area(window: Any) -> Rect | None:
    """The part of the window's monitor where windows go (without panels, docks, the task bar)."""
    screen = screen_rect(window)
    area = _x11_work_area(window) if _is_x11(window) else _win32_work_area(window)
    if area is None:
        return screen
    if screen is None:
        return area
    return area.intersection(screen) or screen


def frame(window: Any) -> Frame:
    """The decorations around the window's inside (NO_FRAME for a window without them)."""
    if _is_x11(window):
        return _x11_frame(window)
    found = _win32_frame(window)
    if found is not None:
        return found
    return NO_FRAME if _borderless(window) else ESTIMATED_FRAME


def request_frame(window: Any) -> None:
    """Ask the window manager, before the window is shown, which frame it will draw (X11; elsewhere the
    frame is known without asking). The answer arrives while the program sets its game up."""
    if not _is_x11(window):
        return
    try:
        from ctypes import byref

        from pyglet.libs.x11 import xlib
        display, handle = window._x_display, window._window
        if not _x11_manager_supports(display, handle, "_NET_REQUEST_FRAME_EXTENTS"):
            return
        event = xlib.XEvent()
        event.xclient.type = xlib.ClientMessage
        event.xclient.message_type = _atom(display, "_NET_REQUEST_FRAME_EXTENTS")
        event.xclient.window = handle
        event.xclient.format = 32
        xlib.XSendEvent(display, _x11_root(display, handle), False,
                        xlib.SubstructureRedirectMask | xlib.SubstructureNotifyMask, byref(event))
        xlib.XFlush(display)
    except Exception:
        pass


def place_before_showing(window: Any, inside: tuple[int, int], frame: Frame) -> tuple[int, int]:
    """What to ask for so that the inside of a window not yet shown lands at `inside`: under X11 a window
    manager puts the frame's top left where the window asks to be (ICCCM, NorthWest gravity); pyglet's
    set_location elsewhere (Windows) already places the inside."""
    if _is_x11(window):
        return inside[0] - frame.left, inside[1] - frame.top
    return inside


def _borderless(window: Any) -> bool:
    style = getattr(window, "style", None)
    return style is not None and "borderless" in str(style).lower()


# ----- X11 ---------------------------------------------------------------------------------------------------
def _is_x11(window: Any) -> bool:
    return getattr(window, "_x_display", None) is not None and getattr(window, "_window", None) is not None


def _atom(display: Any, name: str) -> int:
    from pyglet.libs.x11 import xlib
    return xlib.XInternAtom(display, name.encode("ascii"), False)


def _x11_root(display: Any, handle: int) -> int:
    from ctypes import byref

    from pyglet.libs.x11 import xlib
    attributes = xlib.XWindowAttributes()
    xlib.XGetWindowAttributes(display, handle, byref(attributes))
    return attributes.root


def _x11_cardinals(display: Any, handle: int, name: str, kind: str = "CARDINAL") -> list[int] | None:
    """A window property of 32-bit items (CARDINAL, WINDOW, ATOM), or None when it is not set."""
    from ctypes import POINTER, byref, c_int, c_ubyte, c_ulong, cast

    from pyglet.libs.x11 import xlib
    actual_type, actual_format = xlib.Atom(), c_int()
    count, after = c_ulong(), c_ulong()
    data = POINTER(c_ubyte)()
    status = xlib.XGetWindowProperty(display, handle, _atom(display, name), 0, 1024, False, _atom(display, kind),
                                     byref(actual_type), byref(actual_format), byref(count), byref(after),
                                     byref(data))
    if status != 0 or not data:
        return None
    try:
        if actual_format.value != 32 or count.value == 0:
            return None
        items = cast(data, POINTER(c_ulong))   # format 32 items are C longs in Xlib's memory
        return [int(items[index]) for index in range(count.value)]
    finally:
        xlib.XFree(data)


def _x11_manager_running(display: Any, handle: int) -> bool:
    return bool(_x11_cardinals(display, _x11_root(display, handle), "_NET_SUPPORTING_WM_CHECK", "WINDOW"))


def _x11_manager_supports(display: Any, handle: int, name: str) -> bool:
    if not _x11_manager_running(display, handle):
        return False
    supported = _x11_cardinals(display, _x11_root(display, handle), "_NET_SUPPORTED", "ATOM") or []
    return _atom(display, name) in supported


def _x11_work_area(window: Any) -> Rect | None:
    try:
        display, handle = window._x_display, window._window
        root = _x11_root(display, handle)
        areas = _x11_cardinals(display, root, "_NET_WORKAREA")
        if not areas or len(areas) < 4:
            return None
        desktop = (_x11_cardinals(display, root, "_NET_CURRENT_DESKTOP") or [0])[0]
        if len(areas) < 4 * (desktop + 1):
            desktop = 0
        x, y, width, height = areas[4 * desktop:4 * desktop + 4]
        return Rect(x, y, width, height)
    except Exception:
        return None


def _x11_frame(window: Any) -> Frame:
    try:
        from pyglet.libs.x11 import xlib
        display, handle = window._x_display, window._window
        if not _x11_manager_running(display, handle):
            return NO_FRAME   # nothing draws a frame
        deadline = time.monotonic() + FRAME_WAIT_S
        while True:
            extents = _x11_cardinals(display, handle, "_NET_FRAME_EXTENTS")
            if extents and len(extents) >= 4:
                left, right, top, bottom = extents[:4]
                return Frame(left, right, top, bottom)
            if time.monotonic() >= deadline or not _x11_manager_supports(display, handle,
                                                                          "_NET_REQUEST_FRAME_EXTENTS"):
                break
            xlib.XSync(display, False)   # the manager's answer may be on its way
            time.sleep(0.01)
    except Exception:
        pass
    return NO_FRAME if _borderless(window) else ESTIMATED_FRAME


# ----- Windows -----------------------------------------------------------------------------------------------
def _win32_work_area(window: Any) -> Rect | None:
    handle = getattr(window, "_hwnd", None)
    if handle is None:
        return None
    try:
        import ctypes
        from ctypes import wintypes

        class MonitorInfo(ctypes.Structure):
            _fields_ = [("cbSize", wintypes.DWORD), ("rcMonitor", wintypes.RECT), ("rcWork", wintypes.RECT),
                        ("dwFlags", wintypes.DWORD)]

        user32 = ctypes.windll.user32   # type: ignore[attr-defined]
        user32.MonitorFromWindow.restype = ctypes.c_void_p
        user32.MonitorFromWindow.argtypes = [ctypes.c_void_p, wintypes.DWORD]
        user32.GetMonitorInfoW.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        monitor = user32.MonitorFromWindow(handle, 2)   # MONITOR_DEFAULTTONEAREST
        info = MonitorInfo()
        info.cbSize = ctypes.sizeof(MonitorInfo)
        if not monitor or not user32.GetMonitorInfoW(monitor, ctypes.byref(info)):
            return None
        work = info.rcWork
        return Rect(work.left, work.top, work.right - work.left, work.bottom - work.top)
    except Exception:
        return None


def _win32_frame(window: Any) -> Frame | None:
    if getattr(window, "_hwnd", None) is None:
        return None
    try:
        import ctypes
        from ctypes import wintypes
        rect = wintypes.RECT(0, 0, 0, 0)
        user32 = ctypes.windll.user32   # type: ignore[attr-defined]
        user32.AdjustWindowRectEx.argtypes = [ctypes.c_void_p, wintypes.DWORD, wintypes.BOOL, wintypes.DWORD]
        if not user32.AdjustWindowRectEx(ctypes.byref(rect), window._ws_style, False, window._ex_ws_style):
            return None
        return Frame(-rect.left, rect.right, -rect.top, rect.bottom)
    except Exception:
        return None
