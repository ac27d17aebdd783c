"""Sprites for the solitaire exercises: the French board, a single hole tile for boards
built from text, and the hint markers (a highlighted marble and a target ring)."""
from __future__ import annotations

from PIL import Image, ImageChops, ImageFilter

from tools.spritegen.base import glossy_ball, gradient_fill, hires, radial, shape_mask, sprite
from tools.spritegen.boardgames import BOARD, CELL, wood_texture

# The 37 holes of the French board: the English cross plus the four cells (1,1), (5,1),
# (1,5), (5,5) diagonally inside its corners.
FRENCH_ROWS = ["..ooo..", ".ooooo.", "ooooooo", "ooooooo", "ooooooo", ".ooooo.", "..ooo.."]


def french_cells():
    for y, row in enumerate(FRENCH_ROWS):
        for x, ch in enumerate(row):
            if ch == "o":
                yield x, y


def french_outline() -> list[tuple[float, float]]:
    """The stepped octagon around the 37 cells, clockwise from the top left."""
    c = CELL
    e = BOARD          # right/bottom edge: 7 cells + the 1 px grid line
    return [(2 * c, 0), (5 * c + 1, 0), (5 * c + 1, c), (6 * c + 1, c), (6 * c + 1, 2 * c),
            (e, 2 * c), (e, 5 * c + 1), (6 * c + 1, 5 * c + 1), (6 * c + 1, 6 * c + 1),
            (5 * c + 1, 6 * c + 1), (5 * c + 1, e), (2 * c, e), (2 * c, 6 * c + 1), (c, 6 * c + 1),
            (c, 5 * c + 1), (0, 5 * c + 1), (0, 2 * c), (c, 2 * c), (c, c), (2 * c, c)]


def wooden_board(img: Image.Image, mask: Image.Image, holes, seed: str) -> None:
    """Wood inside `mask`, a bevelled edge, and a shaded bowl at every hole centre."""
    size = img.size
    wood = wood_texture(size, seed).convert("RGBA")
    wood.putalpha(mask)
    img.alpha_composite(wood)
    # bevel: light along the top/left edges, dark along bottom/right
    inner = mask.filter(ImageFilter.MinFilter(9))
    edge = ImageChops.subtract(mask, inner)
    for shift, col in ((4, (255, 236, 200)), (-4, (60, 30, 10))):
        side = ImageChops.subtract(mask, ImageChops.offset(mask, shift, shift))
        side = ImageChops.multiply(side, edge).filter(ImageFilter.GaussianBlur(1))
        layer = Image.new("RGBA", size, col + (0,))
        layer.putalpha(ImageChops.multiply(side, mask).point(lambda v: v * 3 // 4))
        img.alpha_composite(layer)
    holes = list(holes)
    with hires(img) as p:
        for cx, cy in holes:
            p.circle(cx + 0.8, cy + 0.8, 29.5, fill=(226, 180, 122, 255))
            p.circle(cx - 0.4, cy - 0.4, 29, fill=(54, 30, 12, 255))
    holes_mask = shape_mask(size, lambda p: [p.circle(cx, cy, 27.5, fill=255) for cx, cy in holes])
    bowl = Image.new("L", size, 255)
    for cx, cy in holes:
        g = radial((64, 64), (32 + 7, 32 + 8), 34)
        bowl.paste(g, (cx - 32, cy - 32))
    gradient_fill(img, bowl, [(0.0, (122, 78, 40)), (0.55, (78, 46, 20)), (1.0, (26, 12, 4))],
                  holes_mask)
    img.putalpha(ImageChops.multiply(img.getchannel("A"), mask))


@sprite("solitaire_board_french.png", size=(BOARD, BOARD),
        description="French peg-solitaire board: wooden octagon for a 7x7 grid of 70 px cells, "
                    "37 holes at the cell centres, transparent outside")
def draw_french_board(img: Image.Image, frame: int) -> None:
    mask = shape_mask(img.size, lambda p: p.polygon(french_outline(), fill=255))
    holes = [(CELL // 2 + CELL * x, CELL // 2 + CELL * y) for x, y in french_cells()]
    wooden_board(img, mask, holes, "solitaire-french")


@sprite("solitaire_hole.png", size=(CELL, CELL),
        description="one 70 px square of wooden solitaire board with a hole in the middle; "
                    "placed cell by cell it builds a board of any shape")
def draw_hole_tile(img: Image.Image, frame: int) -> None:
    mask = Image.new("L", img.size, 255)
    # a faint seam at the tile border so neighbouring tiles read as one board
    wooden_board(img, mask, [(CELL // 2, CELL // 2)], "solitaire-tile")
    with hires(img) as p:
        p.rect(0.5, 0.5, CELL - 0.5, CELL - 0.5, outline=(92, 56, 26, 90), width=1)


@sprite("solitaire_marble_hint.png", size=(56, 56),
        description="glowing golden marble: the marble a solitaire hint suggests to move")
def draw_hint_marble(img: Image.Image, frame: int) -> None:
    glow = shape_mask(img.size, lambda p: p.circle(28, 28, 27.5, fill=255))
    halo = Image.new("RGBA", img.size, (255, 240, 120, 0))
    halo.putalpha(glow.point(lambda v: v * 3 // 5))
    img.alpha_composite(halo)
    glossy_ball(img, 28, 28, 24.5, dark=(120, 70, 0), mid=(236, 170, 20), light=(255, 242, 170))


@sprite("solitaire_target.png", size=(CELL, CELL),
        description="green ring with a dot: the hole a solitaire hint suggests to jump into")
def draw_target(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.circle(35, 35, 31, outline=(20, 120, 40, 230), width=6)
        p.circle(35, 35, 31, outline=(140, 255, 150, 255), width=2.5)
        p.circle(35, 35, 7, fill=(60, 220, 90, 230))


@sprite("solitaire_goal_hole.png", size=(CELL, CELL),
        description="like solitaire_hole.png, with a golden ring around the hole: "
                    "the goal hole where the last marble should end")
def draw_goal_tile(img: Image.Image, frame: int) -> None:
    draw_hole_tile(img, frame)
    with hires(img) as p:
        p.circle(35, 35, 31.5, outline=(150, 100, 0, 255), width=3.5)
        p.circle(35, 35, 31.5, outline=(255, 214, 80, 255), width=1.5)
