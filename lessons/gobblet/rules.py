"""The rules of Gobblet in plain Python (no graphics), so they can be read and tested on their own.

The board has 4 x 4 cells. A cell holds a *stack* of pieces: a Python list, bottom first, so the
visible piece is the last one (stack[-1]). Each player starts with 12 pieces, kept off the board
as 3 reserve stacks of the sizes 1, 2, 3, 4 (the big cup hides the smaller ones inside it).

Places are named with two small types:
    Cell(x, y)   a board cell, x = column 0..3 (left to right), y = row 0..3 (top to bottom)
    Stack(p, k)  reserve stack k (0, 1 or 2) of player p

The seed's author stored the board as a 4x4x4 array and had to search for the top piece in every
function; with a list per cell, the top piece is simply stack[-1].
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

ORANGE = 0
WHITE = 1
NAMES = {ORANGE: "Orange", WHITE: "White"}
SIZES = (1, 2, 3, 4)        # 1 = smallest piece, 4 = largest


class Piece(NamedTuple):
    player: int
    size: int


class Cell(NamedTuple):
    x: int
    y: int


# Stack is a dataclass, not a tuple, so that Stack(0, 1) is never equal to Cell(0, 1).
@dataclass(frozen=True)
class Stack:
    player: int
    k: int


class Move(NamedTuple):
    source: Cell | Stack
    target: Cell


class IllegalMove(Exception):
    """Raised by touch() and move() when the rules refuse; str(error) is the reason to show."""


def other(player: int) -> int:
    return WHITE if player == ORANGE else ORANGE


# The ten lines of four: 4 rows, 4 columns, 2 diagonals.
LINES: list[list[Cell]] = (
    [[Cell(x, y) for x in range(4)] for y in range(4)]
    + [[Cell(x, y) for y in range(4)] for x in range(4)]
    + [[Cell(i, i) for i in range(4)], [Cell(i, 3 - i) for i in range(4)]]
)
ALL_CELLS: list[Cell] = [Cell(x, y) for y in range(4) for x in range(4)]

# Reasons for refusing a move (shown to the player).
GAME_OVER = "The game is over."
NO_PIECE = "There is no piece there."
NOT_YOURS = "That is not your piece."
MUST_MOVE_TOUCHED = "Touch-move: move the piece you touched."
OFF_BOARD = "Put the piece on the board."
SAME_CELL = "Not back onto the cell it came from."
TOO_SMALL = "Only a larger piece may cover a smaller one."
RESERVE_GOBBLE = "From the reserve: cover only a piece of a row of three."


class Gobblet:
    """One game: the position, whose turn it is, the touched piece and the result."""

    def __init__(self) -> None:
        self.board: dict[Cell, list[Piece]] = {cell: [] for cell in ALL_CELLS}
        self.reserves: dict[int, list[list[Piece]]] = {
            player: [[Piece(player, size) for size in SIZES] for _ in range(3)]
            for player in (ORANGE, WHITE)
        }
        self.to_move = ORANGE
        self.touched: Cell | Stack | None = None   # touch-move: the piece that must be moved
        self.winner: int | None = None
        self.result = ""                           # why the game ended
        self.winning_lines: list[list[Cell]] = []

    # ----- looking at the position -----------------------------------------------------------
    def stack_at(self, place: Cell | Stack) -> list[Piece]:
        """The list of pieces at a board cell or at a reserve stack."""
        if isinstance(place, Stack):
            return self.reserves[place.player][place.k]
        return self.board[place]

    def top(self, place: Cell | Stack) -> Piece | None:
        """The visible piece at a place, or None when it is empty."""
        stack = self.stack_at(place)
        return stack[-1] if stack else None

    def is_over(self) -> bool:
        return self.winner is not None

    def owners(self) -> dict[Cell, int]:
        """For every occupied cell: the player whose piece is visible there."""
        return {cell: stack[-1].player for cell, stack in self.board.items() if stack}

    def has_four(self, player: int) -> list[list[Cell]]:
        """The lines in which all four visible pieces belong to player."""
        owners = self.owners()
        return [line for line in LINES if all(owners.get(cell) == player for cell in line)]

    def in_row_of_three(self, cell: Cell, player: int) -> bool:
        """Is the piece on cell part of a line holding exactly three visible pieces of player?"""
        owners = self.owners()
        for line in LINES:
            if cell in line and sum(1 for c in line if owners.get(c) == player) == 3:
                return True
        return False

    # ----- the rules -------------------------------------------------------------------------
    def why_not_touch(self, source: Cell | Stack) -> str | None:
        """None if the player to move may pick up the visible piece at source, else the reason."""
        if self.is_over():
            return GAME_OVER
        piece = self.top(source)
        if piece is None:
            return NO_PIECE
        if piece.player != self.to_move:
            return NOT_YOURS
        if self.touched is not None and source != self.touched:
            return MUST_MOVE_TOUCHED
        return None

    def why_not_move(self, source: Cell | Stack, target: Cell | Stack | None) -> str | None:
        """None if moving the visible piece at source onto target is legal, else the reason."""
        reason = self.why_not_touch(source)
        if reason is not None:
            return reason
        if not isinstance(target, Cell):
            return OFF_BOARD
        if target == source:
            return SAME_CELL
        piece = self.top(source)
        covered = self.top(target)
        if covered is not None:
            if covered.size >= piece.size:
                return TOO_SMALL
            # From the reserve you may only gobble a piece in the opponent's row of three.
            if isinstance(source, Stack) and not (
                    covered.player != self.to_move and self.in_row_of_three(target, covered.player)):
                return RESERVE_GOBBLE
        return None

    def legal_targets(self, source: Cell | Stack) -> list[Cell]:
        return [cell for cell in ALL_CELLS if self.why_not_move(source, cell) is None]

    def sources(self) -> list[Cell | Stack]:
        """Every place whose visible piece the player to move may pick up."""
        places = [Stack(self.to_move, k) for k in range(3)] + ALL_CELLS
        return [p for p in places if self.why_not_touch(p) is None]

    def has_legal_move(self) -> bool:
        return any(self.why_not_move(source, cell) is None
                   for source in self.sources() for cell in ALL_CELLS)

    def legal_moves(self) -> list[Move]:
        moves = []
        for source in self.sources():
            for target in self.legal_targets(source):
                moves.append(Move(source, target))
        return moves

    # ----- playing ---------------------------------------------------------------------------
    def touch(self, source: Cell | Stack) -> None:
        """The player picks up a piece: from now on it must be moved (touch-move).

        As in the seed: if the touched piece cannot go anywhere, the player has no legal move
        left and loses.
        """
        reason = self.why_not_touch(source)
        if reason is not None:
            raise IllegalMove(reason)
        self.touched = source
        if not self.legal_targets(source):
            self._end(other(self.to_move),
                      f"{NAMES[self.to_move]} touched a piece that cannot move: no legal move, "
                      f"{NAMES[other(self.to_move)]} wins.")

    def move(self, source: Cell | Stack, target: Cell | Stack | None) -> None:
        """Move the visible piece from source to target, or raise IllegalMove with the reason."""
        reason = self.why_not_move(source, target)
        if reason is not None:
            raise IllegalMove(reason)
        mover = self.to_move
        piece = self.stack_at(source).pop()
        self.board[target].append(piece)
        self.touched = None
        self._after_move(mover)

    def _after_move(self, mover: int) -> None:
        opponent = other(mover)
        mine, theirs = self.has_four(mover), self.has_four(opponent)
        if mine and theirs:
            self._end(opponent, f"Rows for both players: {NAMES[mover]} moved and loses.", mine + theirs)
        elif mine:
            self._end(mover, f"{NAMES[mover]} has four in a row and wins.", mine)
        elif theirs:
            # Lifting a piece uncovered a row of the opponent.
            self._end(opponent, f"{NAMES[opponent]} has four in a row and wins.", theirs)
        else:
            self.to_move = opponent
            if not self.has_legal_move():
                self._end(mover, f"{NAMES[opponent]} has no legal move and loses.")

    def _end(self, winner: int, result: str, lines: list[list[Cell]] | None = None) -> None:
        self.winner = winner
        self.result = result
        self.winning_lines = lines or []
        self.touched = None

    def copy(self) -> "Gobblet":
        """An independent copy (the computer player tries moves on copies)."""
        game = Gobblet.__new__(Gobblet)
        game.board = {cell: list(stack) for cell, stack in self.board.items()}
        game.reserves = {p: [list(s) for s in stacks] for p, stacks in self.reserves.items()}
        game.to_move, game.touched = self.to_move, self.touched
        game.winner, game.result = self.winner, self.result
        game.winning_lines = list(self.winning_lines)
        return game

    def status(self) -> str:
        if self.is_over():
            return self.result
        if self.touched is not None:
            return f"{NAMES[self.to_move]} must move the piece they touched."
        return f"{NAMES[self.to_move]} to move."

    # ----- positions as text (for experiments and tests) --------------------------------------
    def to_text(self) -> str:
        """The position as text that from_text() reads back, e.g.

            turn: orange
            orange: 1234 1234 123
            white: 1234 1234 1234
            .   .    .  .
            .   w1o4 .  .
            .   .    .  .
            .   .    .  .
        """
        def stack_text(stack: list[Piece]) -> str:
            return "".join("ow"[p.player] + str(p.size) for p in stack) or "."
        lines = [f"turn: {NAMES[self.to_move].lower()}"]
        for player in (ORANGE, WHITE):
            stacks = ["".join(str(p.size) for p in s) or "-" for s in self.reserves[player]]
            lines.append(f"{NAMES[player].lower()}: " + " ".join(stacks))
        for y in range(4):
            lines.append(" ".join(stack_text(self.board[Cell(x, y)]) for x in range(4)))
        return "\n".join(lines)

    @staticmethod
    def from_text(text: str) -> "Gobblet":
        """Read a position written as to_text() does. Missing reserve lines mean full reserves."""
        game = Gobblet()
        rows = []
        for raw in text.strip().splitlines():
            line = raw.strip().lower()
            if not line:
                continue
            if ":" in line:
                key, value = (s.strip() for s in line.split(":", 1))
                if key == "turn":
                    game.to_move = WHITE if value.startswith("w") else ORANGE
                else:
                    player = WHITE if key.startswith("w") else ORANGE
                    stacks = value.split()
                    game.reserves[player] = [
                        [Piece(player, int(c)) for c in s if c.isdigit()] for s in stacks]
                    while len(game.reserves[player]) < 3:
                        game.reserves[player].append([])
            else:
                rows.append(line.split())
        for y, row in enumerate(rows[:4]):
            for x, token in enumerate(row[:4]):
                game.board[Cell(x, y)] = [
                    Piece(WHITE if token[i] == "w" else ORANGE, int(token[i + 1]))
                    for i in range(0, len(token) - 1, 2) if token[i] in "ow"]
        return game
