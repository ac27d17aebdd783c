"""What the window paints under the actors and as a whole: the background (getBg, its colour, picture and
grid lines), getImage() (a snapshot of background and actors), paint(), getPanel() (the background in user
coordinates). Mixed into GameGrid."""
from __future__ import annotations

from typing import Any, overload

from . import images
from . import picture as pic
from .picture import Picture
from .background import GGBackground
from .bitmap import BufferedImage
from ..java.awt import Color, Point
from ..base.i18n import tr


class PaintingMixin:
    """getBg and the background's colour, picture and grid lines; getImage, paint, getPanel."""

    def getPanel(self, *window: float):
        """The background as a GGPanel (user coordinates); with (xmin, xmax, ymin, ymax) sets its window."""
        panel = self.getBg()
        if window:
            panel.window(*window)
        return panel

    def _playground_picture(self) -> Picture:
        """The playground as drawn: background, tile map, then the actors in paint order."""
        bg = self.getBg()
        picture = (bg.view_image() if hasattr(bg, "view_image") else bg.image).copy()
        cs = self._cell_size
        for actor in self._scene.paint_order():
            shown = actor._a_displayed_picture()
            if shown is None:
                continue
            (cx, cy), (dx, dy) = actor._a_cell, actor._a_offset
            shift = 1 if cs == 1 else 0
            left = dx + cs // 2 + cx * cs - shown.width // 2 + shift
            top = dy + cs // 2 + cy * cs - shown.height // 2 + shift
            pic.composite(picture, shown, (left, top))
        return picture

    def getImage(self) -> BufferedImage:
        """A snapshot of the playground (background and actors)."""
        return BufferedImage(self._playground_picture())

    def paint(self, graphics: Any = None) -> None:
        """Redraw the window, as refresh() does (Java's paint entry point).

        - graphics: ignored (Java's Graphics)
        """
        self.refresh()

    # ----- the background --------------------------------------------------------------------------
    def getBg(self) -> GGBackground:
        """The background you can draw on (lines, circles, text), a GGBackground.

        Example: bg = getBg(); bg.setPaintColor(Color.red); bg.fillCircle(Point(100, 100), 20)
        """
        return self._bg

    @overload
    def setBgColor(self, color: Color, /) -> None: ...
    @overload
    def setBgColor(self, red: int, green: int, blue: int, /) -> None: ...

    def setBgColor(self, *args: Any) -> None:
        """Fill the background with a colour (erases what was drawn on it).

        - color: a Color, e.g. Color.white or Color(255, 166, 0)
        - red, green, blue: the colour's parts, each 0 to 255 (instead of color)
        """
        if len(args) == 3:
            color = Color(*args)
        elif len(args) == 1 and isinstance(args[0], Color):
            color = args[0]
        else:
            raise TypeError(tr("setBgColor() takes a Color, e.g. Color(255, 166, 0), or r, g, b; got {args!r}.",
                               args=args))
        self._bg_color = Color(color.getRed(), color.getGreen(), color.getBlue())
        self._bg.clear()

    def getBgColor(self) -> Color:
        """The background colour, a Color."""
        return self._bg_color

    def setGridColor(self, color: Color | None) -> None:
        """Set the colour of the grid lines between the cells.

        - color: a Color, or None for no grid lines
        """
        self._grid_color = color
        self._bg.clear()

    def getGridColor(self) -> Color | None:
        """The colour of the grid lines, or None when there are none."""
        return self._grid_color

    def setBgImagePath(self, path: str | None) -> None:
        """Show a picture file as the background.

        - path: the picture, e.g. "sprites/town.jpg", or None for none
        """
        self._bg_image_path = path
        self._bg.clear()

    def getBgImagePath(self) -> str | None:
        """The path of the background picture, or None."""
        return self._bg_image_path

    def setBgImagePos(self, point: Point) -> None:
        """Move the background picture: its top left corner goes to this pixel.

        - point: the position, a Point in pixels
        """
        self._bg_image_pos = (point.x, point.y)
        self._bg.clear()

    def setBgImagePosX(self, x: int) -> None:
        """Move the background picture sideways.

        - x: its left edge, in pixels
        """
        self.setBgImagePos(Point(x, self._bg_image_pos[1]))

    def setBgImagePosY(self, y: int) -> None:
        """Move the background picture up or down.

        - y: its top edge, in pixels
        """
        self.setBgImagePos(Point(self._bg_image_pos[0], y))

    def getBgImagePos(self) -> Point:
        """The top left corner of the background picture, a Point in pixels."""
        return Point(*self._bg_image_pos)

    def getBgImagePosX(self) -> int:
        """The left edge of the background picture, in pixels."""
        return self._bg_image_pos[0]

    def getBgImagePosY(self) -> int:
        """The top edge of the background picture, in pixels."""
        return self._bg_image_pos[1]

    def _bg_picture(self):
        if not self._bg_image_path:
            return None
        return images.load(self._bg_image_path).source

    # ----- scene order ----------------------------------------------------------------------------------
