"""Helpers that translated TigerJython / Python 2 scripts import on their first line.

Kept tiny and dependency-free: ``gamegrid convert`` output imports them too.
"""
from __future__ import annotations

import functools
import importlib
import math
import sys
from typing import Any, Callable
from ..base.i18n import tr

__all__ = ["_tj_div", "_tj_cmp_to_key", "_tj_next", "cmp", "reduce", "unichr", "round", "file", "intern",
           "reload", "buffer", "oct", "range"]

reduce = functools.reduce
unichr = chr
file = open
intern = sys.intern
reload = importlib.reload
buffer = memoryview
_NO_DEFAULT = object()


def round(number: Any, ndigits: int = 0) -> float:   # noqa: A001 (Python 2's round, by its name)
    """Python 2 round(): always a float, halves away from zero (round(2.5) == 3.0, Python 3 gives 2),
    on the exact binary value as CPython 2.7 / Jython do (round(2.675, 2) == 2.67)."""
    x = float(number)
    if not math.isfinite(x):
        return x
    from decimal import ROUND_HALF_UP, Decimal   # when a script rounds (not at import: a lighter start)
    step = Decimal(1).scaleb(-int(ndigits))
    return float(Decimal(x).quantize(step, rounding=ROUND_HALF_UP))


_range = range


def range(*args: Any):   # noqa: A001 (Jython's range, by its name)
    """TigerJython's range(): a float is taken by its whole part (its Jython converts the arguments with
    asInt()), so range(x / math.pi * n) runs; Python 3 (and CPython 2.7) raise TypeError."""
    return _range(*(int(a) if isinstance(a, float) else a for a in args))


def oct(number: Any) -> str:   # noqa: A001 (Python 2's oct, by its name)
    """Python 2 oct(): a leading 0, not 0o (oct(511) == '0777', oct(0) == '0', oct(-8) == '-010')."""
    n = number.__index__()
    if n == 0:
        return "0"
    return ("-0" if n < 0 else "0") + format(abs(n), "o")


def _tj_next(iterator: Any, default: Any = _NO_DEFAULT) -> Any:
    """Python 2 ``it.next()``: the object's own ``next`` method (a class of the program, a Java-style
    iterator), else Python 3's ``next(it)``."""
    own = getattr(iterator, "next", None)
    if callable(own):
        return own()
    if default is _NO_DEFAULT:
        return next(iterator)
    return next(iterator, default)


def _tj_div(a: Any, b: Any) -> Any:
    """TigerJython's ``/``: the true division, also between two ints (TigerJython starts Jython with
    -Qnew, see docs/decisions.md), and ``__div__`` / ``__rdiv__`` of Python 2 classes."""
    try:
        return a / b
    except TypeError:
        # Python 2 classes spell division __div__ / __rdiv__
        div = getattr(type(a), "__div__", None)
        if div is not None:
            return div(a, b)
        rdiv = getattr(type(b), "__rdiv__", None)
        if rdiv is not None:
            return rdiv(b, a)
        raise


class _PositionalSortArguments:
    """What the translation of ``x.sort(a[, b])`` hands to sort() as its key when ``a`` is not a function:
    the positional arguments of another class's sort method (``tj_positional_args``), which a list refuses
    with the message Python 2's ``cmp`` would have earned."""

    def __init__(self, args: Any) -> None:
        self.tj_positional_args = args if isinstance(args, tuple) else (args,)

    def __call__(self, item: Any) -> Any:
        raise TypeError(tr("sort(cmp=...) needs a function of two items that returns a negative number, zero or a "
                           "positive number, got {func!r}.", func=self.tj_positional_args[0]))


def _tj_cmp_to_key(func: Callable[[Any, Any], int], key: Callable[[Any], Any] | None = None):
    """``cmp=`` function -> ``key=`` object (Python 2 ``sorted(x, cmp=f)``); with ``key`` as well,
    Python 2 compared key(a) with key(b)."""
    if not callable(func):
        # x.sort(a, b) of an object that is no list (JCardGame's hand.sort(SortType.RANKPRIORITY, True)):
        # its sort() unpacks the arguments; a list calling this as its key says what was wrong
        return _PositionalSortArguments(func if key is None else (func, key))
    if key is None:
        return functools.cmp_to_key(func)
    wrapped = functools.cmp_to_key(func)
    return lambda item: wrapped(key(item))


def cmp(a: Any, b: Any) -> int:
    """Python 2 builtin ``cmp``."""
    return (a > b) - (a < b)


def python2_globals() -> dict:
    """The helpers a translated file may use, for its globals before its first line runs: the import the
    translation adds sits on the first simple statement, which may come after a loop at the top
    (`for i in range(10 / 2):` on line 1), and gamegrid convert's output keeps that import."""
    return {name: globals()[name] for name in __all__}
