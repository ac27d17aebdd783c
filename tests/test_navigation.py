"""Spec §5.6: the navigation bar (Step, Run/Pause, Reset, speed slider), its period formula, its
callbacks, and the bar's geometry (gamegrid/view/bars.py, exercised without drawing)."""
from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from gamegrid import Actor, GameGrid, GGNavigationAdapter, Location, makeGameGrid, registerNavigation
from gamegrid.model import navigation
from gamegrid.model.grid import NAV_BAR_HEIGHT
from gamegrid.view.bars import BUTTON_H, BUTTON_W, SLIDER_W, Bars


# ----- slider <-> period --------------------------------------------------------------------------------
@pytest.mark.parametrize("value", [0, 1, 434, 1000, 2301, 2302, 2999, 3000])
def test_period_formula(value):
    assert navigation.period_for_slider(value) == int(math.exp(value / 434.2317) - 0.5)


def test_period_range_and_the_200_ms_position():
    assert navigation.period_for_slider(0) == 0
    assert navigation.period_for_slider(3000) == 1000
    assert navigation.slider_for_period(200) == 2301          # [EXP] initial slider value
    assert navigation.slider_for_period(0) == 0
    assert navigation.slider_for_period(5000) == navigation.SLIDER_MAX
    for period in (1, 10, 50, 100, 500, 999):
        # moving the slider to the value shown for a period gives that period back (+-1 ms)
        assert abs(navigation.period_for_slider(navigation.slider_for_period(period)) - period) <= 1


# ----- button semantics and callbacks ------------------------------------------------------------------
class Nav(GGNavigationAdapter):
    def __init__(self, log, consume=()):
        self.log = log
        self.consume = consume

    def _note(self, name, *args):
        self.log.append(name if not args else (name, *args))
        return name in self.consume

    def started(self):
        return self._note("started")

    def paused(self):
        return self._note("paused")

    def stepped(self):
        return self._note("stepped")

    def resetted(self):
        return self._note("resetted")

    def periodChanged(self, period):
        return self._note("periodChanged", period)


def test_buttons_call_the_listener_then_act(grid_runtime):
    grid = GameGrid(5, 5, 20)
    log = []
    grid.addNavigationListener(Nav(log))
    walker = Actor()
    grid.addActor(walker, Location(1, 1))
    navigation.press_step(grid)
    assert grid.getNbCycles() == 1 and not grid.isRunning()
    navigation.press_run(grid)
    assert grid.isRunning()
    navigation.press_run(grid)                      # the same button says "Pause" now
    assert not grid.isRunning()
    walker.setLocation(Location(3, 3))
    navigation.press_reset(grid)
    assert walker.getLocation() == Location(1, 1) and grid.getNbCycles() == 0
    navigation.slide(grid, 1000)
    assert grid.getSimulationPeriod() == navigation.period_for_slider(1000) == 9
    assert log == ["stepped", "started", "paused", "resetted", ("periodChanged", 9)]


def test_reset_while_running_pauses_first(grid_runtime):
    grid = GameGrid(5, 5, 20)
    log = []

    class Watch(Nav):
        def resetted(self):
            log.append(("running during resetted", grid.isRunning()))
            return False

    grid.addNavigationListener(Watch(log))
    grid.doRun()
    navigation.press_reset(grid)
    assert log == [("running during resetted", False)] and not grid.isRunning()


def test_consumed_callbacks_skip_the_default_action(grid_runtime):
    grid = GameGrid(5, 5, 20)
    log = []
    grid.addNavigationListener(Nav(log, consume=("started", "stepped", "resetted", "periodChanged")))
    walker = Actor()
    grid.addActor(walker, Location(1, 1))
    walker.setLocation(Location(2, 2))
    navigation.press_run(grid)
    navigation.press_step(grid)
    navigation.press_reset(grid)
    navigation.slide(grid, 0)
    assert not grid.isRunning() and grid.getNbCycles() == 0
    assert walker.getLocation() == Location(2, 2) and grid.getSimulationPeriod() == 200
    assert log == ["started", "stepped", "resetted", ("periodChanged", 0)]


def test_reset_listeners_after_the_navigation_listener(grid_runtime):
    grid = GameGrid(5, 5, 20)
    log = []
    grid.addNavigationListener(Nav(log))
    grid.addResetListener(SimpleNamespace(resetted=lambda: log.append("reset listener")))
    navigation.press_reset(grid)
    assert log == ["resetted", "reset listener"]


def test_do_run_from_code_does_not_call_the_listener(grid_runtime):
    grid = GameGrid(5, 5, 20)
    log = []
    grid.addNavigationListener(Nav(log))
    grid.doRun()
    grid.doPause()
    grid.doStep()
    grid.doReset()
    assert log == []


def test_keyword_callbacks_and_register_navigation(grid_runtime):
    log = []
    makeGameGrid(5, 5, 20, stepped=lambda: log.append("kw stepped"))
    # v1.14 never called started= (a typo in gamegrid.py); we do what the script's author meant
    registerNavigation(started=lambda: log.append("started"), resetted=lambda: log.append("resetted"),
                       periodChanged=lambda p: log.append(("period", p)))
    grid = grid_runtime.grid
    navigation.press_step(grid)
    navigation.press_run(grid)
    navigation.press_run(grid)                      # paused: not registered, nothing logged
    navigation.press_reset(grid)
    navigation.slide(grid, 3000)
    assert log == ["kw stepped", "started", "resetted", ("period", 1000)]
    assert grid.getSimulationPeriod() == 1000       # None returned: not consumed
    registerNavigation(resetted=lambda: log.append("second"))   # replaces the earlier listener
    navigation.press_run(grid)
    navigation.press_reset(grid)
    assert log[-1] == "second" and "started" not in log[-2:]
    with pytest.raises(TypeError):
        registerNavigation(restarted=print)


def test_set_simulation_period_moves_the_slider(grid_runtime):
    grid = GameGrid(5, 5, 20)
    bars = Bars(SimpleNamespace(grid=grid, size=grid._window_size(), rt=grid_runtime))
    left, _, width = bars._slider_box()

    def knob_fraction():
        return 1.0 - navigation.slider_for_period(grid.getSimulationPeriod()) / navigation.SLIDER_MAX

    assert knob_fraction() == pytest.approx(1 - 2301 / 3000)
    grid.setSimulationPeriod(1000)
    assert knob_fraction() < 0.01                  # slow = left
    grid.setSimulationPeriod(0)
    assert knob_fraction() == 1.0                  # fast = right


# ----- the bar itself: where the buttons are and what a click on them does -------------------------------
def bar_for(grid, rt):
    view = SimpleNamespace(grid=grid, size=grid._window_size(), rt=rt)
    return Bars(view)


def click(bars, rt, x, y):
    bars.press(x, y)
    bars.release(x, y)
    rt.pump_once()                                  # the bar queues its action like input


def test_bar_geometry(grid_runtime):
    grid = GameGrid(10, 8, 50)
    bars = bar_for(grid, grid_runtime)
    top = grid.getNbVertPix()
    buttons = bars._buttons()
    assert [name for name, _, _ in buttons] == ["step", "run", "reset"]
    for name, left, btop in buttons:
        assert top <= btop and btop + BUTTON_H <= top + NAV_BAR_HEIGHT
        assert 0 <= left and left + BUTTON_W <= 501
    lefts = [left for _, left, _ in buttons]
    assert lefts == sorted(lefts) and lefts[1] - lefts[0] >= BUTTON_W
    slider_left, middle, width = bars._slider_box()
    assert width == SLIDER_W and lefts[2] + BUTTON_W < slider_left and slider_left + width <= 501
    assert top < middle < top + NAV_BAR_HEIGHT
    assert (BUTTON_W, BUTTON_H) == (70, 25)


def test_clicking_the_bar_buttons(grid_runtime):
    grid = GameGrid(10, 8, 50)
    log = []
    grid.addNavigationListener(Nav(log))
    bars = bar_for(grid, grid_runtime)
    centre = {name: (left + BUTTON_W // 2, top + BUTTON_H // 2) for name, left, top in bars._buttons()}
    click(bars, grid_runtime, *centre["step"])
    assert grid.getNbCycles() == 1
    click(bars, grid_runtime, *centre["run"])
    assert grid.isRunning()
    click(bars, grid_runtime, *centre["run"])
    assert not grid.isRunning()
    click(bars, grid_runtime, *centre["reset"])
    assert grid.getNbCycles() == 0
    assert log == ["stepped", "started", "paused", "resetted"]
    # pressed on a button, released elsewhere: nothing happens (as with Swing buttons)
    x, y = centre["step"]
    bars.press(x, y)
    bars.release(x + BUTTON_W, y)
    grid_runtime.pump_once()
    assert log == ["stepped", "started", "paused", "resetted"]


def test_dragging_the_slider(grid_runtime):
    grid = GameGrid(10, 8, 50)
    bars = bar_for(grid, grid_runtime)
    left, middle, width = bars._slider_box()
    bars.press(left, middle)                        # left end: slow
    grid_runtime.pump_once()
    assert grid.getSimulationPeriod() == 1000
    bars.drag(left + width, middle)                 # right end: fast
    bars.release(left + width, middle)
    grid_runtime.pump_once()
    assert grid.getSimulationPeriod() == 0


def test_no_bar_no_buttons(grid_runtime):
    grid = GameGrid(10, 8, 50, None, False)
    bars = bar_for(grid, grid_runtime)
    bars.press(20, grid.getNbVertPix() + 20)
    assert bars.pressed_button is None and not bars.dragging_slider


def test_a_held_button_is_drawn_held_at_once(grid_runtime):
    """A press changes nothing in the model, so the view is told to draw the bar again (desktop and page)."""
    grid = GameGrid(10, 8, 50)
    bars = bar_for(grid, grid_runtime)
    _, left, top = bars._buttons()[0]
    bars.view.needs_redraw = False
    bars.press(left + 5, top + 5)
    assert bars.view.needs_redraw
    picture, bar_top = bars.picture()
    assert picture.getpixel((left + 3, top - bar_top + 3))[:3] == (200, 210, 225)
    bars.view.needs_redraw = False
    bars.release(left + 5, top + 5)
    assert bars.view.needs_redraw
    picture, bar_top = bars.picture()
    assert picture.getpixel((left + 3, top - bar_top + 3))[:3] == (250, 250, 250)
