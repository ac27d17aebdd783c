"""GGTextField: a line of text shown in the grid at a location, as the original draws it (a TextActor
painted above the other actors). It is a display, not an input box: the original has no typing and no
listener; a program changes it with setText() (a player's name asked with inputString() or GGInputString,
then shown). Changes made while it is hidden appear at the next show()."""
from __future__ import annotations

from typing import Any

from ..java.awt import Color, Font, Point
from .location import Location
from .textactor import TextActor
from ..base.i18n import tr


class FieldTextActor(TextActor):
    """The text field's picture (its own class, so that setPaintOrder puts it above the game's actors)."""

    _original_class_name = "GGTextField$MyTextActor"   # the --state name, the original's inner class


class GGTextField:
    """GGTextField(gg, text, location, enableRefresh) or GGTextField(gg, location, enableRefresh).

    - gg: the GameGrid
    - text: the text shown ("" when left out)
    - location: the cell where the text starts (it runs to the right, vertically centred)
    - enableRefresh: True to redraw the window at once on show() and hide()
    """

    def __init__(self, gg: Any, *args: Any) -> None:
        from .grid import GameGrid
        if not isinstance(gg, GameGrid):
            # GGTextField("Score", Location(1, 1), True) without the grid: the original refuses it too
            # (Jython: "1st arg can't be coerced to GameGrid"); say which argument is missing.
            raise TypeError(tr("GGTextField() takes the GameGrid first, got {value!r}: write "
                               "GGTextField(gg, text, location, enableRefresh) with gg = makeGameGrid(...).",
                               value=gg))
        if len(args) == 2:
            args = ("", *args)
        if len(args) != 3 or not isinstance(args[1], Location):
            raise TypeError(tr("GGTextField(gg, text, location, enableRefresh) or "
                               "GGTextField(gg, location, enableRefresh)."))
        self._grid = gg
        self._text = str(args[0])
        self._location = args[1]
        self._refresh = bool(args[2])
        self._font = Font("SansSerif", Font.PLAIN, 12)
        self._text_color = Color.black
        self._bg_color = Color(255, 255, 255, 0)
        self._offset = Point(0, 0)
        self._actor: FieldTextActor | None = None
        self._modified = True

    def _make_actor(self) -> FieldTextActor:
        return FieldTextActor(False, self._text, self._text_color, self._bg_color, self._font)

    def _place_actor(self) -> None:
        actor = self._make_actor()
        self._grid.addActorNoRefresh(actor, self._location)
        actor.setLocationOffset(Point(self._offset))   # after adding: adding an actor clears its offset
        if self._actor is not None:
            self._actor.removeSelf()
        self._actor = actor

    def show(self) -> None:
        """Show the text (with the changes made since it was last shown)."""
        if self._modified:
            self._modified = False
            self._place_actor()
        else:
            self._grid.setPaintOrder(FieldTextActor)
            assert self._actor is not None
            self._actor.show()
        if self._refresh:
            self._grid.refresh()

    def hide(self) -> None:
        """Hide the text."""
        if self._actor is None:
            raise RuntimeError(tr("GGTextField.hide() before show(): show the text field first."))
        self._actor.hide()
        if self._refresh:
            self._grid.refresh()

    def isVisible(self) -> bool:
        """True while the text is shown."""
        if self._actor is None:
            raise RuntimeError(tr("GGTextField.isVisible() before show(): show the text field first."))
        return self._actor.isVisible()

    def _update(self) -> None:
        # a visible field shows the change at once; a hidden one at its next show()
        self._modified = True
        if self._actor is not None and self._actor.isVisible():
            self._place_actor()
            self._modified = False

    def setText(self, text: str) -> None:
        """Change the text shown."""
        self._text = str(text)
        self._update()

    def getText(self) -> str:
        """The text (a convenience of ours: the original keeps it to itself)."""
        return self._text

    def setLocation(self, location: Location) -> None:
        """Move the text to another cell."""
        self._location = location
        self._update()

    def setTextColor(self, textColor: Color) -> None:
        self._text_color = textColor
        self._update()

    def setBgColor(self, bgColor: Color) -> None:
        """The colour behind the text (transparent at first)."""
        self._bg_color = bgColor
        self._update()

    def setFont(self, font: Font) -> None:
        self._font = font
        self._update()

    def setLocationOffset(self, locationOffset: Point) -> None:
        """Shift the text by a number of pixels from its cell."""
        self._offset = Point(locationOffset)
        self._update()

    def getTextActor(self) -> TextActor | None:
        """The TextActor that shows the text (None before the first show())."""
        return self._actor

    def getTextWidth(self) -> int:
        return (self._actor if self._actor is not None else self._make_actor()).getTextWidth()

    def getTextHeight(self) -> int:
        return (self._actor if self._actor is not None else self._make_actor()).getTextHeight()
