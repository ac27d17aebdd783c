"""The --state JSON: a stable, documented snapshot of a GameGrid for tests and tools."""
from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..model.grid import GameGrid


def grid_state(grid: "GameGrid") -> dict[str, Any]:
    actors = []
    for actor in grid._scene.paint_order():
        actors.append({
            "class": _class_name(actor),
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


def _class_name(actor: Any) -> str:
    """The actor's class as the original's state names it: a class of ours standing for one of the original's
    inner classes says that class's name (its own, not a pupil's subclass)."""
    cls = type(actor)
    return cls.__dict__.get("_original_class_name") or cls.__name__


def no_grid_state() -> dict[str, Any]:
    """The state of a run whose script never made a grid: the same keys, the grid's values null (and no
    actors), so that tools and teachers' checks find a state file for every run."""
    return {"title": None, "status_text": None, "cell_size": None, "nb_horz_cells": None, "nb_vert_cells": None,
            "bg_color": None, "running": None, "sim_cycles": None, "simulation_period": None, "disposed": None,
            "actors": []}


def _constructor_path(actor: Any) -> str | None:
    """The path as the script gave it: for Actor("m.png", 2) that is "m.png", not "m_0.png"."""
    paths = actor._a_paths
    given = actor._a_given_path
    if given is None:
        given = paths[0] if paths else None
    # Sprites given as a list ["m_0.png", "m_1.png", ...] are named as Actor("m.png", n) is, as the
    # original's state names a multi-sprite actor whose first two pictures are m_0 and m_1
    match = re.match(r"^(.*)_0(\.[^./\\]*)$", given) if given is not None and len(paths) > 1 else None
    if match and paths[1] == match.group(1) + "_1" + match.group(2):
        return match.group(1) + match.group(2)
    return given


def windows_state(made: "list[GameGrid]", main: "GameGrid | None") -> list[dict[str, Any]]:
    """One entry per window the program made, in the order made ("window": its number, as in a replay event's
    "window"; "kind": "gamegrid" or "gpanel"; "main": the window the top-level keys describe), then the same
    keys as the top level."""
    entries = []
    for number, grid in enumerate(made, 1):
        entry: dict[str, Any] = {"window": number, "kind": "gpanel" if grid._plot_window else "gamegrid",
                                 "main": grid is main}
        entry.update(grid_state(grid))
        entries.append(entry)
    return entries


def write_state(grid: "GameGrid | None", path: str, exit_code: int | None = None,
                made: "list[GameGrid] | None" = None) -> None:
    """Write the state of `grid` (None: a run without a grid) to `path`; the runner adds the run's exit
    code (0 the script ended normally, 1 it raised an error, ...) as "exit_code", and every window the run
    made (`made`) as "windows" (windows_state)."""
    state = no_grid_state() if grid is None else grid_state(grid)
    state["grid"] = grid is not None
    state["windows"] = windows_state(made if made is not None else ([] if grid is None else [grid]), grid)
    if exit_code is not None:
        state["exit_code"] = exit_code
    with open(path, "w", encoding="utf-8") as out:
        json.dump(state, out, indent=1)
        out.write("\n")
