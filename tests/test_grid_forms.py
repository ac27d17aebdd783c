"""Spec §2.1: the positional forms of makeGameGrid / GameGrid, and cell queries that use the cell index."""
from __future__ import annotations

import pytest

from gamegrid import Actor, Color, GameGrid, Location
from gamegrid.model.grid import parse_grid_arguments

RED = Color(255, 0, 0)


@pytest.mark.parametrize("args,expected", [
    ((), dict(nb_horz=10, nb_vert=10, cell_size=20, framed=False, navigation=False)),
    ((True,), dict(nb_horz=10, nb_vert=10, cell_size=60, grid_color=RED, navigation=True)),
    ((False,), dict(cell_size=60, navigation=False)),
    ((800, 600), dict(nb_horz=800, nb_vert=600, cell_size=1, navigation=False, grid_color=None)),
    ((10, 8, 50), dict(cell_size=50, navigation=True, grid_color=None, bg_image=None)),
    ((10, 8, 50, False), dict(navigation=False)),
    ((10, 8, 50, 1), dict(navigation=True)),
    ((10, 8, 50, "sprites/town.jpg"), dict(bg_image="sprites/town.jpg", navigation=True)),
    ((10, 8, 50, RED), dict(grid_color=RED, navigation=True)),
    ((10, 8, 50, None), dict(grid_color=None, navigation=True)),
    ((10, 8, 50, RED, "sprites/town.jpg"), dict(grid_color=RED, bg_image="sprites/town.jpg", navigation=True)),
    ((7, 2, 150, RED, False), dict(grid_color=RED, navigation=False)),
    ((10, 10, 60, RED, "sprites/town.jpg", False), dict(bg_image="sprites/town.jpg", navigation=False)),
    ((800, 600, 1, None, None, False), dict(cell_size=1, bg_image=None, navigation=False)),
    ((5, 5, 20, None, None, True, True), dict(undecorated=True, nb_rot_sprites=60)),
    ((5, 5, 20, None, None, True, 36), dict(undecorated=False, nb_rot_sprites=36)),
    ((5, 5, 20, None, None, True, 12, True), dict(undecorated=True, nb_rot_sprites=12)),
])
def test_positional_forms(args, expected):
    settings = parse_grid_arguments(args)
    for key, value in expected.items():
        assert settings[key] == value, (args, key)


@pytest.mark.parametrize("args,words", [
    ((10.0, 10, 60), "whole number"),
    ((10, 10, 0), "at least 1"),
    ((10, 10, 60, 3.5), "Color"),
    ((10, 10, 60, "red", "x.png"), "grid Color"),
    ((1, 2, 3, 4, 5, 6, 7, 8, 9), "at most 8"),
])
def test_wrong_arguments_say_what_is_wrong(args, words):
    with pytest.raises((TypeError, ValueError)) as info:
        parse_grid_arguments(args)
    assert words in str(info.value)


def test_keyword_callbacks_and_properties(grid_runtime):
    def pressed(e):
        pass
    grid = GameGrid(5, 5, 20, None, None, False, mousePressed=pressed, keyRepeated=print,
                    title="Hello", simulationPeriod=33)
    assert grid._callback("mousePressed") is pressed and grid._callback("keyRepeated") is print
    assert grid.getTitle() == "Hello" and grid.getSimulationPeriod() == 33
    with pytest.raises(TypeError) as info:
        GameGrid(5, 5, 20, mouseDragg=pressed)
    assert "mouseDragged" in str(info.value)            # the list of known callbacks helps spot typos
    with pytest.raises(TypeError):
        GameGrid(5, 5, 20, mousePressed="not a function")


def test_defaults_of_a_fresh_grid(grid_runtime):
    grid = GameGrid(5, 4, 30)
    assert grid.getBgColor() == Color(0, 0, 0) and grid.getSimulationPeriod() == 200
    assert not grid.isRunning() and not grid.isShown() and not grid.isDisposed()
    assert grid.getTitle() == "JGameGrid (V2.48)"


def test_cell_queries_never_scan_all_actors(grid_runtime, monkeypatch):
    grid = GameGrid(100, 100, 5, None, None, False)
    for i in range(5000):
        grid.addActorNoRefresh(Actor(), Location(i % 100, i // 100))
    scene = grid._scene

    def no_full_scan(*args, **kwargs):
        raise AssertionError("a cell query walked over every actor")

    monkeypatch.setattr(scene, "paint_order", no_full_scan)
    monkeypatch.setattr(scene, "iter_actors", no_full_scan)
    assert grid.getOneActorAt(Location(7, 3)) is not None
    assert grid.isEmpty(Location(7, 80)) and not grid.isEmpty(Location(7, 3))
    assert len(grid.getActorsAt(Location(99, 49))) == 1
