"""How a headless run draws its pictures (--screenshot, --gif, --frames-dir, grading, picture tests).

Two ways, the same pixels (both draw into 8-bit RGBA and read the frame back with glReadPixels):

- "egl": pyglet's headless mode, an EGL surface without any window or screen. Only Linux with Mesa's EGL
  (libegl1) has it: pyglet's headless window is EGL's, and Windows and macOS have no EGL.
- "window": a hidden window (never shown) whose OpenGL context draws into a framebuffer of its own, a
  texture of the script's size (view/zoom.py's ZoomTarget at zoom 1): a hidden window's own back buffer
  holds no defined pixels on Windows and X11. It needs what every window needs: a screen (on Linux a
  DISPLAY; Windows and macOS always have one where a pupil is logged in).

GAMEGRID_OFFSCREEN=egl or =window chooses; unset (or "auto"), EGL where pyglet can load it, else the window.
Headless runs that take no picture open neither (the loop makes no view for them).
"""
from __future__ import annotations

import os
import sys

ENV = "GAMEGRID_OFFSCREEN"
EGL, WINDOW = "egl", "window"


def egl_library_found() -> bool:
    """True where pyglet's headless mode can load EGL: Linux (or another system pyglet reaches through
    Xlib) with libEGL. On Windows and macOS pyglet has no EGL headless window at all."""
    if sys.platform.startswith(("win", "cygwin", "darwin")):
        return False
    import ctypes.util
    return ctypes.util.find_library("EGL") is not None


def forced() -> bool:
    """True when GAMEGRID_OFFSCREEN chose the way (not the machine)."""
    return os.environ.get(ENV, "").strip().lower() in (EGL, WINDOW)


def method() -> str:
    """EGL or WINDOW: how this process draws its headless pictures."""
    asked = os.environ.get(ENV, "").strip().lower()
    if asked in (EGL, WINDOW):
        return asked
    return EGL if egl_library_found() else WINDOW


def screen_reachable_for_hidden_window() -> bool:
    """False only where a hidden window surely cannot be opened: Linux without DISPLAY or WAYLAND_DISPLAY."""
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True
