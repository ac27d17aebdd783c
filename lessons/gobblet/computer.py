"""A computer player for Gobblet of modest strength.

It looks DEPTH half-moves ahead: it tries each of its moves, then each answer of the opponent,
and scores the positions it reaches with evaluate(). It assumes that the opponent also picks the
answer that is best for the opponent (the "minimax" idea; written here as "negamax": my score is
minus the opponent's score). Alpha-beta pruning skips answers that cannot change the choice.
"""
from __future__ import annotations

import random

from rules import LINES, Cell, Gobblet, Move, other

DEPTH = 2
WIN = 100_000
LINE_VALUE = [0, 1, 6, 40]     # a line holding 0, 1, 2, 3 of my visible pieces and none of theirs


def evaluate(game: Gobblet, player: int) -> int:
    """How good is the position for player? Positive = good for player."""
    if game.is_over():
        return WIN if game.winner == player else -WIN
    score = 0
    owners = game.owners()                    # cell -> player whose piece is visible there
    for line in LINES:
        mine = theirs = 0
        for cell in line:
            if cell in owners:
                if owners[cell] == player:
                    mine += 1
                else:
                    theirs += 1
        if theirs == 0:
            score += LINE_VALUE[mine]
        if mine == 0:
            score -= LINE_VALUE[theirs]
    # big visible pieces are safe (nothing can cover them) and can cover others
    for cell, stack in game.board.items():
        if stack:
            value = stack[-1].size * stack[-1].size
            score += value if stack[-1].player == player else -value
    return score


def candidate_moves(game: Gobblet) -> list[Move]:
    """The legal moves without repeats: two reserve stacks showing the same size are one choice."""
    moves, seen = [], set()
    for move in game.legal_moves():
        piece = game.top(move.source)
        key = (piece, move.source if isinstance(move.source, Cell) else "reserve", move.target)
        if key not in seen:
            seen.add(key)
            moves.append(move)
    return moves


def negamax(game: Gobblet, player: int, depth: int, alpha: int, beta: int) -> int:
    """The best score player (to move in game) can reach, looking depth half-moves ahead."""
    if game.is_over() or depth == 0:
        score = evaluate(game, player)
        # a win found sooner (more depth left) is better than a later one
        return score + depth if score >= WIN else score - depth if score <= -WIN else score
    best = -WIN - 100
    for move in candidate_moves(game):
        child = game.copy()
        child.move(*move)
        if child.is_over():
            score = evaluate(child, player) + (depth if child.winner == player else -depth)
        else:
            score = -negamax(child, other(player), depth - 1, -beta, -alpha)
        best = max(best, score)
        alpha = max(alpha, score)
        if alpha >= beta:
            break                             # the opponent would never allow this line
    return best


def choose_move(game: Gobblet, depth: int = DEPTH, rng: random.Random | None = None) -> Move:
    """The move the computer plays for the player to move (ties are broken at random)."""
    rng = rng or random
    player = game.to_move
    moves = candidate_moves(game)
    rng.shuffle(moves)                        # variety between games with equal scores
    best_score, best_move = None, None
    for move in moves:
        child = game.copy()
        child.move(*move)
        if child.is_over():
            score = evaluate(child, player) + (depth if child.winner == player else -depth)
        else:
            score = -negamax(child, other(player), depth - 1, -WIN - 100, WIN + 100)
        if best_score is None or score > best_score:
            best_score, best_move = score, move
    return best_move
