"""Fonts: the face that draws a java.awt.Font's text (background, bitmaps, text actors, buttons), from the
font files that ship with gamegrid (gamegrid/base/fonts.py: never the machine's own fonts), made by the picture
interface (a Pillow font on the desktop, a canvas font of the same file in the browser)."""
from __future__ import annotations

from typing import Any

from ..java.awt import Font
from ..base import fonts
from . import picture


def face_of(font: Font) -> Any:
    """The face for a java.awt.Font: Java's logical names (and the physical names Java maps onto
    them) in their four styles, drawn with the shipped DejaVu subsets."""
    return picture.font(font.getName(), font.getStyle(), font.getSize())


# Text is laid out by gamegrid/base/fonts.py, the same on every machine (with or without libraqm) and in the
# browser: draw and measure through these, not with Draw.text alone or Pillow's getlength.
draw_text = fonts.draw_text
text_length = fonts.text_length
