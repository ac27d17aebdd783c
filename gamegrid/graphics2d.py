"""What getBg().getContext() returns: the common java.awt.Graphics2D calls, drawn on the background.

Java's int-rectangle conventions: drawRect(x, y, w, h) outlines w+1 x h+1 pixels, fillRect fills w x h;
ovals and arcs are inscribed in the (x, y, w, h) box; angles are degrees counter-clockwise from east.
"""
from __future__ import annotations

from typing import Any, Sequence

from .awt import Color, Font


class Graphics2D:
    def __init__(self, background: Any) -> None:
        self._bg = background

    def _draw(self):
        return self._bg._draw

    def _rgba(self) -> tuple[int, int, int, int]:
        return self._bg.getPaintColor().rgba

    def _done(self) -> None:
        self._bg._changed()

    # ----- state --------------------------------------------------------------------------------------
    def setColor(self, color: Color) -> None:
        self._bg.setPaintColor(color)

    setPaint = setColor

    def getColor(self) -> Color:
        return self._bg.getPaintColor()

    def setFont(self, font: Font) -> None:
        self._bg.setFont(font)

    def getFont(self) -> Font:
        return self._bg.getFont()

    def setStroke(self, stroke: Any) -> None:
        """A BasicStroke-like object (getLineWidth()) or a number."""
        width = stroke.getLineWidth() if hasattr(stroke, "getLineWidth") else stroke
        self._bg.setLineWidth(int(round(width)))

    def setRenderingHint(self, *args: Any) -> None:
        """Pillow draws without antialiasing hints; accepted and ignored."""

    # ----- shapes -------------------------------------------------------------------------------------
    def drawLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self._draw().line([(x1, y1), (x2, y2)], fill=self._rgba(), width=self._bg.getLineWidth())
        self._done()

    def drawRect(self, x: int, y: int, w: int, h: int) -> None:
        self._draw().rectangle([x, y, x + w, y + h], outline=self._rgba(), width=self._bg.getLineWidth())
        self._done()

    def fillRect(self, x: int, y: int, w: int, h: int) -> None:
        if w > 0 and h > 0:
            self._draw().rectangle([x, y, x + w - 1, y + h - 1], fill=self._rgba())
            self._done()

    def clearRect(self, x: int, y: int, w: int, h: int) -> None:
        if w > 0 and h > 0:
            self._draw().rectangle([x, y, x + w - 1, y + h - 1], fill=self._bg.getBgColor().rgba)
            self._done()

    def drawOval(self, x: int, y: int, w: int, h: int) -> None:
        self._draw().ellipse([x, y, x + w, y + h], outline=self._rgba(), width=self._bg.getLineWidth())
        self._done()

    def fillOval(self, x: int, y: int, w: int, h: int) -> None:
        if w > 0 and h > 0:
            self._draw().ellipse([x, y, x + w - 1, y + h - 1], fill=self._rgba())
            self._done()

    def _arc_angles(self, start: float, extent: float) -> tuple[float, float]:
        begin, end = -(start + extent), -start     # Pillow measures clockwise
        return (end, begin) if extent < 0 else (begin, end)

    def drawArc(self, x: int, y: int, w: int, h: int, start: float, extent: float) -> None:
        begin, end = self._arc_angles(start, extent)
        self._draw().arc([x, y, x + w, y + h], begin, end, fill=self._rgba(), width=self._bg.getLineWidth())
        self._done()

    def fillArc(self, x: int, y: int, w: int, h: int, start: float, extent: float) -> None:
        begin, end = self._arc_angles(start, extent)
        self._draw().pieslice([x, y, x + w, y + h], begin, end, fill=self._rgba())
        self._done()

    def _corners(self, xs: Sequence[int], ys: Sequence[int], n: int | None) -> list[tuple[int, int]]:
        count = len(xs) if n is None else n
        return [(int(xs[i]), int(ys[i])) for i in range(count)]

    def drawPolygon(self, xs: Sequence[int], ys: Sequence[int], n: int | None = None) -> None:
        self._draw().polygon(self._corners(xs, ys, n), outline=self._rgba())
        self._done()

    def fillPolygon(self, xs: Sequence[int], ys: Sequence[int], n: int | None = None) -> None:
        self._draw().polygon(self._corners(xs, ys, n), fill=self._rgba())
        self._done()

    def drawPolyline(self, xs: Sequence[int], ys: Sequence[int], n: int | None = None) -> None:
        self._draw().line(self._corners(xs, ys, n), fill=self._rgba(), width=self._bg.getLineWidth())
        self._done()

    def drawString(self, text: Any, x: float, y: float) -> None:
        """Text with the left end of its baseline at (x, y)."""
        from .awt import Point
        self._bg.drawText(str(text), Point(int(x), int(y)))

    def drawImage(self, image: Any, x: int = 0, y: int = 0, *rest: Any) -> bool:
        self._bg.drawImage(image, x, y)
        return True

    def dispose(self) -> None:
        """Nothing to release."""
