"""Replayed events with "wait_for_status": delivered in file order, each only once the status bar
contains its text (input for programs whose turn depends on something outside, like a network partner)."""
from __future__ import annotations

import pytest

from conftest import write_script
from gamegrid.runtime import replay as replay_files
from gamegrid.testing import Replay, run_script

TURNS = """
    from gamegrid import *

    clicks = []

    def pressed(e):
        clicks.append(toLocationInGrid(e.getX(), e.getY()).x)
        setStatusText("clicked " + str(clicks))

    makeGameGrid(4, 1, 50, Color.red, False, mousePressed = pressed)
    addStatusBar(20)
    setStatusText("wait")
    show()
    delay(500)
    setStatusText("Your move")
    delay(500)
    setStatusText("Your move again")
    """


def test_gated_clicks_wait_for_their_status_in_order(tmp_path):
    script = write_script(tmp_path, TURNS)
    replay = Replay(cell_size=50).when_status("Your move").click_cell(0, 0)
    replay.when_status("again").click_cell(1, 0)
    replay.click_cell(2, 0)   # not gated, but after a gated one: waits its turn
    result = run_script(script, replay=replay, seconds=5)
    assert result.exit_code == 0, result.output
    # the first click came at 500 ms ("Your move"), so the status went on to "again" at 1000 ms,
    # then the other two clicks
    assert result.status_text == "clicked [0, 1, 2]"


def test_a_status_that_never_comes_ends_at_the_time_limit(tmp_path):
    script = write_script(tmp_path, TURNS)
    result = run_script(script, replay=Replay(cell_size=50).when_status("never").click_cell(3, 0), seconds=3)
    assert result.exit_code == 0, result.output
    assert result.status_text == "Your move again"


def test_wait_for_status_must_be_text():
    with pytest.raises(replay_files.ReplayError, match="wait_for_status must be a non-empty text"):
        replay_files.load([{"type": "close", "wait_for_status": 3}])
