"""Python 2 standard-library behaviour that TigerJython programs rely on and Python 3 changed.

The translator rewrites syntax; these are run-time names no fixer covers: ``time.clock()``,
``string.upper(s)``, ``string.letters``, the ``file`` builtin, and ``round`` (Python 2 gives a float
and rounds halves away from zero).  They are added for translated programs only.
"""
from __future__ import annotations

import math
import string
import time
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, Callable, Dict


def _str_method(name: str) -> Callable[..., Any]:
    method = getattr(str, name)

    def function(s: str, *args: Any) -> Any:
        return method(s, *args)
    function.__name__ = name
    return function


def _join(words: Any, sep: str = " ") -> str:
    return sep.join(words)


def _split(s: str, sep: Any = None, maxsplit: int = -1) -> list:
    return s.split(sep, maxsplit)


# string-module functions of Python 2 that are str methods in Python 3
_STRING_METHODS = ("capitalize", "center", "count", "expandtabs", "find", "index", "ljust", "lower",
                   "lstrip", "replace", "rfind", "rindex", "rjust", "rsplit", "rstrip", "strip",
                   "swapcase", "translate", "upper", "zfill")

_STRING_EXTRAS: Dict[str, Any] = {
    "letters": string.ascii_letters, "lowercase": string.ascii_lowercase,
    "uppercase": string.ascii_uppercase, "maketrans": str.maketrans,
    "join": _join, "joinfields": _join, "split": _split, "splitfields": _split,
    "atoi": lambda s, base=10: int(s, base), "atol": lambda s, base=10: int(s, base), "atof": float,
}


def py2_round(number: Any, ndigits: int = 0) -> float:
    """Python 2 round(): always a float, halves away from zero (round(2.5) == 3.0, Python 3 gives 2),
    on the exact binary value as CPython 2.7 / Jython do (round(2.675, 2) == 2.67)."""
    x = float(number)
    if not math.isfinite(x):
        return x
    step = Decimal(1).scaleb(-int(ndigits))
    return float(Decimal(x).quantize(step, rounding=ROUND_HALF_UP))


def install_py2_stdlib(namespace: Dict[str, Any]) -> None:
    """Add the removed names (idempotent; existing attributes are never replaced)."""
    if not hasattr(time, "clock"):
        # Jython's time.clock() is wall-clock seconds, used by games to measure reaction times
        time.clock = time.perf_counter  # type: ignore[attr-defined]
    for name in _STRING_METHODS:
        if not hasattr(string, name):
            setattr(string, name, _str_method(name))
    for name, value in _STRING_EXTRAS.items():
        if not hasattr(string, name):
            setattr(string, name, value)
    namespace.setdefault("file", open)
    namespace.setdefault("round", py2_round)
