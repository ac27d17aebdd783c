"""Changing the grid's geometry after makeGameGrid(): cell size and number of cells (the background is
rebuilt, so drawings on it are lost, as in the original), and the playground's size in pixels.
Mixed into GameGrid."""
from __future__ import annotations

from .arguments import check_count
from .hooks import runtime
from ..i18n import N_


class GridGeometryMixin:
    """setCellSize, setNbHorzCells, setNbVertCells, getNbHorzPixels, getNbVertPixels."""

    def _geometry_changed(self) -> None:
        self._bg.clear()
        self._model_changed()
        runtime.layout_changed(self)

    def setCellSize(self, size: int) -> None:
        """Change the size of the cells (the window gets bigger or smaller).

        - size: the cell size in pixels
        """
        self._cell_size = check_count(size, N_("setCellSize(): the cell size"))
        self._geometry_changed()

    def setNbHorzCells(self, n: int) -> None:
        """Change the number of columns (the window gets wider or narrower).

        - n: the number of cells across
        """
        self._nb_horz = check_count(n, N_("setNbHorzCells(): the number of cells"))
        self._geometry_changed()

    def setNbVertCells(self, n: int) -> None:
        """Change the number of rows (the window gets taller or shorter).

        - n: the number of cells down
        """
        self._nb_vert = check_count(n, N_("setNbVertCells(): the number of cells"))
        self._geometry_changed()

    def getNbHorzPixels(self) -> int:
        """The width of the window's picture in pixels (playground width + 1)."""
        return self.getNbHorzPix()

    def getNbVertPixels(self) -> int:
        """The height of the window's picture in pixels (playground height + 1)."""
        return self.getNbVertPix()
