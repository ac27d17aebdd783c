"""The error for API names that cannot exist in gamegrid for CPython (e.g. gpanel's printer calls: there is
no printer access); each says why and what to use instead."""
from __future__ import annotations

from .errors import GameGridError
from ..base.i18n import N_, tr


class NotSupportedError(GameGridError, NotImplementedError):
    """Raised by a name of the original API that gamegrid for CPython does not support."""


def not_supported(name: str, reason: str, alternative: str) -> NotSupportedError:
    """The error; `reason` and `alternative` are catalogue messages (marked with N_ where they are written)."""
    return NotSupportedError(tr("{name} is not supported by gamegrid for CPython ({reason}). Instead, {alternative}.",
                                name=name, reason=tr(reason), alternative=tr(alternative)))


def unsupported_function(name: str, reason: str, alternative: str):
    """A function that raises NotSupportedError when a script calls it."""
    def refuse(*args, **kwargs):
        raise not_supported(f"{name}()", reason, alternative)
    refuse.__name__ = refuse.__qualname__ = name
    refuse.__doc__ = f"Not supported: {reason}. {alternative}."
    return refuse
