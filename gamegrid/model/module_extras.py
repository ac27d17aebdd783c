"""Module functions of TigerJython's gamegrid.py beyond the GameGrid forwards (spec §3.1, §3.9), the
small geometry classes GGLine/GGCircle, and the jgamegrid classes this port does not provide."""
from __future__ import annotations

import math
import traceback
from typing import Any

from .. import runtime
from ..java.awt import Color, Point
from .grid_extras import ClosingMode, GridExtrasMixin
from .unsupported import unsupported_class
from .vector import GGVector


def setClosingMode(mode: ClosingMode) -> None:
    """What the close button does (GameGrid.ClosingMode...); no game window needed."""
    GridExtrasMixin.setClosingMode(mode)


def getClosingMode() -> ClosingMode:
    return GridExtrasMixin.getClosingMode()


def setNbRotSprites(n: int) -> None:
    """Number of pre-rotated pictures per rotatable sprite (default 60), for grids made afterwards
    and (unlike the original, which needed a restart) for the current one."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"setNbRotSprites() needs a whole number >= 1, got {n!r}.")
    from .grid import GameGrid
    GameGrid.nbRotSprites = n
    grid = runtime.current().grid
    if grid is not None:
        grid._nb_rot_sprites = n
        for actor in grid.getActors():
            actor.setDirection(actor.getDirection())


def getStackTrace(error: Any = None) -> str:
    """The traceback of an exception as text (or the current call stack)."""
    if isinstance(error, BaseException):
        return "".join(traceback.format_exception(type(error), error, error.__traceback__))
    return "".join(traceback.format_stack()[:-1])


def _as_color(value: Any) -> Color | None:
    if value is None or isinstance(value, Color):
        return value
    from ..java.x11colors import X11Color
    return X11Color.toColor(str(value))


def askColor(title: str = "Choose a colour", default: Any = None) -> Color | None:
    """Ask for a colour. There is no colour chooser here: the dialog asks for an X11 colour name
    (e.g. "skyblue"); empty input gives the default, cancel gives None."""
    default_color = _as_color(default)
    try:
        from ..tigerjython.builtins import inputString
    except ImportError:
        return default_color
    init = "" if default is None else (default if isinstance(default, str) else "")
    try:
        answer = inputString(f"{title} (colour name, e.g. skyblue)", init)
    except EOFError:   # headless run without an answer left: keep the default, as an OK click would
        return default_color
    if answer is None:
        return None
    answer = str(answer).strip()
    return _as_color(answer) if answer else default_color


class JColorChooser:
    """javax.swing.JColorChooser.showDialog(parent, title, initialColor) through askColor()."""

    @staticmethod
    def showDialog(parent: Any, title: str, initial: Any = None) -> Color | None:
        return askColor(title, initial)


def _vector_like(value: Any) -> tuple[float, float]:
    return float(value.x), float(value.y)


def getDividingPoint(pt1: Any, pt2: Any, ratio: float) -> Any:
    """The point pt1 + ratio * (pt2 - pt1): a Point for Points (rounded), else a GGVector."""
    (x1, y1), (x2, y2) = _vector_like(pt1), _vector_like(pt2)
    x, y = x1 + ratio * (x2 - x1), y1 + ratio * (y2 - y1)
    if isinstance(pt1, Point) and isinstance(pt2, Point):
        return Point(int(round(x)), int(round(y)))
    return GGVector(x, y)


def getMarkerPoint(pt1: Any, pt2: Any, distance: float) -> Any:
    """The point at `distance` from pt1 towards pt2 (used to draw arrow heads)."""
    (x1, y1), (x2, y2) = _vector_like(pt1), _vector_like(pt2)
    length = math.hypot(x2 - x1, y2 - y1)
    if length == 0:
        return getDividingPoint(pt1, pt2, 0.0)
    return getDividingPoint(pt1, pt2, distance / length)


class GGLine:
    """A segment between two GGVectors (or Points)."""

    def __init__(self, start: Any, end: Any) -> None:
        self._start = GGVector(*_vector_like(start))
        self._end = GGVector(*_vector_like(end))

    def getStartVector(self) -> GGVector:
        return self._start

    def getEndVector(self) -> GGVector:
        return self._end

    def getLength(self) -> float:
        return math.hypot(self._end.x - self._start.x, self._end.y - self._start.y)

    @staticmethod
    def getDividingPoint(pt1: Any, pt2: Any, ratio: float) -> Any:
        return getDividingPoint(pt1, pt2, ratio)

    def __str__(self) -> str:
        return f"GGLine[{self._start}, {self._end}]"


class GGCircle:
    """A circle (centre GGVector, radius)."""

    def __init__(self, center: Any, radius: float) -> None:
        self.center = GGVector(*_vector_like(center))
        self.radius = float(radius)

    def getCenter(self) -> GGVector:
        return self.center

    def getRadius(self) -> float:
        return self.radius

    def translate(self, v: Any) -> None:
        self.center = GGVector(self.center.x + v.x, self.center.y + v.y)

    def isIntersecting(self, other: "GGCircle") -> bool:
        distance = math.hypot(self.center.x - other.center.x, self.center.y - other.center.y)
        return distance <= self.radius + other.radius

    def __str__(self) -> str:
        return f"GGCircle[{self.center}, {self.radius}]"


GGRectangle = unsupported_class("GGRectangle", "the rotated-rectangle geometry class is not ported",
                                "give actors collision rectangles with setCollisionRectangle() and test them "
                                "with isActorColliding()")
GGTextField = unsupported_class("GGTextField", "text fields drawn in the grid are not ported",
                                "show text with a TextActor or bg.drawText(), or ask with inputString()")
GGProgressBar = unsupported_class("GGProgressBar", "the progress bar widget is not ported",
                                  "draw the bar with bg.fillRectangle() or show the value in the status bar")
GGPath = unsupported_class("GGPath", "the path-following helper is not ported",
                           "move the actor yourself in act() with setLocation() or move()")
ToolBar = unsupported_class("ToolBar", "the tool bar widgets (ToolBar, ToolBarItem ...) are not ported",
                            "use GGButton / GGToggleButton actors in the grid")
_INPUT_ALTERNATIVE = "use inputInt(prompt), inputFloat(prompt) or inputString(prompt)"
GGInputInt = unsupported_class("GGInputInt", "the jgamegrid input dialogs are not ported", _INPUT_ALTERNATIVE)
GGInputLong = unsupported_class("GGInputLong", "the jgamegrid input dialogs are not ported", _INPUT_ALTERNATIVE)
GGInputDouble = unsupported_class("GGInputDouble", "the jgamegrid input dialogs are not ported", _INPUT_ALTERNATIVE)
GGInputString = unsupported_class("GGInputString", "the jgamegrid input dialogs are not ported", _INPUT_ALTERNATIVE)

