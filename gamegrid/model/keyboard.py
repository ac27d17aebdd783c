"""The keyboard as the grid keeps it: the one-key buffer of getKeyCode(), and which keys are held
(KeyState), and GameGrid's key methods (KeyboardMixin: getKeyCode, kbhit, isKeyPressed, key listeners ...).

The runtime's input routing fills the KeyState (gamegrid/runtime/input.py); the grid's key methods read it.
"""
from __future__ import annotations

from typing import Any

from .arguments import as_int
from .hooks import runtime
from ..java.keys import NO_KEY, KeyEvent
from ..base.i18n import tr


class KeyState:
    """The one-key buffer of getKeyCode(), plus which keys are held."""

    def __init__(self) -> None:
        self.code = NO_KEY
        self.char = "\uffff"
        self.pending = False
        self.modifiers = 0
        # the keys held down, in the order they were pressed (a dict as an ordered set): the original keeps
        # them in a list, getPressedKeyCodes() and the key repeats go in that order
        self.pressed: dict[int, None] = {}

    def take_code(self) -> int:
        if not self.pending:
            return NO_KEY
        self.pending = False
        return self.code

    def take_char(self) -> str:
        if not self.pending:
            return "\uffff"
        self.pending = False
        return self.char


class KeyboardMixin:
    """GameGrid's keyboard: the last key (getKeyCode, kbhit ...), held keys, key listeners."""

    def getKeyCode(self) -> int:
        """The code of the last key pressed, or 65535 if no key was pressed since the last call.

        Example: if getKeyCode() == KeyEvent.VK_SPACE: jump()
        """
        return self._key.take_code()

    def getKeyChar(self) -> str:
        """The character of the last key pressed, or chr(65535) if none was pressed since the last call."""
        return self._key.take_char()

    def kbhit(self) -> bool:
        """True if a key was pressed that getKeyCode() or getKeyChar() has not returned yet."""
        runtime.delay(1)   # the original sleeps 1 ms, so `while not kbhit(): pass` lets time and input go on
        return self._key.pending

    def _wait_for_key(self, exit_on_dispose: bool) -> bool:
        """Block (window alive) until a key is pending; False if the window was closed instead."""
        runtime.wait_for(lambda: self._key.pending or self._disposed, woken=True)
        if self._key.pending:
            return True
        if exit_on_dispose:
            raise SystemExit(0)   # getKeyCodeWait(True): the script ends with its window
        runtime.note_poll()   # `while True: getKeyCodeWait()` after the close must not spin without time
        return False

    def getKeyCodeWait(self, exit_on_dispose: bool = False) -> int:
        """Wait until a key is pressed and return its code (the window stays alive meanwhile).

        - exit_on_dispose: True to end the program when the window is closed while waiting
        """
        return self._key.take_code() if self._wait_for_key(exit_on_dispose) else 65535

    def getKeyCharWait(self, exit_on_dispose: bool = False) -> int:
        """Wait until a key is pressed and return its character's number (use chr() for the character).

        - exit_on_dispose: True to end the program when the window is closed while waiting
        """
        return ord(self._key.take_char()) if self._wait_for_key(exit_on_dispose) else 65535

    def isKeyPressed(self, key_code: int) -> bool:
        """True while a key is held down (several keys can be down at once).

        - key_code: the key, e.g. KeyEvent.VK_LEFT or 37
        """
        if isinstance(key_code, str):   # isKeyPressed('a') would silently stay False
            raise TypeError(tr("isKeyPressed() needs a key code such as KeyEvent.VK_A (65) or 37 for the left "
                               "arrow, got {key_code!r}.", key_code=key_code))
        return key_code in self._key.pressed

    def getPressedKeyCodes(self) -> list[int]:
        """The codes of all keys held down now, as a list."""
        return list(self._key.pressed)

    def getKeyModifiers(self) -> int:
        """The modifier keys (Shift, Ctrl, Alt) held with the last key, as a number."""
        return self._key.modifiers

    def getKeyModifiersText(self) -> str:
        """The modifier keys held with the last key as text, e.g. "Shift" (empty if none)."""
        return KeyEvent.getKeyModifiersText(self._key.modifiers)   # Java's wording and order: "Ctrl+Shift"

    def addKeyListener(self, listener: Any) -> None:
        """Call listener.keyPressed(e) and listener.keyReleased(e) when keys are pressed and released.

        - listener: a GGKeyListener
        """
        self._key_listeners.append(listener)

    def removeKeyListener(self, listener: Any) -> None:
        """Stop calling a key listener.

        - listener: the listener added before
        """
        if listener in self._key_listeners:
            self._key_listeners.remove(listener)

    def addKeyRepeatListener(self, listener: Any) -> None:
        """Call listener.keyRepeated(keyCode) again and again while a key is held down.

        - listener: a GGKeyRepeatListener
        """
        self._key_repeat_listeners.append(listener)

    def removeKeyRepeatListener(self, listener: Any) -> None:
        """Stop calling a key repeat listener.

        - listener: the listener added before
        """
        if listener in self._key_repeat_listeners:
            self._key_repeat_listeners.remove(listener)

    def setKeyRepeatPeriod(self, period: int) -> int:
        """Set how often keyRepeated() is called while a key is held. Returns the old period.

        - period: the time between two calls in milliseconds (20 at the start)
        """
        old, self._key_repeat_period = self._key_repeat_period, max(1, as_int(period, "setKeyRepeatPeriod()"))
        return old
