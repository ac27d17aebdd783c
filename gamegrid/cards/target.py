"""TargetArea (where a transferred card slides to, how it lies there, how fast) and CardOrientation."""
from __future__ import annotations

from typing import Any

from .enums import JavaEnum
from ..model.location import Location


class CardOrientation(JavaEnum):
    """How a card lies when it arrives: NORTH upright, EAST turned 90 degrees, SOUTH 180, WEST 270."""
    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3


class TargetArea:
    """TargetArea(location[, cardOrientation, slideStep, onTop]): a transfer's target (default: upright,
    10 pixels a step, on top)."""

    def __init__(self, targetLocation: Location, cardOrientation: Any = None, slideStep: int = 10,
                 onTop: bool = True) -> None:
        self._location = targetLocation.clone() if targetLocation is not None else None
        self._orientation = CardOrientation.NORTH if cardOrientation is None else cardOrientation
        self._slide_step = int(slideStep)
        self._on_top = bool(onTop)

    def clone(self) -> "TargetArea":
        return TargetArea(self._location, self._orientation, self._slide_step, self._on_top)

    def getTargetLocation(self) -> Location | None:
        return None if self._location is None else self._location.clone()

    def getCardOrientation(self) -> Any:
        return self._orientation

    def getSlideStep(self) -> int:
        return self._slide_step

    def isOnTop(self) -> bool:
        return self._on_top

    def setTargetLocation(self, targetLocation: Location) -> None:
        self._location = targetLocation.clone()

    def setCardOrientation(self, cardOrientation: Any) -> None:
        self._orientation = cardOrientation

    def setSlideStep(self, slideStep: int) -> None:
        self._slide_step = int(slideStep)

    def setOnTop(self, enable: bool) -> None:
        self._on_top = bool(enable)
