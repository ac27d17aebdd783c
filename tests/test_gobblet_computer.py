"""The Gobblet computer player (lessons/gobblet/computer.py): legal, takes wins, blocks threats."""
from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_gobblet_rules import RULES, load_lesson_module  # noqa: E402

COMPUTER = load_lesson_module("computer")
Gobblet, Cell, Stack = RULES.Gobblet, RULES.Cell, RULES.Stack
ORANGE, WHITE = RULES.ORANGE, RULES.WHITE


def test_computer_plays_a_legal_move_at_the_start():
    g = Gobblet()
    move = COMPUTER.choose_move(g, rng=random.Random(3))
    assert move in g.legal_moves()


def test_computer_takes_an_immediate_win():
    g = Gobblet.from_text("""turn: white
                             w4 w3 w2 .
                             . o4 . .
                             . . o4 .
                             . . . .""")
    move = COMPUTER.choose_move(g, rng=random.Random(0))
    g.move(*move)
    assert g.winner == WHITE


def test_computer_blocks_a_row_it_cannot_gobble_otherwise():
    # orange threatens (3, 0); white must put something there (or cover a piece of the row)
    g = Gobblet.from_text("""turn: white
                             orange: 123 123 1234
                             o4 o4 o4 .
                             . . . .
                             w1 . . .
                             . . . .""")
    move = COMPUTER.choose_move(g, rng=random.Random(0))
    g.move(*move)
    assert not g.is_over()
    answers = [m for m in g.legal_moves()]
    for m in answers:                          # no orange answer wins at once
        h = g.copy()
        h.move(*m)
        assert h.winner != ORANGE, (move, m)


def test_depth_one_still_finds_wins_and_candidate_moves_have_no_repeats():
    g = Gobblet()
    moves = COMPUTER.candidate_moves(g)
    assert len(moves) == 16                    # the three reserve 4s are one choice per cell
    g = Gobblet.from_text("""turn: orange
                             o2 . . .
                             . o2 . .
                             . . o2 .
                             . . . .""")
    g.move(*COMPUTER.choose_move(g, depth=1, rng=random.Random(0)))
    assert g.winner == ORANGE


def test_computer_against_itself_finishes_a_game():
    g = Gobblet()
    rng = random.Random(7)
    for _ in range(80):
        if g.is_over():
            break
        g.move(*COMPUTER.choose_move(g, depth=1, rng=rng))
    assert g.is_over() and g.winner in (ORANGE, WHITE)
