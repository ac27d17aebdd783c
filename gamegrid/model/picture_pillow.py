"""The picture interface (model/picture.py) on Pillow: the desktop's implementation.

A picture is a Pillow image itself (RGBA wherever the model makes one), so the view uploads it directly
and pixel loops run at Pillow's speed. Every function here is what the model did with Pillow before the
interface existed, so the pixels are the same (tests/test_golden.py and the other picture tests).
"""
from __future__ import annotations

import io
from typing import Any, Callable

from PIL import Image, ImageChops, ImageDraw

from ..base import fonts

NAME = "pillow"
Picture = Image.Image

Rgba = tuple[int, int, int, int]


def new(size: tuple[int, int], rgba: Rgba = (0, 0, 0, 0)) -> Image.Image:
    return Image.new("RGBA", (int(size[0]), int(size[1])), tuple(rgba))


def open_file(path: Any) -> Image.Image:
    with Image.open(path) as opened:
        opened.load()
        return opened.convert("RGBA")


def from_encoded(data: bytes) -> Image.Image:
    try:
        with Image.open(io.BytesIO(bytes(data))) as opened:
            return opened.convert("RGBA")
    except (ValueError, TypeError) as error:
        raise OSError(str(error)) from error


def from_rgba(size: tuple[int, int], data: bytes) -> Image.Image:
    return Image.frombytes("RGBA", (int(size[0]), int(size[1])), bytes(data))


def to_rgba(picture: Image.Image) -> bytes:
    return as_rgba(picture).tobytes()


def is_picture(value: Any) -> bool:
    return isinstance(value, Image.Image)


def as_rgba(picture: Image.Image) -> Image.Image:
    return picture if picture.mode == "RGBA" else picture.convert("RGBA")


def save(picture: Image.Image, path: Any, kind: str) -> None:
    fmt = str(kind).upper().replace("JPG", "JPEG")
    (picture if fmt == "PNG" else picture.convert("RGB")).save(path, format=fmt)


def flipped(picture: Image.Image, horizontal: bool) -> Image.Image:
    return picture.transpose(Image.Transpose.FLIP_LEFT_RIGHT if horizontal else Image.Transpose.FLIP_TOP_BOTTOM)


def rotated(picture: Image.Image, degrees_clockwise: float, expand: bool = False) -> Image.Image:
    return picture.rotate(-degrees_clockwise, resample=Image.Resampling.BILINEAR, expand=expand)


def scaled(picture: Image.Image, size: tuple[int, int]) -> Image.Image:
    return picture.resize((int(size[0]), int(size[1])), Image.Resampling.BILINEAR)


def alpha_scaled(picture: Image.Image, factor: float) -> Image.Image:
    copy = as_rgba(picture).copy()
    factor = max(0.0, min(1.0, factor))
    copy.putalpha(copy.getchannel("A").point(lambda v: int(v * factor)))
    return copy


def paste(target: Image.Image, source: Image.Image, xy: tuple[int, int]) -> None:
    target.paste(source, (int(xy[0]), int(xy[1])))


def composite(target: Image.Image, source: Image.Image, xy: tuple[int, int]) -> None:
    # Only the part of source that lies on target is composited (alpha_composite refuses a place outside):
    # the same pixels as compositing a transparent layer of target's size with source pasted on it.
    x, y = int(xy[0]), int(xy[1])
    left, top = max(0, -x), max(0, -y)
    right, bottom = min(source.width, target.width - x), min(source.height, target.height - y)
    if left >= right or top >= bottom:
        return
    target.alpha_composite(as_rgba(source), dest=(x + left, y + top), source=(left, top, right, bottom))


drawer: Callable[[Image.Image], Any] = ImageDraw.Draw


def pixels(picture: Image.Image) -> Any:
    return picture.load()


def flood_fill(picture: Image.Image, xy: tuple[int, int], rgba: Rgba) -> None:
    ImageDraw.floodfill(picture, (int(xy[0]), int(xy[1])), tuple(rgba), thresh=0)


def _xor_lut(k: int) -> list[int]:
    return [v ^ k for v in range(256)]


def xor_shape(picture: Image.Image, key: tuple[int, int, int], draw_shape: Callable[[Any], None]) -> None:
    mask = Image.new("1", picture.size, 0)
    draw_shape(ImageDraw.Draw(mask))   # a 1-bit mask: no antialiasing, a second XOR covers the same pixels
    box = mask.getbbox()
    if box is None or tuple(key) == (0, 0, 0):
        return
    r, g, b, a = picture.crop(box).split()
    xored = Image.merge("RGBA", (r.point(_xor_lut(key[0])), g.point(_xor_lut(key[1])),
                                 b.point(_xor_lut(key[2])), a))
    picture.paste(xored, box[:2], mask.crop(box))


_masks: dict[int, tuple[Image.Image, Image.Image]] = {}


def _opaque_mask(picture: Image.Image) -> Image.Image:
    """"L" image: 255 where the picture is not fully transparent (cached per picture object)."""
    hit = _masks.get(id(picture))
    if hit is not None and hit[0] is picture:
        return hit[1]
    if len(_masks) > 512:
        _masks.clear()
    mask = picture.getchannel("A").point(lambda a: 255 if a else 0)
    _masks[id(picture)] = (picture, mask)
    return mask


def mask_hits(picture: Image.Image, box: tuple[int, int, int, int], draw_shape: Callable[[Any], None]) -> bool:
    region = _opaque_mask(picture).crop(box)
    stencil = Image.new("L", region.size, 0)
    draw_shape(ImageDraw.Draw(stencil))
    return ImageChops.multiply(region, stencil).getbbox() is not None


def opaque_box(picture: Image.Image) -> tuple[int, int, int, int]:
    return as_rgba(picture).getchannel("A").getbbox() or (0, 0, 0, 0)


font = fonts.truetype
