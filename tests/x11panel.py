"""A panel at the bottom of the screen, as a desktop's task bar is: a dock window that reserves its height
(_NET_WM_STRUT, _NET_WM_STRUT_PARTIAL), so the window manager's work area (_NET_WORKAREA) leaves it out.

Usage: python tests/x11panel.py HEIGHT   (DISPLAY must be set; prints "ready" once mapped, runs until killed).
Used by tests/test_window_fits.py.
"""
from __future__ import annotations

import ctypes
import signal
import sys
import time


def open_panel(height: int) -> None:
    xlib = ctypes.cdll.LoadLibrary("libX11.so.6")
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XDefaultScreen.argtypes = [ctypes.c_void_p]
    xlib.XDisplayWidth.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xlib.XDisplayHeight.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xlib.XRootWindow.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xlib.XRootWindow.restype = ctypes.c_ulong
    xlib.XCreateSimpleWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                         ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_ulong]
    xlib.XCreateSimpleWindow.restype = ctypes.c_ulong
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XChangeProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_int,
                                     ctypes.c_int, ctypes.c_void_p, ctypes.c_int]
    xlib.XMapWindow.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    display = xlib.XOpenDisplay(None)
    if not display:
        raise RuntimeError("cannot open the X display")
    screen = xlib.XDefaultScreen(display)
    width, screen_height = xlib.XDisplayWidth(display, screen), xlib.XDisplayHeight(display, screen)
    panel = xlib.XCreateSimpleWindow(display, xlib.XRootWindow(display, screen), 0, screen_height - height,
                                     width, height, 0, 0, 0x808080)

    def atom(name: str) -> int:
        return xlib.XInternAtom(display, name.encode(), 0)

    def set_longs(name: str, kind: str, values: list[int]) -> None:
        data = (ctypes.c_long * len(values))(*values)
        xlib.XChangeProperty(display, panel, atom(name), atom(kind), 32, 0, data, len(values))   # PropModeReplace

    set_longs("_NET_WM_WINDOW_TYPE", "ATOM", [atom("_NET_WM_WINDOW_TYPE_DOCK")])
    set_longs("_NET_WM_STRUT", "CARDINAL", [0, 0, 0, height])
    set_longs("_NET_WM_STRUT_PARTIAL", "CARDINAL", [0, 0, 0, height, 0, 0, 0, 0, 0, 0, 0, width - 1])
    xlib.XMapWindow(display, panel)
    xlib.XSync(display, 0)
    print("ready", flush=True)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    while True:   # the panel lives as long as this connection
        time.sleep(1.0)


if __name__ == "__main__":
    open_panel(int(sys.argv[1]))
