"""GGInputInt, GGInputLong, GGInputDouble, GGInputString: JGameGrid's input dialogs (a title, a prompt and
an answer filled in). show() asks until the answer fits (a whole number, a number ...) and returns it;
Cancel ends the program, as in the original. They are answered as inputInt() is: the dialog in a window,
headless the runner's answers (`--answers FILE`) or standard input."""
from __future__ import annotations

import sys
from typing import Any, Callable

from .script_builtins import ask_text
from ..base.i18n import N_, tr

_INT_RANGE = (-2 ** 31, 2 ** 31 - 1)
_LONG_RANGE = (-2 ** 63, 2 ** 63 - 1)


def _whole_number(low: int, high: int) -> Callable[[str], int]:
    def convert(text: str) -> int:
        value = int(text)
        if not low <= value <= high:
            raise ValueError(text)
        return value
    return convert


def _java_double(text: str) -> float:
    """Double.valueOf: "3.5", "1e3", "2.5d", "Infinity", "NaN"; no comma, no Python-only forms."""
    core = text[:-1] if text and text[-1] in "dDfF" else text
    if core.lstrip("+-") in ("Infinity", "NaN"):
        return float(core)
    if not core or any(ch not in "0123456789+-.eE" for ch in core):
        raise ValueError(text)
    return float(core)


class _GGInput:
    """The dialog: GGInputX(title, prompt) or GGInputX(title, prompt, init)."""
    _convert: Callable[[str], Any] = staticmethod(str)
    _complaint = N_("'{text}' is not a string")

    def __init__(self, title: Any, prompt: Any, *init: Any) -> None:
        if len(init) > 1:
            raise TypeError(tr("{name}(title, prompt) or {name}(title, prompt, init).", name=type(self).__name__))
        self._title = str(title)
        self._prompt = str(prompt)
        self._init = str(init[0]) if init else ""

    def show(self) -> Any:
        """Show the dialog until the answer fits and return it; Cancel ends the program."""
        while True:
            text = ask_text(self._prompt, self._init, self._title)
            if text is None:
                sys.exit(0)
            try:
                return type(self)._convert(text.strip())
            except ValueError:
                print(tr(self._complaint, text=text))


class GGInputInt(_GGInput):
    """Asks for a whole number (Java int): GGInputInt(title, prompt[, init]).show()."""
    _convert = staticmethod(_whole_number(*_INT_RANGE))
    _complaint = N_("'{text}' is not an integer")


class GGInputLong(_GGInput):
    """Asks for a whole number (Java long): GGInputLong(title, prompt[, init]).show()."""
    _convert = staticmethod(_whole_number(*_LONG_RANGE))
    _complaint = N_("'{text}' is not an integer")


class GGInputDouble(_GGInput):
    """Asks for a number: GGInputDouble(title, prompt[, init]).show()."""
    _convert = staticmethod(_java_double)
    _complaint = N_("'{text}' is not a number")


class GGInputString(_GGInput):
    """Asks for a text (spaces at both ends taken off): GGInputString(title, prompt[, init]).show()."""
    _convert = staticmethod(str)
