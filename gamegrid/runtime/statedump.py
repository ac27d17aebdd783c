"""The --state JSON: a stable, documented snapshot of a GameGrid for tests and tools."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..model.grid import GameGrid


def grid_state(grid: "GameGrid") -> dict[str, Any]:
    actors = []
    for actor in grid._scene.paint_order():
        actors.append({
            "class": type(actor).__name__,
            "sprite": _constructor_path(actor),
            "x": actor._a_cell[0],
            "y": actor._a_cell[1],
            "offset": [actor._a_offset[0], actor._a_offset[1]],
            "direction": float(actor._a_direction),
            "sprite_id": actor._a_sprite_id,
            "visible": actor._a_sprite_id >= 0 and bool(actor._a_images),
        })
    return {
        "title": grid.getTitle(),
        "status_text": grid._status_text,
        "cell_size": grid.getCellSize(),
        "nb_horz_cells": grid.getNbHorzCells(),
        "nb_vert_cells": grid.getNbVertCells(),
        "bg_color": list(grid.getBgColor().rgb),
        "running": grid.isRunning(),
        "sim_cycles": grid.getNbCycles(),
        "simulation_period": grid.getSimulationPeriod(),
        "disposed": grid.isDisposed(),
        "actors": actors,
    }


def _constructor_path(actor: Any) -> str | None:
    """The path as the script gave it: for Actor("m.png", 2) that is "m.png", not "m_0.png"."""
    given = actor._a_given_path
    if given is not None:
        return given
    paths = actor._a_paths
    return paths[0] if paths else None


def write_state(grid: "GameGrid", path: str) -> None:
    with open(path, "w", encoding="utf-8") as out:
        json.dump(grid_state(grid), out, indent=1)
        out.write("\n")
