"""The four solitaire exercises, played through replays of mouse drags and key presses.

Moves come from the lesson's own solver (lessons/solitaire/pegsolver.py, checked in
test_pegsolver.py); here we check that the games accept them and end as they should.
"""
from __future__ import annotations

import os
import re
import sys
from collections import Counter

import pytest

pytest.importorskip("gamegrid.testing")
from gamegrid.testing import Replay, run_script  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LESSON = os.path.join(REPO, "lessons", "solitaire")
if LESSON not in sys.path:
    sys.path.insert(0, LESSON)

from pegboard import board_names, load_board  # noqa: E402
from pegsolver import PegSolver, apply_move  # noqa: E402

SPACE, KEY_H, KEY_N, KEY_S = 32, 72, 78, 83
CELL = 70


def script(name: str) -> str:
    return os.path.join(LESSON, name)


def play(rp: Replay, moves, offset=(0, 0)) -> Replay:
    ox, oy = offset
    for (fx, fy), (tx, ty) in moves:
        rp.drag_cells((fx + ox, fy + oy), (tx + ox, ty + oy))
    return rp


def cells(res, cls=None) -> set:
    return {(a["x"], a["y"]) for a in res.actors if cls is None or a["class"] == cls}


_SOLUTIONS: dict[str, list] = {}


def solution(name: str) -> list:
    if name not in _SOLUTIONS:
        board = load_board(name)
        _SOLUTIONS[name] = PegSolver(board).solve(board.marbles)
    return _SOLUTIONS[name]


# ----- exercise 1: the French board ----------------------------------------------------------
def test_french_board_starts_with_36_marbles_and_the_c1_hole():
    res = run_script(script("ex1_french.py"))
    assert res.exit_code == 0, res.output
    french = load_board("french")
    assert cells(res) == french.marbles
    assert len(res.actors) == 36 and (2, 0) not in cells(res)
    assert "French" in res.state["title"]


def test_french_game_played_to_one_marble():
    rp = play(Replay(cell_size=CELL), solution("french"))
    res = run_script(script("ex1_french.py"), replay=rp)
    assert res.exit_code == 0, res.output
    assert len(res.actors) == 1
    assert res.status_text == "Game over. You won: one marble left."


def test_french_illegal_move_is_refused():
    rp = Replay(cell_size=CELL).drag_cells((3, 1), (3, 3))     # (3, 3) is not empty here
    res = run_script(script("ex1_french.py"), replay=rp)
    assert res.status_text.startswith("Not a valid move")
    assert len(res.actors) == 36
    assert all(a["offset"] == [0, 0] for a in res.actors)


# ----- exercise 2: move counter and restart --------------------------------------------------
def run_ex2(rp: Replay):
    res = run_script(script("ex2_score.py"), replay=rp)
    assert res.exit_code == 0, res.output
    return res


def moves_shown(res) -> int:
    found = re.match(r"Moves: (\d+)\. ", res.status_text)
    assert found, res.status_text
    return int(found.group(1))


def test_counter_starts_at_zero():
    res = run_ex2(Replay(cell_size=CELL))
    assert moves_shown(res) == 0 and len(res.actors) == 32


def test_counter_counts_only_legal_moves():
    rp = Replay(cell_size=CELL).drag_cells((3, 1), (3, 3))
    assert moves_shown(run_ex2(rp)) == 1
    rp.drag_cells((3, 3), (3, 5))                       # target occupied: illegal
    res = run_ex2(rp)
    assert moves_shown(res) == 1 and "not counted" in res.status_text
    rp.drag_cells((3, 4), (4, 4))                       # one step only: illegal
    rp.drag_cells((3, 1), (3, 3))                       # starts on an empty hole: nothing
    rp.press_cell(0, 0).release_cell(2, 0)              # outside the board
    assert moves_shown(run_ex2(rp)) == 1
    rp.drag_cells((1, 2), (3, 2))                       # legal again
    res = run_ex2(rp)
    assert moves_shown(res) == 2 and len(res.actors) == 30


def test_space_restarts_in_the_middle_of_a_game():
    rp = play(Replay(cell_size=CELL), solution("english")[:5]).key(SPACE)
    res = run_ex2(rp)
    assert moves_shown(res) == 0
    assert cells(res) == load_board("english").marbles


def test_space_restarts_while_a_marble_is_dragged():
    rp = Replay(cell_size=CELL).press_cell(3, 1).drag(245, 150)
    rp.key(SPACE).drag(245, 245).release_cell(3, 3)
    res = run_ex2(rp)
    assert moves_shown(res) == 0
    assert cells(res) == load_board("english").marbles
    assert all(a["offset"] == [0, 0] for a in res.actors)


def test_game_over_then_space_restarts():
    rp = play(Replay(cell_size=CELL), solution("english"))
    rp.drag_cells((3, 3), (3, 1))                       # after game over: ignored
    res = run_ex2(rp)
    assert moves_shown(res) == 31 and "You won" in res.status_text
    assert cells(res) == {(3, 3)}
    rp.key(SPACE)
    res = run_ex2(rp)
    assert moves_shown(res) == 0 and len(res.actors) == 32
    rp.drag_cells((3, 1), (3, 3))                       # and the new game can be played
    assert moves_shown(run_ex2(rp)) == 1


# ----- exercise 3: hints and the solution ----------------------------------------------------
def run_ex3(rp: Replay, seconds=None):
    res = run_script(script("ex3_hints.py"), replay=rp, seconds=seconds)
    assert res.exit_code == 0, res.output
    return res


def hints_printed(res) -> list:
    return [tuple(map(int, m)) for m in
            re.findall(r"Hint: \((\d+), (\d+)\) -> \((\d+), (\d+)\)", res.output)]


def test_hint_highlights_marble_and_target_hole():
    res = run_ex3(Replay(cell_size=CELL).key(KEY_H))
    assert res.status_text.startswith("Hint: ")
    (fx, fy, tx, ty), = hints_printed(res)
    marbles = [a for a in res.actors if a["class"] == "Marble"]
    glowing = [(a["x"], a["y"]) for a in marbles if a["sprite_id"] == 1]
    assert glowing == [(fx, fy)]
    assert cells(res, "Target") == {(tx, ty)}
    assert ((fx, fy), (tx, ty)) in PegSolver(load_board("english")).legal_moves(
        load_board("english").marbles)


def test_following_the_hints_ends_with_one_marble_in_the_centre():
    """Press H, do what it says, 31 times. The expected hints are computed the same way."""
    board = load_board("english")
    solver = PegSolver(board, max_positions=200000)
    position = set(board.marbles)
    rp = Replay(cell_size=CELL)
    expected = []
    while len(position) > 1:
        move = solver.hint(position)
        expected.append(move[0] + move[1])
        rp.key(KEY_H).wait(100)
        play(rp, [move])
        position = apply_move(position, move)
    res = run_ex3(rp)
    assert hints_printed(res) == expected and len(expected) == 31
    assert cells(res, "Marble") == {(3, 3)}
    assert cells(res, "Target") == set()
    assert res.status_text == "Game over. You won: one marble left, in the centre!"


def test_hint_says_when_no_solution_is_left():
    # 12 legal jumps after which the centre can no longer be reached
    bad = [((1, 3), (3, 3)), ((2, 5), (2, 3)), ((2, 2), (2, 4)), ((4, 2), (2, 2)),
           ((4, 0), (4, 2)), ((4, 3), (4, 1)), ((4, 5), (2, 5)), ((3, 4), (3, 2)),
           ((1, 4), (3, 4)), ((2, 2), (4, 2)), ((2, 0), (2, 2)), ((4, 4), (2, 4))]
    rp = play(Replay(cell_size=CELL), bad).key(KEY_H)
    res = run_ex3(rp)
    assert len(cells(res, "Marble")) == 32 - 12
    assert res.status_text == "No solution from here any more. Press space to start again."
    assert cells(res, "Target") == set()


def test_s_plays_the_solution_as_an_animation():
    rp = Replay(cell_size=CELL).drag_cells((3, 1), (3, 3)).key(KEY_S)
    res = run_ex3(rp, seconds=40)
    assert cells(res, "Marble") == {(3, 3)}
    assert res.status_text == "Game over. You won: one marble left, in the centre!"


def test_s_animation_is_still_running_after_two_seconds():
    # readable speed: after 2 s only a few jumps are done
    res = run_ex3(Replay(cell_size=CELL).key(KEY_S), seconds=2)
    assert 25 <= len(cells(res, "Marble")) < 32
    assert res.status_text.startswith("Solution: ")


def test_space_after_the_animation_starts_again():
    rp = Replay(cell_size=CELL).key(KEY_S).wait(1000).key(SPACE)
    res = run_ex3(rp, seconds=40)
    assert cells(res, "Marble") == load_board("english").marbles


# ----- exercise 4: boards from text ----------------------------------------------------------
def grid_offset(board):
    width = max(load_board(n).width for n in board_names())
    height = max(load_board(n).height for n in board_names())
    return (width - board.width) // 2, (height - board.height) // 2


def shifted(cells_, offset):
    return {(x + offset[0], y + offset[1]) for x, y in cells_}


@pytest.mark.parametrize("name", board_names())
def test_every_board_is_drawn_from_its_text(name):
    board = load_board(name)
    res = run_script(script("ex4_own_board.py"), argv=[name])
    assert res.exit_code == 0, res.output
    offset = grid_offset(board)
    counts = Counter(a["class"] for a in res.actors)
    assert counts == {"Hole": len(board.holes), "Marble": len(board.marbles)}
    assert cells(res, "Hole") == shifted(board.holes, offset)
    assert cells(res, "Marble") == shifted(board.marbles, offset)
    goal_tiles = {(a["x"], a["y"]) for a in res.actors if a["class"] == "Hole" and a["sprite_id"] == 1}
    assert goal_tiles == (shifted([board.goal], offset) if board.goal else set())
    assert board.title in res.state["title"]


@pytest.mark.parametrize("name", board_names())
def test_every_board_is_solved_by_drags(name):
    board = load_board(name)
    offset = grid_offset(board)
    rp = play(Replay(cell_size=CELL), solution(name), offset)
    res = run_script(script("ex4_own_board.py"), replay=rp, argv=[name])
    assert res.exit_code == 0, res.output
    last = cells(res, "Marble")
    assert len(last) == 1
    if board.goal:
        assert last == shifted([board.goal], offset)
    assert res.status_text.startswith("Game over. You won!")


def test_n_shows_the_next_board_and_space_restarts_it():
    names = board_names()
    first = load_board("diamond")
    following = load_board(names[(names.index("diamond") + 1) % len(names)])
    rp = Replay(cell_size=CELL).key(KEY_N)
    res = run_script(script("ex4_own_board.py"), replay=rp)      # default board: diamond
    assert res.exit_code == 0, res.output
    assert following.title in res.state["title"]
    assert len(cells(res, "Hole")) == len(following.holes)
    offset = grid_offset(first)
    move = solution("diamond")[0]
    rp = play(Replay(cell_size=CELL), [move], offset).key(SPACE)
    res = run_script(script("ex4_own_board.py"), replay=rp)
    assert cells(res, "Marble") == shifted(first.marbles, offset)


def test_a_new_board_file_works_without_changing_the_program(tmp_path):
    """A student's own board, given as a path: drawn from the text and playable."""
    own = tmp_path / "hammer.txt"
    own.write_text("; My hammer\n.oo\n#o#\n#o#\n", encoding="utf-8")
    board = load_board(str(own))
    moves = PegSolver(board).solve(board.marbles)
    assert moves is not None
    offset = grid_offset(board)
    rp = play(Replay(cell_size=CELL), moves, offset)
    res = run_script(script("ex4_own_board.py"), replay=rp, argv=[str(own)])
    assert res.exit_code == 0, res.output
    assert len(cells(res, "Hole")) == 5
    assert len(cells(res, "Marble")) == 1
    assert "My hammer" in res.state["title"]
    assert res.status_text.startswith("Game over. You won!")
