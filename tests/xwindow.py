"""A pointer drag made with xdotool, for tests in a real X window (test_real_window.py has the rest)."""
from __future__ import annotations

import time

from test_real_window import xdotool


def real_drag(display: str, window: str, start: tuple[int, int], end: tuple[int, int], steps: int = 5) -> None:
    """Press the left button at `start` (window pixels), move to `end` in steps, release."""
    (x0, y0), (x1, y1) = start, end
    xdotool(display, "mousemove", "--window", window, str(x0), str(y0))
    xdotool(display, "mousedown", "1")
    for step in range(1, steps + 1):
        xdotool(display, "mousemove", "--window", window, str(x0 + (x1 - x0) * step // steps),
                str(y0 + (y1 - y0) * step // steps))
        time.sleep(0.05)
    xdotool(display, "mouseup", "1")
    time.sleep(0.5)
