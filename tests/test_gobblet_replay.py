"""The Gobblet step programs driven by replayed mouse input (headless, virtual clock).

Layout of the lesson (cell size 100): board cell (x, y) is grid cell (x + 1, y + 1); Orange's
reserve stack k is grid cell (0, 2 + k), White's is (5, 2 + k). A piece is gripped 10 px below
its cell centre, which is inside the body of every cup size and not covered by the cups in
front of it.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

testing = pytest.importorskip("gamegrid.testing")
from gamegrid.model.actor import Actor  # noqa: E402

if not hasattr(Actor, "getPixelColor"):
    pytest.skip("Actor.getPixelColor is not implemented yet", allow_module_level=True)

from PIL import Image  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
LESSON = REPO / "lessons" / "gobblet"
SPRITES = REPO / "sprites"
Replay, run_script = testing.Replay, testing.run_script
CELL = 100

# rule messages (as in lessons/gobblet/rules.py)
NOT_YOURS = "message: That is not your piece."
TOUCH_MOVE = "message: Touch-move: move the piece you touched."
OFF_BOARD = "message: Put the piece on the board."
SAME_CELL = "message: Not back onto the cell it came from."
TOO_SMALL = "message: Only a larger piece may cover a smaller one."
RESERVE_GOBBLE = "message: From the reserve: cover only a piece of a row of three."


def board(x: int, y: int) -> tuple[int, int]:
    return x + 1, y + 1


def orange_stack(k: int) -> tuple[int, int]:
    return 0, 2 + k


def white_stack(k: int) -> tuple[int, int]:
    return 5, 2 + k


def grip(cell: tuple[int, int]) -> tuple[int, int]:
    return cell[0] * CELL + CELL // 2, cell[1] * CELL + CELL // 2 + 10


def drag(rp: Replay, start: tuple[int, int], end: tuple[int, int], wait: int = 100) -> Replay:
    """Press on the piece at grid cell start, drag it in a few steps, drop it on grid cell end."""
    (x0, y0), (x1, y1) = grip(start), grip(end)
    rp.press(x0, y0)
    for i in (1, 2, 3):
        rp.drag(x0 + (x1 - x0) * i // 3, y0 + (y1 - y0) * i // 3)
    rp.release(x1, y1)
    return rp.wait(wait)


def run(script: str, rp: Replay | None, monkeypatch, start: str | None = None, **kw):
    if start is None:
        monkeypatch.delenv("GOBBLET_START", raising=False)
    else:
        monkeypatch.setenv("GOBBLET_START", start)
    # the steps import rules/view/computer from their own folder: start each run afresh
    for name in ("rules", "view", "computer"):
        sys.modules.pop(name, None)
    res = run_script(str(LESSON / script), replay=rp, **kw)
    for name in ("rules", "view", "computer"):
        sys.modules.pop(name, None)
    assert res.exit_code == 0, res.output
    return res


def pieces_at(res, cell: tuple[int, int]) -> list[str]:
    """Sprite names ("orange_4", ...) of the pieces in a grid cell, bottom first."""
    return [a["sprite"].split("gobblet_")[1][:-4] for a in res.actors_at(*cell)
            if a["sprite"] and "gobblet_" in a["sprite"]]


def moves(res) -> list[str]:
    return [line for line in res.output.splitlines() if line.startswith(("move:", "computer:"))]


# ----------------------------------------------------------------------------- steps 1 and 2

def test_step1_draws_nested_stacks(monkeypatch):
    res = run("step1_board.py", None, monkeypatch)
    assert pieces_at(res, (3, 2)) == ["orange_2", "white_3", "orange_4"]
    assert pieces_at(res, (0, 4)) == ["orange_1", "orange_2", "orange_3", "orange_4"]
    assert "(3, 2): orange 2, white 3, orange 4 -> visible: orange 4" in res.output
    # paint order: a front row is drawn after the rows behind it
    rows = [a["y"] for a in res.actors if a["class"] == "Piece"]
    assert rows == sorted(rows)


def test_step2_drags_only_the_top_piece(monkeypatch):
    rp = drag(Replay(), orange_stack(0), board(3, 3))
    res = run("step2_drag.py", rp, monkeypatch)
    assert "picked orange 4 at (0, 2)" in res.output
    assert pieces_at(res, orange_stack(0)) == ["orange_1", "orange_2", "orange_3"]
    assert pieces_at(res, board(3, 3)) == ["orange_4"]


def _alpha(name: str) -> Image.Image:
    return Image.open(SPRITES / f"gobblet_{name}.png").getchannel("A")


def transparent_corner_pixel() -> tuple[int, int]:
    """A window pixel in the upper-left corner of the picture of the orange 4 at grid (2, 2)
    where that picture is transparent but the white 3 at grid (2, 1), behind it, is opaque
    (with a 2-pixel margin on every side, so antialiasing cannot matter)."""
    front, back = _alpha("orange_4"), _alpha("white_3")
    w, h = front.size
    front_left, front_top = 2 * CELL + CELL // 2 - w // 2, 2 * CELL + CELL // 2 - h // 2
    back_left, back_top = front_left, front_top - CELL
    for py in range(front_top, front_top + h // 4):
        for px in range(front_left, front_left + w // 2):
            near = [(px + dx, py + dy) for dx in (-2, 0, 2) for dy in (-2, 0, 2)]
            if all(front.getpixel((x - front_left, y - front_top)) == 0 for x, y in near) and \
                    all(back.getpixel((x - back_left, y - back_top)) == 255 for x, y in near):
                return px, py
    raise AssertionError("the sprites no longer overlap as the test expects")


def test_click_on_transparent_corner_of_large_piece_picks_the_visible_piece(monkeypatch):
    x, y = transparent_corner_pixel()
    # the pixel lies inside the orange 4's picture (which is drawn on top) ...
    assert 200 <= x < 300 and 2 * CELL + 50 - 80 <= y < 2 * CELL
    rp = Replay()
    rp.press(x, y)
    for i in (1, 2):                       # ... and dragging from there moves the white 3
        rp.drag(x + 100 * i, y)
    rp.release(x + 200, y)
    res = run("step2_drag.py", rp, monkeypatch)
    assert "picked white 3 at (2, 1)" in res.output
    assert pieces_at(res, (4, 1)) == ["white_3"]
    assert pieces_at(res, (2, 1)) == []
    assert pieces_at(res, (2, 2)) == ["white_1", "orange_4"]


def test_click_on_visible_top_of_front_cup_picks_it_although_it_is_in_the_cell_behind(monkeypatch):
    # the top of the tall orange 4 at grid (2, 2) reaches into grid cell (2, 1)
    rp = Replay().press(250, 190).release(250, 190)
    res = run("step2_drag.py", rp, monkeypatch)
    assert "picked orange 4 at (2, 2)" in res.output


def test_click_on_transparent_part_over_empty_board_picks_nothing(monkeypatch):
    # just above the feet of the cups: over the empty cell (3, 1) nothing is visible
    rp = Replay().press(350, 120).release(350, 120).press(350, 190).release(350, 190)
    res = run("step2_drag.py", rp, monkeypatch)
    assert "picked" not in res.output


# ----------------------------------------------------------------------------- step 3: the rules

def test_step3_reserve_to_empty_cell_and_turns(monkeypatch):
    rp = Replay()
    drag(rp, orange_stack(0), board(0, 0))
    drag(rp, white_stack(1), board(3, 3))
    res = run("step3_rules.py", rp, monkeypatch)
    assert moves(res) == ["move: Orange 4: reserve 1 -> (0, 0)", "move: White 4: reserve 2 -> (3, 3)"]
    assert pieces_at(res, board(0, 0)) == ["orange_4"]
    assert pieces_at(res, white_stack(1)) == ["white_1", "white_2", "white_3"]
    assert res.status_text == "Orange to move."


def test_step3_opponents_piece_refused(monkeypatch):
    rp = drag(Replay(), white_stack(0), board(1, 1))
    res = run("step3_rules.py", rp, monkeypatch)
    assert NOT_YOURS in res.output and moves(res) == []
    assert pieces_at(res, white_stack(0))[-1] == "white_4"


def test_step3_only_the_visible_piece_of_a_stack(monkeypatch):
    # white's 1 lies under orange's 3: white cannot take it, the press finds the orange 3
    start = """turn: white
               w1o3 . . .
               . . . .
               . . . .
               . . . ."""
    rp = drag(Replay(), board(0, 0), board(2, 2))
    res = run("step3_rules.py", rp, monkeypatch, start=start)
    assert NOT_YOURS in res.output
    assert pieces_at(res, board(0, 0)) == ["white_1", "orange_3"]


def test_step3_gobbling_smaller_accepted_equal_refused(monkeypatch):
    start = """turn: orange
               o4 w3 w4 .
               . . . .
               . . . .
               . . . ."""
    rp = Replay()
    drag(rp, board(0, 0), board(2, 0))             # 4 onto 4: refused
    drag(rp, board(0, 0), board(1, 0))             # 4 onto 3: accepted (touch-move kept)
    res = run("step3_rules.py", rp, monkeypatch, start=start)
    assert TOO_SMALL in res.output
    assert moves(res) == ["move: Orange 4: (0, 0) -> (1, 0)"]
    assert pieces_at(res, board(1, 0)) == ["white_3", "orange_4"]
    assert pieces_at(res, board(2, 0)) == ["white_4"]


def test_step3_reserve_gobble_only_onto_row_of_three(monkeypatch):
    start = """turn: orange
               w1 w2 . .
               . . . .
               w1 . . .
               . . . ."""
    rp = Replay()
    drag(rp, orange_stack(0), board(0, 0))         # no row of three: refused
    drag(rp, orange_stack(0), board(3, 3))         # (touch-move) put it elsewhere
    drag(rp, white_stack(0), board(2, 0))          # white makes three in the top row
    drag(rp, orange_stack(1), board(1, 0))         # now the reserve may gobble w2
    res = run("step3_rules.py", rp, monkeypatch, start=start)
    assert RESERVE_GOBBLE in res.output
    assert moves(res) == ["move: Orange 4: reserve 1 -> (3, 3)",
                          "move: White 4: reserve 1 -> (2, 0)",
                          "move: Orange 4: reserve 2 -> (1, 0)"]
    assert pieces_at(res, board(1, 0)) == ["white_2", "orange_4"]
    assert pieces_at(res, board(0, 0)) == ["white_1"]


def test_step3_no_return_to_the_same_cell_and_touch_move(monkeypatch):
    start = """turn: orange
               . . . .
               . o3 . .
               . . . .
               . . . ."""
    rp = Replay()
    drag(rp, board(1, 1), board(1, 1))             # lifted and put back: refused
    drag(rp, orange_stack(2), board(3, 3))         # another piece: touch-move refuses
    drag(rp, board(1, 1), board(2, 1))             # the touched piece moves: accepted
    res = run("step3_rules.py", rp, monkeypatch, start=start)
    assert SAME_CELL in res.output and TOUCH_MOVE in res.output
    assert moves(res) == ["move: Orange 3: (1, 1) -> (2, 1)"]
    assert pieces_at(res, board(1, 1)) == []
    assert pieces_at(res, board(3, 3)) == []


def test_step3_reserve_piece_must_go_onto_the_board(monkeypatch):
    rp = Replay()
    drag(rp, orange_stack(0), (0, 0))              # dropped on the banner: refused
    drag(rp, orange_stack(1), board(0, 0))         # touch-move: the first one must go
    drag(rp, orange_stack(0), board(0, 0))
    res = run("step3_rules.py", rp, monkeypatch)
    assert OFF_BOARD in res.output and TOUCH_MOVE in res.output
    assert moves(res) == ["move: Orange 4: reserve 1 -> (0, 0)"]


@pytest.mark.parametrize("step", ["step3_rules.py", "step4_win.py", "step5_computer.py"])
def test_piece_dropped_onto_a_reserve_stack_is_refused(monkeypatch, step):
    # found by random input: describeMove() was given the reserve Stack as target and crashed
    rp = Replay()
    drag(rp, orange_stack(0), orange_stack(2))     # onto its own reserve
    drag(rp, orange_stack(0), white_stack(1))      # onto the opponent's reserve
    drag(rp, orange_stack(0), board(2, 2))
    res = run(step, rp, monkeypatch)
    assert res.exit_code == 0 and "Error" not in res.output, res.output
    assert res.output.count(OFF_BOARD) == 2
    assert moves(res)[0] == "move: Orange 4: reserve 1 -> (2, 2)"


def test_step3_refusal_message_shows_on_the_board_for_about_two_seconds(monkeypatch):
    rp = drag(Replay(), white_stack(0), board(1, 1))
    early = run("step3_rules.py", rp, monkeypatch, seconds=1.0)
    assert any(a["class"] == "Message" for a in early.actors)
    late = run("step3_rules.py", drag(Replay(), white_stack(0), board(1, 1)), monkeypatch, seconds=3.5)
    assert not any(a["class"] == "Message" for a in late.actors)


# ----------------------------------------------------------------------------- step 4: end of game

def test_step4_full_game_to_a_win_and_restart(monkeypatch):
    rp = Replay()
    drag(rp, orange_stack(0), board(0, 0))
    drag(rp, white_stack(0), board(0, 3))
    drag(rp, orange_stack(1), board(1, 0))
    drag(rp, white_stack(1), board(1, 3))
    drag(rp, orange_stack(2), board(2, 0))
    drag(rp, white_stack(2), board(2, 3))
    drag(rp, orange_stack(0), board(3, 0))         # the 3 under the first 4 completes the row
    before = run("step4_win.py", rp, monkeypatch)
    assert len(moves(before)) == 7
    assert "game over: Orange has four in a row and wins." in before.output
    assert "Orange has four in a row and wins." in before.status_text
    assert pieces_at(before, board(3, 0)) == ["orange_3"]
    rp.press(300, 50).release(300, 50)             # a click starts a new game
    after = run("step4_win.py", rp, monkeypatch)
    assert after.output.rstrip().endswith("new game")
    assert after.status_text == "Orange to move."
    assert all(a["x"] in (0, 5) for a in after.actors if a["class"] == "PieceActor")
    assert len([a for a in after.actors if a["class"] == "PieceActor"]) == 24


def test_step4_rows_for_both_players_the_mover_loses(monkeypatch):
    start = """turn: orange
               w2 w2 w2 w1o4
               . . . .
               . . . .
               o3 o3 o3 ."""
    rp = drag(Replay(), board(3, 0), board(3, 3))
    res = run("step4_win.py", rp, monkeypatch, start=start)
    assert "game over: Rows for both players: Orange moved and loses." in res.output


def test_step4_uncovering_an_opponents_row_loses(monkeypatch):
    start = """turn: orange
               w2 w2 w2 w1o4
               . . . .
               . . . .
               . . . ."""
    rp = drag(Replay(), board(3, 0), board(3, 3))
    res = run("step4_win.py", rp, monkeypatch, start=start)
    assert "game over: White has four in a row and wins." in res.output


def test_step4_touching_a_piece_with_no_legal_move_loses(monkeypatch):
    start = """turn: orange
               orange: - - -
               o1 w4 o4 w4
               o4 w4 o4 w4
               w3 w3 o3 w2
               w3 o2 w2 w3"""
    rp = Replay().press(*grip(board(0, 0))).release(*grip(board(0, 0)))
    res = run("step4_win.py", rp, monkeypatch, start=start)
    assert "game over: Orange touched a piece that cannot move" in res.output


def test_step4_player_without_legal_move_loses(monkeypatch):
    start = """turn: orange
               orange: - - 1
               white: - - -
               w1 . o4 o4
               o4 o4 w1 o4
               o4 w1 o4 o4
               o4 o4 o4 w1"""
    rp = drag(Replay(), orange_stack(2), board(1, 0))
    res = run("step4_win.py", rp, monkeypatch, start=start)
    assert "game over: White has no legal move and loses." in res.output


def test_step4_player_with_a_legal_move_plays_on(monkeypatch):
    start = """turn: orange
               orange: - - 1
               white: - - -
               w1 . o4 o4
               o4 o4 w1 o4
               o4 w1 o4 o4
               o4 o4 o4 w2"""
    rp = drag(Replay(), orange_stack(2), board(1, 0))
    res = run("step4_win.py", rp, monkeypatch, start=start)
    assert "game over" not in res.output and res.status_text == "White to move."


# ----------------------------------------------------------------------------- step 5: computer

def test_step5_computer_answers_a_move(monkeypatch):
    rp = drag(Replay(), orange_stack(0), board(1, 1), wait=1500)
    res = run("step5_computer.py", rp, monkeypatch, seed=1)
    assert moves(res)[0] == "move: Orange 4: reserve 1 -> (1, 1)"
    assert len(moves(res)) == 2 and moves(res)[1].startswith("computer: White")
    assert res.status_text == "Orange to move."


def test_step5_computer_takes_its_win(monkeypatch):
    start = """turn: orange
               w4 w3 w2 .
               . . . .
               . . . .
               . . . ."""
    rp = drag(Replay(), orange_stack(0), board(1, 2), wait=1500)
    res = run("step5_computer.py", rp, monkeypatch, start=start, seed=1)
    assert "game over: White has four in a row and wins." in res.output
    assert "message: The computer wins. Click for a new game." in res.output
