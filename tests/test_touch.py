"""Spec §4.2 (Mouse touch), §4.6 (GGMouse), §4.7 (GGMouseTouchListener): actor touch areas and events."""
from __future__ import annotations

from pathlib import Path

from PIL import Image

from gamegrid import Actor, GameGrid, GGMouse, GGMouseTouchListener, Location, Point
from gamegrid.java.events import InputRecord
from gamegrid.testing import Replay, run_script

from conftest import write_script

ALL = (GGMouse.lPress | GGMouse.lRelease | GGMouse.lClick | GGMouse.lDrag | GGMouse.rPress
       | GGMouse.rRelease | GGMouse.move | GGMouse.enter | GGMouse.leave)


def png(folder: Path, name: str, w: int, h: int, opaque=None) -> str:
    picture = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    for y in range(h):
        for x in range(w):
            if opaque is None or opaque(x, y):
                picture.putpixel((x, y), (0, 0, 255, 255))
    path = folder / name
    picture.save(path)
    return str(path)


class Log(GGMouseTouchListener):
    def __init__(self, name="a"):
        self.name = name
        self.events = []

    def mouseTouched(self, actor, mouse, spot):
        self.events.append((self.name, mouse.getEventType(), (spot.x, spot.y), (mouse.getX(), mouse.getY())))


def send(rt, kind, x, y, button=1):
    rt.router.dispatch(InputRecord(kind, x, y, button))


def kinds(log):
    return [e[1] for e in log.events]


def marble_at(grid, cell=(1, 1)):
    actor = Actor("sprites/marble.png")          # 56 x 56, round, transparent corners
    grid.addActor(actor, Location(*cell))
    return actor


# ----------------------------------------------------------------------------- spot and areas
def test_spot_is_relative_to_the_image_centre(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)                      # centre (90, 90)
    log = Log()
    marble.addMouseTouchListener(log, GGMouse.lPress)
    send(grid_runtime, "mouse_press", 90, 90)
    send(grid_runtime, "mouse_release", 90, 90)
    send(grid_runtime, "mouse_press", 91, 90)
    send(grid_runtime, "mouse_release", 91, 90)
    send(grid_runtime, "mouse_press", 85, 97)
    assert log.events == [("a", "lPress", (0, 0), (90, 90)), ("a", "lPress", (1, 0), (91, 90)),
                          ("a", "lPress", (-5, 7), (85, 97))]


def test_default_area_is_the_non_transparent_pixels(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)                      # image from x = 62 to 117
    log = Log()
    marble.addMouseTouchListener(log, GGMouse.lPress)
    send(grid_runtime, "mouse_press", 64, 64)     # transparent corner of the picture
    send(grid_runtime, "mouse_release", 64, 64)
    send(grid_runtime, "mouse_press", 90, 63)     # top edge, opaque
    assert kinds(log) == ["lPress"]


def test_touch_area_moves_with_the_location_offset(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)
    marble.setLocationOffset(Point(100, 20))      # drawn around (190, 110)
    log = Log()
    marble.addMouseTouchListener(log, GGMouse.lPress)
    send(grid_runtime, "mouse_press", 90, 90)
    send(grid_runtime, "mouse_release", 90, 90)
    send(grid_runtime, "mouse_press", 191, 110)
    assert log.events == [("a", "lPress", (1, 0), (191, 110))]


def test_rectangle_and_circle_touch_areas(grid_runtime, tmp_path):
    grid = GameGrid(5, 5, 60, None, False)
    actor = Actor(png(tmp_path, "sq.png", 41, 41))     # centre (90, 90)
    grid.addActor(actor, Location(1, 1))
    log = Log()
    actor.addMouseTouchListener(log, GGMouse.lPress)
    actor.setMouseTouchRectangle(Point(10, 0), 10, 4)  # x 85..94 relative 5..14, y -2..1
    for x, y in ((90, 90), (95, 90), (104, 88), (104, 92), (105, 90)):
        send(grid_runtime, "mouse_press", x, y)
        send(grid_runtime, "mouse_release", x, y)
    # the spot is measured from the rectangle's centre (the original, refrun)
    assert [e[2] for e in log.events] == [(-5, 0), (4, -2)]
    log.events.clear()
    actor.setMouseTouchCircle(Point(0, -10), 3)
    for x, y in ((90, 90), (90, 83), (93, 80), (90, 77), (90, 76)):
        send(grid_runtime, "mouse_press", x, y)
        send(grid_runtime, "mouse_release", x, y)
    assert [e[2] for e in log.events] == [(0, 3), (3, 0), (0, -3)]   # from the circle's centre
    log.events.clear()
    actor.setMouseTouchImage()
    send(grid_runtime, "mouse_press", 70, 70)           # the whole square is opaque
    assert [e[2] for e in log.events] == [(-20, -20)]


def test_rotated_rectangle_touch_area(grid_runtime, tmp_path):
    grid = GameGrid(5, 5, 60, None, False)
    actor = Actor(True, png(tmp_path, "bar.png", 41, 41))
    grid.addActor(actor, Location(1, 1))
    log = Log()
    actor.addMouseTouchListener(log, GGMouse.lPress)
    actor.setMouseTouchRectangle(Point(0, 0), 40, 4)   # a horizontal bar
    send(grid_runtime, "mouse_press", 90, 105)
    send(grid_runtime, "mouse_release", 90, 105)
    assert log.events == []
    actor.setDirection(90)                              # now vertical
    send(grid_runtime, "mouse_press", 90, 105)
    assert [e[2] for e in log.events] == [(15, 0)]      # in the turned bar's own frame, as the original


# ----------------------------------------------------------------------------- press, release, drag
def test_release_outside_after_press_inside_reports_minus_one(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)
    log = Log()
    marble.addMouseTouchListener(log, GGMouse.lPress | GGMouse.lRelease | GGMouse.lDrag)
    send(grid_runtime, "mouse_press", 90, 90)
    send(grid_runtime, "mouse_drag", 95, 90)
    send(grid_runtime, "mouse_drag", 250, 250)          # outside the picture: not reported
    send(grid_runtime, "mouse_release", 250, 250)
    assert log.events == [("a", "lPress", (0, 0), (90, 90)), ("a", "lDrag", (5, 0), (95, 90)),
                          ("a", "lRelease", (-1, -1), (250, 250))]
    log.events.clear()
    send(grid_runtime, "mouse_press", 250, 250)          # press outside ...
    send(grid_runtime, "mouse_drag", 90, 90)             # ... drag over the marble: not reported
    send(grid_runtime, "mouse_release", 90, 90)          # release without a press inside: not reported
    assert log.events == []
    send(grid_runtime, "mouse_press", 90, 90)
    send(grid_runtime, "mouse_release", 91, 91)          # release inside: with its spot
    assert log.events[-1] == ("a", "lRelease", (1, 1), (91, 91))


def test_drag_and_drop_with_offset_as_in_the_tutorial(grid_runtime):
    """GG4d style: the listener moves the actor with setPixelLocation while dragging."""
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)
    state = {}

    class Dragger(GGMouseTouchListener):
        def mouseTouched(self, actor, mouse, spot):
            if mouse.getEvent() == GGMouse.lPress:
                state["hot"] = spot
            elif mouse.getEvent() == GGMouse.lDrag:
                actor.setPixelLocation(Point(mouse.getX() - state["hot"].x, mouse.getY() - state["hot"].y))
            elif mouse.getEvent() == GGMouse.lRelease:
                state["released"] = (spot.x, spot.y)

    marble.addMouseTouchListener(Dragger(), GGMouse.lPress | GGMouse.lDrag | GGMouse.lRelease, True)
    send(grid_runtime, "mouse_press", 95, 92)
    for x in range(100, 260, 20):
        send(grid_runtime, "mouse_drag", x, 92 + (x - 95) // 2)
    send(grid_runtime, "mouse_release", 240, 164)
    assert marble.getLocation() == Location(3, 2)
    assert marble.getPixelLocation().x == 235 and marble.getPixelLocation().y == 162
    assert state["released"] == (5, 2)


def test_right_button_events_and_unregistered_press(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)
    log = Log()
    marble.addMouseTouchListener(log, GGMouse.rPress | GGMouse.lClick)
    send(grid_runtime, "mouse_click", 90, 90, 1)        # lPress not registered, lClick is
    send(grid_runtime, "mouse_press", 90, 90, 3)
    send(grid_runtime, "mouse_release", 90, 90, 3)
    assert kinds(log) == ["lClick", "rPress"]


def test_enter_leave_and_move_follow_the_touch_area(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)
    log = Log()
    marble.addMouseTouchListener(log, GGMouse.enter | GGMouse.leave)
    for x in (20, 70, 90, 200, 210):
        send(grid_runtime, "mouse_move", x, 90)
    assert log.events == [("a", "enter", (-20, 0), (70, 90)), ("a", "leave", (90, 90), (200, 90))]
    other = Log("m")
    marble.addMouseTouchListener(other, GGMouse.move)
    send(grid_runtime, "mouse_move", 90, 90)
    send(grid_runtime, "mouse_move", 200, 90)
    assert kinds(other) == ["move"]


# ----------------------------------------------------------------------------- who is notified
def test_on_top_only_notifies_the_top_most_actor(grid_runtime, tmp_path):
    grid = GameGrid(5, 5, 60, None, False)
    path = png(tmp_path, "sq.png", 41, 41)
    bottom, top = Actor(path), Actor(path)
    grid.addActor(bottom, Location(1, 1))
    grid.addActor(top, Location(1, 1))
    top.setLocationOffset(10, 0)
    lb, lt = Log("bottom"), Log("top")
    bottom.addMouseTouchListener(lb, GGMouse.lPress, True)
    top.addMouseTouchListener(lt, GGMouse.lPress, True)
    send(grid_runtime, "mouse_press", 90, 90)           # both touched: only the top one
    send(grid_runtime, "mouse_release", 90, 90)
    send(grid_runtime, "mouse_press", 72, 90)           # only the bottom one is there
    send(grid_runtime, "mouse_release", 72, 90)
    assert [e[0] for e in lb.events + lt.events] == ["bottom", "top"]
    assert lt.events[0][2] == (-10, 0) and lb.events[0][2] == (-18, 0)
    grid.setActorOnTop(bottom)
    send(grid_runtime, "mouse_press", 90, 90)
    assert [e[0] for e in lb.events] == ["bottom", "bottom"]
    assert grid.getTouchedActors() == [top, bottom]


def test_without_on_top_only_every_touched_actor_is_notified(grid_runtime, tmp_path):
    grid = GameGrid(5, 5, 60, None, False)
    path = png(tmp_path, "sq.png", 41, 41)
    a, b = Actor(path), Actor(path)
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(1, 1))
    la, lb = Log("a"), Log("b")
    a.addMouseTouchListener(la, GGMouse.lPress)
    b.addMouseTouchListener(lb, GGMouse.lPress)
    send(grid_runtime, "mouse_press", 90, 90)
    assert len(la.events) == 1 and len(lb.events) == 1


def test_hidden_disabled_and_removed_actors_are_not_touched(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    marble = marble_at(grid)
    log = Log()
    marble.addMouseTouchListener(log, GGMouse.lPress)

    def click():
        send(grid_runtime, "mouse_press", 90, 90)
        send(grid_runtime, "mouse_release", 90, 90)

    marble.hide()
    click()
    marble.show()
    marble.setMouseTouchEnabled(False)
    click()
    marble.setMouseTouchEnabled(True)
    click()
    assert len(log.events) == 1
    grid.removeActor(marble)
    click()
    assert len(log.events) == 1


def test_plain_function_listener_and_listener_added_before_add_actor(grid_runtime):
    grid = GameGrid(5, 5, 60, None, False)
    seen = []
    marble = Actor("sprites/marble.png")
    marble.addMouseTouchListener(lambda actor, mouse, spot: seen.append((actor, mouse.getEvent(), spot.x)),
                                 GGMouse.lPress)
    grid.addActor(marble, Location(2, 2))
    send(grid_runtime, "mouse_press", 152, 150)
    assert seen == [(marble, GGMouse.lPress, 2)]


def test_get_touched_actors(grid_runtime, tmp_path):
    grid = GameGrid(5, 5, 60, None, False)

    class Piece(Actor):
        pass

    path = png(tmp_path, "sq.png", 41, 41)
    a, b, c = Piece(path), Actor(path), Piece(path)
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(1, 1))
    grid.addActor(c, Location(3, 3))
    assert grid.getTouchedActors(None) == []             # no mouse position known yet
    send(grid_runtime, "mouse_move", 91, 91)
    assert grid.getTouchedActors(None) == [a, b]
    assert grid.getTouchedActors(Piece) == [a]


# ----------------------------------------------------------------------------- in a script
def test_touch_listener_in_a_script(tmp_path):
    script = write_script(tmp_path, """
        from gamegrid import *

        class Listener(GGMouseTouchListener):
            def mouseTouched(self, actor, mouse, spot):
                print(mouse.getEventType(), spot.x, spot.y)

        makeGameGrid(5, 5, 60, None, False)
        marble = Actor("sprites/marble.png")
        addActor(marble, Location(1, 1))
        marble.addMouseTouchListener(Listener(), GGMouse.lPress | GGMouse.lRelease)
        show()
    """)
    replay = Replay().press(90, 90).release(300, 10).press(91, 90).release(92, 90)
    result = run_script(script, replay=replay)
    assert result.exit_code == 0, result.output
    assert "lPress 0 0\nlRelease -1 -1\nlPress 1 0\nlRelease 2 0" in result.output
