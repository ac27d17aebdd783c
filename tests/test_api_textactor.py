"""TextActor (spec §4.3): picture size, text placement at the cell centre, colours and font."""
from __future__ import annotations

from gamegrid import Color, Font, GameGrid, Location, Point, TextActor


def _pixels(picture):
    flat = getattr(picture, "get_flattened_data", None)   # Pillow >= 12; getdata() is deprecated there
    return list(flat() if flat else picture.getdata())


def test_hello_has_the_originals_size():
    actor = TextActor("Hello")
    assert (actor.getWidth(0), actor.getHeight(0)) == (62, 16)
    assert (actor.getTextWidth(), actor.getTextHeight()) == (31, 14)
    assert actor.getNbSprites() == 1 and not actor.isRotatable()


def test_picture_is_twice_the_text_width_with_a_transparent_left_half():
    actor = TextActor("A longer line of text")
    picture = actor.getImage()
    assert picture.getWidth() == 2 * actor.getTextWidth()
    pixels = actor._a_images[0].source
    left = pixels.crop((0, 0, actor.getTextWidth(), pixels.height))
    assert left.getextrema()[3] == (0, 0)                 # left half fully transparent
    right = pixels.crop((actor.getTextWidth(), 0, pixels.width, pixels.height))
    assert right.getextrema()[3][1] == 255                # text pixels opaque
    r, g, b, _ = max(_pixels(right), key=lambda p: p[3])
    assert (r, g, b) == (0, 0, 0)                          # default text colour black


def test_text_starts_at_the_cell_centre(grid_runtime):
    grid = GameGrid(10, 5, 50, None, False)
    grid.setBgColor(Color.white)
    actor = TextActor("Hello")
    grid.addActor(actor, Location(5, 1))
    snapshot = grid.getImage()
    centre = grid.toPoint(Location(5, 1))                 # (275, 75)
    width = actor.getTextWidth()
    rows = range(centre.y - 7, centre.y + 8)
    dark_left = [(x, y) for x in range(centre.x - width, centre.x) for y in rows
                 if snapshot.getRGB(x, y) & 0xFFFFFF != 0xFFFFFF]
    dark_right = [(x, y) for x in range(centre.x, centre.x + width) for y in rows
                  if snapshot.getRGB(x, y) & 0xFFFFFF != 0xFFFFFF]
    assert not dark_left
    assert dark_right and min(x for x, _ in dark_right) <= centre.x + 3


def test_colours_font_and_rotatable_form():
    actor = TextActor(True, "Hi", Color.red, Color.yellow, Font("SansSerif", Font.BOLD, 24))
    assert actor.isRotatable()
    assert actor.getTextHeight() == 28 and actor.getHeight(0) == 30
    pixels = actor._a_images[0].source
    w = actor.getTextWidth()
    colours = set(_pixels(pixels.crop((w, 0, 2 * w, pixels.height))))
    assert (255, 255, 0, 255) in colours                  # background colour fills the right half
    assert any(r > 200 and g < 80 and b < 80 for r, g, b, a in colours)   # red text
    assert pixels.getpixel((0, 0))[3] == 0


def test_text_actor_is_an_actor_in_the_state(grid_runtime):
    grid = GameGrid(4, 4, 40)
    grid.addActor(TextActor("7"), Location(1, 2))
    (actor,) = grid.getActors(TextActor)
    assert actor.getText() == "7" and actor.getLocation() == Location(1, 2)
    assert actor.getPixelLocation() == Point(60, 100)
