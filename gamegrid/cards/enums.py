"""The suits and ranks a Deck is made of: Java enums in the original, here the values of TigerJython's
enum(...) (gamegrid/tigerjython/more_builtins.py), of a Python Enum, or plain strings: anything with a name."""
from __future__ import annotations

import enum
from typing import Any, Sequence


def enum_name(value: Any) -> str:
    """The name of one enum value: Java's name() (TigerJython's enum values and Python's Enum members have
    it as an attribute, a called method or a string); a plain string is its own name."""
    if isinstance(value, str):
        return str(value)
    name = getattr(value, "name", None)
    if callable(name):
        name = name()
    return name if isinstance(name, str) else str(value)


def enum_values(values: Any) -> list[Any]:
    """A suit or rank list as given: Suit.values(), the enum itself (iterable) or a list."""
    if hasattr(values, "values") and callable(values.values) and not isinstance(values, dict):
        values = values.values()
    return list(values)


def index_by_name(names: Sequence[str], value: Any) -> int:
    """Where value's name is in names; len(names) when it is not there (as the original's loop ends)."""
    wanted = enum_name(value)
    for index, name in enumerate(names):
        if name == wanted:
            return index
    return len(names)


class JavaEnum(enum.Enum):
    """A Java enum of the library (SortType, CardAlignment, CardOrientation): SortType.SUITPRIORITY prints
    as SUITPRIORITY; ordinal(), values(), valueOf(name) as in Java."""

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return self.name

    def ordinal(self) -> int:
        return int(self.value)

    def toString(self) -> str:
        return self.name

    @classmethod
    def values(cls) -> list[Any]:
        return list(cls)

    @classmethod
    def valueOf(cls, name: str) -> Any:
        return cls[name]
