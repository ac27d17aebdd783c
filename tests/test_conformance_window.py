"""Spec §2 (makeGameGrid forms and keywords), §3.1/§5.7 (window lifecycle, closing) and §5.8 (blocking
calls), point by point. Window sizes are in tests/test_geometry.py."""
from __future__ import annotations

import pytest

from conftest import write_script
from gamegrid import Actor, Color, GameGrid, makeGameGrid
from gamegrid.testing import Replay, run_script


# ----- §2.1 (the positional forms themselves: tests/test_grid_forms.py) -----------------------------------
def test_no_argument_form_has_no_window(grid_runtime):
    grid = makeGameGrid()
    assert (grid.getNbHorzCells(), grid.getCellSize()) == (10, 20)
    grid.show()
    assert not grid.isShown()


# ----- §2.2 keyword arguments -----------------------------------------------------------------------------
@pytest.mark.parametrize("name,hint", [("mouseSingleClicked", "mouseClicked"), ("mouseDoubleClicked", "getClickCount"),
                                       ("closeClicked", "notifyExit"), ("act", "registerAct")])
def test_keywords_that_belong_to_gpanel_are_refused_with_the_alternative(grid_runtime, name, hint):
    with pytest.raises(TypeError, match=hint):
        makeGameGrid(5, 5, 20, **{name: print})


def test_bean_property_keywords(grid_runtime):
    grid = makeGameGrid(5, 5, 20, None, False, title="Fish", bgColor=Color(0, 0, 255))
    assert grid.getTitle() == "Fish" and grid.getBgColor() == Color(0, 0, 255)


def test_mouse_callbacks_get_java_mouse_events(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        def pressed(e):
            loc = toLocationInGrid(e.getX(), e.getY())
            setStatusText("%d %d %d %s" % (e.getX(), e.getY(), e.getButton(), loc))
        makeGameGrid(5, 5, 40, None, False, mousePressed=pressed)
        addStatusBar(20)
        show()
        """)
    result = run_script(script, replay=Replay().click(130, 45, button="right"))
    assert result.status_text == "130 45 3 (3, 1)"


# ----- §3.1 / §5.7 lifecycle ------------------------------------------------------------------------------
def test_make_game_grid_disposes_the_previous_one(grid_runtime):
    first = makeGameGrid(5, 5, 20, None, False)
    second = makeGameGrid(5, 5, 20, None, False)
    assert first.isDisposed() and not second.isDisposed()
    assert grid_runtime.grid is second


def test_show_hide_dispose(grid_runtime):
    import gamegrid
    grid = makeGameGrid(5, 5, 20, None, False)
    assert not gamegrid.isDisposed()
    gamegrid.show()
    assert grid.isShown()
    gamegrid.hide()
    assert not grid.isShown()
    grid.doRun()
    gamegrid.dispose()
    assert grid.isDisposed() and gamegrid.isDisposed() and not grid.isRunning()
    assert grid.getSimulationPeriod() == 200          # calls after dispose still work in the same run


def test_close_disposes_and_the_script_goes_on(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, False)
        clark = Actor()
        addActor(clark, Location(2, 3))
        show()
        doRun()
        while not isDisposed():
            delay(100)
        print("saved", getSimulationPeriod(), clark.getX(), clark.getY(), isRunning())
        """)
    result = run_script(script, replay=Replay().wait(1000).close())
    assert result.exit_code == 0, result.output
    assert "saved 200 2 3 False" in result.output and result.state["disposed"]


def test_notify_exit_replaces_closing(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        closes = []
        def onExit():
            closes.append(1)
            setStatusText("close clicked " + str(len(closes)))
            if len(closes) == 2:
                dispose()
            return False
        makeGameGrid(5, 5, 40, None, False, notifyExit=onExit)
        addStatusBar(20)
        show()
        while not isDisposed():
            delay(100)
        print("closed after", len(closes), "clicks")
        """)
    result = run_script(script, replay=Replay().wait(300).close().wait(300).close(), seconds=5)
    assert "closed after 2 clicks" in result.output
    result = run_script(script, replay=Replay().wait(300).close(), seconds=3)
    assert result.status_text == "close clicked 1" and result.state["disposed"] is False


def test_exit_listener_object(grid_runtime):
    grid = makeGameGrid(5, 5, 20, None, False)
    calls = []
    grid.addExitListener(type("L", (), {"notifyExit": lambda self: calls.append("exit")})())
    grid_runtime.close_requested()
    assert calls == ["exit"] and not grid.isDisposed()


def test_status_text_needs_a_status_bar(grid_runtime):
    grid = makeGameGrid(5, 5, 20, None, False)
    grid.setStatusText("lost")
    assert grid._status_text is None
    grid.addStatusBar(30)
    grid.setStatusText("Score: 1")
    assert grid._status_text == "Score: 1"


# ----- §5.8 blocking calls ------------------------------------------------------------------------------
def test_delay_keeps_the_simulation_running(grid_runtime):
    grid = makeGameGrid(5, 5, 20, None, False)
    grid.doRun()
    start = grid_runtime.now()
    grid_runtime.sleep(990)
    assert grid_runtime.now() - start == pytest.approx(0.99)
    assert grid.getNbCycles() == 5                  # 0.0, 0.2, ... 0.8 s


def test_put_sleep_until_a_callback_wakes_up(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        def key(e):
            wakeUp()
        makeGameGrid(5, 5, 40, None, False, keyPressed=key)
        show()
        putSleep()
        print("woken by a key")
        putSleep()
        print("woken by closing", isDisposed())
        """)
    result = run_script(script, replay=Replay().wait(500).key(65).wait(500).close())
    assert "woken by a key" in result.output and "woken by closing True" in result.output


def test_actor_delay_and_grid_delay_are_the_same(grid_runtime):
    makeGameGrid(5, 5, 20, None, False)
    start = grid_runtime.now()
    Actor.delay(250)
    GameGrid.delay(250)
    assert grid_runtime.now() - start == pytest.approx(0.5)


def test_headless_run_without_time_limit_ends_even_if_the_script_never_does(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, False)
        show()
        doRun()
        while True:
            delay(100)
        """)
    result = run_script(script, replay=Replay().wait(2000).key(32))
    assert result.exit_code == 0, result.output
    # stopped a minute (virtual) after the last input; the simulation ran all that time
    assert result.state["sim_cycles"] == pytest.approx((2.05 + 60) / 0.2, abs=2)
