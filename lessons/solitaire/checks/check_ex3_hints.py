"""Check for exercise 3 of the solitaire lesson: a strategy helper.

    gamegrid grade check_ex3_hints.py SUBMISSIONS/

H shows a hint (the marble to move glows: its second sprite; a Target actor marks the hole to jump
into), S plays the solution as an animation, space starts a new game. The pupils get the lesson's
pegboard.py, pegsolver.py and boards/ (GIVEN), unless they hand in their own.
"""
from gamegrid.testing import Replay

PROGRAM = "ex3_hints.py"
GIVEN = ["../pegboard.py", "../pegsolver.py", "../boards"]
TIME_LIMIT = 90
CELL = 70
KEY_H, KEY_S, SPACE = 72, 83, 32

ENGLISH = {(x, y) for x in range(7) for y in range(7) if 2 <= x <= 4 or 2 <= y <= 4}
START = ENGLISH - {(3, 3)}


def check_h_marks_a_legal_jump(pupil):
    result = pupil.run(Replay(cell_size=CELL).key(KEY_H))
    glowing = [(a["x"], a["y"]) for a in result.actors if a["class"] == "Marble" and a["sprite_id"] == 1]
    targets = result.cells("Target")
    assert len(glowing) == 1, f"after H, {len(glowing)} marbles glow instead of one"
    assert len(targets) == 1, f"after H, {len(targets)} target rings instead of one"
    (fx, fy), (tx, ty) = glowing[0], targets.pop()
    assert (abs(tx - fx), abs(ty - fy)) in [(2, 0), (0, 2)], f"the hint {glowing[0]} -> {(tx, ty)} is no jump"
    middle = ((fx + tx) // 2, (fy + ty) // 2)
    marbles = result.cells("Marble")
    assert middle in marbles and (tx, ty) not in marbles, f"the hint {glowing[0]} -> {(tx, ty)} is not legal"


def check_s_plays_the_solution_to_the_centre(pupil):
    result = pupil.run(Replay(cell_size=CELL).drag_cells((3, 1), (3, 3)).key(KEY_S), seconds=40)
    assert result.cells("Marble") == {(3, 3)}, \
        f"after S and 40 seconds the marbles are at {sorted(result.cells('Marble'))}, not only (3, 3)"


def check_the_animation_can_be_watched(pupil):
    # readable speed: after 2 seconds only a few jumps are done
    left = len(pupil.run(Replay(cell_size=CELL).key(KEY_S), seconds=2).cells("Marble"))
    assert 25 <= left < 32, f"2 seconds after S, {left} marbles are left (expected a few jumps only)"


def check_space_starts_a_new_game(pupil):
    replay = Replay(cell_size=CELL).key(KEY_H).drag_cells((3, 1), (3, 3)).drag_cells((1, 2), (3, 2)).key(SPACE)
    result = pupil.run(replay)
    assert result.cells("Marble") == START, "after space the marbles are not in the start position"
    assert not result.cells("Target"), "after space a target ring is still shown"
