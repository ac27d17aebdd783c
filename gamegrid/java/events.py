"""Event objects handed to the student's callbacks, with the Java getters scripts call on them.

Input arrives here already translated to Java terms: playground pixels (origin top-left, y down),
Java mouse buttons (1 left, 2 middle, 3 right) and Java key codes.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from .awt import Point

SHIFT_MASK, CTRL_MASK, META_MASK, ALT_MASK = 1, 2, 4, 8   # java.awt.event.InputEvent


@dataclass(frozen=True)
class Modifiers:
    shift: bool = False
    ctrl: bool = False
    alt: bool = False
    meta: bool = False

    @property
    def mask(self) -> int:
        return (SHIFT_MASK * self.shift) | (CTRL_MASK * self.ctrl) | (ALT_MASK * self.alt) | (META_MASK * self.meta)


class _InputEventBase:
    def __init__(self, modifiers: Modifiers, when_ms: int) -> None:
        self._modifiers = modifiers
        self._when = when_ms
        self._consumed = False

    def isShiftDown(self) -> bool:
        return self._modifiers.shift

    def isControlDown(self) -> bool:
        return self._modifiers.ctrl

    def isAltDown(self) -> bool:
        return self._modifiers.alt

    def isMetaDown(self) -> bool:
        return self._modifiers.meta

    def getModifiers(self) -> int:
        return self._modifiers.mask

    def getModifiersEx(self) -> int:
        return self._modifiers.mask << 6

    def getWhen(self) -> int:
        return self._when

    def consume(self) -> None:
        self._consumed = True

    def isConsumed(self) -> bool:
        return self._consumed


class MouseEvent(_InputEventBase):
    """java.awt.event.MouseEvent as the mouse callbacks see it."""

    NOBUTTON, BUTTON1, BUTTON2, BUTTON3 = 0, 1, 2, 3
    MOUSE_CLICKED, MOUSE_PRESSED, MOUSE_RELEASED, MOUSE_MOVED = 500, 501, 502, 503
    MOUSE_ENTERED, MOUSE_EXITED, MOUSE_DRAGGED, MOUSE_WHEEL = 504, 505, 506, 507

    def __init__(self, event_id: int, x: int, y: int, button: int = 0, click_count: int = 0,
                 modifiers: Modifiers = Modifiers(), when_ms: int = 0,
                 screen_offset: tuple[int, int] = (0, 0), wheel_rotation: int = 0) -> None:
        super().__init__(modifiers, when_ms)
        self._id = event_id
        self._x, self._y = int(x), int(y)
        self._button = button
        self._click_count = click_count
        self._screen_offset = screen_offset
        self._wheel_rotation = wheel_rotation

    def getID(self) -> int:
        return self._id

    def getX(self) -> int:
        return self._x

    def getY(self) -> int:
        return self._y

    def getPoint(self) -> Point:
        return Point(self._x, self._y)

    def getXOnScreen(self) -> int:
        return self._x + self._screen_offset[0]

    def getYOnScreen(self) -> int:
        return self._y + self._screen_offset[1]

    def getLocationOnScreen(self) -> Point:
        return Point(self.getXOnScreen(), self.getYOnScreen())

    def getButton(self) -> int:
        return self._button

    def getClickCount(self) -> int:
        return self._click_count

    def getWheelRotation(self) -> int:
        return self._wheel_rotation

    def isPopupTrigger(self) -> bool:
        return self._button == 3 and self._id == self.MOUSE_PRESSED

    def __repr__(self) -> str:
        return f"MouseEvent(id={self._id}, x={self._x}, y={self._y}, button={self._button})"


def now_ms() -> int:
    return int(time.time() * 1000)


@dataclass
class InputRecord:
    """One input happening, as the runtime queues it (from the window or from a replay file)."""
    kind: str                      # mouse_press, mouse_release, mouse_move, mouse_drag, mouse_click,
                                   # mouse_enter, mouse_exit, mouse_wheel, key_press, key_release, key_type, close
    x: int = 0
    y: int = 0
    button: int = 1                # Java numbering
    key: int = 0                   # Java key code
    char: str = "\uffff"
    modifiers: Modifiers = field(default_factory=Modifiers)
    wheel: int = 0
