"""A picture's pixels for WebGL, through the model's picture interface (gamegrid/model/picture.py): in the
page the pictures are the canvas implementation's CanvasPictures. A picture that can hand WebGL a canvas of
its own (`js_canvas()`) is uploaded from it directly, without a copy through Python.
"""
from __future__ import annotations

from typing import Any

from pyodide.ffi import to_js

from ...model import picture as pictures


def visible_box(picture: Any) -> tuple[int, int, int, int]:
    """The bounding box of the non-transparent pixels ((0, 0, 0, 0): none)."""
    return pictures.opaque_box(picture)


def rgba(picture: Any, box: tuple[int, int, int, int]) -> tuple[int, int, Any]:
    """(width, height, pixels) of the part `box` of `picture`, RGBA rows top-down, for texSubImage."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    whole = (left, top, right, bottom) == (0, 0, *picture.size)
    canvas = getattr(picture, "js_canvas", None)
    if canvas is not None and whole:
        return width, height, canvas()
    part = picture if whole else picture.crop(box)
    return width, height, to_js(memoryview(pictures.to_rgba(part)))
