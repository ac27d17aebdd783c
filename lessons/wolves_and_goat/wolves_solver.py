# wolves_solver.py -- settles the game by exhaustive search.
#
# Why a plain search is enough: every wolf move goes one row forward and the
# wolves never come back, so after at most 4 * (rows - 1) wolf moves they are
# stuck.  Hence no position can repeat and every game ends; the game tree is
# finite and the positions form a graph without cycles.  A position is won for
# the side to move if SOME move leads to a position lost for the opponent;
# it is lost if ALL moves lead to positions won for the opponent, or if there
# is no move at all ("cannot move loses").  Many move orders lead to the same
# position, so every result is remembered in a dictionary (memoisation).
#
# For speed the solver packs a position into one integer: one bit per square
# for every piece kind, and the lowest bit for the side to move.  A move then
# just flips two bits.  The rules still come from wolves_rules.py through the
# engine's compiled tables, so the solver works for any rules in that format
# as long as every game must end (otherwise the recursion would not stop).
#
# Run it:  python lessons/wolves_and_goat/wolves_solver.py [--full]
#
# Written so that it also runs in TigerJython (Python 2.7).

import sys

from wolves_engine import Game
from wolves_rules import VARIANTS

# A game has at most 2 * 4 * 8 + 2 plies; the recursion needs a bit more.
if sys.getrecursionlimit() < 3000:
    sys.setrecursionlimit(3000)


class BitBoard(object):
    """Packs engine positions into integers and generates moves on them."""

    def __init__(self, game):
        self.game = game
        self.size = game.width * game.height
        self.kinds = len(game.kinds)
        self.owner = list(game.owner)
        self.steps = game.steps
        self.full = (1 << self.size) - 1
        self.goals = [(player, kind, sum(1 << s for s in zone))
                      for player, kind, zone in game.goals]

    def encode(self, position):
        turn, cells = position
        key = 0
        for k in range(self.kinds - 1, -1, -1):
            mask = 0
            for s in cells[k]:
                mask |= 1 << s
            key = (key << self.size) | mask
        return (key << 1) | turn

    def decode(self, key):
        turn = key & 1
        rest = key >> 1
        cells = []
        for k in range(self.kinds):
            mask = rest & self.full
            rest >>= self.size
            cells.append(tuple(s for s in range(self.size) if (mask >> s) & 1))
        return (turn, tuple(cells))

    def children(self, key):
        """(kind, from, to, child key) for every legal move; [] if none.

        Returns None instead when a goal is already reached (game over)."""
        turn = key & 1
        rest = key >> 1
        masks = []
        occupied = 0
        for k in range(self.kinds):
            mask = rest & self.full
            rest >>= self.size
            masks.append(mask)
            occupied |= mask
        for player, kind, zone in self.goals:
            if masks[kind] & zone:
                return None
        result = []
        for k in range(self.kinds):
            if self.owner[k] != turn:
                continue
            mask = masks[k]
            steps = self.steps[k]
            shift = 1 + k * self.size
            while mask:
                low = mask & -mask
                mask ^= low
                source = low.bit_length() - 1
                for target in steps[source]:
                    if not (occupied >> target) & 1:
                        flip = ((1 << source) | (1 << target)) << shift
                        result.append((k, source, target, (key ^ 1) ^ flip))
        return result

    def goal_winner(self, key):
        rest = key >> 1
        for player, kind, zone in self.goals:
            if (rest >> (kind * self.size)) & self.full & zone:
                return player
        return None


class Solver(object):
    """Who wins with perfect play: memoised search that stops at the first
    winning move it finds (so it need not look at every position)."""

    def __init__(self, game):
        self.game = game
        self.bits = BitBoard(game)
        self.memo = {}

    def _winner(self, key):
        known = self.memo.get(key)
        if known is not None:
            return known
        moves = self.bits.children(key)
        if moves is None:
            result = self.bits.goal_winner(key)
        else:
            me = key & 1
            result = 1 - me        # lost unless some move wins (or no move)
            for move in moves:
                if self._winner(move[3]) == me:
                    result = me
                    break
        self.memo[key] = result
        return result

    def winner_index(self, position):
        return self._winner(self.bits.encode(position))

    def winner(self, position=None):
        """'goat' or 'wolves': who wins from position with perfect play."""
        if position is None:
            position = self.game.start()
        return self.game.players[self.winner_index(position)]

    def winning_moves(self, position):
        """Engine moves of the side to move that keep the game won for it."""
        me = position[0]
        return [m for m in self.game.legal_moves(position)
                if self.winner_index(self.game.play(position, m)) == me]

    def best_move(self, position):
        """A winning move if there is one, else any legal move (or None)."""
        me = position[0]
        moves = self.game.legal_moves(position)
        keys = [self.bits.encode(self.game.play(position, m)) for m in moves]
        # first a move whose result is already in the memo: no search needed
        for move, key in zip(moves, keys):
            if self.memo.get(key) == me:
                return move
        for move, key in zip(moves, keys):
            if self._winner(key) == me:
                return move
        return moves[0] if moves else None

    def searched(self):
        return len(self.memo)


class Analysis(object):
    """Visits EVERY position reachable from the start (no cut-off) and finds
    the length of the game: the winner wins as fast as possible, the loser
    holds out as long as possible.  value(key) = (winner index, plies)."""

    def __init__(self, game):
        self.game = game
        self.bits = BitBoard(game)
        self.table = {}

    def _value(self, key):
        known = self.table.get(key)
        if known is not None:
            return known
        moves = self.bits.children(key)
        if moves is None:
            value = (self.bits.goal_winner(key), 0)
        else:
            me = key & 1
            fastest_win = None
            longest_loss = -1
            for move in moves:
                winner, plies = self._value(move[3])
                if winner == me:
                    if fastest_win is None or plies < fastest_win:
                        fastest_win = plies
                elif plies > longest_loss:
                    longest_loss = plies
            if fastest_win is not None:
                value = (me, fastest_win + 1)
            else:               # includes "no move at all": lost, 0 plies
                value = (1 - me, longest_loss + 1)
        self.table[key] = value
        return value

    def value(self, position):
        winner, plies = self._value(self.bits.encode(position))
        return self.game.players[winner], plies

    def best_moves(self, position):
        """Moves that keep the best result: fastest win or slowest loss."""
        game = self.game
        best = self._value(self.bits.encode(position))
        return [m for m in game.legal_moves(position)
                if self._value(self.bits.encode(game.play(position, m)))
                == (best[0], best[1] - 1)]


WINS = {"goat": "the goat wins", "wolves": "the wolves win"}


def settle(rules, full=False):
    """Solve the start position of rules; returns a dict of results."""
    game = Game(rules)
    solver = Solver(game)
    result = {"title": rules["title"], "winner": solver.winner(),
              "searched": solver.searched()}
    if full:
        analysis = Analysis(game)
        winner, plies = analysis.value(game.start())
        result["reachable"] = len(analysis.table)
        result["plies"] = plies
        result["full_winner"] = winner
    return result


def main(argv):
    import time
    full = "--full" in argv
    for key in ("8x8", "9x9"):
        t0 = time.time()
        r = settle(VARIANTS[key], full=full)
        text = "%s: %s with perfect play; %d positions searched" % (
            key, WINS[r["winner"]], r["searched"])
        if full:
            text += "; %d reachable positions; perfect game lasts %d plies" % (
                r["reachable"], r["plies"])
        print("%s (%.1f s)" % (text, time.time() - t0))


if __name__ == "__main__":
    main(sys.argv[1:])
