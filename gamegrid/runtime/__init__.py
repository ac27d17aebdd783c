"""The runtime: the one loop (loop.py), input, poll points, the watchdog, replays and state dumps.

This module is the runtime's face to the layers above it (the package surface, the runner, testing and
the TigerJython dialect): `from gamegrid import runtime; runtime.current()`.
"""
from .loop import (KeyState, ReplayItem, Runtime, Settings, activate, attach, call_user, ctrl_c_message,
                   current, current_grid, cycle_ended, cycle_may_run, cycle_started, delay, disposed,
                   disposed_seen, install, layout_changed, note, note_poll, pump_once, refresh,
                   simulation_started, wait_for, window_shown)

__all__ = ["KeyState", "ReplayItem", "Runtime", "Settings", "activate", "attach", "call_user", "ctrl_c_message",
           "current", "current_grid", "cycle_ended", "cycle_may_run", "cycle_started", "delay", "disposed",
           "disposed_seen", "install", "layout_changed", "note", "note_poll", "pump_once", "refresh",
           "simulation_started", "wait_for", "window_shown"]


def active() -> Runtime | None:
    """The Runtime in use, or None when none was made yet (unlike current(), this never makes one)."""
    from . import loop
    return loop._runtime


__all__.append("active")
