"""The exceptions the gamegrid API raises, with messages a student can understand."""
from __future__ import annotations

import traceback
from typing import Any
from ..base.i18n import tr


class GameGridError(Exception):
    """The gamegrid API was used in a way it cannot work; the message says what to do instead."""


class WindowNotInitialized(GameGridError):
    """A gamegrid function was called before makeGameGrid() created the window (TigerJython's name)."""


class FunctionDeprecated(GameGridError):
    """Kept for scripts that catch TigerJython's exception of the same name."""


class SpriteNotFoundError(GameGridError, FileNotFoundError):
    """An image path could not be found in any of the places gamegrid searches.

    For the hint line: `_asked` is the name asked for, `_suggestion` a file that is there under another
    ending ("sprites/nemo.gif" for "sprites/nemo.png") or None."""

    _asked: str = ""
    _suggestion: str | None = None


def not_initialized(function_name: str) -> WindowNotInitialized:
    return WindowNotInitialized(
        tr('{function_name}() needs the game window, but there is none yet. Use "makeGameGrid()" to create the '
           "graphics window before calling GameGrid methods.", function_name=function_name)
    )


def getStackTrace(error: Any = None) -> str:
    """The traceback of an exception as text (or where the program is now).

    - error: the exception; None for the current place
    """
    if isinstance(error, BaseException):
        return "".join(traceback.format_exception(type(error), error, error.__traceback__))
    return "".join(traceback.format_stack()[:-1])
