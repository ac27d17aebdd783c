"""The grid's geometry: cells and pixels (getCellSize, toPoint, toLocation, isInGrid, isAtBorder, the cells on
a diagonal or a line, a random cell), and changing it after makeGameGrid(): cell size and number of cells
(the background is rebuilt, so drawings on it are lost, as in the original). Mixed into GameGrid."""
from __future__ import annotations

import math
import random
from typing import Any, overload

from .arguments import check_count, need_location
from .hooks import runtime
from .location import Location
from ..java.awt import Point
from ..base.i18n import N_, tr


class GridGeometryMixin:
    """Cells and pixels: sizes, conversions, cells on lines; setCellSize, setNbHorzCells, setNbVertCells."""

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

    # ----- cells and pixels ------------------------------------------------------------------------
    def getCellSize(self) -> int:
        """The size of one cell in pixels (cells are square)."""
        return self._cell_size

    def getNbHorzCells(self) -> int:
        """The number of cells across (columns)."""
        return self._nb_horz

    def getNbVertCells(self) -> int:
        """The number of cells down (rows)."""
        return self._nb_vert

    def getPgWidth(self) -> int:
        """The width of the playground in pixels: number of columns times cell size."""
        return self._nb_horz * self._cell_size

    def getPgHeight(self) -> int:
        """The height of the playground in pixels: number of rows times cell size."""
        return self._nb_vert * self._cell_size

    def getNbHorzPix(self) -> int:
        """The width of the window's picture in pixels (playground width + 1)."""
        return self.getPgWidth() + 1

    def getNbVertPix(self) -> int:
        """The height of the window's picture in pixels (playground height + 1)."""
        return self.getPgHeight() + 1

    def toPoint(self, location: Location) -> Point:
        """The pixel at the centre of a cell, as a Point.

        - location: the cell, Location(x, y) in cells

        Example: p = toPoint(Location(2, 3))   # p.x, p.y are pixels
        """
        need_location(location, "toPoint")
        cs = self._cell_size
        return Point(cs // 2 + location.x * cs, cs // 2 + location.y * cs)

    @overload
    def toLocation(self, x: int, y: int, /) -> Location: ...
    @overload
    def toLocation(self, point: Point, /) -> Location: ...

    def toLocation(self, *args: Any) -> Location:
        """The cell that contains a pixel (may lie outside the grid).

        - x, y: the pixel, in pixels from the top left corner of the playground
        - point: the pixel as a Point (instead of x and y)
        """
        x, y = _pixel_args(args, "toLocation")
        cs = self._cell_size
        return Location(x // cs, y // cs)   # floor division: -1 -> -1, as the original

    @overload
    def toLocationInGrid(self, x: int, y: int, /) -> Location: ...
    @overload
    def toLocationInGrid(self, point: Point, /) -> Location: ...

    def toLocationInGrid(self, *args: Any) -> Location:
        """The cell that contains a pixel; pixels outside the playground give the nearest border cell.

        - x, y: the pixel, in pixels from the top left corner of the playground
        - point: the pixel as a Point (instead of x and y)

        Example: location = toLocationInGrid(e.getX(), e.getY())   # the cell under the mouse
        """
        x, y = _pixel_args(args, "toLocationInGrid")
        x = min(max(x, 0), self.getPgWidth() - 1)
        y = min(max(y, 0), self.getPgHeight() - 1)
        cs = self._cell_size
        return Location(x // cs, y // cs)

    def isInGrid(self, location: Location) -> bool:
        """True if the cell lies inside the grid.

        - location: the cell, Location(x, y) in cells
        """
        need_location(location, "isInGrid")
        return 0 <= location.x < self._nb_horz and 0 <= location.y < self._nb_vert

    def isAtBorder(self, location: Location) -> bool:
        """True if the cell is in the first or last row or column.

        - location: the cell, Location(x, y) in cells

        As the original, only x and y are compared with the edges: a cell outside the grid that lies in
        line with an edge row or column counts too (Location(31, 4) on a 14 x 5 grid: y is the last row).
        """
        return location.x in (0, self._nb_horz - 1) or location.y in (0, self._nb_vert - 1)

    def getDiagonalLocations(self, location: Location, up: bool) -> list[Location]:
        """The cells on the diagonal through a cell, sorted from left to right.

        - location: a cell on the diagonal
        - up: True for the diagonal that rises to the right, False for the one that falls
        """
        result = []
        for x in range(self._nb_horz):
            y = location.y + (x - location.x) * (1 if up else -1)
            if 0 <= y < self._nb_vert:
                result.append(Location(x, y))
        return result

    def getLineLocations(self, loc1: Location, loc2: Location, interjacent: bool = False) -> list[Location]:
        """The cells of the grid whose centres lie on the straight line through two cells.

        - loc1, loc2: two cells on the line
        - interjacent: True for the cells strictly between the two only; False for the whole line across
          the grid (as the original: Location(5, 3), Location(5, 1) gives the whole column 5)

        Cells are listed from left to right (a column from top to bottom). See docs/decisions.md.
        """
        nb_horz, nb_vert = self._nb_horz, self._nb_vert
        if loc1.x == loc2.x:
            if loc1.y == loc2.y:
                return [] if interjacent else [Location(loc1.x, loc1.y)]
            if interjacent:
                ys = range(min(loc1.y, loc2.y) + 1, max(loc1.y, loc2.y))
                return [Location(loc1.x, y) for y in ys if 0 <= loc1.x < nb_horz and 0 <= y < nb_vert]
            # the whole column, as the original, even when it lies outside the grid
            return [Location(loc1.x, y) for y in range(nb_vert)]
        if loc1.x > loc2.x:
            loc1, loc2 = loc2, loc1
        xs = range(loc1.x + 1, loc2.x) if interjacent else range(nb_horz)
        result = []
        for x in xs:
            # the original's arithmetic (a double slope, 1e-5 tolerance), so that the same cells come out;
            # floor where it truncates towards zero (it put cells of y in (-1, 0) on row 0)
            inc = (loc2.y - loc1.y) / float(loc2.x - loc1.x)
            y = loc1.y + (x - loc1.x) * inc
            row = math.floor(y)
            if y - row < 1.0E-5 and 0 <= x < nb_horz and 0 <= row < nb_vert:
                result.append(Location(x, row))
        return result

    def getRandomLocation(self) -> Location:
        """A random cell of the grid."""
        return Location(random.randrange(self._nb_horz), random.randrange(self._nb_vert))


def _pixel_args(args: tuple[Any, ...], name: str) -> tuple[int, int]:
    if len(args) == 1:
        point = args[0]
        return int(point.x), int(point.y)
    if len(args) == 2:
        x, y = args
        if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, (int, float)) \
                or not isinstance(y, (int, float)):
            raise TypeError(tr("{name}() takes pixel coordinates x, y (numbers) or a Point, got {args!r}.",
                               name=name, args=args))
        return int(math.floor(x)), int(math.floor(y))
    raise TypeError(tr("{name}() takes pixel coordinates x, y or a Point.", name=name))
