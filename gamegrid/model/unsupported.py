"""The error for API names this port deliberately does not provide (listed in README "Not supported")."""
from __future__ import annotations

from .errors import GameGridError
from ..base.i18n import N_, tr


class NotSupportedError(GameGridError, NotImplementedError):
    """Raised by a name of the original API that gamegrid for CPython does not support."""


def not_supported(name: str, reason: str, alternative: str) -> NotSupportedError:
    """The error; `reason` and `alternative` are catalogue messages (marked with N_ where they are written)."""
    return NotSupportedError(tr("{name} is not supported by gamegrid for CPython ({reason}). Instead, {alternative}.",
                                name=name, reason=tr(reason), alternative=tr(alternative)))


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


# jgamegrid classes this port does not provide: using one says what to do instead
GGRectangle = unsupported_class("GGRectangle", N_("the rotated-rectangle geometry class is not ported"),
                                N_("give actors collision rectangles with setCollisionRectangle() and test them "
                                "with isActorColliding()"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
GGTextField = unsupported_class("GGTextField", N_("text fields drawn in the grid are not ported"),
                                N_("show text with a TextActor or bg.drawText(), or ask with inputString()"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
GGProgressBar = unsupported_class("GGProgressBar", N_("the progress bar widget is not ported"),
                                  N_("draw the bar with bg.fillRectangle() or show the value in the status bar"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
GGPath = unsupported_class("GGPath", N_("the path-following helper is not ported"),
                           N_("move the actor yourself in act() with setLocation() or move()"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
_INPUT_ALTERNATIVE = N_("use inputInt(prompt), inputFloat(prompt) or inputString(prompt)")
GGInputInt = unsupported_class("GGInputInt", N_("the jgamegrid input dialogs are not ported"), _INPUT_ALTERNATIVE)
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
GGInputLong = unsupported_class("GGInputLong", N_("the jgamegrid input dialogs are not ported"), _INPUT_ALTERNATIVE)
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
GGInputDouble = unsupported_class("GGInputDouble", N_("the jgamegrid input dialogs are not ported"), _INPUT_ALTERNATIVE)
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
GGInputString = unsupported_class("GGInputString", N_("the jgamegrid input dialogs are not ported"), _INPUT_ALTERNATIVE)
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""

