"""A picture's pixels for WebGL, whatever the model's pictures are made of.

The model's pictures follow Pillow's interface (size, mode, convert, crop, tobytes, getchannel): Pillow on
the desktop, the browser's canvas pictures in the page (web-pictures' backend). A picture that can hand
WebGL a canvas of its own (`js_canvas()`) is uploaded from it directly, without a copy through Python.
"""
from __future__ import annotations

from typing import Any

from pyodide.ffi import to_js


def visible_box(picture: Any) -> tuple[int, int, int, int]:
    """The bounding box of the non-transparent pixels ((0, 0, 0, 0): none); the whole picture where the
    picture cannot tell (then its transparent margins are drawn too, which changes no pixel)."""
    width, height = picture.size
    try:
        rgba = picture if picture.mode == "RGBA" else picture.convert("RGBA")
        return rgba.getchannel("A").getbbox() or (0, 0, 0, 0)
    except (AttributeError, NotImplementedError):
        return (0, 0, width, height) if width and height else (0, 0, 0, 0)


def rgba(picture: Any, box: tuple[int, int, int, int]) -> tuple[int, int, Any]:
    """(width, height, pixels) of the part `box` of `picture`, RGBA rows top-down, for texSubImage."""
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    canvas = getattr(picture, "js_canvas", None)
    if canvas is not None and (left, top, right, bottom) == (0, 0, *picture.size):
        return width, height, canvas()
    whole = picture if picture.mode == "RGBA" else picture.convert("RGBA")
    part = whole if (left, top, right, bottom) == (0, 0, *whole.size) else whole.crop(box)
    return width, height, to_js(memoryview(part.tobytes()))
