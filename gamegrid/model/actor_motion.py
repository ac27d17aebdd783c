"""Actor motion beyond setLocation/move: straight-line motion with float precision (displace) and rotation
about a centre. Mixed into Actor (ActorMotionMixin); uses only the core's `_a_*` state."""
from __future__ import annotations

import math
from typing import Any

from ..java.awt import Point
from ..java.javatypes import Double
from .location import Location
from .vector import GGVector


class ActorMotionMixin:
    """displace, getDisplacePosition, setDisplacePosition, getRotatedPosition, rotate."""

    # ----- straight-line motion with float precision ----------------------------------------------------
    def _a_displace_position(self) -> list[float]:
        """The float pixel position; restarted from the pixel location when the actor was moved otherwise."""
        here = self.getPixelLocation()
        stored = self.__dict__.get("_a_displace")
        if stored is None or (int(round(stored[0])), int(round(stored[1]))) != (here.x, here.y):
            stored = [float(here.x), float(here.y)]
            self.__dict__["_a_displace"] = stored
        return stored

    def displace(self, ds: float) -> None:
        """Move ds pixels in the current direction, keeping the fraction for the next call."""
        position = self._a_displace_position()
        angle = math.radians(self.getDirection())
        position[0] += ds * math.cos(angle)
        position[1] += ds * math.sin(angle)
        self.setPixelLocation(Point(int(round(position[0])), int(round(position[1]))))

    def getDisplacePosition(self) -> Double:
        """The exact position used by displace(), in pixels (with fractions)."""
        x, y = self._a_displace_position()
        return Double(x, y)

    def setDisplacePosition(self, position: Any) -> None:
        """Set the exact position that displace() moves on from.

        - position: the position in pixels, a Point2D.Double or a Point
        """
        x, y = float(position.x), float(position.y)
        self.setPixelLocation(Point(int(round(x)), int(round(y))))
        self.__dict__["_a_displace"] = [x, y]

    # ----- rotation about a centre ----------------------------------------------------------------------
    @staticmethod
    def getRotatedPosition(position: Any, center: Any, angle: float) -> GGVector:
        """position (GGVector) turned clockwise by angle degrees about center (Point)."""
        vx, vy = position.x - center.x, position.y - center.y
        theta, rho = math.atan2(vy, vx), math.hypot(vx, vy)
        a = theta + math.radians(angle)
        return GGVector(center.x + rho * math.cos(a), center.y + rho * math.sin(a))

    def rotate(self, center: Any, angle: float) -> None:
        """Move about center (a Location or a Point) by angle degrees clockwise, and turn as much."""
        grid = self._a_need_grid("rotate")
        if isinstance(center, Location):
            center = grid.toPoint(center)
        here = grid.toPoint(self.getLocation())
        v = ActorMotionMixin.getRotatedPosition(GGVector(here.x, here.y), center, angle)
        self.setLocation(grid.toLocation(int(v.x + 0.5), int(v.y + 0.5)))
        self.setDirection(self.getDirection() + angle)
