"""What the navigation bar's buttons and speed slider do (spec §5.6). Pure Python; the view draws it."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .hooks import runtime

if TYPE_CHECKING:
    from .grid import GameGrid

SLIDER_MAX = 3000
_SLIDER_SCALE = 434.2317


def period_for_slider(value: int) -> int:
    """Slider value (0..3000) -> simulation period in ms, the original's formula."""
    return int(math.exp(value / _SLIDER_SCALE) - 0.5)


def slider_for_period(period: int) -> int:
    # The inverse of period_for_slider: +0.5 gives the observed 2301 for 200 ms (spec §5.6; "+0.9" gives 2302).
    return max(0, min(SLIDER_MAX, int(_SLIDER_SCALE * math.log(period + 0.5))))


def _notify(grid: "GameGrid", name: str, *args: Any) -> bool:
    """Call the navigation listener / keyword callback `name`; True if it consumed the action."""
    consumed = False
    listener = grid._navigation_listener
    if listener is not None and hasattr(listener, name):
        consumed = bool(runtime.call_callback(getattr(listener, name), f"{name}()", *args)) or consumed
    callback = grid._callback(name)
    if callback is not None:
        consumed = bool(runtime.call_callback(callback, f"{name} callback", *args)) or consumed
    return consumed


def press_run(grid: "GameGrid") -> None:
    if grid.isRunning():
        if not _notify(grid, "paused"):
            grid.doPause()
    elif not _notify(grid, "started"):
        grid.doRun()


def press_step(grid: "GameGrid") -> None:
    if not _notify(grid, "stepped"):
        grid.doStep()


def press_reset(grid: "GameGrid") -> None:
    if grid.isRunning():
        grid.doPause()
    consumed = _notify(grid, "resetted")
    for listener in list(grid._reset_listeners):
        target = getattr(listener, "resetted", listener)
        consumed = bool(runtime.call_callback(target, "resetted()")) or consumed
    if not consumed:
        grid.doReset()


def slide(grid: "GameGrid", value: int) -> None:
    period = period_for_slider(value)
    if not _notify(grid, "periodChanged", period):
        grid.setSimulationPeriod(period)


NAV_ACTIONS = ("step", "run", "reset", "slide")


class NavAction:
    """A press on a navigation bar button (or a move of its slider), queued like input so that it runs
    where callbacks may run; replay files and recordings write it as {"type": "nav", "action": ...}."""
    kind = "nav"

    def __init__(self, name: str, value: int = 0) -> None:
        self.name = name
        self.value = value

    def perform(self, grid: "GameGrid") -> None:
        if self.name == "run":
            press_run(grid)
        elif self.name == "step":
            press_step(grid)
        elif self.name == "reset":
            press_reset(grid)
        elif self.name == "slide":
            slide(grid, self.value)
