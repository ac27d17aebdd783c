"""Whether a window can be shown at all, and the screen's size (for dialogs and gpanel)."""
from __future__ import annotations

import os
import sys


def display_usable() -> bool:
    """True when pyglet can open a window here: importable, not in headless (EGL) mode, and on Linux a
    display to connect to."""
    try:
        import pyglet
    except Exception:
        return False
    try:
        if pyglet.options["headless"]:
            return False
    except (KeyError, TypeError, AttributeError):
        pass
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    try:
        pyglet.display.get_display()   # DISPLAY may name a screen that cannot be reached (pyglet keeps it)
    except Exception:
        return False
    return True


def screen_size() -> tuple[int, int] | None:
    """The default screen's size in pixels, or None without a display."""
    try:
        import pyglet
        screen = pyglet.display.get_display().get_default_screen()
        return screen.width, screen.height
    except Exception:
        return None
