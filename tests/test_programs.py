"""The classroom programs in examples/ run headless with replayed input; their final state is checked.

Each program is written as a TigerJython student would write it (module-level code, callbacks, Actor
subclasses). The runs use the virtual clock, so every number below is exact and repeatable.
"""
from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from dataclasses import dataclass
from typing import Any

import pytest

from conftest import REPO
from gamegrid import Location
from gamegrid.runtime import replay as replay_files
from gamegrid.runner import RunOptions, run
from gamegrid.runtime import ReplayItem
from gamegrid.testing import Replay
from gamegrid.model.navigation import NavAction

EXAMPLES = REPO / "examples"
PROGRAMS = ["fish_reef", "frog_lanes", "game_of_life", "pacman", "sokoban", "tictactoe", "press_a_key",
            "alien_invasion"]
UP, DOWN, LEFT, RIGHT, SPACE = 38, 40, 37, 39, 32


@dataclass
class Outcome:
    exit_code: int
    output: str
    state: dict[str, Any]
    grid: Any

    def actors(self, class_name: str) -> list[Any]:
        return [a for a in self.grid.getActors() if type(a).__name__ == class_name]


def run_example(name: str, replay: Replay | None = None, seconds: float | None = None,
                nav: tuple[tuple[int, str], ...] = ()) -> Outcome:
    """Run examples/<name>.py in this process; nav = (at_ms, "run"|"step"|"reset") navigation-bar presses."""
    items = replay_files.load(replay.events) if replay is not None else []
    # The navigation bar lies outside the canvas, so replay files cannot press it; queue its actions
    # the way the bar does when clicked.
    items += [ReplayItem(at_ms / 1000.0, NavAction(action)) for at_ms, action in nav]
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        outcome = run(EXAMPLES / f"{name}.py", RunOptions(headless=True, seconds=seconds, replay=items))
    return Outcome(outcome.exit_code, out.getvalue(), outcome.state, outcome.runtime.grid)


def test_every_program_is_listed():
    assert sorted(p.stem for p in EXAMPLES.glob("*.py")) == sorted(PROGRAMS)


def test_the_cli_runs_programs_headless():
    """`gamegrid run examples/NAME.py --headless`: without --seconds a program that never ends by itself
    (here: waiting in getKeyCodeWait) is stopped by the headless runner after a minute of virtual time."""
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    commands = {"press_a_key": [], "fish_reef": ["--seconds", "2"]}
    runs = {name: subprocess.Popen([sys.executable, "-m", "gamegrid", "run", f"examples/{name}.py", "--headless",
                                    *extra], cwd=REPO, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True)
            for name, extra in commands.items()}
    for name, process in runs.items():
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, f"{name}: {err}"
        assert "Traceback" not in err, f"{name}: {err}"


# ----- fish in the reef: act(), move(), turn(), mirror, slow-down ---------------------------------------
def test_fish_swim_and_turn_at_the_border():
    res = run_example("fish_reef", seconds=2.1)      # cycles at 0.0, 0.2, ... 2.0 s
    assert res.exit_code == 0, res.output
    assert res.state["sim_cycles"] == 11
    nemo, = res.actors("Fish")
    # (2,4) east: 7 moves to x=9, turn, 4 moves back west
    assert (nemo.getX(), nemo.getY(), nemo.getDirection()) == (5, 4, 180.0)
    assert nemo.isHorzMirror() and nemo.nbCycles == 11
    dory, = res.actors("SlowFish")                  # slow-down 2: acts on cycles 2, 4, ..., 10 (as JGameGrid)
    assert dory.nbCycles == 5 and (dory.getX(), dory.getDirection()) == (6, 180.0)


# ----- frog: keyRepeated while an arrow key is held ------------------------------------------------------
def test_frog_moves_5_px_per_key_repeat():
    rp = Replay().wait(100).key_press(UP).wait(190 - 50).key_release(UP)   # held 190 ms: 10 repeats
    res = run_example("frog_lanes", rp, seconds=1)
    assert res.exit_code == 0, res.output
    frog, = res.actors("Frog")
    assert (frog.getX(), frog.getY()) == (400, 560 - 10 * 5)
    assert frog.getDirection() == 270.0 and frog.getRotationIndex() == 45
    assert res.state["status_text"] == "Lives: 3"


def test_frog_sideways_and_down_keys():
    rp = Replay().wait(100).key_press(LEFT).wait(90 - 50).key_release(LEFT)   # 5 repeats
    rp.wait(200).key(DOWN)                          # released after 50 ms: repeats at 0, 20, 40 ms
    res = run_example("frog_lanes", rp, seconds=1)
    frog, = res.actors("Frog")
    assert (frog.getX(), frog.getY()) == (400 - 5 * 5, 560 + 3 * 5)


def test_cars_drive_and_wrap_around():
    res = run_example("frog_lanes", seconds=3)      # period 50 ms: 60 cycles
    assert res.state["sim_cycles"] == 60
    cars = res.actors("Car")
    assert len(cars) == 20
    assert (cars[0].getX(), cars[0].getY()) == (300, 100)          # 5 px per cycle to the right
    assert (cars[4].getX(), cars[4].getY()) == (-100 + 9 * 5, 100)  # from 1400: 1655 > 1650 -> -100
    assert (cars[10].getX(), cars[10].getY()) == (1650 - 26 * 3, 350)   # 3 px left; -102 < -100 -> 1650


def test_frog_hit_by_a_car_goes_back_to_the_start():
    # held 300 ms: 15 repeats; after 13 (y = 495) a car in the lowest lane hits; back to 560, 2 more
    rp = Replay().wait(400).key_press(UP).wait(300 - 50).key_release(UP)
    res = run_example("frog_lanes", rp, seconds=3)
    frog, = res.actors("Frog")
    assert res.output.count("crash at 400 495") == 1
    assert frog.lives == 2 and res.state["status_text"] == "Crash! Lives left: 2"
    assert (frog.getX(), frog.getY()) == (400, 550)


def test_frog_crosses_the_road_in_the_gaps():
    # hold UP for n repeats of 5 px after waiting for a gap: 560 -> 410 -> 285 -> 160 -> 35 (found by search)
    rp = Replay()
    for wait, repeats in ((3200, 30), (2500, 25), (0, 25), (900, 25)):
        rp.wait(wait).key_press(UP).wait(repeats * 20 - 10 - 50).key_release(UP)
    res = run_example("frog_lanes", rp)
    frog, = res.actors("Frog")
    assert (frog.getY(), frog.lives) == (35, 3) and "crash" not in res.output
    assert res.state["status_text"] == "You made it!" and "The frog crossed the road" in res.output
    assert not res.state["running"]


# ----- Game of Life: registerAct, fillCell, navigation bar ---------------------------------------------
GLIDER = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
BLINKER = {(15, 10), (15, 11), (15, 12)}


def alive_cells(grid) -> set[tuple[int, int]]:
    bg = grid.getBg()
    return {(x, y) for x in range(20) for y in range(20) if bg.getColor(Location(x, y)).getGreen() == 255}


def test_life_waits_for_the_run_button():
    res = run_example("game_of_life", seconds=1)
    assert res.exit_code == 0, res.output
    assert res.state["sim_cycles"] == 0 and not res.state["running"]
    assert alive_cells(res.grid) == GLIDER | BLINKER
    assert res.state["title"] == "Game of Life - generation 0, 8 alive"
    assert res.grid._navigation and res.grid.getCellSize() == 40


def test_life_glider_moves_with_the_step_button():
    res = run_example("game_of_life", nav=((100, "step"), (200, "step"), (300, "step"), (400, "step")))
    assert res.state["sim_cycles"] == 4 and not res.state["running"]
    assert alive_cells(res.grid) == {(x + 1, y + 1) for x, y in GLIDER} | BLINKER
    assert res.state["title"] == "Game of Life - generation 4, 8 alive"


def test_life_run_pause_and_reset_buttons():
    # Run at 0.1 s: cycles every 100 ms at 0.1, 0.2, ... 0.9; Pause at 0.95 s; 9 generations.
    res = run_example("game_of_life", nav=((100, "run"), (950, "run")))
    assert res.state["sim_cycles"] == 9 and not res.state["running"]
    assert res.state["title"].startswith("Game of Life - generation 9,")
    blinker_9 = {(14, 11), (15, 11), (16, 11)}
    assert blinker_9 <= alive_cells(res.grid)
    res = run_example("game_of_life", nav=((100, "run"), (550, "reset")))
    assert not res.state["running"]                 # Reset pauses; resetted() redraws generation 0
    assert alive_cells(res.grid) == GLIDER | BLINKER
    assert res.state["title"] == "Game of Life - generation 0, 8 alive"


# ----- Pacman: rotatable multi-sprite actor, keyPressed, pills ---------------------------------------
def pills_eaten(res) -> int:
    return sum(1 for pill in res.actors("Pill") if pill.getIdVisible() == 2) - 1   # start cell is empty


def test_pacman_eats_the_pills_on_its_way():
    res = run_example("pacman", seconds=2)          # period 150 ms: 14 cycles; walks (1,1) -> (8,1)
    assert res.exit_code == 0, res.output
    pacman, = res.actors("PacMan")
    assert (pacman.getX(), pacman.getY()) == (8, 1)
    assert pacman.eaten == 7 == pills_eaten(res)
    assert res.state["status_text"] == "Pills eaten: 7 of 45"
    assert pacman.getNbSprites() == 3 and pacman.getIdVisible() == 14 % 3   # mouth animation


def test_pacman_turns_with_the_arrow_keys():
    # Right along row 1 to (8,1) (7 moves, 1.05 s), then down column 8 to (8,8), then left along row 8.
    rp = Replay().wait(1100).key(DOWN).wait(1000).key(LEFT)
    res = run_example("pacman", rp, seconds=3.5)
    pacman, = res.actors("PacMan")
    assert pacman.getY() == 8 and pacman.getX() < 8
    assert pacman.getDirection() == 180.0 and pacman.getRotationIndex() == 30
    assert pacman.eaten == pills_eaten(res) == 7 + 7 + (8 - pacman.getX())
    assert res.state["status_text"] == f"Pills eaten: {pacman.eaten} of 45"


def test_pacman_stops_at_a_wall():
    rp = Replay().wait(100).key(UP)                 # row 0 is wall: Pacman stays in (1,1)
    res = run_example("pacman", rp, seconds=1)
    pacman, = res.actors("PacMan")
    assert (pacman.getX(), pacman.getY(), pacman.getDirection()) == (2, 1, 270.0)
    assert pacman.getRotationIndex() == 45


def test_pacman_eats_all_pills_and_wins():
    # a 55-move route through the whole maze (nearest pill first), a key 75 ms before each turn's cycle
    turns = [(975, DOWN), (2025, LEFT), (3075, UP), (3525, RIGHT), (3825, DOWN), (3975, RIGHT), (4275, DOWN),
             (4425, RIGHT), (4725, LEFT), (5025, UP), (5325, RIGHT), (5475, UP), (5775, RIGHT), (5925, LEFT),
             (6525, DOWN), (6675, UP), (6825, RIGHT), (6975, UP), (7275, LEFT), (7725, DOWN)]
    rp = Replay()
    for at_ms, code in turns:
        rp.wait(at_ms - rp.t).key(code)
    res = run_example("pacman", rp)
    assert res.exit_code == 0, res.output
    assert res.state["status_text"] == "All pills eaten. You win!"
    assert "You win after 55 cycles" in res.output and not res.state["running"]
    assert pills_eaten(res) == 45


# ----- Sokoban: keys, walls, boxes, win detection ------------------------------------------------------
SOLUTION = "RURRDDDDLDRUUUULLLRDRDRDDLLDLLURLU"     # shortest solution (breadth-first search)
KEYS = {"L": LEFT, "R": RIGHT, "U": UP, "D": DOWN}


def test_sokoban_is_solved_by_the_key_sequence():
    rp = Replay().wait(100)
    for move in SOLUTION:
        rp.key(KEYS[move])
    res = run_example("sokoban", rp)
    assert res.exit_code == 0, res.output
    assert res.state["status_text"] == f"Solved in {len(SOLUTION)} moves!"
    assert f"Level solved in {len(SOLUTION)} moves" in res.output
    targets = {(1, 2), (5, 3), (1, 4), (4, 5), (3, 6), (6, 6), (4, 7)}
    assert {(c.getX(), c.getY()) for c in res.actors("Crate")} == targets


def test_sokoban_walls_and_blocked_crates():
    rp = Replay().wait(100).key(UP).key(DOWN).key(RIGHT).key(RIGHT)
    res = run_example("sokoban", rp)
    keeper, = res.actors("Keeper")
    # up and down: walls (turns only); right pushes the crate (3,2)->(4,2), then (4,2)->(5,2)
    assert (keeper.getX(), keeper.getY(), keeper.getDirection()) == (4, 2, 0.0)
    assert res.state["status_text"] == "Moves: 2"
    assert (5, 2) in {(c.getX(), c.getY()) for c in res.actors("Crate")}
    rp.key(RIGHT)                                   # crate against the wall: no move
    res = run_example("sokoban", rp)
    assert res.state["status_text"] == "Moves: 2"


# ----- Tic-tac-toe: mouse clicks, computer opponent ----------------------------------------------------
def play(*cells: tuple[int, int]):
    rp = Replay(cell_size=100).wait(100)
    for cell in cells:
        rp.click_cell(*cell).wait(100)
    return run_example("tictactoe", rp)


def board(res) -> dict[tuple[int, int], int]:
    return {(t.getX(), t.getY()): t.player for t in res.actors("Token")}


def test_tictactoe_player_wins():
    # the computer takes the centre, then (2,0); blocks row 2 at (1,2) but not column 0 too
    res = play((0, 0), (2, 2), (0, 2), (0, 1))
    assert res.exit_code == 0, res.output
    assert res.state["status_text"] == "You win!" and "You win!" in res.output
    assert board(res) == {(0, 0): 0, (1, 1): 1, (2, 2): 0, (2, 0): 1, (0, 2): 0, (1, 2): 1, (0, 1): 0}
    assert {t.getIdVisible() for t in res.actors("Token") if t.player == 1} == {1}


def test_tictactoe_computer_wins_and_blocks():
    res = play((0, 1), (0, 2), (1, 0))
    assert res.state["status_text"] == "The computer wins."
    assert board(res)[(0, 0)] == 1 and board(res)[(2, 2)] == 1   # blocked column 0, completed diagonal


def test_tictactoe_draw_and_taken_cells():
    res = play((1, 1), (2, 2), (1, 0), (0, 1), (0, 2))
    assert res.state["status_text"] == "Draw." and len(board(res)) == 9
    res = play((1, 1), (1, 1))
    assert res.state["status_text"] == "This cell is taken. Your turn."
    assert len(board(res)) == 2


def test_tictactoe_game_over_ignores_clicks():
    res = play((0, 1), (0, 2), (1, 0), (2, 1))
    assert res.state["status_text"] == "The computer wins." and len(board(res)) == 6


# ----- getKeyCodeWait(): the program blocks until a key arrives -----------------------------------------
def test_press_a_key_moves_the_beetle_per_key():
    rp = Replay().wait(300).key(UP).wait(200).key(UP).key(LEFT).key(SPACE).key(81)   # 81 = Q
    res = run_example("press_a_key", rp)
    assert res.exit_code == 0, res.output
    assert "Done after 4 moves, beetle at (2, 3)" in res.output
    assert res.state["status_text"] == "Moves: 4, beetle at (2, 3)"
    assert not res.state["disposed"]               # quitting the loop leaves the window open


def test_press_a_key_ends_when_the_window_is_closed():
    rp = Replay().wait(300).key(RIGHT).key(71).wait(500).close()   # 71 = G: unknown key
    res = run_example("press_a_key", rp)
    assert "Done after 1 moves, beetle at (6, 5)" in res.output
    assert res.state["disposed"] and res.state["status_text"] == "Unknown key 71"


def test_press_a_key_waits_without_keys():
    res = run_example("press_a_key", seconds=5)
    assert res.exit_code == 0 and "Done" not in res.output
    assert res.state["status_text"] == "Press an arrow key (Q to quit)"


# ----- while not isDisposed(): ... delay() ------------------------------------------------------------
def test_alien_loop_ends_with_a_replayed_close():
    res = run_example("alien_invasion", Replay().wait(2250).close())
    assert res.exit_code == 0, res.output
    assert "Window closed after 5 aliens" in res.output      # added at 0, 0.5, 1.0, 1.5, 2.0 s
    assert res.state["disposed"] and not res.state["running"]


def test_aliens_fall_and_are_removed_at_the_bottom():
    res = run_example("alien_invasion", seconds=4.1)
    aliens = res.actors("Alien")
    # one alien every 0.5 s, each removed after 10 moves (2 s): at most 5 on the screen
    assert 4 <= len(aliens) <= 5
    assert all(0 <= a.getY() < 10 and a.getDirection() == 90.0 for a in aliens)
    assert res.state["sim_cycles"] == 21


def test_every_program_draws_its_window(tmp_path):
    """A headless screenshot of each program: the window has the original's size and shows something."""
    from PIL import Image, ImageStat
    from gamegrid.testing import run_script
    for name in PROGRAMS:
        shot = tmp_path / f"{name}.png"
        res = run_script(EXAMPLES / f"{name}.py", seconds=0.5, screenshot=shot)
        assert res.exit_code == 0, res.output
        picture = Image.open(shot)
        expected = {"fish_reef": (601, 601), "frog_lanes": (801, 632), "game_of_life": (801, 841),
                    "pacman": (601, 632), "sokoban": (401, 482), "tictactoe": (301, 332),
                    "press_a_key": (601, 632), "alien_invasion": (601, 601)}[name]
        assert picture.size == expected, name
        assert max(ImageStat.Stat(picture.convert("L")).stddev) > 10, name   # not a blank window


@pytest.mark.parametrize("program,replay_file,expected", [
    ("sokoban", "sokoban_solved.jsonl", "Level solved in 34 moves"),
    ("pacman", "pacman_all_pills.jsonl", "You win after 55 cycles"),
    ("frog_lanes", "frog_crossing.jsonl", "The frog crossed the road"),
    ("tictactoe", "tictactoe_win.jsonl", "You win!"),
    ("press_a_key", "press_a_key.jsonl", "Done after 4 moves, beetle at (2, 3)"),
    ("alien_invasion", "alien_close.jsonl", "Window closed after 7 aliens"),
])
def test_replay_files_for_the_command_line(program, replay_file, expected):
    """examples/replays/*.jsonl: `gamegrid run examples/P.py --replay examples/replays/F.jsonl` shows a game."""
    items = replay_files.load(EXAMPLES / "replays" / replay_file)
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        outcome = run(EXAMPLES / f"{program}.py", RunOptions(headless=True, replay=items))
    assert outcome.exit_code == 0, out.getvalue()
    assert expected in out.getvalue()
