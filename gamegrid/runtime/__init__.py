"""The runtime: the one loop (loop.py), input, poll points, the watchdog, replays and state dumps.

This module is the runtime's face to the layers above it (the package surface, the runner, testing and the
TigerJython dialect): `from gamegrid import runtime; runtime.current()`. The model below reaches the
runtime only through the hooks it owns (gamegrid/model/hooks.py), which loop.py installs.
"""
from __future__ import annotations

from .loop import (ReplayItem, Runtime, Settings, call_on_loop, ctrl_c_message, current, current_grid, delay,
                   hold_real_time, install, note_poll, post_to_loop, pump_once, refresh, wait_for, wake_loop)

__all__ = ["ReplayItem", "Runtime", "Settings", "active", "call_on_loop", "ctrl_c_message", "current",
           "current_grid", "delay", "hold_real_time", "install", "note_poll", "post_to_loop", "pump_once", "refresh",
           "wait_for", "wake_loop"]


def active() -> Runtime | None:
    """The Runtime in use, or None when none was made yet (unlike current(), this never makes one)."""
    from . import loop
    return loop._runtime
