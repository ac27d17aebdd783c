"""Backgrounds: town, lanes, reef, roads and tracks, stage, skies, meadow, moon.

Sizes are nbCells * cellSize + 1 as TigerJython grids expect (601 = 10 x 60, 801 = 800 x 1).
"""
from __future__ import annotations

import math

from PIL import Image

from tools.spritegen.base import Pen, gradient_fill, hires, linear, mix, rng, sprite

GRASS = (96, 168, 64, 255)
ASPHALT = (86, 88, 94, 255)
WHITE = (255, 255, 255, 255)
YELLOW = (250, 210, 40, 255)


def sky(img: Image.Image, top, bottom, y1: int | None = None) -> None:
    """Vertical gradient from ``top`` to ``bottom`` over rows 0..y1 (default: all)."""
    h = y1 if y1 is not None else img.height
    band = Image.new("RGBA", (img.width, h))
    gradient_fill(band, linear((img.width, h)), [(0, top), (1, bottom)])
    img.alpha_composite(band, (0, 0))


def cloud(p: Pen, x: float, y: float, s: float, col=(255, 255, 255, 235)) -> None:
    for dx, dy, r in ((0, 0, 1.0), (1.1, -0.35, 1.2), (2.2, 0, 0.95), (1.1, 0.3, 1.0), (-0.9, 0.2, 0.7),
                      (3.0, 0.25, 0.7)):
        p.circle(x + dx * s, y + dy * s, r * s, fill=col)


def tree(p: Pen, x: float, base: float, s: float, leaf=(50, 140, 50, 255)) -> None:
    p.rect(x - s * 0.12, base - s * 0.9, x + s * 0.12, base, fill=(110, 70, 35, 255))
    dark = mix(leaf, (0, 0, 0), 0.25)
    p.circle(x, base - s * 1.3, s * 0.6, fill=dark)
    p.circle(x - s * 0.25, base - s * 1.45, s * 0.45, fill=leaf)
    p.circle(x + s * 0.2, base - s * 1.2, s * 0.4, fill=leaf)


def house(p: Pen, x: float, base: float, w: float, h: float, wall, roof, r) -> None:
    p.rect(x, base - h, x + w, base, fill=wall, outline=(60, 50, 40, 255), width=1.2)
    p.polygon([(x - 6, base - h), (x + w / 2, base - h - w * 0.45), (x + w + 6, base - h)], fill=roof,
              outline=(60, 40, 30, 255), width=1.2)
    # windows in a grid, door in the middle of the ground floor
    floors = max(1, int((h - 20) // 34))
    cols = max(1, int(w // 32))
    for f in range(floors):
        for c in range(cols):
            wx = x + (c + 0.5) * w / cols - 8
            wy = base - h + 14 + f * 34
            if f == floors - 1 and c == cols // 2:
                continue
            lit = r.random() < 0.3
            p.rect(wx, wy, wx + 16, wy + 18, fill=(255, 230, 140, 255) if lit else (150, 200, 235, 255),
                   outline=(70, 60, 50, 255), width=1.2)
            p.line([(wx + 8, wy), (wx + 8, wy + 18)], fill=(70, 60, 50, 255), width=1)
    dx = x + w / 2 - 9
    p.rect(dx, base - 30, dx + 18, base, fill=(120, 70, 40, 255), outline=(60, 40, 30, 255), width=1.2)


@sprite("town.jpg", size=(601, 601), description="small town backdrop: sky, houses with roofs, trees, street")
def draw_town(img: Image.Image, frame: int) -> None:
    sky(img, (110, 170, 240), (200, 230, 255), 400)
    r = rng("town")
    with hires(img, 2) as p:
        p.circle(500, 80, 38, fill=(255, 235, 120, 255))
        cloud(p, 60, 70, 22)
        cloud(p, 300, 110, 16)
        # distant hills
        p.ellipse(-200, 250, 350, 520, fill=(120, 180, 100, 255))
        p.ellipse(250, 270, 850, 560, fill=(105, 165, 90, 255))
        p.rect(0, 380, 601, 601, fill=GRASS)
        walls = [(235, 200, 150, 255), (240, 240, 230, 255), (200, 120, 90, 255), (250, 220, 120, 255),
                 (170, 200, 220, 255), (230, 170, 170, 255)]
        roofs = [(170, 60, 40, 255), (120, 70, 50, 255), (90, 90, 110, 255)]
        x = 8
        while x < 590:
            w = r.choice((70, 90, 110))
            h = r.choice((110, 150, 190, 230))
            house(p, x, 440, w, h, r.choice(walls), r.choice(roofs), r)
            x += w + r.choice((14, 22, 30))
        for tx in (75, 210, 330, 470, 570):
            tree(p, tx + r.uniform(-8, 8), 452, 34)
        # sidewalk and street
        p.rect(0, 440, 601, 470, fill=(200, 195, 185, 255))
        p.rect(0, 470, 601, 601, fill=ASPHALT)
        for x in range(0, 601, 60):
            p.rect(x + 10, 532, x + 45, 538, fill=WHITE)
        p.rect(0, 590, 601, 601, fill=(200, 195, 185, 255))


@sprite("lane.gif", size=(801, 601),
        description="road for the frog game: grass strip top and bottom, four traffic lanes "
                    "(centres y=100, 220, 350, 470) with dashed markings and a yellow median")
def draw_lane(img: Image.Image, frame: int) -> None:
    with hires(img, 2) as p:
        p.rect(0, 0, 801, 601, fill=GRASS)
        r = rng("lane")
        for _ in range(160):
            x, y = r.uniform(0, 801), r.choice((r.uniform(2, 36), r.uniform(536, 598)))
            p.line([(x, y), (x + r.uniform(-2, 2), y - 5)], fill=(70, 140, 50, 255), width=1.2)
        p.rect(0, 40, 801, 530, fill=ASPHALT)
        p.rect(0, 40, 801, 44, fill=(220, 220, 220, 255))
        p.rect(0, 526, 801, 530, fill=(220, 220, 220, 255))
        for y in (160, 410):
            for x in range(0, 801, 80):
                p.rect(x + 10, y - 2, x + 55, y + 2, fill=WHITE)
        p.rect(0, 280, 801, 284, fill=YELLOW)
        p.rect(0, 290, 801, 294, fill=YELLOW)
        for x in (60, 220, 420, 600, 760):
            p.circle(x, 572, 10, fill=(240, 240, 120, 255))
            p.circle(x, 572, 4, fill=(220, 140, 30, 255))


def coral(p: Pen, x: float, base: float, h: float, col, r, depth: int = 3) -> None:
    def branch(x0, y0, ang, length, width, d):
        x1 = x0 + math.cos(ang) * length
        y1 = y0 - math.sin(ang) * length
        p.line([(x0, y0), (x1, y1)], fill=col, width=width)
        if d > 0:
            for da in (-0.45, 0.4):
                branch(x1, y1, ang + da + r.uniform(-0.15, 0.15), length * 0.72, width * 0.72, d - 1)
        else:
            p.circle(x1, y1, width * 0.6, fill=col)
    branch(x, base, math.pi / 2, h * 0.4, h * 0.1, depth)


@sprite("reef.gif", size=(601, 601),
        description="coral reef underwater: blue water, light rays, sandy floor, corals, seaweed, bubbles")
def draw_reef(img: Image.Image, frame: int) -> None:
    _reef(img, "reef")


@sprite("reef1.gif", size=(601, 601), description="second coral reef backdrop (different layout)")
def draw_reef1(img: Image.Image, frame: int) -> None:
    _reef(img, "reef1")


def _reef(img: Image.Image, seed: str) -> None:
    sky(img, (90, 200, 235), (10, 50, 120))
    r = rng(seed)
    rays = Image.new("RGBA", img.size, (0, 0, 0, 0))
    with hires(rays, 2) as p:
        for i in range(5):
            x = 40 + i * 130 + r.uniform(-30, 30)
            p.polygon([(x, 0), (x + 40, 0), (x + 160, 601), (x + 60, 601)], fill=(255, 255, 255, 28))
    img.alpha_composite(rays)
    with hires(img, 2) as p:
        # sand with a wavy top edge
        pts = [(x, 500 + 18 * math.sin(x / 70) + 8 * math.sin(x / 23)) for x in range(0, 602, 6)]
        p.polygon(pts + [(601, 601), (0, 601)], fill=(226, 200, 140, 255))
        for _ in range(70):
            x, y = r.uniform(0, 601), r.uniform(525, 600)
            p.circle(x, y, r.uniform(1, 2.5), fill=(200, 170, 110, 255))
        # rocks
        for x in (90, 330, 520):
            p.ellipse(x - 70, 470, x + 60, 545, fill=(110, 110, 125, 255))
            p.ellipse(x - 50, 478, x + 20, 510, fill=(140, 140, 155, 255))
        # corals and seaweed
        cols = [(250, 110, 130, 255), (255, 150, 60, 255), (200, 90, 200, 255), (255, 200, 80, 255)]
        for i, x in enumerate((40, 150, 260, 380, 460, 570)):
            coral(p, x + r.uniform(-15, 15), 520, r.uniform(130, 200), cols[i % 4], r)
        for x in (200, 430):
            p.ellipse(x - 40, 470, x + 40, 530, fill=(230, 120, 90, 255))
            for k in range(5):
                p.arc(x - 34 + k * 4, 476 + k * 4, x + 34 - k * 4, 524 - k * 4, 200, 340,
                      fill=(180, 70, 50, 255), width=2)
        for x in (15, 110, 300, 405, 545, 590):
            pts = [(x + 8 * math.sin(k * 0.9 + x), 560 - k * 24) for k in range(9)]
            p.line(pts, fill=(40, 150, 70, 255), width=7)
        for _ in range(25):
            x, y = r.uniform(0, 601), r.uniform(20, 450)
            p.circle(x, y, r.uniform(2, 6), outline=(220, 245, 255, 200), width=1.5)


def top_road_scene(p: Pen, r) -> None:
    p.rect(0, 0, 601, 601, fill=GRASS)
    for _ in range(220):
        x, y = r.uniform(0, 601), r.uniform(0, 601)
        p.circle(x, y, r.uniform(1, 2.2), fill=(80, 150, 55, 255))


@sprite("road.gif", size=(601, 601),
        description="top view of a straight two-lane road (horizontal, y 200..400) through grass with trees")
def draw_road(img: Image.Image, frame: int) -> None:
    _straight_road(img, "road")


@sprite("road.png", size=(601, 601), description="top view of a straight two-lane road through grass")
def draw_road_png(img: Image.Image, frame: int) -> None:
    _straight_road(img, "roadpng")


@sprite("roadDark.png", size=(601, 601), description="top view of a straight road at night")
def draw_road_dark(img: Image.Image, frame: int) -> None:
    _straight_road(img, "roadpng")
    dark = Image.new("RGBA", img.size, (0, 0, 40, 150))
    img.alpha_composite(dark)


def _straight_road(img: Image.Image, seed: str) -> None:
    r = rng(seed)
    with hires(img, 2) as p:
        top_road_scene(p, r)
        p.rect(0, 200, 601, 400, fill=ASPHALT)
        p.rect(0, 204, 601, 210, fill=WHITE)
        p.rect(0, 390, 601, 396, fill=WHITE)
        for x in range(0, 601, 60):
            p.rect(x + 8, 297, x + 42, 303, fill=WHITE)
        for x, y in ((60, 100), (200, 80), (420, 120), (540, 60), (120, 500), (330, 520), (500, 480)):
            p.circle(x + 4, y + 4, 34, fill=(40, 90, 30, 255))
            p.circle(x, y, 32, fill=(50, 130, 45, 255))
            p.circle(x - 8, y - 8, 18, fill=(70, 160, 60, 255))


@sprite("roadtest.gif", size=(601, 601),
        description="top view of a winding test road through grass for steering a car")
def draw_roadtest(img: Image.Image, frame: int) -> None:
    r = rng("roadtest")
    with hires(img, 2) as p:
        top_road_scene(p, r)
        pts = [(x, 300 + 150 * math.sin(x / 601 * 2 * math.pi)) for x in range(-60, 670, 6)]
        # stamping discs gives clean thick curves (wide ImageDraw lines spike at joints)
        fine = [(x / 2, 300 + 150 * math.sin(x / 2 / 601 * 2 * math.pi)) for x in range(-120, 1340)]
        for x, y in fine:
            p.circle(x, y, 62, fill=(230, 230, 230, 255))
        for x, y in fine:
            p.circle(x, y, 55, fill=ASPHALT)
        for i in range(0, len(pts) - 2, 4):
            p.line([pts[i], pts[i + 2]], fill=WHITE, width=4)


def ring_track(p: Pen, r, x0, y0, x1, y1, width) -> None:
    p.rect(x0 - 6, y0 - 6, x1 + 6, y1 + 6, fill=(230, 230, 230, 255), radius=(y1 - y0) / 2 + 6)
    p.rect(x0, y0, x1, y1, fill=ASPHALT, radius=(y1 - y0) / 2)
    p.rect(x0 + width, y0 + width, x1 - width, y1 - width, fill=(230, 230, 230, 255),
           radius=(y1 - y0) / 2 - width)
    p.rect(x0 + width + 6, y0 + width + 6, x1 - width - 6, y1 - width - 6, fill=GRASS,
           radius=(y1 - y0) / 2 - width - 6)


@sprite("track.gif", size=(601, 601),
        description="top view of an oval race track with a chequered start line on grass")
def draw_track(img: Image.Image, frame: int) -> None:
    r = rng("track")
    with hires(img, 2) as p:
        top_road_scene(p, r)
        ring_track(p, r, 40, 110, 561, 491, 100)
        for i in range(10):
            for j in range(2):
                col = WHITE if (i + j) % 2 else (20, 20, 20, 255)
                p.rect(300 + j * 10, 391 + i * 10, 310 + j * 10, 401 + i * 10, fill=col)


@sprite("roadCircle.png", size=(601, 601), description="top view of a circular road on grass")
def draw_road_circle(img: Image.Image, frame: int) -> None:
    with hires(img, 2) as p:
        top_road_scene(p, rng("circle"))
        ring_track(p, None, 60, 60, 541, 541, 90)


@sprite("roadCircleNight.png", size=(601, 601), description="top view of a circular road at night")
def draw_road_circle_night(img: Image.Image, frame: int) -> None:
    draw_road_circle(img, frame)
    img.alpha_composite(Image.new("RGBA", img.size, (0, 0, 40, 150)))


@sprite("stage.gif", size=(321, 321),
        description="theatre for an 8x8 grid of 40 px cells: stage with red curtains in the top two "
                    "rows, carpeted hall below")
def draw_stage(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0, 0, 321, 321, fill=(120, 40, 45, 255))
        for y in range(80, 321, 40):
            p.rect(0, y + 36, 321, y + 40, fill=(100, 30, 35, 255))
        p.rect(0, 0, 321, 80, fill=(60, 30, 20, 255))
        p.rect(40, 10, 281, 70, fill=(215, 170, 100, 255))
        p.rect(40, 58, 281, 70, fill=(170, 120, 60, 255))
        for s in (0, 1):
            x0 = 0 if s == 0 else 281
            p.rect(x0, 0, x0 + 40, 80, fill=(180, 20, 30, 255))
            for k in range(4):
                p.line([(x0 + 5 + k * 10, 0), (x0 + 5 + k * 10, 80)], fill=(140, 10, 20, 255), width=3)
        p.rect(0, 0, 321, 12, fill=(180, 20, 30, 255))
        for k in range(16):
            p.chord(k * 20, 2, k * 20 + 20, 22, 0, 180, fill=(180, 20, 30, 255))
        p.rect(0, 78, 321, 82, fill=(230, 190, 80, 255))


@sprite("bg.gif", size=(601, 601), description="landscape backdrop: blue sky, sun, clouds, green hills")
def draw_bg(img: Image.Image, frame: int) -> None:
    sky(img, (80, 150, 235), (190, 225, 255))
    with hires(img, 2) as p:
        p.circle(110, 100, 45, fill=(255, 230, 90, 255))
        cloud(p, 330, 90, 26)
        cloud(p, 200, 200, 18)
        p.ellipse(-250, 380, 400, 800, fill=(110, 180, 80, 255))
        p.ellipse(200, 330, 900, 820, fill=(90, 160, 70, 255))
        p.rect(0, 520, 601, 601, fill=(80, 150, 60, 255))


@sprite("bg2.gif", size=(601, 601), description="night sky backdrop: dark blue with stars and a moon")
def draw_bg2(img: Image.Image, frame: int) -> None:
    sky(img, (5, 5, 30), (30, 40, 90))
    _stars(img, "bg2", 160)
    with hires(img, 2) as p:
        p.circle(470, 120, 50, fill=(245, 240, 200, 255))
        p.circle(495, 105, 46, fill=(12, 14, 44, 255))


def _stars(img: Image.Image, seed: str, n: int, y1: int | None = None) -> None:
    r = rng(seed)
    with hires(img, 2) as p:
        for _ in range(n):
            x, y = r.uniform(0, img.width), r.uniform(0, y1 or img.height)
            p.circle(x, y, r.uniform(0.6, 1.8), fill=(255, 255, r.randint(180, 255), 255))


@sprite("city.png", size=(601, 601), description="city skyline at dusk with lit windows")
def draw_city(img: Image.Image, frame: int) -> None:
    sky(img, (40, 40, 110), (250, 150, 90))
    r = rng("city")
    with hires(img, 2) as p:
        for layer, col in ((0, (70, 60, 100, 255)), (1, (35, 35, 55, 255))):
            x = -10 + layer * 20
            while x < 601:
                w, h = r.uniform(40, 80), r.uniform(150, 380) - layer * 60
                p.rect(x, 601 - h, x + w, 601, fill=col)
                if layer:
                    for wy in range(int(601 - h + 10), 590, 18):
                        for wx in range(int(x + 6), int(x + w - 8), 14):
                            if r.random() < 0.45:
                                p.rect(wx, wy, wx + 7, wy + 9, fill=(255, 220, 120, 255))
                x += w + r.uniform(2, 14)


@sprite("meadow.gif", size=(601, 601), description="top view of a green meadow with flowers")
def draw_meadow(img: Image.Image, frame: int) -> None:
    r = rng("meadow")
    with hires(img, 2) as p:
        p.rect(0, 0, 601, 601, fill=(110, 180, 70, 255))
        for _ in range(500):
            x, y = r.uniform(0, 601), r.uniform(0, 601)
            p.line([(x, y), (x + r.uniform(-3, 3), y - 8)], fill=(80, 150, 50, 255), width=1.5)
        for _ in range(60):
            x, y = r.uniform(0, 601), r.uniform(0, 601)
            c = r.choice(((255, 255, 255, 255), (255, 220, 40, 255), (240, 120, 180, 255)))
            for k in range(5):
                a = k * 2 * math.pi / 5
                p.circle(x + 4 * math.cos(a), y + 4 * math.sin(a), 3, fill=c)
            p.circle(x, y, 2.5, fill=(250, 170, 30, 255))


@sprite("background.gif", size=(801, 531), description="mountain landscape backdrop with sky and lake")
def draw_background(img: Image.Image, frame: int) -> None:
    sky(img, (90, 150, 230), (210, 235, 255))
    with hires(img, 2) as p:
        cloud(p, 150, 80, 22)
        cloud(p, 560, 120, 18)
        for x, h, c in ((120, 300, (120, 130, 150, 255)), (380, 360, (100, 110, 135, 255)),
                        (650, 280, (125, 135, 155, 255))):
            p.polygon([(x - 260, 420), (x, 420 - h), (x + 260, 420)], fill=c)
            p.polygon([(x - 52, 420 - h * 0.8), (x, 420 - h), (x + 52, 420 - h * 0.8),
                       (x + 20, 420 - h * 0.75), (x - 15, 420 - h * 0.78)], fill=WHITE)
        p.rect(0, 400, 801, 531, fill=(90, 160, 70, 255))
        p.ellipse(250, 440, 650, 510, fill=(70, 140, 210, 255))


@sprite("sky1.gif", size=(601, 601), description="blue sky with white clouds")
def draw_sky1(img: Image.Image, frame: int) -> None:
    sky(img, (60, 130, 230), (180, 215, 250))
    with hires(img, 2) as p:
        for x, y, s in ((80, 90, 24), (380, 60, 20), (250, 250, 30), (60, 420, 18), (450, 400, 26),
                        (300, 540, 16)):
            cloud(p, x, y, s)


@sprite("clouds.gif", size=(1920, 300), description="wide strip of sky with clouds (for scrolling)")
def draw_clouds(img: Image.Image, frame: int) -> None:
    sky(img, (70, 140, 230), (170, 210, 250))
    r = rng("clouds")
    with hires(img, 2) as p:
        for i in range(14):
            cloud(p, 40 + i * 137 + r.uniform(-20, 20), r.uniform(50, 240), r.uniform(14, 26))


@sprite("moon.gif", size=(601, 601), description="moon landscape: black starry sky over grey cratered ground")
def draw_moon(img: Image.Image, frame: int) -> None:
    img.paste((0, 0, 10, 255), (0, 0, 601, 601))
    _stars(img, "moon", 120, 430)
    r = rng("moonsurface")
    with hires(img, 2) as p:
        p.circle(480, 90, 40, fill=(80, 130, 220, 255))
        p.ellipse(455, 70, 490, 100, fill=(80, 170, 90, 255))
        pts = [(x, 470 + 20 * math.sin(x / 50) + 10 * math.sin(x / 17)) for x in range(0, 602, 6)]
        p.polygon(pts + [(601, 601), (0, 601)], fill=(150, 150, 150, 255))
        p.rect(250, 480, 350, 601, fill=(150, 150, 150, 255))
        p.rect(260, 478, 340, 484, fill=(230, 200, 60, 255))   # landing pad
        for _ in range(14):
            x, y, s = r.uniform(0, 601), r.uniform(510, 590), r.uniform(8, 26)
            if 240 < x < 360:
                continue
            p.ellipse(x - s, y - s * 0.35, x + s, y + s * 0.35, fill=(110, 110, 110, 255))
            p.ellipse(x - s * 0.8, y - s * 0.2, x + s * 0.9, y + s * 0.33, fill=(130, 130, 130, 255))


@sprite("snowwindow.gif", size=(501, 501), description="window frame with falling snow outside")
def draw_snowwindow(img: Image.Image, frame: int) -> None:
    sky(img, (60, 80, 120), (170, 180, 200))
    _stars(img, "snow", 200)
    with hires(img, 2) as p:
        p.rect(0, 420, 501, 501, fill=(245, 245, 250, 255))
        wood = (150, 100, 60, 255)
        p.rect(0, 0, 501, 24, fill=wood)
        p.rect(0, 477, 501, 501, fill=wood)
        p.rect(0, 0, 24, 501, fill=wood)
        p.rect(477, 0, 501, 501, fill=wood)
        p.rect(238, 0, 262, 501, fill=wood)
        p.rect(0, 238, 501, 262, fill=wood)
