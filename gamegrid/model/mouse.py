"""The mouse: GGMouse (the event object of GGMouseListener / GGMouseTouchListener, with JGameGrid's mask
bits) and GameGrid's mouse methods (GridMouseMixin): the listeners, GGMouse ones and Java's MouseListener,
MouseMotionListener and MouseWheelListener objects, the switches (setMouseEnabled, setDoubleClickDelay) and
getMouseLocation."""
from __future__ import annotations

from typing import Any

from .location import Location
from ..base.i18n import tr

# AWT listener interface -> the callback names its methods have (the names makeGameGrid's keywords use)
_AWT_LISTENER_METHODS = {
    "mouse": ("mousePressed", "mouseReleased", "mouseClicked", "mouseEntered", "mouseExited"),
    "mouseMotion": ("mouseDragged", "mouseMoved"),
    "mouseWheel": ("mouseWheelMoved",),
}


class GGMouse:
    """What a mouse listener gets: where the mouse is (getX(), getY(), in pixels) and what it did
    (getEvent()): GGMouse.lPress, lRelease, lClick, lDClick, lDrag, rPress ... enter, leave, move.

    Example: addMouseListener(MyListener(), GGMouse.lPress | GGMouse.rPress)
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


# The desktop's double-click time that setDoubleClickDelay(-1) takes (AWT's awt.multiClickInterval; the
# runtime counts clicks as double within the same time, gamegrid/runtime/input.py).
SYSTEM_DOUBLE_CLICK_MS = 500


class GridMouseMixin:
    """GameGrid's mouse: listeners, switches (setMouseEnabled, setDoubleClickDelay), getMouseLocation."""

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

        With a delay, two clicks within it are one double click (GGMouse.lDClick) and no click; a click
        without a second one is reported (GGMouse.lClick) when the delay is over.

        - ms: the time in milliseconds; 0 (the start) reports every click at once and the second of two
          quick clicks also as a double click; a negative number takes the system's double-click time
        """
        ms = int(ms)
        self.__dict__["_gx_double_click_delay"] = SYSTEM_DOUBLE_CLICK_MS if ms < 0 else ms

    def getDoubleClickDelay(self) -> int:
        """How long a double click may take, in milliseconds."""
        return self.__dict__.get("_gx_double_click_delay", 0)

    # ----- listeners -------------------------------------------------------------------------------
    def getMouseLocation(self) -> Location | None:
        """The cell under the mouse pointer, or None when the pointer is outside the grid."""
        return None if self._mouse_location is None else Location(self._mouse_location)

    def addMouseListener(self, listener: Any, mask: int | None = None) -> None:
        """Call listener.mouseEvent(mouse) for the mouse events chosen by mask.

        - listener: a GGMouseListener, or a function mouseEvent(mouse) that returns True or False
        - mask: the events, e.g. GGMouse.lPress | GGMouse.lDrag; without a mask the listener is a Java
          MouseListener (its mousePressed(e), mouseClicked(e) ... are called)
        """
        if mask is None:
            self._register_awt_listener("mouse", listener)
            return
        self._mouse_listeners.append((listener, mask))

    def removeMouseListener(self, listener: Any) -> bool:
        """Stop calling a mouse listener. Returns False if it was not registered.

        - listener: the listener added before
        """
        for entry in self._mouse_listeners:
            if entry[0] is listener:
                self._mouse_listeners.remove(entry)
                return True
        before = len(self._callbacks)
        self._remove_awt_listener(listener)
        return len(self._callbacks) < before

    def _register_awt_listener(self, kind: str, listener: Any) -> None:
        found = False
        for name in _AWT_LISTENER_METHODS[kind]:
            method = getattr(listener, name, None)
            if callable(method):
                self._callbacks[name] = method   # type: ignore[attr-defined]
                found = True
        if not found:
            names = ", ".join(_AWT_LISTENER_METHODS[kind])
            raise TypeError(tr("add{value}{value2}Listener(): the listener needs at least one of the methods "
                               "{names} (each takes the event e), got {listener!r}.",
                               value=kind[0].upper(), value2=kind[1:], names=names, listener=listener))

    def addMouseMotionListener(self, listener: Any) -> None:
        """Call listener.mouseDragged(e) and listener.mouseMoved(e) when the mouse moves (Java style).

        - listener: a java.awt.event.MouseMotionListener
        """
        self._register_awt_listener("mouseMotion", listener)

    def addMouseWheelListener(self, listener: Any) -> None:
        """Call listener.mouseWheelMoved(e) when the mouse wheel turns (Java style).

        - listener: a java.awt.event.MouseWheelListener
        """
        self._register_awt_listener("mouseWheel", listener)

    def _remove_awt_listener(self, listener: Any) -> None:
        """Stop calling a Java-style listener added before.

        - listener: the listener added before
        """
        callbacks = self._callbacks   # type: ignore[attr-defined]
        for name, function in list(callbacks.items()):
            if getattr(function, "__self__", None) is listener:
                del callbacks[name]

    removeMouseMotionListener = _remove_awt_listener
    """Stop calling a mouse motion listener added before."""

    removeMouseWheelListener = _remove_awt_listener
    """Stop calling a mouse wheel listener added before."""
