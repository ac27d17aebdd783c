"""Check for exercise 4 of the solitaire lesson: boards read from text files.

    gamegrid grade check_ex4_own_board.py SUBMISSIONS/

Every board in boards/ must be drawn from its text (one Hole actor per hole, one Marble per marble),
N shows the next board, and a new board file works without changing the program. The boards are read
with the lesson's own pegboard.py, which the pupils get too (GIVEN).
"""
import sys
from pathlib import Path

from gamegrid.testing import Replay

LESSON = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(LESSON))
from pegboard import board_names, load_board  # noqa: E402  (the teacher's copy, to know the boards)

PROGRAM = "ex4_own_board.py"
GIVEN = ["../pegboard.py", "../boards"]
TIME_LIMIT = 90
KEY_N = 78

OWN_BOARD = "; My hammer\n.oo\n#o#\n#o#\n"


def counts(result):
    return len(result.cells("Hole")), len(result.cells("Marble"))


def check_every_board_is_drawn_from_its_text(pupil):
    for name in board_names():
        board = load_board(name)
        result = pupil.run(argv=[name])
        assert counts(result) == (len(board.holes), len(board.marbles)), \
            f"board {name}: {counts(result)} holes and marbles, expected {(len(board.holes), len(board.marbles))}"
        assert board.title in result.state["title"], f"board {name}: the title is {result.state['title']!r}"


def check_n_shows_the_next_board(pupil):
    names = board_names()
    following = load_board(names[(names.index("diamond") + 1) % len(names)])
    result = pupil.run(Replay().key(KEY_N), argv=["diamond"])
    assert following.title in result.state["title"], \
        f"after N the title is {result.state['title']!r}; expected the board {following.name}"
    assert counts(result)[0] == len(following.holes), f"after N: {counts(result)[0]} holes"


def check_a_new_board_file_needs_no_change_in_the_program(pupil):
    own = pupil.folder / "hammer.txt"
    own.write_text(OWN_BOARD, encoding="utf-8")
    result = pupil.run(argv=[str(own)])
    assert counts(result) == (5, 4), f"the board in hammer.txt: {counts(result)} holes and marbles, expected (5, 4)"
    assert "My hammer" in result.state["title"], f"the title is {result.state['title']!r}"
