"""TigerJython's `enum` module for the program's own code: `from enum import enum`, `from enum import *`,
`import enum; enum.enum(...)` give TigerJython's enum("A", "B", ...) (Java-like enums: Suit.values(),
Suit.SPADES.name(), ordinal(), printed by name), as JCardGame's examples use it.

Python's own `enum` module stays what it is for everything else (the standard library, gamegrid, the
packages a program uses): only imports written in the program's files (the script and the modules of
its folder, whose builtins' __import__ is scripttime.script_builtins') get this module, and it hands
on every other name (Enum, IntEnum, auto ...) to Python's, so a program written for Python 3 that
imports `enum` for Enum still works."""
from __future__ import annotations

import enum as _python_enum
import types
from typing import Any

from .more_builtins import enum as _tigerjython_enum


def _make() -> types.ModuleType:
    module = types.ModuleType("enum", __doc__)
    module.enum = _tigerjython_enum
    module.__all__ = ["enum"] + [name for name in getattr(_python_enum, "__all__", []) if name != "enum"]

    def __getattr__(name: str) -> Any:
        return getattr(_python_enum, name)

    module.__getattr__ = __getattr__
    return module


TIGERJYTHON_ENUM = _make()
