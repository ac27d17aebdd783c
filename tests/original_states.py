"""States of programs run on the original (recorded with refrun) and on ours, in one comparable form.

A state is what `gamegrid run --state` and refrun's `--state` write (the same keys). Compared are the keys
both write, the actors' directions modulo 360 (rounded to 1e-6, as the original keeps doubles), and sprite
paths with forward slashes. Used by the tests of issue 36 (tests/test_conformance_differences.py,
tests/test_differential.py) and by tools/refcompare.py, which records the expected states from the original.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

KEYS = ("title", "status_text", "cell_size", "nb_horz_cells", "nb_vert_cells", "bg_color", "running", "sim_cycles",
        "simulation_period", "disposed")
ACTOR_KEYS = ("class", "sprite", "x", "y", "offset", "direction", "sprite_id", "visible")


def normalise(state: dict[str, Any] | None) -> dict[str, Any] | None:
    if state is None:
        return None
    result: dict[str, Any] = {key: state.get(key) for key in KEYS}
    actors = []
    for actor in state.get("actors", []):
        entry = {key: actor.get(key) for key in ACTOR_KEYS}
        entry["direction"] = round(float(entry["direction"]) % 360.0, 6) % 360.0
        if isinstance(entry["sprite"], str):
            entry["sprite"] = entry["sprite"].replace("\\", "/")
        entry["offset"] = list(entry["offset"]) if entry["offset"] is not None else None
        actors.append(entry)
    result["actors"] = actors
    return result


def differences(expected: dict[str, Any] | None, actual: dict[str, Any] | None) -> list[str]:
    """Readable differences between two normalised states (empty when they agree)."""
    if expected is None or actual is None:
        return [] if expected == actual else [f"state: expected {expected!r}, got {actual!r}"]
    found = [f"{key}: original {expected.get(key)!r}, ours {actual.get(key)!r}"
             for key in KEYS if expected.get(key) != actual.get(key)]
    ea, aa = expected["actors"], actual["actors"]
    if len(ea) != len(aa):
        found.append(f"actors: original {len(ea)}, ours {len(aa)}")
    for i, (e, a) in enumerate(zip(ea, aa)):
        if e != a:
            found.append(f"actor {i}: original {e}, ours {a}")
    return found


def cycles_of(program: Path) -> int:
    """The cycles a program is compared after: its `# cycles: N` line (1 without one)."""
    match = re.search(r"^# cycles: (\d+)", program.read_text(encoding="utf-8"), re.M)
    return int(match.group(1)) if match else 1


def run_ours(program: Path, cycles: int) -> dict[str, Any] | None:
    """Run a program headless in this process on the virtual clock (NAME.jsonl beside it replayed when there
    is one); its normalised state."""
    from gamegrid.model import images
    from gamegrid.testing import run_script
    # Each program as in a process of its own: pictures (and the collision areas set on them) are not
    # shared with the programs run before it in this process.
    images._by_path.clear()
    replay = program.with_suffix(".jsonl")
    result = run_script(program, cycles=cycles, replay=replay if replay.exists() else None)
    return normalise(result.state)


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def save(path: Path, data: dict[str, Any]) -> None:
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
