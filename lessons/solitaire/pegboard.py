"""Solitaire boards described as text, and the geometry of a board.

A board file is a small picture made of characters, one line per row:

    o   a hole with a marble in it
    .   an empty hole
    #   no hole (a space works too, and a short line means "no hole" after its end)
    *   the goal hole, empty at the start (the last marble should end here)
    @   the goal hole with a marble in it

Lines starting with ";" are comments. The first comment line is the board's title.
Without a goal hole ("*" or "@") the last marble may end anywhere.

Example (the English board, the last marble should end in the centre):

    ; English board
    ##ooo##
    ##ooo##
    ooooooo
    ooo*ooo
    ooooooo
    ##ooo##
    ##ooo##
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

Cell = tuple[int, int]          # (x, y) in grid cells, x to the right, y down

BOARD_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "boards")

MARBLE_CHARS = "o@"
EMPTY_CHARS = ".*"
GOAL_CHARS = "*@"
NO_HOLE_CHARS = "# "


class BoardError(ValueError):
    """A board text that cannot be read (unknown character, no holes, two goals)."""


@dataclass
class Board:
    """The holes of a board, which of them hold marbles at the start, and the goal."""

    name: str
    title: str
    width: int
    height: int
    holes: list[Cell]                       # in reading order (row by row)
    marbles: set[Cell]                      # the start position
    goal: Cell | None = None                # None: the last marble may end anywhere
    jumps: list[tuple[Cell, Cell, Cell]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.hole_set = frozenset(self.holes)       # fast "is this a hole?" test
        if not self.jumps:
            self.jumps = list(_all_jumps(self.hole_set))

    def is_hole(self, cell: Cell) -> bool:
        return cell in self.hole_set

    def to_text(self, marbles: set[Cell] | None = None) -> str:
        """The board as text again (with the given marbles, default: the start)."""
        if marbles is None:
            marbles = self.marbles
        rows = []
        for y in range(self.height):
            row = ""
            for x in range(self.width):
                cell = (x, y)
                if not self.is_hole(cell):
                    row += "#"
                elif cell == self.goal:
                    row += "@" if cell in marbles else "*"
                else:
                    row += "o" if cell in marbles else "."
            rows.append(row)
        return "\n".join(rows)


def _all_jumps(holes: frozenset[Cell]):
    """Every (from, over, to) triple of holes in a straight horizontal/vertical line."""
    for (x, y) in sorted(holes, key=lambda c: (c[1], c[0])):
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            over = (x + dx, y + dy)
            to = (x + 2 * dx, y + 2 * dy)
            if over in holes and to in holes:
                yield (x, y), over, to


def parse_board(text: str, name: str = "board") -> Board:
    """Read a board from its text picture (see the module docstring)."""
    title = ""
    rows: list[str] = []
    for line in text.splitlines():
        if line.startswith(";"):
            if not title:
                title = line[1:].strip()
            continue
        if not line.strip() and not rows:
            continue                      # blank lines before the picture
        rows.append(line.rstrip())
    while rows and not rows[-1]:
        rows.pop()                        # blank lines after the picture
    holes: list[Cell] = []
    marbles: set[Cell] = set()
    goal: Cell | None = None
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch in NO_HOLE_CHARS:
                continue
            if ch not in MARBLE_CHARS + EMPTY_CHARS:
                raise BoardError("%s: unknown character %r in row %d" % (name, ch, y + 1))
            holes.append((x, y))
            if ch in MARBLE_CHARS:
                marbles.add((x, y))
            if ch in GOAL_CHARS:
                if goal is not None:
                    raise BoardError("%s: more than one goal hole" % name)
                goal = (x, y)
    if not holes:
        raise BoardError("%s: no holes" % name)
    width = max(x for x, _ in holes) + 1
    height = len(rows)
    return Board(name, title or name, width, height, holes, marbles, goal)


def board_path(name: str) -> str:
    """The file of a shipped board ("english") or a path given by the user."""
    if os.path.isfile(name):
        return name
    return os.path.join(BOARD_DIR, name + ".txt")


def load_board(name: str) -> Board:
    """Load a board by name (a file in boards/, without ".txt") or by path."""
    path = board_path(name)
    if not os.path.isfile(path):
        raise BoardError("no board %r: neither a file nor one of %s"
                         % (name, ", ".join(board_names())))
    with open(path, encoding="utf-8") as f:
        text = f.read()
    base = os.path.splitext(os.path.basename(path))[0]
    return parse_board(text, base)


def board_names() -> list[str]:
    """Names of all boards shipped in boards/, sorted."""
    return sorted(f[:-4] for f in os.listdir(BOARD_DIR) if f.endswith(".txt"))
