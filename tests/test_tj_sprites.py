"""Classroom programs that load the pictures TigerJython ships beside JGameGrid's (mark.gif as X/O,
connectbg.png, the dwarfs sorted by picture height, the espresso Mastermind board), run headless with clicks."""
from __future__ import annotations

from pathlib import Path

from gamegrid.testing import Replay
from tests.conftest import run_program

HERE = Path(__file__).resolve().parent / "tj_programs"


def run(name: str, **kwargs):
    return run_program(HERE / f"{name}.py", ("Traceback", "not found"), **kwargs)


def test_tictactoe_marks_x_and_o():
    res = run("tictactoe_marks", replay=Replay(cell_size=70).click_cell(1, 1).click_cell(0, 0).click_cell(1, 1)
              .click_cell(2, 2))
    marks = {(a["x"], a["y"]): a for a in res.actors}
    assert sorted(marks) == [(0, 0), (1, 1), (2, 2)]
    assert marks[(1, 1)]["sprite"] == "sprites/mark.gif" and res.status_text == "Next: O"
    shown = {k: a["sprite_id"] for k, a in marks.items()}
    assert shown[(1, 1)] == 0 and shown[(0, 0)] == 1 and shown[(2, 2)] == 0


def test_dwarfs_sorted_by_picture_height():
    res = run("dwarf_sort")
    heights = eval(res.output.splitlines()[0])
    assert heights == sorted(heights) and len(set(heights)) == 7
    widths = eval(res.output.splitlines()[1])
    assert widths == sorted(widths) and len(set(widths)) == 4


def test_connect_four_coins_fall_on_the_board():
    rp = Replay(cell_size=70).click_cell(3, 0).wait(600).click_cell(3, 2).wait(600).click_cell(4, 5)
    res = run("connect_four", replay=rp, seconds=4)
    assert sorted((a["x"], a["y"]) for a in res.actors) == [(3, 5), (3, 6), (4, 6)]
    assert res.state["nb_horz_cells"] == 7 and res.status_text == "Player 2"


def test_mastermind_on_the_espresso_board():
    rp = Replay(cell_size=50).click_cell(1, 10).click_cell(2, 10).click_cell(2, 10).click_cell(6, 10)
    res = run("mastermind_espresso", replay=rp)
    assert res.status_text.startswith("row 10: ")
    marker = [a for a in res.actors if a["sprite"] == "sprites/rowmarker.png"][0]
    assert (marker["x"], marker["y"]) == (0, 9)
