"""The keyboard as the grid keeps it: the one-key buffer of getKeyCode(), and which keys are held.

The runtime's input routing fills it (gamegrid/runtime/input.py); the grid's key methods read it.
"""
from __future__ import annotations

from ..java.keys import NO_KEY


class KeyState:
    """The one-key buffer of getKeyCode(), plus which keys are held."""

    def __init__(self) -> None:
        self.code = NO_KEY
        self.char = "\uffff"
        self.pending = False
        self.modifiers = 0
        self.pressed: set[int] = set()

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
