"""XOR painting (Java's Graphics.setXORMode) on a Pillow image.

Java's rule: every pixel a shape covers becomes pixel ^ paint ^ xor (per RGB channel, alpha kept).
Drawing the same shape twice restores the pixels, which is what rubber-band drawing relies on.
XorDraw stands in for ImageDraw.Draw: it draws each shape into a 1-bit mask (no antialiasing, so
the second drawing covers exactly the same pixels) and XORs the covered pixels.
"""
from __future__ import annotations

from typing import Any, Callable

from PIL import Image, ImageDraw

Rgb = tuple[int, int, int]

# ImageDraw methods whose `fill` is the stroke colour (the rest use fill for the inside, outline for the edge)
_STROKED = frozenset({"line", "arc", "point", "text", "multiline_text"})


def _xor_lut(k: int) -> list[int]:
    return [v ^ k for v in range(256)]


def xor_region(image: Image.Image, mask: Image.Image, key: Rgb) -> None:
    """pixel ^= key wherever mask (mode "1", same size) is set; alpha stays."""
    box = mask.getbbox()
    if box is None or key == (0, 0, 0):
        return
    part = image.crop(box)
    r, g, b, a = part.split()
    xored = Image.merge("RGBA", (r.point(_xor_lut(key[0])), g.point(_xor_lut(key[1])),
                                 b.point(_xor_lut(key[2])), a))
    image.paste(xored, box[:2], mask.crop(box))


class XorDraw:
    """What the background draws with while XOR mode is on (same calls as ImageDraw.Draw)."""

    def __init__(self, image: Image.Image, xor_color: Rgb) -> None:
        self._image = image
        self._xor = xor_color

    def _key(self, color: Any) -> Rgb:
        r, g, b = tuple(color)[:3]
        return (r ^ self._xor[0], g ^ self._xor[1], b ^ self._xor[2])

    def _shape(self, name: str) -> Callable[..., None]:
        def draw(*args: Any, **kwargs: Any) -> None:
            fill, outline = kwargs.pop("fill", None), kwargs.pop("outline", None)
            if name in _STROKED:
                passes = [({"fill": 255}, fill)] if fill is not None else []
            elif fill is not None and outline is not None and tuple(fill) == tuple(outline):
                passes = [({"fill": 255, "outline": 255}, fill)]
            else:   # inside and edge in different colours: two XORs, as two Java calls would be
                passes = [(p, c) for p, c in (({"fill": 255}, fill), ({"outline": 255}, outline)) if c is not None]
            for colour_kwargs, color in passes:
                mask = Image.new("1", self._image.size, 0)
                getattr(ImageDraw.Draw(mask), name)(*args, **colour_kwargs, **kwargs)
                xor_region(self._image, mask, self._key(color))
        return draw

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return self._shape(name)
