"""Sprites of the "Wolves and Goat" lesson (lessons/wolves_and_goat/).

Pieces are round tokens seen from above with a face (goat: white with horns,
wolf: dark grey with pointed ears); frame 1 of each is the "selected" look.
Boards are checkered with the playing (dark) squares where x + y is odd in
gamegrid cell coordinates: that holds the article's e2 / b9 d9 f9 h9 on 9x9
and the chess colours (a1 dark) on 8x8.  Goal squares get a golden frame.
"""
from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from tools.spritegen.base import sprite

SCALE = 4           # draw 4x larger, then shrink: smooth edges without a Pen
CELL = 60
LIGHT = (236, 214, 176, 255)
DARK = (118, 84, 58, 255)
GOLD = (232, 186, 60, 255)
BORDER = (60, 40, 26, 255)


def _canvas(size: tuple[int, int]) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    big = Image.new("RGBA", (size[0] * SCALE, size[1] * SCALE), (0, 0, 0, 0))
    return big, ImageDraw.Draw(big)


def _finish(img: Image.Image, big: Image.Image) -> None:
    img.alpha_composite(big.resize(img.size, Image.Resampling.LANCZOS))


def _scaled(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(x * SCALE, y * SCALE) for x, y in points]


def _ellipse(d: ImageDraw.ImageDraw, cx: float, cy: float, rx: float, ry: float, **kw) -> None:
    s = SCALE
    if "width" in kw:
        kw["width"] = int(kw["width"] * s)
    d.ellipse([(cx - rx) * s, (cy - ry) * s, (cx + rx) * s, (cy + ry) * s], **kw)


def _token(d: ImageDraw.ImageDraw, face: tuple, rim: tuple, selected: bool) -> None:
    if selected:
        _ellipse(d, 30, 30, 29, 29, fill=(255, 220, 80, 150))
    _ellipse(d, 30, 31.5, 25, 25, fill=(0, 0, 0, 70))           # shadow
    _ellipse(d, 30, 30, 25, 25, fill=rim)
    _ellipse(d, 30, 30, 21.5, 21.5, fill=face)
    if selected:
        _ellipse(d, 30, 30, 25, 25, outline=GOLD, width=2.5)


@sprite("wolves_goat.png", size=(60, 60), frames=2,
        description="goat token for Wolves and Goat (60 px cell): white disk with a goat face, "
                    "horns and beard; frame 1 = selected (golden glow)")
def draw_goat(img: Image.Image, frame: int) -> None:
    big, d = _canvas(img.size)
    _token(d, (250, 250, 246, 255), (196, 196, 190, 255), frame == 1)
    horn = (150, 120, 80, 255)
    d.polygon(_scaled([(23, 22), (17, 9), (21, 10), (27, 21)]), fill=horn)   # left horn
    d.polygon(_scaled([(37, 22), (43, 9), (39, 10), (33, 21)]), fill=horn)   # right horn
    ear = (226, 214, 200, 255)
    d.polygon(_scaled([(21, 25), (9, 27), (20, 31)]), fill=ear, outline=(120, 110, 100, 255))
    d.polygon(_scaled([(39, 25), (51, 27), (40, 31)]), fill=ear, outline=(120, 110, 100, 255))
    _ellipse(d, 30, 31, 10, 12, fill=(255, 255, 255, 255), outline=(150, 150, 145, 255), width=1)
    _ellipse(d, 25.5, 28, 1.8, 2.2, fill=(40, 30, 20, 255))                    # eyes
    _ellipse(d, 34.5, 28, 1.8, 2.2, fill=(40, 30, 20, 255))
    _ellipse(d, 30, 38, 3.2, 2.2, fill=(232, 170, 170, 255))                   # nose
    d.polygon(_scaled([(27, 42), (33, 42), (30, 50)]), fill=(225, 225, 218, 255),
              outline=(150, 150, 145, 255))                                     # beard
    _finish(img, big)


@sprite("wolves_wolf.png", size=(60, 60), frames=2,
        description="wolf token for Wolves and Goat (60 px cell): dark grey disk with a wolf face, "
                    "pointed ears and yellow eyes; frame 1 = selected (golden glow)")
def draw_wolf(img: Image.Image, frame: int) -> None:
    big, d = _canvas(img.size)
    _token(d, (84, 86, 92, 255), (40, 40, 44, 255), frame == 1)
    fur = (150, 152, 158, 255)
    d.polygon(_scaled([(18, 26), (17, 10), (28, 20)]), fill=fur, outline=(30, 30, 34, 255))
    d.polygon(_scaled([(42, 26), (43, 10), (32, 20)]), fill=fur, outline=(30, 30, 34, 255))
    d.polygon(_scaled([(16, 27), (30, 17), (44, 27), (38, 40), (30, 50), (22, 40)]),
              fill=fur, outline=(30, 30, 34, 255))                              # head
    d.polygon(_scaled([(25, 37), (35, 37), (30, 50)]), fill=(205, 205, 208, 255))  # muzzle
    d.polygon(_scaled([(21, 28), (27, 30), (22, 31)]), fill=(250, 205, 40, 255))    # eyes
    d.polygon(_scaled([(39, 28), (33, 30), (38, 31)]), fill=(250, 205, 40, 255))
    _ellipse(d, 30, 47, 2.6, 2, fill=(20, 20, 20, 255))                         # nose
    _finish(img, big)


@sprite("wolves_marker.png", size=(60, 60),
        description="Wolves and Goat: translucent green dot marking a square a piece may move to")
def draw_marker(img: Image.Image, frame: int) -> None:
    big, d = _canvas(img.size)
    _ellipse(d, 30, 30, 9, 9, fill=(90, 230, 90, 150), outline=(30, 120, 30, 200), width=1.5)
    _finish(img, big)


def _label_font() -> ImageFont.ImageFont:
    return ImageFont.load_default(size=11)


def _board(img: Image.Image, files: str, ranks: str, goals: list[str]) -> None:
    d = ImageDraw.Draw(img)
    n_x, n_y = len(files), len(ranks)
    font = _label_font()
    for y in range(n_y):
        for x in range(n_x):
            dark = (x + y) % 2 == 1
            x0, y0 = x * CELL, y * CELL
            d.rectangle([x0, y0, x0 + CELL, y0 + CELL], fill=DARK if dark else LIGHT)
            if files[x] + ranks[y] in goals:
                d.rectangle([x0 + 4, y0 + 4, x0 + CELL - 4, y0 + CELL - 4], outline=GOLD, width=3)
    ink_on = {True: (236, 214, 176, 255), False: (118, 84, 58, 255)}
    for x in range(n_x):        # file letters in the bottom row, lower right corner
        y = n_y - 1
        d.text((x * CELL + CELL - 10, y * CELL + CELL - 15), files[x], font=font,
               fill=ink_on[(x + y) % 2 == 1])
    for y in range(n_y):        # rank numbers in the left column, upper left corner
        d.text((3, y * CELL + 2), ranks[y], font=font, fill=ink_on[y % 2 == 1])
    d.rectangle([0, 0, n_x * CELL, n_y * CELL], outline=BORDER, width=1)


@sprite("wolves_board9.png", size=(541, 541),
        description="Wolves and Goat 9x9 board for 60 px cells: checkered, dark playing squares, "
                    "files a-i and ranks 9-1 labelled, goal squares b9 d9 f9 h9 framed in gold")
def draw_board9(img: Image.Image, frame: int) -> None:
    _board(img, "abcdefghi", "987654321", ["b9", "d9", "f9", "h9"])


@sprite("wolves_board8.png", size=(481, 481),
        description="Wolves and Goat 8x8 (chess) board for 60 px cells: checkered with a1 dark, "
                    "files a-h and ranks 8-1 labelled, goal squares b8 d8 f8 h8 framed in gold")
def draw_board8(img: Image.Image, frame: int) -> None:
    _board(img, "abcdefgh", "87654321", ["b8", "d8", "f8", "h8"])
