"""The model's one picture interface: every picture the model makes, changes or reads goes through here.

Two implementations, chosen once at import: Pillow on the desktop (picture_pillow) and the browser's 2D
canvas in Pyodide (picture_canvas), where Pillow has no build. The rest of the model never imports
Pillow or `js`; it calls the functions below and the few methods every picture has (`PictureMethods`).

On the desktop a picture *is* a Pillow RGBA image, not a wrapper around one: the view uploads it as it is,
and a pixel loop of the image lessons costs what Pillow's own costs (bench/bench_pixels.py). The canvas
implementation's pictures have the same attributes and methods (`PictureMethods`, `Draw`), so the model's code is
one for both (docs/decisions.md, "One picture interface").
"""
from __future__ import annotations

import sys
from typing import Any, Protocol, Sequence

Rgba = tuple[int, int, int, int]
Box = Sequence[float]            # (left, top, right, bottom): right and bottom included, as Pillow's shapes
XY = Sequence[Any]              # [(x, y), ...] or [x1, y1, x2, y2 ...]
Fill = Any                      # an RGBA tuple; 255 on a mask (mask_hits, xor_shape)


class PictureMethods(Protocol):
    """What the model reads of a picture directly (everything else: the functions of this module); both
    implementations' pictures have these (`Picture` below is the chosen implementation's class)."""

    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def size(self) -> tuple[int, int]: ...

    def getpixel(self, xy: tuple[int, int]) -> Any:
        """The (r, g, b, a) at a pixel (0..255 each)."""
        ...

    def copy(self) -> "PictureMethods": ...

    def crop(self, box: tuple[int, int, int, int]) -> "PictureMethods":
        """The part (left, top, right, bottom), right and bottom excluded; outside the picture transparent."""
        ...


class Draw(Protocol):
    """Drawing on one picture, with Pillow's ImageDraw conventions (the model was written against them):
    boxes include their right and bottom pixel, angles are degrees clockwise from east (y down),
    `width` is the stroke's width in pixels, an outline lies inside the box."""

    def line(self, xy: XY, fill: Fill = None, width: int = 1, joint: str | None = None) -> None: ...
    def point(self, xy: XY, fill: Fill = None) -> None: ...
    def rectangle(self, xy: Box, fill: Fill = None, outline: Fill = None, width: int = 1) -> None: ...
    def rounded_rectangle(self, xy: Box, radius: float = 0, fill: Fill = None, outline: Fill = None,
                          width: int = 1) -> None: ...
    def ellipse(self, xy: Box, fill: Fill = None, outline: Fill = None, width: int = 1) -> None: ...
    def arc(self, xy: Box, start: float, end: float, fill: Fill = None, width: int = 1) -> None: ...
    def pieslice(self, xy: Box, start: float, end: float, fill: Fill = None, outline: Fill = None,
                 width: int = 1) -> None: ...
    def polygon(self, xy: XY, fill: Fill = None, outline: Fill = None, width: int = 1) -> None: ...

    def text(self, xy: tuple[float, float], text: str, fill: Fill = None, font: Any = None,
             anchor: str | None = None) -> None:
        """One glyph run with a face from font() at xy under anchor "l" + a/s/m/d (ascender, baseline,
        middle, descender); fonts.draw_text places each glyph itself, so layout is the same everywhere."""


class Pixels(Protocol):
    """Direct pixel access for pixel loops: pixels[x, y] reads and writes an (r, g, b, a) tuple."""

    def __getitem__(self, xy: tuple[int, int]) -> Rgba: ...
    def __setitem__(self, xy: tuple[int, int], value: Rgba) -> None: ...


class Face(Protocol):
    """A font face from font(): the shipped file it comes from and its size in pixels (fonts.positions
    lays text out from the file's own tables with these two)."""

    path: Any
    size: float


if sys.platform == "emscripten":
    from . import picture_canvas as _backend
else:
    from . import picture_pillow as _backend

BACKEND: str = _backend.NAME
Picture = _backend.Picture
"""The class of the chosen implementation's pictures (a Pillow image on the desktop, CanvasPicture in the
browser): for annotations and isinstance."""

# The operations: each name is the chosen implementation's function (the desktop's take and return Pillow
# images, the browser's CanvasPictures); the docstring under each says what both do.

# ----- making pictures ------------------------------------------------------------------------------------
new = _backend.new
"""new((width, height), rgba): a picture of one colour."""
open_file = _backend.open_file
"""open_file(path): a picture file (PNG, GIF, JPEG, BMP) decoded to RGBA; OSError if it cannot be read."""
from_encoded = _backend.from_encoded
"""from_encoded(data): the bytes of a picture file decoded to RGBA; OSError if they are no picture."""
from_rgba = _backend.from_rgba
"""from_rgba((width, height), data): a picture from raw RGBA bytes, rows top to bottom."""
to_rgba = _backend.to_rgba
"""to_rgba(picture): its raw RGBA bytes, rows top to bottom (what a view uploads as a texture)."""
is_picture = _backend.is_picture
"""is_picture(value): whether value is a picture of this implementation (any mode on the desktop)."""
as_rgba = _backend.as_rgba
"""as_rgba(picture): the picture itself when it is RGBA already, else an RGBA copy."""
save = _backend.save
"""save(picture, path, kind): write a PNG/JPEG/BMP/GIF file ("png", "jpg" ...); OSError/ValueError if not."""

# ----- new pictures from one -----------------------------------------------------------------------------
flipped = _backend.flipped
"""flipped(picture, horizontal): mirrored left-right (True) or top-bottom (False)."""
rotated = _backend.rotated
"""rotated(picture, degrees_clockwise, expand): turned about its centre, bilinear; expand=False keeps the
size (corners cut off), expand=True grows to hold the whole turned picture."""
scaled = _backend.scaled
"""scaled(picture, (width, height)): resized, bilinear."""
alpha_scaled = _backend.alpha_scaled
"""alpha_scaled(picture, factor): a copy with every alpha multiplied by factor (0..1), truncated."""

# ----- changing a picture --------------------------------------------------------------------------------
paste = _backend.paste
"""paste(target, source, (x, y)): source's pixels replace target's (alpha too), clipped to target."""
composite = _backend.composite
"""composite(target, source, (x, y)): source drawn over target by its alpha ("over"), clipped to target."""
drawer = _backend.drawer
"""drawer(picture): a Draw that draws shapes and glyphs onto picture."""
pixels = _backend.pixels
"""pixels(picture): direct pixel access (pixels[x, y] read and write) for pixel loops."""
flood_fill = _backend.flood_fill
"""flood_fill(picture, (x, y), rgba): the 4-connected region of (x, y)'s exact colour painted rgba."""
xor_shape = _backend.xor_shape
"""xor_shape(picture, key, draw_shape): draw_shape draws (fill/outline 255, no antialiasing) on a mask of
the picture's size; every pixel it covers becomes pixel ^ key in red, green and blue (alpha kept)."""

# ----- reading a picture ---------------------------------------------------------------------------------
mask_hits = _backend.mask_hits
"""mask_hits(picture, box, draw_shape): whether draw_shape, drawn (255, no antialiasing) on a mask of the
box's size, covers a pixel of picture inside box (left, top, right, bottom excluded) that is not fully
transparent (collisions and touches of image areas)."""

opaque_box = _backend.opaque_box
"""opaque_box(picture): the box (left, top, right, bottom; right and bottom excluded) of the pixels that are
not fully transparent; (0, 0, 0, 0) when there is none (a view packs only this part into its atlas)."""

# ----- text ----------------------------------------------------------------------------------------------
font = _backend.font
"""font(name, style, size): the face of a shipped font (gamegrid/base/fonts.py) for Draw.text and fonts'
layout (positions, text_length)."""

