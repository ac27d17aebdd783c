"""GGBitmap and the image objects getImage() hands out (stand-ins for java.awt.image.BufferedImage).

Both wrap a Pillow RGBA picture. They can be passed where the original takes a BufferedImage:
Actor(image...), bg.drawImage(image, x, y), GGBitmap.getScaledImage(image, ...).
"""
from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageDraw

from ..java.awt import Color, Font, Point
from . import images
from .errors import SpriteNotFoundError
from .fonts import draw_text, pillow_font
from ..base.i18n import tr


def _pillow(source: Any) -> Image.Image:
    """A Pillow RGBA picture from a path, a Pillow image, a BufferedImage or a GGBitmap."""
    if isinstance(source, Image.Image):
        return source if source.mode == "RGBA" else source.convert("RGBA")
    if isinstance(source, str):
        return images.load(source).source
    if hasattr(source, "_pillow"):
        return source._pillow
    if hasattr(source, "_sprite_image"):
        return source._sprite_image().source
    raise TypeError(tr("expected an image (path, BufferedImage or GGBitmap), got {source!r}.", source=source))


class BufferedImage:
    """A picture as Java's BufferedImage shows it: getWidth(), getHeight(), getRGB(x, y)..."""

    TYPE_INT_ARGB = 2

    def __init__(self, *args: Any) -> None:
        if len(args) >= 2 and all(isinstance(a, int) for a in args[:2]):
            self._pillow = Image.new("RGBA", (args[0], args[1]), (0, 0, 0, 0))
        elif len(args) == 1:
            self._pillow = _pillow(args[0])
        else:
            raise TypeError(tr("BufferedImage(width, height[, type]) or BufferedImage(picture)."))

    def getWidth(self, observer: Any = None) -> int:
        return self._pillow.width

    def getHeight(self, observer: Any = None) -> int:
        return self._pillow.height

    def getRGB(self, x: int, y: int) -> int:
        r, g, b, a = self._pillow.getpixel((int(x), int(y)))
        value = (a << 24) | (r << 16) | (g << 8) | b
        return value - (1 << 32) if value >= 1 << 31 else value   # Java int is signed

    def setRGB(self, x: int, y: int, argb: int) -> None:
        argb &= 0xFFFFFFFF
        self._pillow.putpixel((int(x), int(y)), ((argb >> 16) & 255, (argb >> 8) & 255, argb & 255, argb >> 24))

    def getSubimage(self, x: int, y: int, w: int, h: int) -> "BufferedImage":
        return BufferedImage(self._pillow.crop((x, y, x + w, y + h)))

    def _sprite_image(self):
        return images.from_pillow(self._pillow)

    def __repr__(self) -> str:
        return f"BufferedImage[{self.getWidth()}x{self.getHeight()}]"


def _color(value: Any) -> tuple[int, int, int, int]:
    if isinstance(value, Color):
        return value.rgba
    if isinstance(value, str):
        from ..java.x11colors import makeColor
        return makeColor(value).rgba
    return tuple(value) + ((255,) if len(value) == 3 else ())


def _pt(point: Any) -> tuple[float, float]:
    return (point.x, point.y)


class GGBitmap:
    """An off-screen picture to draw on; turn it into an actor with Actor(bitmap.getBufferedImage())."""

    def __init__(self, width: int, height: int, background: Color | None = None) -> None:
        fill = background.rgba if background is not None else (0, 0, 0, 0)
        self._pillow = Image.new("RGBA", (int(width), int(height)), fill)
        self._pixels = self._pillow.load()   # direct pixel access: pixel loops of the image lessons are hot
        self._draw = ImageDraw.Draw(self._pillow)
        self._paint = Color(0, 0, 0)
        self._width = 1
        self._font = Font("SansSerif", Font.PLAIN, 12)

    # ----- settings -----------------------------------------------------------------------------------
    def setPaintColor(self, color: Color) -> None:
        self._paint = color

    def getPaintColor(self) -> Color:
        return self._paint

    def setLineWidth(self, width: int) -> None:
        self._width = max(1, int(width))

    def setFont(self, font: Font) -> None:
        self._font = font

    def getWidth(self) -> int:
        return self._pillow.width

    def getHeight(self) -> int:
        return self._pillow.height

    def getBufferedImage(self) -> BufferedImage:
        return BufferedImage(self._pillow)

    def _sprite_image(self):
        return images.from_pillow(self._pillow)

    # ----- drawing ------------------------------------------------------------------------------------
    def clear(self, color: Color | None = None) -> None:
        self._draw.rectangle([0, 0, self._pillow.width, self._pillow.height],
                             fill=color.rgba if color is not None else (0, 0, 0, 0))

    def drawLine(self, *args: Any) -> None:
        if len(args) == 2:
            a, b = _pt(args[0]), _pt(args[1])
        else:
            a, b = (args[0], args[1]), (args[2], args[3])
        self._draw.line([a, b], fill=self._paint.rgba, width=self._width)

    def drawPoint(self, point: Point) -> None:
        self._draw.point(_pt(point), fill=self._paint.rgba)

    def _box(self, center: Point, radius: float) -> list[float]:
        return [center.x - radius, center.y - radius, center.x + radius, center.y + radius]

    def drawCircle(self, center: Point, radius: int) -> None:
        self._draw.ellipse(self._box(center, radius), outline=self._paint.rgba, width=self._width)

    def fillCircle(self, center: Point, radius: int) -> None:
        self._draw.ellipse(self._box(center, radius), fill=self._paint.rgba)

    def drawRectangle(self, pt1: Point, pt2: Point) -> None:
        box = [min(pt1.x, pt2.x), min(pt1.y, pt2.y), max(pt1.x, pt2.x), max(pt1.y, pt2.y)]
        self._draw.rectangle(box, outline=self._paint.rgba, width=self._width)

    def fillRectangle(self, pt1: Point, pt2: Point) -> None:
        box = [min(pt1.x, pt2.x), min(pt1.y, pt2.y), max(pt1.x, pt2.x), max(pt1.y, pt2.y)]
        self._draw.rectangle(box, fill=self._paint.rgba)

    def drawPolygon(self, points: Any) -> None:
        self._draw.polygon([_pt(p) for p in points], outline=self._paint.rgba)

    def fillPolygon(self, points: Any) -> None:
        self._draw.polygon([_pt(p) for p in points], fill=self._paint.rgba)

    def drawText(self, text: str, point: Point) -> None:
        draw_text(self._draw, _pt(point), str(text), self._paint.rgba, pillow_font(self._font), "ls")

    def drawImage(self, source: Any, x: int = 0, y: int = 0) -> None:
        layer = Image.new("RGBA", self._pillow.size, (0, 0, 0, 0))
        layer.paste(_pillow(source), (int(x), int(y)))
        self._pillow.alpha_composite(layer)

    def getPixelColor(self, x: Any, y: int | None = None) -> Color:
        if y is None:
            x, y = x.x, x.y
        r, g, b, a = self._pixels[int(x), int(y)]
        return Color._from_rgba(r, g, b, a)

    def setPixelColor(self, x: int, y: int, color: Color) -> None:
        self._pixels[int(x), int(y)] = color.rgba

    # ----- static helpers -----------------------------------------------------------------------------
    @staticmethod
    def getImage(path: str) -> BufferedImage | None:
        """The picture at path (same search as sprites), or None if there is none."""
        try:
            return BufferedImage(_pillow(path))
        except SpriteNotFoundError:
            return None

    @staticmethod
    def getScaledImage(source: Any, factor: float, angle: float = 0.0) -> BufferedImage:
        """Zoomed by factor and rotated clockwise by angle degrees (canvas enlarged for the rotation)."""
        picture = _pillow(source)
        w, h = max(1, round(picture.width * factor)), max(1, round(picture.height * factor))
        scaled = picture.resize((w, h), Image.Resampling.BILINEAR)
        if angle % 360:
            scaled = scaled.rotate(-angle, resample=Image.Resampling.BILINEAR, expand=True)
        return BufferedImage(scaled)

    @staticmethod
    def floodFill(source: Any, start: Point, old_color: Color, new_color: Color) -> BufferedImage:
        picture = _pillow(source).copy()
        if picture.getpixel(_int_pt(start))[:3] == old_color.rgb:
            ImageDraw.floodfill(picture, _int_pt(start), new_color.rgba, thresh=0)
        return BufferedImage(picture)

    @staticmethod
    def setTransparency(source: Any, alpha: float) -> BufferedImage:
        """Multiply the picture's opacity by alpha (0.0 transparent .. 1.0 unchanged)."""
        picture = _pillow(source).copy()
        a = picture.getchannel("A").point(lambda v: int(v * max(0.0, min(1.0, alpha))))
        picture.putalpha(a)
        return BufferedImage(picture)

    @staticmethod
    def writeImage(source: Any, path: str, kind: str = "png") -> bool:
        try:
            picture = _pillow(source)
            (picture if kind.lower() == "png" else picture.convert("RGB")).save(path, format=kind.upper()
                                                                                 .replace("JPG", "JPEG"))
            return True
        except (OSError, ValueError):
            return False


def _int_pt(point: Any) -> tuple[int, int]:
    return (int(point.x), int(point.y))


def rotated_about(x: float, y: float, cx: float, cy: float, degrees: float) -> tuple[float, float]:
    """(x, y) turned clockwise (y down) by degrees about (cx, cy)."""
    a = math.radians(degrees)
    dx, dy = x - cx, y - cy
    return cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)
