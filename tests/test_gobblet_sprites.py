"""The Gobblet sprites keep the promises the lesson relies on (nesting, transparency, layout)."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image, ImageChops

SPRITES = Path(__file__).resolve().parent.parent / "sprites"
COLOURS = ("orange", "white")


def load(name: str) -> Image.Image:
    path = SPRITES / name
    if not path.exists():
        pytest.skip(f"{name} not generated (run python tools/make_sprites.py)")
    return Image.open(path)


def test_pieces_share_one_picture_size_and_are_listed():
    manifest = (SPRITES / "MANIFEST").read_text(encoding="utf-8")
    for colour in COLOURS:
        for size in (1, 2, 3, 4):
            name = f"gobblet_{colour}_{size}.png"
            assert load(name).size == (100, 160) and load(name).mode == "RGBA"
            assert f"{name}\t100x160\t" in manifest
    assert load("gobblet_board.png").size == (601, 501)


@pytest.mark.parametrize("colour", COLOURS)
def test_larger_cup_hides_every_smaller_one(colour):
    # concentric nesting: every visible pixel of a smaller cup is fully covered by the larger
    for small, large in ((1, 2), (2, 3), (3, 4)):
        a_small = load(f"gobblet_{colour}_{small}.png").getchannel("A").point(lambda v: 255 if v else 0)
        a_large = load(f"gobblet_{colour}_{large}.png").getchannel("A").point(lambda v: 255 if v == 255 else 0)
        uncovered = ImageChops.subtract(a_small, a_large)
        assert uncovered.getbbox() is None, (colour, small, large)


@pytest.mark.parametrize("colour", COLOURS)
def test_transparent_pixels_are_stored_as_zero_and_corner_is_transparent(colour):
    # the lesson recognises transparency by comparing with the bottom-left corner pixel
    for size in (1, 2, 3, 4):
        img = load(f"gobblet_{colour}_{size}.png")
        assert img.getpixel((0, img.height - 1)) == (0, 0, 0, 0)
        raw = img.tobytes()
        data = [tuple(raw[i:i + 4]) for i in range(0, len(raw), 4)]
        assert all(p == (0, 0, 0, 0) for p in data if p[3] == 0)
        assert not any(p[:3] == (0, 0, 0) for p in data if p[3] > 0), "no opaque pure black"


def test_all_cups_stand_on_the_same_base_line_and_reach_into_the_cell_behind():
    bottoms, tops = set(), {}
    for size in (1, 2, 3, 4):
        box = load(f"gobblet_orange_{size}.png").getchannel("A").point(lambda v: 255 if v > 128 else 0).getbbox()
        bottoms.add(box[3])
        tops[size] = box[1]
    assert max(bottoms) - min(bottoms) <= 12      # feet ellipses differ only by their height
    # the picture's top is 30 px above the cell: the size 4 cup reaches into the row behind
    assert tops[4] < 30 < tops[2]
