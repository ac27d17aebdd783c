"""Game characters and small creatures: aliens, frogs, Pacman, ghosts, bugs (top views face right)."""
from __future__ import annotations

import math

from PIL import Image

from tools.spritegen.base import Pen, gradient_fill, hires, mix, radial, sprite

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)


def eye(p: Pen, x: float, y: float, r: float, dx: float = 0.25) -> None:
    p.circle(x, y, r, fill=WHITE, outline=BLACK, width=max(0.6, r * 0.15))
    p.circle(x + r * dx, y, r * 0.55, fill=BLACK)
    p.circle(x + r * dx + r * 0.2, y - r * 0.25, r * 0.17, fill=WHITE)


# ----------------------------------------------------------------------------- aliens

def alien_head(p: Pen, w: float, h: float, skin=(120, 210, 90, 255)) -> None:
    dark = mix(skin, (0, 0, 0), 0.45)
    c = w / 2
    for s in (-1, 1):
        p.line([(c + s * w * 0.12, h * 0.25), (c + s * w * 0.28, h * 0.06)], fill=dark, width=w * 0.04)
        p.circle(c + s * w * 0.28, h * 0.07, w * 0.06, fill=(250, 220, 60, 255), outline=dark, width=w * 0.02)
    p.polygon([(c - w * 0.42, h * 0.42), (c - w * 0.3, h * 0.2), (c + w * 0.3, h * 0.2),
               (c + w * 0.42, h * 0.42), (c + w * 0.12, h * 0.96), (c - w * 0.12, h * 0.96)],
              fill=skin, outline=dark, width=w * 0.03)
    p.ellipse(c - w * 0.43, h * 0.16, c + w * 0.43, h * 0.62, fill=skin)
    for s in (-1, 1):
        p.polygon([(c + s * w * 0.06, h * 0.5), (c + s * w * 0.36, h * 0.34), (c + s * w * 0.3, h * 0.56),
                   (c + s * w * 0.1, h * 0.64)], fill=BLACK)
        p.circle(c + s * w * 0.22, h * 0.44, w * 0.035, fill=WHITE)
    p.arc(c - w * 0.08, h * 0.7, c + w * 0.08, h * 0.82, 20, 160, fill=dark, width=w * 0.025)


@sprite("alien.png", size=(48, 48), description="green alien head with big black eyes and antennae")
def draw_alien_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        alien_head(p, 48, 48)


@sprite("alienG.png", size=(64, 64), description="large green alien head")
def draw_alien_g(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        alien_head(p, 64, 64, skin=(90, 200, 110, 255))


@sprite("alieng.png", size=(64, 64), description="large green alien head (lower-case name)")
def draw_alieng(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        alien_head(p, 64, 64, skin=(90, 200, 110, 255))


@sprite("alieng_trans.png", size=(64, 64), description="half-transparent green alien head")
def draw_alieng_trans(img: Image.Image, frame: int) -> None:
    draw_alieng(img, frame)
    img.putalpha(img.getchannel("A").point(lambda a: a * 140 // 255))


def invader(p: Pen, w: float, h: float, col, legs: int) -> None:
    """Pixel-style space invader on an 11x8 grid."""
    rows = ["..X.....X..",
            "...X...X...",
            "..XXXXXXX..",
            ".XX.XXX.XX.",
            "XXXXXXXXXXX",
            "X.XXXXXXX.X",
            "X.X.....X.X",
            "...XX.XX..." if legs == 0 else "XX.......XX"]
    cw, ch = w / 11, h / 8
    for j, row in enumerate(rows):
        for i, ch_ in enumerate(row):
            if ch_ == "X":
                p.rect(i * cw, j * ch, (i + 1) * cw + 0.3, (j + 1) * ch + 0.3, fill=col)


@sprite("alien.gif", size=(43, 29), description="green pixel space invader")
def draw_alien_gif(img: Image.Image, frame: int) -> None:
    with hires(img, 1) as p:
        invader(p, 43, 29, (90, 220, 90, 255), 0)


@sprite("alien.gif", size=(43, 29), frames=2, description="green pixel space invader, two leg poses")
def draw_alien_frames(img: Image.Image, frame: int) -> None:
    with hires(img, 1) as p:
        invader(p, 43, 29, (90, 220, 90, 255), frame)


# ----------------------------------------------------------------------------- frogs

def frog_top(p: Pen, w: float, h: float, skin=(80, 180, 60, 255), spots=True) -> None:
    """Frog seen from above, head pointing right."""
    dark = mix(skin, (0, 0, 0), 0.45)
    cy, lw = h / 2, max(0.8, h / 40)
    for s in (-1, 1):
        # hind legs (bent, left) and front legs (right)
        p.polygon([(w * 0.3, cy + s * h * 0.12), (w * 0.1, cy + s * h * 0.42), (w * 0.28, cy + s * h * 0.46),
                   (w * 0.42, cy + s * h * 0.3)], fill=skin, outline=dark, width=lw)
        p.polygon([(w * 0.12, cy + s * h * 0.38), (1, cy + s * h * 0.3), (2, cy + s * h * 0.48),
                   (w * 0.14, cy + s * h * 0.47)], fill=skin, outline=dark, width=lw)
        arm = [(w * 0.58, cy + s * h * 0.12), (w * 0.7, cy + s * h * 0.36), (w * 0.8, cy + s * h * 0.4)]
        p.line(arm, fill=dark, width=h * 0.11 + 2 * lw)
        p.line(arm, fill=skin, width=h * 0.11)
        for k in (-1, 0, 1):            # three toes fanning out forwards
            p.circle(w * 0.82 + k * w * 0.012, cy + s * h * 0.4 + k * s * h * 0.06, h * 0.035, fill=dark)
    p.ellipse(w * 0.22, cy - h * 0.27, w * 0.8, cy + h * 0.27, fill=skin, outline=dark, width=lw)
    p.ellipse(w * 0.62, cy - h * 0.22, w * 0.97, cy + h * 0.22, fill=skin, outline=dark, width=lw)
    if spots:
        for x, y, r in ((0.38, -0.08, 0.06), (0.5, 0.1, 0.05), (0.32, 0.12, 0.04), (0.55, -0.12, 0.04)):
            p.circle(w * x, cy + h * y, h * r, fill=dark)
    for s in (-1, 1):
        p.circle(w * 0.8, cy + s * h * 0.17, h * 0.1, fill=(250, 230, 80, 255), outline=dark, width=lw)
        p.circle(w * 0.82, cy + s * h * 0.17, h * 0.05, fill=BLACK)


@sprite("frog.gif", size=(83, 48), description="green frog seen from above, head pointing right")
def draw_frog(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        frog_top(p, 83, 48)


@sprite("greenFrog.gif", size=(75, 77), description="green frog seen from above, head pointing right")
def draw_green_frog(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.dy = 12
        frog_top(p, 75, 52, skin=(60, 190, 80, 255))


# The image-processing lessons treat these two as photographs: opaque 300 x 300 pictures shown in a
# 300 x 300 GPanel, with a processed copy drawn beside them at x = 300 (and rectangles dragged anywhere
# in the window read their pixels).
def frog_photo(img: Image.Image, skin, ground_stops, spots: bool) -> None:
    gradient_fill(img, radial(img.size, (150, 150), 230), ground_stops)
    with hires(img) as p:
        for x, y, r in ((40, 48, 26), (262, 70, 34), (58, 250, 30), (250, 246, 22)):   # leaves
            p.ellipse(x - r, y - r * 0.6, x + r, y + r * 0.6, fill=mix(ground_stops[-1][1], (0, 0, 0), 0.25))
        p.dx, p.dy = 22, 78
        frog_top(p, 256, 148, skin=skin, spots=spots)


@sprite("colorfrog.png", size=(300, 300), description="colour photo-like picture of a blue frog on leaves "
        "(image-processing lessons)")
def draw_colorfrog(img: Image.Image, frame: int) -> None:
    frog_photo(img, (40, 140, 230, 255), [(0.0, (250, 200, 60, 255)), (1.0, (60, 150, 50, 255))], spots=True)


@sprite("frogbw.png", size=(300, 300), description="grey photo-like picture of a frog on leaves "
        "(image-processing lessons)")
def draw_frogbw(img: Image.Image, frame: int) -> None:
    frog_photo(img, (225, 225, 225, 255), [(0.0, (200, 200, 200, 255)), (1.0, (70, 70, 70, 255))], spots=True)
    grey = img.convert("L").convert("RGBA")
    img.paste(grey)


# ----------------------------------------------------------------------------- pacman and ghosts

def pacman(p: Pen, cx: float, cy: float, r: float, mouth_deg: float, eye_on: bool = True) -> None:
    yellow = (255, 220, 0, 255)
    if mouth_deg <= 0:
        p.circle(cx, cy, r, fill=yellow, outline=(160, 120, 0, 255), width=max(0.8, r / 20))
        p.line([(cx + r * 0.2, cy), (cx + r, cy)], fill=(160, 120, 0, 255), width=max(0.8, r / 20))
    else:
        half = mouth_deg / 2
        p.pieslice(cx - r, cy - r, cx + r, cy + r, half, 360 - half, fill=yellow, outline=(160, 120, 0, 255))
    if eye_on:
        p.circle(cx + r * 0.12, cy - r * 0.5, r * 0.12, fill=BLACK)


@sprite("pacman.gif", size=(60, 60), description="Pacman facing right with the mouth open (rotatable)")
def draw_pacman(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        pacman(p, 30, 30, 28.5, 70)


@sprite("pacman.gif", size=[(53, 60), (60, 60), (60, 60)], frames=3,
        description="Pacman facing right: 0 mouth wide open, 1 mouth closed, 2 mouth half open")
def draw_pacman_frames(img: Image.Image, frame: int) -> None:
    w, h = img.size
    with hires(img) as p:
        if frame == 0:
            pacman(p, w / 2 + 0.5, h / 2, 26, 80)   # 53 px wide: the open jaw is cut off
        else:
            pacman(p, w / 2, h / 2, 28.5, (0, 0, 38)[frame])


@sprite("pacpix.gif", size=(22, 22), frames=2, description="small Pacman facing right: 0 open, 1 closed")
def draw_pacpix(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        pacman(p, 11, 11, 10.3, 70 if frame == 0 else 0)


GHOST_COLORS = [(240, 40, 40, 255), (255, 150, 200, 255), (40, 220, 230, 255), (255, 170, 40, 255)]


def ghost(p: Pen, w: float, h: float, col) -> None:
    r = w / 2 - 0.5
    bottom = h - 0.5
    p.pieslice(0.5, 0.5, w - 0.5, w - 0.5, 180, 360, fill=col)
    p.rect(0.5, r, w - 0.5, bottom - h * 0.12, fill=col)
    n = 4
    for i in range(n):
        x0 = 0.5 + i * (w - 1) / n
        p.polygon([(x0, bottom - h * 0.14), (x0 + (w - 1) / n / 2, bottom), (x0 + (w - 1) / n, bottom - h * 0.14)],
                  fill=col)
    for s in (-1, 1):
        ex = w / 2 + s * w * 0.2
        p.ellipse(ex - w * 0.13, h * 0.25, ex + w * 0.13, h * 0.55, fill=WHITE)
        p.circle(ex + w * 0.05, h * 0.42, w * 0.07, fill=(30, 40, 160, 255))


@sprite("ghost.gif", size=(22, 22), frames=4,
        description="small Pacman ghosts: 0 red, 1 pink, 2 cyan, 3 orange")
def draw_ghost_small(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        ghost(p, 22, 22, GHOST_COLORS[frame])


@sprite("ghost.gif", size=(18, 18), description="small red Pacman ghost")
def draw_ghost_gif(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        ghost(p, 18, 18, GHOST_COLORS[0])


@sprite("ghost.png", size=(64, 64), description="red Pacman ghost")
def draw_ghost_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        ghost(p, 64, 64, GHOST_COLORS[0])


for _name, _size, _col, _desc in (("ghostB.png", 48, (50, 90, 230, 255), "blue"),
                                  ("ghostG.png", 64, (60, 190, 80, 255), "green"),
                                  ("ghostK.png", 48, (60, 60, 70, 255), "black")):
    def _make(name, size, col, desc):
        @sprite(name, size=(size, size), description=f"{desc} Pacman ghost")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                ghost(p, size, size, col)
        return draw
    _make(_name, _size, _col, _desc)


@sprite("pille.gif", size=(50, 50), frames=3,
        description="Pacman food: 0 small pill, 1 big power pill, 2 empty cell")
def draw_pille(img: Image.Image, frame: int) -> None:
    if frame == 2:
        return
    with hires(img) as p:
        r = 5 if frame == 0 else 12
        p.circle(25, 25, r, fill=(255, 200, 150, 255))


# ----------------------------------------------------------------------------- bugs (top view, head right)

def ladybug(p: Pen, w: float, h: float) -> None:
    c, cy = w / 2, h / 2
    for i in range(3):
        x = w * (0.35 + i * 0.15)
        p.line([(x, cy), (x - 2, 1)], fill=BLACK, width=max(1, h / 30))
        p.line([(x, cy), (x - 2, h - 1)], fill=BLACK, width=max(1, h / 30))
    p.circle(w * 0.8, cy, h * 0.2, fill=BLACK)
    p.circle(w * 0.86, cy - h * 0.1, h * 0.05, fill=WHITE)
    p.circle(w * 0.86, cy + h * 0.1, h * 0.05, fill=WHITE)
    p.ellipse(w * 0.1, h * 0.12, w * 0.78, h * 0.88, fill=(220, 30, 30, 255), outline=BLACK, width=max(1, h / 30))
    p.line([(w * 0.1, cy), (w * 0.76, cy)], fill=BLACK, width=max(1, h / 30))
    for x, y in ((0.3, 0.3), (0.3, 0.7), (0.5, 0.25), (0.5, 0.75), (0.62, 0.38), (0.62, 0.62), (0.2, 0.5)):
        p.circle(w * x, h * y, h * 0.065, fill=BLACK)


@sprite("ladybug.gif", size=(48, 48), description="red ladybug with black spots seen from above, head right")
def draw_ladybug(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        ladybug(p, 48, 48)


@sprite("ladybug2.gif", size=(64, 47), description="red ladybug seen from above, head right")
def draw_ladybug2(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        ladybug(p, 64, 47)


def beetle(p: Pen, w: float, h: float, shell, legs=BLACK) -> None:
    cy = h / 2
    lw = max(1, h / 25)
    for i in range(3):
        x = w * (0.35 + i * 0.15)
        for s in (-1, 1):
            p.line([(x, cy), (x - w * 0.05, cy + s * h * 0.35), (x + w * 0.02, cy + s * h * 0.48)], fill=legs, width=lw)
    for s in (-1, 1):
        p.line([(w * 0.85, cy + s * h * 0.05), (w * 0.97, cy + s * h * 0.3)], fill=legs, width=lw * 0.8)
    p.circle(w * 0.82, cy, h * 0.14, fill=mix(shell, (0, 0, 0), 0.5))
    p.ellipse(w * 0.12, h * 0.16, w * 0.76, h * 0.84, fill=shell, outline=mix(shell, (0, 0, 0), 0.5), width=lw)
    p.line([(w * 0.14, cy), (w * 0.74, cy)], fill=mix(shell, (0, 0, 0), 0.5), width=lw)
    p.ellipse(w * 0.3, h * 0.26, w * 0.5, h * 0.4, fill=mix(shell, (255, 255, 255), 0.35))


@sprite("bug.gif", size=(60, 54), description="green beetle seen from above, head right")
def draw_bug(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        beetle(p, 60, 54, (60, 170, 70, 255))


@sprite("sbug.gif", size=(44, 40), description="small green beetle seen from above, head right")
def draw_sbug(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        beetle(p, 44, 40, (60, 170, 70, 255))


@sprite("smallbug.gif", size=(30, 27), description="small blue beetle seen from above, head right")
def draw_smallbug(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        beetle(p, 30, 27, (60, 90, 200, 255))


@sprite("beetle.gif", size=(50, 40), description="brown beetle seen from above, head right")
def draw_beetle(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        beetle(p, 50, 40, (140, 80, 40, 255))


def ant(p: Pen, w: float, h: float, col=(60, 30, 20, 255)) -> None:
    cy, lw = h / 2, max(1, h / 30)
    for i in range(3):
        x = w * (0.45 + i * 0.08)
        for s in (-1, 1):
            p.line([(x, cy), (x + w * (i - 1) * 0.08, cy + s * h * 0.3), (x + w * (i - 1) * 0.12, cy + s * h * 0.45)],
                   fill=col, width=lw)
    for s in (-1, 1):
        p.line([(w * 0.85, cy), (w * 0.93, cy + s * h * 0.2), (w - 1, cy + s * h * 0.3)], fill=col, width=lw)
    p.ellipse(1, cy - h * 0.17, w * 0.42, cy + h * 0.17, fill=col)
    p.ellipse(w * 0.4, cy - h * 0.09, w * 0.64, cy + h * 0.09, fill=col)
    p.circle(w * 0.76, cy, h * 0.13, fill=col)


@sprite("ant.gif", size=(99, 81), description="brown ant seen from above, head right")
def draw_ant(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        ant(p, 99, 81)


@sprite("ant.gif", size=(15, 15), frames=2, description="tiny ant seen from above, head right: 0 black, 1 red")
def draw_ant_small(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        ant(p, 15, 15, [(30, 30, 30, 255), (190, 40, 30, 255)][frame])


@sprite("fly.gif", size=(48, 37), description="house fly seen from above with wings, head right")
def draw_fly(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        for s in (-1, 1):
            p.ellipse(6, 18.5 + s * 9 - 8, 30, 18.5 + s * 9 + 8, fill=(200, 225, 245, 200),
                      outline=(120, 140, 160, 255))
        p.ellipse(6, 13, 36, 24, fill=(50, 50, 55, 255))
        p.circle(38, 18.5, 7, fill=(50, 50, 55, 255))
        p.circle(40, 13.5, 3.5, fill=(180, 30, 30, 255))
        p.circle(40, 23.5, 3.5, fill=(180, 30, 30, 255))


def spider(p: Pen, s: float) -> None:
    c, lw = s / 2, max(1, s / 22)
    for i in range(4):
        a = math.radians(-60 + i * 40)
        for sgn in (-1, 1):
            kx = c + math.sin(a) * s * 0.3
            ky = c + sgn * math.cos(a) * s * 0.25
            p.line([(c, c), (kx, ky - sgn * s * 0.05), (c + math.sin(a) * s * 0.48, c + sgn * math.cos(a) * s * 0.46)],
                   fill=BLACK, width=lw)
    p.circle(c - s * 0.08, c, s * 0.2, fill=(40, 40, 40, 255))
    p.circle(c + s * 0.17, c, s * 0.11, fill=(40, 40, 40, 255))
    p.circle(c + s * 0.22, c - s * 0.05, s * 0.03, fill=(230, 40, 40, 255))
    p.circle(c + s * 0.22, c + s * 0.05, s * 0.03, fill=(230, 40, 40, 255))


@sprite("spider.gif", size=(31, 31), description="black spider seen from above, head right")
def draw_spider_gif(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        spider(p, 31)


@sprite("spider.png", size=(60, 60), description="black spider seen from above, head right")
def draw_spider_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        spider(p, 60)


@sprite("worm.png", size=(34, 30), description="pink earthworm")
def draw_worm(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        pts = [(3 + i * 2.8, 15 + 7 * math.sin(i * 0.6)) for i in range(11)]
        p.line(pts, fill=(200, 100, 110, 255), width=7.5)
        p.line(pts, fill=(240, 150, 160, 255), width=5.5)
        x, y = pts[-1]
        p.circle(x - 0.5, y - 1, 1, fill=BLACK)


@sprite("turtle.gif", size=(28, 28), description="small turtle seen from above, head right")
def draw_turtle(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        turtle_top(p, 28)


def turtle_top(p: Pen, s: float) -> None:
    skin, shell = (120, 180, 80, 255), (60, 130, 60, 255)
    c = s / 2
    for dx, dy in ((0.22, 0.2), (0.22, -0.2), (-0.22, 0.2), (-0.22, -0.2)):
        p.circle(c + dx * s, c + dy * s * 1.5, s * 0.1, fill=skin)
    p.circle(c + s * 0.38, c, s * 0.12, fill=skin)
    p.polygon([(c - s * 0.36, c), (c - s * 0.48, c - s * 0.04), (c - s * 0.48, c + s * 0.04)], fill=skin)
    p.circle(c, c, s * 0.33, fill=shell, outline=(40, 80, 40, 255), width=max(0.6, s / 40))
    p.circle(c, c, s * 0.14, outline=(40, 80, 40, 255), width=max(0.5, s / 50))
    p.circle(c + s * 0.42, c - s * 0.05, s * 0.03, fill=BLACK)
