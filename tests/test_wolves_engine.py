"""Rules-as-data engine of the Wolves and Goat lesson (no graphics)."""
from __future__ import annotations

import os
import sys

import pytest

LESSON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "lessons", "wolves_and_goat")
if LESSON not in sys.path:
    sys.path.insert(0, LESSON)

from wolves_engine import Game  # noqa: E402
from wolves_rules import EIGHT, NINE, variant  # noqa: E402


def names(game, moves):
    return sorted(f"{game.name(s)}-{game.name(t)}" for _, s, t in moves)


def play(game, position, text):
    """Play moves like 'e2-f3 b9-c8' and return the new position."""
    for step in text.split():
        a, b = step.split("-")
        move = game.find_move(position, game.square(a), game.square(b))
        assert move is not None, f"{step} should be legal in {game.describe(position)}"
        position = game.play(position, move)
    return position


def test_board_coordinates_follow_the_article():
    g = Game(NINE)
    assert (g.width, g.height) == (9, 9)
    # files a..i left to right, ranks 9..1 top to bottom: e2 = cell (4, 7)
    assert g.cell(g.square("e2")) == (4, 7)
    assert g.cell(g.square("b9")) == (1, 0)
    assert g.cell(g.square("i1")) == (8, 8)
    assert g.name(g.square_at(0, 8)) == "a1"
    assert all(g.name(g.square(n)) == n for n in ("a9", "e5", "i1", "c7"))


def test_start_position_and_first_player():
    g = Game(NINE)
    start = g.start()
    assert g.to_move(start) == "goat"                     # (turn-order White Black)
    assert g.describe(start) == "goat to move: goat e2, wolf b9 d9 f9 h9"
    # all pieces stand on squares of one colour (x + y odd), the dark ones
    for squares in start[1]:
        for s in squares:
            x, y = g.cell(s)
            assert (x + y) % 2 == 1


def test_goat_moves_diagonally_in_all_four_directions():
    g = Game(NINE)
    assert names(g, g.legal_moves(g.start())) == ["e2-d1", "e2-d3", "e2-f1", "e2-f3"]


def test_wolves_move_only_forward_thanks_to_the_symmetry():
    g = Game(NINE)
    p = play(g, g.start(), "e2-f3")
    assert g.to_move(p) == "wolves"
    assert names(g, g.legal_moves(p)) == sorted(
        ["b9-a8", "b9-c8", "d9-c8", "d9-e8", "f9-e8", "f9-g8", "h9-g8", "h9-i8"])
    # without the symmetry the wolves' "ne"/"nw" would leave the board upwards
    flat = Game(variant(NINE, symmetry={}))
    assert flat.legal_moves(play(flat, flat.start(), "e2-f3")) == []


def test_pieces_cannot_move_onto_occupied_squares():
    g = Game(NINE)
    p = g.make_position("goat", {"goat": ["c8"], "wolf": ["b9", "d9", "b7", "d7"]})
    assert g.legal_moves(p) == []
    assert g.find_move(p, g.square("c8"), g.square("d7")) is None


def test_goal_reached_means_the_goat_wins():
    g = Game(NINE)
    p = play(g, g.start(), "e2-f3 h9-g8 f3-g4 b9-a8 g4-h5 a8-b7 h5-i6 b7-a6 "
                           "i6-h7 a6-b5 h7-i8 b5-a4")
    assert g.winner(p) is None
    p = play(g, p, "i8-h9")
    assert g.winner(p) == "goat"
    assert g.goal_winner(p) == 0


def test_trapped_goat_loses():
    g = Game(NINE)
    p = play(g, g.start(), "e2-d3 h9-g8 d3-c4 g8-h7 c4-b5 d9-c8 b5-a6 h7-g6 "
                           "a6-b7 f9-e8 b7-a8 c8-b7")
    assert g.to_move(p) == "goat" and g.legal_moves(p) == []
    assert g.winner(p) == "wolves"


def test_wolves_that_cannot_move_lose():
    g = Game(NINE)
    p = g.make_position("wolves", {"goat": ["h1"], "wolf": ["a2", "c2", "b1", "d1"]})
    assert g.legal_moves(p) == []
    assert g.winner(p) == "goat"
    assert g.goal_winner(p) is None


def test_eight_by_eight_is_the_same_engine_with_other_data():
    g = Game(EIGHT)
    assert (g.width, g.height) == (8, 8)
    start = g.start()
    assert g.describe(start) == "goat to move: goat e1, wolf b8 d8 f8 h8"
    assert names(g, g.legal_moves(start)) == ["e1-d2", "e1-f2"]
    # dark squares of a chess board: a1 is dark, i.e. x + y odd here too
    assert (sum(g.cell(g.square("a1"))) % 2) == 1


def test_illegal_moves_are_not_found():
    g = Game(NINE)
    start = g.start()
    sq = g.square
    assert g.find_move(start, sq("e2"), sq("e3")) is None      # not diagonal
    assert g.find_move(start, sq("e2"), sq("g4")) is None      # two squares
    assert g.find_move(start, sq("b9"), sq("c8")) is None      # wolves' turn not yet
    p = play(g, start, "e2-f3 b9-c8")
    assert g.find_move(p, sq("c8"), sq("b9")) is None          # not the wolves' turn
    p = play(g, p, "f3-e4")
    assert g.find_move(p, sq("c8"), sq("b9")) is None          # wolves never go back


@pytest.mark.parametrize("rules", [NINE, EIGHT])
def test_every_game_ends(rules):
    """Wolves only go forward: a random game cannot last longer than the bound."""
    import random
    g = Game(rules)
    rnd = random.Random(7)
    bound = 2 * 4 * (g.height - 1) + 2
    for _ in range(50):
        p, plies = g.start(), 0
        while g.winner(p) is None:
            p = g.play(p, rnd.choice(g.legal_moves(p)))
            plies += 1
        assert plies <= bound
