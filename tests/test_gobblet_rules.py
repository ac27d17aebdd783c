"""Unit tests of the Gobblet rules engine (lessons/gobblet/rules.py): every rule accepted and refused."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

LESSON = Path(__file__).resolve().parent.parent / "lessons" / "gobblet"


def load_lesson_module(name: str):
    """Import lessons/gobblet/<name>.py under a private name; its `import rules` gets RULES."""
    saved = sys.modules.get("rules")
    if RULES is not None:
        sys.modules["rules"] = RULES
    try:
        spec = importlib.util.spec_from_file_location(f"gobblet_lesson_{name}", LESSON / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module          # dataclasses look their module up there
        spec.loader.exec_module(module)
        return module
    finally:
        if saved is None:
            sys.modules.pop("rules", None)
        else:
            sys.modules["rules"] = saved


RULES = None
RULES = load_lesson_module("rules")
Gobblet, Cell, Stack, Piece, IllegalMove = (RULES.Gobblet, RULES.Cell, RULES.Stack, RULES.Piece,
                                            RULES.IllegalMove)
ORANGE, WHITE = RULES.ORANGE, RULES.WHITE


def pos(text: str) -> Gobblet:
    return Gobblet.from_text(text)


# ----------------------------------------------------------------------------- start and text form

def test_start_position_has_three_nested_reserve_stacks_per_player():
    g = Gobblet()
    for player in (ORANGE, WHITE):
        assert [[p.size for p in s] for s in g.reserves[player]] == [[1, 2, 3, 4]] * 3
    assert all(not g.board[c] for c in RULES.ALL_CELLS)
    assert g.to_move == ORANGE and g.status() == "Orange to move."
    # only the top (size 4) of each stack is visible, so 3 sources x 16 cells
    assert len(g.legal_moves()) == 48
    assert {g.top(m.source).size for m in g.legal_moves()} == {4}


def test_text_round_trip():
    g = pos("""turn: white
               orange: 12 - 1234
               white: 1234 123 1234
               o4 . . .
               . w1o3 . .
               . . . .
               . . . o2""")
    assert g.to_move == WHITE
    assert g.board[Cell(1, 1)] == [Piece(WHITE, 1), Piece(ORANGE, 3)]
    assert g.reserves[ORANGE][1] == []
    assert Gobblet.from_text(g.to_text()).to_text() == g.to_text()


# ----------------------------------------------------------------------------- visible pieces only

def test_move_from_reserve_to_empty_cell_accepted():
    g = Gobblet()
    g.move(Stack(ORANGE, 0), Cell(2, 1))
    assert g.board[Cell(2, 1)] == [Piece(ORANGE, 4)]
    assert [p.size for p in g.reserves[ORANGE][0]] == [1, 2, 3]
    assert g.to_move == WHITE


def test_only_own_pieces_can_be_touched():
    g = pos("""turn: orange
               . w2 . .
               . . . .
               . . . .
               . . . .""")
    assert g.why_not_touch(Cell(1, 0)) == RULES.NOT_YOURS
    with pytest.raises(IllegalMove, match="not your piece"):
        g.move(Cell(1, 0), Cell(2, 2))
    assert g.why_not_touch(Cell(2, 2)) == RULES.NO_PIECE
    assert g.why_not_touch(Stack(WHITE, 0)) == RULES.NOT_YOURS     # white's reserve
    assert g.why_not_touch(Stack(ORANGE, 0)) is None


def test_covered_piece_cannot_be_moved_only_the_top_one():
    g = pos("""turn: white
               w1o3 . . .
               . . . .
               . . . .
               . . . .""")
    # the white 1 is under the orange 3: white cannot reach it
    assert g.why_not_touch(Cell(0, 0)) == RULES.NOT_YOURS
    g.to_move = ORANGE
    g.move(Cell(0, 0), Cell(3, 3))
    assert g.board[Cell(0, 0)] == [Piece(WHITE, 1)]   # uncovered again
    assert g.board[Cell(3, 3)] == [Piece(ORANGE, 3)]


# ----------------------------------------------------------------------------- gobbling by size

def test_larger_board_piece_gobbles_smaller_accepted():
    g = pos("""turn: orange
               o4 w3 . .
               . . . .
               . . . .
               . . . .""")
    g.move(Cell(0, 0), Cell(1, 0))
    assert g.board[Cell(1, 0)] == [Piece(WHITE, 3), Piece(ORANGE, 4)]
    assert g.top(Cell(1, 0)) == Piece(ORANGE, 4)


@pytest.mark.parametrize("covered", ["w3", "w4", "o3"])
def test_equal_or_larger_cannot_be_gobbled(covered):
    g = pos(f"""turn: orange
               o3 {covered} . .
               . . . .
               . . . .
               . . . .""")
    assert g.why_not_move(Cell(0, 0), Cell(1, 0)) == RULES.TOO_SMALL
    with pytest.raises(IllegalMove):
        g.move(Cell(0, 0), Cell(1, 0))
    assert g.to_move == ORANGE


def test_board_piece_may_gobble_own_smaller_piece():
    g = pos("""turn: orange
               o4 o1 . .
               . . . .
               . . . .
               . . . .""")
    assert g.why_not_move(Cell(0, 0), Cell(1, 0)) is None


# ----------------------------------------------------------------------------- reserve gobbling

def test_reserve_cannot_gobble_outside_row_of_three():
    g = pos("""turn: orange
               w1 w2 . .
               . . . .
               . . . .
               . . . .""")
    assert g.why_not_move(Stack(ORANGE, 0), Cell(0, 0)) == RULES.RESERVE_GOBBLE
    with pytest.raises(IllegalMove, match="row of three"):
        g.move(Stack(ORANGE, 0), Cell(0, 0))


def test_reserve_gobbles_piece_of_opponents_row_of_three():
    g = pos("""turn: orange
               w1 w2 w3 .
               . . . .
               . . . .
               . . . .""")
    g.move(Stack(ORANGE, 0), Cell(1, 0))
    assert g.board[Cell(1, 0)] == [Piece(WHITE, 2), Piece(ORANGE, 4)]


def test_reserve_row_of_three_on_a_diagonal_and_a_column():
    g = pos("""turn: orange
               w1 . . .
               . w2 . .
               . . w1 .
               . . . .""")
    assert g.why_not_move(Stack(ORANGE, 0), Cell(2, 2)) is None
    g = pos("""turn: orange
               . . . w1
               . . . w1
               . . . .
               . . . w3""")
    assert g.why_not_move(Stack(ORANGE, 0), Cell(3, 3)) is None
    # the row of three must be the opponent's: own row of three does not count
    g = pos("""turn: orange
               o1 o2 o3 .
               . . . .
               . . . .
               . . . .""")
    assert g.why_not_move(Stack(ORANGE, 0), Cell(0, 0)) == RULES.RESERVE_GOBBLE


def test_reserve_gobble_needs_the_target_itself_in_the_row():
    # white has three in the top row, but the target w1 at (0, 2) is not part of it
    g = pos("""turn: orange
               . w2 w2 w2
               . . . .
               w1 . . .
               . . . .""")
    assert g.why_not_move(Stack(ORANGE, 0), Cell(0, 2)) == RULES.RESERVE_GOBBLE
    assert g.why_not_move(Stack(ORANGE, 0), Cell(2, 0)) is None


def test_reserve_gobble_still_needs_a_smaller_piece():
    g = pos("""turn: orange
               orange: 123 1234 1234
               w4 w2 w3 .
               . . . .
               . . . .
               . . . .""")
    assert g.why_not_move(Stack(ORANGE, 0), Cell(1, 0)) is None           # reserve 3 onto w2: fine
    assert g.why_not_move(Stack(ORANGE, 0), Cell(2, 0)) == RULES.TOO_SMALL  # 3 onto 3
    assert g.why_not_move(Stack(ORANGE, 0), Cell(0, 0)) == RULES.TOO_SMALL  # 3 onto 4


# ----------------------------------------------------------------------------- no return, touch-move

def test_no_return_to_the_cell_it_came_from():
    g = pos("""turn: orange
               o4 . . .
               . . . .
               . . . .
               . . . .""")
    assert g.why_not_move(Cell(0, 0), Cell(0, 0)) == RULES.SAME_CELL
    with pytest.raises(IllegalMove, match="came from"):
        g.move(Cell(0, 0), Cell(0, 0))
    g.move(Cell(0, 0), Cell(0, 1))
    assert g.top(Cell(0, 1)) == Piece(ORANGE, 4)


def test_reserve_piece_must_go_onto_the_board():
    g = Gobblet()
    assert g.why_not_move(Stack(ORANGE, 1), Stack(ORANGE, 1)) == RULES.OFF_BOARD
    assert g.why_not_move(Stack(ORANGE, 1), None) == RULES.OFF_BOARD


def test_touch_move_refuses_another_piece_after_touching():
    g = pos("""turn: orange
               o4 . . .
               . . . .
               . . . .
               . . . .""")
    g.touch(Cell(0, 0))
    assert g.status() == "Orange must move the piece they touched."
    assert g.why_not_touch(Stack(ORANGE, 0)) == RULES.MUST_MOVE_TOUCHED
    with pytest.raises(IllegalMove, match="Touch-move"):
        g.move(Stack(ORANGE, 0), Cell(2, 2))
    # a refused drop keeps the obligation
    with pytest.raises(IllegalMove):
        g.move(Cell(0, 0), Cell(0, 0))
    assert g.touched == Cell(0, 0)
    g.move(Cell(0, 0), Cell(1, 1))
    assert g.touched is None and g.to_move == WHITE


def test_touching_again_the_same_piece_is_fine():
    g = Gobblet()
    g.touch(Stack(ORANGE, 2))
    g.touch(Stack(ORANGE, 2))
    g.move(Stack(ORANGE, 2), Cell(3, 0))
    assert g.board[Cell(3, 0)] == [Piece(ORANGE, 4)]


# ----------------------------------------------------------------------------- end of the game

def test_four_in_a_row_wins():
    g = pos("""turn: orange
               o4 o3 o2 .
               . . . .
               . . . .
               . . . .""")
    g.move(Stack(ORANGE, 0), Cell(3, 0))
    assert g.is_over() and g.winner == ORANGE
    assert g.winning_lines == [[Cell(x, 0) for x in range(4)]]
    assert g.why_not_touch(Stack(ORANGE, 1)) == RULES.GAME_OVER


def test_three_in_a_row_does_not_win():
    g = pos("""turn: orange
               o4 o3 . .
               . . . .
               . . . .
               . . . .""")
    g.move(Stack(ORANGE, 0), Cell(2, 0))
    assert not g.is_over() and g.to_move == WHITE


def test_four_in_a_diagonal_wins_for_white():
    g = pos("""turn: white
               . . . w1
               . . w1 .
               . w2 . .
               . . . .""")
    g.move(Stack(WHITE, 0), Cell(0, 3))
    assert g.winner == WHITE and "White has four" in g.result


def test_uncovering_an_opponents_row_loses():
    # orange lifts its 4 from (3, 0) and uncovers white's fourth piece of the top row
    g = pos("""turn: orange
               w2 w2 w2 w1o4
               . . . .
               . . . .
               . . . .""")
    g.move(Cell(3, 0), Cell(3, 3))
    assert g.winner == WHITE


def test_covering_the_uncovered_row_again_saves_the_mover():
    # lifting the 4 uncovers white's row, but it lands on another cell of that row
    g = pos("""turn: orange
               w2 w2 w2 w1o4
               . . . .
               . . . .
               . . . .""")
    g.move(Cell(3, 0), Cell(0, 0))
    assert not g.is_over() and g.to_move == WHITE


def test_rows_for_both_players_the_mover_loses():
    # orange's move uncovers a white row and completes its own column at once
    g = pos("""turn: orange
               w2 w2 w2 w1o4
               . . . .
               . . . .
               o3 o3 o3 .""")
    g.move(Cell(3, 0), Cell(3, 3))
    assert g.is_over()
    assert g.winner == WHITE, "the player who did not move wins"
    assert "moved and loses" in g.result
    assert len(g.winning_lines) == 2


NO_MOVE_FOR_WHITE = """turn: orange
    orange: - - 1
    white: - - -
    w1 . o4 o4
    o4 o4 w1 o4
    o4 w1 o4 o4
    o4 o4 o4 {w}"""


def test_no_legal_move_loses():
    # Constructed (a real game never gets here: white always keeps a move on a full board by
    # counting pieces), but the rule is checked after every move: orange fills the last cell,
    # white's visible 1s cannot cover anything and white's reserve is empty.
    g = pos(NO_MOVE_FOR_WHITE.format(w="w1"))
    g.move(Stack(ORANGE, 2), Cell(1, 0))
    assert g.is_over()
    assert g.winner == ORANGE
    assert "White has no legal move" in g.result


def test_a_player_with_a_legal_move_does_not_lose():
    g = pos(NO_MOVE_FOR_WHITE.format(w="w2"))   # the white 2 can still cover the orange 1
    g.move(Stack(ORANGE, 2), Cell(1, 0))
    assert not g.is_over() and g.to_move == WHITE
    moves = g.legal_moves()
    assert {m.source for m in moves} == {Cell(3, 3)}
    assert {m.target for m in moves} == {Cell(1, 0), Cell(0, 0), Cell(2, 1), Cell(1, 2)}


def test_touching_a_piece_that_cannot_move_loses():
    g = pos("""turn: orange
               orange: - - -
               o1 w4 o4 w4
               o4 w4 o4 w4
               w3 w3 o3 w2
               w3 o2 w2 w3""")
    assert g.legal_moves(), "orange could still move a 4 or a 3 onto a smaller piece"
    g.touch(Cell(0, 0))                      # the 1 cannot cover anything
    assert g.is_over() and g.winner == WHITE
    assert "cannot move" in g.result


def test_copy_is_independent():
    g = Gobblet()
    h = g.copy()
    h.move(Stack(ORANGE, 0), Cell(0, 0))
    assert g.board[Cell(0, 0)] == [] and g.to_move == ORANGE
    assert len(g.reserves[ORANGE][0]) == 4
