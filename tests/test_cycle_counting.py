"""nbCycles counted per class (gamegrid/model/scene.py, "Counting"): an actor whose class has no act() of its own
is counted by its class's turn instead of a visit of its own. Each such actor here has a twin of a class with an
act() that does nothing, which every turn visits as before; whatever happens to both (act() switched off and on,
slow-downs, a collision check, removal, adding again, a second grid, doReset, nbCycles set by hand, Actor.__init__
called again), their nbCycles stay equal after every step."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from gamegrid import Actor, GameGrid, GameGridError, Location


class Still(Actor):
    """No act() of its own: counted with its class."""


class Busy(Actor):
    def act(self):
        pass


class StillTwin(Actor):
    def act(self):
        pass


N = 4   # pairs: actors 0, 1 plain Actor (twin Busy), 2, 3 Still (twin StillTwin)

operations = st.one_of(
    st.tuples(st.just("cycle"), st.integers(0, 1), st.integers(1, 4)),
    st.tuples(st.just("add"), st.integers(0, N - 1), st.integers(0, 1)),
    st.tuples(st.just("remove"), st.integers(0, N - 1), st.integers(0, 1)),
    st.tuples(st.just("enable"), st.integers(0, N - 1), st.booleans()),
    st.tuples(st.just("slow"), st.integers(0, N - 1), st.integers(1, 3)),
    st.tuples(st.just("collide"), st.integers(0, N - 1), st.just(0)),
    st.tuples(st.just("set"), st.integers(0, N - 1), st.integers(0, 9)),
    st.tuples(st.just("reset"), st.integers(0, 1), st.just(0)),
    st.tuples(st.just("init"), st.integers(0, N - 1), st.just(0)),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(operations, max_size=30))
def test_counted_with_the_class_as_when_visited(ops):
    from gamegrid import runtime
    runtime.install(runtime.Runtime(runtime.Settings(headless=True)))
    try:
        grids = [GameGrid(8, 8, 10, None, False), GameGrid(8, 8, 10, None, False)]
        partner = Actor()
        grids[0].addActor(partner, Location(7, 7))
        pairs = [(Actor(), Busy()) if i < 2 else (Still(), StillTwin()) for i in range(N)]
        for index, (plain, twin) in enumerate(pairs):
            for actor in (plain, twin):
                grids[0].addActor(actor, Location(index, 0))
        for op, a, b in ops:
            if op == "cycle":
                for _ in range(b):
                    grids[a].act_cycle()
            elif op == "reset":
                grids[a].doReset()
            else:
                for actor in pairs[a]:
                    if op == "add":   # into a second grid while still in the first: in both
                        try:
                            grids[b].addActor(actor, Location(a, 1))
                        except GameGridError:   # already in that grid: refused, for both alike
                            pass
                    elif op == "remove":
                        grids[b].removeActor(actor)
                    elif op == "enable":
                        actor.setActEnabled(b)
                    elif op == "slow":
                        actor.setSlowDown(b)
                    elif op == "collide":
                        actor.addCollisionActor(partner)
                    elif op == "set":
                        actor.nbCycles = b
                    elif op == "init":
                        Actor.__init__(actor)
            for plain, twin in pairs:
                assert plain.nbCycles == twin.nbCycles == plain.getNbCycles(), (op, a, b)
    finally:
        runtime.install(None)


def test_a_class_without_act_costs_no_visit(grid_runtime):
    """The waiting lesson's case: 32 marbles, nothing to do but count; their class's turn touches none of them."""
    grid = GameGrid(8, 8, 10, None, False)
    marbles = [Actor() for _ in range(32)]
    for index, marble in enumerate(marbles):
        grid.addActor(marble, Location(index % 8, index // 8))
    visited = []
    grid._scene.bundle_for_acting = lambda cls: visited.append(cls) or []
    for _ in range(5):
        grid.act_cycle()
    assert visited == []
    assert [m.nbCycles for m in marbles] == [5] * 32 and grid.getNbCycles() == 5


def test_act_given_to_the_class_later_runs(grid_runtime):
    """Still.act set after the actors were added (a class attribute): the class's turns call it from then on."""
    class Late(Actor):
        pass

    grid = GameGrid(8, 8, 10, None, False)
    actor = Late()
    grid.addActor(actor, Location(0, 0))
    grid.act_cycle()
    calls = []
    Late.act = lambda self: calls.append(self.nbCycles)
    grid.act_cycle()
    grid.act_cycle()
    assert calls == [1, 2] and actor.nbCycles == 3


def test_do_step_and_act_all_count_the_marbles_too(grid_runtime):
    """doStep() and actAll(), called by the pupil's code, run the cycle's full path (which sets the poll gate
    afterwards); the marbles are counted all the same."""
    grid = GameGrid(8, 8, 10, None, False)
    marble = Actor()
    grid.addActor(marble, Location(1, 1))
    grid.doStep()
    grid.actAll()
    assert marble.nbCycles == 2 and marble.getNbCycles() == 2 and grid.getNbCycles() == 2
    assert not grid.isRunning()
