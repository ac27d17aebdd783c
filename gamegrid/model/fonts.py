"""Fonts: the Pillow font that draws a java.awt.Font's text (background, bitmaps, text actors, buttons, bars)."""
from __future__ import annotations

from typing import Any

from PIL import ImageFont

from ..java.awt import Font

_FONT_CACHE: dict[tuple[str, int, int], Any] = {}


def pillow_font(font: Font) -> Any:
    """A Pillow font for a java.awt.Font (DejaVu stands in for Java's logical fonts)."""
    key = (font.getName(), font.getStyle(), font.getSize())
    cached = _FONT_CACHE.get(key)
    if cached is None:
        bold, italic = font.getStyle() & 1, font.getStyle() & 2
        serif = font.getName().lower() in ("serif", "timesroman", "times new roman")
        mono = font.getName().lower() in ("monospaced", "courier", "courier new")
        family = "DejaVuSansMono" if mono else ("DejaVuSerif" if serif else "DejaVuSans")
        suffix = {(0, 0): "", (1, 0): "-Bold", (0, 2): "-Oblique", (1, 2): "-BoldOblique"}[(bold, italic)]
        if serif and italic:
            suffix = suffix.replace("Oblique", "Italic")
        try:
            cached = ImageFont.truetype(f"{family}{suffix}.ttf", font.getSize())
        except OSError:
            try:
                cached = ImageFont.load_default(font.getSize())
            except TypeError:   # Pillow < 10.1 has no sized default font
                cached = ImageFont.load_default()
        _FONT_CACHE[key] = cached
    return cached
