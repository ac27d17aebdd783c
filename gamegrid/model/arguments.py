"""Checks of a pupil's arguments shared by the grid and the actors: whole numbers, counts, directions.

Each raises the message that says what was wrong (in the pupil's language) and gives back the value to use.
"""
from __future__ import annotations

import math
from typing import Any

from ..base.i18n import tr
from .location import CompassDirection, Location


def direction_value(direction: Any, what: str) -> float:
    """Degrees from a number or a Location.CompassDirection; `what` names the call in the message."""
    if isinstance(direction, CompassDirection):
        return float(direction.getDirection())
    if isinstance(direction, bool) or not isinstance(direction, (int, float)):
        raise TypeError(tr("{what}: a direction is a number of degrees (0 = east, 90 = south), got {direction!r}.",
                           what=what, direction=direction))
    return float(direction)


def normalise(degrees: float) -> float:
    """The same direction in 0 <= degrees < 360."""
    degrees = math.fmod(degrees, 360.0)
    if degrees < 0:
        degrees += 360.0
    return 0.0 if degrees == 360.0 else degrees


def as_int(value: Any, what: str) -> int:
    """The value if it is a whole number (an int, not a bool); `what` names the call in the message."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(tr("{what} needs a whole number (int), got {value!r}. Use int(...) to convert.",
                           what=what, value=value))
    return value


def check_count(value: Any, what: str) -> int:
    """A number of cells or a cell size: a whole number >= 1 (`what` is a message id, translated here)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(tr("makeGameGrid(): {what} must be a whole number (int), got {value!r}.",
                           what=tr(what), value=value))
    if value < 1:
        raise ValueError(tr("makeGameGrid(): {what} must be at least 1, got {value}.", what=tr(what), value=value))
    return value


def need_location(location: Any, method: str) -> None:
    """A tuple or list where a Location belongs would fail deep inside with an AttributeError."""
    if not isinstance(location, Location):
        raise TypeError(tr("{method}() needs a Location, for example Location(2, 3), got {location!r}.",
                           method=method, location=location))


def need_class(cls: Any, method: str) -> None:
    """A class name given as a string would fail inside isinstance() with a puzzling message."""
    if cls is not None and not isinstance(cls, type):
        raise TypeError(tr("{method}() needs a class such as Actor (without quotes), got {cls!r}.",
                           method=method, cls=cls))
