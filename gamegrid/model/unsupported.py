"""The error for API names this port deliberately does not provide (listed in README "Not supported")."""
from __future__ import annotations

from .errors import GameGridError


class NotSupportedError(GameGridError, NotImplementedError):
    """Raised by a name of the original API that gamegrid for CPython does not support."""


def not_supported(name: str, reason: str, alternative: str) -> NotSupportedError:
    return NotSupportedError(f"{name} is not supported by gamegrid for CPython ({reason}). "
                             f"Instead, {alternative}.")


def unsupported_class(name: str, reason: str, alternative: str) -> type:
    """A class that raises NotSupportedError as soon as a script creates it."""
    def __init__(self, *args, **kwargs):   # noqa: N807
        raise not_supported(name, reason, alternative)
    return type(name, (), {"__init__": __init__, "__doc__": f"Not supported: {reason}. {alternative}."})


def unsupported_function(name: str, reason: str, alternative: str):
    """A function that raises NotSupportedError when a script calls it."""
    def refuse(*args, **kwargs):
        raise not_supported(f"{name}()", reason, alternative)
    refuse.__name__ = refuse.__qualname__ = name
    refuse.__doc__ = f"Not supported: {reason}. {alternative}."
    return refuse
