# wolves_ai.py -- computer players for the wolves_engine.
#
# minimax_move: looks `depth` plies ahead (minimax with alpha-beta pruning)
#   and judges the positions at the horizon with a rule of thumb (evaluate).
# random_move / greedy_move: weak opponents for experiments and tests.
# A perfect player is Solver.best_move in wolves_solver.py.
#
# The rule of thumb is written for "one runner against hunters that only go
# forward": the runner is the player with a goal zone (the goat), the other
# player (the wolves) wins by leaving it without a move.
#
# Written so that it also runs in TigerJython (Python 2.7).

import random

WIN = 10000


class Evaluator(object):
    def __init__(self, game):
        self.game = game
        self.runner, self.runner_kind, self.zone = game.goals[0]
        self.goal_cells = [game.cell(s) for s in self.zone]
        # which way the hunters go: the sign of dy of their steps
        hunter_kinds = [k for k in range(len(game.kinds))
                        if game.owner[k] != self.runner]
        self.hunter_kinds = hunter_kinds
        self.forward = 0
        for k in hunter_kinds:
            for square, targets in enumerate(game.steps[k]):
                for t in targets:
                    self.forward = game.cell(t)[1] - game.cell(square)[1]
                    break
                if self.forward:
                    break

    def distance(self, square):
        """Diagonal steps from square to the nearest goal square."""
        x, y = self.game.cell(square)
        return min(max(abs(x - gx), abs(y - gy)) for gx, gy in self.goal_cells)

    def evaluate(self, position):
        """Score for the RUNNER (the goat): bigger is better for it."""
        game = self.game
        cells = position[1]
        runner_squares = cells[self.runner_kind]
        hunter_rows = [game.cell(s)[1] for k in self.hunter_kinds for s in cells[k]]
        occupied = set()
        for squares in cells:
            occupied.update(squares)
        score = 0
        for square in runner_squares:
            x, y = game.cell(square)
            score -= 20 * self.distance(square)
            # room to move: a goat with few free squares is nearly caught
            free = [t for t in game.steps[self.runner_kind][square] if t not in occupied]
            score += 3 * len(free)
            # all hunters are past the goat: they can never stop it again
            if hunter_rows and all((r - y) * self.forward > 0 for r in hunter_rows):
                score += 500
        if hunter_rows:
            # hunters spread over many rows leave holes in their line
            score += 4 * (max(hunter_rows) - min(hunter_rows))
        return score


class Searcher(object):
    """Minimax with alpha-beta pruning in negamax form."""

    def __init__(self, game):
        self.game = game
        self.evaluator = Evaluator(game)
        self.nodes = 0

    def _score_for_mover(self, position, ply):
        game = self.game
        winner = game.winner_index(position)
        if winner is not None:
            # a quicker win (smaller ply) is worth more
            value = WIN - ply
            return value if winner == position[0] else -value
        value = self.evaluator.evaluate(position)
        return value if position[0] == self.evaluator.runner else -value

    def negamax(self, position, depth, alpha, beta, ply):
        self.nodes += 1
        game = self.game
        moves = game.legal_moves(position)
        if depth == 0 or not moves or game.goal_winner(position) is not None:
            return self._score_for_mover(position, ply)
        best = -WIN - 1
        for move in moves:
            value = -self.negamax(game.play(position, move), depth - 1,
                                  -beta, -alpha, ply + 1)
            if value > best:
                best = value
            if best > alpha:
                alpha = best
            if alpha >= beta:
                break          # the opponent will never allow this line
        return best

    def best_move(self, position, depth):
        """(move, score for the side to move); move is None if there is none."""
        self.nodes = 0
        game = self.game
        best_move, best = None, -WIN - 1
        alpha, beta = -WIN - 1, WIN + 1
        for move in game.legal_moves(position):
            value = -self.negamax(game.play(position, move), depth - 1,
                                  -beta, -alpha, 1)
            if value > best:
                best_move, best = move, value
            if best > alpha:
                alpha = best
        return best_move, best


def minimax_move(game, position, depth):
    return Searcher(game).best_move(position, depth)[0]


def random_move(game, position, rnd=random):
    moves = game.legal_moves(position)
    return rnd.choice(moves) if moves else None


def greedy_move(game, position, rnd=random):
    """Best move by the rule of thumb after one ply; ties broken at random."""
    searcher = Searcher(game)
    moves = game.legal_moves(position)
    if not moves:
        return None
    scored = [(-searcher._score_for_mover(game.play(position, m), 1), m) for m in moves]
    top = max(s for s, m in scored)
    return rnd.choice([m for s, m in scored if s == top])
