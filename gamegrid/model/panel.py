"""GGPanel: the background (what getBg() returns) with GPanel-like drawing in user coordinates.

Default window (0, 1, 0, 1) with y upwards, as the original. Unlike the GGBackground methods, the
user-coordinate methods show their result at once (refresh) unless setRefreshEnabled(False).
A tile map, when the script creates one, is drawn over the background picture (view_image()).
"""
from __future__ import annotations

from typing import Any, Sequence

from ..java.awt import Color, Point
from .background import GGBackground
from .picture import Picture
from ..base.i18n import tr


def _xy_pairs(args: Sequence[Any], count: int, what: str) -> list[tuple[float, float]]:
    """count points given as 2*count numbers or as count point-like objects (x, y attributes)."""
    if len(args) == 2 * count and all(isinstance(a, (int, float)) for a in args):
        return [(float(args[2 * i]), float(args[2 * i + 1])) for i in range(count)]
    if len(args) == count and all(hasattr(a, "x") for a in args):
        return [(float(a.x), float(a.y)) for a in args]
    raise TypeError(tr("{what} takes {count} points: {value} numbers or {count} points with x, y.",
                       what=what, count=count, value=2 * count))


class GGPanel(GGBackground):
    """The game grid's background with drawing in user coordinates (window, line, circle ...)."""

    def __init__(self, grid: Any) -> None:
        self._window = (0.0, 1.0, 0.0, 1.0)
        self._pos = (0.0, 0.0)
        self._auto_refresh = True
        self._tile_layer_key: Any = None
        self._tile_layer: Picture | None = None
        super().__init__(grid)

    # ----- coordinates --------------------------------------------------------------------------------
    def window(self, xmin: float, xmax: float, ymin: float, ymax: float) -> None:
        if xmax == xmin or ymax == ymin:
            raise ValueError(tr("window(xmin, xmax, ymin, ymax): xmin must differ from xmax and ymin from ymax."))
        self._window = (float(xmin), float(xmax), float(ymin), float(ymax))

    def toPixelX(self, x: float) -> int:
        xmin, xmax, _, _ = self._window
        return int(round((x - xmin) * self._grid.getPgWidth() / (xmax - xmin)))

    def toPixelY(self, y: float) -> int:
        _, _, ymin, ymax = self._window
        return int(round((ymax - y) * self._grid.getPgHeight() / (ymax - ymin)))

    def toUserX(self, px: int) -> float:
        xmin, xmax, _, _ = self._window
        return xmin + px * (xmax - xmin) / self._grid.getPgWidth()

    def toUserY(self, py: int) -> float:
        _, _, ymin, ymax = self._window
        return ymax - py * (ymax - ymin) / self._grid.getPgHeight()

    def toPixelWidth(self, w: float) -> int:
        xmin, xmax, _, _ = self._window
        return int(round(abs(w * self._grid.getPgWidth() / (xmax - xmin))))

    def toPixelHeight(self, h: float) -> int:
        _, _, ymin, ymax = self._window
        return int(round(abs(h * self._grid.getPgHeight() / (ymax - ymin))))

    def toPixel(self, x: float, y: float) -> Point:
        return Point(self.toPixelX(x), self.toPixelY(y))

    def _p(self, x: float, y: float) -> Point:
        return Point(self.toPixelX(x), self.toPixelY(y))

    def setRefreshEnabled(self, enable: bool) -> None:
        self._auto_refresh = bool(enable)

    def _done(self) -> None:
        if self._auto_refresh:
            self._grid.refresh()

    # ----- drawing in user coordinates ----------------------------------------------------------------
    def color(self, color: Color) -> None:
        self.setPaintColor(color)

    def lineWidth(self, width: int) -> None:
        self.setLineWidth(width)

    def move(self, *args: Any) -> None:
        (self._pos,) = _xy_pairs(args, 1, "move()")

    def getPos(self):
        from ..java.javatypes import Double
        return Double(*self._pos)

    def draw(self, *args: Any) -> None:
        (target,) = _xy_pairs(args, 1, "draw()")
        self.drawLine(self._p(*self._pos), self._p(*target))
        self._pos = target
        self._done()

    def line(self, *args: Any) -> None:
        a, b = _xy_pairs(args, 2, "line()")
        self.drawLine(self._p(*a), self._p(*b))
        self._pos = b
        self._done()

    def point(self, *args: Any) -> None:
        (a,) = _xy_pairs(args, 1, "point()")
        self.drawPoint(self._p(*a))
        self._done()

    def circle(self, x: float, y: float, radius: float, fill: bool = False) -> None:
        center, r = self._p(x, y), self.toPixelWidth(radius)
        (self.fillCircle if fill else self.drawCircle)(center, r)
        self._done()

    def rectangle(self, *args: Any) -> None:
        fill = bool(args[-1]) if args and isinstance(args[-1], bool) else False
        if args and isinstance(args[-1], bool):
            args = args[:-1]
        a, b = _xy_pairs(args, 2, "rectangle()")
        (self.fillRectangle if fill else self.drawRectangle)(self._p(*a), self._p(*b))
        self._done()

    def arc(self, x: float, y: float, radius: float, start: float, extent: float, fill: bool = False) -> None:
        center, r = self._p(x, y), self.toPixelWidth(radius)
        (self.fillArc if fill else self.drawArc)(center, r, start, extent)
        self._done()

    def polygon(self, *args: Any) -> None:
        """polygon(points[, fill]) or polygon(xs, ys[, fill]); points have x, y."""
        fill = bool(args[-1]) if args and isinstance(args[-1], bool) else False
        if args and isinstance(args[-1], bool):
            args = args[:-1]
        if len(args) == 2:
            corners = list(zip(args[0], args[1]))
        else:
            corners = [(p.x, p.y) if hasattr(p, "x") else (p[0], p[1]) for p in args[0]]
        pixels = [self._p(x, y) for x, y in corners]
        (self.fillPolygon if fill else self.drawPolygon)(pixels)
        self._done()

    def triangle(self, *args: Any) -> None:
        fill = bool(args[-1]) if args and isinstance(args[-1], bool) else False
        if args and isinstance(args[-1], bool):
            args = args[:-1]
        corners = _xy_pairs(args, 3, "triangle()")
        pixels = [self._p(x, y) for x, y in corners]
        (self.fillPolygon if fill else self.drawPolygon)(pixels)
        self._done()

    def drawText(self, text: Any, *where: Any) -> None:
        """drawText(text, point) in pixels (GGBackground) or drawText(text, x, y) in user coordinates."""
        if len(where) == 2:
            super().drawText(text, self._p(*where))
            self._done()
        else:
            super().drawText(text, *where)

    def text(self, x: float, y: float, text: Any) -> None:
        self.drawText(text, x, y)

    def clean(self) -> None:
        """Erase all drawings (background colour, image and grid lines stay)."""
        self.clear()
        self._done()

    def erase(self) -> None:
        self.clean()

    # ----- GGBackground names that need more than the core --------------------------------------------
    @staticmethod
    def getAvailableFontFamilies() -> list[str]:
        return ["Dialog", "DialogInput", "Monospaced", "SansSerif", "Serif"]

    def drawGeneralPath(self, path: Any) -> None:
        """The outline of a java.awt.geom shape (GeneralPath ...) or of a closed list of points."""
        self.getContext().draw(path)

    def fillGeneralPath(self, path: Any) -> None:
        self.getContext().fill(path)

    def getContext(self) -> Any:
        """The Graphics2D stand-in drawing on this background (setColor, drawLine, fill(shape) ...); one
        per background, as in Java, so a transform set on it stays."""
        context = self.__dict__.get("_context")
        if context is None:
            from ..java.graphics2d import Graphics2D
            context = self.__dict__["_context"] = Graphics2D(self)
        return context

    # ----- what the view shows: background plus tile map -------------------------------------------
    def view_image(self) -> Picture:
        tile_map = self._grid.__dict__.get("_gx_tile_map")
        if tile_map is None:
            return self.image
        key = (self.version, tile_map.version)
        if key != self._tile_layer_key or self._tile_layer is None:
            self._tile_layer = self.image.copy()
            tile_map._draw_onto(self._tile_layer)
            self._tile_layer_key = key
        return self._tile_layer
