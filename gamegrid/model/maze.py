"""GGMaze: a random perfect maze (exactly one way between any two free cells) on a grid of cells.

As in JGameGrid: both sizes odd; cells with two odd coordinates are rooms, the cells between them
walls or passages; the frame is wall except the entrance (0, 1) on the left border and the exit
(width - 1, height - 2) on the right one. Our own generator: a depth-first search from a random room
that knocks down the wall to a random unvisited neighbour room (Python's `random`, so `--seed` and
random.seed() repeat a maze).
"""
from __future__ import annotations

import random
from typing import Any

from .location import Location
from ..base.i18n import tr


def _size(value: Any, what: str, args: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(tr("GGMaze({args}): the {what} is a whole number of cells, got {value!r}.",
                           args=args, what=what, value=value))
    if value < 3 or value % 2 == 0:
        raise ValueError(tr("GGMaze({args}): the {what} must be an odd number of cells, at least 3 (rooms and walls "
                            "alternate), e.g. {value}.",
                            args=args, what=what, value=max(3, value + 1 if value % 2 == 0 else 3)))
    return value


class GGMaze:
    """GGMaze(width, height): a new random maze of width x height cells (both odd)."""

    def __init__(self, width: int, height: int) -> None:
        args = f"{width!r}, {height!r}"
        self._width = _size(width, "width", args)
        self._height = _size(height, "height", args)
        # _free[x][y]: True for a passage, False for a wall
        self._free = [[False] * self._height for _ in range(self._width)]
        self._carve()
        self._free[0][1] = True
        self._free[self._width - 1][self._height - 2] = True

    def _carve(self) -> None:
        rooms_x, rooms_y = range(1, self._width - 1, 2), range(1, self._height - 1, 2)
        start = (random.choice(rooms_x), random.choice(rooms_y))
        self._free[start[0]][start[1]] = True
        stack = [start]
        while stack:
            x, y = stack[-1]
            neighbours = [(x + dx, y + dy) for dx, dy in ((2, 0), (-2, 0), (0, 2), (0, -2))
                          if 0 < x + dx < self._width - 1 and 0 < y + dy < self._height - 1
                          and not self._free[x + dx][y + dy]]
            if not neighbours:
                stack.pop()
                continue
            nx, ny = random.choice(neighbours)
            self._free[(x + nx) // 2][(y + ny) // 2] = True   # the wall between the two rooms
            self._free[nx][ny] = True
            stack.append((nx, ny))

    def getStartLocation(self) -> Location:
        """The entrance: (0, 1) on the left border."""
        return Location(0, 1)

    def getExitLocation(self) -> Location:
        """The exit: (width - 1, height - 2) on the right border."""
        return Location(self._width - 1, self._height - 2)

    def isWall(self, location: Location) -> bool:
        """True for a wall cell; cells outside the maze count as wall (the original raised an error)."""
        if not isinstance(location, Location):
            raise TypeError(tr("isWall() takes a Location, got {location!r}.", location=location))
        x, y = location.x, location.y
        if not (0 <= x < self._width and 0 <= y < self._height):
            return True
        return not self._free[x][y]

    def getWidth(self) -> int:
        return self._width

    def getHeight(self) -> int:
        return self._height

    def __str__(self) -> str:
        """The maze as text: # for walls, blanks for passages (handy with print)."""
        return "\n".join("".join(" " if self._free[x][y] else "#" for x in range(self._width))
                         for y in range(self._height))
