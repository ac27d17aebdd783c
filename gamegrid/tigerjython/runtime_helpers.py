"""Helpers that translated TigerJython / Python 2 scripts import on their first line.

Kept tiny and dependency-free: ``gamegrid convert`` output imports them too.
"""
from __future__ import annotations

import functools
from typing import Any, Callable
from ..i18n import tr

__all__ = ["_tj_div", "_tj_cmp_to_key", "cmp", "reduce", "unichr"]

reduce = functools.reduce
unichr = chr


def _tj_div(a: Any, b: Any) -> Any:
    """Python 2 ``/``: floor division for two ints, true division otherwise."""
    if isinstance(a, int) and isinstance(b, int):
        return a // b
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


def _tj_cmp_to_key(func: Callable[[Any, Any], int], key: Callable[[Any], Any] | None = None):
    """``cmp=`` function -> ``key=`` object (Python 2 ``sorted(x, cmp=f)``); with ``key`` as well,
    Python 2 compared key(a) with key(b)."""
    if not callable(func):
        raise TypeError(tr("sort(cmp=...) needs a function of two items that returns a negative number, zero or a "
                           "positive number, got {func!r}.", func=func))
    if key is None:
        return functools.cmp_to_key(func)
    wrapped = functools.cmp_to_key(func)
    return lambda item: wrapped(key(item))


def cmp(a: Any, b: Any) -> int:
    """Python 2 builtin ``cmp``."""
    return (a > b) - (a < b)
