"""The plain-Python PNG/GIF reader and PNG writer the browser's pictures use (model/picture_codecs.py):
the pixels Pillow reads from the same files."""
from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from gamegrid.model import picture_codecs

SPRITES = Path(__file__).resolve().parents[1] / "sprites"
# every 7th shipped sprite (a spread of sizes, palettes and transparency) and the lessons' usual ones
SAMPLE = sorted(SPRITES.glob("*.gif"))[::7] + sorted(SPRITES.glob("*.png"))[::7] + [
    SPRITES / name for name in ("marble.png", "airplane.gif", "pacman_0.gif", "ball_0.gif") if (SPRITES / name).exists()]


def _pillow_rgba(data: bytes) -> tuple[int, int, bytes]:
    with Image.open(io.BytesIO(data)) as opened:
        picture = opened.convert("RGBA")
    return picture.width, picture.height, picture.tobytes()


@pytest.mark.parametrize("path", SAMPLE, ids=lambda p: p.name)
def test_shipped_sprites_decode_as_pillow_reads_them(path: Path) -> None:
    data = path.read_bytes()
    width, height, pixels = picture_codecs.decode(data)
    assert (width, height, bytes(pixels)) == _pillow_rgba(data)


@pytest.mark.parametrize("mode", ["RGBA", "RGB", "L", "LA", "P", "1", "I;16"])
def test_png_colour_types_and_depths(mode: str) -> None:
    source = Image.new("RGBA", (13, 7), (0, 0, 0, 0))
    for x in range(13):
        for y in range(7):
            source.putpixel((x, y), (x * 19 % 256, y * 37 % 256, (x * y * 5) % 256, (x + y) * 17 % 256))
    converted = source.convert(mode) if mode != "I;16" else source.convert("L").convert("I;16")
    out = io.BytesIO()
    converted.save(out, "PNG", transparency=0) if mode in ("P", "L") else converted.save(out, "PNG")
    data = out.getvalue()
    width, height, pixels = picture_codecs.decode(data)
    assert (width, height) == (13, 7)
    assert bytes(pixels) == _pillow_rgba(data)[2]


def test_gif_with_a_local_table_and_interlace() -> None:
    source = Image.new("RGB", (20, 11), (10, 200, 30))
    source.paste((250, 0, 0), (3, 2, 15, 9))
    out = io.BytesIO()
    source.convert("P", palette=Image.Palette.ADAPTIVE, colors=4).save(out, "GIF", interlace=True, transparency=0)
    data = out.getvalue()
    assert picture_codecs.decode(data)[2] == bytearray(_pillow_rgba(data)[2])


def test_png_written_reads_back_the_same() -> None:
    source = Image.new("RGBA", (9, 4), (1, 2, 3, 4))
    source.putpixel((8, 3), (250, 251, 252, 253))
    data = picture_codecs.encode_png(9, 4, source.tobytes())
    assert _pillow_rgba(data) == (9, 4, source.tobytes())


def test_what_it_cannot_read_is_an_oserror() -> None:
    assert picture_codecs.sniff((SPRITES / "town.jpg").read_bytes()) == "jpeg"
    with pytest.raises(OSError):
        picture_codecs.decode((SPRITES / "town.jpg").read_bytes())   # JPEG: the browser's job
    with pytest.raises(OSError):
        picture_codecs.decode(b"\x89PNG\r\n\x1a\n" + b"\x00" * 20)
    with pytest.raises(OSError):
        picture_codecs.decode(b"hello")
