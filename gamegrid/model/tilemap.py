"""GGTileMap: a layer of equal-sized tile pictures between the background and the actors.

The grid keeps it (createTileMap/getTileMap); the background's view_image() draws it over the
background picture, so the view shows it without a layer of its own.
"""
from __future__ import annotations

from typing import Any


from ..java.awt import Point
from .location import Location
from .bitmap import BufferedImage, _picture
from . import picture as pic
from .picture import Picture
from ..base.i18n import tr


class GGTileMap:
    """A map of tiles (small pictures) drawn between the background and the actors."""
    def __init__(self, nb_horz_tiles: int, nb_vert_tiles: int, tile_width: int, tile_height: int) -> None:
        for value, what in ((nb_horz_tiles, "nbHorzTiles"), (nb_vert_tiles, "nbVertTiles"),
                            (tile_width, "tileWidth"), (tile_height, "tileHeight")):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(tr("createTileMap(): {what} must be a whole number >= 1, got {value!r}.",
                                    what=what, value=value))
        self._nb = (nb_horz_tiles, nb_vert_tiles)
        self._tile = (tile_width, tile_height)
        self._position = (0, 0)
        self._tiles: dict[tuple[int, int], Picture] = {}
        self._grid: Any = None
        self.version = 0

    def _attach(self, grid: Any) -> None:
        self._grid = grid
        grid.__dict__["_gx_tile_map"] = self
        self._changed()

    def _changed(self) -> None:
        self.version += 1
        if self._grid is not None:
            self._grid.getBg()._changed()   # makes the view upload the background picture again

    # ----- geometry -----------------------------------------------------------------------------------
    def getNbHorzTiles(self) -> int:
        return self._nb[0]

    def getNbVertTiles(self) -> int:
        return self._nb[1]

    def getTileWidth(self) -> int:
        return self._tile[0]

    def getTileHeight(self) -> int:
        return self._tile[1]

    def setPosition(self, point: Point) -> None:
        """Playground pixel of the map's upper-left corner (it may be outside, to scroll the map)."""
        self._position = (int(point.x), int(point.y))
        self._changed()

    def getPosition(self) -> Point:
        return Point(*self._position)

    def getUpperLeftVertex(self, location: Location) -> Point:
        return Point(self._position[0] + location.x * self._tile[0], self._position[1] + location.y * self._tile[1])

    def getCenter(self, location: Location) -> Point:
        corner = self.getUpperLeftVertex(location)
        return Point(corner.x + self._tile[0] // 2, corner.y + self._tile[1] // 2)

    def toTileLocation(self, point: Point) -> Location | None:
        """The tile under a playground pixel, None outside the map."""
        x = (point.x - self._position[0]) // self._tile[0]
        y = (point.y - self._position[1]) // self._tile[1]
        return Location(x, y) if 0 <= x < self._nb[0] and 0 <= y < self._nb[1] else None

    # ----- tiles --------------------------------------------------------------------------------------
    def setImage(self, source: Any, *where: Any) -> None:
        """setImage(path_or_image, col, row) / setImage(path_or_image, location); None clears the tile."""
        if len(where) == 1:
            cell = (where[0].x, where[0].y)
        elif len(where) == 2:
            cell = (int(where[0]), int(where[1]))
        else:
            raise TypeError(tr("setImage(path, col, row) or setImage(path, location)."))
        if not (0 <= cell[0] < self._nb[0] and 0 <= cell[1] < self._nb[1]):
            raise IndexError(tr("setImage(): tile {cell} is outside the {value} x {value2} tile map.",
                                cell=cell, value=self._nb[0], value2=self._nb[1]))
        if source is None:
            self._tiles.pop(cell, None)
        else:
            self._tiles[cell] = _picture(source)
        self._changed()

    def getImage(self, *where: Any):
        cell = (where[0].x, where[0].y) if len(where) == 1 else (int(where[0]), int(where[1]))
        picture = self._tiles.get(cell)
        if picture is None:
            return None
        return BufferedImage(picture)

    def _draw_onto(self, target: Picture) -> None:
        tw, th = self._tile
        for (x, y), picture in sorted(self._tiles.items()):
            left, top = self._position[0] + x * tw, self._position[1] + y * th
            if left >= target.width or top >= target.height or left + tw <= 0 or top + th <= 0:
                continue
            pic.composite(target, picture, (left, top))

    def _actor_touches(self, actor: Any, location: Location) -> bool:
        """The actor's shown picture overlaps the (non-empty) tile at location."""
        if (location.x, location.y) not in self._tiles or not actor.isVisible():
            return False
        picture = actor._a_displayed_picture()
        centre = actor.getPixelLocation()
        left, top = centre.x - picture.width // 2, centre.y - picture.height // 2
        corner = self.getUpperLeftVertex(location)
        return (left < corner.x + self._tile[0] and corner.x < left + picture.width
                and top < corner.y + self._tile[1] and corner.y < top + picture.height)


class TileMapGridMixin:
    """GameGrid's tile map: createTileMap, getTileMap."""

    def createTileMap(self, nb_horz_tiles: int, nb_vert_tiles: int, tile_width: int, tile_height: int) -> GGTileMap:
        """Lay a map of tiles (pictures) between the background and the actors; returns the GGTileMap.

        - nb_horz_tiles, nb_vert_tiles: how many tiles across and down
        - tile_width, tile_height: the size of one tile in pixels
        """
        tile_map = GGTileMap(nb_horz_tiles, nb_vert_tiles, tile_width, tile_height)
        tile_map._attach(self)
        return tile_map

    def getTileMap(self) -> GGTileMap | None:
        """The tile map made by createTileMap(), or None."""
        return self.__dict__.get("_gx_tile_map")
