"""Actor methods beyond the core: displace, rotate, getImage/getCurrentImage/getPixelColor/getScaledImage."""
from __future__ import annotations

import pytest

from gamegrid import Actor, Double, GameGrid, GGVector, Location, Point


@pytest.fixture
def grid(grid_runtime):
    return GameGrid(10, 10, 50, None, False)


def test_get_image_has_java_size_methods(grid):
    actor = Actor("sprites/btn_ok_0.gif")
    image = actor.getImage()
    assert image.getWidth() == actor.getWidth(0) and image.getHeight() == actor.getHeight(0)
    two = Actor("sprites/btn_ok.gif", 2)
    assert two.getImage(1).getHeight() == two.getHeight(1)


def test_current_image_is_the_rotated_picture(grid):
    actor = Actor(True, "sprites/btn_ok_0.gif")
    grid.addActor(actor, Location(2, 2), 45)
    assert actor.getCurrentImage().getWidth() > actor.getImage().getWidth()
    actor.hide()
    assert actor.getCurrentImage() is None


def test_pixel_color_and_scaled_image(grid):
    actor = Actor("sprites/btn_ok_0.gif")
    grid.addActor(actor, Location(2, 2))
    w, h = actor.getWidth(0), actor.getHeight(0)
    colour = actor.getPixelColor(Point(w // 2, h // 2))
    assert colour.getAlpha() == 255
    scaled = actor.getScaledImage(2.0, 0)
    assert (scaled.getWidth(), scaled.getHeight()) == (2 * w, 2 * h)
    assert actor.getScaledImage(0, 0.5, 90).getWidth() == pytest.approx(h / 2, abs=2)
    clone = Actor(scaled)                                  # a BufferedImage makes an actor
    assert clone.getWidth(0) == 2 * w


def test_displace_keeps_the_fraction(grid):
    actor = Actor("sprites/btn_ok_0.gif")
    grid.addActor(actor, Location(2, 2))                  # pixel (125, 125)
    actor.setDirection(0)
    for _ in range(4):
        actor.displace(2.5)
    assert actor.getPixelLocation() == Point(135, 125)
    assert actor.getDisplacePosition().x == pytest.approx(135.0)
    actor.setDirection(90)
    actor.displace(60)
    assert actor.getLocation() == Location(2, 3) and actor.getPixelLocation() == Point(135, 185)
    actor.setDisplacePosition(Double(310.4, 60.2))
    assert actor.getPixelLocation() == Point(310, 60) and actor.getLocation() == Location(6, 1)


def test_rotate_about_a_location_turns_the_actor_too(grid):
    actor = Actor("sprites/btn_ok_0.gif")
    grid.addActor(actor, Location(5, 2))
    actor.rotate(Location(5, 5), 90)                       # 3 cells north of the centre -> 3 cells east
    assert actor.getLocation() == Location(8, 5)
    assert actor.getDirection() == 90.0


def test_get_rotated_position():
    v = Actor.getRotatedPosition(GGVector(10, 0), Point(0, 0), 90)
    assert (v.x, v.y) == pytest.approx((0.0, 10.0))
