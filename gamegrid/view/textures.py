"""Pillow pictures -> pyglet image data (the background; actor pictures go to view/atlas.py)."""
from __future__ import annotations

from typing import Any

from PIL import Image


def to_image_data(pyglet: Any, picture: Image.Image) -> Any:
    """Pillow rows run top-down; a negative pitch tells pyglet so."""
    rgba = picture if picture.mode == "RGBA" else picture.convert("RGBA")
    w, h = rgba.size
    return pyglet.image.ImageData(w, h, "RGBA", rgba.tobytes(), pitch=-w * 4)
