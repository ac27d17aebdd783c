"""Check for exercise 1 of the solitaire lesson: the French board.

    gamegrid grade check_ex1_french.py SUBMISSIONS/

The board is the 7 x 7 square without three holes in each corner: 37 holes, 36 marbles. The checks
drag marbles as a pupil would (cells are 70 pixels) and look at the marbles afterwards.
"""
from gamegrid.testing import Replay

PROGRAM = "ex1_french.py"
TIME_LIMIT = 60
CELL = 70

FRENCH = {(x, y) for x in range(7) for y in range(7) if min(x, 6 - x) + min(y, 6 - y) >= 2}

# A solution from the start hole (2, 0), found with the lesson's solver (pegsolver.py): 35 jumps.
SOLUTION = [
    ((4, 0), (2, 0)), ((4, 2), (4, 0)), ((6, 2), (4, 2)), ((6, 4), (6, 2)), ((2, 1), (4, 1)),
    ((5, 1), (3, 1)), ((5, 4), (5, 2)), ((2, 3), (2, 1)), ((2, 0), (2, 2)), ((0, 3), (2, 3)),
    ((1, 1), (1, 3)), ((1, 4), (1, 2)), ((2, 3), (2, 1)), ((0, 2), (2, 2)), ((2, 1), (2, 3)),
    ((4, 2), (2, 2)), ((6, 2), (4, 2)), ((2, 3), (2, 1)), ((2, 5), (2, 3)), ((4, 5), (2, 5)),
    ((2, 6), (2, 4)), ((4, 3), (4, 5)), ((4, 6), (4, 4)), ((2, 3), (4, 3)), ((4, 3), (4, 1)),
    ((4, 0), (4, 2)), ((2, 1), (4, 1)), ((4, 1), (4, 3)), ((4, 3), (4, 5)), ((5, 5), (3, 5)),
    ((3, 4), (1, 4)), ((0, 4), (2, 4)), ((3, 6), (3, 4)), ((3, 4), (1, 4)), ((1, 5), (1, 3)),
]


def start_hole(pupil):
    marbles = pupil.run().cells()
    empty = FRENCH - marbles
    assert len(empty) == 1, f"expected one empty hole at the start, found {len(empty)}: {sorted(empty)}"
    return empty.pop(), marbles


def check_36_marbles_on_the_french_board(pupil):
    marbles = pupil.run().cells()
    assert not marbles - FRENCH, f"marbles outside the French board at {sorted(marbles - FRENCH)}"
    assert len(marbles) == 36, f"{len(marbles)} marbles on the board instead of 36"


def check_a_legal_jump_takes_the_marble_jumped_over(pupil):
    hole, marbles = start_hole(pupil)
    for dx, dy in [(2, 0), (-2, 0), (0, 2), (0, -2)]:
        start = (hole[0] + dx, hole[1] + dy)
        middle = (hole[0] + dx // 2, hole[1] + dy // 2)
        if start in marbles and middle in marbles:
            break
    else:
        raise AssertionError(f"no marble can jump into the start hole {hole}")
    after = pupil.run(Replay(cell_size=CELL).drag_cells(start, hole)).cells()
    assert hole in after and start not in after, f"the marble at {start} did not jump to {hole}"
    assert middle not in after, f"the marble at {middle} that was jumped over is still there"
    assert len(after) == 35, f"{len(after)} marbles after one jump instead of 35"


def check_an_illegal_jump_is_refused(pupil):
    hole, marbles = start_hole(pupil)
    result = pupil.run(Replay(cell_size=CELL).drag_cells((3, 1), (3, 3)))   # (3, 3) holds a marble
    assert result.cells() == marbles, "a marble moved although (3, 3) was not empty"
    assert all(actor["offset"] == [0, 0] for actor in result.actors), "a marble did not jump back into its hole"


def check_the_game_can_be_played_to_one_marble(pupil):
    hole, _ = start_hole(pupil)
    assert hole == (2, 0), f"this check plays a solution from the start hole (2, 0); the game starts with {hole}"
    replay = Replay(cell_size=CELL)
    for start, end in SOLUTION:
        replay.drag_cells(start, end)
    result = pupil.run(replay)
    assert len(result.cells()) == 1, f"{len(result.cells())} marbles left after the 35 jumps of a solution"
