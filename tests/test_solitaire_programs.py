"""The solitaire chapter's three programs (from the seeds, in three languages) and our own lesson steps,
played through replayed mouse input."""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import REPO, seed_programs
from gamegrid.testing import Replay, run_script
from solitaire_moves import ENGLISH_SOLUTION

CELL = 70
LESSON = REPO / "lessons" / "solitaire"
OWN_STEPS = [LESSON / "step1_board.py", LESSON / "step2_rules.py", LESSON / "step3_game_over.py"]


def seed_script(tmp_path: Path, language: str, step: int) -> Path:
    """Write the seed's program into an empty folder, as a student would save it."""
    program = seed_programs(language)[step - 1]
    path = tmp_path / f"solitaire_{language}_{step}.py"
    path.write_text(program + "\n", encoding="utf-8")
    return path


def marbles(result) -> set[tuple[int, int]]:
    return {(a["x"], a["y"]) for a in result.actors}


START = {(x, y) for x in range(7) for y in range(7)
         if not ((x < 2 or x > 4) and (y < 2 or y > 4))} - {(3, 3)}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_seed_programs_are_the_same_in_every_language(language):
    assert seed_programs(language) == seed_programs("en")
    assert len(seed_programs(language)) == 3


@pytest.mark.parametrize("step", [1, 2, 3])
def test_seed_program_starts_with_the_full_board(tmp_path, step):
    result = run_script(seed_script(tmp_path, "en", step), seconds=0.5)
    assert result.exit_code == 0, result.output
    assert marbles(result) == START
    assert result.state["cell_size"] == 70 and result.state["bg_color"] == [255, 166, 0]
    assert result.status_text == "Press-drag-release to make a move."
    assert result.state["running"] and result.state["simulation_period"] == 20


@pytest.mark.parametrize("step", [1, 2, 3])
def test_seed_press_on_empty_hole_reports_no_marble(tmp_path, step):
    result = run_script(seed_script(tmp_path, "en", step), replay=Replay(CELL).press_cell(3, 3))
    assert result.exit_code == 0, result.output
    assert "No marble found" in result.status_text
    assert "(3, 3)" in result.status_text


@pytest.mark.parametrize("step", [1, 2, 3])
def test_seed_drag_moves_the_picture_and_release_puts_it_back_or_jumps(tmp_path, step):
    replay = Replay(CELL).press_cell(3, 1).drag(245, 160)
    dragging = run_script(seed_script(tmp_path, "en", step), replay=replay)
    moving = [a for a in dragging.actors if (a["x"], a["y"]) == (3, 1)]
    assert moving and moving[0]["offset"] == [0, 55]       # follows the pointer: 160 - 105
    replay.drag(245, 245).release(245, 245)
    result = run_script(seed_script(tmp_path, "en", step), replay=replay)
    if step == 1:   # step 1 only drags: the marble jumps back
        assert marbles(result) == START
    else:           # a legal jump: the jumped marble (3, 2) is removed
        assert marbles(result) == (START - {(3, 1), (3, 2)}) | {(3, 3)}
        assert "Marble removed" in result.status_text
    assert all(a["offset"] == [0, 0] for a in result.actors)


@pytest.mark.parametrize("step", [2, 3])
def test_seed_illegal_drop_jumps_back(tmp_path, step):
    replay = Replay(CELL).drag_cells((3, 1), (3, 2))     # onto an occupied hole
    replay.drag_cells((1, 3), (4, 3))                      # three cells away
    result = run_script(seed_script(tmp_path, "en", step), replay=replay)
    assert result.exit_code == 0, result.output
    assert marbles(result) == START
    assert "Not a valid move" in result.status_text
    assert all(a["offset"] == [0, 0] for a in result.actors)


@pytest.mark.parametrize("step", [1, 2, 3])
def test_seed_release_outside_the_board_loses_nothing(tmp_path, step):
    replay = Replay(CELL).press_cell(3, 1).drag(600, 700).drag(-80, -40).release(-80, -40)
    replay.press_cell(3, 5).drag(245, 900).release(245, 900)   # below the window
    result = run_script(seed_script(tmp_path, "en", step), replay=replay)
    assert result.exit_code == 0, result.output
    assert marbles(result) == START
    assert all(a["offset"] == [0, 0] for a in result.actors)


def solution_replay() -> Replay:
    replay = Replay(CELL)
    for start, end in ENGLISH_SOLUTION:
        replay.drag_cells(start, end)
    return replay


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_seed_full_game_is_won_with_one_marble_in_the_centre(tmp_path, language):
    result = run_script(seed_script(tmp_path, language, 3), replay=solution_replay())
    assert result.exit_code == 0, result.output
    assert marbles(result) == {(3, 3)}
    assert result.status_text == "Game over. You won."


def test_seed_game_over_blocks_the_mouse(tmp_path):
    replay = solution_replay().press_cell(3, 3)
    result = run_script(seed_script(tmp_path, "en", 3), replay=replay)
    assert result.status_text == "Game over. You won."


# ----- our own lesson steps ---------------------------------------------------------------------------
@pytest.mark.parametrize("script", OWN_STEPS, ids=lambda p: p.stem)
def test_lesson_step_starts_and_reports_empty_hole(script):
    result = run_script(script, replay=Replay(CELL).press_cell(3, 3))
    assert result.exit_code == 0, result.output
    assert marbles(result) == START
    assert result.status_text == "No marble at (3, 3)"


@pytest.mark.parametrize("script", OWN_STEPS[1:], ids=lambda p: p.stem)
def test_lesson_rules(script):
    replay = Replay(CELL).drag_cells((1, 3), (4, 3))           # illegal: jumps back
    illegal = run_script(script, replay=replay)
    assert marbles(illegal) == START and illegal.status_text.startswith("Not allowed")
    replay.drag_cells((3, 1), (3, 3))                           # legal
    legal = run_script(script, replay=replay)
    assert marbles(legal) == (START - {(3, 1), (3, 2)}) | {(3, 3)}
    assert legal.status_text == "Jump (3, 1) -> (3, 3)"


def test_lesson_step3_full_game_is_won():
    result = run_script(OWN_STEPS[2], replay=solution_replay())
    assert marbles(result) == {(3, 3)}
    assert result.status_text == "Game over. You won."


# Six jumps after which 26 marbles are left and none can jump (found by a breadth-first search).
LOSING_GAME = [((3, 1), (3, 3)), ((3, 4), (3, 2)), ((1, 3), (3, 3)), ((4, 3), (2, 3)), ((3, 6), (3, 4)),
               ((6, 3), (4, 3))]


def test_lesson_step3_detects_a_lost_game():
    replay = Replay(CELL)
    for start, end in LOSING_GAME:
        replay.drag_cells(start, end)
    result = run_script(OWN_STEPS[2], replay=replay)
    assert len(result.actors) == 26
    assert result.status_text == "Game over. 26 marbles left and no jump possible."


def test_seed_detects_a_lost_game(tmp_path):
    replay = Replay(CELL)
    for start, end in LOSING_GAME:
        replay.drag_cells(start, end)
    result = run_script(seed_script(tmp_path, "en", 3), replay=replay)
    assert len(result.actors) == 26
    assert result.status_text == "Game over. You lost. (No valid moves available)"
