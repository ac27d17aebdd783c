"""The rest of TigerJython's builtins beyond the dialogs: enum(), isInteger(), head/tail/indices, and the
IDE helpers (clrScr, registerExitFunction, getTigerJythonFlag ...) that only make sense in its editor.

Re-exported by gamegrid.tigerjython.script_builtins, so scripts get them without an import."""
from __future__ import annotations

import atexit
import sys
from pathlib import Path
from typing import Any, Callable, Iterator, List, Optional
from ..base.i18n import tr

__all__ = ["enum", "isInteger", "head", "tail", "indices", "clrScr", "registerExitFunction",
           "registerStopFunction", "getTigerJythonFlag", "getTigerJythonPath", "getMainFilePath",
           "getMainFileName", "exposeParameter", "TJ_hideConstsFromDebugView"]


# ----- enum ----------------------------------------------------------------------------------------------
class _EnumName(str):
    """An enum value's name: a string (State.OFF.name == "OFF", as Python's enums) that can also be called
    (State.OFF.name() == "OFF", as Java's enums, which TigerJython's are)."""

    def __call__(self) -> str:
        return str(self)


class EnumValue(int):
    """One value of an enum(...): prints as its name, compares and orders by its position; Java's
    name(), ordinal(), toString(), compareTo(), equals() as TigerJython's Java enums have them. Values
    of two different enums are never equal (Suit.SPADES != Rank.ACE), as in Java."""

    name: str

    def __new__(cls, name: str, index: int, names: tuple = ()) -> "EnumValue":
        value = super().__new__(cls, index)
        value.name = _EnumName(name)
        value._names = tuple(names)   # the enum's names: which enum the value belongs to (kept when pickled)
        return value

    @property
    def value(self) -> int:
        return int(self)

    def ordinal(self) -> int:
        return int(self)

    def toString(self) -> str:
        return str(self.name)

    def compareTo(self, other: int) -> int:
        return int(self) - int(other)

    def equals(self, other: object) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        if isinstance(other, EnumValue) and other._names != self._names:
            return False
        return int.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    __hash__ = int.__hash__

    def __str__(self) -> str:
        return str(self.name)

    __repr__ = __str__

    def __reduce__(self):
        return (EnumValue, (str(self.name), int(self), self._names))


class Enumeration:
    """What enum("OFF", "STANDBY", "WORKING") returns: State.OFF, State.STANDBY ...; iterable, len()."""

    def __init__(self, names: List[str]) -> None:
        self._values = [EnumValue(name, index, tuple(names)) for index, name in enumerate(names)]
        for value in self._values:
            setattr(self, value.name, value)

    def __iter__(self) -> Iterator[EnumValue]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __contains__(self, item: object) -> bool:
        return item in self._values

    def __getitem__(self, index: int) -> EnumValue:
        return self._values[index]

    def values(self) -> List[EnumValue]:
        return list(self._values)

    def valueOf(self, name: str) -> EnumValue:
        """The value called name (Java's Enum.valueOf)."""
        for value in self._values:
            if value.name == name:
                return value
        raise ValueError(tr("enum: there is no value called {name!r}; the values are {names}.",
                            name=name, names=", ".join(v.name for v in self._values)))

    def __repr__(self) -> str:
        return f"enum({', '.join(repr(v.name) for v in self._values)})"


def _make_enum(*names: Any) -> Enumeration:
    if len(names) == 1 and isinstance(names[0], (list, tuple)):
        names = tuple(names[0])
    if not names:
        raise TypeError(tr('enum() needs at least one name, e.g. enum("OFF", "ON").'))
    for name in names:
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(tr("enum(): each name must be a word usable as a name (letters, digits, _), got "
                               "{name!r}.", name=name))
        if name.startswith("_") or name in ("values", "valueOf"):
            raise ValueError(tr("enum(): {name!r} cannot be used as a name here; choose another one.", name=name))
    if len(set(names)) != len(names):
        raise ValueError(tr("enum(): the names must differ, got {value}.", value=list(names)))
    return Enumeration(list(names))


class _EnumBuiltin:
    """TigerJython's enum("OFF", "STANDBY", "WORKING"): named states; State.OFF prints as OFF and
    State.OFF < State.WORKING. TigerJython's gamegrid exports it, so `from gamegrid import *` hides
    Python's enum module behind it; enum.Enum, enum.auto ... therefore still reach that module."""

    __name__ = "enum"

    def __call__(self, *names: Any) -> Enumeration:
        return _make_enum(*names)

    def __getattr__(self, name: str) -> Any:
        import enum as python_enum
        return getattr(python_enum, name)

    def __repr__(self) -> str:
        return "<TigerJython's enum(); enum.Enum etc. are Python's>"


# the help again below the object: editors (Jedi) show an object's help from the text under its line
enum = _EnumBuiltin()
"""TigerJython's enum("OFF", "STANDBY", "WORKING"): named states; State.OFF prints as OFF and
State.OFF < State.WORKING. Example: State = enum("OFF", "ON"); state = State.OFF"""


# ----- small helpers -------------------------------------------------------------------------------------
def isInteger(value: Any) -> bool:
    """True for a whole number: an int, or a float without a fraction (isInteger(3.0) is True)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    if isinstance(value, float):
        return value == value and value not in (float("inf"), float("-inf")) and value.is_integer()
    return False


def head(items: Any) -> Any:
    """The first element of a list (or string)."""
    return items[0]


def tail(items: Any) -> Any:
    """Everything after the first element."""
    return items[1:]


def indices(items: Any) -> range:
    """The indices of a list: range(len(items))."""
    return range(len(items))


# ----- TigerJython's editor helpers ----------------------------------------------------------------------
def clrScr() -> None:
    """Clear the output: in a terminal the screen is cleared; elsewhere (an IDE's shell) nothing happens."""
    if sys.stdout.isatty():
        sys.stdout.write("\033[2J\033[H")
        sys.stdout.flush()


_exit_functions: List[Callable[[], Any]] = []
_atexit_installed = False


def registerExitFunction(function: Callable[[], Any]) -> None:
    """function() is called once when the program ends (after its window was closed)."""
    global _atexit_installed
    if not callable(function):
        raise TypeError(tr("registerExitFunction() needs a function, got {function!r}.", function=function))
    _exit_functions.append(function)
    if not _atexit_installed and not _managed_by_runner():
        atexit.register(run_exit_functions)
        _atexit_installed = True


registerStopFunction = registerExitFunction   # TigerJython's stop button is closing the window here


def run_exit_functions() -> None:
    """Called by the runner when a run ends (and at interpreter exit for `python script.py`)."""
    functions = list(_exit_functions)
    _exit_functions.clear()
    for function in functions:
        try:
            function()
        except Exception as exc:   # student code: report it, the others still run
            from ..runtime.errors import format_user_traceback
            sys.stderr.write(format_user_traceback(exc))


def _managed_by_runner() -> bool:
    try:
        from .. import runtime
        rt = runtime.active()
        return bool(rt is not None and rt.managed_by_runner)
    except ImportError:
        return False


def getTigerJythonFlag(name: str) -> Optional[str]:
    """TigerJython's editor settings; there are none here, so None (as TigerJython for unknown names)."""
    return None


def getTigerJythonPath(name: str = "") -> Optional[str]:
    return None


def getMainFilePath() -> str:
    """The folder of the running script."""
    main = sys.modules.get("__main__")
    path = getattr(main, "__file__", None)
    return str(Path(path).resolve().parent) if path else ""


def getMainFileName() -> str:
    main = sys.modules.get("__main__")
    path = getattr(main, "__file__", None)
    return Path(path).name if path else ""


def exposeParameter(*args: Any, **kwargs: Any) -> None:
    """TigerJython's debugger view; nothing to show here."""


def TJ_hideConstsFromDebugView(*args: Any) -> None:
    """TigerJython's debugger view; nothing to hide here."""
