"""java.awt.geom (shapes, AffineTransform), Graphics2D with shapes and transforms, XOR painting."""
from __future__ import annotations

import math

import pytest

from gamegrid import Color, GameGrid, Point
from gamegrid.java.geom import AffineTransform, Ellipse2D, GeneralPath, Line2D, Point2D, Polygon, Rectangle2D


def approx(point, x, y):
    return point.x == pytest.approx(x, abs=1e-9) and point.y == pytest.approx(y, abs=1e-9)


# ----- AffineTransform -----------------------------------------------------------------------------------
def test_rotation_is_clockwise_on_screen_and_calls_compose_like_java():
    at = AffineTransform.getRotateInstance(math.pi / 2)
    assert approx(at.transform(Point2D.Double(1, 0), None), 0, 1)       # +x turns to +y (down)
    at = AffineTransform()
    at.translate(10, 0)
    at.scale(2, 2)          # Java: the last call acts first on a point
    assert approx(at.transform(Point2D.Double(1, 1), None), 12, 2)
    about = AffineTransform.getRotateInstance(math.pi, 5, 5)
    assert approx(about.transform(Point2D.Double(6, 5), None), 4, 5)
    inverse = at.createInverse()
    assert approx(inverse.transform(Point2D.Double(12, 2), None), 1, 1)
    target = Point2D.Double()
    assert at.transform(Point2D.Double(0, 0), target) is target and approx(target, 10, 0)


def test_affine_transform_java_constructor_order_and_errors():
    at = AffineTransform(2, 0, 0, 3, 5, 7)        # m00, m10, m01, m11, m02, m12
    assert (at.getScaleX(), at.getScaleY(), at.getTranslateX(), at.getTranslateY()) == (2, 3, 5, 7)
    with pytest.raises(ValueError, match="cannot be inverted"):
        AffineTransform.getScaleInstance(0, 1).createInverse()
    with pytest.raises(TypeError):
        AffineTransform(1, 2)


# ----- shapes --------------------------------------------------------------------------------------------
def test_shapes_contain_and_bounds():
    r = Rectangle2D.Double(10, 20, 30, 40)
    assert r.contains(10, 20) and not r.contains(40, 20) and r.contains(Point2D.Double(39.5, 59.5))
    assert (r.getMaxX(), r.getCenterY()) == (40, 40)
    assert r.intersects(35, 55, 10, 10) and not r.intersects(40, 60, 5, 5)
    e = Ellipse2D.Double(0, 0, 100, 50)
    assert e.contains(50, 25) and not e.contains(2, 2)
    b = e.getBounds2D()
    assert (b.x, b.y, b.width, b.height) == (0, 0, 100, 50)
    path = GeneralPath()
    path.moveTo(0, 0)
    path.lineTo(100, 0)
    path.lineTo(0, 100)
    path.closePath()
    assert path.contains(20, 20) and not path.contains(80, 80)
    assert Polygon([0, 10, 0], [0, 0, 10], 3).contains(2, 2)


def test_curves_are_flattened_through_their_end_points():
    path = GeneralPath()
    path.moveTo(0, 0)
    path.quadTo(50, 100, 100, 0)
    path.curveTo(100, 50, 50, 50, 0, 0)
    (points, closed), = path.outlines()
    assert points[0] == (0, 0) and points[-1] == pytest.approx((0, 0)) and not closed
    assert max(y for _x, y in points) == pytest.approx(50, abs=1)    # the quad's top at t = 1/2
    with pytest.raises(ValueError, match="moveTo"):
        GeneralPath().lineTo(1, 1)


def test_lines_intersect_and_distances():
    line = Line2D.Double(0, 0, 10, 0)
    assert line.intersectsLine(5, -5, 5, 5) and not line.intersectsLine(11, -5, 11, 5)
    assert Line2D.linesIntersect(0, 0, 10, 10, 0, 10, 10, 0)
    assert line.ptSegDist(15, 3) == pytest.approx(math.hypot(5, 3))
    assert line.ptLineDist(15, 3) == pytest.approx(3)
    assert not line.contains(5, 0)


def test_transformed_shape_keeps_the_original():
    rect = Rectangle2D.Double(0, 0, 10, 10)
    moved = AffineTransform.getTranslateInstance(5, 5).createTransformedShape(rect)
    b = moved.getBounds2D()
    assert (b.x, b.y, b.width, b.height) == (5, 5, 10, 10) and rect.x == 0


# ----- drawing on the background -------------------------------------------------------------------------
def test_graphics2d_fills_shapes_and_follows_its_transform(grid_runtime):
    grid = GameGrid(100, 100, 1, Color.white, None, False)
    bg = grid.getBg()
    g = bg.getContext()
    assert bg.getContext() is g               # one context per background, so its transform stays
    g.setColor(Color.red)
    g.fill(Rectangle2D.Double(10, 10, 20, 20))
    assert bg.getColor(Point(20, 20)) == Color.red and bg.getColor(Point(35, 20)) == Color.white
    g.translate(50, 50)
    g.rotate(math.pi / 4)
    g.setColor(Color.blue)
    g.fillRect(0, -2, 40, 4)                   # a bar turned 45 degrees down to the right
    assert bg.getColor(Point(70, 70)) == Color.blue and bg.getColor(Point(90, 50)) == Color.white
    g.setTransform(AffineTransform())
    g.drawString("x", 5, 95)
    bg.drawGeneralPath(Line2D.Double(0, 99, 99, 99))
    assert bg.getColor(Point(50, 99)) == Color.blue


def test_xor_mode_restores_on_second_drawing_and_uses_javas_rule(grid_runtime):
    grid = GameGrid(60, 40, 1, Color(100, 150, 200), None, False)
    bg = grid.getBg()
    original = bg.getBackgroundImage().tobytes()
    bg.setPaintColor(Color.red)
    bg.setXORMode(Color.white)
    shapes = [lambda: bg.drawLine(Point(0, 0), Point(59, 39)), lambda: bg.fillCircle(Point(30, 20), 8),
              lambda: bg.drawRectangle(Point(5, 5), Point(50, 30)), lambda: bg.drawText("XOR", Point(3, 35)),
              lambda: bg.getContext().fill(Ellipse2D.Double(40, 5, 15, 10))]
    shapes[1]()
    # (100,150,200) ^ red ^ white = (100, 105, 55)
    assert bg.getColor(Point(30, 20)) == Color(100 ^ 255 ^ 255, 150 ^ 0 ^ 255, 200 ^ 0 ^ 255)
    for shape in shapes[:1] + shapes[2:]:
        shape()
    assert bg.getBackgroundImage().tobytes() != original
    for shape in shapes:
        shape()
    assert bg.getBackgroundImage().tobytes() == original
    bg.setPaintMode()
    bg.fillCircle(Point(30, 20), 8)
    assert bg.getColor(Point(30, 20)) == Color.red
    with pytest.raises(TypeError, match="Color"):
        bg.setXORMode("white")


def test_xor_mode_through_graphics2d_and_clear_keeps_grid_lines(grid_runtime):
    grid = GameGrid(4, 4, 10, Color.black)
    bg = grid.getBg()
    g = bg.getContext()
    g.setColor(Color.yellow)
    g.setXORMode(Color.black)
    g.fillRect(0, 0, 41, 41)
    assert bg.getColor(Point(5, 5)) == Color(255, 255, 0)        # black ^ yellow ^ black
    bg.clear()                                                   # repaints the grid normally
    assert bg.getColor(Point(10, 5)) == Color.black              # grid line, not XORed
    g.setPaintMode()
