"""Wolves and Goat step programs played headless through replays of mouse input."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LESSON = ROOT / "lessons" / "wolves_and_goat"
if str(LESSON) not in sys.path:
    sys.path.insert(0, str(LESSON))

testing = pytest.importorskip("gamegrid.testing")
Replay, run_script = testing.Replay, testing.run_script

from wolves_ai import Searcher  # noqa: E402
from wolves_engine import Game  # noqa: E402
from wolves_rules import EIGHT, NINE  # noqa: E402
from wolves_solver import Solver  # noqa: E402

CELL = 60
VK_N, VK_G, VK_P, VK_1, VK_2 = 78, 71, 80, 49, 50
STEP1 = LESSON / "step1_board.py"
STEP2 = LESSON / "step2_moves.py"
STEP3 = LESSON / "step3_game.py"
STEP4 = LESSON / "step4_computer.py"

GAME = Game(NINE)

GOAT_REACHES_GOAL = ("e2-f3 h9-g8 f3-g4 b9-a8 g4-h5 a8-b7 h5-i6 b7-a6 "
                     "i6-h7 a6-b5 h7-i8 b5-a4 i8-h9")
GOAT_TRAPPED = "e2-d3 h9-g8 d3-c4 g8-h7 c4-b5 d9-c8 b5-a6 h7-g6 a6-b7 f9-e8 b7-a8 c8-b7"
# the goat shuffles in the corner while every wolf walks down and gets stuck
WOLVES_STUCK = (
    "e2-f1 b9-a8 f1-g2 a8-b7 g2-h1 b7-a6 h1-i2 a6-b5 i2-h1 b5-a4 h1-i2 a4-b3 i2-h1 b3-a2 "
    "h1-i2 a2-b1 i2-h1 d9-c8 h1-i2 c8-b7 i2-h1 b7-a6 h1-i2 a6-b5 i2-h1 b5-a4 h1-i2 a4-b3 "
    "i2-h1 b3-a2 h1-i2 f9-e8 i2-h1 e8-d7 h1-i2 d7-c6 i2-h1 c6-b5 h1-i2 b5-a4 i2-h1 a4-b3 "
    "h1-i2 b3-c2 i2-h1 c2-d1 h1-i2 h9-g8 i2-h1 g8-f7 h1-i2 f7-e6 i2-h1 e6-d5 h1-i2 d5-c4 "
    "i2-h1 c4-b3 h1-i2 b3-c2 i2-h1")


def cell(name: str, game: Game = GAME) -> tuple[int, int]:
    return game.cell(game.square(name))


def add_moves(rp: Replay, moves: str, game: Game = GAME, wait: int = 100) -> Replay:
    """Every even move by drag and drop, every odd one by click and click."""
    for i, step in enumerate(moves.split()):
        a, b = step.split("-")
        if i % 2 == 0:
            rp.drag_cells(cell(a, game), cell(b, game))
        else:
            rp.click_cell(*cell(a, game))
            rp.click_cell(*cell(b, game))
        rp.wait(wait)
    return rp


def pieces(res) -> dict[str, list[str]]:
    """Squares of the visible pieces in the final state, by kind."""
    found: dict[str, list[str]] = {"goat": [], "wolf": []}
    for a in res.actors:
        if a["class"] == "Piece" and a["visible"]:
            kind = "goat" if "goat" in a["sprite"] else "wolf"
            found[kind].append(GAME.name(GAME.square_at(a["x"], a["y"])))
            assert a["offset"] == [0, 0]          # nothing left hanging mid-drag
    return {k: sorted(v) for k, v in found.items()}


def expected(moves: str) -> dict[str, list[str]]:
    p = GAME.start()
    for step in moves.split():
        a, b = step.split("-")
        p = GAME.play(p, GAME.find_move(p, GAME.square(a), GAME.square(b)))
    return {k: sorted(GAME.name(s) for s in p[1][i]) for i, k in enumerate(GAME.kinds)}


def run_ok(script: Path, rp: Replay | None = None, **kw):
    res = run_script(str(script), replay=rp, **kw)
    assert res.exit_code == 0, res.output
    return res


# --- step 1 -------------------------------------------------------------------------------------
def test_step1_shows_square_names_under_the_pointer():
    for name in ("e2", "a9", "i1", "c7"):
        res = run_ok(STEP1, Replay(cell_size=CELL).move_cell(*cell(name)))
        assert res.status_text == "Square " + name
    res = run_ok(STEP1)
    assert res.state["title"] == "Wolves and Goat 9x9"
    assert (res.state["nb_horz_cells"], res.state["cell_size"]) == (9, 60)
    assert pieces(res) == {"goat": ["e2"], "wolf": ["b9", "d9", "f9", "h9"]}


# --- step 2 -------------------------------------------------------------------------------------
def test_step2_legal_drag_and_click_click_moves():
    rp = Replay(cell_size=CELL)
    rp.drag_cells(cell("e2"), cell("f3"))                  # drag and drop
    rp.click_cell(*cell("b9")).click_cell(*cell("c8"))      # click, click (no turns yet)
    res = run_ok(STEP2, rp)
    assert pieces(res) == {"goat": ["f3"], "wolf": ["c8", "d9", "f9", "h9"]}
    assert res.status_text == "wolf b9-c8"


def test_step2_illegal_drops_jump_back():
    rp = Replay(cell_size=CELL)
    rp.drag_cells(cell("e2"), cell("e4"))                  # not diagonal
    rp.drag_cells(cell("b9"), cell("c8"))
    rp.drag_cells(cell("c8"), cell("b9"))                  # wolves never go back
    res = run_ok(STEP2, rp)
    assert pieces(res) == {"goat": ["e2"], "wolf": ["c8", "d9", "f9", "h9"]}
    assert res.status_text == "Illegal move c8-b9"


def test_step2_selection_shows_the_targets():
    res = run_ok(STEP2, Replay(cell_size=CELL).click_cell(*cell("e2")))
    shown = sorted(GAME.name(GAME.square_at(a["x"], a["y"])) for a in res.actors
                   if a["class"] == "Marker" and a["visible"])
    assert shown == ["d1", "d3", "f1", "f3"]
    goat = [a for a in res.actors if a["class"] == "Piece" and "goat" in a["sprite"]][0]
    assert goat["sprite_id"] == 1                          # highlighted while selected


# --- step 3 -------------------------------------------------------------------------------------
def test_step3_illegal_moves_are_rejected():
    rp = Replay(cell_size=CELL)
    rp.drag_cells(cell("b9"), cell("c8"))                  # the goat moves first
    res = run_ok(STEP3, rp)
    assert res.status_text == "Not your turn. The goat to move"
    rp.drag_cells(cell("e2"), cell("e3"))                  # not a diagonal step
    res = run_ok(STEP3, rp)
    assert res.status_text == "Illegal move e2-e3. The goat to move"
    rp.drag_cells(cell("e2"), cell("g4"))                  # two squares at once
    rp.click_cell(*cell("e2")).click_cell(*cell("e4"))     # illegal by click-click too
    res = run_ok(STEP3, rp)
    assert res.status_text == "Illegal move e2-e4. The goat to move"
    assert pieces(res) == expected("")
    add_moves(rp, "e2-d3 d9-e8")
    rp.drag_cells(cell("e8"), cell("d9"))                  # wolves only go forward
    res = run_ok(STEP3, rp)
    assert res.status_text == "Not your turn. The goat to move"
    assert pieces(res) == expected("e2-d3 d9-e8")


def test_step3_goat_reaches_a_goal_square():
    rp = add_moves(Replay(cell_size=CELL), GOAT_REACHES_GOAL)
    res = run_ok(STEP3, rp)
    assert res.status_text == "Game over. The goat reached h9: the goat wins!  (N: new game)"
    assert pieces(res) == expected(GOAT_REACHES_GOAL)
    rp.drag_cells(cell("a4"), cell("b3"))                  # nothing moves after the end
    res = run_ok(STEP3, rp)
    assert pieces(res) == expected(GOAT_REACHES_GOAL)


def test_step3_trapped_goat_loses():
    res = run_ok(STEP3, add_moves(Replay(cell_size=CELL), GOAT_TRAPPED))
    assert res.status_text == "Game over. The goat cannot move: the wolves win!  (N: new game)"
    assert pieces(res) == expected(GOAT_TRAPPED)


def test_step3_wolves_that_cannot_move_lose():
    res = run_ok(STEP3, add_moves(Replay(cell_size=CELL), WOLVES_STUCK, wait=20))
    assert res.status_text == "Game over. The wolves cannot move: the goat wins!  (N: new game)"
    assert pieces(res) == {"goat": ["h1"], "wolf": ["a2", "b1", "c2", "d1"]}


def test_step3_key_n_starts_a_new_game():
    rp = add_moves(Replay(cell_size=CELL), GOAT_TRAPPED)
    rp.key(VK_N)
    res = run_ok(STEP3, rp)
    assert res.status_text == "The goat to move"
    assert pieces(res) == expected("")


# --- step 4 -------------------------------------------------------------------------------------
def predicted_game(game, computer, depth, human_policy, perfect=False):
    """The game step 4 will play: the computer is deterministic, the human follows a policy."""
    searcher = Searcher(game)
    solver = Solver(game) if perfect else None
    p, human_moves = game.start(), []
    while game.winner(p) is None:
        if game.to_move(p) == computer:
            move = solver.best_move(p) if perfect else searcher.best_move(p, depth)[0]
        else:
            move = human_policy(game, p)
            human_moves.append(f"{game.name(move[1])}-{game.name(move[2])}")
        p = game.play(p, move)
    return p, human_moves


def first_move(game, p):
    return game.legal_moves(p)[0]


def test_step4_shows_that_the_computer_is_thinking():
    rp = Replay(cell_size=CELL).key(VK_G)                  # computer takes the goat: it moves now
    res = run_ok(STEP4, rp, seconds=0.4)
    assert res.status_text == "The goat is thinking (depth 4)..."


def test_step4_computer_wolves_answer_the_goat():
    rp = Replay(cell_size=CELL)
    rp.drag_cells(cell("e2"), cell("e4"))                  # illegal: rejected, no reply
    rp.wait(1500)
    rp.drag_cells(cell("b9"), cell("a8"))                  # the computer's piece: refused
    rp.wait(1500)
    res = run_ok(STEP4, rp, seconds=rp.t / 1000)
    assert pieces(res) == expected("")
    assert res.status_text == "Not your turn. The goat to move"
    rp.drag_cells(cell("e2"), cell("f3"))
    res = run_ok(STEP4, rp, seconds=(rp.t + 2000) / 1000)
    p = GAME.play(GAME.start(), GAME.find_move(GAME.start(), GAME.square("e2"), GAME.square("f3")))
    reply = Searcher(GAME).best_move(p, 4)[0]
    text = f"wolf {GAME.name(reply[1])}-{GAME.name(reply[2])}"
    assert res.status_text == f"Computer: {text}.  The goat to move"
    assert pieces(res) == expected(f"e2-f3 {text.split()[1]}")


def test_step4_computer_goat_beats_naive_wolves():
    final, human = predicted_game(GAME, "goat", 2, first_move)
    assert GAME.winner(final) == "goat"
    rp = Replay(cell_size=CELL).key(VK_2).key(VK_G)
    for step in human:                                     # answer after the computer moved
        rp.wait(1500)
        add_moves(rp, step)
    res = run_ok(STEP4, rp, seconds=(rp.t + 3000) / 1000)
    assert res.status_text.startswith("Game over. The goat reached")
    goat = GAME.name(final[1][0][0])
    assert pieces(res)["goat"] == [goat]


def test_step4_perfect_wolves_on_the_chess_board(tmp_path):
    """Same program with RULES = EIGHT: perfect wolves catch a goat that plays forward."""
    source = STEP4.read_text(encoding="utf-8")
    assert "RULES = NINE" in source
    script = tmp_path / "step4_eight.py"
    script.write_text("import sys\nsys.path.insert(0, %r)\n" % str(LESSON)
                      + source.replace("RULES = NINE", "RULES = EIGHT", 1), encoding="utf-8")
    eight = Game(EIGHT)

    def forward_goat(game, p):          # the goat always tries to go up
        return min(game.legal_moves(p), key=lambda m: (game.cell(m[2])[1], m[2]))

    final, human = predicted_game(eight, "wolves", 0, forward_goat, perfect=True)
    assert eight.winner(final) == "wolves"
    rp = Replay(cell_size=CELL).key(VK_P)
    for step in human:
        add_moves(rp, step, game=eight)
        rp.wait(1500)
    res = run_ok(script, rp, seconds=(rp.t + 2000) / 1000)
    assert res.state["title"] == "Wolves and Goat 8x8"
    assert res.status_text == "Game over. The goat cannot move: the wolves win!  (N: new game)"
