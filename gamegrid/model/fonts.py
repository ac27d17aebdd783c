"""Fonts: the Pillow font that draws a java.awt.Font's text (background, bitmaps, text actors, buttons, bars),
from the font files that ship with gamegrid (gamegrid/base/fonts.py: never the machine's own fonts)."""
from __future__ import annotations

from typing import Any

from ..java.awt import Font
from ..base import fonts


def pillow_font(font: Font) -> Any:
    """A Pillow font for a java.awt.Font: Java's logical names (and the physical names Java maps onto
    them) in their four styles, drawn with the shipped DejaVu subsets."""
    return fonts.truetype(font.getName(), font.getStyle(), font.getSize())


# Text is laid out by gamegrid/base/fonts.py, the same on every machine (with or without libraqm): draw and
# measure through these, not with ImageDraw.text and getlength.
draw_text = fonts.draw_text
text_length = fonts.text_length
