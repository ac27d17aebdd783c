"""GGProgressBar: a bar drawn in the grid as the original draws it: a frame around a background, a strip
from the left (or, upright, from the bottom) whose length shows the value between min and max, and the
value with its unit written in the middle (rotated by 90 degrees on an upright bar). Nothing shows until
the first setValue()."""
from __future__ import annotations

from typing import Any

from ..java.awt import Color, Font, Point
from .actor import Actor
from .bitmap import GGBitmap
from .decimal_format import DecimalPattern
from .location import Location
from .textactor import TextActor
from ..base.i18n import tr


class BarActor(Actor):
    """The bar's picture (its own class, so that setPaintOrder keeps it under its text)."""

    _original_class_name = "GGProgressBar$BarActor"   # the --state name, the original's inner class


class BarTextActor(Actor):
    """The value written on the bar (a TextActor's picture, turned on an upright bar)."""

    _original_class_name = "GGProgressBar$MyTextActor"   # the --state name, the original's inner class


class GGProgressBar:
    """GGProgressBar(gg, location, width, height[, isHorizontal]).

    - gg: the GameGrid
    - location: the cell at the bar's centre
    - width, height: the bar's size in pixels (for an upright bar, width is its length: give isHorizontal
      False and the same width and height as for a lying bar, it is turned)
    - isHorizontal: True (default) for a bar that fills from the left, False for one that fills upwards
    """

    def __init__(self, gg: Any, loc: Location, width: int, height: int, isHorizontal: bool = True) -> None:
        if not isinstance(loc, Location):
            raise TypeError(tr("GGProgressBar(gg, location, width, height[, isHorizontal]): the location must "
                               "be a Location, got {value!r}.", value=loc))
        self._grid = gg
        self._location = loc
        self._width, self._height = int(width), int(height)
        self._horizontal = bool(isHorizontal)
        self._bg_color, self._frame_color = Color.white, Color.black
        self._strip_color, self._text_color = Color.lightGray, Color.black
        self._font = Font("SansSerif", Font.BOLD, 12)
        self._min, self._max = 0.0, 100.0
        self._unit: str | None = ""
        self._pattern = DecimalPattern("#")
        self._bar: Actor | None = None
        self._text: Actor | None = None

    # ----- settings (they show at the next setValue) ----------------------------------------------------
    def setBgColor(self, color: Color) -> None:
        self._bg_color = color

    def setFrameColor(self, color: Color) -> None:
        self._frame_color = color

    def setStripColor(self, color: Color) -> None:
        self._strip_color = color

    def setTextColor(self, color: Color) -> None:
        self._text_color = color

    def setMin(self, min: float) -> None:   # noqa: A002 - the original's parameter name
        self._min = float(min)

    def setMax(self, max: float) -> None:   # noqa: A002
        self._max = float(max)

    def setUnit(self, unit: str | None) -> None:
        """The unit written after the value ("%", "km"); None writes no text at all."""
        self._unit = None if unit is None else str(unit)

    def setFont(self, font: Font) -> None:
        self._font = font

    def setPattern(self, pattern: str) -> None:
        """How the value is written, a Java DecimalFormat pattern: "#" (whole numbers), "0.0", ..."""
        self._pattern = DecimalPattern(str(pattern))

    # ----- showing ----------------------------------------------------------------------------------
    def remove(self, doRefresh: bool) -> None:
        """Take the bar out of the grid."""
        for actor in (self._bar, self._text):
            if actor is not None:
                actor.removeSelf()
        self._bar = self._text = None
        if doRefresh:
            self._grid.refresh()

    def setValue(self, value: float, doRefresh: bool = True) -> None:
        """Show the value: the strip's length and the text (doRefresh True: redraw the window at once)."""
        old = (self._bar, self._text)
        value = float(value)
        if self._horizontal:
            self._bar = BarActor(self._picture(self._width, self._height, value))
        else:
            self._bar = BarActor(self._picture(self._height, self._width, value))
        self._grid.addActorNoRefresh(self._bar, self._location)
        self._text = None
        if self._unit is not None:
            words = self._pattern.format(value) + " " + self._unit
            text = TextActor(words, self._text_color, Color(255, 255, 255, 0), self._font)
            half = text.getTextWidth() // 2
            if self._horizontal:
                self._text = BarTextActor(text.getImage())
                offset = Point(-half, 1)
            else:
                # The original turns the text's picture and adds it as a plain Actor, which its paint order
                # puts under the bar: an upright bar shows no text. Ours does the same (an old program looks
                # as it did), but takes the text away again at the next setValue.
                self._text = Actor(GGBitmap.getScaledImage(text.getImage(), 1.0, 90.0))
                offset = Point(0, -half)
            self._grid.addActorNoRefresh(self._text, self._location)
            self._text.setLocationOffset(offset)   # after adding: adding an actor clears its offset
        for actor in old:
            if actor is not None:
                actor.removeSelf()
        self._grid.setPaintOrder(BarTextActor, BarActor)
        if doRefresh:
            self._grid.refresh()

    def _picture(self, width: int, height: int, value: float) -> Any:
        span = self._max - self._min
        if self._horizontal:
            a = (width - 1) / span
            length = int(a * value - a * self._min + 0.5)
        else:
            a = (height - 1) / span
            length = int(a * value - a * self._min)
        bitmap = GGBitmap(width + 1, height + 1)
        bitmap.setPaintColor(self._bg_color)
        bitmap.fillRectangle(Point(0, 0), Point(width, height))
        bitmap.setPaintColor(self._frame_color)
        bitmap.drawRectangle(Point(0, 0), Point(width, height))
        bitmap.setPaintColor(self._strip_color)
        if self._horizontal:
            bitmap.fillRectangle(Point(1, 1), Point(length, height - 1))
        else:
            bitmap.fillRectangle(Point(1, height - length), Point(width - 1, height - 1))
        return bitmap.getBufferedImage()
