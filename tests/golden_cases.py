"""The screenshots kept as golden images: each case is a script plus the input replayed before the shot.

`python tools/update_golden.py` rewrites tests/golden/*.png from these cases; look at the pictures
before committing them.
"""
from __future__ import annotations

from pathlib import Path

from gamegrid.testing import Replay

REPO = Path(__file__).resolve().parent.parent
STEP3 = REPO / "lessons" / "solitaire" / "step3_game_over.py"


def _mid_drag() -> Replay:
    # marble (3, 1) pressed and dragged most of the way towards (3, 3); not released
    return Replay(cell_size=70).press_cell(3, 1).drag(245, 150).drag(250, 215)


def _after_jump() -> Replay:
    return Replay(cell_size=70).drag_cells((3, 1), (3, 3)).press_cell(5, 5)


SPRITE_SCENE = REPO / "tests" / "golden_scripts" / "sprite_scene.py"

CASES = {
    "sprite_scene": (SPRITE_SCENE, Replay()),
    "solitaire_start": (STEP3, Replay()),
    "solitaire_mid_drag": (STEP3, _mid_drag()),
    "solitaire_after_jump": (STEP3, _after_jump()),
}
