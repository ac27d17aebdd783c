"""The key event object handed to keyPressed/keyReleased/keyTyped callbacks (java.awt.event.KeyEvent)."""
from __future__ import annotations

from .events import Modifiers, _InputEventBase
from .keys import JavaChar, KeyEvent


class KeyEventObject(_InputEventBase, KeyEvent):
    """An instance of KeyEvent as Java delivers it; also carries every VK_* constant."""

    def __init__(self, event_id: int, key_code: int, key_char: str, modifiers: Modifiers, when_ms: int) -> None:
        _InputEventBase.__init__(self, modifiers, when_ms)
        self._id = event_id
        self._code = key_code if event_id != 400 else 0   # KEY_TYPED carries no key code in Java
        self._char = key_char if isinstance(key_char, JavaChar) else JavaChar(key_char)

    def getID(self) -> int:
        return self._id

    def getKeyCode(self) -> int:
        return self._code

    def getKeyChar(self) -> str:
        return self._char

    def getExtendedKeyCode(self) -> int:
        return self._code

    def isActionKey(self) -> bool:
        return self._char == "\uffff"

    def __repr__(self) -> str:
        return f"KeyEvent(id={self._id}, keyCode={self._code}, keyChar={str(self._char)!r})"
