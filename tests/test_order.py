"""Spec §5.3 and §5.4: class bundles decide paint order and act order; GameGrid.act runs first."""
from __future__ import annotations

from gamegrid import Actor, GameGrid, Location


class A(Actor):
    def act(self):
        log.append(self.name)


class B(Actor):
    def act(self):
        log.append(self.name)


log: list[str] = []


def named(cls, name):
    actor = cls()
    actor.name = name
    return actor


def scene(grid):
    a1, b1, a2 = named(A, "a1"), named(B, "b1"), named(A, "a2")
    for actor in (a1, b1, a2):
        grid.addActor(actor, Location(1, 1))
    return a1, b1, a2


def test_paint_order_is_by_class_bundle(grid_runtime):
    grid = GameGrid(3, 3, 10, None, False)
    a1, b1, a2 = scene(grid)
    assert grid.getActors() == [a1, a2, b1]
    assert grid.getActorsAt(Location(1, 1)) == [a1, a2, b1]
    assert grid.getOneActorAt(Location(1, 1)) is b1      # top-most, not the last added
    assert grid.getOneActorAt(Location(1, 1), A) is a2
    assert grid.getOneActorAt(Location(0, 0)) is None


def test_act_order_is_the_reverse_and_grid_act_comes_first(grid_runtime):
    class Game(GameGrid):
        def act(self):
            log.append("GG.act")

    log.clear()
    grid = Game(3, 3, 10, None, False)
    scene(grid)
    grid.addActListener(lambda: log.append("listener"))
    grid.doStep()
    assert log == ["GG.act", "listener", "b1", "a2", "a1"]
    assert grid.getNbCycles() == 1


def test_set_paint_order_and_act_order(grid_runtime):
    grid = GameGrid(3, 3, 10, None, False)
    a1, b1, a2 = scene(grid)
    grid.setPaintOrder(A)
    assert grid.getActors() == [b1, a1, a2]
    assert grid.getOneActorAt(Location(1, 1)) is a2
    log.clear()
    grid.setActOrder(A)
    grid.doStep()
    assert log == ["a2", "a1", "b1"]


def test_on_top_within_its_class(grid_runtime):
    grid = GameGrid(3, 3, 10, None, False)
    a1, b1, a2 = scene(grid)
    a1.setOnTop()
    assert grid.getActors() == [a2, a1, b1]
    a1.setOnBottom()
    assert grid.getActors() == [a1, a2, b1]


def test_actor_added_during_a_cycle_acts_from_the_next(grid_runtime):
    grid = GameGrid(3, 3, 10, None, False)

    class Spawner(Actor):
        def act(self):
            log.append("spawner")
            if not grid.getActors(A):
                grid.addActor(named(A, "child"), Location(0, 0))

    log.clear()
    grid.addActor(Spawner(), Location(2, 2))
    grid.doStep()
    assert log == ["spawner"]
    grid.doStep()
    assert log == ["spawner", "child", "spawner"]


def test_cell_queries_follow_moves_and_removal(grid_runtime):
    grid = GameGrid(5, 5, 10, None, False)
    a = Actor()
    grid.addActor(a, Location(1, 1))
    a.setLocation(Location(3, 4))
    assert grid.isEmpty(Location(1, 1)) and grid.getOneActorAt(Location(3, 4)) is a
    a.setX(0)
    assert grid.getActorsAt(Location(0, 4)) == [a]
    assert grid.removeActor(a) and not grid.removeActor(a)
    assert grid.isEmpty(Location(0, 4)) and grid.getActors() == []
    assert grid.removeActorsAt(Location(0, 0)) == 0


def test_slow_down_and_act_enabled(grid_runtime):
    grid = GameGrid(3, 3, 10, None, False)
    a = named(A, "a")
    grid.addActor(a, Location(0, 0))
    a.setSlowDown(3)
    log.clear()
    for _ in range(6):
        grid.doStep()
    assert log == ["a", "a"]
    a.setActEnabled(False)
    grid.doStep()
    assert log == ["a", "a"] and a.nbCycles == 2


def test_do_reset_restores_start_state(grid_runtime):
    grid = GameGrid(5, 5, 10, None, False)
    a = Actor()
    grid.addActor(a, Location(1, 2), 90)
    a.setLocation(Location(4, 4))
    a.setDirection(180)
    a.setLocationOffset(3, 3)
    grid.doStep()
    grid.doReset()
    assert a.getLocation() == Location(1, 2) and a.getDirection() == 90.0
    assert a.getLocationOffset().x == 0 and a.nbCycles == 0 and grid.getNbCycles() == 0
    assert grid.getOneActorAt(Location(1, 2)) is a
