"""Tests for gamegrid.model.vector (GGVector, spec section 4.8)."""

import math

import pytest

from gamegrid.java.awt import Point
from gamegrid.model.vector import GGVector, java_double_str


def test_constructors_and_fields():
    v = GGVector(3, 4)
    assert (v.x, v.y) == (3.0, 4.0)
    assert isinstance(v.x, float) and isinstance(v.y, float)
    assert (GGVector().x, GGVector().y) == (0.0, 0.0)
    p = GGVector(Point(5, 6))
    assert (p.x, p.y) == (5.0, 6.0)
    c = GGVector(v)
    assert c.isEqual(v) and c is not v
    v.x = 7.5
    assert v.x == 7.5
    with pytest.raises(TypeError):
        GGVector("a", 1)
    with pytest.raises(TypeError):
        GGVector(5)


def test_str():
    assert str(GGVector(3, 4)) == "(3.0, 4.0)"
    assert repr(GGVector(-1.5, 0)) == "(-1.5, 0.0)"
    assert str(GGVector(0.1 + 0.2, 1e7)) == "(0.30000000000000004, 1.0E7)"


def test_java_double_str():
    assert java_double_str(3.0) == "3.0"
    assert java_double_str(-0.0) == "-0.0"
    assert java_double_str(1e7) == "1.0E7"
    assert java_double_str(12345678.9) == "1.23456789E7"
    assert java_double_str(0.0001) == "1.0E-4"
    assert java_double_str(-2.5e-5) == "-2.5E-5"
    assert java_double_str(0.001) == "0.001"
    assert java_double_str(float("nan")) == "NaN"
    assert java_double_str(float("-inf")) == "-Infinity"


def test_arithmetic_returns_new_vectors():
    a, b = GGVector(1, 2), GGVector(3, 5)
    s = a.add(b)
    assert (s.x, s.y) == (4.0, 7.0)
    d = b.sub(a)
    assert (d.x, d.y) == (2.0, 3.0)
    m = a.mult(2.5)
    assert (m.x, m.y) == (2.5, 5.0)
    assert (a.x, a.y) == (1.0, 2.0) and (b.x, b.y) == (3.0, 5.0)
    assert (a + b).isEqual(s) and (b - a).isEqual(d) and (2.5 * a).isEqual(m)
    assert (-a).isEqual(GGVector(-1, -2))


def test_scalars():
    v = GGVector(3, 4)
    assert v.magnitude() == 5.0
    assert v.magnitude2() == 25.0
    assert v.dot(GGVector(2, -1)) == 2.0
    assert v.distanceTo(GGVector(0, 0)) == 5.0


def test_direction_radians_clockwise():
    assert GGVector(0, 1).getDirection() == pytest.approx(math.pi / 2)
    assert GGVector(1, 0).getDirection() == 0.0
    assert GGVector(-1, 0).getDirection() == pytest.approx(math.pi)
    assert GGVector(0, -1).getDirection() == pytest.approx(3 * math.pi / 2)   # the original: 0 .. 2 pi


def test_normalize_in_place_and_get_normalized():
    v = GGVector(3, 4)
    n = v.getNormalized()
    assert (n.x, n.y) == pytest.approx((0.6, 0.8))
    assert (v.x, v.y) == (3.0, 4.0)
    v.normalize()
    assert v.magnitude() == pytest.approx(1.0)
    z = GGVector()
    z.normalize()
    assert (z.x, z.y) == (0.0, 0.0)


def test_rotate_and_invert_in_place():
    v = GGVector(1, 0)
    v.rotate(math.pi / 2)  # clockwise on screen: east -> south
    assert (v.x, v.y) == pytest.approx((0.0, 1.0))
    v.invert()
    assert (v.x, v.y) == pytest.approx((0.0, -1.0))
    w = GGVector(2, 3)
    assert w.invert() is w


def test_clone_and_identity_equality():
    v = GGVector(1, 2)
    c = v.clone()
    assert c is not v and c.isEqual(v)
    assert not c.isEqual(GGVector(1, 3))
    assert v == v
    assert v != c  # Java equals() is identity for GGVector
