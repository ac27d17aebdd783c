"""Gobblet lesson sprites: cup-shaped pieces (2 colours x 4 sizes) and the board.

Geometry shared with lessons/gobblet (cell size 100): every piece picture is 100 x 160 px, so it
is centred on its cell and reaches 30 px into the cells above and below. All four sizes stand on
the same base point (50, 102) of the picture -- 22 px below the cell centre -- and grow upwards,
so nested pieces are concentric and a larger cup hides a smaller one completely. The tall cups
overlap the cell behind them (the row above): that is what makes pixel-accurate picking needed.
Fully transparent pixels are stored as (0, 0, 0, 0), so "transparent" can also be recognised by
comparing with a corner pixel, as the seed's author did.
"""
from __future__ import annotations

from PIL import Image, ImageChops, ImageFilter

from tools.spritegen.base import hires, mix, rng, shape_mask, sprite

CELL = 100
PIECE_SIZE = (100, 160)
BASE = (50, 102)               # where every cup stands, in picture coordinates
# size -> (width of the base, height from the base centre to the top)
CUPS = {1: (36, 40), 2: (54, 60), 3: (72, 80), 4: (90, 100)}
COLOURS = {
    # light, mid, dark, outline, top face
    "orange": ((255, 200, 128), (238, 132, 32), (150, 70, 12), (92, 42, 6), (250, 170, 80)),
    "white": ((255, 255, 250), (230, 224, 206), (158, 148, 128), (92, 86, 72), (246, 242, 230)),
}
BOARD_SIZE = (6 * CELL + 1, 5 * CELL + 1)   # 6 x 5 cells: reserves left/right, banner on top
TABLE = (26, 48, 62)
PANEL = (58, 78, 106)
FLOOR = (78, 102, 136)
SOCKET = (60, 80, 108)


def cup_outline(p, size: int) -> None:
    """Silhouette of a cup: base ellipse + tapered body + top ellipse, filled with 255."""
    w, h = CUPS[size]
    bx, by = BASE
    top_w, top_h = 0.78 * w, 0.30 * w
    top_y = by - h
    p.ellipse(bx - w / 2, by - 0.2 * w, bx + w / 2, by + 0.2 * w, fill=255)
    p.polygon([(bx - w / 2, by), (bx - top_w / 2, top_y + top_h / 2),
               (bx + top_w / 2, top_y + top_h / 2), (bx + w / 2, by)], fill=255)
    p.ellipse(bx - top_w / 2, top_y, bx + top_w / 2, top_y + top_h, fill=255)


def side_shading(size: tuple[int, int], left: float, width: float) -> Image.Image:
    """"L" image across a cup: 0 (light) at 30 % of its width, 255 (dark) at the right edge."""
    w, h = size
    row = []
    for x in range(w):
        t = (x + 0.5 - left) / width
        v = abs(t - 0.3) / (0.7 if t >= 0.3 else 0.3)
        row.append(max(0, min(255, round(255 * v ** 1.2))))
    img = Image.new("L", size)
    img.putdata(row * h)
    return img


def draw_cup(img: Image.Image, size: int, colour: str) -> None:
    light, mid, dark, outline, top = COLOURS[colour]
    w, h = CUPS[size]
    bx, by = BASE
    mask = shape_mask(img.size, lambda p: cup_outline(p, size))
    # shaded body: light on the left, dark on the right
    gray = side_shading(img.size, bx - w / 2, w)
    lut = [mix(light, mid, min(1.0, v / 110)) if v < 110 else mix(mid, dark, (v - 110) / 145)
           for v in range(256)]
    body = Image.merge("RGB", [gray.point([c[i] for c in lut]) for i in range(3)]).convert("RGBA")
    body.putalpha(mask)
    img.alpha_composite(body)
    top_w, top_h = 0.78 * w, 0.30 * w
    top_y = by - h
    with hires(img) as p:
        # flat top face with a soft rim, and a lighter rim line around the foot
        p.ellipse(bx - top_w / 2 + 1, top_y + 1, bx + top_w / 2 - 1, top_y + top_h - 1,
                  fill=top + (255,), outline=mix(top, dark, 0.45) + (255,), width=1.2)
        p.ellipse(bx - top_w * 0.28, top_y + top_h * 0.22, bx + top_w * 0.05, top_y + top_h * 0.55,
                  fill=mix(top, (255, 255, 255), 0.5) + (150,))
        p.arc(bx - w / 2 + 1.5, by - 0.2 * w + 1, bx + w / 2 - 1.5, by + 0.2 * w - 1.5, 15, 165,
              fill=mix(mid, dark, 0.55) + (255,), width=1.4)
    # dark outline along the silhouette
    edge = ImageChops.subtract(mask, mask.filter(ImageFilter.MinFilter(3)))
    line = Image.new("RGBA", img.size, outline + (0,))
    line.putalpha(edge.point(lambda v: v * 220 // 255))
    img.alpha_composite(line)
    clear_transparent(img)


def clear_transparent(img: Image.Image) -> None:
    """Store (nearly) transparent pixels as (0, 0, 0, 0), the colour the lesson compares with;
    this also drops the faint resampling fringe, which no one can see but a pixel test would."""
    alpha = img.getchannel("A")
    hole = alpha.point(lambda a: 255 if a < 16 else 0)
    img.paste((0, 0, 0, 0), mask=hole)


def make_piece(colour: str, size: int):
    @sprite(f"gobblet_{colour}_{size}.png", size=PIECE_SIZE,
            description=f"Gobblet piece: {colour} cup of size {size} of 4 (base {CUPS[size][0]} px wide, "
                        f"{CUPS[size][1]} px tall), standing 22 px below the centre of a 100x160 "
                        f"transparent picture; all sizes concentric")
    def draw(img: Image.Image, frame: int) -> None:
        draw_cup(img, size, colour)
    return draw


for _colour in ("orange", "white"):
    for _size in (1, 2, 3, 4):
        make_piece(_colour, _size)


def socket(p, cx: float, cy: float, fill, half_width: float = 46) -> None:
    """The shallow round dip a cup stands in (centre = where the cup's base is drawn)."""
    a, b = half_width, half_width * 0.41
    p.ellipse(cx - a, cy - b, cx + a, cy + b, fill=fill)
    p.arc(cx - a, cy - b, cx + a, cy + b, 200, 340, fill=mix(fill, (0, 0, 0), 0.35) + (255,),
          width=1.5)


@sprite("gobblet_board.png", size=BOARD_SIZE,
        description="Gobblet table for a 6x5 grid of 100 px cells: 4x4 board in columns 1-4, "
                    "rows 1-4; reserve trays (3 places) in columns 0 and 5, rows 2-4; "
                    "empty banner row 0 for messages")
def draw_board(img: Image.Image, frame: int) -> None:
    w, h = img.size
    r = rng("gobblet table")
    img.paste(TABLE + (255,), (0, 0, w, h))
    with hires(img) as p:
        # faint felt speckles so the table is not flat
        for _ in range(900):
            x, y = r.uniform(0, w), r.uniform(0, h)
            shade = r.uniform(-10, 10)
            p.circle(x, y, r.uniform(0.6, 1.6), fill=tuple(int(c + shade) for c in TABLE) + (255,))
        p.rect(0, 0, w, CELL - 4, fill=mix(TABLE, (0, 0, 0), 0.25) + (255,))
        p.rect(CELL - 6, CELL - 4, 5 * CELL + 6, 5 * CELL, fill=mix(PANEL, (0, 0, 0), 0.35) + (255,),
               radius=10)
        p.rect(CELL - 3, CELL - 2, 5 * CELL + 3, 5 * CELL - 2, fill=PANEL + (255,), radius=8)
        for gy in range(1, 5):
            for gx in range(1, 5):
                x0, y0 = gx * CELL, gy * CELL
                p.rect(x0 + 4, y0 + 4, x0 + CELL - 4, y0 + CELL - 4, fill=FLOOR + (255,), radius=6)
                socket(p, x0 + 50, y0 + 72, SOCKET + (255,))
        for gx, tint in ((0, (120, 72, 34)), (5, (112, 112, 118))):
            x0 = gx * CELL
            p.rect(x0 + 6, 2 * CELL + 2, x0 + CELL - 6, 5 * CELL - 4,
                   fill=mix(TABLE, tint, 0.55) + (255,), radius=12)
            for gy in (2, 3, 4):
                socket(p, x0 + 50, gy * CELL + 72, mix(TABLE, tint, 0.35) + (255,), half_width=41)
