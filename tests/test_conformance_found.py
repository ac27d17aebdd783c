"""Differences found by running public TigerJython gamegrid programs (tutorial examples, JGameGrid's Jython
examples, pupils' games) on the original (refrun) and on ours. Each test is a small program of our own that
shows the same behaviour; the expected values were read from the original's run (refrun --cycles N) of the
program in the test."""
from __future__ import annotations

from gamegrid import Color, GameGrid, Point

GRAY = (128, 128, 128)


def test_draw_grid_lines_use_the_pens_line_width(grid_runtime):
    # makeGameGrid(8, 6, 50, ...); getBg().setLineWidth(3); drawGridLines(Color.gray): the original draws
    # the lines 3 pixels wide, centred on the cell borders (the outer ones cut by the picture's edge).
    grid = GameGrid(8, 6, 50, Color.blue, False)
    bg = grid.getBg()
    bg.clear(Color(255, 255, 200))
    bg.setLineWidth(3)
    bg.drawGridLines(Color.gray)
    row = [x for x in range(401) if bg.image.getpixel((x, 30))[:3] == GRAY]
    column = [y for y in range(301) if bg.image.getpixel((30, y))[:3] == GRAY]
    assert row == [0, 1, 49, 50, 51, 99, 100, 101, 149, 150, 151, 199, 200, 201, 249, 250, 251,
                   299, 300, 301, 349, 350, 351, 399, 400]
    assert column == [0, 1, 49, 50, 51, 99, 100, 101, 149, 150, 151, 199, 200, 201, 249, 250, 251, 299, 300]
    assert bg.getColor(Point(200, 150)) == Color(128, 128, 128)


def test_draw_grid_lines_are_one_pixel_with_the_default_pen(grid_runtime):
    grid = GameGrid(4, 3, 20, None, False)
    bg = grid.getBg()
    bg.clear(Color.white)
    bg.drawGridLines(Color.gray)
    assert [x for x in range(81) if bg.image.getpixel((x, 10))[:3] == GRAY] == [0, 20, 40, 60, 80]
