"""The differential test (issue 36): random deterministic programs (tests/differential/generator.py, one per
seed) run on ours must end in the state the original gave them. The original's states were recorded with
refrun (`python3 tools/refcompare.py differential --record`, where the original's runtime is installed) into
tests/differential/expected_states.json; the runtime itself is not in the repository. Each program runs in
this process on the virtual clock, for the cycles written in it."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.differential import generator
from tests.original_states import differences, load, run_ours

RECORDED = load(Path(__file__).resolve().parent / "differential" / "expected_states.json")
FIRST, LAST = RECORDED["seeds"]
SEEDS = list(range(FIRST, LAST + 1))


@pytest.fixture(scope="module")
def programs(tmp_path_factory) -> dict[int, Path]:
    folder = tmp_path_factory.mktemp("differential")
    return dict(zip(SEEDS, generator.write_programs(folder, SEEDS)))


def test_the_recorded_programs_are_the_generated_ones(programs):
    """A change of the generator needs the states recorded again (tools/refcompare.py differential --record)."""
    for seed, path in programs.items():
        entry = RECORDED["programs"][path.name]
        assert entry["digest"] == generator.digest(path.read_text(encoding="utf-8")), path.name
        assert entry["errors"] == [], (path.name, entry["errors"])   # the original ran it without an error


def test_enough_programs_and_features():
    assert len(SEEDS) >= 60
    texts = [generator.program_text(seed) for seed in SEEDS]
    for feature in ("doReset()", "doStep()", "doPause()", "TextActor(", "getBg()", "ddnav.press(grid, \"step\")",
                    "ddnav.press(grid, \"reset\")", "setCollisionCircle", "setCollisionLine", "setCollisionSpot",
                    "setCollisionImage", "setCollisionRectangle", "setPaintOrder", "setActOrder", "removeSelf"):
        assert sum(feature in text for text in texts) >= 2, feature


@pytest.mark.parametrize("seed", SEEDS)
def test_same_state_as_the_original(programs, seed):
    path = programs[seed]
    entry = RECORDED["programs"][path.name]
    assert differences(entry["state"], run_ours(path, entry["cycles"])) == []
