# wolves_rules.py -- the rules of "Wolves and Goat" written as data.
#
# The description follows the Zillions of Games (ZRF) text of the Russian
# article the lesson is based on: a board with named files and ranks, named
# diagonal directions, a symmetry that turns the directions round for the
# wolves ("forward" is downwards for them), a goal zone for the goat and the
# rule that a player who cannot move loses.  The engine (wolves_engine.py)
# only reads this data, so another board is just another dictionary.
#
# Written so that it also runs in TigerJython (Python 2.7): no f-strings.

NINE = {
    "title": "Wolves and Goat 9x9",
    # (dimensions ("a/b/c/d/e/f/g/h/i" (48 0)) ("9/8/7/6/5/4/3/2/1" (0 48)))
    # files from left to right, ranks from the TOP row down to the bottom row
    "files": "abcdefghi",
    "ranks": "987654321",
    # (directions (nw -1 -1) (ne 1 -1) (se 1 1) (sw -1 1)): x right, y down
    "directions": {"nw": (-1, -1), "ne": (1, -1), "se": (1, 1), "sw": (-1, 1)},
    # (players White Black) (turn-order White Black): the goat moves first
    "players": ["goat", "wolves"],
    # (symmetry Black (ne sw) (sw ne) (nw se) (se nw)): for the wolves
    # "north" means south, so their forward moves go down the board
    "symmetry": {"wolves": {"ne": "sw", "sw": "ne", "nw": "se", "se": "nw"}},
    # (piece (name WC) ... (moves (checker-shift ne) ...)): one step onto an
    # empty square in one of the listed directions
    "pieces": [
        {"name": "goat", "player": "goat", "moves": ["ne", "nw", "se", "sw"]},
        {"name": "wolf", "player": "wolves", "moves": ["ne", "nw"]},
    ],
    # (board-setup (White (WC e2)) (Black (BC b9 d9 f9 h9)))
    "setup": {"goat": ["e2"], "wolf": ["b9", "d9", "f9", "h9"]},
    # (zone (name goals) (players White) (positions b9 d9 f9 h9))
    # (win-condition (White) (absolute-config WC (goals)))
    "goals": [{"player": "goat", "piece": "goat",
               "squares": ["b9", "d9", "f9", "h9"]}],
    # (loss-condition (White Black) stalemated)
    "stalemate_loses": True,
}


def variant(rules, **changes):
    """Return a copy of rules with some entries replaced."""
    result = dict(rules)
    result.update(changes)
    return result


# The ordinary chess board.  The article says only that on 8x8 "the wolves
# win easily"; it gives no set-up, so we use the customary one: wolves on the
# dark squares of rank 8, goat on e1 (dark squares: a1 is dark on a chess board).
EIGHT = variant(
    NINE,
    title="Wolves and Goat 8x8",
    files="abcdefgh",
    ranks="87654321",
    setup={"goat": ["e1"], "wolf": ["b8", "d8", "f8", "h8"]},
    goals=[{"player": "goat", "piece": "goat",
            "squares": ["b8", "d8", "f8", "h8"]}],
)

VARIANTS = {"9x9": NINE, "8x8": EIGHT}
