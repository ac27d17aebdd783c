"""Small Java value types gamegrid scripts get from `from gamegrid import *`: Point2D.Double
(imported as `Double`) and ArrayList."""
from __future__ import annotations

import math
from typing import Any, List, TypeVar

_T = TypeVar("_T")

from ..base.i18n import tr


def java_int(value: Any, what: str, signature: str) -> int:
    """``value`` as a Java int parameter (Location, Point, Font, Dimension ...), or a TypeError a beginner
    understands."""
    if type(value) is int:
        return value
    if isinstance(value, int):  # bool, IntEnum, other int subclasses
        return int(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise TypeError(tr("{signature} needs whole numbers (int), got {value!r} for {what}.",
                               signature=signature, value=value, what=what))
        raise TypeError(tr("{signature} needs whole numbers (int), got {value!r} for {what}; use int(...) to "
                           "convert, e.g. int({value!r}) == {whole}, or divide with // instead of /.",
                           signature=signature, value=value, what=what, whole=int(value)))
    raise TypeError(tr("{signature} needs whole numbers (int), got {type_name} {value!r} for {what}.",
                       signature=signature, type_name=type(value).__name__, value=value, what=what))


class Double:
    """java.awt.geom.Point2D.Double: a point with float coordinates x, y."""

    __slots__ = ("x", "y")

    def __init__(self, x: float = 0.0, y: float = 0.0) -> None:
        self.x = float(x)
        self.y = float(y)

    def getX(self) -> float:
        return self.x

    def getY(self) -> float:
        return self.y

    def setLocation(self, x: Any, y: float | None = None) -> None:
        if y is None:
            x, y = x.x, x.y
        self.x, self.y = float(x), float(y)

    def distance(self, x: Any, y: float | None = None) -> float:
        if y is None:
            x, y = x.x, x.y
        return ((self.x - x) ** 2 + (self.y - y) ** 2) ** 0.5

    def clone(self) -> "Double":
        return Double(self.x, self.y)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Double) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def __str__(self) -> str:
        return f"Point2D.Double[{self.x}, {self.y}]"

    __repr__ = __str__


class ArrayList(List[_T]):
    """java.util.ArrayList on a Python list: add/get/set/size/remove/contains/isEmpty/clear/indexOf."""

    def add(self, *args: Any) -> bool:
        if len(args) == 2:
            self.insert(args[0], args[1])
        else:
            self.append(args[0])
        return True

    def addAll(self, items: Any) -> bool:
        self.extend(items)
        return True

    def get(self, index: int) -> _T:
        return self[index]

    def set(self, index: int, value: _T) -> _T:
        old, self[index] = self[index], value
        return old

    def size(self) -> int:
        return len(self)

    def isEmpty(self) -> bool:
        return not self

    def contains(self, item: Any) -> bool:
        return item in self

    def indexOf(self, item: Any) -> int:
        return self.index(item) if item in self else -1

    def remove(self, item: Any) -> Any:   # Java: remove(int index) or remove(Object)
        if isinstance(item, int) and not isinstance(item, bool):
            return self.pop(item)
        if item in self:
            list.remove(self, item)
            return True
        return False

    def toArray(self) -> list[Any]:
        return list(self)
