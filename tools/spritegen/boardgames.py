"""Peg solitaire: the glossy marble and the English cross-shaped board (shared CELL/BOARD/wood_texture)."""
from __future__ import annotations

import math

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from tools.spritegen.base import (glossy_ball, gradient_fill, hires, radial, rng,
                                  shape_mask, sprite)

CELL = 70
BOARD = 7 * CELL + 1   # 491: TigerJython grids are nbCells * cellSize + 1 pixels wide


@sprite("marble.png", size=(56, 56),
        description="glossy blue glass marble (fits a 70 px cell), transparent outside")
def draw_marble(img: Image.Image, frame: int) -> None:
    glossy_ball(img, 28, 28, 27.2, dark=(8, 24, 84), mid=(34, 88, 200), light=(150, 196, 255))


def wood_texture(size: tuple[int, int], seed: str, base=(176, 120, 68)) -> Image.Image:
    """Horizontal wood grain: wavy darker/lighter streaks, softly blurred."""
    w, h = size
    r = rng(seed)
    tex = Image.new("RGB", size, base)
    d = ImageDraw.Draw(tex)
    y = 0.0
    while y < h:
        shade = r.uniform(-26, 18)
        col = tuple(max(0, min(255, round(c + shade * (1.0 if i else 1.1)))) for i, c in enumerate(base))
        amp, period, phase = r.uniform(1, 5), r.uniform(120, 320), r.uniform(0, 6.28)
        thick = r.uniform(1, 4)
        pts = []
        for x in range(0, w + 8, 8):
            pts.append((x, y + amp * math.sin(x / period * 6.28 + phase)))
        d.line(pts, fill=col, width=max(1, round(thick)))
        y += r.uniform(2, 7)
    return tex.filter(ImageFilter.GaussianBlur(1.2))


def cross_mask_painter(p) -> None:
    """English cross: two 3-cell-wide bars with slightly rounded outer corners."""
    a, b = 2 * CELL, 5 * CELL + 1
    p.rect(a, 0, b, BOARD, fill=255, radius=10)
    p.rect(0, a, BOARD, b, fill=255, radius=10)
    # inner (concave) corners stay square: fill the centre square fully
    p.rect(a, a, b, b, fill=255)


def solitaire_holes():
    for r in range(7):
        for c in range(7):
            if (2 <= r <= 4) or (2 <= c <= 4):
                yield 35 + CELL * c, 35 + CELL * r


@sprite("solitaire_board.png", size=(BOARD, BOARD),
        description="English peg-solitaire board: wooden cross for a 7x7 grid of 70 px cells, "
                    "33 holes at the cell centres, transparent 2x2 corners")
def draw_solitaire_board(img: Image.Image, frame: int) -> None:
    size = img.size
    mask = shape_mask(size, cross_mask_painter)
    wood = wood_texture(size, "solitaire").convert("RGBA")
    wood.putalpha(mask)
    img.alpha_composite(wood)
    # bevel: light along the top/left edges, dark along bottom/right
    inner = mask.filter(ImageFilter.MinFilter(9))
    edge = ImageChops.subtract(mask, inner)
    lit = ImageChops.subtract(mask, ImageChops.offset(mask, 4, 4))
    lit = ImageChops.multiply(lit, edge).filter(ImageFilter.GaussianBlur(1))
    dark = ImageChops.subtract(mask, ImageChops.offset(mask, -4, -4))
    dark = ImageChops.multiply(dark, edge).filter(ImageFilter.GaussianBlur(1))
    for layer_mask, col in ((lit, (255, 236, 200)), (dark, (60, 30, 10))):
        layer = Image.new("RGBA", size, col + (0,))
        layer.putalpha(ImageChops.multiply(layer_mask, mask).point(lambda v: v * 3 // 4))
        img.alpha_composite(layer)
    # holes: a light lip (bottom right), a dark recess shaded like a bowl
    with hires(img) as p:
        for cx, cy in solitaire_holes():
            p.circle(cx + 0.8, cy + 0.8, 29.5, fill=(226, 180, 122, 255))
            p.circle(cx - 0.4, cy - 0.4, 29, fill=(54, 30, 12, 255))
    holes_mask = shape_mask(size, lambda p: [p.circle(cx, cy, 27.5, fill=255)
                                            for cx, cy in solitaire_holes()])
    # one radial "bowl" gradient per hole, brightest low-right (light from top left)
    bowl = Image.new("L", size, 255)
    for cx, cy in solitaire_holes():
        g = radial((64, 64), (32 + 7, 32 + 8), 34)
        bowl.paste(g, (cx - 32, cy - 32))
    gradient_fill(img, bowl, [(0.0, (122, 78, 40)), (0.55, (78, 46, 20)), (1.0, (26, 12, 4))],
                  holes_mask)
    # keep the picture strictly inside the cross (corners fully transparent)
    a = ImageChops.multiply(img.getchannel("A"), mask)
    img.putalpha(a)
