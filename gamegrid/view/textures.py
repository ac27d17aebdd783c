"""Pillow pictures -> pyglet textures, packed into shared atlases so most actors draw in one call."""
from __future__ import annotations

from typing import Any

from PIL import Image


def to_image_data(pyglet: Any, picture: Image.Image) -> Any:
    """Pillow rows run top-down; a negative pitch tells pyglet so."""
    rgba = picture if picture.mode == "RGBA" else picture.convert("RGBA")
    w, h = rgba.size
    return pyglet.image.ImageData(w, h, "RGBA", rgba.tobytes(), pitch=-w * 4)


class TextureCache:
    def __init__(self, pyglet: Any) -> None:
        self._pyglet = pyglet
        self._bin = pyglet.image.atlas.TextureBin(texture_width=2048, texture_height=2048)
        self._regions: dict[int, tuple[Image.Image, Any]] = {}   # id(picture) -> (picture kept alive, region)

    def region(self, picture: Image.Image) -> Any:
        entry = self._regions.get(id(picture))
        if entry is not None and entry[0] is picture:
            return entry[1]
        data = to_image_data(self._pyglet, picture)
        try:
            region = self._bin.add(data, border=1)
        except Exception:   # larger than an atlas page: a texture of its own
            region = data.get_texture()
        self._regions[id(picture)] = (picture, region)
        return region
