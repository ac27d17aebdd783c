"""Pictures made through the model's picture interface, the same code on the desktop (Pillow) and in the
browser (the canvas): tests/test_picture_canvas.py runs this file in both and compares what it makes.
It imports gamegrid only (no Pillow, no pytest): in the browser it runs in Pyodide as it is.
"""
from __future__ import annotations

from pathlib import Path

from gamegrid.java.awt import Color, Font, Point
from gamegrid.model import images
from gamegrid.model import picture as pic
from gamegrid.model.bitmap import GGBitmap
from gamegrid.model.fonts import draw_text, face_of
from gamegrid.model.textactor import _render
from gamegrid.model.xorpaint import XorDraw


def _sprite(sprites: Path, name: str) -> images.SpriteImage:
    return images.SpriteImage(pic.open_file(sprites / name), name)


def shapes() -> pic.Picture:
    """A background's drawing: lines of two widths, outlined and filled boxes, circles, arcs, a pie,
    polygons, points, on an opaque ground (what GGBackground and Graphics2D call)."""
    picture = pic.new((160, 120), (235, 240, 250, 255))
    draw = pic.drawer(picture)
    draw.line([(5, 5), (150, 40)], fill=(200, 0, 0, 255), width=1)
    draw.line([(5, 20), (60, 110)], fill=(0, 120, 0, 255), width=4)
    draw.line([(70, 100), (90, 60), (120, 100)], fill=(0, 0, 0, 255), width=3, joint="curve")
    draw.rectangle([10, 50, 40, 80], outline=(0, 0, 200, 255), width=2)
    draw.rectangle([45, 50, 65, 70], fill=(250, 160, 0, 255))
    draw.ellipse([100, 10, 140, 50], outline=(120, 0, 120, 255), width=1)
    draw.ellipse([105, 60, 135, 90], fill=(0, 160, 160, 255), outline=(0, 160, 160, 255), width=1)
    draw.arc([70, 10, 100, 40], -90.0, 45.0, fill=(0, 0, 0, 255), width=2)
    draw.pieslice([130, 90, 158, 118], -30.0, 60.0, fill=(200, 0, 100, 255))
    draw.polygon([(20, 90), (40, 115), (5, 115)], fill=(60, 60, 60, 255))
    draw.polygon([(140, 60), (155, 75), (140, 90), (125, 75)], outline=(0, 0, 0, 255), width=1)
    draw.rounded_rectangle([70, 105, 120, 118], 5, fill=(90, 200, 90, 255))
    draw.point([(150, 100), (152, 100), (154, 100)], fill=(0, 0, 0, 255))
    return picture


def text() -> pic.Picture:
    """Text as the background draws it (baseline at the point) in the three families and styles."""
    picture = pic.new((260, 90), (255, 255, 255, 255))
    draw = pic.drawer(picture)
    draw_text(draw, (4, 22), "Hello gamegrid!", (0, 0, 0, 255), face_of(Font("SansSerif", Font.PLAIN, 18)), "ls")
    draw_text(draw, (4, 52), "Score: 1250", (180, 0, 0, 255), face_of(Font("Serif", Font.BOLD, 24)), "ls")
    draw_text(draw, (4, 80), "x = 3.5; y", (0, 0, 160, 255), face_of(Font("Monospaced", Font.ITALIC, 16)), "ls")
    return picture


def buttons() -> pic.Picture:
    """GGCheckButton's and GGRadioButton's pictures, off and on (boxes, circles, a tick, text by its middle)."""
    from gamegrid.model.buttons import _labelled
    parts = _labelled("Sound", Color(0, 0, 0), Color(255, 255, 255), False) + \
        _labelled("Level 2", Color(0, 0, 120), Color(230, 230, 230), True)
    picture = pic.new((sum(p.width for p in parts) + 3 * len(parts), max(p.height for p in parts)), (255, 255, 255, 255))
    left = 0
    for part in parts:
        pic.composite(picture, part, (left, 0))
        left += part.width + 3
    return picture


def text_actor() -> pic.Picture:
    """TextActor("Game over", ...)'s picture: left half transparent, the text on its colour to the right."""
    return _render("Game over", Color(255, 255, 0), Color(0, 0, 128), Font("SansSerif", Font.BOLD, 20))[0]


def rotated_sprite(sprites: Path) -> pic.Picture:
    """A sprite turned by 30 degrees on its square, as an actor with setNbRotSprites(12) shows it."""
    return _sprite(sprites, "airplane.gif").variant(1, 12, False, False)


def mirrored_turned_sprite(sprites: Path) -> pic.Picture:
    return _sprite(sprites, "marble.png").variant(5, 8, True, False)


def scaled_sprite(sprites: Path) -> pic.Picture:
    """GGBitmap.getScaledImage(sprite, 1.5, 20): zoomed and turned with the canvas grown."""
    return GGBitmap.getScaledImage(str(sprites / "airplane.gif"), 1.5, 20)._picture


def composited(sprites: Path) -> pic.Picture:
    """Sprites drawn over a background picture, one of them half outside (drawImage, getImage)."""
    picture = pic.new((120, 90), (30, 90, 30, 255))
    pic.composite(picture, pic.open_file(sprites / "marble.png"), (10, 10))
    pic.composite(picture, pic.open_file(sprites / "airplane.gif"), (70, 40))
    pic.composite(picture, pic.alpha_scaled(pic.open_file(sprites / "marble.png"), 0.5), (40, 30))
    return picture


def xor_once() -> pic.Picture:
    """A rubber band in XOR mode: a box and a line XORed onto a picture with two colours."""
    picture = pic.new((80, 60), (255, 255, 255, 255))
    pic.drawer(picture).rectangle([40, 0, 79, 59], fill=(0, 0, 255, 255))
    xor = XorDraw(picture, (255, 255, 255))
    xor.rectangle([10, 10, 60, 40], fill=(255, 0, 0, 255))
    xor.line([(0, 59), (79, 0)], fill=(0, 0, 0, 255), width=1)
    return picture


def xor_twice() -> pic.Picture:
    """The same XOR drawing twice: the picture as it was."""
    picture = pic.new((80, 60), (255, 255, 255, 255))
    pic.drawer(picture).rectangle([40, 0, 79, 59], fill=(0, 0, 255, 255))
    for _ in range(2):
        xor = XorDraw(picture, (255, 255, 255))
        xor.ellipse([10, 10, 60, 40], fill=(255, 0, 0, 255), outline=(255, 0, 0, 255))
    return picture


def pixels_read_back() -> pic.Picture:
    """GGBitmap: pixels set between drawings read back exactly (bytes and canvas kept in step)."""
    bitmap = GGBitmap(40, 30, Color(10, 20, 30))
    bitmap.setPixelColor(1, 1, Color(200, 100, 50))
    bitmap.setPaintColor(Color(0, 255, 0))
    bitmap.fillRectangle(Point(10, 10), Point(20, 20))
    bitmap.setPixelColor(15, 15, Color(255, 0, 255))
    bitmap.fillRectangle(Point(30, 0), Point(39, 5))
    for x in range(40):
        c = bitmap.getPixelColor(x, 25)
        bitmap.setPixelColor(x, 25, Color(255 - c.getRed(), x * 6, c.getBlue()))
    return bitmap._picture


def jpeg(sprites: Path) -> pic.Picture:
    """A JPEG background (the browser decodes it)."""
    return pic.open_file(sprites / "town.jpg")


def mask_tests() -> list[bool]:
    """Whether shapes meet the opaque pixels of a picture (the image areas of collisions and touches)."""
    picture = pic.new((30, 30), (0, 0, 0, 0))
    access = pic.pixels(picture)      # a disc set pixel by pixel: the same opaque pixels in both
    for x in range(30):
        for y in range(30):
            if (x - 14.5) ** 2 + (y - 14.5) ** 2 <= 25:
                access[x, y] = (255, 0, 0, 255)
    shapes = [
        ((0, 0, 30, 30), lambda d: d.point((15, 15), fill=255)),
        ((0, 0, 30, 30), lambda d: d.point((2, 2), fill=255)),
        ((5, 5, 25, 25), lambda d: d.ellipse([0, 0, 6, 6], fill=255)),
        ((5, 5, 25, 25), lambda d: d.ellipse([3, 3, 9, 9], fill=255)),
        ((0, 0, 30, 30), lambda d: d.line([0, 29, 29, 0], fill=255, width=1)),
        ((0, 0, 30, 30), lambda d: d.line([0, 0, 29, 3], fill=255, width=1)),
    ]
    return [pic.mask_hits(picture, box, shape) for box, shape in shapes]


def all_scenes(sprites: Path) -> dict[str, pic.Picture]:
    return {
        "shapes": shapes(), "text": text(), "text_actor": text_actor(), "buttons": buttons(),
        "rotated_sprite": rotated_sprite(sprites), "mirrored_turned_sprite": mirrored_turned_sprite(sprites),
        "scaled_sprite": scaled_sprite(sprites), "composited": composited(sprites),
        "xor_once": xor_once(), "xor_twice": xor_twice(), "pixels_read_back": pixels_read_back(),
        "jpeg": jpeg(sprites),
    }
