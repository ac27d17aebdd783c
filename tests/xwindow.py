"""Helpers for tests in a real X window: an Xvfb of the test's own, and a pointer drag made with xdotool."""
from __future__ import annotations

import contextlib
import os
import subprocess
import time
from typing import Iterator

from test_real_window import x_env, xdotool


@contextlib.contextmanager
def start_xvfb() -> Iterator[str]:
    """An X server of our own, on a display number the server picks itself (-displayfd), so that tests
    running at the same time on one machine never share one."""
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1024x768x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    try:
        with os.fdopen(read_end) as told:
            number = told.readline().strip()   # written once the server is ready
        assert number, "Xvfb did not start"
        display = f":{number}"
        deadline = time.time() + 10
        while subprocess.run(["xdotool", "getmouselocation"], env=x_env(display), capture_output=True).returncode:
            assert time.time() < deadline, "Xvfb did not answer"
            time.sleep(0.1)
        yield display
    finally:
        server.terminate()
        server.wait(timeout=10)


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
