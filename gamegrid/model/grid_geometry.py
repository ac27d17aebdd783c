"""Changing the grid's geometry after makeGameGrid(): cell size and number of cells (the background is
rebuilt, so drawings on it are lost, as in the original), and the playground's size in pixels.
Mixed into GameGrid."""
from __future__ import annotations

from .hooks import runtime


class GridGeometryMixin:
    """setCellSize, setNbHorzCells, setNbVertCells, getNbHorzPixels, getNbVertPixels."""

    def _geometry_changed(self) -> None:
        self._bg.clear()
        self._model_changed()
        runtime.layout_changed(self)

    def setCellSize(self, size: int) -> None:
        from .grid import _check_count
        self._cell_size = _check_count(size, "setCellSize(): the cell size")
        self._geometry_changed()

    def setNbHorzCells(self, n: int) -> None:
        from .grid import _check_count
        self._nb_horz = _check_count(n, "setNbHorzCells(): the number of cells")
        self._geometry_changed()

    def setNbVertCells(self, n: int) -> None:
        from .grid import _check_count
        self._nb_vert = _check_count(n, "setNbVertCells(): the number of cells")
        self._geometry_changed()

    def getNbHorzPixels(self) -> int:
        return self.getNbHorzPix()

    def getNbVertPixels(self) -> int:
        return self.getNbVertPix()
