"""Things and game pieces: crossbow, dart, arrow, fruit, balls, chess and checkers pieces, pegs,
tokens, explosions, paddles, snake parts, bubbles, pupils, the turning earth."""
from __future__ import annotations

import math

from PIL import Image, ImageChops

from tools.spritegen.base import Pen, glossy_ball, hires, mix, rng, shape_mask, sprite

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)
WOOD = (150, 95, 45, 255)
DARKWOOD = (95, 55, 25, 255)
STEEL = (170, 175, 185, 255)

# ----------------------------------------------------------------------------- weapons (point right)


def bolt(p: Pen, x0: float, x1: float, y: float) -> None:
    p.line([(x0, y), (x1 - 6, y)], fill=DARKWOOD, width=2)
    p.polygon([(x1 - 7, y - 3), (x1, y), (x1 - 7, y + 3)], fill=STEEL, outline=(80, 80, 90, 255), width=0.6)
    p.polygon([(x0, y), (x0 + 6, y - 4), (x0 + 9, y - 4), (x0 + 4, y)], fill=(220, 40, 40, 255))
    p.polygon([(x0, y), (x0 + 6, y + 4), (x0 + 9, y + 4), (x0 + 4, y)], fill=(220, 40, 40, 255))


@sprite("crossbow.gif", size=(70, 70), frames=2,
        description="crossbow seen from above pointing right: 0 drawn and loaded with a bolt, 1 released (empty)")
def draw_crossbow(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        c = 35
        # stock with a wider butt at the back (left)
        p.rect(4, c - 4, 58, c + 4, fill=WOOD, outline=DARKWOOD, width=1, radius=2)
        p.polygon([(2, c - 8), (18, c - 5), (18, c + 5), (2, c + 8)], fill=WOOD, outline=DARKWOOD, width=1)
        # the bow (prod): tips point back towards the shooter, the middle sits at the front
        p.arc(40, 4, 68, 66, 270, 90, fill=(60, 60, 70, 255), width=5)
        tips = [(54, 5), (54, 65)]
        nock = 24 if frame == 0 else 52
        p.line([tips[0], (nock, c), tips[1]], fill=(60, 40, 20, 255), width=1.6, joint=None)
        p.rect(53, c - 6, 61, c + 6, fill=(60, 60, 70, 255), radius=2)
        if frame == 0:
            bolt(p, 22, 69.5, c)
        # trigger
        p.polygon([(26, c + 4), (30, c + 13), (33, c + 4)], fill=DARKWOOD)


@sprite("dart.gif", size=(60, 17), description="dart pointing right: steel tip, striped barrel, red flights")
def draw_dart(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        c = 8.5
        p.polygon([(2, c), (12, 1), (18, 1), (14, c), (18, 16), (12, 16)], fill=(220, 40, 40, 255),
                  outline=(130, 20, 20, 255), width=0.6)
        p.line([(10, c), (26, c)], fill=(60, 60, 60, 255), width=2)
        p.rect(24, c - 3, 42, c + 3, fill=(60, 60, 70, 255), radius=2)
        for x in (28, 33, 38):
            p.rect(x, c - 3, x + 2, c + 3, fill=(230, 200, 60, 255))
        p.polygon([(42, c - 1.5), (59.5, c), (42, c + 1.5)], fill=STEEL)


@sprite("arrow1.png", size=(64, 24), description="blue arrow pointing right (rotatable)")
def draw_arrow1(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(1, 8), (40, 8), (40, 1), (63, 12), (40, 23), (40, 16), (1, 16)], fill=(40, 100, 220, 255),
                  outline=(20, 50, 120, 255), width=1)


@sprite("arrow.png", size=(64, 24), description="red arrow pointing right (rotatable)")
def draw_arrow(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(1, 8), (40, 8), (40, 1), (63, 12), (40, 23), (40, 16), (1, 16)], fill=(220, 50, 40, 255),
                  outline=(120, 20, 20, 255), width=1)


# ----------------------------------------------------------------------------- fruit (frame 1 = hit)

def splat(p: Pen, cx: float, cy: float, r: float, col, seed: str) -> None:
    rr = rng(seed)
    pts = []
    for k in range(16):
        a = k * math.tau / 16
        d = r * (1.0 if k % 2 == 0 else 0.55) * rr.uniform(0.8, 1.1)
        pts.append((cx + d * math.cos(a), cy + d * math.sin(a)))
    p.polygon(pts, fill=col)
    for k in range(6):
        a = rr.uniform(0, math.tau)
        p.circle(cx + r * 1.15 * math.cos(a), cy + r * 1.15 * math.sin(a), r * 0.1, fill=col)


@sprite("melon.gif", size=(56, 44), frames=2,
        description="watermelon: 0 whole green striped melon, 1 hit (red flesh with black seeds, splashed)")
def draw_melon(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        if frame == 0:
            p.ellipse(2, 4, 54, 42, fill=(40, 140, 50, 255), outline=(20, 80, 30, 255), width=1)
            for k in range(5):
                x = 10 + k * 9
                p.arc(x - 6, 5, x + 6, 41, 300, 60, fill=(20, 90, 30, 255), width=2)
            p.ellipse(10, 9, 26, 16, fill=(120, 200, 110, 255))
        else:
            splat(p, 28, 23, 20, (240, 80, 90, 255), "melon")
            p.chord(6, 6, 50, 40, 0, 180, fill=(240, 60, 70, 255))
            p.arc(6, 6, 50, 40, 0, 180, fill=(40, 140, 50, 255), width=3)
            for x in (16, 24, 32, 40):
                p.ellipse(x - 1.5, 27, x + 1.5, 31, fill=BLACK)


@sprite("orange.gif", size=(44, 44), frames=2,
        description="orange: 0 whole orange with a leaf, 1 hit (orange slice, splashed)")
def draw_orange(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        if frame == 0:
            glossy_ball(img, 22, 24, 18.5, (200, 90, 0), (250, 140, 20), (255, 200, 110))
            p.ellipse(22, 2, 34, 9, fill=(60, 160, 60, 255))
            p.line([(21, 6), (22, 2)], fill=DARKWOOD, width=1.5)
        else:
            splat(p, 22, 22, 19, (255, 170, 40, 255), "orange")
            p.circle(22, 22, 13, fill=(255, 150, 20, 255))
            p.circle(22, 22, 11, fill=(255, 205, 100, 255))
            for k in range(8):
                a = k * math.tau / 8
                p.line([(22, 22), (22 + 11 * math.cos(a), 22 + 11 * math.sin(a))], fill=(255, 240, 200, 255),
                       width=1)


@sprite("strawberry.gif", size=(40, 44), frames=2,
        description="strawberry: 0 whole red strawberry with green leaves, 1 hit (red splash)")
def draw_strawberry(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        if frame == 0:
            p.polygon([(4, 14), (36, 14), (34, 26), (20, 43), (6, 26)], fill=(220, 30, 40, 255))
            p.ellipse(3, 8, 37, 28, fill=(220, 30, 40, 255))
            for x, y in ((12, 18), (20, 16), (28, 18), (14, 26), (22, 25), (28, 27), (18, 33), (23, 36), (10, 22)):
                p.ellipse(x - 1, y - 1.5, x + 1, y + 1.5, fill=(255, 230, 120, 255))
            for a in (-60, -25, 0, 25, 60):
                r = math.radians(a - 90)
                p.polygon([(20, 10), (20 + 12 * math.cos(r - 0.3), 10 + 12 * math.sin(r - 0.3) + 6),
                           (20 + 14 * math.cos(r), 10 + 14 * math.sin(r) + 6),
                           (20 + 12 * math.cos(r + 0.3), 10 + 12 * math.sin(r + 0.3) + 6)], fill=(50, 150, 50, 255))
            p.line([(20, 8), (21, 1)], fill=(50, 120, 40, 255), width=2)
        else:
            splat(p, 20, 22, 17, (210, 20, 40, 255), "strawberry")
            p.circle(20, 22, 7, fill=(250, 120, 130, 255))


@sprite("appel.gif", size=(54, 56), description="red apple with a leaf")
def draw_apple(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.line([(27, 14), (29, 3)], fill=DARKWOOD, width=2.5)
        p.ellipse(29, 2, 44, 10, fill=(60, 160, 60, 255))
    glossy_ball(img, 19, 33, 17, (150, 10, 10), (215, 30, 30), (255, 140, 120), highlight=False)
    glossy_ball(img, 35, 33, 17, (150, 10, 10), (215, 30, 30), (255, 140, 120))


# ----------------------------------------------------------------------------- balls

@sprite("ball.gif", size=(35, 37), description="shiny red ball")
def draw_ball(img: Image.Image, frame: int) -> None:
    glossy_ball(img, 17.5, 18.5, 16.8, (130, 0, 0), (220, 30, 30), (255, 160, 150))


@sprite("ball.gif", size=(16, 16), frames=2, description="small shiny ball: 0 red, 1 blue")
def draw_ball_small(img: Image.Image, frame: int) -> None:
    cols = [((130, 0, 0), (220, 30, 30), (255, 160, 150)), ((0, 20, 120), (40, 90, 220), (160, 200, 255))]
    glossy_ball(img, 8, 8, 7.6, *cols[frame])


@sprite("football.gif", size=(40, 40), description="black-and-white football (soccer ball)")
def draw_football(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        football(p, 20, 20, 19)


def football(p: Pen, cx: float, cy: float, r: float) -> None:
    p.circle(cx, cy, r, fill=WHITE, outline=BLACK, width=r / 18)

    def pent(x, y, s, rot):
        pts = [(x + s * math.cos(rot + k * math.tau / 5), y + s * math.sin(rot + k * math.tau / 5)) for k in range(5)]
        p.polygon(pts, fill=BLACK)
        return pts
    centre = pent(cx, cy, r * 0.3, -math.pi / 2)
    for k, (x, y) in enumerate(centre):
        a = math.atan2(y - cy, x - cx)
        ox, oy = cx + r * 0.85 * math.cos(a), cy + r * 0.85 * math.sin(a)
        p.line([(x, y), (cx + r * 0.62 * math.cos(a), cy + r * 0.62 * math.sin(a))], fill=BLACK, width=r / 18)
        pent(ox, oy, r * 0.22, a + math.pi)
    # re-draw the rim to crop pentagons that stick out
    p.circle(cx, cy, r, outline=BLACK, width=r / 14)


@sprite("soccerball.png", size=(40, 40), description="black-and-white football (soccer ball)")
def draw_soccerball(img: Image.Image, frame: int) -> None:
    draw_football(img, frame)


# ----------------------------------------------------------------------------- chess (0 K,1 Q,2 R,3 N,4 B,5 P)

CHESS_NAMES = ["king", "queen", "rook", "knight", "bishop", "pawn"]


def chess_piece(p: Pen, kind: int, fill, line) -> None:
    lw = 1.4
    p.rect(11, 40, 39, 46, fill=fill, outline=line, width=lw, radius=2)       # base
    if kind == 5:                                                              # pawn
        p.polygon([(16, 40), (20, 26), (30, 26), (34, 40)], fill=fill, outline=line, width=lw)
        p.circle(25, 20, 7, fill=fill, outline=line, width=lw)
    elif kind == 2:                                                            # rook
        p.polygon([(15, 40), (17, 16), (33, 16), (35, 40)], fill=fill, outline=line, width=lw)
        p.polygon([(14, 16), (14, 7), (19, 7), (19, 11), (23, 11), (23, 7), (27, 7), (27, 11), (31, 11),
                   (31, 7), (36, 7), (36, 16)], fill=fill, outline=line, width=lw)
    elif kind == 3:                                                            # knight
        p.polygon([(14, 40), (17, 28), (24, 22), (14, 24), (12, 19), (20, 10), (22, 5), (25, 9), (31, 11),
                   (36, 22), (36, 40)], fill=fill, outline=line, width=lw)
        p.circle(22, 13, 1.5, fill=line)
    elif kind == 4:                                                            # bishop
        p.polygon([(16, 40), (20, 28), (30, 28), (34, 40)], fill=fill, outline=line, width=lw)
        p.ellipse(17, 10, 33, 30, fill=fill, outline=line, width=lw)
        p.line([(27, 14), (23, 21)], fill=line, width=lw)
        p.circle(25, 7, 3, fill=fill, outline=line, width=lw)
    elif kind == 1:                                                            # queen
        p.polygon([(13, 40), (10, 12), (17, 24), (20, 9), (25, 22), (30, 9), (33, 24), (40, 12), (37, 40)],
                  fill=fill, outline=line, width=lw)
        for x, y in ((10, 10), (20, 7), (30, 7), (40, 10)):
            p.circle(x, y, 2.6, fill=fill, outline=line, width=lw)
    else:                                                                      # king
        p.polygon([(13, 40), (11, 20), (18, 16), (25, 20), (32, 16), (39, 20), (37, 40)], fill=fill,
                  outline=line, width=lw)
        p.rect(23, 4, 27, 18, fill=fill, outline=line, width=lw)
        p.rect(19, 7.5, 31, 11.5, fill=fill, outline=line, width=lw)
    p.line([(14, 36), (36, 36)], fill=line, width=1)


for _colour, _fill, _line in (("white", (250, 248, 240, 255), (40, 40, 40, 255)),
                              ("black", (40, 40, 45, 255), (200, 200, 200, 255))):
    def _make(colour, fill, line):
        @sprite(f"chess{colour}.png", size=(50, 50), frames=6,
                description=f"{colour} chess pieces: 0 king, 1 queen, 2 rook, 3 knight, 4 bishop, 5 pawn")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                chess_piece(p, frame, fill, line)
        return draw
    _make(_colour, _fill, _line)


# ----------------------------------------------------------------------------- checkers, pegs, tokens

def checker(img: Image.Image, col) -> None:
    w = img.width
    dark = mix(col, (0, 0, 0), 0.45)
    with hires(img) as p:
        p.circle(w / 2 + 1, w / 2 + 1.5, w / 2 - 2.5, fill=(0, 0, 0, 100))
        p.circle(w / 2, w / 2, w / 2 - 2.5, fill=col, outline=dark, width=1.2)
        p.circle(w / 2, w / 2, w / 2 - 8, outline=dark, width=1.5)
        p.circle(w / 2, w / 2, w / 2 - 12, outline=mix(col, (255, 255, 255), 0.3), width=1)


for _name, _col, _desc in (("check.gif", (50, 50, 55, 255), "black"), ("checkred.gif", (200, 30, 30, 255), "red"),
                           ("checkgreen.gif", (40, 160, 60, 255), "green")):
    def _make2(name, col, desc):
        @sprite(name, size=(40, 40), description=f"{desc} checkers (draughts) piece seen from above")
        def draw(img: Image.Image, frame: int) -> None:
            checker(img, col)
        return draw
    _make2(_name, _col, _desc)

PEG_COLORS = [((150, 0, 0), (230, 30, 30), (255, 170, 160)), ((0, 90, 0), (40, 170, 40), (170, 240, 160)),
              ((0, 20, 120), (40, 90, 220), (160, 200, 255)), ((160, 120, 0), (250, 210, 20), (255, 245, 170)),
              ((120, 60, 0), (240, 130, 20), (255, 210, 150)), ((80, 0, 110), (160, 50, 200), (230, 180, 250))]
PEG_NAMES = ["red", "green", "blue", "yellow", "orange", "purple"]


@sprite("peg.png", size=(41, 41), frames=6,
        description="Mastermind pegs (glossy balls): 0 red, 1 green, 2 blue, 3 yellow, 4 orange, 5 purple")
def draw_peg(img: Image.Image, frame: int) -> None:
    glossy_ball(img, 20.5, 20.5, 18, *PEG_COLORS[frame])


@sprite("EvalPeg.png", size=(50, 50), frames=2, description="Mastermind score pegs: 0 black, 1 white")
def draw_eval_peg(img: Image.Image, frame: int) -> None:
    cols = [((0, 0, 0), (50, 50, 50), (150, 150, 150)), ((150, 150, 150), (225, 225, 225), (255, 255, 255))]
    glossy_ball(img, 25, 25, 10, *cols[frame])


@sprite("token.png", size=(60, 60), frames=2, description="Connect-Four tokens: 0 red, 1 yellow")
def draw_token(img: Image.Image, frame: int) -> None:
    checker(img, [(220, 30, 30, 255), (250, 210, 20, 255)][frame])


@sprite("stone.gif", size=(30, 30), frames=2, description="go stones: 0 black, 1 white")
def draw_stone(img: Image.Image, frame: int) -> None:
    cols = [((0, 0, 0), (40, 40, 45), (130, 130, 140)), ((160, 160, 160), (230, 230, 225), (255, 255, 255))]
    glossy_ball(img, 15, 15, 13.5, *cols[frame])


# ----------------------------------------------------------------------------- effects and small things

def burst(p: Pen, cx: float, cy: float, r: float, n: int, outer, inner) -> None:
    pts = [(cx + (r if k % 2 == 0 else r * 0.5) * math.cos(k * math.pi / n),
            cy + (r if k % 2 == 0 else r * 0.5) * math.sin(k * math.pi / n)) for k in range(2 * n)]
    p.polygon(pts, fill=outer)
    pts = [(cx + (r * 0.6 if k % 2 == 0 else r * 0.3) * math.cos(k * math.pi / n + 0.2),
            cy + (r * 0.6 if k % 2 == 0 else r * 0.3) * math.sin(k * math.pi / n + 0.2)) for k in range(2 * n)]
    p.polygon(pts, fill=inner)


@sprite("explosion.gif", size=(40, 40), description="explosion: orange and yellow starburst")
def draw_explosion(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        burst(p, 20, 20, 19.5, 10, (240, 90, 20, 255), (255, 230, 80, 255))


@sprite("explosion1.gif", size=(38, 38), description="small explosion starburst")
def draw_explosion1(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        burst(p, 19, 19, 18.5, 8, (230, 60, 20, 255), (255, 220, 60, 255))


@sprite("hit.gif", size=(47, 47), description="hit marker: red starburst with white centre")
def draw_hit(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        burst(p, 23.5, 23.5, 23, 12, (220, 30, 30, 255), (255, 255, 255, 255))


@sprite("bomb.gif", size=(12, 23), description="falling bomb, nose down")
def draw_bomb(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(2, 1), (10, 1), (8, 6), (4, 6)], fill=(90, 90, 100, 255))
        p.ellipse(1, 4, 11, 22, fill=(50, 50, 60, 255))
        p.ellipse(3, 7, 5.5, 13, fill=(130, 130, 140, 255))


@sprite("balloon.gif", size=(39, 50), description="red balloon on a string")
def draw_balloon(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.line([(19.5, 36), (18, 42), (21, 49)], fill=(90, 90, 90, 255), width=1)
        p.polygon([(17, 38), (22, 38), (19.5, 34)], fill=(180, 20, 20, 255))
    glossy_ball(img, 19.5, 18, 17, (150, 10, 10), (225, 30, 30), (255, 160, 150))


@sprite("brick.gif", size=(20, 20), description="red brick block")
def draw_brick(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0, 0, 20, 20, fill=(230, 225, 215, 255))
        for y, off in ((0, 0), (10, 5)):
            for x in range(-10, 21, 10):
                p.rect(x + off + 0.5, y + 0.5, x + off + 9.5, y + 9.5, fill=(180, 60, 40, 255))


@sprite("block0.gif", size=(20, 20), description="grey stone block")
def draw_block0(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0, 0, 20, 20, fill=(90, 90, 100, 255))
        p.rect(2, 2, 18, 18, fill=(150, 150, 160, 255))
        p.rect(3, 3, 12, 8, fill=(185, 185, 195, 255))


@sprite("Square.gif", size=(20, 20), description="blue square tile with a dark border")
def draw_square(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0, 0, 20, 20, fill=(30, 60, 140, 255))
        p.rect(1.5, 1.5, 18.5, 18.5, fill=(60, 120, 220, 255))


@sprite("smiley.gif", size=(19, 19), description="small yellow smiley face")
def draw_smiley(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        smiley(p, 9.5, 9.5, 9)


def smiley(p: Pen, cx: float, cy: float, r: float) -> None:
    p.circle(cx, cy, r, fill=(255, 220, 40, 255), outline=BLACK, width=r / 10)
    p.circle(cx - r * 0.35, cy - r * 0.25, r * 0.12, fill=BLACK)
    p.circle(cx + r * 0.35, cy - r * 0.25, r * 0.12, fill=BLACK)
    p.arc(cx - r * 0.55, cy - r * 0.4, cx + r * 0.55, cy + r * 0.6, 20, 160, fill=BLACK, width=r / 9)


@sprite("smiley.png", size=(48, 48), description="yellow smiley face")
def draw_smiley_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        smiley(p, 24, 24, 23)


for _name, _desc in (("leftpaddle.gif", "left"), ("rightpaddle.gif", "right")):
    def _make3(name, desc):
        @sprite(name, size=(10, 50), description=f"{desc} pong paddle (vertical bar)")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                p.rect(0.5, 0.5, 9.5, 49.5, fill=(40, 90, 200, 255) if desc == "left" else (200, 50, 40, 255),
                       radius=3)
        return draw
    _make3(_name, _desc)


@sprite("stick.gif", size=[(10, 100), (100, 10)], frames=2, description="wooden stick: 0 vertical, 1 horizontal")
def draw_stick(img: Image.Image, frame: int) -> None:
    w, h = img.size
    with hires(img) as p:
        p.rect(0.5, 0.5, w - 0.5, h - 0.5, fill=WOOD, outline=DARKWOOD, width=1, radius=3)


@sprite("match.gif", size=(8, 65), description="match stick with a red head (top)")
def draw_match(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(2, 8, 6, 64, fill=(235, 200, 140, 255))
        p.ellipse(0.5, 0.5, 7.5, 13, fill=(200, 30, 30, 255))


@sprite("snakeHead.gif", size=(25, 25), description="green snake head seen from above, facing right")
def draw_snake_head(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(23, 12.5), (26, 10.5), (26, 14.5)], fill=(220, 30, 30, 255))
        p.ellipse(1, 2, 24, 23, fill=(60, 170, 60, 255), outline=(30, 100, 30, 255), width=1)
        p.circle(16, 7.5, 2.5, fill=WHITE)
        p.circle(16, 17.5, 2.5, fill=WHITE)
        p.circle(17, 7.5, 1.3, fill=BLACK)
        p.circle(17, 17.5, 1.3, fill=BLACK)


@sprite("snakeTail.gif", size=(22, 22), description="green snake body segment seen from above")
def draw_snake_tail(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.circle(11, 11, 10, fill=(60, 170, 60, 255), outline=(30, 100, 30, 255), width=1)
        p.circle(11, 11, 4, fill=(120, 210, 90, 255))


for _i, _col in enumerate(((60, 170, 60), (220, 180, 40), (60, 120, 220))):
    def _make4(i, col):
        @sprite(f"body{i + 1}.gif", size=(15, 15), description=f"round body segment rgb{col}")
        def draw(img: Image.Image, frame: int) -> None:
            glossy_ball(img, 7.5, 7.5, 7, mix(col, (0, 0, 0), 0.5), col, mix(col, (255, 255, 255), 0.5))
        return draw
    _make4(_i, _col)


@sprite("cross.gif", size=(10, 10), description="small black cross (x) marker")
def draw_cross(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.line([(1, 1), (9, 9)], fill=BLACK, width=2)
        p.line([(9, 1), (1, 9)], fill=BLACK, width=2)


@sprite("crossred.gif", size=(10, 10), description="small red cross (x) marker")
def draw_crossred(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.line([(1, 1), (9, 9)], fill=(220, 30, 30, 255), width=2)
        p.line([(9, 1), (1, 9)], fill=(220, 30, 30, 255), width=2)


@sprite("circle.gif", size=(40, 40), description="red ring (circle outline)")
def draw_circle(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.circle(20, 20, 18, outline=(220, 30, 30, 255), width=3)


@sprite("diamond.gif", size=(15, 15), frames=4, description="small gems: 0 red, 1 green, 2 blue, 3 yellow")
def draw_diamond(img: Image.Image, frame: int) -> None:
    col = [(220, 30, 40), (40, 180, 70), (50, 100, 230), (250, 210, 30)][frame]
    with hires(img) as p:
        p.polygon([(7.5, 0.5), (14.5, 7.5), (7.5, 14.5), (0.5, 7.5)], fill=col + (255,),
                  outline=mix(col, (0, 0, 0), 0.4), width=0.8)
        p.polygon([(7.5, 2.5), (11, 6), (7.5, 7.5), (4, 6)], fill=mix(col, (255, 255, 255), 0.5))


for _i in range(7):
    def _make5(i):
        d = 20 + i * 7
        # the picture is as big as the bubble: sorting lessons compare the images' sizes
        @sprite(f"bubble{i}.png", size=(d + 2, d + 2),
                description=f"soap bubble of diameter {d} px in a {d + 2} px picture (bubble0..bubble6 grow; "
                            "for sorting)")
        def draw(img: Image.Image, frame: int) -> None:
            c = (d + 2) / 2
            with hires(img) as p:
                r = d / 2
                p.circle(c, c, r, fill=(150, 210, 255, 90), outline=(60, 130, 210, 255), width=1.5)
                p.arc(c - r * 0.7, c - r * 0.7, c + r * 0.7, c + r * 0.7, 200, 260, fill=WHITE,
                      width=max(1.5, r / 8))
        return draw
    _make5(_i)


@sprite("pupil.png", size=(30, 30), frames=2,
        description="eye pupil with iris (for eyes that follow the mouse): 0 brown iris, 1 blue iris")
def draw_pupil(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.circle(15, 15, 14, fill=[(130, 80, 30, 255), (60, 120, 210, 255)][frame])
        p.circle(15, 15, 7, fill=BLACK)
        p.circle(18.5, 11.5, 2.8, fill=WHITE)


# ----------------------------------------------------------------------------- the turning earth

CONTINENTS = [(0.0, 0.25, 0.32, 0.3), (0.05, -0.1, 0.2, 0.25), (0.18, -0.35, 0.3, 0.3), (0.45, 0.1, 0.22, 0.45),
              (0.5, -0.4, 0.3, 0.25), (0.62, -0.3, 0.35, 0.3), (0.8, 0.35, 0.22, 0.2), (0.85, -0.05, 0.16, 0.2)]


@sprite("earth.gif", size=(100, 100), frames=18,
        description="the earth turning: blue globe with green continents, 18 frames of 20 degrees each")
def draw_earth(img: Image.Image, frame: int) -> None:
    glossy_ball(img, 50, 50, 48, (10, 30, 110), (40, 100, 210), (140, 190, 255), highlight=False)
    with hires(img) as p:
        for lon, lat, sx, sy in CONTINENTS:
            a = (lon + frame / 18) * math.tau
            x = math.sin(a)
            if math.cos(a) < 0.05:
                continue                       # on the far side
            cx, cy = 50 + 44 * x, 50 + 44 * lat
            w = 44 * sx * math.cos(a)
            p.ellipse(cx - w, cy - 44 * sy * 0.5, cx + w, cy + 44 * sy * 0.5, fill=(70, 160, 60, 255))
    # keep the globe round (caps and continents were drawn past the rim)
    m = shape_mask(img.size, lambda q: q.circle(50, 50, 48, fill=255))
    img.putalpha(ImageChops.multiply(img.getchannel("A"), m))
