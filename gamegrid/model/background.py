"""GGBackground: the picture under the actors (colour, image, grid lines, and the student's drawings).

Drawn into one picture (model/picture.py) of (pgWidth+1) x (pgHeight+1) pixels; the view uploads it as a texture
only when `version` changed, so shapes are not redrawn every frame. Drawing does not refresh by
itself (as in the original): the change shows at the next cycle or refresh().
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Sequence

from ..java.awt import Color, Font, Point
from .location import Location
from . import images
from . import picture as pic
from .picture import Picture
from .errors import SpriteNotFoundError
from .xorpaint import XorDraw
from .fonts import draw_text, face_of
from ..base.i18n import tr

if TYPE_CHECKING:
    from .grid import GameGrid

def _xy(point: Any) -> tuple[int, int]:
    return (int(point.x), int(point.y))


def _arc_points(center: tuple[int, int], radius: float, start: float, extent: float) -> list[tuple[float, float]]:
    """Points along a circle arc (Java's angles: degrees, 0 east, counter-clockwise), about 2 pixels apart."""
    cx, cy = center
    steps = max(2, min(2000, math.ceil(abs(extent) * math.pi / 180.0 * max(radius, 1) / 2.0)))
    points = []
    for i in range(steps + 1):
        angle = math.radians(start + extent * i / steps)
        # Java2D fills the pixels whose centres are inside; Pillow's pixel centres are the whole numbers
        points.append((cx + radius * math.cos(angle) - 0.5, cy - radius * math.sin(angle) - 0.5))
    return points


def clip_segment(x1: float, y1: float, x2: float, y2: float, left: float, top: float, right: float,
                 bottom: float) -> list[tuple[int, int]] | None:
    """The part of the segment inside the box (Liang-Barsky), as whole pixels; None if none of it is.
    A segment inside the box comes back unchanged."""
    if left <= min(x1, x2) and max(x1, x2) <= right and top <= min(y1, y2) and max(y1, y2) <= bottom:
        return [(int(x1), int(y1)), (int(x2), int(y2))]
    dx, dy = x2 - x1, y2 - y1
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x1 - left), (dx, right - x1), (-dy, y1 - top), (dy, bottom - y1)):
        if p == 0:
            if q < 0:
                return None           # parallel to this edge and outside it
            continue
        t = q / p
        if p < 0:
            if t > t1:
                return None
            t0 = max(t0, t)
        else:
            if t < t0:
                return None
            t1 = min(t1, t)
    return [(round(x1 + t0 * dx), round(y1 + t0 * dy)), (round(x1 + t1 * dx), round(y1 + t1 * dy))]


class GGBackground:
    """The background buffer of a GameGrid (what getBg() returns)."""

    def __init__(self, grid: "GameGrid") -> None:
        self._grid = grid
        self._paint_color = Color(255, 255, 255)
        self._line_width = 1
        self._font = Font("SansSerif", Font.PLAIN, 24)
        self._saved: Picture | None = None
        self.version = 0
        self.plain = False
        self._xor_color: tuple[int, int, int] | None = None
        self.image = pic.new((1, 1), (0, 0, 0, 0))
        self._image_draw = pic.drawer(self.image)
        self.clear()

    # ----- whole-buffer operations --------------------------------------------------------------------
    def clear(self, color: Color | None = None) -> None:
        """Repaint background colour, background image and grid lines (the student's drawings go)."""
        if color is not None:
            self._grid.setBgColor(color)
            return
        grid = self._grid
        size = (grid.getPgWidth() + 1, grid.getPgHeight() + 1)
        self.image = pic.new(size, grid.getBgColor().rgb + (255,))
        self._image_draw = pic.drawer(self.image)
        picture = grid._bg_picture()
        if picture is not None:
            pic.composite(self.image, picture, grid._bg_image_pos)
        if grid.getGridColor() is not None:
            xor, self._xor_color = self._xor_color, None   # the grid itself is painted, never XORed
            self.drawGridLines(grid.getGridColor())
            self._xor_color = xor
        self._changed()
        # Just a colour (no image, grid or drawing): the view can clear instead of drawing a texture.
        self.plain = picture is None and grid.getGridColor() is None

    def _changed(self) -> None:
        self.plain = False
        self.version += 1
        self._grid._model_changed()

    def save(self) -> None:
        self._saved = self.image.copy()

    def restore(self) -> None:
        if self._saved is not None:
            self.image = self._saved.copy()
            self._image_draw = pic.drawer(self.image)
            self._changed()

    def getBackgroundImage(self) -> Picture:
        return self.image.copy()

    @property
    def _draw(self) -> Any:
        """What shapes are drawn with: the picture's Draw, or its XOR stand-in in XOR mode."""
        if self._xor_color is None:
            return self._image_draw
        return XorDraw(self.image, self._xor_color)

    # ----- paint settings -----------------------------------------------------------------------------
    def setXORMode(self, color: Color) -> None:
        """Java's XOR mode: a shape turns each pixel p it covers into p ^ paintColor ^ color, so drawing
        it again restores the picture (rubber-band lines). Images are still drawn normally."""
        if not isinstance(color, Color):
            raise TypeError(tr("setXORMode() takes a Color (e.g. Color.white), got {color!r}.", color=color))
        self._xor_color = color.rgb

    def setPaintMode(self) -> None:
        """Back to normal painting (shapes cover the pixels with the paint colour)."""
        self._xor_color = None

    def setPaintColor(self, color: Color) -> None:
        self._paint_color = color

    def getPaintColor(self) -> Color:
        return self._paint_color

    def setLineWidth(self, width: int) -> None:
        self._line_width = max(1, int(width))

    def getLineWidth(self) -> int:
        return self._line_width

    def setFont(self, font: Font) -> None:
        self._font = font

    def getFont(self) -> Font:
        return self._font

    def setBgColor(self, *color: Any) -> None:
        self._grid.setBgColor(*color)

    def getBgColor(self) -> Color:
        return self._grid.getBgColor()

    @property
    def _rgba(self) -> tuple[int, int, int, int]:
        return self._paint_color.rgba

    # ----- shapes -------------------------------------------------------------------------------------
    def drawLine(self, *args: Any) -> None:
        if len(args) == 2:
            (x1, y1), (x2, y2) = _xy(args[0]), _xy(args[1])
        else:
            x1, y1, x2, y2 = (int(v) for v in args)
        # A line reaching far outside the picture (gpanel plots of 1/z, a user range much smaller than the
        # curve) costs Pillow its whole length: cut it to a wide box around the picture first, as Java2D
        # clips. Lines inside the box are drawn as given (the cut moves a drawn pixel by one at most).
        w, h = self.image.size
        margin = 4 * (w + h) + self._line_width
        segment = clip_segment(x1, y1, x2, y2, -margin, -margin, w + margin, h + margin)
        if segment is not None:
            self._draw.line(segment, fill=self._rgba, width=self._line_width)
        self._changed()

    def drawPoint(self, point: Point) -> None:
        self._draw.point(_xy(point), fill=self._rgba)
        self._changed()

    def _circle_box(self, center: Point, radius: int) -> list[int]:
        x, y = _xy(center)
        return [x - radius, y - radius, x + radius, y + radius]

    def _stroke_box(self, box: list[int]) -> list[int]:
        """The box Pillow needs to stroke an outline of the pen's width as Java2D does: centred on the
        shape's edge (Pillow draws a wide outline inside its box)."""
        width = self._line_width
        before, after = width // 2, (width - 1) // 2
        return [box[0] - before, box[1] - before, box[2] + after, box[3] + after]

    def drawCircle(self, center: Point, radius: int) -> None:
        self._draw.ellipse(self._stroke_box(self._circle_box(center, radius)), outline=self._rgba,
                           width=self._line_width)
        self._changed()

    def fillCircle(self, center: Point, radius: int) -> None:
        self._draw.ellipse(self._circle_box(center, radius), fill=self._rgba, outline=self._rgba,
                           width=self._line_width)
        self._changed()

    def _box(self, pt1: Point, pt2: Point) -> list[int]:
        (x1, y1), (x2, y2) = _xy(pt1), _xy(pt2)
        return [min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2)]

    def drawRectangle(self, pt1: Point, pt2: Point) -> None:
        self._draw.rectangle(self._stroke_box(self._box(pt1, pt2)), outline=self._rgba, width=self._line_width)
        self._changed()

    def fillRectangle(self, pt1: Point, pt2: Point) -> None:
        self._draw.rectangle(self._box(pt1, pt2), fill=self._rgba)
        self._changed()

    def _arc(self, center: Point, radius: int, start: float, extent: float, fill: bool,
             outline: bool = True, pie: bool = False) -> None:
        """An arc; filled, the original fills it as an open Arc2D: the piece between the arc and its chord
        (not a pie slice), then draws the arc over it with the pen. outline=False: the fill alone;
        pie=True: a pie slice (gpanel's fillArc, as it was)."""
        # Java2D: 0° east, counter-clockwise positive; Pillow: clockwise positive.
        begin, end = -(start + extent), -start
        if extent < 0:
            begin, end = end, begin
        if fill and pie:
            self._draw.pieslice(self._circle_box(center, radius), begin, end, fill=self._rgba)
        elif fill:
            self._draw.polygon(_arc_points(_xy(center), radius, start, extent), fill=self._rgba)
        if outline:
            self._draw.arc(self._stroke_box(self._circle_box(center, radius)), begin, end, fill=self._rgba,
                           width=self._line_width)
        self._changed()

    def drawArc(self, center: Point, radius: int, start: float, extent: float) -> None:
        self._arc(center, radius, start, extent, fill=False)

    def fillArc(self, center: Point, radius: int, start: float, extent: float) -> None:
        self._arc(center, radius, start, extent, fill=True)

    def drawPolygon(self, points: Sequence[Point]) -> None:
        self._draw.polygon([_xy(p) for p in points], outline=self._rgba, width=self._line_width)
        self._changed()

    def fillPolygon(self, points: Sequence[Point]) -> None:
        self._draw.polygon([_xy(p) for p in points], fill=self._rgba)
        self._changed()

    def drawText(self, text: str, point: Point) -> None:
        """Text with the left end of its baseline at `point`."""
        draw_text(self._draw, _xy(point), str(text), self._rgba, face_of(self._font), "ls")
        self._changed()

    def drawImage(self, source: Any, x: int = 0, y: int = 0) -> None:
        """An image (path or picture) with its upper-left corner at (x, y); a missing path draws nothing."""
        if isinstance(source, str):
            try:
                picture = images.load(source).source
            except SpriteNotFoundError:
                return
        else:
            picture = source if pic.is_picture(source) else source._sprite_image().source
        pic.composite(self.image, picture, (int(x), int(y)))
        self._changed()

    # ----- cells and grid -------------------------------------------------------------------------------
    def fillCell(self, location: Location, color: Color, with_border: bool = True) -> None:
        cs = self._grid.getCellSize()
        x, y = location.x * cs, location.y * cs
        if with_border:
            box = [x, y, x + cs, y + cs]
        else:
            box = [x + 1, y + 1, x + cs - 1, y + cs - 1]
        self._draw.rectangle(box, fill=color.rgba)
        self._changed()

    def drawGridLines(self, color: Color) -> None:
        grid = self._grid
        cs, width, height = grid.getCellSize(), grid.getPgWidth(), grid.getPgHeight()
        rgba, line_width = color.rgba, self._line_width
        # The original draws them with the pen's width (setLineWidth), centred on the cell borders.
        for x in range(0, width + 1, cs):
            self._draw.line([(x, 0), (x, height)], fill=rgba, width=line_width)
        for y in range(0, height + 1, cs):
            self._draw.line([(0, y), (width, y)], fill=rgba, width=line_width)
        self._changed()

    def getColor(self, where: Any) -> Color:
        """Background pixel colour at a Point, or at a Location's cell centre; black outside."""
        if isinstance(where, Location):
            where = self._grid.toPoint(where)
        x, y = _xy(where)
        if 0 <= x < self.image.width and 0 <= y < self.image.height:
            r, g, b, _ = self.image.getpixel((x, y))
            return Color(r, g, b)
        return Color(0, 0, 0)

