"""More JGameGrid collection names (spec Appendix C) built from the shared painters."""
from __future__ import annotations

from PIL import Image

from tools.spritegen.base import glossy_ball, hires, mix, rng, shape_mask, sprite
from tools.spritegen.critters import frog_top
from tools.spritegen.sea import CLOWN_STRIPES, ORANGE, fish
from tools.spritegen.ui import button

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)


@sprite("nemo.gif", size=[(93, 73), (93, 90), (93, 73), (93, 90)], frames=4,
        description="clownfish swimming right, four tail/fin poses (frames 1 and 3 are taller pictures)")
def draw_nemo_frames(img: Image.Image, frame: int) -> None:
    w, h = img.size
    with hires(img) as p:
        p.dy = (h - 73) / 2
        fish(p, 93, 73, ORANGE, stripes=CLOWN_STRIPES, fin=(255, 150, 40, 255),
             tail_flap=(0.0, 0.1, 0.0, -0.04)[frame])


FROG_SIZES = [(29, 50), (35, 60), (41, 70), (48, 83), (51, 87), (59, 100), (64, 110)]


@sprite("frog.gif", size=FROG_SIZES, frames=7,
        description="green frog seen from above, head pointing up, growing from frame 0 to frame 6")
def draw_frog_growing(img: Image.Image, frame: int) -> None:
    w, h = img.size
    tmp = Image.new("RGBA", (h, w), (0, 0, 0, 0))     # draw facing right, then turn to face up
    with hires(tmp) as p:
        frog_top(p, h, w)
    img.alpha_composite(tmp.transpose(Image.Transpose.ROTATE_90))


@sprite("4connectBg.png", size=(490, 490),
        description="Connect-Four board: blue frame with 7x7 round holes (transparent) of 70 px cells")
def draw_connect4(img: Image.Image, frame: int) -> None:
    holes = shape_mask(img.size, lambda p: [p.circle(35 + 70 * c, 35 + 70 * r, 29, fill=255)
                                            for r in range(7) for c in range(7)])
    board = Image.new("RGBA", img.size, (30, 80, 200, 255))
    with hires(board, 2) as p:
        for r in range(7):
            for c in range(7):
                p.circle(35 + 70 * c + 1.5, 35 + 70 * r + 1.5, 31, fill=(20, 50, 150, 255))
    board.putalpha(holes.point(lambda v: 255 - v))
    img.alpha_composite(board)


@sprite("MastermindBG.png", size=(421, 601),
        description="Mastermind board: wooden board with 10 rows of 4 peg holes and 4 score holes")
def draw_mastermind(img: Image.Image, frame: int) -> None:
    with hires(img, 2) as p:
        p.rect(0, 0, 421, 601, fill=(170, 115, 60, 255))
        p.rect(6, 6, 415, 595, outline=(110, 70, 30, 255), width=3)
        for r in range(10):
            y = 30 + r * 60
            for c in range(4):
                p.circle(90 + c * 60, y + 15, 12, fill=(80, 50, 25, 255))
            for k in range(4):
                p.circle(340 + (k % 2) * 24, y + 4 + (k // 2) * 24, 6, fill=(80, 50, 25, 255))
            p.line([(20, y + 50), (401, y + 50)], fill=(140, 90, 45, 255), width=1)


@sprite("EvaluateButton.png", size=(55, 55), description="round green evaluate (check mark) button")
def draw_evaluate(img: Image.Image, frame: int) -> None:
    glossy_ball(img, 27.5, 27.5, 26, (0, 90, 0), (40, 170, 60), (170, 240, 170))
    with hires(img) as p:
        p.line([(15, 28), (24, 38), (41, 17)], fill=WHITE, width=5)


@sprite("ok.gif", size=(61, 45), description='green "OK" button')
def draw_ok_single(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        button(p, 61, 45, "OK", (40, 150, 60, 255), 0)


@sprite("infobutton.gif", size=(96, 36), frames=3, description='"Info" button: 0 released, 1 pressed, 2 rollover')
def draw_infobutton(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        button(p, 96, 36, "Info", (60, 120, 200, 255), frame)


@sprite("ggExitButtonA.gif", size=(41, 21), frames=2, description='small red "Exit" button: 0 released, 1 pressed')
def draw_exit_button(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        button(p, 41, 21, "Exit", (200, 50, 40, 255), frame)


@sprite("fork.gif", size=(19, 100), description="silver fork, prongs up")
def draw_fork(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        steel, dark = (200, 205, 215, 255), (110, 115, 125, 255)
        p.rect(7, 38, 12, 99, fill=steel, outline=dark, width=0.8, radius=2.5)
        p.rect(2, 26, 17, 42, fill=steel, outline=dark, width=0.8, radius=4)
        for x in (2, 6.3, 10.6, 15):
            p.rect(x, 1, x + 2, 30, fill=steel, outline=dark, width=0.6)


@sprite("knife.gif", size=(14, 100), description="kitchen knife, blade up")
def draw_knife(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(2, 60), (2, 8), (7, 1), (12, 8), (12, 60)], fill=(205, 210, 220, 255),
                  outline=(110, 115, 125, 255), width=0.8)
        p.rect(1, 60, 13, 99, fill=(90, 55, 25, 255), radius=3)
        for y in (70, 88):
            p.circle(7, y, 1.5, fill=(200, 200, 200, 255))


@sprite("table.gif", size=(350, 150), description="wooden table seen from the side")
def draw_table(img: Image.Image, frame: int) -> None:
    with hires(img, 2) as p:
        wood, dark = (170, 110, 55, 255), (110, 70, 30, 255)
        p.rect(2, 10, 348, 30, fill=wood, outline=dark, width=2, radius=4)
        for x in (20, 310):
            p.rect(x, 30, x + 20, 149, fill=wood, outline=dark, width=2)
        p.rect(40, 30, 310, 45, fill=mix(wood, (0, 0, 0), 0.15))


@sprite("lamp.gif", size=(248, 325), frames=2, description="desk lamp: 0 switched off, 1 switched on (light cone)")
def draw_lamp(img: Image.Image, frame: int) -> None:
    with hires(img, 2) as p:
        if frame:
            p.polygon([(70, 130), (180, 130), (246, 320), (4, 320)], fill=(255, 246, 190, 255))
        p.rect(74, 300, 174, 322, fill=(60, 60, 70, 255), radius=6)
        p.line([(124, 302), (100, 200), (130, 120)], fill=(80, 80, 90, 255), width=8)
        p.polygon([(70, 132), (100, 60), (160, 60), (180, 132)], fill=(40, 110, 190, 255),
                  outline=(20, 60, 120, 255), width=2)
        p.chord(100, 112, 150, 150, 0, 180, fill=(255, 245, 170, 255) if frame else (200, 200, 200, 255))


@sprite("mazeGrid.gif", size=(601, 601),
        description="maze of 10x10 rooms of 60 px: dark walls on the room borders, light floor, "
                    "openings at the top left and bottom right")
def draw_maze(img: Image.Image, frame: int) -> None:
    n, room = 10, 60
    r = rng("maze")
    open_edges: set[tuple[tuple[int, int], tuple[int, int]]] = set()
    seen = {(0, 0)}
    stack = [(0, 0)]
    while stack:                      # depth-first carving: a perfect maze
        x, y = stack[-1]
        nbrs = [(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                if 0 <= x + dx < n and 0 <= y + dy < n and (x + dx, y + dy) not in seen]
        if not nbrs:
            stack.pop()
            continue
        nxt = r.choice(nbrs)
        open_edges.add(tuple(sorted([(x, y), nxt])))
        seen.add(nxt)
        stack.append(nxt)
    wall = (60, 70, 110, 255)
    with hires(img, 2) as p:
        p.rect(0, 0, 601, 601, fill=(235, 230, 210, 255))
        for y in range(n):
            for x in range(n):
                if x + 1 < n and ((x, y), (x + 1, y)) not in open_edges:
                    p.rect((x + 1) * room - 3, y * room - 3, (x + 1) * room + 3, (y + 1) * room + 3, fill=wall)
                if y + 1 < n and ((x, y), (x, y + 1)) not in open_edges:
                    p.rect(x * room - 3, (y + 1) * room - 3, (x + 1) * room + 3, (y + 1) * room + 3, fill=wall)
        for a, b, c, d in ((0, 0, 601, 4), (0, 597, 601, 601), (0, 0, 4, 601), (597, 0, 601, 601)):
            p.rect(a, b, c, d, fill=wall)
        p.rect(4, 0, 56, 4, fill=(235, 230, 210, 255))           # entrance
        p.rect(545, 597, 597, 601, fill=(235, 230, 210, 255))    # exit


@sprite("head.png", size=(50, 50), description="snake head seen from above, facing right (large)")
def draw_head(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(46, 25), (50, 21), (50, 29)], fill=(220, 30, 30, 255))
        p.ellipse(2, 5, 47, 45, fill=(60, 170, 60, 255), outline=(30, 100, 30, 255), width=1.5)
        for y in (15, 35):
            p.circle(32, y, 5, fill=WHITE)
            p.circle(34, y, 2.6, fill=BLACK)
