"""A peg solitaire solver a student can read.

    solver = PegSolver(board)                  # board from pegboard.load_board("english")
    moves = solver.solve(marbles)              # [(from_cell, to_cell), ...] or None

How it works, in five ideas:

1. Positions as bitmasks. Every hole gets a number 0, 1, 2, ... and a position is one
   Python int whose bit i is 1 when hole i holds a marble. An int is small, can be a key
   in a set, and a jump is a single XOR: the bits of "from", "over" and "to" flip
   (1, 1, 0 becomes 0, 0, 1).

2. Depth-first search. Try a legal jump, then solve the smaller position that follows;
   if that fails, undo the jump and try the next one. Each jump removes one marble, so
   a board with n marbles needs exactly n - 1 jumps and the search never loops.

3. Memoisation. Many different orders of jumps lead to the same position. Whenever the
   search has tried everything from a position and failed, the position goes into the
   set `dead`, and when it turns up again we skip it at once. This is what makes the
   English board fast: without it the same dead ends are explored millions of times.
   The set is kept between calls, so later hints in the same game are almost free.

4. Symmetry pruning. Turning or mirroring a position does not change whether it can
   be solved, as long as the board and the goal hole stay where they are (the English
   board with its centre goal allows all 8 turns and mirrors of a square). So a dead
   position is also stored as the representative of its family of symmetric copies:
   the smallest of their bitmasks. A turned copy has the same representative, so it
   is recognised as dead without searching it again: up to 8 times less work.

5. Restarts. The order in which jumps are tried decides how soon a solution turns up,
   and no single order is good on every board. So the search tries a few orders in turn,
   each with a budget of positions that doubles every round (see `solve`).

One more, cheap idea rejects many hopeless positions before searching at all: Conway's
"position classes" (see `_position_class`).
"""

from __future__ import annotations

from pegboard import Board, Cell

Move = tuple[Cell, Cell]            # (from cell, to cell); the jumped marble is in between

CHUNK = 13                          # bits per lookup table when turning a bitmask
CHUNK_MASK = (1 << CHUNK) - 1


class SearchTooLong(Exception):
    """The search gave up after `max_positions` positions without an answer."""


# The 8 ways to turn or mirror a square, written on coordinates measured from the
# centre of the board (doubled, so that the centre of an even-sized board is still whole).
_SQUARE_SYMMETRIES = [
    lambda x, y: (x, y), lambda x, y: (-y, x), lambda x, y: (-x, -y), lambda x, y: (y, -x),
    lambda x, y: (-x, y), lambda x, y: (x, -y), lambda x, y: (y, x), lambda x, y: (-y, -x),
]


class PegSolver:
    """Finds jump sequences that leave one marble (on the goal hole, if the board has one)."""

    def __init__(self, board: Board, goal: Cell | None | str = "board",
                 max_positions: int = 3_000_000) -> None:
        self.board = board
        self.goal = board.goal if goal == "board" else goal
        self.max_positions = max_positions
        # bit number of every hole
        self.bit = {cell: i for i, cell in enumerate(board.holes)}
        # every jump as three masks: the two marbles needed, the empty target,
        # and all three bits together (to flip them with one XOR)
        jumps = []
        for frm, over, to in board.jumps:
            need = (1 << self.bit[frm]) | (1 << self.bit[over])
            target = 1 << self.bit[to]
            jumps.append((need, target, need | target, (frm, to)))
        self.jumps = jumps
        # The same jumps in a few different orders to try them in (see solve()).
        self.jump_orders = [jumps,
                            sorted(jumps, key=self._outside_in),
                            sorted(jumps, key=self._outside_in, reverse=True)]
        self.symmetries = self._symmetry_tables()
        self.dead: set[int] = set()          # positions known to fail
        self.positions_seen = 0              # work counter of the last solve()
        self._limit = max_positions

    def _outside_in(self, jump) -> tuple[float, float]:
        """Sort key: jumps from far out towards the goal (or the middle) come first."""
        if self.goal is not None:
            cx, cy = self.goal
        else:
            cx, cy = (self.board.width - 1) / 2, (self.board.height - 1) / 2
        frm, to = jump[3]
        far = (frm[0] - cx) ** 2 + (frm[1] - cy) ** 2
        near = (to[0] - cx) ** 2 + (to[1] - cy) ** 2
        return (-far, near)

    # ----- positions ------------------------------------------------------------------
    def to_mask(self, marbles) -> int:
        mask = 0
        for cell in marbles:
            mask |= 1 << self.bit[cell]
        return mask

    def to_cells(self, mask: int) -> set[Cell]:
        return {cell for cell, i in self.bit.items() if mask >> i & 1}

    def is_solved(self, mask: int) -> bool:
        if mask & (mask - 1):                # more than one bit set
            return False
        if self.goal is None:
            return mask != 0
        return mask == 1 << self.bit[self.goal]

    def legal_moves(self, marbles) -> list[Move]:
        mask = self.to_mask(marbles)
        return [move for need, target, _, move in self.jumps
                if mask & need == need and not mask & target]

    # ----- symmetry ---------------------------------------------------------------------
    def _symmetry_tables(self):
        """Lookup tables that turn/mirror a bitmask quickly, for each symmetry of the board.

        Moving 37 bits one by one for every position would be slow in Python, so the mask
        is cut into chunks of 13 bits and each chunk is looked up in a table prepared here
        (chunk value -> its bits on the turned board). Only symmetries that keep the board
        and the goal hole in place are valid.
        """
        w, h = self.board.width - 1, self.board.height - 1
        tables = []
        for sym in _SQUARE_SYMMETRIES:
            image = {}
            for cell in self.board.holes:
                tx, ty = sym(2 * cell[0] - w, 2 * cell[1] - h)
                if (tx + w) % 2 or (ty + h) % 2:
                    break
                moved = ((tx + w) // 2, (ty + h) // 2)
                if moved not in self.bit:
                    break
                image[cell] = moved
            else:
                if self.goal is not None and image[self.goal] != self.goal:
                    continue
                if all(image[c] == c for c in self.board.holes):
                    continue                  # the identity needs no table
                tables.append(self._byte_tables(image))
        return tables

    def _byte_tables(self, image: dict[Cell, Cell]) -> list[list[int]]:
        """For each chunk of CHUNK bits: a table from chunk value to the turned bits."""
        n = len(self.board.holes)
        chunks = []
        for start in range(0, n, CHUNK):
            # where each bit of this chunk goes under the symmetry
            moved = [1 << self.bit[image[self.board.holes[i]]]
                     for i in range(start, min(start + CHUNK, n))]
            table = [0] * (1 << len(moved))
            for value in range(1, len(table)):
                low = value & -value                      # lowest set bit of value
                table[value] = table[value ^ low] | moved[low.bit_length() - 1]
            chunks.append(table)
        return chunks

    def canonical(self, mask: int) -> int:
        """The smallest bitmask among all symmetric copies of the position."""
        best = mask
        for chunks in self.symmetries:
            out = 0
            m = mask
            for table in chunks:
                out |= table[m & CHUNK_MASK]
                m >>= CHUNK
            if out < best:
                best = out
        return best

    # ----- a quick impossibility test -----------------------------------------------------
    @staticmethod
    def _position_class(cells) -> tuple[int, int, int, int]:
        """Conway's position class: four bits that no jump can change.

        Colour the holes in three colours by (x + y) % 3. Three holes in a row, across or
        down, always have three different colours, and a jump flips all three of them
        (marble, marble, empty -> empty, empty, marble). So the number of marbles of each
        colour changes its evenness on every jump, all three together: whether colours 0
        and 1 are "both even or both odd" never changes, the same for colours 1 and 2.
        The other diagonal, (x - y) % 3, gives two more such bits.
        If a position and the goal differ in these bits, no sequence of jumps can join them.
        """
        a = [0, 0, 0]
        b = [0, 0, 0]
        for x, y in cells:
            a[(x + y) % 3] += 1
            b[(x - y) % 3] += 1
        return ((a[0] + a[1]) % 2, (a[1] + a[2]) % 2, (b[0] + b[1]) % 2, (b[1] + b[2]) % 2)

    def may_be_solvable(self, marbles) -> bool:
        """False when the position classes alone prove that no solution exists."""
        cls = self._position_class(marbles)
        goals = [self.goal] if self.goal is not None else self.board.holes
        return any(self._position_class([g]) == cls for g in goals)

    # ----- the search ---------------------------------------------------------------------
    def solve(self, marbles) -> list[Move] | None:
        """Jumps from the position `marbles` (a set of cells) to the goal, or None.

        Raises SearchTooLong if more than `max_positions` positions were needed.

        The order in which jumps are tried does not change *whether* a solution is found,
        but it changes enormously *how soon*: with one order the English board takes a
        thousand positions, with another a hundred thousand, and for other boards it is
        the other way round. So we try each order for a while (a budget of positions),
        then restart with the next order and a doubled budget. Nothing is wasted by a
        restart: positions proven dead stay in `self.dead` and are skipped at once.
        """
        mask = self.to_mask(marbles)
        self.positions_seen = 0
        if not mask or not self.may_be_solvable(marbles):
            return None
        budget = 20_000
        while True:
            for jumps in self.jump_orders:
                path: list[Move] = []
                self._limit = min(self.positions_seen + budget, self.max_positions)
                try:
                    if self._search(mask, path, jumps):
                        return path
                    return None               # searched everything: no solution
                except _OutOfBudget:
                    if self.positions_seen >= self.max_positions:
                        raise SearchTooLong("more than %d positions" % self.max_positions)
            budget *= 2

    def hint(self, marbles) -> Move | None:
        """The first jump of a solution, or None if there is none."""
        moves = self.solve(marbles)
        return moves[0] if moves else None

    def _search(self, mask: int, path: list[Move], jumps) -> bool:
        """Depth-first search: True (and the jumps in `path`) if `mask` can be solved."""
        if self.is_solved(mask):
            return True
        if mask in self.dead:                # seen exactly like this before: cheap test first
            return False
        key = self.canonical(mask)
        if key in self.dead:                 # seen turned or mirrored
            return False
        self.positions_seen += 1
        if self.positions_seen > self._limit:
            raise _OutOfBudget()
        for need, target, flip, move in jumps:
            if mask & need == need and not mask & target:
                path.append(move)
                if self._search(mask ^ flip, path, jumps):
                    return True
                path.pop()
        # every jump from here failed: remember the position, both as it is (the same
        # position often comes back by another order of the same jumps) and in its
        # canonical form (for its turned and mirrored copies)
        self.dead.add(key)
        self.dead.add(mask)
        return False


class _OutOfBudget(Exception):
    """Internal: this round of the search used up its budget; restart with another order."""


def apply_move(marbles: set[Cell], move: Move) -> set[Cell]:
    """The position after a jump (a new set; raises ValueError if the jump is illegal)."""
    (fx, fy), (tx, ty) = move
    over = ((fx + tx) // 2, (fy + ty) // 2)
    if abs(fx - tx) + abs(fy - ty) != 2 or (fx != tx and fy != ty):
        raise ValueError("not a jump over one hole: %r" % (move,))
    if move[0] not in marbles or over not in marbles or move[1] in marbles:
        raise ValueError("illegal jump %r" % (move,))
    return (marbles - {move[0], over}) | {move[1]}
