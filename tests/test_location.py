"""Tests for gamegrid.model.location against the numbers of spec section 4.4."""

import copy
import math
import pickle

import pytest

from gamegrid.model.location import CompassDirection, Location


# --- construction ---------------------------------------------------------

def test_constructors():
    assert (Location().x, Location().y) == (0, 0)
    loc = Location(3, 4)
    assert (loc.x, loc.y) == (3, 4)
    assert (loc.getX(), loc.getY()) == (3, 4)
    copy_ = Location(loc)
    assert copy_ == loc and copy_ is not loc
    clone = loc.clone()
    assert clone == loc and clone is not loc
    clone.x = 9
    assert loc.x == 3


def test_negative_and_big_coordinates():
    assert str(Location(-1, -50)) == "(-1, -50)"
    assert Location(10**6, 0).x == 10**6


@pytest.mark.parametrize("args", [(1.5, 2), (1, 2.0), ("1", 2), (None, 1)])
def test_non_int_arguments_raise_type_error(args):
    with pytest.raises(TypeError) as info:
        Location(*args)
    assert "int" in str(info.value)


def test_float_message_is_beginner_friendly():
    with pytest.raises(TypeError, match=r"got 1\.5 for x; use int\(\.\.\.\)"):
        Location(1.5, 2)


def test_single_non_location_argument_raises():
    with pytest.raises(TypeError):
        Location(5)
    with pytest.raises(TypeError):
        Location((1, 2))


def test_bool_is_accepted_as_int():
    loc = Location(True, False)
    assert (loc.x, loc.y) == (1, 0)
    assert type(loc.x) is int
    assert str(loc) == "(1, 0)"


def test_fields_are_assignable():
    loc = Location(1, 2)
    loc.x = 5
    loc.y += 1
    assert loc == Location(5, 3)
    with pytest.raises(AttributeError):
        loc.z = 1  # __slots__ keeps the object light


# --- text -----------------------------------------------------------------

def test_str_and_repr():
    assert str(Location(3, 4)) == "(3, 4)"
    assert repr(Location(3, 4)) == "(3, 4)"
    assert Location(3, 4).toString() == "(3, 4)"
    assert str([Location(1, 2), Location(3, 4)]) == "[(1, 2), (3, 4)]"


# --- equality and hashing -------------------------------------------------

def test_value_equality():
    assert Location(1, 2) == Location(1, 2)
    assert not (Location(1, 2) != Location(1, 2))
    assert Location(1, 2) != Location(2, 1)
    assert Location(1, 2).equals(Location(1, 2))
    assert not Location(1, 2).equals((1, 2))


def test_equality_with_other_types():
    assert Location(1, 2) != (1, 2)
    assert not (Location(1, 2) == (1, 2))
    assert Location(1, 2) != None  # noqa: E711
    assert Location(1, 2).__eq__("x") is NotImplemented


def test_in_list_set_dict():
    cells = [Location(0, 0), Location(1, 2)]
    assert Location(1, 2) in cells
    assert cells.index(Location(1, 2)) == 1
    cells.remove(Location(0, 0))
    assert cells == [Location(1, 2)]
    assert len({Location(1, 2), Location(1, 2), Location(2, 1)}) == 2
    board = {Location(3, 4): "goat"}
    assert board[Location(3, 4)] == "goat"
    assert hash(Location(3, 4)) == hash(Location(3, 4))
    assert Location(3, 4).hashCode() == hash(Location(3, 4))


def test_ordering():
    assert sorted([Location(2, 0), Location(1, 5), Location(1, 2)]) == [
        Location(1, 2), Location(1, 5), Location(2, 0)]
    assert Location(1, 2).compareTo(Location(1, 3)) == -1
    assert Location(2, 2).compareTo(Location(1, 3)) == 1
    assert Location(1, 3).compareTo(Location(1, 3)) == 0


def test_copy_and_pickle():
    loc = Location(7, 8)
    assert copy.copy(loc) == loc and copy.copy(loc) is not loc
    assert copy.deepcopy(loc) == loc
    assert pickle.loads(pickle.dumps(loc)) == loc


# --- compass directions ---------------------------------------------------

def test_compass_values():
    expected = {"EAST": 0, "SOUTHEAST": 45, "SOUTH": 90, "SOUTHWEST": 135,
                "WEST": 180, "NORTHWEST": 225, "NORTH": 270, "NORTHEAST": 315}
    for name, degrees in expected.items():
        member = getattr(CompassDirection, name)
        assert member.getDirection() == degrees
        assert getattr(Location, name) is member
        assert getattr(Location.CompassDirection, name) is member
    assert len(CompassDirection) == 8
    assert float(Location.NORTH) == 270.0
    assert str(Location.NORTH) == "NORTH"


# --- neighbours (spec examples from (5, 5)) ---------------------------------

NEIGHBOUR_EXAMPLES = [
    (0, (6, 5)), (45, (6, 6)), (90, (5, 6)), (135, (4, 6)), (180, (4, 5)),
    (225, (4, 4)), (270, (5, 4)), (315, (6, 4)), (20, (6, 5)), (23, (6, 6)),
]


@pytest.mark.parametrize("direction,expected", NEIGHBOUR_EXAMPLES)
def test_get_neighbour_location(direction, expected):
    assert Location(5, 5).getNeighbourLocation(direction) == Location(*expected)
    assert Location(5, 5).getNeighbourLocation(float(direction)) == Location(*expected)


def test_get_neighbour_location_with_compass_and_wraparound():
    centre = Location(5, 5)
    assert centre.getNeighbourLocation(Location.NORTH) == Location(5, 4)
    assert centre.getNeighbourLocation(CompassDirection.SOUTHWEST) == Location(4, 6)
    assert centre.getNeighbourLocation(-90) == Location(5, 4)
    assert centre.getNeighbourLocation(360 + 45) == Location(6, 6)


def test_get_neighbour_location_rejects_text():
    with pytest.raises(TypeError):
        Location(5, 5).getNeighbourLocation("north")


def test_get_adjacent_location():
    centre = Location(5, 5)
    assert centre.getAdjacentLocation(0) == Location(10, 5)          # default distance 5
    assert centre.getAdjacentLocation(90.0, 3) == Location(5, 8)
    assert centre.getAdjacentLocation(0, 1) == Location(6, 5)        # eps 0.3
    assert centre.getAdjacentLocation(45, 1) == Location(6, 6)
    assert centre.getAdjacentLocation(0, -3) == Location(2, 5)       # opposite direction
    assert centre.getAdjacentLocation(Location.WEST, 2) == Location(3, 5)
    assert centre.getAdjacentLocation(Location.SOUTH) == Location(5, 10)
    assert centre.getAdjacentLocation(0, 0) == Location(5, 5)


def test_get_adjacent_location_distance_must_be_int():
    with pytest.raises(TypeError):
        Location(5, 5).getAdjacentLocation(0, 2.5)


def test_get_neighbour_locations_distance_1_order():
    got = Location(5, 5).getNeighbourLocations(1)
    expected = [(5, 6), (6, 5), (4, 5), (5, 4), (6, 6), (6, 4), (4, 6), (4, 4)]
    assert got == [Location(*p) for p in expected]
    assert str(got) == "[(5, 6), (6, 5), (4, 5), (5, 4), (6, 6), (6, 4), (4, 6), (4, 4)]"


def test_get_neighbour_locations_half():
    got = Location(5, 5).getNeighbourLocations(0.5)
    assert got == [Location(5, 6), Location(6, 5), Location(4, 5), Location(5, 4)]


def test_get_neighbour_locations_larger_and_degenerate():
    centre = Location(0, 0)
    ring = centre.getNeighbourLocations(2)
    assert Location(0, 0) not in ring
    assert len(ring) == len(set(ring))
    assert Location(0, 2) in ring and Location(2, 0) in ring
    assert centre.getNeighbourLocations(0) == []
    assert centre.getNeighbourLocations(-1) == []


# --- relations ------------------------------------------------------------

def test_get_direction_to():
    assert Location(0, 0).getDirectionTo(Location(1, 1)) == pytest.approx(45.0)
    assert Location(0, 0).getDirectionTo(Location(1, 0)) == 0.0
    assert Location(0, 0).getDirectionTo(Location(0, -1)) == pytest.approx(270.0)
    assert Location(0, 0).getDirectionTo(Location(-1, 0)) == pytest.approx(180.0)
    assert Location(2, 2).getDirectionTo(Location(2, 2)) == 0.0
    d = Location(0, 0).getDirectionTo(Location(1, -1))
    assert 0 <= d < 360 and d == pytest.approx(315.0)
    assert isinstance(d, float)


def test_get_distance_to():
    assert Location(0, 0).getDistanceTo(Location(3, 4)) == 5
    assert Location(0, 0).getDistanceTo(Location(1, 1)) == 1      # 1.414 -> 1
    assert Location(0, 0).getDistanceTo(Location(2, 2)) == 3      # 2.83 -> 3
    assert isinstance(Location(0, 0).getDistanceTo(Location(1, 1)), int)
    assert Location(0, 0).getDistanceTo(None) == 0


def test_get_compass_direction_to():
    c = Location(5, 5)
    assert c.getCompassDirectionTo(Location(9, 5)) is Location.EAST
    assert c.getCompassDirectionTo(Location(7, 7)) is Location.SOUTHEAST
    assert c.getCompassDirectionTo(Location(5, 9)) is Location.SOUTH
    assert c.getCompassDirectionTo(Location(3, 7)) is Location.SOUTHWEST
    assert c.getCompassDirectionTo(Location(1, 5)) is Location.WEST
    assert c.getCompassDirectionTo(Location(3, 3)) is Location.NORTHWEST
    assert c.getCompassDirectionTo(Location(5, 0)) is Location.NORTH
    assert c.getCompassDirectionTo(Location(7, 3)) is Location.NORTHEAST
    assert c.getCompassDirectionTo(Location(10, 6)) is Location.EAST   # 11.3 degrees
    assert c.getCompassDirectionTo(Location(10, 4)) is Location.EAST   # 348.7 degrees
    assert c.getCompassDirectionTo(Location(5, 5)) is Location.EAST    # 0 degrees
    assert c.getCompassDirectionTo(None) is None


def test_get_4_compass_direction_to():
    c = Location(5, 5)
    assert c.get4CompassDirectionTo(Location(6, 6)) is Location.EAST   # 45 -> EAST (inclusive)
    assert c.get4CompassDirectionTo(Location(6, 7)) is Location.SOUTH
    assert c.get4CompassDirectionTo(Location(4, 6)) is Location.SOUTH  # 135 -> SOUTH
    assert c.get4CompassDirectionTo(Location(3, 5)) is Location.WEST
    assert c.get4CompassDirectionTo(Location(4, 4)) is Location.WEST   # 225 -> WEST
    assert c.get4CompassDirectionTo(Location(5, 1)) is Location.NORTH
    assert c.get4CompassDirectionTo(Location(6, 4)) is Location.NORTH  # 315 -> NORTH
    assert c.get4CompassDirectionTo(Location(9, 4)) is Location.EAST
    assert c.get4CompassDirectionTo(None) is None


def test_neighbour_matches_compass_direction_round_trip():
    c = Location(5, 5)
    for direction in CompassDirection:
        n = c.getNeighbourLocation(direction)
        assert c.getCompassDirectionTo(n) is direction
        assert c.getDirectionTo(n) == pytest.approx(direction.getDirection())
        assert math.isclose(c.getDirectionTo(n), direction, abs_tol=1e-9)
