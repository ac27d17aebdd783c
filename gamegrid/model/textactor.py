"""TextActor: an actor whose one sprite is rendered text (spec §4.3).

Layout as the original: the picture is 2 x the text width wide, its left half transparent, so the
text starts at the actor's location (the cell centre) and runs to the right, vertically centred.
Java's SansSerif is drawn with DejaVu Sans; the line height follows Java's (7/6 of the font size),
so TextActor("Hello") is 62 x 16 pixels as in the original.
"""
from __future__ import annotations

import math
from typing import Any, overload

from .actor import Actor
from . import picture as pic
from .picture import Picture
from ..java.awt import Color, Font
from .fonts import draw_text, face_of, text_length
from ..base.i18n import tr

_DEFAULT_FONT = Font("SansSerif", Font.PLAIN, 12)


def _render(text: str, text_color: Color, bg_color: Color, font: Font) -> tuple[Picture, int, int]:
    face = face_of(font)
    width = max(1, int(math.ceil(text_length(face, text))))
    line_height = font.getSize() * 7.0 / 6.0
    height = int(math.ceil(line_height)) + 2
    picture = pic.new((2 * width, height), (0, 0, 0, 0))
    draw = pic.drawer(picture)
    draw.rectangle([width, 0, 2 * width - 1, height - 1], fill=bg_color.rgba)
    draw_text(draw, (width, 0.8 * line_height), text, text_color.rgba, face, "ls")
    return picture, width, int(line_height)


class TextActor(Actor):
    """TextActor(text) / (text, textColor, bgColor, font) / (isRotatable, text, textColor, bgColor, font)."""

    @overload
    def __init__(self, text: str, /) -> None: ...
    @overload
    def __init__(self, text: str, textColor: Color, bgColor: Color, font: Font, /) -> None: ...
    @overload
    def __init__(self, isRotatable: bool, text: str, textColor: Color, bgColor: Color, font: Font, /) -> None: ...

    def __init__(self, *args: Any) -> None:
        rotatable = False
        rest = list(args)
        if rest and isinstance(rest[0], bool):
            rotatable = rest.pop(0)
        if len(rest) not in (1, 4):
            raise TypeError(tr("TextActor(text), TextActor(text, textColor, bgColor, font) or "
                               "TextActor(isRotatable, text, textColor, bgColor, font)."))
        text = str(rest[0])
        text_color, bg_color, font = (rest[1:] if len(rest) == 4
                                      else (Color(0, 0, 0), Color(255, 255, 255, 0), _DEFAULT_FONT))
        picture, self._t_width, self._t_height = _render(text, text_color, bg_color, font)
        self._t_text, self._t_style = text, (text_color, bg_color, font)
        if rotatable:
            Actor.__init__(self, True, picture)
        else:
            Actor.__init__(self, picture)

    def getTextWidth(self) -> int:
        return self._t_width

    def getTextHeight(self) -> int:
        return self._t_height

    def getText(self) -> str:
        return self._t_text
