"""What getBg().getContext() returns: the common java.awt.Graphics2D calls, drawn on the background.

Java's int-rectangle conventions: drawRect(x, y, w, h) outlines w+1 x h+1 pixels, fillRect fills w x h;
ovals and arcs are inscribed in the (x, y, w, h) box; angles are degrees counter-clockwise from east.
Shapes of java.awt.geom (GeneralPath, Rectangle2D.Double ...) are drawn with draw(shape) / fill(shape).
A transform (translate, rotate, scale, setTransform) applies to everything drawn afterwards; text
only moves with it (it is not turned or scaled).
"""
from __future__ import annotations

import math
from typing import Any, Sequence

from .awt import Color, Font
from .geom import AffineTransform, Ellipse2D, Outline, outlines_of


class Graphics2D:
    def __init__(self, background: Any) -> None:
        self._bg = background
        self._at = AffineTransform()
        self._background_color: Color | None = None

    def _draw(self):
        return self._bg._draw

    def _rgba(self) -> tuple[int, int, int, int]:
        return self._bg.getPaintColor().rgba

    def _done(self) -> None:
        self._bg._changed()

    def _width(self) -> int:
        return self._bg.getLineWidth()

    # ----- state --------------------------------------------------------------------------------------
    def setColor(self, color: Color) -> None:
        self._bg.setPaintColor(color)

    setPaint = setColor

    def getColor(self) -> Color:
        return self._bg.getPaintColor()

    getPaint = getColor

    def setBackground(self, color: Color) -> None:
        """The colour clearRect() paints with (default: the background colour)."""
        self._background_color = color

    def getBackground(self) -> Color:
        return self._background_color or self._bg.getBgColor()

    def setFont(self, font: Font) -> None:
        self._bg.setFont(font)

    def getFont(self) -> Font:
        return self._bg.getFont()

    def setStroke(self, stroke: Any) -> None:
        """A BasicStroke-like object (getLineWidth()) or a number."""
        width = stroke.getLineWidth() if hasattr(stroke, "getLineWidth") else stroke
        self._bg.setLineWidth(int(round(width)))

    def getStroke(self) -> Any:
        from .awt import BasicStroke
        return BasicStroke(float(self._width()))

    def setRenderingHint(self, *args: Any) -> None:
        """Pillow draws without antialiasing hints; accepted and ignored."""

    setRenderingHints = setRenderingHint

    def setXORMode(self, color: Color) -> None:
        self._bg.setXORMode(color)

    def setPaintMode(self) -> None:
        self._bg.setPaintMode()

    # ----- transform ----------------------------------------------------------------------------------
    def translate(self, tx: float, ty: float) -> None:
        self._at.translate(tx, ty)

    def rotate(self, theta: float, *anchor: float) -> None:
        """rotate(theta) or rotate(theta, x, y): radians, positive turns clockwise on the screen."""
        self._at.rotate(theta, *anchor)

    def scale(self, sx: float, sy: float) -> None:
        self._at.scale(sx, sy)

    def shear(self, shx: float, shy: float) -> None:
        self._at.shear(shx, shy)

    def transform(self, at: AffineTransform) -> None:
        self._at.concatenate(at)

    def setTransform(self, at: AffineTransform) -> None:
        self._at = AffineTransform(at)

    def getTransform(self) -> AffineTransform:
        return AffineTransform(self._at)

    def create(self) -> "Graphics2D":
        """A copy with its own transform, drawing on the same background."""
        copy = Graphics2D(self._bg)
        copy._at = AffineTransform(self._at)
        copy._background_color = self._background_color
        return copy

    # ----- shapes (java.awt.geom) ---------------------------------------------------------------------
    def _transformed(self, outlines: list[Outline]) -> list[Outline]:
        if self._at.isIdentity():
            return outlines
        return [([self._at._apply(x, y) for x, y in points], closed) for points, closed in outlines]

    def _stroke_outlines(self, outlines: list[Outline]) -> None:
        for points, closed in self._transformed(outlines):
            if len(points) < 2:
                continue
            corners = [(round(x), round(y)) for x, y in points] + ([(round(points[0][0]), round(points[0][1]))]
                                                                    if closed else [])
            self._draw().line(corners, fill=self._rgba(), width=self._width(), joint="curve")
        self._done()

    def _fill_outlines(self, outlines: list[Outline]) -> None:
        for points, _closed in self._transformed(outlines):
            if len(points) >= 3:
                self._draw().polygon([(round(x), round(y)) for x, y in points], fill=self._rgba())
        self._done()

    def draw(self, shape: Any) -> None:
        """The outline of a shape (GeneralPath, Line2D/Rectangle2D/Ellipse2D.Double ...)."""
        self._stroke_outlines(outlines_of(shape))

    def fill(self, shape: Any) -> None:
        """The inside of a shape."""
        self._fill_outlines(outlines_of(shape))

    # ----- Java's int drawing calls -------------------------------------------------------------------
    def _plain(self) -> bool:
        return self._at.isIdentity()

    @staticmethod
    def _box(x: float, y: float, w: float, h: float) -> Outline:
        return ([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], True)

    def drawLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        if not self._plain():
            return self._stroke_outlines([([(x1, y1), (x2, y2)], False)])
        self._draw().line([(x1, y1), (x2, y2)], fill=self._rgba(), width=self._width())
        self._done()

    def drawRect(self, x: int, y: int, w: int, h: int) -> None:
        if not self._plain():
            return self._stroke_outlines([self._box(x, y, w, h)])
        self._draw().rectangle([x, y, x + w, y + h], outline=self._rgba(), width=self._width())
        self._done()

    def fillRect(self, x: int, y: int, w: int, h: int) -> None:
        if w <= 0 or h <= 0:
            return
        if not self._plain():
            return self._fill_outlines([self._box(x, y, w, h)])
        self._draw().rectangle([x, y, x + w - 1, y + h - 1], fill=self._rgba())
        self._done()

    def clearRect(self, x: int, y: int, w: int, h: int) -> None:
        if w > 0 and h > 0:
            self._bg._image_draw.rectangle([x, y, x + w - 1, y + h - 1], fill=self.getBackground().rgba)
            self._done()

    def drawRoundRect(self, x: int, y: int, w: int, h: int, arc_w: int, arc_h: int) -> None:
        radius = max(0, min(arc_w, arc_h) // 2)
        if not self._plain():
            return self.drawRect(x, y, w, h)
        self._draw().rounded_rectangle([x, y, x + w, y + h], radius, outline=self._rgba(), width=self._width())
        self._done()

    def fillRoundRect(self, x: int, y: int, w: int, h: int, arc_w: int, arc_h: int) -> None:
        if w <= 0 or h <= 0:
            return
        radius = max(0, min(arc_w, arc_h) // 2)
        if not self._plain():
            return self.fillRect(x, y, w, h)
        self._draw().rounded_rectangle([x, y, x + w - 1, y + h - 1], radius, fill=self._rgba())
        self._done()

    def drawOval(self, x: int, y: int, w: int, h: int) -> None:
        if not self._plain():
            return self.draw(Ellipse2D.Double(x, y, w, h))
        self._draw().ellipse([x, y, x + w, y + h], outline=self._rgba(), width=self._width())
        self._done()

    def fillOval(self, x: int, y: int, w: int, h: int) -> None:
        if w <= 0 or h <= 0:
            return
        if not self._plain():
            return self.fill(Ellipse2D.Double(x, y, w, h))
        self._draw().ellipse([x, y, x + w - 1, y + h - 1], fill=self._rgba())
        self._done()

    def _arc_angles(self, start: float, extent: float) -> tuple[float, float]:
        begin, end = -(start + extent), -start     # Pillow measures clockwise
        return (end, begin) if extent < 0 else (begin, end)

    @staticmethod
    def _arc_points(x: float, y: float, w: float, h: float, start: float, extent: float) -> list[tuple[float, float]]:
        steps = max(8, int(abs(extent) / 5))
        cx, cy = x + w / 2, y + h / 2
        return [(cx + w / 2 * math.cos(math.radians(start + extent * i / steps)),
                 cy - h / 2 * math.sin(math.radians(start + extent * i / steps))) for i in range(steps + 1)]

    def drawArc(self, x: int, y: int, w: int, h: int, start: float, extent: float) -> None:
        if not self._plain():
            return self._stroke_outlines([(self._arc_points(x, y, w, h, start, extent), False)])
        begin, end = self._arc_angles(start, extent)
        self._draw().arc([x, y, x + w, y + h], begin, end, fill=self._rgba(), width=self._width())
        self._done()

    def fillArc(self, x: int, y: int, w: int, h: int, start: float, extent: float) -> None:
        if not self._plain():
            points = [(x + w / 2, y + h / 2)] + self._arc_points(x, y, w, h, start, extent)
            return self._fill_outlines([(points, True)])
        begin, end = self._arc_angles(start, extent)
        self._draw().pieslice([x, y, x + w, y + h], begin, end, fill=self._rgba())
        self._done()

    def _corners(self, xs: Any, ys: Sequence[int] | None, n: int | None) -> list[tuple[int, int]]:
        """Corners from (xs, ys[, n]) or from a java.awt.Polygon given alone."""
        if ys is None:
            xs, ys, n = xs.xpoints, xs.ypoints, xs.npoints
        count = len(xs) if n is None else n
        return [(int(xs[i]), int(ys[i])) for i in range(count)]

    def drawPolygon(self, xs: Any, ys: Sequence[int] | None = None, n: int | None = None) -> None:
        """drawPolygon(xs, ys, n) or drawPolygon(polygon) (anything with xpoints/ypoints/npoints)."""
        corners = self._corners(xs, ys, n)
        if not self._plain():
            return self._stroke_outlines([(corners, True)])
        self._draw().polygon(corners, outline=self._rgba())
        self._done()

    def fillPolygon(self, xs: Any, ys: Sequence[int] | None = None, n: int | None = None) -> None:
        corners = self._corners(xs, ys, n)
        if not self._plain():
            return self._fill_outlines([(corners, True)])
        self._draw().polygon(corners, fill=self._rgba())
        self._done()

    def drawPolyline(self, xs: Sequence[int], ys: Sequence[int], n: int | None = None) -> None:
        corners = self._corners(xs, ys, n)
        if not self._plain():
            return self._stroke_outlines([(corners, False)])
        self._draw().line(corners, fill=self._rgba(), width=self._width())
        self._done()

    def drawString(self, text: Any, x: float, y: float) -> None:
        """Text with the left end of its baseline at (x, y) (moved, not turned, by a transform)."""
        from .awt import Point
        tx, ty = self._at._apply(float(x), float(y))
        self._bg.drawText(str(text), Point(int(round(tx)), int(round(ty))))

    def drawImage(self, image: Any, x: int = 0, y: int = 0, *rest: Any) -> bool:
        tx, ty = self._at._apply(float(x), float(y))
        self._bg.drawImage(image, int(round(tx)), int(round(ty)))
        return True

    def dispose(self) -> None:
        """Nothing to release."""
