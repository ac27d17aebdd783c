"""askColor() and javax.swing.JColorChooser: there is no colour chooser here, so the dialog asks for an
X11 colour name (e.g. "skyblue") through inputString(), which answers files and --answers can feed."""
from __future__ import annotations

from typing import Any

from ..java.awt import Color
from ..java.x11colors import X11Color
from .script_builtins import inputString


def _as_color(value: Any) -> Color | None:
    if value is None or isinstance(value, Color):
        return value
    return X11Color.toColor(str(value))


def askColor(title: str = "Choose a colour", default: Any = None) -> Color | None:
    """Ask for a colour. There is no colour chooser here: the dialog asks for an X11 colour name
    (e.g. "skyblue"); empty input gives the default, cancel gives None.

    - title: the question shown
    - default: the colour given for an empty answer (a Color or a colour name)
    """
    default_color = _as_color(default)
    init = "" if default is None else (default if isinstance(default, str) else "")
    try:
        answer = inputString(f"{title} (colour name, e.g. skyblue)", init)
    except EOFError:   # headless run without an answer left: keep the default, as an OK click would
        return default_color
    if answer is None:
        return None
    answer = str(answer).strip()
    return _as_color(answer) if answer else default_color


class JColorChooser:
    """javax.swing.JColorChooser.showDialog(parent, title, initialColor) through askColor()."""

    @staticmethod
    def showDialog(parent: Any, title: str, initial: Any = None) -> Color | None:
        return askColor(title, initial)
