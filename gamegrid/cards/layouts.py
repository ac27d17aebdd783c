"""How a hand lies on the table: RowLayout, ColumnLayout, FanLayout, StackLayout (all HandLayouts)."""
from __future__ import annotations

from typing import Any

from ..model.location import Location
from .enums import JavaEnum


class CardAlignment(JavaEnum):
    """Where a row or column of cards starts: FIRST at the hand's location, MIDDLE centred on it, LAST
    ending there."""
    FIRST = 0
    MIDDLE = 1
    LAST = 2


class HandLayout:
    """What every layout has: the hand's location and a scale factor for its cards."""

    def __init__(self) -> None:
        self.handLocation: Location | None = None
        self.scaleFactor = 1.0

    def getHandLocation(self) -> Location:
        return self.handLocation.clone()

    def getScaleFactor(self) -> float:
        return self.scaleFactor

    def setHandLocation(self, handLocation: Location) -> None:
        self.handLocation = handLocation.clone()

    def setScaleFactor(self, scaleFactor: float) -> None:
        self.scaleFactor = float(scaleFactor)


class _LineLayout(HandLayout):
    """A row or a column: its length, turned by rotationAngle, drawn step by step (stepDelay ms)."""

    def __init__(self, handLocation: Location, length: int, rotationAngle: float = 0.0) -> None:
        super().__init__()
        self.handLocation = handLocation
        self._length = int(length)
        self._rotation = float(rotationAngle)
        self._step_delay = 0
        self._alignment = CardAlignment.MIDDLE

    def clone(self) -> Any:
        copy = type(self)(self.handLocation, self._length, self._rotation)
        copy.scaleFactor, copy._step_delay, copy._alignment = self.scaleFactor, self._step_delay, self._alignment
        return copy

    def getRotationAngle(self) -> float:
        return self._rotation

    def setRotationAngle(self, rotationAngle: float) -> None:
        self._rotation = float(rotationAngle)

    def getStepDelay(self) -> int:
        return self._step_delay

    def setStepDelay(self, stepDelay: int) -> None:
        """Draw the hand opening up in steps of 10 pixels, stepDelay ms apart (0: at once)."""
        self._step_delay = int(stepDelay)

    def getCardAlignment(self) -> CardAlignment:
        return self._alignment

    def setCardAlignment(self, cardAlignment: CardAlignment) -> None:
        self._alignment = cardAlignment


class RowLayout(_LineLayout):
    """RowLayout(handLocation, rowWidth[, rotationAngle]): the cards side by side, overlapping to fit
    rowWidth pixels (a negative rowWidth: that many pixels from card to card)."""

    def getRowWidth(self) -> int:
        return self._length

    def setRowWidth(self, rowWidth: int) -> None:
        self._length = int(rowWidth)


class ColumnLayout(_LineLayout):
    """ColumnLayout(handLocation, columnHeight[, rotationAngle]): the cards one below the other, overlapping
    to fit columnHeight pixels."""

    def getColumnHeight(self) -> int:
        return self._length

    def setColumnHeight(self, columnHeight: int) -> None:
        self._length = int(columnHeight)


class FanLayout(HandLayout):
    """FanLayout(center, radius, startDir, endDir): the cards on an arc around center, from direction
    startDir to endDir (degrees, clockwise from east); a negative endDir: that many degrees from card
    to card."""

    def __init__(self, center: Location, radius: float, startDir: float, endDir: float) -> None:
        super().__init__()
        self.handLocation = center
        self._center = center
        self._radius = float(radius)
        self._start = float(startDir)
        self._end = float(endDir)
        self._step_delay = 0
        self._alignment = CardAlignment.MIDDLE

    def clone(self) -> "FanLayout":
        copy = FanLayout(self._center, self._radius, self._start, self._end)
        copy.scaleFactor, copy._step_delay, copy._alignment = self.scaleFactor, self._step_delay, self._alignment
        return copy

    def getCenter(self) -> Location:
        return self._center.clone()

    def setCenter(self, center: Location) -> None:
        self._center = center.clone()

    def getRadius(self) -> float:
        return self._radius

    def setRadius(self, radius: float) -> None:
        self._radius = float(radius)

    def getStartDir(self) -> float:
        return self._start

    def setStartDir(self, startDir: float) -> None:
        self._start = float(startDir)

    def getEndDir(self) -> float:
        return self._end

    def setEndDir(self, endDir: float) -> None:
        self._end = float(endDir)

    def getStepDelay(self) -> int:
        return self._step_delay

    def setStepDelay(self, stepDelay: int) -> None:
        self._step_delay = int(stepDelay)

    def getCardAlignment(self) -> CardAlignment:
        return self._alignment

    def setCardAlignment(self, cardAlignment: CardAlignment) -> None:
        self._alignment = cardAlignment


class StackLayout(HandLayout):
    """StackLayout(handLocation[, rotationAngle]): the cards on one pile, the last one on top."""

    def __init__(self, handLocation: Location, rotationAngle: float = 0.0) -> None:
        super().__init__()
        self.handLocation = handLocation
        self._rotation = float(rotationAngle)

    def clone(self) -> "StackLayout":
        copy = StackLayout(self.handLocation, self._rotation)
        copy.scaleFactor = self.scaleFactor
        return copy

    def getRotationAngle(self) -> float:
        return self._rotation

    def setRotationAngle(self, rotationAngle: float) -> None:
        self._rotation = float(rotationAngle)
