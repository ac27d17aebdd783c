"""Spec §2.2, §3.7 and §4.6 for the mouse: Java MouseEvent callbacks, GGMouse listeners with masks and
consumption, getMouseLocation. (Actor touch listeners: tests/test_touch.py.)"""
from __future__ import annotations

import pytest

from gamegrid import GameGrid, GGMouse, GGMouseListener, Location
from gamegrid.java.events import InputRecord


def mouse(rt, kind, x, y, button=1):
    rt.queue.append(InputRecord(kind, x, y, button))
    rt.pump_once()


def test_gg_mouse_constants():
    assert (GGMouse.idle, GGMouse.lPress, GGMouse.lRelease, GGMouse.lClick, GGMouse.lDClick, GGMouse.lDrag) == \
        (0, 1, 2, 4, 8, 16)
    assert (GGMouse.rPress, GGMouse.rRelease, GGMouse.rClick, GGMouse.rDClick, GGMouse.rDrag) == \
        (32, 64, 128, 256, 512)
    assert (GGMouse.enter, GGMouse.leave, GGMouse.move) == (1024, 2048, 4096)


def test_mouse_listener_mask_and_event_types(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    seen = []

    class Listener(GGMouseListener):
        def mouseEvent(self, e):
            seen.append((e.getEventType(), e.getX(), e.getY(), e.getEvent()))
            return False

    grid.addMouseListener(Listener(), GGMouse.lPress | GGMouse.lRelease | GGMouse.lClick | GGMouse.rPress)
    mouse(grid_runtime, "mouse_press", 30, 40)
    mouse(grid_runtime, "mouse_release", 30, 40)
    mouse(grid_runtime, "mouse_move", 31, 40)           # not in the mask
    mouse(grid_runtime, "mouse_press", 5, 6, button=2)  # middle button gives "r" events
    mouse(grid_runtime, "mouse_release", 5, 6, button=2)
    assert seen == [("lPress", 30, 40, 1), ("lRelease", 30, 40, 2), ("lClick", 30, 40, 4), ("rPress", 5, 6, 32)]


def test_drag_events_follow_the_press(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    kinds = []
    grid.addMouseListener(lambda e: kinds.append(e.getEventType()) or False,
                          GGMouse.lDrag | GGMouse.lClick | GGMouse.lRelease)
    mouse(grid_runtime, "mouse_press", 10, 10)
    mouse(grid_runtime, "mouse_drag", 50, 50)
    mouse(grid_runtime, "mouse_drag", 150, 50)           # outside the canvas: still delivered
    mouse(grid_runtime, "mouse_release", 150, 50)
    assert kinds == ["lDrag", "lDrag", "lRelease"]       # moved: no click


def test_consumed_events_skip_later_listeners(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    log = []
    grid.addMouseListener(lambda e: log.append("first") or True, GGMouse.lPress)
    second = lambda e: log.append("second") or False   # noqa: E731
    grid.addMouseListener(second, GGMouse.lPress | GGMouse.lRelease)
    mouse(grid_runtime, "mouse_press", 1, 1)
    mouse(grid_runtime, "mouse_release", 1, 1)
    assert log == ["first", "second"]                   # press consumed by the first, release not
    assert grid.removeMouseListener(second) and not grid.removeMouseListener(second)


def test_double_click(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    kinds = []
    counts = []
    grid.addMouseListener(lambda e: kinds.append(e.getEventType()) or False, GGMouse.lClick | GGMouse.lDClick)
    grid._callbacks["mouseClicked"] = lambda e: counts.append(e.getClickCount())
    for _ in range(2):
        mouse(grid_runtime, "mouse_press", 7, 7)
        mouse(grid_runtime, "mouse_release", 7, 7)
    assert kinds == ["lClick", "lDClick"] and counts == [1, 2]


def test_awt_callbacks_order_and_event_getters(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    log = []
    for name in ("mousePressed", "mouseReleased", "mouseClicked", "mouseEntered", "mouseExited", "mouseMoved",
                 "mouseDragged"):
        grid._callbacks[name] = (lambda n: lambda e: log.append((n, e.getX(), e.getY(), e.getButton())))(name)
    mouse(grid_runtime, "mouse_move", 10, 10)
    mouse(grid_runtime, "mouse_press", 10, 10, button=3)
    mouse(grid_runtime, "mouse_release", 10, 10, button=3)
    mouse(grid_runtime, "mouse_move", 300, 10)
    assert log == [("mouseEntered", 10, 10, 0), ("mouseMoved", 10, 10, 0), ("mousePressed", 10, 10, 3),
                   ("mouseReleased", 10, 10, 3), ("mouseClicked", 10, 10, 3), ("mouseExited", 300, 10, 0)]


def test_get_mouse_location(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    assert grid.getMouseLocation() is None
    mouse(grid_runtime, "mouse_move", 45, 99)
    assert grid.getMouseLocation() == Location(2, 4)
    mouse(grid_runtime, "mouse_move", 500, 10)
    assert grid.getMouseLocation() is None


@pytest.mark.parametrize("mask,count", [(GGMouse.lPress, 1), (GGMouse.rPress, 0), (0, 0)])
def test_mask_filters(grid_runtime, mask, count):
    grid = GameGrid(5, 5, 20, None, False)
    hits = []
    grid.addMouseListener(lambda e: hits.append(1) or False, mask)
    mouse(grid_runtime, "mouse_press", 3, 3)
    assert len(hits) == count
