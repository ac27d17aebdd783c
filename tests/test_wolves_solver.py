"""The solver settles the article's two claims; perfect play never loses.

The 8x8 and 9x9 start positions are solved from scratch here (about 1 s and
3 s); bench/bench_wolves_solver.py prints the times and the full analysis.
"""
from __future__ import annotations

import os
import random
import sys

import pytest

LESSON = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "lessons", "wolves_and_goat")
if LESSON not in sys.path:
    sys.path.insert(0, LESSON)

from wolves_ai import Searcher, greedy_move, minimax_move, random_move  # noqa: E402
from wolves_engine import Game  # noqa: E402
from wolves_rules import EIGHT, NINE  # noqa: E402
from wolves_solver import Analysis, BitBoard, Solver  # noqa: E402

_SOLVERS: dict[str, Solver] = {}


def solver_for(key: str) -> Solver:
    """One solver per board for the whole module: its memo is the table."""
    if key not in _SOLVERS:
        _SOLVERS[key] = Solver(Game({"8x8": EIGHT, "9x9": NINE}[key]))
    return _SOLVERS[key]


def test_eight_by_eight_wolves_win_recomputed():
    solver = Solver(Game(EIGHT))           # fresh: nothing cached
    assert solver.winner() == "wolves"
    assert solver.searched() == 103180     # positions in the memo (README)


def test_nine_by_nine_goat_wins():
    solver = solver_for("9x9")
    assert solver.winner() == "goat"       # the article is right
    assert solver.searched() == 551191


def test_small_positions_by_hand():
    g = Game(NINE)
    s = Solver(g)
    # goat next to a free goal square wins at once
    p = g.make_position("goat", {"goat": ["c8"], "wolf": ["d9", "f9", "h9", "a6"]})
    assert s.winner(p) == "goat"
    assert g.name(s.best_move(p)[2]) == "b9"
    # goat boxed in on the edge, wolves to move: they close the box
    # (the wolves on b1 and d1 have arrived and cannot move any more)
    p = g.make_position("wolves", {"goat": ["a8"], "wolf": ["b9", "c8", "b1", "d1"]})
    assert s.winner(p) == "wolves"
    assert [g.name(m[1]) + "-" + g.name(m[2]) for m in s.winning_moves(p)] == ["c8-b7"]
    # goat surrounded in the middle of the board, goat to move: lost at once
    p = g.make_position("goat", {"goat": ["e5"], "wolf": ["d6", "f6", "d4", "f4"]})
    assert s.winner(p) == "wolves" and s.best_move(p) is None


def test_bitboard_round_trip_and_moves_agree_with_engine():
    g = Game(NINE)
    bits = BitBoard(g)
    rnd = random.Random(3)
    p = g.start()
    while g.winner(p) is None:
        key = bits.encode(p)
        assert bits.decode(key) == p
        children = sorted(c[3] for c in bits.children(key))
        assert children == sorted(bits.encode(g.play(p, m)) for m in g.legal_moves(p))
        p = g.play(p, rnd.choice(g.legal_moves(p)))


def test_full_analysis_agrees_on_a_reduced_board():
    """Cut-off search and full analysis give the same winner everywhere on a 6x6 board."""
    from wolves_rules import variant
    six = variant(NINE, title="6x6", files="abcdef", ranks="654321",
                  setup={"goat": ["c1"], "wolf": ["b6", "d6", "f6"]},
                  goals=[{"player": "goat", "piece": "goat", "squares": ["b6", "d6", "f6"]}])
    g = Game(six)
    analysis = Analysis(g)
    solver = Solver(g)
    analysis.value(g.start())
    for key, (winner, plies) in analysis.table.items():
        assert solver._winner(key) == winner


def play_game(game, goat_player, wolves_player, limit=200):
    p = game.start()
    for _ in range(limit):
        if game.winner(p) is not None:
            return game.winner(p)
        move = (goat_player if p[0] == 0 else wolves_player)(p)
        p = game.play(p, move)
    raise AssertionError("game did not end")


@pytest.mark.parametrize("opponent", ["random", "greedy"])
def test_perfect_goat_never_loses_on_nine_by_nine(opponent):
    solver = solver_for("9x9")
    g = solver.game
    rnd = random.Random(11)
    wolves = {"random": lambda p: random_move(g, p, rnd),
              "greedy": lambda p: greedy_move(g, p, rnd)}[opponent]
    games = 150 if opponent == "random" else 60
    results = [play_game(g, solver.best_move, wolves) for _ in range(games)]
    assert results == ["goat"] * games


@pytest.mark.parametrize("opponent", ["random", "greedy"])
def test_perfect_wolves_never_lose_on_eight_by_eight(opponent):
    solver = solver_for("8x8")
    g = solver.game
    rnd = random.Random(5)
    goat = {"random": lambda p: random_move(g, p, rnd),
            "greedy": lambda p: greedy_move(g, p, rnd)}[opponent]
    games = 150 if opponent == "random" else 60
    results = [play_game(g, goat, solver.best_move) for _ in range(games)]
    assert results == ["wolves"] * games


def test_minimax_finds_a_win_in_one_and_avoids_a_loss_in_one():
    g = Game(NINE)
    p = g.make_position("goat", {"goat": ["c8"], "wolf": ["d9", "f9", "h9", "a6"]})
    assert g.name(minimax_move(g, p, 1)[2]) == "b9"
    assert g.name(minimax_move(g, p, 4)[2]) == "b9"
    # wolves must close the box now, at every depth
    p = g.make_position("wolves", {"goat": ["a8"], "wolf": ["b9", "c8", "d9", "f9"]})
    for depth in (1, 2, 5):
        move = minimax_move(g, p, depth)
        assert (g.name(move[1]), g.name(move[2])) == ("c8", "b7")


def test_alpha_beta_returns_the_plain_minimax_value():
    g = Game(NINE)
    searcher = Searcher(g)

    def minimax(p, depth, ply):
        moves = g.legal_moves(p)
        if depth == 0 or not moves or g.goal_winner(p) is not None:
            return searcher._score_for_mover(p, ply)
        return max(-minimax(g.play(p, m), depth - 1, ply + 1) for m in moves)

    rnd = random.Random(1)
    p = g.start()
    for _ in range(6):
        for depth in (1, 2, 3):
            best = max(-minimax(g.play(p, m), depth - 1, 1) for m in g.legal_moves(p))
            assert searcher.best_move(p, depth)[1] == best
        p = g.play(p, rnd.choice(g.legal_moves(p)))
