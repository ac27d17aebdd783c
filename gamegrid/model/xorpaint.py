"""XOR painting (Java's Graphics.setXORMode) on a picture.

Java's rule: every pixel a shape covers becomes pixel ^ paint ^ xor (per RGB channel, alpha kept).
Drawing the same shape twice restores the pixels, which is what rubber-band drawing relies on.
XorDraw stands in for the picture's Draw: each shape is drawn into a mask without antialiasing (so the
second drawing covers exactly the same pixels) and the covered pixels are XORed (picture.xor_shape).
"""
from __future__ import annotations

from typing import Any, Callable

from . import picture as pic
from .picture import Picture

Rgb = tuple[int, int, int]

# Draw methods whose `fill` is the stroke colour (the rest use fill for the inside, outline for the edge)
_STROKED = frozenset({"line", "arc", "point", "text", "multiline_text"})


class XorDraw:
    """What the background draws with while XOR mode is on (same calls as the picture's Draw)."""

    def __init__(self, image: Picture, xor_color: Rgb) -> None:
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
                pic.xor_shape(self._image, self._key(color),
                              lambda mask, kw=colour_kwargs: getattr(mask, name)(*args, **kw, **kwargs))
        return draw

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return self._shape(name)
