"""GGPanel: getBg() is a GGPanel; user coordinates (y up), drawing, clean, tile map in the picture."""
from __future__ import annotations

import pytest

from gamegrid import Color, GameGrid, GGBackground, GGPanel, Location, Point


@pytest.fixture
def grid(grid_runtime):
    return GameGrid(10, 10, 40, None, False)   # playground 400 x 400 (+1)


def test_get_bg_is_a_panel_and_a_background(grid):
    assert isinstance(grid.getBg(), GGPanel) and isinstance(grid.getBg(), GGBackground)
    assert grid.getPanel() is grid.getBg()


def test_default_window_is_unit_square_with_y_up(grid):
    panel = grid.getBg()
    assert (panel.toPixelX(0), panel.toPixelY(0)) == (0, 400)
    assert (panel.toPixelX(1), panel.toPixelY(1)) == (400, 0)
    assert (panel.toPixelX(0.25), panel.toPixelY(0.25)) == (100, 300)
    assert panel.toUserX(100) == pytest.approx(0.25) and panel.toUserY(100) == pytest.approx(0.75)


def test_window_changes_the_mapping(grid):
    panel = grid.getPanel(-10, 10, -5, 15)
    assert (panel.toPixelX(-10), panel.toPixelX(0), panel.toPixelX(10)) == (0, 200, 400)
    assert (panel.toPixelY(15), panel.toPixelY(5), panel.toPixelY(-5)) == (0, 200, 400)


def test_drawing_in_user_coordinates_lands_on_the_right_pixels(grid):
    panel = grid.getBg()
    panel.window(0, 100, 0, 100)
    panel.color(Color.yellow)
    panel.circle(25, 75, 5, True)                      # centre pixel (100, 100), radius 20 px
    assert panel.getColor(Point(100, 100)) == Color.yellow
    assert panel.getColor(Point(100, 125)) == Color.black
    panel.color(Color.red)
    panel.line(0, 50, 100, 50)                         # horizontal line at pixel y 200
    assert panel.getColor(Point(300, 200)) == Color.red
    panel.move(0, 0)
    panel.draw(0, 100)                                 # vertical line at x 0
    assert panel.getColor(Point(0, 350)) == Color.red
    panel.color(Color.green)
    panel.rectangle(50, 10, 70, 30, True)
    assert panel.getColor(Point(240, 320)) == Color.green
    panel.triangle(80, 80, 90, 80, 85, 95, True)
    assert panel.getColor(Point(340, 70)) == Color.green
    panel.clean()
    assert panel.getColor(Point(100, 100)) == Color.black


def test_panel_drawing_refreshes_and_marks_the_background_changed(grid):
    panel = grid.getBg()
    before = panel.version
    panel.point(0.5, 0.5)
    assert panel.version > before
    panel.setRefreshEnabled(False)
    panel.drawText("x", 0.5, 0.5)                      # user-coordinate form
    panel.drawText("y", Point(10, 20))                 # GGBackground form still works


def test_background_extras(grid):
    panel = grid.getBg()
    assert "SansSerif" in GGPanel.getAvailableFontFamilies()
    panel.setPaintColor(Color.blue)
    panel.fillGeneralPath([Point(10, 10), Point(50, 10), Point(30, 40)])
    assert panel.getColor(Point(30, 20)) == Color.blue
    panel.setPaintMode()


def test_tile_map_is_drawn_over_the_background(grid):
    tiles = grid.createTileMap(4, 4, 20, 20)
    assert grid.getTileMap() is tiles
    before = grid.getBg().version
    tiles.setImage("sprites/btn_ok_0.gif", 1, 1)
    assert grid.getBg().version > before               # the view uploads the picture again
    shown = grid.getBg().view_image()
    assert shown is not grid.getBg().image
    assert tiles.getUpperLeftVertex(Location(1, 1)) == Point(20, 20)
    assert tiles.getCenter(Location(1, 1)) == Point(30, 30)
    assert shown.getpixel((30, 30)) != grid.getBg().image.getpixel((30, 30)) or \
        shown.crop((20, 20, 40, 40)).tobytes() != grid.getBg().image.crop((20, 20, 40, 40)).tobytes()
    tiles.setPosition(Point(100, 0))
    assert tiles.getUpperLeftVertex(Location(0, 0)) == Point(100, 0)
    assert tiles.toTileLocation(Point(125, 5)) == Location(1, 0)


def test_graphics2d_context_draws_on_the_background(grid):
    g2 = grid.getBg().getContext()
    g2.setColor(Color.red)
    g2.fillRect(10, 10, 20, 20)
    assert grid.getBg().getColor(Point(29, 29)) == Color.red
    assert grid.getBg().getColor(Point(30, 30)) == Color.black
    g2.setColor(Color.green)
    g2.fillOval(100, 100, 40, 40)
    assert grid.getBg().getColor(Point(120, 120)) == Color.green
    g2.setStroke(3)
    g2.drawLine(200, 10, 300, 10)
    assert grid.getBg().getColor(Point(250, 11)) == Color.green
    g2.fillPolygon([300, 340, 320], [300, 300, 340], 3)
    assert grid.getBg().getColor(Point(320, 310)) == Color.green
    g2.drawString("Hi", 50, 300)
    assert g2.getColor() == Color.green
