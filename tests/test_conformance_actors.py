"""Spec §3.3 (actors in the grid) and §4.2 (Actor), point by point, for what the core implements.
Collisions, mouse touch and TextActor have their own test files; Location is in tests/test_location.py."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamegrid import Actor, GameGrid, GameGridError, Location, Point
from gamegrid.model.actor import sprite_file_name


class A(Actor):
    pass


class B(Actor):
    pass


class A2(A):
    pass


# ----- §3.3 adding and removing ------------------------------------------------------------------------
def test_add_actor_records_the_start_state_and_calls_reset(grid_runtime):
    grid = GameGrid(10, 10, 20, None, False)
    resets = []

    class Fish(Actor):
        def reset(self):
            resets.append(self.getLocation())

    fish = Fish()
    where = Location(3, 4)
    grid.addActor(fish, where, 90)
    where.x = 0                                     # the actor keeps a copy
    assert fish.getLocation() == Location(3, 4) and fish.getLocationStart() == Location(3, 4)
    assert (fish.getXStart(), fish.getYStart(), fish.getDirectionStart()) == (3, 4, 90.0)
    assert resets == [Location(3, 4)]
    assert fish.gameGrid is grid
    grid.addActorNoRefresh(Fish(), Location(0, 0), Location.NORTH)
    assert grid.getActors()[-1].getDirection() == 270.0


def test_an_actor_hidden_before_it_is_added_stays_hidden(grid_runtime):
    # from the original (refrun --cycles 2): hide() then addActor() leaves the actor hidden (sprite id -1),
    # as JCardGame's CardCover(..., show=False) and MauMau's tool bar label rely on
    grid = GameGrid(200, 200, 1, None, False)
    early, late = Actor("sprites/ball.gif"), Actor("sprites/ball.gif")
    early.hide()
    grid.addActor(early, Location(50, 50))
    grid.addActor(late, Location(100, 100))
    late.hide()
    assert (early.isVisible(), early.getIdVisible()) == (False, -1)
    assert (late.isVisible(), late.getIdVisible()) == (False, -1)
    early.show()
    assert early.isVisible() and early.getIdVisible() == 0


def test_adding_twice_is_an_error_but_a_removed_actor_comes_back(grid_runtime):
    grid = GameGrid(10, 10, 20, None, False)
    actor = Actor("sprites/fish.gif", 2)
    grid.addActor(actor, Location(1, 1))
    with pytest.raises(GameGridError):
        grid.addActor(actor, Location(2, 2))
    assert grid.removeActor(actor) and actor.isRemoved()
    assert actor.getIdVisible() == -1 and not actor.isVisible()
    assert actor.gameGrid is grid                   # stays set after removal
    assert not grid.removeActor(actor) and not grid.removeActor(None)
    grid.addActor(actor, Location(2, 2))
    assert actor.getIdVisible() == 0 and actor.isVisible() and not actor.isRemoved()


def test_actor_outside_the_grid_is_allowed(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(-3, 7))
    assert not actor.isInGrid() and grid.getActorsAt(Location(-3, 7)) == [actor]


def test_remove_actors_by_class_and_location(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    a, a2, b = A(), A2(), B()
    for actor, x in ((a, 0), (a2, 0), (b, 1)):
        grid.addActor(actor, Location(x, 0))
    assert grid.getNumberOfActors() == 3 and grid.getNumberOfActors(A) == 2
    assert grid.getNumberOfActorsAt(Location(0, 0)) == 2
    assert grid.removeActorsAt(Location(0, 0), A2) == 1
    assert grid.removeActors(A) == 1
    assert grid.getActors() == [b]
    assert grid.removeAllActors() == 1 and grid.getNumberOfActors() == 0


def test_remove_self(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    loose = Actor()
    loose.removeSelf()                              # never added: no-op
    actor = Actor()
    grid.addActor(actor, Location(1, 1))
    actor.removeSelf()
    assert actor.isRemoved() and grid.isEmpty(Location(1, 1))


# ----- §3.3 queries --------------------------------------------------------------------------------------
def test_get_actors_includes_subclasses_and_hidden_actors(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    a, a2, b = A(), A2(), B()
    for actor in (a, b, a2):
        grid.addActor(actor, Location(2, 2))
    b.hide()
    assert set(grid.getActors(A)) == {a, a2}
    assert b in grid.getActors() and not grid.isEmpty(Location(2, 2))
    assert grid.getPaintOrderList(A) == [a]         # exact class only
    assert grid.getOneActor(A) in (a, a2)


def test_get_one_actor_at_is_the_top_most(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    a1, b1, a2 = A(), B(), A()
    for actor in (a1, b1, a2):
        grid.addActor(actor, Location(1, 1))
    assert grid.getActorsAt(Location(1, 1)) == [a1, a2, b1]    # paint order
    assert grid.getOneActorAt(Location(1, 1)) is b1
    a2.setOnTop()
    assert grid.getOneActorAt(Location(1, 1), A) is a2
    grid.setActorOnTop(a1)
    assert grid.getOneActorAt(Location(1, 1), A) is a1
    grid.setActorOnBottom(a1)
    assert grid.getActorsAt(Location(1, 1)) == [a1, a2, b1]


def test_class_order_survives_removing_all_actors_of_a_class(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    a, b = A(), B()
    grid.addActor(a, Location(0, 0))
    grid.addActor(b, Location(0, 0))
    grid.removeActor(a)
    again = A()
    grid.addActor(again, Location(0, 0))
    assert grid.getActors() == [again, b]          # class A still paints below class B


def test_empty_and_occupied_locations(grid_runtime):
    grid = GameGrid(2, 2, 20, None, False)
    grid.addActor(Actor(), Location(0, 0))
    grid.addActor(Actor(), Location(1, 1))
    assert grid.getOccupiedLocations() == [Location(0, 0), Location(1, 1)]
    assert grid.getEmptyLocations() == [Location(1, 0), Location(0, 1)]
    assert grid.getRandomEmptyLocation() in (Location(1, 0), Location(0, 1))
    grid.addActor(Actor(), Location(1, 0))
    grid.addActor(Actor(), Location(0, 1))
    assert grid.getRandomEmptyLocation() is None
    assert grid.isInGrid(grid.getRandomLocation())
    assert 0 <= grid.getRandomDirection() < 360


def test_diagonal_and_line_locations(grid_runtime):
    grid = GameGrid(6, 6, 20, None, False)
    assert grid.getDiagonalLocations(Location(2, 3), True)[:4] == \
        [Location(0, 1), Location(1, 2), Location(2, 3), Location(3, 4)]
    assert grid.getLineLocations(Location(0, 0), Location(4, 2), False) == \
        [Location(0, 0), Location(2, 1), Location(4, 2)]
    assert grid.getLineLocations(Location(0, 0), Location(4, 2), True) == [Location(2, 1)]


def test_actor_needs_a_grid_for_location_methods():
    actor = Actor()
    for method in (actor.getX, actor.getLocation, actor.isInGrid, actor.getBackground):
        with pytest.raises(GameGridError, match="addActor"):
            method()


# ----- §4.2 direction and movement -------------------------------------------------------------------
def test_direction_is_normalised_clockwise(grid_runtime):
    grid = GameGrid(10, 10, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(5, 5))
    actor.setDirection(-45)
    assert actor.getDirection() == 315.0
    actor.turn(-100)
    assert actor.getDirection() == 215.0
    actor.turn(200.5)
    assert actor.getDirection() == pytest.approx(55.5) and actor.getIntDirection() == 56
    actor.setDirection(Location.SOUTH)
    assert actor.getDirection() == 90.0


def test_rotation_index_set_direction_rounds_turn_truncates(grid_runtime):
    grid = GameGrid(10, 10, 20, None, False)
    actor = Actor(True, "sprites/pacman.gif")
    grid.addActor(actor, Location(5, 5))
    actor.setDirection(5)                           # 60 * 5 / 360 = 0.83 -> 1
    assert actor.getRotationIndex() == 1
    actor.setDirection(0)
    actor.turn(5)                                   # truncated -> 0
    assert actor.getRotationIndex() == 0
    actor.setDirection(270)
    assert actor.getRotationIndex() == 45 and actor.isRotatable()
    still = Actor("sprites/pacman.gif")
    grid.addActor(still, Location(1, 1), 90)
    assert still.getRotationIndex() == 0 and not still.isRotatable()


@pytest.mark.parametrize("direction,expected", [(0, (6, 5)), (45, (6, 6)), (90, (5, 6)), (135, (4, 6)),
                                                (180, (4, 5)), (225, (4, 4)), (270, (5, 4)), (315, (6, 4)),
                                                (20, (6, 5)), (23, (6, 6))])
def test_move_in_a_small_grid_goes_to_a_neighbour(grid_runtime, direction, expected):
    grid = GameGrid(10, 10, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(5, 5), direction)
    assert actor.getNextMoveLocation() == Location(*expected)
    actor.move()
    assert (actor.getX(), actor.getY()) == expected


def test_move_in_a_large_grid_jumps_about_5_cells(grid_runtime):
    grid = GameGrid(800, 600, 1, None, False)
    actor = Actor()
    grid.addActor(actor, Location(100, 100))
    actor.move()
    assert actor.getLocation() == Location(105, 100)
    actor.setDirection(30)
    assert actor.getNextMoveLocation() == Location(109, 102)
    actor.setDirection(90)
    actor.move(3)
    assert actor.getLocation() == Location(105, 103)


def test_is_move_valid_and_border(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(4, 2), 0)
    assert not actor.isMoveValid() and actor.isNearBorder()
    actor.setDirection(180)
    assert actor.isMoveValid()
    actor.move()
    assert not actor.isNearBorder() and actor.isInGrid()
    assert (actor.getNbHorzCells(), actor.getNbVertCells()) == (5, 5)


def test_set_location_has_no_bounds_check_and_calls_near_border(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    seen = []

    class Walker(Actor):
        def nearBorder(self, actor, location):
            seen.append(location)

    walker = Walker()
    grid.addActor(walker, Location(2, 2))
    assert seen == [Location(2, 0)]   # addActor sets x, then y: (2, 0) on the way (the original, refrun)
    seen.clear()
    walker.setLocation(Location(0, 2))
    walker.setX(7)
    walker.setY(-1)
    assert walker.getLocation() == Location(7, -1) and not walker.isInGrid()
    assert seen == [Location(0, 2)]
    with pytest.raises(TypeError):
        walker.setX(1.5)


def test_pixel_location_and_offset(grid_runtime):
    grid = GameGrid(10, 10, 50, None, False)
    actor = Actor()
    grid.addActor(actor, Location(0, 0))
    actor.setPixelLocation(Point(123, 77))
    assert actor.getLocation() == Location(2, 1)
    offset = actor.getLocationOffset()
    assert (offset.x, offset.y) == (-2, 2)
    assert actor.getPixelLocation() == Point(123, 77)
    actor.setLocationOffset(Point(0, 0))
    assert actor.getPixelLocation() == Point(125, 75)
    actor.setLocationOffset(4, -6)
    assert actor.getLocation() == Location(2, 1) and actor.getPixelLocation() == Point(129, 69)


# ----- §4.2 sprites -------------------------------------------------------------------------------------
def test_multi_sprite_file_names():
    assert sprite_file_name("sprites/m.png", 1) == "sprites/m_1.png"
    assert sprite_file_name("./sprites/x.png", 0) == "./sprites/x_0.png"    # the last dot (2.47+)
    assert sprite_file_name("sprites/noext", 2) == "sprites/noext_2"


def test_show_hide_and_cycling(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)
    actor = Actor("sprites/pacman.gif", 3)
    grid.addActor(actor, Location(1, 1))
    assert (actor.getNbSprites(), actor.getIdVisible()) == (3, 0)
    actor.show(5)                                   # out of range: ignored
    assert actor.getIdVisible() == 0
    actor.showNextSprite()
    actor.showNextSprite()
    actor.showNextSprite()
    assert actor.getIdVisible() == 0                # cyclic
    actor.showPreviousSprite()
    assert actor.getIdVisible() == 2
    actor.hide()
    assert actor.getIdVisible() == -1 and not actor.isVisible()
    actor.showPreviousSprite()
    assert actor.getIdVisible() == -1               # from hidden, previous stays hidden
    actor.showNextSprite()
    assert actor.getIdVisible() == 0 and actor.isVisible()
    actor.show()
    assert actor.getIdVisible() == 0


def test_sprite_sizes_and_paths(grid_runtime):
    actor = Actor("sprites/nemo.gif", "sprites/nemo2.gif")
    assert actor.getNbSprites() == 2
    assert (actor.getWidth(0), actor.getHeight(0)) == (96, 73)
    assert (actor.getWidth(1), actor.getHeight(1)) == (85, 63)
    assert not Actor().isVisible() and Actor().getIdVisible() == -1


def test_mirroring_flips_the_drawn_picture(grid_runtime):
    from PIL import ImageChops
    grid = GameGrid(5, 5, 100, None, False)
    actor = Actor("sprites/nemo.gif")
    grid.addActor(actor, Location(1, 1))
    plain = actor._a_displayed_picture()
    actor.setHorzMirror(True)
    assert actor.isHorzMirror()
    mirrored = actor._a_displayed_picture()
    from PIL import Image
    assert ImageChops.difference(mirrored, plain.transpose(Image.Transpose.FLIP_LEFT_RIGHT)).getbbox() is None
    actor.setHorzMirror(False)
    actor.setVertMirror(True)
    flipped = actor._a_displayed_picture()
    assert ImageChops.difference(flipped, plain.transpose(Image.Transpose.FLIP_TOP_BOTTOM)).getbbox() is None


def test_rotated_picture_is_a_square_of_the_diagonal(grid_runtime):
    import math
    grid = GameGrid(5, 5, 100, None, False)
    actor = Actor(True, "sprites/nemo.gif")
    grid.addActor(actor, Location(1, 1), 90)
    side = math.ceil(math.sqrt(96 ** 2 + 73 ** 2))
    assert actor._a_displayed_picture().size in ((side, side), (side + 1, side + 1))


def test_subclass_without_init_call_gets_the_base_state(grid_runtime):
    grid = GameGrid(5, 5, 20, None, False)

    class Counter(Actor):
        def __init__(self):
            self.count = 0

    counter = Counter()
    grid.addActor(counter, Location(1, 1))
    assert counter.nbCycles == 0 and counter.getIdVisible() == -1 and counter.getLocation() == Location(1, 1)


@settings(max_examples=300, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(direction=st.floats(0, 359.999), x=st.integers(-3, 60), y=st.integers(-3, 60), big=st.booleans())
def test_move_goes_where_get_next_move_location_says(grid_runtime, direction, x, y, big):
    # move() computes the next cell itself (the hot path); it must be getNextMoveLocation()'s cell
    grid = GameGrid(60, 60, 5, None, False) if big else GameGrid(10, 10, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(x, y), direction)
    expected = actor.getNextMoveLocation()
    actor.move()
    assert actor.getLocation() == expected


def test_move_follows_a_pupils_own_get_next_move_location(grid_runtime):
    class Knight(Actor):
        def getNextMoveLocation(self):
            return Location(self.getX() + 2, self.getY() + 1)

    grid = GameGrid(10, 10, 20, None, False)
    knight = Knight()
    grid.addActor(knight, Location(1, 1))
    knight.move()
    assert knight.getLocation() == Location(3, 2)


def test_show_next_sprite_cycles_and_follows_a_pupils_own_show(grid_runtime):
    shown = []

    class Lamp(Actor):
        def __init__(self):
            Actor.__init__(self, "sprites/marble.png")
            self._a_images = self._a_images * 3   # three sprites

        def show(self, sprite_id=0):
            shown.append(sprite_id)
            Actor.show(self, sprite_id)

    grid = GameGrid(5, 5, 10, None, False)
    plain, lamp = Actor("sprites/marble.png"), Lamp()
    plain._a_images = plain._a_images * 3
    grid.addActor(plain, Location(1, 1))
    grid.addActor(lamp, Location(2, 2))
    ids = []
    for _ in range(4):
        plain.showNextSprite()
        lamp.showNextSprite()
        ids.append(plain.getIdVisible())
    assert ids == [1, 2, 0, 1] and shown == [1, 2, 0, 1] and lamp.getIdVisible() == 1
    plain.hide()
    plain.showNextSprite()
    assert plain.getIdVisible() == 0
    assert plain in grid._dirty_actors
