"""Cell coordinates: ``Location`` and ``CompassDirection`` (spec section 4.4).

Behaviour follows JGameGrid's ``ch.aplu.jgamegrid.Location`` (V2.46/2.48).

Decisions (documented here because scripts may depend on them):

* Arguments that Java declares ``int`` accept Python ``int`` only.  A float
  (even ``3.0``) raises ``TypeError`` with a hint to use ``int(...)``, as
  Jython does ("can't be coerced to int").  ``bool`` is accepted and stored
  as ``0``/``1`` because Jython coerces a Python bool to a Java int.
* ``x`` and ``y`` are plain public fields: ``loc.x = 5`` works and is *not*
  type-checked (that would slow down the hot path).
* Like Java, a Location is mutable *and* hashes by value.  Mutating a
  Location while it is a dict key or in a set corrupts that container; that
  is the caller's problem, exactly as in Java.
* Equality is by value with any ``Location`` (including subclasses);
  comparing with a non-Location returns ``NotImplemented`` (so ``==`` is
  False).  Ordering (``<`` etc., ``compareTo``) is by x, then y, as in later
  JGameGrid versions, so ``sorted(locations)`` works.
"""

from __future__ import annotations

import enum
import math
from typing import Any, overload

from ..java.javatypes import ArrayList, java_int
from ..base.i18n import tr

__all__ = ["Location", "CompassDirection"]


class CompassDirection(enum.IntEnum):
    """The 8 compass directions in degrees, clockwise from east (y points down).

    An ``IntEnum`` so that the value can be used wherever a number of degrees
    is expected (``float(Location.NORTH) == 270.0``).
    """

    EAST = 0
    SOUTHEAST = 45
    SOUTH = 90
    SOUTHWEST = 135
    WEST = 180
    NORTHWEST = 225
    NORTH = 270
    NORTHEAST = 315

    def getDirection(self) -> int:
        """Direction in degrees (0 = east, clockwise)."""
        return int(self)

    def __str__(self) -> str:  # Java enum toString() gives the constant name
        return self.name

    def __repr__(self) -> str:
        return "CompassDirection." + self.name


_MISSING: Any = object()


def _as_degrees(direction: Any, method: str) -> float:
    """Accept a number of degrees or a CompassDirection."""
    if isinstance(direction, (int, float)):  # CompassDirection is an int too
        return float(direction)
    raise TypeError(
        tr("{method} needs a direction in degrees (a number) or a Location.CompassDirection, got {type_name} "
           "{direction!r}", method=method, type_name=type(direction).__name__, direction=direction)
    )


def adjacent_cell(x: int, y: int, direction: float, distance: int, epsilon: float) -> tuple[int, int]:
    """The cell reached from the centre of cell (x, y) by an arrow of length distance + epsilon in a
    direction (degrees): Java's arithmetic, exactly. (Actor.move() uses it without making Locations.)"""
    if distance < 0:
        direction = 180 + direction
        distance = -distance
    direction = direction % 360
    rad = direction / 180 * math.pi
    length = distance + epsilon
    return math.floor(x + 0.5 + length * math.cos(rad)), math.floor(y + 0.5 + length * math.sin(rad))


def _check_location(other: Any, method: str) -> "Location":
    if isinstance(other, Location):
        return other
    raise TypeError(
        tr("{method} needs a Location, got {type_name} {other!r}",
           method=method, type_name=type(other).__name__, other=other)
    )


class Location:
    """A cell of the grid: x is the column (0 = left), y the row (0 = top; y grows downwards), in cells.

    Location() is (0, 0); Location(other) copies another Location.

    Example: addActor(Actor("sprites/nemo.gif"), Location(2, 3))
    """

    __slots__ = ("x", "y")

    # Compass constants also live on Location, as in Java (Location.NORTH).
    # Assigned after the class body (see below) together with the nested enum.
    EAST: CompassDirection
    SOUTHEAST: CompassDirection
    SOUTH: CompassDirection
    SOUTHWEST: CompassDirection
    WEST: CompassDirection
    NORTHWEST: CompassDirection
    NORTH: CompassDirection
    NORTHEAST: CompassDirection
    CompassDirection: type[CompassDirection]

    @overload
    def __init__(self) -> None: ...
    @overload
    def __init__(self, x: int, y: int) -> None: ...
    @overload
    def __init__(self, x: Location) -> None: ...

    def __init__(self, x: Any = _MISSING, y: Any = _MISSING) -> None:
        # Fast path first: Location(int, int) is by far the most common call.
        if type(x) is int and type(y) is int:
            self.x = x
            self.y = y
            return
        if y is _MISSING:
            if x is _MISSING:
                self.x = 0
                self.y = 0
                return
            if isinstance(x, Location):
                self.x = x.x
                self.y = x.y
                return
            raise TypeError(
                tr("Location needs two whole numbers, Location(x, y), or another Location to copy; got only {x!r}",
                   x=x)
            )
        if x is _MISSING:
            raise TypeError(tr("Location needs two whole numbers: Location(x, y)"))
        self.x = java_int(x, "x", "Location(x, y)")
        self.y = java_int(y, "y", "Location(x, y)")

    # --- Java accessors --------------------------------------------------
    def getX(self) -> int:
        return self.x

    def getY(self) -> int:
        return self.y

    def clone(self) -> "Location":
        return Location(self.x, self.y)

    # --- neighbours ------------------------------------------------------
    def _adjacent(self, direction: float, distance: int, epsilon: float) -> "Location":
        return Location(*adjacent_cell(self.x, self.y, direction, distance, epsilon))

    def getNeighbourLocation(self, direction: Any) -> "Location":
        """One of the 8 surrounding cells; sectors are 45 degrees wide."""
        return self._adjacent(_as_degrees(direction, "getNeighbourLocation"), 1, 0.3)

    def getAdjacentLocation(self, direction: Any, distance: Any = _MISSING) -> "Location":
        """Cell reached from the centre by an arrow of ``distance`` cells.

        Without ``distance`` the distance is 5.  epsilon is 0.3 for distance
        1 and -0.2 otherwise; a negative distance points the other way.
        """
        degrees = _as_degrees(direction, "getAdjacentLocation")
        if distance is _MISSING:
            return self._adjacent(degrees, 5, -0.2)
        dist = java_int(distance, "distance", "getAdjacentLocation(direction, distance)")
        return self._adjacent(degrees, dist, 0.3 if dist == 1 else -0.2)

    def getNeighbourLocations(self, distance: float) -> ArrayList[Location]:
        """All cells whose square intersects the circle of ``distance`` cells.

        The own cell is excluded.  The order is JGameGrid's: rings of dy,
        each adding four 90-degree rotations of (dx, dy).
        """
        if not isinstance(distance, (int, float)):
            raise TypeError(
                tr("getNeighbourLocations needs a number, got {type_name} {distance!r}",
                   type_name=type(distance).__name__, distance=distance)
            )
        x, y = self.x, self.y
        result: ArrayList[Location] = ArrayList()   # a java.util.ArrayList in Jython: .size() works
        ymax = int(distance + 0.5)  # int() truncates toward zero like a Java cast
        for dy in range(1, ymax + 1):
            y1 = dy - 0.5
            rest = distance * distance - y1 * y1
            xmax = int(math.sqrt(rest) + 0.5) if rest >= 0 else 0  # Java: (int)NaN == 0
            for dx in range(xmax + 1):
                result.append(Location(x + dx, y + dy))
                result.append(Location(x + dy, y - dx))
                result.append(Location(x - dy, y + dx))
                result.append(Location(x - dx, y - dy))
        return result

    # --- relations to another location ------------------------------------
    def getDirectionTo(self, location: "Location") -> float:
        """Degrees in [0, 360), clockwise from east; 0.0 for the same cell."""
        other = _check_location(location, "getDirectionTo")
        deg = math.degrees(math.atan2(other.y - self.y, other.x - self.x))
        return deg + 360 if deg < 0 else deg

    def getDistanceTo(self, location: "Location | None") -> int:
        """Euclidean distance in cells, rounded to an int (None -> 0, as Java)."""
        if location is None:
            return 0
        other = _check_location(location, "getDistanceTo")
        return int(math.hypot(other.x - self.x, other.y - self.y) + 0.5)

    def getCompassDirectionTo(self, location: "Location | None") -> CompassDirection | None:
        """Nearest of the 8 compass directions; sector upper bounds inclusive."""
        if location is None:
            return None
        d = self.getDirectionTo(location)
        # Java tests (lo, hi] sectors: 22.5 -> EAST, 22.5000001 -> SOUTHEAST.
        if d > 337.5 or d <= 22.5:
            return CompassDirection.EAST
        index = math.ceil((d - 22.5) / 45)  # 1..7 for (22.5, 337.5]
        return _COMPASS_BY_INDEX[index]

    def get4CompassDirectionTo(self, location: "Location | None") -> CompassDirection | None:
        """EAST/SOUTH/WEST/NORTH by 90-degree sectors; upper bounds inclusive."""
        if location is None:
            return None
        d = self.getDirectionTo(location)
        if d > 315 or d <= 45:
            return CompassDirection.EAST
        if d <= 135:
            return CompassDirection.SOUTH
        if d <= 225:
            return CompassDirection.WEST
        return CompassDirection.NORTH

    # --- Java object protocol ---------------------------------------------
    def equals(self, other: Any) -> bool:
        return isinstance(other, Location) and self.x == other.x and self.y == other.y

    def hashCode(self) -> int:
        return hash((self.x, self.y))

    def toString(self) -> str:
        return f"({self.x}, {self.y})"

    def compareTo(self, other: "Location") -> int:
        other = _check_location(other, "compareTo")
        if self.x != other.x:
            return -1 if self.x < other.x else 1
        if self.y != other.y:
            return -1 if self.y < other.y else 1
        return 0

    # --- Python protocol ---------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if isinstance(other, Location):
            return self.x == other.x and self.y == other.y
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        if isinstance(other, Location):
            return self.x != other.x or self.y != other.y
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def __lt__(self, other: object) -> bool:
        if isinstance(other, Location):
            return (self.x, self.y) < (other.x, other.y)
        return NotImplemented

    def __le__(self, other: object) -> bool:
        if isinstance(other, Location):
            return (self.x, self.y) <= (other.x, other.y)
        return NotImplemented

    def __gt__(self, other: object) -> bool:
        if isinstance(other, Location):
            return (self.x, self.y) > (other.x, other.y)
        return NotImplemented

    def __ge__(self, other: object) -> bool:
        if isinstance(other, Location):
            return (self.x, self.y) >= (other.x, other.y)
        return NotImplemented

    def __str__(self) -> str:
        return f"({self.x}, {self.y})"

    __repr__ = __str__

    def __copy__(self) -> "Location":
        return Location(self.x, self.y)

    def __deepcopy__(self, memo: dict) -> "Location":
        return Location(self.x, self.y)

    def __reduce__(self):  # pickling with __slots__ and a custom __init__
        return (Location, (self.x, self.y))


_COMPASS_BY_INDEX = list(CompassDirection)  # ordered EAST, SOUTHEAST, ... NORTHEAST

Location.CompassDirection = CompassDirection
for _member in CompassDirection:
    setattr(Location, _member.name, _member)
del _member
