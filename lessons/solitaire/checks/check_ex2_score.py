"""Check for exercise 2 of the solitaire lesson: count the moves, restart with the space bar.

    gamegrid grade check_ex2_score.py SUBMISSIONS/

The status bar must begin with "Moves: N." (N legal jumps so far); space starts a new game at any time.
"""
import re
import sys
from pathlib import Path

from gamegrid.testing import Replay

PROGRAM = "ex2_score.py"
TIME_LIMIT = 60
CELL = 70
SPACE = 32

ENGLISH = {(x, y) for x in range(7) for y in range(7) if 2 <= x <= 4 or 2 <= y <= 4}
START = ENGLISH - {(3, 3)}

# A solution of the English board from the centre start (31 jumps, the last marble in the centre),
# found by the lesson's own solver (the teacher's copy, beside this folder).
LESSON = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(LESSON))
from pegboard import load_board  # noqa: E402
from pegsolver import PegSolver  # noqa: E402

BOARD = load_board("english")
SOLUTION = PegSolver(BOARD).solve(BOARD.marbles)


def moves_shown(result):
    found = re.match(r"Moves: (\d+)\.", result.status_text or "")
    assert found, f"the status bar should begin with \"Moves: N.\", it says {result.status_text!r}"
    return int(found.group(1))


def play(moves):
    replay = Replay(cell_size=CELL)
    for start, end in moves:
        replay.drag_cells(start, end)
    return replay


def check_counter_starts_at_zero(pupil):
    result = pupil.run()
    assert moves_shown(result) == 0, f"at the start the status bar says {result.status_text!r}"
    assert result.cells() == START, "the board does not start with 32 marbles and the centre empty"


def check_only_legal_jumps_count(pupil):
    replay = play(SOLUTION[:1])
    replay.drag_cells((3, 3), (3, 5))           # the hole behind is not empty: illegal
    replay.drag_cells((3, 4), (4, 4))           # one step only: illegal
    replay.press_cell(0, 0).release_cell(2, 0)  # outside the board: nothing
    result = pupil.run(replay)
    assert moves_shown(result) == 1, f"after one legal and three illegal moves: {result.status_text!r}"
    replay.drag_cells(*SOLUTION[1])
    result = pupil.run(replay)
    assert moves_shown(result) == 2, f"after two legal jumps: {result.status_text!r}"
    assert len(result.cells()) == 30, f"{len(result.cells())} marbles after two jumps instead of 30"


def check_space_restarts_in_the_middle_of_a_game(pupil):
    result = pupil.run(play(SOLUTION[:5]).key(SPACE))
    assert moves_shown(result) == 0, f"after space the status bar says {result.status_text!r}"
    assert result.cells() == START, "after space the board is not the start position"


def check_space_restarts_while_a_marble_is_dragged(pupil):
    replay = Replay(cell_size=CELL).press_cell(3, 1).drag(245, 150)
    replay.key(SPACE).drag(245, 245).release_cell(3, 3)
    result = pupil.run(replay)
    assert moves_shown(result) == 0, f"space during a drag, then the drop: {result.status_text!r}"
    assert result.cells() == START, "space during a drag did not give the start position"
    assert all(actor["offset"] == [0, 0] for actor in result.actors), "a marble is left off its hole"


def check_game_over_then_space_starts_again(pupil):
    replay = play(SOLUTION)
    result = pupil.run(replay)
    assert moves_shown(result) == 31, f"after the 31 jumps of a solution: {result.status_text!r}"
    assert len(result.cells()) == 1, f"{len(result.cells())} marbles left after a solution"
    result = pupil.run(replay.key(SPACE))
    assert moves_shown(result) == 0 and result.cells() == START, "space after game over did not start again"
