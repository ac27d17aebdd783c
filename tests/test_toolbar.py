"""JGameGrid's tool bar (ToolBar, ToolBarItem, ToolBarText, ToolBarSeparator, ToolBarStack, ToolBarListener):
laid out and called back as the original's classes do (read from the JGameGrid 2.48 jar: items side by side
from the bar's upper left corner, centred on their own width and on the first item's height; text and
separator items get no mouse events; a stack shows nbItems pictures plus their selected looks)."""
from __future__ import annotations

import pytest

from gamegrid import (Actor, Color, Font, GameGrid, Location, ToolBar, ToolBarAdapter, ToolBarItem, ToolBarListener,
                      ToolBarSeparator, ToolBarStack, ToolBarText, X11Color)
from gamegrid.java.events import InputRecord


@pytest.fixture(autouse=True)
def fresh_stacks():
    ToolBarStack.initInstances()
    yield
    ToolBarStack.initInstances()


def mouse(rt, kind, x, y, button=1):
    rt.queue.append(InputRecord(kind, x, y, button))
    rt.pump_once()


def click(rt, x, y, button=1):
    mouse(rt, "mouse_press", x, y, button)
    mouse(rt, "mouse_release", x, y, button)


class Recorder(ToolBarListener):
    def __init__(self):
        self.log = []

    def __getattribute__(self, name):
        if name in ("leftPressed", "leftReleased", "leftClicked", "leftDoubleClicked", "rightPressed",
                    "rightReleased", "rightClicked", "rightDoubleClicked", "entered", "exited"):
            return lambda item: object.__getattribute__(self, "log").append((name, item))
        return object.__getattribute__(self, name)


def test_items_are_laid_out_side_by_side_from_the_corner(grid_runtime):
    grid = GameGrid(300, 200, 1, None, False)
    numbers = ToolBarStack("sprites/number30.gif", 10)            # 30 x 30
    separator = ToolBarSeparator(2, 30, X11Color("black"))
    cut = ToolBarItem("sprites/cut30.gif", 2)                      # 52 x 30
    bar = ToolBar(grid)
    bar.addItem(numbers, separator, cut)
    bar.show(Location(7, 160))
    # centres: 7 + 30 // 2, then + 30 + 2 // 2, then + 2 + 52 // 2; all at 160 + 30 // 2
    assert [(a.getX(), a.getY()) for a in (numbers, separator, cut)] == [(22, 175), (38, 175), (65, 175)]
    assert bar.getItem(2) is cut and bar.getItem(3) is None and bar.getItem(-1) is None
    bar.setLocation(Location(100, 0))
    assert [(a.getX(), a.getY()) for a in (numbers, separator, cut)] == [(115, 15), (131, 15), (158, 15)]
    bar.show(Location(0, 0))                                       # shown already: moves the bar
    assert numbers.getLocation() == Location(15, 15)
    assert grid.getNumberOfActors() == 3


def test_listener_gets_presses_clicks_and_entering_but_not_from_separators(grid_runtime):
    grid = GameGrid(300, 200, 1, None, False)
    ok = ToolBarItem("sprites/done30.gif", 3)
    text = ToolBarText("Pick:", 30)
    separator = ToolBarSeparator(4, 30, None)
    bar = ToolBar(grid)
    bar.addItem(text, separator, ok)
    bar.show(Location(0, 0))
    recorder = Recorder()
    bar.addToolBarListener(recorder)
    text_x = text.getX()
    mouse(grid_runtime, "mouse_move", ok.getX(), 15)
    click(grid_runtime, ok.getX(), 15)
    click(grid_runtime, text_x, 15)                                # text and separator: silent
    click(grid_runtime, separator.getX(), 15)
    names = [name for name, item in recorder.log]
    assert names == ["entered", "leftPressed", "leftReleased", "leftClicked", "exited"]
    assert all(item is ok for _, item in recorder.log)


def test_right_button_and_a_later_listener_replacing_the_first(grid_runtime):
    grid = GameGrid(200, 100, 1, None, False)
    item = ToolBarItem("sprites/sort30.gif", 3)
    bar = ToolBar(grid)
    bar.addItem(item)
    bar.show(Location(10, 10))
    first, second = Recorder(), Recorder()
    bar.addToolBarListener(first)
    bar.addToolBarListener(second)
    click(grid_runtime, 36, 25, button=3)
    assert first.log == []
    buttons = [name for name, _ in second.log if name.startswith("right")]
    assert buttons == ["rightPressed", "rightReleased", "rightClicked"]


def test_adapter_is_the_listener_with_empty_methods():
    assert ToolBarAdapter is ToolBarListener
    assert ToolBarAdapter().leftPressed(None) is None


def test_stack_cycles_and_selects_and_reports_every_stack(grid_runtime):
    spades = ToolBarStack("sprites/spades.gif", 13)
    hearts = ToolBarStack("sprites/hearts.gif", 13)
    assert spades.getNumberOfSprites() == 26 and spades.getFilename() == "sprites/spades.gif"
    assert (spades.getItemId(), spades.isSelected()) == (0, False)
    spades.showNext()
    spades.showNext()
    assert (spades.getItemId(), spades.getIdVisible()) == (2, 2)
    spades.setSelected(True)
    assert (spades.isSelected(), spades.getIdVisible(), spades.getItemId()) == (True, 15, 2)
    spades.showNext()                                              # keeps the selected look
    assert (spades.getIdVisible(), spades.getItemId()) == (16, 3)
    for _ in range(10):
        spades.showNext()
    assert spades.getItemId() == 0 and spades.isSelected()         # after the last the first again
    assert ToolBarStack.getSelectedItemIds() == [0, -1]
    assert ToolBarStack.getSelectedStacks() == [spades]
    hearts.showNext()
    hearts.setSelected(True)
    spades.setSelected(False)
    assert ToolBarStack.getSelectedItemIds() == [-1, 1]
    ToolBarStack.initInstances()
    assert ToolBarStack.getSelectedItemIds() == []


def test_set_sprite_ids_and_remove_all_items(grid_runtime):
    grid = GameGrid(200, 100, 1, None, False)
    items = [ToolBarItem("sprites/cut30.gif", 2), ToolBarItem("sprites/sort30.gif", 3)]
    bar = ToolBar(grid)
    bar.addItem(*items)
    bar.show(Location(0, 0))
    bar.setSpriteId(1, 2)
    bar.setSpriteId(5, 1)                                          # no such item: nothing happens
    assert [i.getIdVisible() for i in items] == [0, 2]
    bar.setAllSpriteIds(1)
    assert [i.getIdVisible() for i in items] == [1, 1]
    bar.removeAllItems()
    assert grid.getNumberOfActors() == 0 and bar.getItem(0) is None
    ToolBar(grid).show(Location(0, 0))                             # an empty bar shows nothing


def test_text_and_separator_pictures():
    text = ToolBarText("Select Card:", 30)
    assert text.getHeight(0) == 30 and text.getWidth(0) > 60      # the text's width plus 10
    picture = text.getImage(0)
    assert picture.getRGB(1, 1) & 0xFFFFFFFF == 0xFFFFFFFF         # white background
    styled = ToolBarText("x", Color(255, 0, 0), Font("SansSerif", Font.BOLD, 20),
                         Color(0, 0, 255), 24)
    assert styled.getHeight(0) == 24 and styled.getImage(0).getRGB(0, 0) & 0xFFFFFF == 0x0000FF
    line = ToolBarSeparator(2, 30, X11Color("black"))
    assert (line.getWidth(0), line.getHeight(0)) == (2, 30)
    assert line.getImage(0).getRGB(0, 0) & 0xFFFFFFFF == 0xFF000000
    clear = ToolBarSeparator(5, 10, None)
    assert clear.getImage(0).getRGB(2, 2) >> 24 & 255 == 0        # transparent


def test_bad_arguments_say_what_is_expected():
    with pytest.raises(ValueError, match="nbItems"):
        ToolBarStack("sprites/number30.gif", 0)
    with pytest.raises(ValueError, match="width"):
        ToolBarSeparator(0, 30, None)
    with pytest.raises(TypeError, match="ToolBarItem"):
        ToolBar(None).addItem("sprites/ok.gif")


def test_paint_order_on_top_of_and_under_other_classes(grid_runtime):
    grid = GameGrid(200, 100, 1, None, False)
    bar = ToolBar(grid)
    item = ToolBarItem("sprites/cut30.gif", 2)
    bar.addItem(item)
    other = Actor("sprites/cover.gif")
    grid.addActor(other, Location(20, 20))
    bar.show(Location(0, 0))
    bar.setOnBottom(Actor)
    assert grid.getPaintOrderList()[-1] is other                   # the last painted is on top
    bar.setOnTop(Actor)
    assert grid.getPaintOrderList()[-1] is item
