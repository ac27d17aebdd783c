"""Spec §5.1: coordinates, window sizes, and where an actor's picture is drawn (checked in pixels)."""
from __future__ import annotations

import pytest
from PIL import Image

from conftest import write_script
from gamegrid import GameGrid, Location, Point
from gamegrid.testing import run_script


def test_window_sizes(grid_runtime):
    assert GameGrid(7, 7, 70, None, False)._window_size() == (491, 491)
    nav = GameGrid(10, 8, 50)                         # 3 arguments: navigation bar shown
    assert nav._window_size() == (501, 441)
    nav.addStatusBar(30)
    size = nav.getAreaSize()
    assert (size.width, size.height) == (501, 472)
    assert GameGrid(5, 5, 20)._window_size() == (450, 141)   # nav bar needs 450 px
    pixels = GameGrid(800, 600)
    assert (pixels.getCellSize(), pixels._window_size()) == (1, (801, 601))


def test_to_point_is_the_cell_centre(grid_runtime):
    grid = GameGrid(10, 8, 50, None, False)
    assert grid.toPoint(Location(0, 0)) == Point(25, 25)
    assert grid.toPoint(Location(3, 1)) == Point(175, 75)
    assert GameGrid(800, 600).toPoint(Location(100, 100)) == Point(100, 100)


def test_to_location_floors_and_does_not_clamp(grid_runtime):
    grid = GameGrid(10, 8, 50, None, False)
    assert grid.toLocation(-1, 0) == Location(-1, 0)
    assert grid.toLocation(-50, 0) == Location(-1, 0)
    assert grid.toLocation(-51, 0) == Location(-2, 0)
    assert grid.toLocation(500, 400) == Location(10, 8)
    assert grid.toLocation(Point(49, 50)) == Location(0, 1)


def test_to_location_in_grid_clamps(grid_runtime):
    grid = GameGrid(10, 8, 50, None, False)
    assert grid.toLocationInGrid(500, 400) == Location(9, 7)
    assert grid.toLocationInGrid(-5, 1000) == Location(0, 7)
    assert grid.toLocationInGrid(Point(249, 0)) == Location(4, 0)


def test_grid_queries(grid_runtime):
    grid = GameGrid(10, 8, 50, None, False)
    assert grid.isInGrid(Location(9, 7)) and not grid.isInGrid(Location(10, 0))
    assert not grid.isInGrid(Location(-1, 3))
    assert grid.isAtBorder(Location(0, 4)) and grid.isAtBorder(Location(5, 7))
    assert not grid.isAtBorder(Location(5, 5))
    assert (grid.getPgWidth(), grid.getPgHeight()) == (500, 400)


def _red_box(picture: Image.Image) -> tuple[int, int, int, int]:
    """Bounding box of the pure red pixels."""
    rgb = picture.convert("RGB")
    mask = Image.eval(rgb.split()[0], lambda v: 255 if v > 200 else 0)
    green = rgb.split()[1].point(lambda v: 255 if v < 60 else 0)
    both = Image.composite(mask, Image.new("L", rgb.size, 0), green)
    return both.getbbox()


@pytest.mark.parametrize("size,cell,loc,offset", [
    ((11, 11), 50, (2, 1), (0, 0)),
    ((10, 6), 50, (0, 3), (0, 0)),       # even sizes: the centre is half a pixel left/up
    ((11, 11), 50, (2, 1), (7, -4)),     # setLocationOffset moves only the picture
    ((9, 9), 1, (100, 60), (0, 0)),      # 1-pixel cells shift by +1 px, as the original
])
def test_actor_picture_is_drawn_centred_on_the_cell(tmp_path, size, cell, loc, offset):
    Image.new("RGBA", size, (255, 0, 0, 255)).save(tmp_path / "red.png")
    nb = 4 if cell == 50 else 200
    script = write_script(tmp_path, f"""
        from gamegrid import *
        makeGameGrid({nb}, {nb}, {cell}, None, None, False)
        setBgColor(Color(255, 255, 255))
        a = Actor("red.png")
        addActor(a, Location{loc})
        a.setLocationOffset({offset[0]}, {offset[1]})
        show()
        """)
    shot = tmp_path / "shot.png"
    result = run_script(script, screenshot=shot)
    assert result.exit_code == 0, result.output
    assert (result.actors[0]["x"], result.actors[0]["y"]) == loc   # the cell did not change
    w, h = size
    shift = 1 if cell == 1 else 0
    left = offset[0] + cell // 2 + loc[0] * cell - w // 2 + shift
    top = offset[1] + cell // 2 + loc[1] * cell - h // 2 + shift
    assert _red_box(Image.open(shot)) == (left, top, left + w, top + h)
    assert Image.open(shot).convert("RGB").getpixel((0, 0)) == (255, 255, 255)   # the plain background colour
