"""GGMouse: the event object of GGMouseListener / GGMouseTouchListener, with JGameGrid's mask bits."""
from __future__ import annotations

from typing import Any


class GGMouse:
    """What a mouse listener gets: where the mouse is (getX(), getY(), in pixels) and what it did
    (getEvent()): GGMouse.lPress, lRelease, lClick, lDClick, lDrag, rPress ... enter, leave, move.
    """
    idle, lPress, lRelease, lClick, lDClick, lDrag = 0, 1, 2, 4, 8, 16
    rPress, rRelease, rClick, rDClick, rDrag = 32, 64, 128, 256, 512
    enter, leave, move = 1024, 2048, 4096

    _NAMES = {0: "idle", 1: "lPress", 2: "lRelease", 4: "lClick", 8: "lDClick", 16: "lDrag", 32: "rPress",
              64: "rRelease", 128: "rClick", 256: "rDClick", 512: "rDrag", 1024: "enter", 2048: "leave",
              4096: "move"}
    _LEFT = {"press": 1, "release": 2, "click": 4, "dclick": 8, "drag": 16}
    _RIGHT = {"press": 32, "release": 64, "click": 128, "dclick": 256, "drag": 512}

    def __init__(self, x: int, y: int, event: int, source: Any = None) -> None:
        self._x, self._y, self._event, self._source = x, y, event, source

    @classmethod
    def event_for(cls, kind: str, button: int) -> int | None:
        if kind == "enter":
            return cls.enter
        if kind == "leave":
            return cls.leave
        if kind == "move":
            return cls.move
        table = cls._LEFT if button == 1 else cls._RIGHT   # middle and right both give "r" events
        return table.get(kind)

    def getX(self) -> int:
        return self._x

    def getY(self) -> int:
        return self._y

    def getEvent(self) -> int:
        return self._event

    def getEventType(self) -> str:
        return self._NAMES.get(self._event, "idle")

    def getSource(self) -> Any:
        return self._source

    def __repr__(self) -> str:
        return f"GGMouse({self.getEventType()}, x={self._x}, y={self._y})"


class MouseSwitchesMixin:
    """GameGrid's mouse switches: setMouseEnabled, setDoubleClickDelay."""

    def setMouseEnabled(self, enable: bool) -> None:
        """Switch the GGMouse listeners (addMouseListener with a mask) on or off.

        - enable: True to report mouse events, False to ignore them
        """
        saved = self.__dict__.get("_gx_mouse_off")
        if not enable and saved is None:
            self.__dict__["_gx_mouse_off"] = (self._mouse_listeners, self.__dict__.pop("_touch_dispatch", None))
            self._mouse_listeners = []
        elif enable and saved is not None:
            del self.__dict__["_gx_mouse_off"]
            listeners, touch = saved
            self._mouse_listeners = listeners + self._mouse_listeners
            if touch is not None and "_touch_dispatch" not in self.__dict__:
                self.__dict__["_touch_dispatch"] = touch

    def isMouseEnabled(self) -> bool:
        """True if the GGMouse listeners are told about mouse events."""
        return "_gx_mouse_off" not in self.__dict__

    def setDoubleClickDelay(self, ms: int) -> None:
        """Set how long to wait for a second click before a click counts as a single click.

        - ms: the time in milliseconds; 0 reports every click at once
        """
        self.__dict__["_gx_double_click_delay"] = int(ms)

    def getDoubleClickDelay(self) -> int:
        """How long a double click may take, in milliseconds."""
        return self.__dict__.get("_gx_double_click_delay", 0)
