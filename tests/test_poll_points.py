"""Poll points (gamegrid/polling.py): every public method checks the poll gate; headless, each call from
the student's code moves the virtual clock on by exactly one quantum."""
from __future__ import annotations

import inspect
import types

import pytest

import gamegrid
from gamegrid import Actor, GameGrid, GGBackground, Location
from gamegrid.runtime import polling


def _public_classes():
    exported = [getattr(gamegrid, name) for name in gamegrid.__all__]
    return [c for c in exported if isinstance(c, type) and issubclass(c, (GameGrid, Actor, GGBackground))]


def test_every_public_method_of_the_game_classes_is_a_poll_point():
    missing = []
    for cls in _public_classes():
        for klass in cls.__mro__:
            if klass is object or not klass.__module__.startswith("gamegrid"):
                continue
            for name, value in vars(klass).items():
                if isinstance(value, types.FunctionType) and polling.is_api_name(name) \
                        and not polling.is_poll_point(value):
                    missing.append(f"{klass.__name__}.{name}")
    assert missing == []
    assert polling.is_poll_point(Actor.setLocation) and polling.is_poll_point(GameGrid.isKeyPressed)
    assert not polling.is_poll_point(Actor.act) and not polling.is_poll_point(GameGrid.getKeyCodeWait)


def test_a_poll_point_keeps_the_methods_signature_and_errors():
    assert inspect.signature(Actor.move) == inspect.signature(Actor.move.__wrapped__)
    assert Actor.move.__name__ == "move" and Actor.move.__doc__ == Actor.move.__wrapped__.__doc__
    with pytest.raises(TypeError, match=r"Actor\.setLocation\(\) takes 2 positional arguments but 3 were given"):
        Actor().setLocation(1, 2)
    with pytest.raises(TypeError, match="unexpected keyword argument 'dist'"):
        Actor().move(dist=2)


def test_each_call_from_the_student_moves_the_virtual_clock_by_one_quantum(grid_runtime):
    grid = GameGrid(10, 10, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(1, 1))
    start = grid_runtime.now()
    actor.move(distance=2)      # calls getNextMoveLocation, setLocation ... internally: still one call
    actor.getX()
    grid.getOneActorAt(Location(3, 1))
    assert grid_runtime.now() - start == pytest.approx(3 * polling.POLL_QUANTUM_S)
    assert actor.getLocation() == Location(3, 1)


def test_a_students_subclass_is_left_alone(grid_runtime):
    class Walker(Actor):
        def stride(self):
            return self.getX()

    assert not polling.is_poll_point(Walker.stride)
    grid = GameGrid(10, 10, 20, None, False)
    walker = Walker()
    grid.addActor(walker, Location(4, 4))
    start = grid_runtime.now()
    assert walker.stride() == 4   # its own method is not a poll point, the getX() inside is
    assert grid_runtime.now() - start == pytest.approx(polling.POLL_QUANTUM_S)


def test_only_the_students_code_counts_as_user_code():
    assert polling.is_library_file(gamegrid.__file__)
    assert not polling.is_user_file(gamegrid.__file__)
    assert not polling.is_user_file(inspect.__file__)              # the standard library
    assert not polling.is_user_file(pytest.__file__)               # an installed package
    assert polling.is_user_file(__file__) and polling.is_user_file("<stdin>")
    assert not polling.is_user_file("<frozen importlib._bootstrap>")


# The hottest Actor methods check the gate themselves (gamegrid/model/poll_gate.py) instead of through a
# generated wrapper: they must behave exactly as the wrapped ones do.
SELF_POLLING = {"getX": (), "getY": (), "getLocation": (), "setLocation": (Location(2, 3),), "turn": (6,),
                "showNextSprite": ()}


def test_the_self_polling_methods_are_not_wrapped():
    for name in SELF_POLLING:
        method = getattr(Actor, name)
        assert polling.is_poll_point(method) and not hasattr(method, "__wrapped__"), name


@pytest.mark.parametrize("name", sorted(SELF_POLLING))
def test_a_self_polling_method_moves_the_clock_once_and_not_inside_gamegrid(grid_runtime, name):
    grid = GameGrid(10, 10, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(1, 1))
    start = grid_runtime.now()
    getattr(actor, name)(*SELF_POLLING[name])
    assert grid_runtime.now() - start == pytest.approx(polling.POLL_QUANTUM_S)
    gate = grid_runtime.gate
    gate.depth = 1                        # called by gamegrid's own code: no poll
    try:
        before = gate.t
        getattr(actor, name)(*SELF_POLLING[name])
        assert gate.t == before
    finally:
        gate.depth = 0


def test_a_self_polling_method_fires_when_the_gate_is_due_and_follows_set_gate(grid_runtime):
    grid = GameGrid(10, 10, 20, None, False)
    actor = Actor()
    grid.addActor(actor, Location(1, 1))
    gate = polling.PollGate(step=1.0)
    fired: list[float] = []
    gate.fire = lambda: fired.append(gate.t)
    gate.due = 2.0
    polling.set_gate(gate)
    try:
        actor.getX()
        actor.getY()
        actor.setLocation(Location(2, 2))
    finally:
        polling.set_gate(grid_runtime.gate)
    assert fired == [2.0, 3.0]


def test_near_border_inside_set_location_counts_only_the_students_calls(grid_runtime):
    class Edge(Actor):
        def nearBorder(self, actor, location):
            self.seen = self.getX()       # the student's code: a poll point

    grid = GameGrid(10, 10, 20, None, False)
    edge = Edge()
    grid.addActor(edge, Location(5, 5))
    start = grid_runtime.now()
    edge.setLocation(Location(0, 5))      # isAtBorder() inside is gamegrid's own call: no poll
    assert edge.seen == 0
    assert grid_runtime.now() - start == pytest.approx(2 * polling.POLL_QUANTUM_S)
