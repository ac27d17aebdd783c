"""CardGame: a GameGrid of one-pixel cells on a green card table, running from the start."""
from __future__ import annotations

from typing import Any

from ..java.awt import Color
from ..model.grid import GameGrid

TABLE_GREEN = Color(20, 80, 0)


class CardGame(GameGrid):
    """CardGame(width, height[, statusHeight]) or (width, height, bgColor[, statusHeight, simulationPeriod]):
    the window of a card game, width x height pixels, the simulation running (30 ms a cycle).

    As in the original, CardGame(width, height, statusHeight) always adds a status bar of 30 pixels, and
    CardGame(width, height) none."""

    def __init__(self, *args: Any, **callbacks: Any) -> None:
        if not args:
            GameGrid.__init__(self, **callbacks)
            return
        width, height, *rest = args
        status_height = 0
        bg_color = TABLE_GREEN
        if len(rest) == 1 and isinstance(rest[0], int) and not isinstance(rest[0], bool):
            status_height = 30   # the original passes statusHeight on as the (ignored) simulation period
        elif len(rest) == 1:
            bg_color = rest[0]
        elif len(rest) == 3:
            bg_color, status_height = rest[0], int(rest[1])
        elif rest:
            from ..base.i18n import tr
            raise TypeError(tr("CardGame(width, height[, statusHeight]) or CardGame(width, height, bgColor[, "
                               "statusHeight, simulationPeriod])."))
        GameGrid.__init__(self, width, height, 1, False, **callbacks)
        self.setSimulationPeriod(30)
        self.setBgColor(bg_color)
        if status_height > 0:
            self.addStatusBar(status_height)
        self.doRun()
        self.show()
