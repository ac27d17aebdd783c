"""The model's picture interface (gamegrid/model/picture.py) on the desktop's implementation (Pillow).

Each operation against what Pillow itself makes of the same request (the interface must not change a
pixel of what the model drew before it existed), plus the rules the interface states (clipping, XOR twice
restores, masks). The browser's implementation is compared with these pictures in
tests/test_picture_canvas.py.
"""
from __future__ import annotations

import io
import math
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageDraw

from gamegrid.model import picture as pic
from gamegrid.model import picture_pillow

SPRITE = Path(__file__).resolve().parents[1] / "gamegrid" / "sprites"


def _same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and a.mode == b.mode and ImageChops.difference(a, b).getbbox() is None


def _checker(size: tuple[int, int] = (40, 30)) -> Image.Image:
    """A picture with every kind of pixel: opaque, half transparent, transparent."""
    picture = Image.new("RGBA", size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(picture)
    draw.rectangle([0, 0, size[0] // 2, size[1] // 2], fill=(200, 30, 40, 255))
    draw.ellipse([size[0] // 3, size[1] // 3, size[0] - 1, size[1] - 1], fill=(20, 90, 250, 128))
    return picture


def test_the_desktop_uses_pillow() -> None:
    assert sys.platform != "emscripten"
    assert pic.BACKEND == "pillow"
    assert pic.new is picture_pillow.new


def test_new_is_an_rgba_picture_of_one_colour() -> None:
    made = pic.new((7, 5), (1, 2, 3, 4))
    assert pic.is_picture(made) and made.mode == "RGBA" and made.size == (7, 5)
    assert made.getpixel((6, 4)) == (1, 2, 3, 4)
    assert not pic.is_picture("sprites/marble.png")


def test_rgba_bytes_round_trip() -> None:
    source = _checker()
    data = pic.to_rgba(source)
    assert len(data) == 40 * 30 * 4
    assert _same(pic.from_rgba(source.size, data), source)
    assert pic.to_rgba(source.convert("RGB"))[:4] == bytes((200, 30, 40, 255))


def test_open_file_and_from_encoded_decode_to_rgba(tmp_path: Path) -> None:
    path = tmp_path / "p.png"
    _checker().convert("P").save(path)        # a palette file becomes RGBA
    opened = pic.open_file(path)
    assert opened.mode == "RGBA" and opened.size == (40, 30)
    assert _same(pic.from_encoded(path.read_bytes()), opened)
    with pytest.raises(OSError):
        pic.from_encoded(b"not a picture")
    with pytest.raises(OSError):
        pic.open_file(tmp_path / "missing.png")


def test_save_png_keeps_alpha_and_jpeg_drops_it(tmp_path: Path) -> None:
    source = _checker()
    pic.save(source, tmp_path / "a.png", "png")
    with Image.open(tmp_path / "a.png") as back:
        assert _same(back.convert("RGBA"), source)
    out = io.BytesIO()
    pic.save(source, out, "jpg")
    assert out.getvalue()[:2] == b"\xff\xd8"


@pytest.mark.parametrize("horizontal", [True, False])
def test_flipped(horizontal: bool) -> None:
    source = _checker()
    mirrored = pic.flipped(source, horizontal)
    x, y = (39, 0) if horizontal else (0, 29)
    assert mirrored.getpixel((x, y)) == source.getpixel((0, 0))
    assert _same(pic.flipped(mirrored, horizontal), source)


def test_rotated_is_pillows_bilinear_rotation() -> None:
    source = _checker((33, 33))
    assert _same(pic.rotated(source, 30, False), source.rotate(-30, resample=Image.Resampling.BILINEAR))
    grown = pic.rotated(source, 45, True)
    assert grown.size == source.rotate(-45, resample=Image.Resampling.BILINEAR, expand=True).size
    assert grown.width > source.width
    # clockwise on the screen: the red upper-left quarter goes to the upper right
    quarter = pic.rotated(source, 90, False)
    assert quarter.getpixel((30, 2))[:3] == (200, 30, 40)


def test_scaled_and_alpha_scaled() -> None:
    source = _checker()
    assert pic.scaled(source, (80, 15)).size == (80, 15)
    faded = pic.alpha_scaled(source, 0.5)
    assert faded.getpixel((0, 0)) == (200, 30, 40, 127)
    assert source.getpixel((0, 0)) == (200, 30, 40, 255)     # the source is not changed
    assert pic.alpha_scaled(source, 7).getpixel((0, 0))[3] == 255


def _layer_composite(target: Image.Image, source: Image.Image, xy: tuple[int, int]) -> Image.Image:
    """How the model composited before the interface: a transparent layer of target's size."""
    result = target.copy()
    layer = Image.new("RGBA", target.size, (0, 0, 0, 0))
    layer.paste(source, xy)
    result.alpha_composite(layer)
    return result


@pytest.mark.parametrize("xy", [(5, 4), (-10, -7), (30, 20), (60, 60), (-50, 0)])
def test_composite_clips_and_matches_the_layer_method(xy: tuple[int, int]) -> None:
    target = Image.new("RGBA", (50, 40), (250, 250, 240, 255))
    source = _checker()
    expected = _layer_composite(target, source, xy)
    pic.composite(target, source, xy)
    assert _same(target, expected)


def test_paste_replaces_pixels_alpha_too() -> None:
    target = pic.new((10, 10), (255, 255, 255, 255))
    pic.paste(target, pic.new((4, 4), (0, 0, 0, 0)), (8, 8))
    assert target.getpixel((9, 9)) == (0, 0, 0, 0) and target.getpixel((7, 7)) == (255, 255, 255, 255)


def test_pixels_read_and_write() -> None:
    made = pic.new((3, 3), (0, 0, 0, 0))
    access = pic.pixels(made)
    access[1, 2] = (9, 8, 7, 6)
    assert access[1, 2] == (9, 8, 7, 6) == made.getpixel((1, 2))


def test_flood_fill_fills_the_connected_region_only() -> None:
    made = pic.new((10, 10), (255, 255, 255, 255))
    ImageDraw.Draw(made).line([(5, 0), (5, 9)], fill=(0, 0, 0, 255))
    pic.flood_fill(made, (1, 1), (255, 0, 0, 255))
    assert made.getpixel((4, 9)) == (255, 0, 0, 255)
    assert made.getpixel((6, 0)) == (255, 255, 255, 255) and made.getpixel((5, 5)) == (0, 0, 0, 255)


def test_xor_shape_twice_restores_and_keeps_alpha() -> None:
    source = _checker()
    made = source.copy()

    def bar(draw: ImageDraw.ImageDraw) -> None:
        draw.rectangle([2, 2, 30, 20], fill=255)

    pic.xor_shape(made, (255, 0, 15), bar)
    r, g, b, a = source.getpixel((3, 3))
    assert made.getpixel((3, 3)) == (r ^ 255, g, b ^ 15, a)
    assert made.getpixel((35, 25)) == source.getpixel((35, 25))
    pic.xor_shape(made, (255, 0, 15), bar)
    assert _same(made, source)


def test_mask_hits_sees_opaque_pixels_under_the_shape_only() -> None:
    made = pic.new((20, 20), (0, 0, 0, 0))
    pic.pixels(made)[15, 15] = (1, 1, 1, 1)

    def spot(x: int, y: int):
        return lambda draw: draw.point((x, y), fill=255)

    assert pic.mask_hits(made, (10, 10, 20, 20), spot(5, 5))
    assert not pic.mask_hits(made, (10, 10, 20, 20), spot(4, 5))
    assert not pic.mask_hits(made, (0, 0, 10, 10), lambda draw: draw.rectangle([0, 0, 9, 9], fill=255))


def test_drawer_draws_with_imagedraw_conventions() -> None:
    made = pic.new((20, 20), (0, 0, 0, 0))
    pic.drawer(made).rectangle([2, 3, 5, 7], fill=(10, 20, 30, 255))
    expected = Image.new("RGBA", (20, 20), (0, 0, 0, 0))
    ImageDraw.Draw(expected).rectangle([2, 3, 5, 7], fill=(10, 20, 30, 255))
    assert _same(made, expected)
    assert made.getpixel((5, 7)) == (10, 20, 30, 255) and made.getpixel((6, 7)) == (0, 0, 0, 0)


def test_font_is_a_shipped_face() -> None:
    face = pic.font("SansSerif", 1, 12)
    assert Path(face.path).name == "DejaVuSans-Bold.ttf" and face.size == 12
    assert face is pic.font("Dialog", 1, 12)        # cached: Dialog is SansSerif


# ----- the browser's implementation, its byte operations (no canvas needed: they run here too) ----------
from gamegrid.model import picture_canvas as canvas   # noqa: E402  (js is absent: bytes only)


def _as_canvas(picture: Image.Image) -> "canvas.CanvasPicture":
    return canvas.from_rgba(picture.size, picture.tobytes())


def _same_bytes(made: "canvas.CanvasPicture", expected: Image.Image) -> bool:
    return made.size == expected.size and canvas.to_rgba(made) == expected.tobytes()


def test_canvas_pictures_copy_crop_and_paste_as_pillow() -> None:
    source = _checker()
    made = _as_canvas(source)
    assert canvas.is_picture(made) and not canvas.is_picture(source)
    assert _same_bytes(made.copy(), source)
    for box in [(3, 4, 20, 17), (-5, -5, 10, 10), (30, 20, 50, 40)]:
        assert _same_bytes(made.crop(box), source.crop(box))
    for xy in [(5, 4), (-10, -7), (30, 20), (60, 60)]:
        target, expected = canvas.new((50, 40), (9, 9, 9, 255)), Image.new("RGBA", (50, 40), (9, 9, 9, 255))
        canvas.paste(target, made, xy)
        expected.paste(source, xy)
        assert _same_bytes(target, expected)


@pytest.mark.parametrize("horizontal", [True, False])
def test_canvas_flips_as_pillow(horizontal: bool) -> None:
    source = _checker()
    assert _same_bytes(canvas.flipped(_as_canvas(source), horizontal), pic.flipped(source, horizontal))


def test_canvas_pixels_alpha_flood_fill_and_box_as_pillow() -> None:
    source = _checker()
    made = _as_canvas(source)
    assert made.getpixel((39, 29)) == source.getpixel((39, 29))
    with pytest.raises(IndexError):
        made.getpixel((40, 0))
    access = canvas.pixels(made)
    access[2, 3] = (1, 2, 3, 4)
    assert access[2, 3] == (1, 2, 3, 4) == made.getpixel((2, 3))
    access[3, 3] = (5, 6, 7)
    assert access[3, 3] == (5, 6, 7, 255)
    with pytest.raises(IndexError):
        access[40, 3] = (0, 0, 0, 0)
    with pytest.raises(IndexError):
        access[-1, 3]
    assert _same_bytes(canvas.alpha_scaled(_as_canvas(source), 0.3), pic.alpha_scaled(source, 0.3))
    filled_pillow, filled = source.copy(), _as_canvas(source)
    pic.flood_fill(filled_pillow, (0, 0), (0, 255, 0, 255))
    canvas.flood_fill(filled, (0, 0), (0, 255, 0, 255))
    assert _same_bytes(filled, filled_pillow)
    assert canvas.opaque_box(_as_canvas(source)) == pic.opaque_box(source)
    with pytest.raises(ValueError):
        canvas.from_rgba((3, 3), b"\x00" * 35)


def test_canvas_decodes_png_and_gif_itself_and_writes_png(tmp_path: Path) -> None:
    for name in ("marble.png", "airplane.gif"):
        path = Path(__file__).resolve().parents[1] / "sprites" / name
        assert _same_bytes(canvas.open_file(path), pic.open_file(path))
    made = _as_canvas(_checker())
    canvas.save(made, tmp_path / "out.png", "png")
    assert _same_bytes(made, pic.open_file(tmp_path / "out.png"))
    with pytest.raises(OSError):
        canvas.from_encoded(b"no picture")


def test_canvas_drawing_needs_the_browser() -> None:
    made = canvas.new((4, 4), (0, 0, 0, 0))
    with pytest.raises(RuntimeError, match="canvas"):
        canvas.drawer(made).rectangle([0, 0, 2, 2], fill=(1, 2, 3, 255))


@pytest.mark.parametrize("degrees", [0, 90, 180, 270, -90, 450])
@pytest.mark.parametrize("expand", [False, True])
def test_canvas_turns_whole_quarters_pixel_for_pixel_as_pillow(degrees: int, expand: bool) -> None:
    for size in ((40, 30), (33, 33)):
        source = _checker(size)
        if not expand and size[0] != size[1] and degrees % 180:
            continue    # Pillow resamples this case (no exact turn): the browser's test compares it
        assert _same_bytes(canvas.rotated(_as_canvas(source), degrees, expand), pic.rotated(source, degrees, expand))


@pytest.mark.parametrize("name, style, size", [("SansSerif", 0, 12), ("Serif", 1, 24), ("Monospaced", 2, 16),
                                               ("SansSerif", 0, 17.5)])
def test_canvas_faces_place_anchors_as_pillow(name: str, style: int, size: float) -> None:
    """The browser draws at the baseline: its ascent and descent put "la", "lm", "ld" where Pillow does."""
    face, pillow_face = canvas.font(name, style, size), pic.font(name, style, size)
    assert (face.ascent, face.descent) == pillow_face.getmetrics()
    offsets = {"la": face.ascent, "lm": math.ceil((face.ascent - face.descent) / 2), "ld": -face.descent}
    for anchor, offset in offsets.items():
        anchored, on_baseline = Image.new("L", (200, 80)), Image.new("L", (200, 80))
        ImageDraw.Draw(anchored).text((10, 30), "Sound", fill=255, font=pillow_face, anchor=anchor)
        ImageDraw.Draw(on_baseline).text((10, 30 + offset), "Sound", fill=255, font=pillow_face, anchor="ls")
        assert _same(anchored, on_baseline), anchor
