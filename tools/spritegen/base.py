"""Registry, drawing helpers and deterministic savers for the sprite generator.

Plugin modules in tools/spritegen/ register draw functions with :func:`sprite`::

    from tools.spritegen.base import sprite

    @sprite("goat.png", size=(60, 60), description="white goat seen from above")
    def draw_goat(img, frame):   # img: transparent RGBA Image of `size`
        ...

``frames=N`` (N > 1) writes ``goat_0.png`` .. ``goat_{N-1}.png``; the draw function is
called once per frame with the frame index.  ``size`` may also be a list of N sizes
when the frames of a set differ in size (as some originals do).

Everything here must stay deterministic: no clocks, no unseeded randomness, no
dependence on dict/set order of anything but insertion.
"""
from __future__ import annotations

import math
import os
import random
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

from PIL import Image, ImageChops, ImageDraw, ImageFilter

Size = tuple[int, int]
Color = tuple[int, ...]
DrawFn = Callable[[Image.Image, int], None]

SUPPORTED_EXTENSIONS = (".png", ".gif", ".jpg")
JPEG_QUALITY = 90


@dataclass(frozen=True)
class SpriteSpec:
    """One registered sprite name (possibly a multi-frame set)."""

    name: str                 # as scripts name it, e.g. "crossbow.gif"
    sizes: tuple[Size, ...]   # one size per frame
    description: str
    frames: int
    draw: DrawFn
    module: str

    def file_names(self) -> list[str]:
        """The files this spec produces, in frame order."""
        if self.frames == 1:
            return [self.name]
        stem, ext = os.path.splitext(self.name)
        return [f"{stem}_{i}{ext}" for i in range(self.frames)]


REGISTRY: list[SpriteSpec] = []


def sprite(name: str, size: Size | Sequence[Size], description: str,
           frames: int = 1) -> Callable[[DrawFn], DrawFn]:
    """Register ``fn(img, frame)`` as the painter of sprite ``name``."""
    ext = os.path.splitext(name)[1].lower()
    if ext not in SUPPORTED_EXTENSIONS:
        raise ValueError(f"{name}: extension must be one of {SUPPORTED_EXTENSIONS}")
    if frames < 1:
        raise ValueError(f"{name}: frames must be >= 1")
    if len(size) == 2 and all(isinstance(v, int) for v in size):
        sizes = (tuple(size),) * frames  # type: ignore[arg-type]
    else:
        sizes = tuple(tuple(s) for s in size)  # type: ignore[union-attr]
        if len(sizes) != frames:
            raise ValueError(f"{name}: {len(sizes)} sizes given for {frames} frames")
    for w, h in sizes:
        if w < 1 or h < 1:
            raise ValueError(f"{name}: bad size {w}x{h}")

    def register(fn: DrawFn) -> DrawFn:
        REGISTRY.append(SpriteSpec(name, sizes, description, frames, fn,
                                   getattr(fn, "__module__", "?")))
        return fn

    return register


# --------------------------------------------------------------------------- saving

def render(spec: SpriteSpec, frame: int) -> Image.Image:
    """Run the draw function of one frame on a fresh transparent canvas."""
    img = Image.new("RGBA", spec.sizes[frame], (0, 0, 0, 0))
    spec.draw(img, frame)
    if img.mode != "RGBA" or img.size != spec.sizes[frame]:
        raise ValueError(f"{spec.name}[{frame}]: draw function changed mode/size")
    return img


def save_image(img: Image.Image, path: str) -> None:
    """Save by extension, byte-for-byte reproducibly (no timestamps, fixed params)."""
    ext = os.path.splitext(path)[1].lower()
    if ext == ".png":
        # optimize=True only changes the zlib effort; output is still deterministic.
        img.save(path, "PNG", optimize=True)
    elif ext == ".gif":
        pal, transparent = to_gif_palette(img)
        params = {"transparency": transparent} if transparent is not None else {}
        pal.save(path, "GIF", optimize=False, **params)
    elif ext == ".jpg":
        rgb = flatten(img, (255, 255, 255))
        rgb.save(path, "JPEG", quality=JPEG_QUALITY, optimize=False, progressive=False,
                 subsampling=0)
    else:
        raise ValueError(f"unsupported extension: {path}")


def flatten(img: Image.Image, bg: Color) -> Image.Image:
    """RGBA -> RGB over a solid background colour."""
    base = Image.new("RGBA", img.size, tuple(bg[:3]) + (255,))
    base.alpha_composite(img)
    return base.convert("RGB")


def to_gif_palette(img: Image.Image) -> tuple[Image.Image, int | None]:
    """Quantize to <= 255 colours (median cut, no dither) + one transparent index.

    GIF has 1-bit transparency, so alpha < 128 becomes the transparent index 255.
    Semi-transparent edge pixels that stay opaque are composited over a mid grey
    first, which looks acceptable on both light and dark backgrounds.
    """
    alpha = img.getchannel("A")
    transparent_mask = alpha.point(lambda a: 255 if a < 128 else 0)
    has_transparency = transparent_mask.getbbox() is not None
    rgb = flatten(img, (128, 128, 128))
    if has_transparency:
        # Paint transparent pixels with an opaque neighbour-ish colour so they do not
        # steal a palette entry: black is cheap and the index is overwritten anyway.
        rgb.paste((0, 0, 0), mask=transparent_mask)
    pal = rgb.quantize(colors=255, method=Image.Quantize.MEDIANCUT,
                       dither=Image.Dither.NONE)
    palette = pal.getpalette() or []
    palette = (palette + [0] * 768)[:768]
    palette[255 * 3:255 * 3 + 3] = [255, 0, 255]   # magenta marks the transparent slot
    pal.putpalette(palette)
    if not has_transparency:
        return pal, None
    pal.paste(255, mask=transparent_mask)
    return pal, 255


# --------------------------------------------------------------------------- drawing helpers

@contextmanager
def supersampled(img: Image.Image, scale: int = 4) -> Iterator[tuple[Image.Image, ImageDraw.ImageDraw, int]]:
    """Draw at ``scale`` times the size, then downsample (LANCZOS) onto ``img``.

    Yields (big_image, draw, scale); coordinates on the big image are multiplied by scale.
    """
    big = Image.new("RGBA", (img.width * scale, img.height * scale), (0, 0, 0, 0))
    yield big, ImageDraw.Draw(big), scale
    small = big.resize(img.size, Image.Resampling.LANCZOS)
    img.alpha_composite(small)


class Pen:
    """Tiny wrapper that scales unit coordinates for a supersampled canvas.

    ``Pen(draw, s)`` draws shapes given in output-pixel coordinates (floats allowed).
    """

    def __init__(self, draw: ImageDraw.ImageDraw, scale: float, dx: float = 0, dy: float = 0):
        self.d = draw
        self.s = scale
        self.dx = dx
        self.dy = dy

    def p(self, x: float, y: float) -> tuple[float, float]:
        return ((x + self.dx) * self.s, (y + self.dy) * self.s)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> list[float]:
        a, b = self.p(x0, y0)
        c, d = self.p(x1, y1)
        return [min(a, c), min(b, d), max(a, c), max(b, d)]

    def ellipse(self, x0, y0, x1, y1, fill=None, outline=None, width: float = 1) -> None:
        self.d.ellipse(self.box(x0, y0, x1, y1), fill=fill, outline=outline,
                       width=max(1, round(width * self.s)) if outline else 0)

    def circle(self, cx, cy, r, fill=None, outline=None, width: float = 1) -> None:
        self.ellipse(cx - r, cy - r, cx + r, cy + r, fill, outline, width)

    def rect(self, x0, y0, x1, y1, fill=None, outline=None, width: float = 1, radius: float = 0) -> None:
        w = max(1, round(width * self.s)) if outline else 0
        if radius:
            self.d.rounded_rectangle(self.box(x0, y0, x1, y1), radius=radius * self.s,
                                     fill=fill, outline=outline, width=w)
        else:
            self.d.rectangle(self.box(x0, y0, x1, y1), fill=fill, outline=outline, width=w)

    def polygon(self, pts, fill=None, outline=None, width: float = 1) -> None:
        pts = [self.p(x, y) for x, y in pts]
        self.d.polygon(pts, fill=fill, outline=outline,
                       width=max(1, round(width * self.s)) if outline else 0)

    def line(self, pts, fill, width: float = 1, joint: str | None = "curve") -> None:
        pts = [self.p(x, y) for x, y in pts]
        self.d.line(pts, fill=fill, width=max(1, round(width * self.s)), joint=joint)
        if len(pts) >= 2 and width * self.s >= 3:
            # round caps, which ImageDraw.line does not draw itself
            r = width * self.s / 2
            for x, y in (pts[0], pts[-1]):
                self.d.ellipse([x - r, y - r, x + r, y + r], fill=fill)

    def arc(self, x0, y0, x1, y1, start, end, fill, width: float = 1) -> None:
        self.d.arc(self.box(x0, y0, x1, y1), start, end, fill=fill,
                   width=max(1, round(width * self.s)))

    def pieslice(self, x0, y0, x1, y1, start, end, fill=None, outline=None, width: float = 1) -> None:
        self.d.pieslice(self.box(x0, y0, x1, y1), start, end, fill=fill, outline=outline,
                        width=max(1, round(width * self.s)) if outline else 0)

    def chord(self, x0, y0, x1, y1, start, end, fill=None, outline=None, width: float = 1) -> None:
        self.d.chord(self.box(x0, y0, x1, y1), start, end, fill=fill, outline=outline,
                     width=max(1, round(width * self.s)) if outline else 0)


@contextmanager
def hires(img: Image.Image, scale: int = 4) -> Iterator[Pen]:
    """Supersampled drawing with a :class:`Pen` in output-pixel coordinates."""
    with supersampled(img, scale) as (_big, draw, s):
        yield Pen(draw, s)


def ramp(gray: Image.Image, stops: Sequence[tuple[float, Color]]) -> Image.Image:
    """Map an "L" image through a colour ramp; stops are (position 0..1, RGB[A])."""
    stops = sorted(stops, key=lambda s: s[0])
    channels = max(len(c) for _, c in stops)
    luts: list[list[int]] = [[] for _ in range(channels)]
    for v in range(256):
        t = v / 255
        col = _interp_stops(stops, t, channels)
        for ch in range(channels):
            luts[ch].append(col[ch])
    bands = [gray.point(lut) for lut in luts]
    return Image.merge("RGBA" if channels == 4 else "RGB", bands)


def _interp_stops(stops, t: float, channels: int) -> list[int]:
    def full(c):
        return list(c) + [255] * (channels - len(c))
    if t <= stops[0][0]:
        return full(stops[0][1])
    for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
        if t <= t1:
            f = 0 if t1 == t0 else (t - t0) / (t1 - t0)
            a, b = full(c0), full(c1)
            return [round(a[i] + (b[i] - a[i]) * f) for i in range(channels)]
    return full(stops[-1][1])


def radial(size: Size, center: tuple[float, float], radius: float) -> Image.Image:
    """"L" image: 0 at ``center`` rising linearly to 255 at distance ``radius``."""
    w, h = size
    # Image.radial_gradient is 256x256 with value ~= 2 * distance from (128, 128).
    scale = radius / 127.5
    big = max(w, h) * 2 + 4
    side = max(1, round(256 * scale))
    g = Image.radial_gradient("L").resize((side, side), Image.Resampling.BILINEAR)
    canvas = Image.new("L", (big, big), 255)
    canvas.paste(g, (round(big / 2 - side / 2), round(big / 2 - side / 2)))
    ox = round(big / 2 - center[0])
    oy = round(big / 2 - center[1])
    return canvas.crop((ox, oy, ox + w, oy + h))


def linear(size: Size, vertical: bool = True) -> Image.Image:
    """"L" image ramping 0 -> 255 top-to-bottom (or left-to-right)."""
    g = Image.linear_gradient("L")
    if not vertical:
        g = g.rotate(90, expand=True).transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    return g.resize(size, Image.Resampling.BILINEAR)


def gradient_fill(img: Image.Image, gray: Image.Image, stops, mask: Image.Image | None = None) -> None:
    """Composite a ramp-coloured layer onto ``img`` (optionally through a mask)."""
    layer = ramp(gray, stops).convert("RGBA")
    if mask is not None:
        a = layer.getchannel("A")
        layer.putalpha(ImageChops.multiply(a, mask))
    img.alpha_composite(layer)


def shape_mask(size: Size, painter: Callable[[Pen], None], scale: int = 4) -> Image.Image:
    """Antialiased "L" mask drawn with a Pen (fill with 255)."""
    big = Image.new("L", (size[0] * scale, size[1] * scale), 0)
    painter(Pen(ImageDraw.Draw(big), scale))
    return big.resize(size, Image.Resampling.LANCZOS)


def glossy_ball(img: Image.Image, cx: float, cy: float, r: float, dark: Color, mid: Color,
                light: Color, highlight: bool = True) -> None:
    """A shaded sphere lit from the top left, with an optional specular spot."""
    size = img.size
    gray = radial(size, (cx - r * 0.35, cy - r * 0.4), r * 1.45)
    mask = shape_mask(size, lambda p: p.circle(cx, cy, r, fill=255))
    gradient_fill(img, gray, [(0.0, light), (0.45, mid), (1.0, dark)], mask)
    if highlight:
        spot = radial(size, (cx - r * 0.38, cy - r * 0.42), r * 0.38)
        spot_mask = spot.point(lambda v: max(0, 235 - v))
        white = Image.new("RGBA", size, (255, 255, 255, 0))
        white.putalpha(spot_mask)
        img.alpha_composite(white)


def rng(seed: str) -> random.Random:
    """Deterministic RNG seeded by a string (stable across runs and platforms)."""
    return random.Random(sum((i + 1) * ord(c) for i, c in enumerate(seed)) * 7919)


def soft_shadow(mask: Image.Image, offset: tuple[int, int], blur: float, opacity: int) -> Image.Image:
    """An RGBA black shadow layer from a mask."""
    a = mask.point(lambda v: v * opacity // 255)
    a = a.transform(a.size, Image.Transform.AFFINE, (1, 0, -offset[0], 0, 1, -offset[1]))
    a = a.filter(ImageFilter.GaussianBlur(blur))
    layer = Image.new("RGBA", mask.size, (0, 0, 0, 0))
    layer.putalpha(a)
    return layer


def mix(a: Color, b: Color, t: float) -> tuple[int, ...]:
    """Linear blend of two colours."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def clamp(v: float, lo: float = 0, hi: float = 255) -> int:
    return int(max(lo, min(hi, round(v))))


TAU = 2 * math.pi


def font(size: float):
    """Pillow's built-in scalable font (bundled with Pillow, so no system fonts are needed)."""
    from PIL import ImageFont
    return ImageFont.load_default(size=max(1, round(size)))


def text(p: Pen, x: float, y: float, s: str, size: float, fill, anchor: str = "mm",
         stroke: float = 0, stroke_fill=None) -> None:
    """Draw text centred (by default) at (x, y) in output-pixel units on a Pen canvas."""
    p.d.text(p.p(x, y), s, font=font(size * p.s), fill=fill, anchor=anchor,
             stroke_width=round(stroke * p.s), stroke_fill=stroke_fill)
