"""The cell index (gamegrid/model/scene.py) catches up with moves only when a query comes: every query
must still see each actor where it is now, and the list of moved actors must stay bounded when no
query ever comes."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamegrid import Actor, GameGrid, Location

SIZE = 6


class Red(Actor):
    pass


class Blue(Actor):
    pass


def _expected_at(grid: GameGrid, cell: tuple[int, int]) -> list[Actor]:
    """The slow truth: every actor of the grid whose location is the cell, bottom first."""
    return [a for a in grid._scene.paint_order() if (a.getX(), a.getY()) == cell]


def _check_every_query(grid: GameGrid) -> None:
    for x in range(SIZE):
        for y in range(SIZE):
            expected = _expected_at(grid, (x, y))
            assert list(grid.getActorsAt(Location(x, y))) == expected
            assert grid.getOneActorAt(Location(x, y)) is (expected[-1] if expected else None)
            assert grid.isEmpty(Location(x, y)) == (not expected)
    occupied = {(loc.x, loc.y) for loc in grid.getOccupiedLocations()}
    assert occupied == {(a.getX(), a.getY()) for a in grid._scene.paint_order()}


operations = st.lists(st.tuples(st.sampled_from(["add", "move", "remove", "query", "top", "reset"]),
                                st.integers(0, 7), st.integers(0, SIZE - 1), st.integers(0, SIZE - 1)),
                      max_size=60)


@settings(max_examples=150, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])   # one runtime serves every example
@given(operations)
def test_queries_see_every_actor_where_it_is_after_any_adds_moves_and_removes(grid_runtime, steps):
    grid = GameGrid(SIZE, SIZE, 10, None, False)
    actors: list[Actor] = []
    for op, which, x, y in steps:
        if op == "add" or not actors:
            actor = (Red if which % 2 else Blue)()
            actors.append(actor)
            grid.addActor(actor, Location(x, y))
            continue
        actor = actors[which % len(actors)]
        if op == "move":
            actor.setLocation(Location(x, y))
        elif op == "remove":
            grid.removeActor(actor)
            actors.remove(actor)
        elif op == "top":
            actor.setOnTop()
        elif op == "reset":
            grid.doReset()
        else:
            _check_every_query(grid)
    _check_every_query(grid)


def test_the_list_of_moved_actors_stays_bounded_when_nothing_asks(grid_runtime):
    grid = GameGrid(50, 50, 10, None, False)
    live: list[Actor] = []
    for step in range(5000):   # a spawning game: add, move, remove, never a cell query
        actor = Actor()
        grid.addActor(actor, Location(step % 50, 0))
        actor.setLocation(Location(step % 50, 1))
        live.append(actor)
        if len(live) > 20:
            grid.removeActor(live.pop(0))
        assert len(grid._scene._unfiled) <= 2 * (len(live) + 1) + 64   # counted before the removal
    _check_some_cells(grid, live)


def _check_some_cells(grid: GameGrid, live: list[Actor]) -> None:
    for actor in live:
        assert actor in grid.getActorsAt(actor.getLocation())
    assert len(grid.getOccupiedLocations()) == len({(a.getX(), a.getY()) for a in live})


def test_an_actor_class_with_its_own_eq_is_removed_by_identity(grid_runtime):
    class Same(Actor):   # a pupil's __eq__: every Same equals every other
        def __eq__(self, other):
            return isinstance(other, Same)

        __hash__ = None

    grid = GameGrid(5, 5, 10, None, False)
    first, second = Same(), Same()
    grid.addActor(first, Location(1, 1))
    grid.addActor(second, Location(2, 2))
    second.setLocation(Location(1, 1))
    assert grid.getOneActorAt(Location(1, 1)) is second
    grid.removeActor(second)
    assert [a is first for a in grid.getActorsAt(Location(1, 1))] == [True]
    first.setLocation(Location(3, 3))
    assert grid.isEmpty(Location(1, 1)) and grid.getOneActorAt(Location(3, 3)) is first


def test_an_actor_added_to_another_grid_is_filed_there(grid_runtime):
    one, other = GameGrid(5, 5, 10, None, False), GameGrid(5, 5, 10, None, False)
    actor = Actor()
    one.addActor(actor, Location(1, 1))
    actor.setLocation(Location(2, 2))      # noted by the first grid's scene
    one.removeActor(actor)
    other.addActor(actor, Location(3, 3))
    actor.setLocation(Location(4, 4))
    assert one.isEmpty(Location(2, 2)) and one.isEmpty(Location(1, 1))
    assert other.getOneActorAt(Location(4, 4)) is actor and other.isEmpty(Location(3, 3))
