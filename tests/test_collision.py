"""Spec §4.2 (Collisions, getNeighbours, getCollisionActorsInRange), §5.4 (re-arm), §5.9 (collision shapes)."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from gamegrid import (Actor, GameGrid, GGActorCollisionListener, GGBorderListener, GGTileCollisionListener,
                      Location, Point)


def png(folder: Path, name: str, w: int, h: int, opaque=None) -> str:
    """A w x h RGBA picture: opaque red where opaque(x, y) is true (everywhere by default)."""
    picture = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    for y in range(h):
        for x in range(w):
            if opaque is None or opaque(x, y):
                picture.putpixel((x, y), (255, 0, 0, 255))
    path = folder / name
    picture.save(path)
    return str(path)


class Recorder(Actor):
    """Logs (cycle, partner name) for every collision and returns `answer`."""

    def __init__(self, path, answer=0, rotatable=False):
        Actor.__init__(self, rotatable, path)
        self.answer = answer
        self.hits = []

    def collide(self, actor1, actor2):
        self.hits.append((self.gameGrid.getNbCycles(), getattr(actor2, "name", actor2)))
        return self.answer


def named(actor, name):
    actor.name = name
    return actor


def pixel_grid():
    """200 x 200 cells of 1 px: actors can stand on any pixel."""
    return GameGrid(200, 200, 1, None, False)


# ----------------------------------------------------------------------------- default area, re-arm
def test_default_area_is_the_w_minus_1_rectangle(grid_runtime, tmp_path):
    grid = GameGrid(10, 10, 10, None, False)
    small = [Actor(png(tmp_path, "s11.png", 11, 11)) for _ in range(2)]
    big = [Actor(png(tmp_path, "s13.png", 13, 13)) for _ in range(2)]
    grid.addActor(small[0], Location(1, 1))
    grid.addActor(small[1], Location(2, 1))   # centres 10 px apart, 10 px wide rectangles only touch
    grid.addActor(big[0], Location(1, 5))
    grid.addActor(big[1], Location(2, 5))     # 12 px wide rectangles overlap
    assert not grid.isActorColliding(*small)
    assert grid.isActorColliding(*big)
    assert grid.isActorColliding(big[1], big[0])


@pytest.mark.parametrize("answer, cycles", [(2, [1, 3, 5]), (0, [1, 2, 3, 4, 5, 6]), (1, [1, 2, 3, 4, 5, 6]),
                                            (3, [1, 4])])
def test_collide_return_value_rearms_after_that_many_cycles(grid_runtime, tmp_path, answer, cycles):
    grid = GameGrid(10, 10, 10, None, False)
    path = png(tmp_path, "sq.png", 13, 13)
    a, b = Recorder(path, answer), named(Actor(path), "b")
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(2, 1))
    a.addCollisionActor(b)
    for _ in range(6):
        grid.doStep()
    assert [c for c, _ in a.hits] == cycles


def test_rearm_counts_for_all_partners_together(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 13, 13)
    # once armed, every partner met in the cycle is reported, whatever the first collide() returned
    # (the original, refrun: issue 36, tests/conformance_programs/differences/d05_collide_several.py)
    for answer, expected in ((0, [(1, "b"), (1, "c")]), (5, [(1, "b"), (1, "c")])):
        grid = GameGrid(10, 10, 10, None, False)
        a, b, c = Recorder(path, answer), named(Actor(path), "b"), named(Actor(path), "c")
        grid.addActor(a, Location(1, 1))
        grid.addActor(b, Location(2, 1))
        grid.addActor(c, Location(1, 2))
        a.addCollisionActors([b, c])
        grid.doStep()
        assert a.hits == expected


def test_collisions_are_checked_right_after_the_actor_acts(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)

    class Mover(Recorder):
        def act(self):
            self.move()   # east, onto the partner's neighbour cell in cycle 1

    a, b = Mover(path), named(Actor(path), "b")
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(3, 1))
    a.addCollisionActor(b)
    assert not grid.isActorColliding(a, b)
    grid.doStep()
    assert a.hits == [(1, "b")]


def test_do_reset_keeps_the_rearm_count(grid_runtime, tmp_path):
    # The original's doReset puts actors back and switches their collisions on, but leaves the count of
    # cycles collide() asked to wait (issue 36): 100 cycles after the first hit, none again yet.
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    a, b = Recorder(path, 100), named(Actor(path), "b")
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(2, 1))
    a.addCollisionActor(b)
    grid.doStep()
    grid.doStep()
    a.setActorCollisionEnabled(False)
    grid.doReset()
    assert a.isActorCollisionEnabled()
    grid.doStep()
    assert [c for c, _ in a.hits] == [1]


# ----------------------------------------------------------------------------- who collides
def test_hidden_partner_never_collides(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    a, b = Recorder(path), named(Actor(path), "b")
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(1, 1))
    a.addCollisionActor(b)
    b.hide()
    grid.doStep()
    assert a.hits == [] and not grid.isActorColliding(a, b)
    b.show()
    grid.doStep()
    assert a.hits == [(2, "b")]
    a.hide()
    grid.doStep()
    assert len(a.hits) == 1 and not grid.isActorColliding(a, b)


def test_removed_or_never_added_partner_never_collides(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    a, b, ghost = Recorder(path), named(Actor(path), "b"), named(Actor(path), "ghost")
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(1, 1))
    a.addCollisionActors([b, ghost])
    grid.removeActor(b)
    grid.doStep()
    assert a.hits == []


def test_location_offset_is_ignored_for_collisions(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    a, b, far = Recorder(path), named(Actor(path), "b"), named(Actor(path), "far")
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(2, 1))
    grid.addActor(far, Location(8, 8))
    a.addCollisionActors([b, far])
    b.setLocationOffset(Point(60, 60))       # drawn far away: still collides at its cell
    far.setLocationOffset(-70, -70)          # drawn on top of a: does not collide
    grid.doStep()
    assert a.hits == [(1, "b")]


def test_collision_can_be_disabled_and_listener_replaced(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    a, b = Recorder(path), named(Actor(path), "b")
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(2, 1))
    a.addCollisionActor(b)
    assert a.isActorCollisionEnabled()
    a.setActorCollisionEnabled(False)
    assert not a.isActorCollisionEnabled()
    grid.doStep()
    assert a.hits == []
    a.setActorCollisionEnabled(True)

    seen = []

    class Listener(GGActorCollisionListener):
        def collide(self, actor1, actor2):
            seen.append((actor1, actor2))
            return 0

    a.addActorCollisionListener(Listener())
    grid.doStep()
    assert seen == [(a, b)] and a.hits == []      # the listener replaces the actor itself

    a.addActorCollisionListener(lambda actor1, actor2: seen.append("function") or 0)
    grid.doStep()
    assert seen[-1] == "function"
    assert a.getCollisionActors() == [b]


def test_plain_actor_without_collide_override_is_fine(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    a, b = Actor(path), Actor(path)
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(2, 1))
    a.addCollisionActor(b)
    a.addCollisionActor(b)          # twice: listed twice (the original's list, refrun)
    a.addCollisionActor(a)          # itself: a partner too (issue 36, d01_self_collision.py)
    grid.doStep()
    assert a.collide(a, b) == 0 and a.getCollisionActors() == [b, b, a]


# ----------------------------------------------------------------------------- student errors
def test_collide_returning_none_is_explained_and_taken_as_zero(grid_runtime, tmp_path, capsys):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    calls = []

    class Forgetful(Actor):
        def act(self):
            calls.append("act")

        def collide(self, actor1, actor2):
            calls.append("collide")      # no return: None

    a, b = Forgetful(path), Actor(path)
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(2, 1))
    a.addCollisionActor(b)
    for _ in range(3):
        grid.doStep()
    err = capsys.readouterr().err
    assert "collide() must return a number, e.g. return 0" in err
    assert "Forgetful.collide()" in err and "None" in err
    assert err.count("must return a number") == 1                    # once, not every cycle
    assert calls == ["act", "collide"] * 3                          # the actor keeps acting, as with 0
    assert grid_runtime.user_errors == 1


def test_exception_in_collide_is_reported_and_the_actor_survives(grid_runtime, tmp_path, capsys):
    path = png(tmp_path, "sq.png", 13, 13)
    grid = GameGrid(10, 10, 10, None, False)
    acts = []

    class Broken(Actor):
        def act(self):
            acts.append(1)

        def collide(self, actor1, actor2):
            return 1 / 0

    a, b = Broken(path), Actor(path)
    grid.addActor(a, Location(1, 1))
    grid.addActor(b, Location(2, 1))
    a.addCollisionActor(b)
    grid.doStep()
    grid.doStep()
    err = capsys.readouterr().err
    assert "ZeroDivisionError" in err and "collide()" in err
    assert len(acts) == 2


# ----------------------------------------------------------------------------- shapes
def place(grid, path, x, y, rotatable=False, direction=0, name=None):
    actor = Actor(rotatable, path) if rotatable else Actor(path)
    grid.addActor(actor, Location(x, y), direction)
    actor.name = name
    return actor


def test_circles(grid_runtime, tmp_path):
    grid = pixel_grid()
    path = png(tmp_path, "c.png", 31, 31)
    a, b = place(grid, path, 50, 50), place(grid, path, 70, 50)
    a.setCollisionCircle(Point(0, 0), 9)          # b shows the same picture: it gets the circle too
    assert not grid.isActorColliding(a, b)        # 9 + 9 < 20
    b.setCollisionCircle(Point(0, 0), 11)
    assert grid.isActorColliding(a, b)            # 11 + 11 >= 20
    a.setCollisionCircle(Point(0, 10), 5)         # centre 10 px below the image centre (y down)
    b.setLocation(Location(50, 80))               # circle centres (50, 60) and (50, 90)
    assert not grid.isActorColliding(a, b)
    b.setLocation(Location(50, 58))               # circle centres (50, 60) and (50, 68)
    assert grid.isActorColliding(a, b)


def test_areas_belong_to_the_picture_not_the_actor(grid_runtime, tmp_path):
    grid = pixel_grid()
    path = png(tmp_path, "p.png", 21, 21)
    a, b = place(grid, path, 50, 50), place(grid, path, 100, 100)
    neighbour = place(grid, png(tmp_path, "q.png", 21, 21), 115, 100)
    assert grid.isActorColliding(b, neighbour)                    # default rectangles overlap
    a.setCollisionCircle(Point(0, 0), 3)                          # set through a, changes b too
    assert not grid.isActorColliding(b, neighbour)
    assert grid.isActorColliding(b, place(grid, path, 105, 100))  # circles r 3, 5 px apart
    assert not grid.isActorColliding(b, place(grid, path, 107, 100))


def test_circle_and_rectangle(grid_runtime, tmp_path):
    grid = pixel_grid()
    rect = png(tmp_path, "r.png", 21, 11)    # default rectangle x -10..10, y -5..5
    circ = png(tmp_path, "c.png", 9, 9)
    a = place(grid, rect, 100, 100)
    b = place(grid, circ, 100, 110)
    b.setCollisionCircle(Point(0, 0), 4)
    assert not grid.isActorColliding(a, b)    # circle top at y 106 > 105
    b.setLocation(Location(100, 109))
    assert grid.isActorColliding(a, b)        # touches y 105
    b.setLocation(Location(113, 108))         # corner (110,105) is 4.24 px away
    assert not grid.isActorColliding(b, a)
    b.setLocation(Location(112, 107))         # corner 2.83 px away, but the original measures to the
    assert not grid.isActorColliding(b, a)    # corner on the other side (10, -5): no hit (refrun, issue 36)


def test_lines_spots_and_rectangles(grid_runtime, tmp_path):
    grid = pixel_grid()
    line1 = png(tmp_path, "l1.png", 5, 5)
    line2 = png(tmp_path, "l2.png", 6, 6)
    spot = png(tmp_path, "s.png", 3, 3)
    box = png(tmp_path, "b.png", 11, 11)
    a = place(grid, line1, 100, 100)
    a.setCollisionLine(Point(-20, -20), Point(20, 20))
    b = place(grid, line2, 100, 100)
    b.setCollisionLine(Point(-20, 20), Point(20, -20))
    assert grid.isActorColliding(a, b)                   # an X
    b.setLocation(Location(150, 100))                     # / from (130,120) to (170,80): misses
    assert not grid.isActorColliding(a, b)
    s = place(grid, spot, 110, 110)
    s.setCollisionSpot(Point(0, 0))
    assert grid.isActorColliding(a, s)                   # on the line
    s.setLocation(Location(110, 113))
    assert not grid.isActorColliding(a, s)
    box_actor = place(grid, box, 115, 115)               # rectangle 105..125
    assert grid.isActorColliding(s, box_actor)           # spot (110,113) inside
    assert grid.isActorColliding(a, box_actor)           # line reaches into the box
    s.setCollisionSpot(Point(-10, 0))                    # spot now at (100, 113)
    assert not grid.isActorColliding(s, box_actor)
    circle = place(grid, png(tmp_path, "c.png", 7, 7), 100, 110)
    circle.setCollisionCircle(Point(0, 0), 3)
    assert grid.isActorColliding(s, circle)               # spot 3 px below the centre


def test_image_areas_meet_spots_circles_and_lines_only(grid_runtime, tmp_path):
    grid = pixel_grid()
    # a ring: opaque where the distance from the centre is between 8 and 10
    ring = png(tmp_path, "ring.png", 21, 21, lambda x, y: 64 <= (x - 10) ** 2 + (y - 10) ** 2 <= 100)
    r = place(grid, ring, 100, 100)
    r.setCollisionImage()
    s = place(grid, png(tmp_path, "s.png", 3, 3), 100, 100)
    s.setCollisionSpot(Point(0, 0))
    assert not grid.isActorColliding(r, s)               # the hole is transparent
    s.setLocation(Location(109, 100))
    assert grid.isActorColliding(r, s)
    c = place(grid, png(tmp_path, "c.png", 5, 5), 100, 100)
    c.setCollisionCircle(Point(0, 0), 5)
    assert not grid.isActorColliding(c, r)               # inside the hole
    c.setCollisionCircle(Point(0, 0), 8)
    assert grid.isActorColliding(c, r)
    ln = place(grid, png(tmp_path, "l.png", 5, 5), 100, 100)
    ln.setCollisionLine(Point(-3, 0), Point(3, 0))
    assert not grid.isActorColliding(r, ln)
    ln.setCollisionLine(Point(0, 0), Point(0, 30))
    assert grid.isActorColliding(r, ln)
    other_image = place(grid, ring, 100, 100)            # image-image: not supported
    assert not grid.isActorColliding(r, other_image)
    rect = place(grid, png(tmp_path, "big.png", 41, 41), 100, 100)
    assert not grid.isActorColliding(r, rect)            # image-rectangle: not supported


def test_image_area_uses_the_displayed_rotated_picture(grid_runtime, tmp_path):
    grid = pixel_grid()
    bar = png(tmp_path, "bar.png", 21, 3)                 # horizontal bar
    a = place(grid, bar, 100, 100, rotatable=True)
    a.setCollisionImage()
    s = place(grid, png(tmp_path, "s.png", 3, 3), 100, 108)
    s.setCollisionSpot(Point(0, 0))
    assert not grid.isActorColliding(a, s)
    a.setDirection(90)                                    # now vertical
    assert grid.isActorColliding(a, s)


def test_rotated_rectangles_use_the_separating_axis_test(grid_runtime, tmp_path):
    grid = pixel_grid()
    bar = png(tmp_path, "bar.png", 41, 3)                 # rectangle x -20..20, y -1..1
    dot = png(tmp_path, "dot.png", 3, 3)                  # rectangle -1..1
    a = place(grid, bar, 100, 100, rotatable=True)
    on_diagonal = place(grid, dot, 112, 113)              # near the bar turned by 48 degrees
    off_diagonal = place(grid, dot, 112, 88)              # in its bounding box, far from the bar
    assert not grid.isActorColliding(a, on_diagonal)
    assert not grid.isActorColliding(a, off_diagonal)
    a.setDirection(45)                                    # rotation index 8 = 48 degrees
    assert a.getRotationIndex() == 8
    assert grid.isActorColliding(a, on_diagonal)
    assert not grid.isActorColliding(a, off_diagonal)     # an axis-aligned box test would say True
    assert grid.isActorColliding(on_diagonal, a)
    a.setDirection(90)
    assert grid.isActorColliding(a, place(grid, dot, 100, 118))


def test_non_rotatable_actor_keeps_its_area_unturned(grid_runtime, tmp_path):
    grid = pixel_grid()
    bar = png(tmp_path, "bar.png", 41, 3)
    dot = png(tmp_path, "dot.png", 3, 3)
    a = place(grid, bar, 100, 100)
    a.setDirection(90)
    assert grid.isActorColliding(a, place(grid, dot, 118, 100))
    assert not grid.isActorColliding(a, place(grid, dot, 100, 118))


def test_mirroring_flips_the_area(grid_runtime, tmp_path):
    grid = pixel_grid()
    a = place(grid, png(tmp_path, "a.png", 5, 5), 100, 100)
    a.setCollisionSpot(Point(10, 0))
    right = place(grid, png(tmp_path, "b.png", 5, 5), 110, 100)
    left = place(grid, png(tmp_path, "c.png", 5, 5), 90, 100)
    assert grid.isActorColliding(a, right) and not grid.isActorColliding(a, left)
    a.setHorzMirror(True)
    assert grid.isActorColliding(a, left) and not grid.isActorColliding(a, right)


def test_sprite_ids_have_their_own_areas(grid_runtime, tmp_path):
    grid = pixel_grid()
    p0, p1 = png(tmp_path, "m0.png", 5, 5), png(tmp_path, "m1.png", 5, 5)
    a = Actor(p0, p1)
    grid.addActor(a, Location(100, 100))
    a.setCollisionSpot(1, Point(0, 30))
    target = place(grid, png(tmp_path, "t.png", 5, 5), 100, 130)
    assert not grid.isActorColliding(a, target)   # sprite 0: default 4x4 rectangle
    a.show(1)
    assert grid.isActorColliding(a, target)
    with pytest.raises(IndexError, match="sprite id 2"):
        a.setCollisionCircle(2, Point(0, 0), 3)


# ----------------------------------------------------------------------------- tiles, border
def test_tile_collision_calls_the_tile_listener_on_the_tile(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 9, 9)
    grid = GameGrid(10, 10, 10, None, False)
    seen = []

    class Walker(Actor):
        def act(self):
            self.move()

    class Tiles(GGTileCollisionListener):
        def collide(self, actor, location):
            seen.append((grid.getNbCycles(), str(location)))
            return 0

    w = Walker(path)
    grid.addActor(w, Location(0, 1))
    w.addCollisionTiles([Location(2, 1), Location(4, 1)])
    w.addCollisionTile(Location(3, 1))
    w.addTileCollisionListener(Tiles())
    for _ in range(5):
        grid.doStep()
    assert seen == [(2, "(2, 1)"), (3, "(3, 1)"), (4, "(4, 1)")]
    assert w.getCollisionTiles() == [Location(2, 1), Location(4, 1), Location(3, 1)]
    assert grid.isTileColliding(w, Location(5, 1))
    w.setTileCollisionEnabled(False)
    assert not w.isTileCollisionEnabled()
    w.setLocation(Location(2, 1))
    grid.doStep()                       # onto the tile (3, 1): not reported any more
    assert len(seen) == 3


def test_border_listener_replaces_near_border(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 9, 9)
    grid = GameGrid(5, 5, 10, None, False)
    own, other = [], []

    class Walker(Actor):
        def nearBorder(self, actor, location):
            own.append(str(location))

    class Border(GGBorderListener):
        def nearBorder(self, actor, location):
            other.append(str(location))

    w = Walker(path)
    grid.addActor(w, Location(2, 2))
    # addActor sets x, then y, as the original: (2, 0) on the way is at the border (refrun, issue 36)
    assert own == ["(2, 0)"]
    own.clear()
    w.setLocation(Location(0, 2))
    assert own == ["(0, 2)"]
    w.addBorderListener(Border())
    w.setLocation(Location(4, 2))
    assert own == ["(0, 2)"] and other == ["(4, 2)"]
    w.addBorderListener(lambda actor, location: other.append("f"))
    w.setLocation(Location(4, 4))
    assert other == ["(4, 2)", "f"]


# ----------------------------------------------------------------------------- neighbours, range
def test_get_neighbours(grid_runtime, tmp_path):
    path = png(tmp_path, "sq.png", 5, 5)
    grid = GameGrid(7, 7, 10, None, False)

    class Other(Actor):
        pass

    me = Actor(path)
    grid.addActor(me, Location(3, 3))
    same_cell = Actor(path)
    grid.addActor(same_cell, Location(3, 3))
    ring = {}
    for dx in (-1, 0, 1):
        for dy in (-1, 0, 1):
            if dx or dy:
                ring[(dx, dy)] = Other(path) if dx == 1 else Actor(path)
                grid.addActor(ring[(dx, dy)], Location(3 + dx, 3 + dy))
    far = Actor(path)
    grid.addActor(far, Location(5, 3))
    assert set(map(id, me.getNeighbours(1))) == set(map(id, ring.values()))
    four = {ring[k] for k in ((1, 0), (-1, 0), (0, 1), (0, -1))}
    assert set(map(id, me.getNeighbours(0.5))) == set(map(id, four))
    assert set(map(id, me.getNeighbours(1, Other))) == {id(ring[(1, d)]) for d in (-1, 0, 1)}
    assert far in me.getNeighbours(2) and same_cell not in me.getNeighbours(2)


def test_collision_actors_in_range(grid_runtime, tmp_path):
    grid = pixel_grid()
    path = png(tmp_path, "sq.png", 11, 11)    # rectangles +-5

    class Enemy(Actor):
        pass

    me = Actor(path)
    grid.addActor(me, Location(100, 100))
    near, far, not_partner = Enemy(path), Enemy(path), Enemy(path)
    grid.addActor(near, Location(120, 100))   # rectangle from x 115: 15 px away
    grid.addActor(far, Location(140, 100))
    grid.addActor(not_partner, Location(110, 100))
    plain = Actor(path)
    grid.addActor(plain, Location(100, 120))
    me.addCollisionActors([near, far, plain])
    assert me.getCollisionActorsInRange(16, Enemy, 0) == [near]
    assert me.getCollisionActorsInRange(14, Enemy, 0) == []
    assert me.getCollisionActorsInRange(36, None, 0) == [near, far, plain]


# ----------------------------------------------------------------------------- in a script
def test_collision_in_a_running_script(tmp_path):
    from gamegrid.testing import run_script
    from conftest import write_script

    script = write_script(tmp_path, """
        from gamegrid import *

        class Ball(Actor):
            def __init__(self):
                Actor.__init__(self, "sprites/marble.png")

            def act(self):
                self.move()

            def collide(self, actor1, actor2):
                print("hit", self.getX(), getNbCycles(), isActorColliding(actor1, actor2))
                return 10

        makeGameGrid(8, 1, 60, None, False)
        ball = Ball()
        wall = Actor("sprites/marble.png")
        addActor(ball, Location(0, 0))
        addActor(wall, Location(3, 0))
        ball.addCollisionActor(wall)
        setSimulationPeriod(100)
        show()
        doRun()
    """)
    result = run_script(script, seconds=2)
    assert result.exit_code == 0, result.output
    assert result.output.count("hit") == 1 and "hit 3 3 True" in result.output


def test_collide_without_return_in_a_script_keeps_running(tmp_path):
    from gamegrid.testing import run_script
    from conftest import write_script

    script = write_script(tmp_path, """
        from gamegrid import *

        class Ball(Actor):
            def __init__(self):
                Actor.__init__(self, "sprites/marble.png")

            def collide(self, actor1, actor2):
                print("hit", getNbCycles())

        makeGameGrid(8, 1, 60, None, False)
        ball = Ball()
        wall = Actor("sprites/marble.png")
        addActor(ball, Location(3, 0))
        addActor(wall, Location(3, 0))
        ball.addCollisionActor(wall)
        setSimulationPeriod(100)
        show()
        doRun()
    """)
    result = run_script(script, seconds=1)
    assert "collide() must return a number, e.g. return 0" in result.output
    assert result.output.count("must return a number") == 1
    assert "script.py" in result.output                     # points at the student's collide
    assert "hit 1" in result.output and "hit 3" in result.output and "hit 5" in result.output
    assert result.exit_code == 1                             # an error was reported


def test_one_pixel_picture_has_no_area_to_hit(grid_runtime, tmp_path):
    grid = pixel_grid()
    dot = place(grid, png(tmp_path, "one.png", 1, 1), 100, 100)   # default rectangle of size 0 x 0
    spot = place(grid, png(tmp_path, "s.png", 3, 3), 120, 120)
    spot.setCollisionSpot(Point(0, 0))
    assert not grid.isActorColliding(dot, spot)
    spot.setLocation(Location(100, 100))
    assert grid.isActorColliding(dot, spot)
