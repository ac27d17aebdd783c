"""The playground as one picture and its paint order: getImage() (a snapshot of background and actors),
paint(), getPanel() (the background in user coordinates), and the helpers that shift or reverse the
scene order of a class. Mixed into GameGrid."""
from __future__ import annotations

from typing import Any

from PIL import Image

from .bitmap import BufferedImage


class PaintingMixin:
    """getImage, paint, getPanel, shiftSceneOrder, reverseSceneOrder."""

    def getPanel(self, *window: float):
        """The background as a GGPanel (user coordinates); with (xmin, xmax, ymin, ymax) sets its window."""
        panel = self.getBg()
        if window:
            panel.window(*window)
        return panel

    def _playground_picture(self) -> Image.Image:
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
            layer = Image.new("RGBA", picture.size, (0, 0, 0, 0))
            layer.paste(shown, (left, top))
            picture.alpha_composite(layer)
        return picture

    def getImage(self) -> BufferedImage:
        """A snapshot of the playground (background and actors)."""
        return BufferedImage(self._playground_picture())

    def paint(self, graphics: Any = None) -> None:
        """Redraw the window, as refresh() does (Java's paint entry point).

        - graphics: ignored (Java's Graphics)
        """
        self.refresh()

    # ----- scene order ----------------------------------------------------------------------------------
    def shiftSceneOrder(self, actors: list[Any], forward: bool) -> Any:
        """Move the actors of a list one place up (or down) in the paint order; returns the new top one.

        - actors: a list of actors of the same class
        - forward: True to shift up, False to shift down
        """
        order = list(actors)
        if not order:
            return None
        order = order[-1:] + order[:-1] if forward else order[1:] + order[:1]
        self.setSceneOrder(order)
        return order[-1]

    def reverseSceneOrder(self, actors: list[Any]) -> Any:
        """Turn round the paint order of the actors of a list; returns the new top one.

        - actors: a list of actors of the same class
        """
        order = list(actors)[::-1]
        if not order:
            return None
        self.setSceneOrder(order)
        return order[-1]
