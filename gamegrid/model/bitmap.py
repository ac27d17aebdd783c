"""GGBitmap and the image objects getImage() hands out (stand-ins for java.awt.image.BufferedImage).

Both wrap an RGBA picture of the picture interface (model/picture.py; Pillow on the desktop). They can be passed where the original takes a BufferedImage:
Actor(image...), bg.drawImage(image, x, y), GGBitmap.getScaledImage(image, ...).
"""
from __future__ import annotations

import math
from typing import Any

from ..java.awt import Color, Font, Point
from . import images
from . import picture as pic
from .picture import Picture
from .errors import SpriteNotFoundError
from .fonts import draw_text, face_of
from ..base.i18n import tr


def _picture(source: Any) -> Picture:
    """An RGBA picture from a path, a picture (a Pillow image on the desktop), a BufferedImage or a GGBitmap."""
    if pic.is_picture(source):
        return pic.as_rgba(source)
    if isinstance(source, str):
        return images.load(source).source
    if hasattr(source, "_picture"):
        return source._picture
    if hasattr(source, "_sprite_image"):
        return source._sprite_image().source
    raise TypeError(tr("expected an image (path, BufferedImage or GGBitmap), got {source!r}.", source=source))


class BufferedImage:
    """A picture as Java's BufferedImage shows it: getWidth(), getHeight(), getRGB(x, y)..."""

    TYPE_INT_ARGB = 2

    def __init__(self, *args: Any) -> None:
        if len(args) >= 2 and all(isinstance(a, int) for a in args[:2]):
            self._picture = pic.new((args[0], args[1]), (0, 0, 0, 0))
        elif len(args) == 1:
            self._picture = _picture(args[0])
        else:
            raise TypeError(tr("BufferedImage(width, height[, type]) or BufferedImage(picture)."))

    def getWidth(self, observer: Any = None) -> int:
        return self._picture.width

    def getHeight(self, observer: Any = None) -> int:
        return self._picture.height

    def getRGB(self, x: int, y: int) -> int:
        r, g, b, a = self._picture.getpixel((int(x), int(y)))
        value = (a << 24) | (r << 16) | (g << 8) | b
        return value - (1 << 32) if value >= 1 << 31 else value   # Java int is signed

    def setRGB(self, x: int, y: int, argb: int) -> None:
        argb &= 0xFFFFFFFF
        pic.pixels(self._picture)[int(x), int(y)] = ((argb >> 16) & 255, (argb >> 8) & 255, argb & 255, argb >> 24)

    def getSubimage(self, x: int, y: int, w: int, h: int) -> "BufferedImage":
        return BufferedImage(self._picture.crop((x, y, x + w, y + h)))

    def _sprite_image(self):
        return images.from_picture(self._picture)

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
        self._picture = pic.new((int(width), int(height)), fill)
        self._pixels = pic.pixels(self._picture)   # direct pixel access: pixel loops of the image lessons are hot
        self._draw = pic.drawer(self._picture)
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
        return self._picture.width

    def getHeight(self) -> int:
        return self._picture.height

    def getBufferedImage(self) -> BufferedImage:
        return BufferedImage(self._picture)

    def _sprite_image(self):
        return images.from_picture(self._picture)

    # ----- drawing ------------------------------------------------------------------------------------
    def clear(self, color: Color | None = None) -> None:
        self._draw.rectangle([0, 0, self._picture.width, self._picture.height],
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
        draw_text(self._draw, _pt(point), str(text), self._paint.rgba, face_of(self._font), "ls")

    def drawImage(self, source: Any, x: int = 0, y: int = 0) -> None:
        pic.composite(self._picture, _picture(source), (int(x), int(y)))

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
            return BufferedImage(_picture(path))
        except SpriteNotFoundError:
            return None

    @staticmethod
    def getScaledImage(source: Any, factor: float, angle: float = 0.0) -> BufferedImage:
        """Zoomed by factor and rotated clockwise by angle degrees (canvas enlarged for the rotation)."""
        picture = _picture(source)
        w, h = max(1, round(picture.width * factor)), max(1, round(picture.height * factor))
        scaled = pic.scaled(picture, (w, h))
        if angle % 360:
            scaled = pic.rotated(scaled, angle, True)
        return BufferedImage(scaled)

    @staticmethod
    def floodFill(source: Any, start: Point, old_color: Color, new_color: Color) -> BufferedImage:
        picture = _picture(source).copy()
        if picture.getpixel(_int_pt(start))[:3] == old_color.rgb:
            pic.flood_fill(picture, _int_pt(start), new_color.rgba)
        return BufferedImage(picture)

    @staticmethod
    def setTransparency(source: Any, alpha: float) -> BufferedImage:
        """Multiply the picture's opacity by alpha (0.0 transparent .. 1.0 unchanged)."""
        return BufferedImage(pic.alpha_scaled(_picture(source), alpha))

    @staticmethod
    def writeImage(source: Any, path: str, kind: str = "png") -> bool:
        try:
            pic.save(_picture(source), path, kind)
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
