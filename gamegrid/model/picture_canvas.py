"""The picture interface (model/picture.py) on the browser's 2D canvas: the implementation in Pyodide.

Pillow has no build for Pyodide; the browser decodes pictures and draws lines, shapes and text on an
`OffscreenCanvas`. A CanvasPicture keeps its pixels twice, as RGBA bytes (straight alpha, what pixel
reads and writes, crops, flips and the view use) and on a canvas (what shapes, text, turning, scaling and
compositing use), and brings one up to date from the other only when the other side is asked for: a pixel
loop never touches the canvas, a run of drawing calls never reads it back.

Drawing follows Pillow's ImageDraw conventions (boxes include their right and bottom pixel, angles
clockwise, outlines inside the box), so the model's code is one for both; the canvas antialiases shapes
where Pillow does not, so edges differ by a shade (tests/test_picture_canvas.py states the tolerance).
Text: each glyph where gamegrid/base/fonts.py places it, with the same DejaVu files as CSS font faces.

Without `js` (on the desktop) the byte operations still work, so tests run them there too.
"""
from __future__ import annotations

import math
from array import array
from pathlib import Path
from typing import Any, Callable

from ..base import fonts
from ..base.i18n import tr
from . import picture_codecs

js: Any = None          # Pyodide's bridge to JavaScript; absent on the desktop (byte operations only)
run_sync: Any = None
try:                    # both or neither: a desktop may have an unrelated package called `js`
    from pyodide.ffi import run_sync as _run_sync  # type: ignore[import-not-found]
    import js as _js  # type: ignore[import-not-found]
    js, run_sync = _js, _run_sync
except ImportError:
    pass

NAME = "canvas"

Rgba = tuple[int, int, int, int]


def _no_browser() -> RuntimeError:
    return RuntimeError(tr("this picture operation needs the browser's canvas (Pyodide)"))


class CanvasPicture:
    """An RGBA picture: bytes and a canvas, each brought up to date from the other when asked for."""

    __slots__ = ("width", "height", "_data", "_canvas", "_context", "_canvas_fresh", "__weakref__")

    def __init__(self, width: int, height: int, data: bytearray | None = None) -> None:
        self.width, self.height = int(width), int(height)
        self._data: bytearray | None = data if data is not None else bytearray(4 * self.width * self.height)
        self._canvas: Any = None
        self._context: Any = None
        self._canvas_fresh = False

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def mode(self) -> str:
        return "RGBA"

    def __repr__(self) -> str:
        return f"<CanvasPicture {self.width}x{self.height}>"

    # ----- keeping bytes and canvas in step -------------------------------------------------------------
    def _bytes(self) -> bytearray:
        """The pixels as RGBA bytes, read back from the canvas if it was drawn on since."""
        data = self._data
        if data is None:
            if self.width and self.height:
                image = self._context.getImageData(0, 0, self.width, self.height)
                data = bytearray(image.data.to_bytes())
            else:
                data = bytearray()
            self._data = data
        return data

    def _bytes_to_change(self) -> bytearray:
        """The bytes, about to be changed: the canvas is behind them afterwards."""
        data = self._bytes()
        self._canvas_fresh = False
        return data

    def _ctx(self) -> Any:
        """The canvas's 2D context with the current pixels on it (for drawing or reading as a source)."""
        if js is None:
            raise _no_browser()
        if self._canvas is None:
            self._canvas = js.OffscreenCanvas.new(max(1, self.width), max(1, self.height))
            self._context = self._canvas.getContext("2d", willReadFrequently=True)
            # a new canvas is transparent: nothing to copy onto it when the bytes are too
            data = self._data
            self._canvas_fresh = data is not None and data.count(0) == len(data)
        if not self._canvas_fresh:
            if self.width and self.height:
                data = self._bytes()
                pixels = js.Uint8ClampedArray.new(len(data))
                pixels.assign(data)
                self._context.putImageData(js.ImageData.new(pixels, self.width, self.height), 0, 0)
            self._canvas_fresh = True
        return self._context

    def _drawn(self) -> None:
        """The canvas was drawn on: the bytes are behind it."""
        self._data = None

    def _source(self) -> Any:
        """The canvas, up to date, to draw this picture onto another."""
        self._ctx()
        return self._canvas

    # ----- the methods every picture has (model/picture.py, Picture) -------------------------------------
    def getpixel(self, xy: tuple[int, int]) -> Rgba:
        x, y = int(xy[0]), int(xy[1])
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise IndexError(tr("image index out of range"))
        data = self._data
        if data is None:    # drawn on since: one pixel from the canvas, not the whole picture back
            pixel = self._context.getImageData(x, y, 1, 1).data.to_bytes()
            return (pixel[0], pixel[1], pixel[2], pixel[3])
        at = 4 * (y * self.width + x)
        return (data[at], data[at + 1], data[at + 2], data[at + 3])

    def tobytes(self) -> bytes:
        """The RGBA bytes (Pillow's name, for a view written against Pillow's images)."""
        return bytes(self._bytes())

    def js_canvas(self) -> Any:
        """The OffscreenCanvas with the current pixels (WebGL uploads it without a copy through Python)."""
        return self._source()

    def copy(self) -> "CanvasPicture":
        return CanvasPicture(self.width, self.height, bytearray(self._bytes()))

    def crop(self, box: tuple[int, int, int, int]) -> "CanvasPicture":
        left, top, right, bottom = (int(v) for v in box)
        out = CanvasPicture(max(0, right - left), max(0, bottom - top))
        paste(out, self, (-left, -top))
        return out


Picture = CanvasPicture


# ----- making pictures ----------------------------------------------------------------------------------
def new(size: tuple[int, int], rgba: Rgba = (0, 0, 0, 0)) -> CanvasPicture:
    width, height = int(size[0]), int(size[1])
    colour = bytes(tuple(rgba) + (255,) * (4 - len(rgba)))
    return CanvasPicture(width, height, bytearray(colour * (width * height)))


def open_file(path: Any) -> CanvasPicture:
    with open(path, "rb") as file:
        return from_encoded(file.read())


def _decoded_by_browser(data: bytes) -> CanvasPicture:
    blob = js.Blob.new([js.Uint8Array.new(data)])
    bitmap = run_sync(js.createImageBitmap(blob, premultiplyAlpha="none", colorSpaceConversion="none"))
    try:
        picture = CanvasPicture(bitmap.width, bitmap.height, None)
        context = picture._ctx()
        context.globalCompositeOperation = "copy"
        context.drawImage(bitmap, 0, 0)
        context.globalCompositeOperation = "source-over"
        picture._drawn()
        return picture
    finally:
        bitmap.close()


def from_encoded(data: bytes) -> CanvasPicture:
    """PNG and GIF (nearly every sprite) decoded here, exactly as Pillow reads them; JPEG and the rest by
    the browser, waiting for it through run_sync (JavaScript Promise Integration)."""
    data = bytes(data)
    kind = picture_codecs.sniff(data)
    if kind in ("png", "gif"):
        try:
            width, height, pixels = picture_codecs.decode(data)
            return CanvasPicture(width, height, pixels)
        except OSError:
            if js is None:
                raise
    if kind is None:
        raise OSError(tr("the data is no picture file (PNG, GIF, JPEG, BMP, WebP)"))
    if js is None or run_sync is None:
        raise OSError(tr("a {kind} picture needs the browser to decode it", kind=kind))
    try:
        return _decoded_by_browser(data)
    except Exception as error:   # a JavaScript error (undecodable data, no Promise Integration here)
        raise OSError(tr("the browser cannot decode this {kind} picture: {error}", kind=kind, error=error)) from error


def from_rgba(size: tuple[int, int], data: bytes) -> CanvasPicture:
    width, height = int(size[0]), int(size[1])
    if len(data) != 4 * width * height:
        raise ValueError(tr("{count} bytes are no {width}x{height} RGBA picture", count=len(data), width=width,
                            height=height))
    return CanvasPicture(width, height, bytearray(data))


def to_rgba(picture: CanvasPicture) -> bytes:
    return bytes(picture._bytes())


def is_picture(value: Any) -> bool:
    return isinstance(value, CanvasPicture)


def as_rgba(picture: CanvasPicture) -> CanvasPicture:
    return picture


def save(picture: CanvasPicture, path: Any, kind: str) -> None:
    """PNG written here; JPEG, BMP, WebP by the browser's encoder."""
    fmt = str(kind).lower().replace("jpg", "jpeg")
    if fmt == "png":
        data = picture_codecs.encode_png(picture.width, picture.height, picture._bytes())
    elif fmt in ("jpeg", "bmp", "webp") and js is not None and run_sync is not None:
        blob = run_sync(picture._source().convertToBlob(type=f"image/{fmt}"))
        data = bytes(run_sync(blob.arrayBuffer()).to_bytes())
    else:
        raise ValueError(tr("cannot write {kind!r} pictures here (png, jpg, bmp)", kind=kind))
    if hasattr(path, "write"):
        path.write(data)
    else:
        with open(path, "wb") as file:
            file.write(data)


# ----- new pictures from one ----------------------------------------------------------------------------
def flipped(picture: CanvasPicture, horizontal: bool) -> CanvasPicture:
    width, height = picture.width, picture.height
    data = picture._bytes()
    stride = 4 * width
    if not horizontal:
        rows = [data[y * stride:(y + 1) * stride] for y in range(height - 1, -1, -1)]
        return CanvasPicture(width, height, bytearray(b"".join(rows)))
    words = array("I", bytes(data))
    for y in range(height):
        words[y * width:(y + 1) * width] = words[y * width:(y + 1) * width][::-1]
    return CanvasPicture(width, height, bytearray(words.tobytes()))


def _drawn_copy(picture: CanvasPicture, size: tuple[int, int],
                place: Callable[[Any, Any], None]) -> CanvasPicture:
    out = CanvasPicture(size[0], size[1])
    if not (out.width and out.height and picture.width and picture.height):
        return out
    context = out._ctx()
    context.save()
    context.imageSmoothingEnabled = True
    context.imageSmoothingQuality = "low"    # bilinear, as the desktop's BILINEAR
    place(context, picture._source())
    context.restore()
    out._drawn()
    return out


def _quarter_turned(picture: CanvasPicture, clockwise_quarters: int) -> CanvasPicture:
    """Turned by whole quarters, pixel for pixel (Pillow turns these without resampling too)."""
    width, height = picture.width, picture.height
    words = array("I", bytes(picture._bytes()))
    if clockwise_quarters == 2:
        words.reverse()
        return CanvasPicture(width, height, bytearray(words.tobytes()))
    if clockwise_quarters == 1:     # new row r: old column r read upwards
        rows = [words[r::width][::-1] for r in range(width)]
    else:                           # new row r: old column width - 1 - r read downwards
        rows = [words[width - 1 - r::width] for r in range(width)]
    out = array("I")
    for row in rows:
        out.extend(row)
    return CanvasPicture(height, width, bytearray(out.tobytes()))


def rotated(picture: CanvasPicture, degrees_clockwise: float, expand: bool = False) -> CanvasPicture:
    width, height = picture.width, picture.height
    counter = -degrees_clockwise % 360.0       # Pillow's angle, and its exact cases
    if counter == 0:
        return picture.copy()
    if counter == 180:
        return _quarter_turned(picture, 2)
    if counter in (90.0, 270.0) and (expand or width == height) and width and height:
        return _quarter_turned(picture, 3 if counter == 90 else 1)
    angle = math.radians(degrees_clockwise)
    if expand:   # the box of the turned corners, computed as Pillow's rotate(expand=True) does (same size)
        turn = -math.radians(-degrees_clockwise % 360.0)
        a, b = round(math.cos(turn), 15), round(math.sin(turn), 15)
        cx, cy = width / 2.0, height / 2.0
        corners = [(a * (x - cx) + b * (y - cy) + cx, -b * (x - cx) + a * (y - cy) + cy)
                   for x, y in ((0, 0), (width, 0), (width, height), (0, height))]
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        size = (math.ceil(max(xs)) - math.floor(min(xs)), math.ceil(max(ys)) - math.floor(min(ys)))
    else:
        size = (width, height)

    def place(context: Any, source: Any) -> None:
        context.translate(size[0] / 2, size[1] / 2)
        context.rotate(angle)     # the canvas's y points down: a positive angle turns clockwise
        context.drawImage(source, -width / 2, -height / 2)

    return _drawn_copy(picture, size, place)


def scaled(picture: CanvasPicture, size: tuple[int, int]) -> CanvasPicture:
    size = (int(size[0]), int(size[1]))
    return _drawn_copy(picture, size, lambda context, source: context.drawImage(source, 0, 0, size[0], size[1]))


def alpha_scaled(picture: CanvasPicture, factor: float) -> CanvasPicture:
    factor = max(0.0, min(1.0, factor))
    data = bytearray(picture._bytes())
    data[3::4] = data[3::4].translate(bytes(int(v * factor) for v in range(256)))
    return CanvasPicture(picture.width, picture.height, data)


# ----- changing a picture -------------------------------------------------------------------------------
def paste(target: CanvasPicture, source: CanvasPicture, xy: tuple[int, int]) -> None:
    x, y = int(xy[0]), int(xy[1])
    left, top = max(0, -x), max(0, -y)
    right, bottom = min(source.width, target.width - x), min(source.height, target.height - y)
    if left >= right or top >= bottom:
        return
    src, dst = source._bytes(), target._bytes_to_change()
    sw, tw = 4 * source.width, 4 * target.width
    for row in range(top, bottom):
        at = (y + row) * tw + 4 * (x + left)
        dst[at:at + 4 * (right - left)] = src[row * sw + 4 * left:row * sw + 4 * right]


def composite(target: CanvasPicture, source: CanvasPicture, xy: tuple[int, int]) -> None:
    x, y = int(xy[0]), int(xy[1])
    if x >= target.width or y >= target.height or x + source.width <= 0 or y + source.height <= 0:
        return
    if not (source.width and source.height):
        return
    target._ctx().drawImage(source._source(), x, y)
    target._drawn()


def pixels(picture: CanvasPicture) -> "CanvasPixels":
    return CanvasPixels(picture)


class CanvasPixels:
    """pixels[x, y] on a CanvasPicture's bytes (the canvas catches up when it is next drawn on). The pixel
    lessons call these for every pixel: the checks are inlined rather than calls."""

    __slots__ = ("_picture",)

    def __init__(self, picture: CanvasPicture) -> None:
        self._picture = picture

    def __getitem__(self, xy: tuple[int, int]) -> Rgba:
        picture = self._picture
        x, y = xy
        width = picture.width
        data = picture._data
        if data is None or not (0 <= x < width and 0 <= y < picture.height):
            return picture.getpixel(xy)     # drawn on since, or outside (IndexError there)
        at = 4 * (y * width + x)
        return (data[at], data[at + 1], data[at + 2], data[at + 3])

    def __setitem__(self, xy: tuple[int, int], value: Any) -> None:
        picture = self._picture
        x, y = xy
        width = picture.width
        if not (0 <= x < width and 0 <= y < picture.height):
            raise IndexError(tr("image index out of range"))
        data = picture._data
        if data is None:
            data = picture._bytes()
        picture._canvas_fresh = False
        at = 4 * (y * width + x)
        data[at:at + 4] = value if len(value) == 4 else tuple(value) + (255,)


def flood_fill(picture: CanvasPicture, xy: tuple[int, int], rgba: Rgba) -> None:
    width, height = picture.width, picture.height
    x, y = int(xy[0]), int(xy[1])
    if not (0 <= x < width and 0 <= y < height):
        return
    words = array("I", bytes(picture._bytes()))
    old = words[y * width + x]
    new_word = array("I", bytes(tuple(rgba)))[0]
    if old == new_word:
        return
    stack = [y * width + x]
    while stack:
        at = stack.pop()
        if words[at] != old:
            continue
        words[at] = new_word
        col = at % width
        if col > 0:
            stack.append(at - 1)
        if col < width - 1:
            stack.append(at + 1)
        if at >= width:
            stack.append(at - width)
        if at < (height - 1) * width:
            stack.append(at + width)
    picture._data = bytearray(words.tobytes())
    picture._canvas_fresh = False


def _covered(mask: CanvasPicture):
    """(x, y) of each pixel a shape drawn on the mask covers at least half (the canvas antialiases; a 1-bit
    mask on the desktop has no half pixels). Only the drawn span of each row is looked at."""
    alphas = mask._bytes()[3::4]
    width = mask.width
    for y in range(mask.height):
        row = alphas[y * width:(y + 1) * width]
        start = width - len(row.lstrip(b"\x00"))
        if start == width:
            continue
        end = len(row.rstrip(b"\x00"))
        for x in range(start, end):
            if row[x] >= 128:
                yield x, y


_MASKS: dict[tuple[int, int], CanvasPicture] = {}


def _mask(width: int, height: int) -> CanvasPicture:
    """A transparent picture to draw a shape on (one kept per size: rubber bands XOR at every mouse move)."""
    mask = _MASKS.get((width, height))
    if mask is None or js is None:
        if len(_MASKS) > 8:
            _MASKS.clear()
        mask = _MASKS[(width, height)] = CanvasPicture(width, height)
    elif mask._data is None or mask._data.count(0) != len(mask._data):
        mask._ctx().clearRect(0, 0, width, height)
        mask._data = bytearray(4 * width * height)
        mask._canvas_fresh = True
    return mask


def xor_shape(picture: CanvasPicture, key: tuple[int, int, int], draw_shape: Callable[[Any], None]) -> None:
    mask = _mask(picture.width, picture.height)
    draw_shape(CanvasDraw(mask))
    if tuple(key) == (0, 0, 0):
        return
    data = picture._bytes_to_change()
    r, g, b = key
    width = picture.width
    for x, y in _covered(mask):
        at = 4 * (y * width + x)
        data[at] ^= r
        data[at + 1] ^= g
        data[at + 2] ^= b


def mask_hits(picture: CanvasPicture, box: tuple[int, int, int, int], draw_shape: Callable[[Any], None]) -> bool:
    left, top, right, bottom = (int(v) for v in box)
    mask = _mask(right - left, bottom - top)
    draw_shape(CanvasDraw(mask))
    data, width = picture._bytes(), picture.width
    for x, y in _covered(mask):
        px, py = left + x, top + y
        if 0 <= px < width and 0 <= py < picture.height and data[4 * (py * width + px) + 3]:
            return True
    return False


def opaque_box(picture: CanvasPicture) -> tuple[int, int, int, int]:
    alphas, width = picture._bytes()[3::4], picture.width
    left, top, right, bottom = width, -1, 0, -1
    for y in range(picture.height):
        row = alphas[y * width:(y + 1) * width]
        stripped = row.lstrip(b"\x00")
        if not stripped:
            continue
        top = y if top < 0 else top
        bottom = y + 1
        left = min(left, width - len(stripped))
        right = max(right, len(row.rstrip(b"\x00")))
    return (left, top, right, bottom) if top >= 0 else (0, 0, 0, 0)


# ----- drawing ------------------------------------------------------------------------------------------
def _css(colour: Any) -> str:
    if isinstance(colour, int):       # a mask's 255 (model/picture.py, xor_shape and mask_hits)
        return f"rgba(255,255,255,{colour / 255:.4f})"
    red, green, blue, *rest = tuple(colour)
    alpha = rest[0] if rest else 255
    return f"rgba({red},{green},{blue},{alpha / 255:.4f})"


def _points(xy: Any) -> list[tuple[float, float]]:
    values = list(xy)
    if values and not isinstance(values[0], (int, float)):
        return [(float(p[0]), float(p[1])) for p in values]
    return [(float(values[i]), float(values[i + 1])) for i in range(0, len(values) - 1, 2)]


def _box(xy: Any) -> tuple[float, float, float, float] | None:
    points = _points(xy)
    (x0, y0), (x1, y1) = points[0], points[1]
    if x1 < x0 or y1 < y0:
        return None
    return x0, y0, x1, y1


class CanvasDraw:
    """ImageDraw's calls (model/picture.py, Draw) as canvas paths: a pixel (x, y) is the square from
    (x, y) to (x + 1, y + 1), so a box (x0, y0, x1, y1) covers x1 - x0 + 1 pixels across."""

    def __init__(self, picture: CanvasPicture) -> None:
        self._picture = picture

    def _begin(self) -> Any:
        context = self._picture._ctx()
        context.beginPath()
        return context

    def _end(self) -> None:
        self._picture._drawn()

    def _stroke(self, context: Any, colour: Any, width: float, cap: str = "butt", join: str = "miter") -> None:
        context.strokeStyle = _css(colour)
        context.lineWidth = width
        context.lineCap = cap
        context.lineJoin = join
        context.stroke()

    def line(self, xy: Any, fill: Any = None, width: int = 1, joint: str | None = None) -> None:
        points = _points(xy)
        if fill is None or not points:
            return
        context = self._begin()
        context.moveTo(points[0][0] + 0.5, points[0][1] + 0.5)
        for x, y in points[1:] or points[:1]:
            context.lineTo(x + 0.5, y + 0.5)
        # A 1-pixel line covers both end pixels on the desktop: square caps; wider lines end flat.
        self._stroke(context, fill, max(1, width), "square" if width <= 1 else "butt",
                     "round" if joint == "curve" else "miter")
        self._end()

    def point(self, xy: Any, fill: Any = None) -> None:
        if fill is None:
            return
        context = self._picture._ctx()
        context.fillStyle = _css(fill)
        for x, y in _points(xy):
            context.fillRect(int(x), int(y), 1, 1)
        self._end()

    def rectangle(self, xy: Any, fill: Any = None, outline: Any = None, width: int = 1) -> None:
        box = _box(xy)
        if box is None:
            return
        x0, y0, x1, y1 = (int(round(v)) for v in box)
        context = self._picture._ctx()
        if fill is not None:
            context.fillStyle = _css(fill)
            context.fillRect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)
        if outline is not None:
            w = max(1, int(width))
            context.fillStyle = _css(outline)
            if 2 * w >= min(x1 - x0 + 1, y1 - y0 + 1):
                context.fillRect(x0, y0, x1 - x0 + 1, y1 - y0 + 1)
            else:
                context.fillRect(x0, y0, x1 - x0 + 1, w)
                context.fillRect(x0, y1 - w + 1, x1 - x0 + 1, w)
                context.fillRect(x0, y0 + w, w, y1 - y0 + 1 - 2 * w)
                context.fillRect(x1 - w + 1, y0 + w, w, y1 - y0 + 1 - 2 * w)
        self._end()

    def rounded_rectangle(self, xy: Any, radius: float = 0, fill: Any = None, outline: Any = None,
                          width: int = 1) -> None:
        box = _box(xy)
        if box is None:
            return
        x0, y0, x1, y1 = box
        if fill is not None:
            context = self._begin()
            context.roundRect(x0, y0, x1 - x0 + 1, y1 - y0 + 1, radius)
            context.fillStyle = _css(fill)
            context.fill()
        if outline is not None:
            w = max(1, width)
            context = self._begin()
            context.roundRect(x0 + w / 2, y0 + w / 2, x1 - x0 + 1 - w, y1 - y0 + 1 - w, max(0, radius - w / 2))
            self._stroke(context, outline, w)
        self._end()

    def _ellipse_path(self, context: Any, box: tuple[float, float, float, float], inset: float,
                      start: float = 0.0, end: float = 360.0, centre: bool = False) -> bool:
        x0, y0, x1, y1 = box
        rx, ry = (x1 - x0 + 1) / 2 - inset, (y1 - y0 + 1) / 2 - inset
        if rx <= 0 or ry <= 0:
            return False
        cx, cy = (x0 + x1 + 1) / 2, (y0 + y1 + 1) / 2
        if centre:
            context.moveTo(cx, cy)
        context.ellipse(cx, cy, rx, ry, 0, math.radians(start), math.radians(end))
        if centre:
            context.closePath()
        return True

    def ellipse(self, xy: Any, fill: Any = None, outline: Any = None, width: int = 1) -> None:
        box = _box(xy)
        if box is None:
            return
        if fill is not None:
            context = self._begin()
            if self._ellipse_path(context, box, 0):
                context.fillStyle = _css(fill)
                context.fill()
        if outline is not None:
            w = max(1, width)
            context = self._begin()
            if self._ellipse_path(context, box, w / 2):
                self._stroke(context, outline, w)
        self._end()

    def arc(self, xy: Any, start: float, end: float, fill: Any = None, width: int = 1) -> None:
        box = _box(xy)
        if box is None or fill is None:
            return
        w = max(1, width)
        context = self._begin()
        if self._ellipse_path(context, box, w / 2, start, end):
            self._stroke(context, fill, w)
        self._end()

    def pieslice(self, xy: Any, start: float, end: float, fill: Any = None, outline: Any = None,
                 width: int = 1) -> None:
        box = _box(xy)
        if box is None:
            return
        context = self._begin()
        if self._ellipse_path(context, box, 0, start, end, centre=True):
            if fill is not None:
                context.fillStyle = _css(fill)
                context.fill()
            if outline is not None:
                self._stroke(context, outline, max(1, width))
        self._end()

    def polygon(self, xy: Any, fill: Any = None, outline: Any = None, width: int = 1) -> None:
        points = _points(xy)
        if len(points) < 2:
            return
        context = self._begin()
        context.moveTo(points[0][0] + 0.5, points[0][1] + 0.5)
        for x, y in points[1:]:
            context.lineTo(x + 0.5, y + 0.5)
        context.closePath()
        if fill is not None:   # the desktop's filled polygon includes its edge pixels
            context.fillStyle = _css(fill)
            context.fill()
            self._stroke(context, fill, 1, "square")
        if outline is not None:
            self._stroke(context, outline, max(1, width), "square")
        self._end()

    def text(self, xy: tuple[float, float], text: str, fill: Any = None, font: Any = None,
             anchor: str | None = None) -> None:
        if fill is None or font is None or not text:
            return
        vertical = (anchor or "la")[1:2] or "a"
        x, y = float(xy[0]), float(xy[1])
        if vertical == "a":       # the anchors as Pillow places them (tests/test_picture.py checks the rule)
            y += font.ascent
        elif vertical == "m":
            y += math.ceil((font.ascent - font.descent) / 2)
        elif vertical == "d":
            y -= font.descent
        context = self._picture._ctx()
        _use_face(font)
        context.font = font.css
        context.textBaseline = "alphabetic"
        context.textAlign = "left"
        context.fillStyle = _css(fill)
        context.fillText(text, x, y)
        self._end()


def drawer(picture: CanvasPicture) -> CanvasDraw:
    return CanvasDraw(picture)


# ----- text ---------------------------------------------------------------------------------------------
class CanvasFace:
    """A shipped font at a size: its file (for fonts.positions), the CSS font naming its FontFace, and
    its ascent and descent in whole pixels (above and below the baseline, both positive), rounded outwards
    as FreeType rounds them for Pillow's anchors."""

    __slots__ = ("path", "size", "family", "css", "ascent", "descent")

    def __init__(self, path: Path, size: float) -> None:
        self.path, self.size = path, float(size)
        self.family = f"gamegrid {path.stem}"          # one CSS family per file: no synthetic bold
        self.css = f'{self.size}px "{self.family}"'
        ascender, descender, units = _vertical_metrics(path)
        self.ascent = math.ceil(ascender * self.size / units)
        self.descent = math.ceil(-descender * self.size / units)


_METRICS: dict[Path, tuple[int, int, int]] = {}


def _vertical_metrics(path: Path) -> tuple[int, int, int]:
    """hhea's ascender and descender and head's units per em (the metrics Pillow's anchors use)."""
    found = _METRICS.get(path)
    if found is None:
        import struct
        data = path.read_bytes()
        count = struct.unpack(">H", data[4:6])[0]
        tables = {data[12 + 16 * i:16 + 16 * i]: struct.unpack(">I", data[20 + 16 * i:24 + 16 * i])[0]
                  for i in range(count)}
        units = struct.unpack(">H", data[tables[b"head"] + 18:tables[b"head"] + 20])[0]
        ascender, descender = struct.unpack(">hh", data[tables[b"hhea"] + 4:tables[b"hhea"] + 8])
        found = _METRICS[path] = (ascender, descender, units)
    return found


_FACES: dict[tuple[str, int, float], CanvasFace] = {}
_LOADED: set[str] = set()


def font(name: str, style: int, size: float) -> CanvasFace:
    key = (fonts.family(name), int(style) & 3, float(size))
    face = _FACES.get(key)
    if face is None:
        face = _FACES[key] = CanvasFace(fonts.font_file(name, style), size)
    return face


def _font_set() -> Any:
    return js.document.fonts if hasattr(js, "document") else js.self.fonts


def _register(path: Path) -> Any:
    family = f"gamegrid {path.stem}"
    face = js.FontFace.new(family, js.Uint8Array.new(path.read_bytes()))
    _font_set().add(face)
    _LOADED.add(family)
    return face


def _use_face(face: CanvasFace) -> None:
    """The face's file registered and loaded before its first glyph: each shipped font when a picture first
    draws with it, not all of them before the program starts (1.8 MB of fonts would delay the page's first
    frame; a program uses one or two). The wait suspends the drawing stack (run_sync): the program's top
    level, a frame's cycle and a cooperative thread all run on stacks that may."""
    if face.family in _LOADED:
        return
    loading = _register(face.path).load()
    if run_sync is not None:
        try:
            run_sync(loading)
        except Exception:    # no Promise Integration on this stack: the glyphs appear once it has loaded
            pass
