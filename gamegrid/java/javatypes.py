"""Small Java value types gamegrid scripts get from `from gamegrid import *`: Point2D.Double
(imported as `Double`), ArrayList, and ch.aplu.util.Monitor (putSleep / wakeUp)."""
from __future__ import annotations

from typing import Any


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


class ArrayList(list):
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

    def get(self, index: int) -> Any:
        return self[index]

    def set(self, index: int, value: Any) -> Any:
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


class Monitor:
    """ch.aplu.util.Monitor: putSleep() blocks the script (window and callbacks keep running) until
    wakeUp() is called from a callback, or the window is disposed."""

    _awake = False

    @staticmethod
    def putSleep(timeout: float | None = None) -> None:
        from .. import runtime
        Monitor._awake = False
        rt = runtime.current()
        end = None if timeout is None else rt.now() + timeout / 1000.0

        def done() -> bool:
            grid = rt.grid
            return Monitor._awake or grid is None or grid.isDisposed() or (end is not None and rt.now() >= end)
        runtime.wait_for(done)
        Monitor._awake = False

    @staticmethod
    def wakeUp() -> None:
        Monitor._awake = True
