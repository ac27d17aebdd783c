"""The public fields of JGameGrid's GameGrid (`gg.cellSize`, `gg.bgColor = Color.RED`, ...) as properties
that read and write through the getters and setters, so a change takes effect. Mixed into GameGrid."""
from __future__ import annotations

from typing import Any


def _field(name: str, getter: str, setter: str, doc: str) -> property:
    def get(self: Any) -> Any:
        return getattr(self, getter)()

    def put(self: Any, value: Any) -> None:
        getattr(self, setter)(value)
    return property(get, put, doc=f"Public field {name} of the original: {doc}")


class PublicFieldsMixin:
    """GameGrid's public fields."""

    cellSize = _field("cellSize", "getCellSize", "setCellSize", "cell size in pixels")
    nbHorzCells = _field("nbHorzCells", "getNbHorzCells", "setNbHorzCells", "number of columns")
    nbVertCells = _field("nbVertCells", "getNbVertCells", "setNbVertCells", "number of rows")
    gridColor = _field("gridColor", "getGridColor", "setGridColor", "grid line colour or None")
    bgColor = _field("bgColor", "getBgColor", "setBgColor", "background colour")
    bgImagePath = _field("bgImagePath", "getBgImagePath", "setBgImagePath", "background image path")
    bgImagePosX = _field("bgImagePosX", "getBgImagePosX", "setBgImagePosX", "background image x")
    bgImagePosY = _field("bgImagePosY", "getBgImagePosY", "setBgImagePosY", "background image y")
    simulationPeriod = _field("simulationPeriod", "getSimulationPeriod", "setSimulationPeriod",
                              "simulation period in ms")
