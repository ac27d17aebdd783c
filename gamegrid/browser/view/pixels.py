"""A picture's pixels for WebGL, through the model's one picture interface (gamegrid/model/picture.py).

In the page the model's pictures are canvas pictures (model/picture_canvas.py). They are uploaded as their RGBA
bytes, not as their canvas: a canvas keeps its pixels premultiplied by alpha, so the half-transparent edges
of sprites would come back from it rounded, and the bytes are what the model computed (as Pillow's are on
the desktop).
"""
from __future__ import annotations

from typing import Any

from pyodide.ffi import to_js

from ...model import picture as pic


def visible_box(picture: Any) -> tuple[int, int, int, int]:
    """The box of the pixels that are not fully transparent ((0, 0, 0, 0): none)."""
    return pic.opaque_box(picture)


def rgba(picture: Any, box: tuple[int, int, int, int]) -> tuple[int, int, Any]:
    """(width, height, pixels) of the part `box` (left, top, right, bottom) of `picture`, RGBA rows top-down,
    as a JavaScript Uint8Array for texSubImage."""
    left, top, right, bottom = box
    whole = pic.as_rgba(picture)
    part = whole if (left, top, right, bottom) == (0, 0, *whole.size) else whole.crop(box)
    return right - left, bottom - top, to_js(memoryview(pic.to_rgba(part)))
