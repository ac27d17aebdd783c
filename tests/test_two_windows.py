"""Any number of windows: a GPanel plot beside a GameGrid simulation (TigerJython's "Effects" chapter), two
GameGrids made directly (JGameGrid), each with its own cycle, actors, input, status bar and window; replayed
input for either window ("window": N), --state's "windows" and a screenshot per window; closing one window
leaves the other running until the program ends (gamegrid/runtime/windows.py, README "Two windows")."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from conftest import REPO, write_script
from gamegrid import GameGrid
from gamegrid.runtime.replay import ReplayError, load
from gamegrid.testing import Replay, run_script

HERE = Path(__file__).resolve().parent / "tj_programs"


def run(name: str, **kwargs):
    res = run_script(HERE / f"{name}.py", **kwargs)
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output, res.output
    return res


def by_title(state: dict, title: str) -> dict:
    return next(window for window in state["windows"] if window["title"] == title)


def test_gpanel_plot_beside_a_gamegrid_simulation(tmp_path):
    shot = tmp_path / "shot.png"
    res = run("two_windows_plot", screenshot=shot)
    # gamegrid's addStatusBar, delay and isDisposed won the star import: the game ran until t reached 40 (41 cycles: two per delay(100))
    assert "done after 41 cycles with 8 fish" in res.output
    state = res.state
    assert state["title"] == "Fish" and state["status_text"] == "cycle 41: 8 fish"   # the top level: the game
    assert [(w["window"], w["kind"], w["main"]) for w in state["windows"]] == [(1, "gpanel", False),
                                                                               (2, "gamegrid", True)]
    plot = by_title(state, "Population")
    assert plot["status_text"] == "plotted 41 points" and plot["disposed"] is False
    assert by_title(state, "Fish")["sim_cycles"] == 41
    # the game's window in shot.png, the plot (window 1) in shot-1.png, with its own status bar
    game, drawn = Image.open(shot).convert("RGB"), Image.open(tmp_path / "shot-1.png").convert("RGB")
    assert game.size[0] == 401 and drawn.size == (501, 522)
    blue = [drawn.getpixel((x, y)) for x in range(40, 460) for y in range(0, 500)]
    assert any(b > 200 and r < 60 and g < 60 for r, g, b in blue)   # the population's blue line


def test_replayed_clicks_reach_the_window_they_are_for():
    # window 1 is the plot (made first), window 2 the game; x, y are each window's own pixels
    rp = Replay().wait(300).in_window(1).click(250, 250).in_window(2).click(60, 60)
    res = run("two_windows_plot", replay=rp)
    assert "plot clicked near 25 6" in res.output
    assert "fish added at 1 1" in res.output
    assert by_title(res.state, "Fish")["disposed"] is False


def test_two_gamegrids_each_cycle_on_their_own_period():
    rp = Replay().wait(300).in_window(1).click(10, 20).in_window(2).click(30, 40)
    res = run("two_gamegrids", replay=rp)
    assert "fast 20 slow 10" in res.output   # periods 100 and 200 ms over the same two seconds
    left, right = by_title(res.state, "Left"), by_title(res.state, "Right")
    assert (left["sim_cycles"], right["sim_cycles"]) == (20, 10)
    assert left["status_text"] == "left clicked at 10, 20"
    assert right["status_text"] == "right clicked at 30, 40"
    # both walked: Left 20 steps (to the wall at 7 and back to 6); Right 10 (to the wall at 5, back to 0, turned)
    assert left["actors"][0]["x"] == 6
    assert (right["actors"][0]["x"], right["actors"][0]["direction"]) == (0, 0.0)


# The original (JGameGrid 2.48 under Jython: `refrun tests/tj_programs/two_gamegrids.py --seconds 4 --state`)
# printed "fast 20 slow 10" and wrote this state, the newest grid's (refrun's state has the top-level keys only).
ORIGINAL_TWO_GAMEGRIDS = {
    "title": "Right", "status_text": None, "cell_size": 50, "nb_horz_cells": 6, "nb_vert_cells": 3,
    "bg_color": [0, 0, 0], "running": False, "sim_cycles": 10, "simulation_period": 200, "disposed": False,
    "actors": [{"class": "Walker", "sprite": "sprites/nemo.gif", "x": 0, "y": 0, "offset": [0, 0],
                "direction": 0.0, "sprite_id": 0, "visible": True}],
}


def test_two_gamegrids_end_as_the_original_does():
    res = run("two_gamegrids")
    assert "fast 20 slow 10" in res.output
    assert {key: res.state[key] for key in ORIGINAL_TWO_GAMEGRIDS} == ORIGINAL_TWO_GAMEGRIDS


def test_closing_one_window_leaves_the_other_running_until_it_is_closed_too():
    rp = Replay().wait(500).in_window(1).close().wait(1500).in_window(2).close()
    res = run("two_gamegrids", replay=rp)
    left, right = by_title(res.state, "Left"), by_title(res.state, "Right")
    assert left["disposed"] is True and right["disposed"] is True
    # Left stopped at its close (half a second: about 5 cycles); Right walked on until its own close
    assert 3 <= left["sim_cycles"] <= 6, left
    assert 8 <= right["sim_cycles"] <= 11, right


def test_terminate_on_close_ends_the_program_with_every_window(tmp_path):
    # JGameGrid's TerminateOnClose calls System.exit: one window's close ends the program and every window
    script = write_script(tmp_path, (HERE / "two_gamegrids.py").read_text(encoding="utf-8").replace(
        "left.doRun()", "GameGrid.setClosingMode(GameGrid.ClosingMode.TerminateOnClose)\nleft.doRun()"))
    try:
        res = run_script(script, replay=Replay().wait(500).in_window(1).close())
    finally:   # the closing mode is JGameGrid's static: the next script in this process starts with the usual one
        GameGrid.setClosingMode(GameGrid.ClosingMode.DisposeOnClose)
    assert res.exit_code == 0, res.output
    # both windows closed at half a second: the loop that asks isDisposed() of both ends there (without the
    # mode, Right walks on until the program's 20 steps: see the test above)
    assert "fast 5 slow 3" in res.output
    left, right = by_title(res.state, "Left"), by_title(res.state, "Right")
    assert left["disposed"] is True and right["disposed"] is True
    assert right["sim_cycles"] <= 4, right


def test_make_game_grid_twice_still_closes_the_first(tmp_path):
    script = write_script(tmp_path, (
        "from gamegrid import *\n"
        "first = makeGameGrid(4, 4, 20)\n"
        "second = makeGameGrid(5, 5, 20)\n"
        "print('first disposed', first.isDisposed(), 'second disposed', second.isDisposed())\n"))
    res = run_script(script)
    assert "first disposed True second disposed False" in res.output
    assert [w["disposed"] for w in res.state["windows"]] == [True, False]


def test_gamegrid_first_then_gpanel_names_are_gpanels(tmp_path):
    # gpanel imported last: its addStatusBar, delay and isDisposed win; the game is reached by its object
    script = write_script(tmp_path, (
        "from gamegrid import *\n"
        "from gpanel import *\n"
        "game = makeGameGrid(5, 5, 20, None, False)\n"
        "game.addStatusBar(20)\n"
        "game.show()\n"
        "makeGPanel(0, 10, 0, 10)\n"
        "addStatusBar(20)\n"
        "setStatusText('plot status')\n"
        "game.setStatusText('game status')\n"
        "line(0, 0, 10, 10)\n"
        "delay(200)\n"
        "print('plot open', not isDisposed(), 'game open', not game.isDisposed())\n"))
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "plot open True game open True" in res.output
    # the game stays the loop's window: the top-level keys are the game's
    assert res.state["status_text"] == "game status"
    assert [(w["kind"], w["status_text"]) for w in res.state["windows"]] == [("gamegrid", "game status"),
                                                                            ("gpanel", "plot status")]


def test_closing_the_plot_ends_gpanels_isDisposed_loop_and_the_game_goes_on(tmp_path):
    # TigerJython's Entropy example's shape: gamegrid, then gpanel; the loop asks gpanel's isDisposed(), the
    # game's act() keeps drawing into the plot, which does nothing once the plot is closed
    script = write_script(tmp_path, (
        "from gamegrid import *\n"
        "from gpanel import *\n"
        "cycles = [0]\n"
        "def onAct():\n"
        "    cycles[0] += 1\n"
        "    line(0, 0, cycles[0] % 10, 5)\n"
        "makeGPanel(0, 10, 0, 10)\n"
        "makeGameGrid(5, 5, 20, None, False)\n"
        "registerAct(onAct)\n"
        "setSimulationPeriod(100)\n"
        "show()\n"
        "doRun()\n"
        "while not isDisposed():\n"
        "    delay(100)\n"
        "print('plot closed after', cycles[0], 'cycles')\n"
        "delay(1000)\n"
        "print('game cycles', cycles[0])\n"))
    res = run_script(script, replay=Replay().wait(1000).in_window(1).close())
    assert res.exit_code == 0, res.output
    assert "Traceback" not in res.output, res.output
    closed_after = int(res.output.split("plot closed after ")[1].split()[0])
    assert 9 <= closed_after <= 12
    assert f"game cycles {closed_after + 10}" in res.output   # ten more cycles of 100 ms in delay(1000)
    assert [w["disposed"] for w in res.state["windows"]] == [True, False]


def test_a_replay_event_for_a_window_that_is_no_number_is_refused():
    with pytest.raises(ReplayError, match="window must be a window's number"):
        load([{"type": "close", "window": 0}])
    assert load([{"type": "close", "window": 2}])[0].window == 2


def test_command_line_state_and_screenshots_of_both_windows(tmp_path):
    done = subprocess.run([sys.executable, "-m", "gamegrid", "run", str(HERE / "two_gamegrids.py"), "--headless",
                           "--state", str(tmp_path / "s.json"), "--screenshot", str(tmp_path / "s.png")],
                          cwd=REPO, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    state = json.loads((tmp_path / "s.json").read_text())
    assert state["title"] == "Right"   # the top level keeps describing one window: the newest
    assert [w["title"] for w in state["windows"]] == ["Left", "Right"]
    assert Image.open(tmp_path / "s.png").size[0] == 301       # Right: 6 cells of 50
    assert Image.open(tmp_path / "s-1.png").size[0] == 321     # Left: 8 cells of 40
