"""Everyday things and scenery pieces: tree, coffee cup, panel, leaf, rock, nuts, switch, lamp bulb."""
from __future__ import annotations

import math

from PIL import Image

from tools.spritegen.base import glossy_ball, hires, mix, sprite, text

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)


@sprite("tree1.png", size=(60, 80), description="leafy green tree with a brown trunk")
def draw_tree1(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(26, 79), (27, 45), (33, 45), (34, 79)], fill=(120, 75, 35, 255))
        for x, y, r, c in ((30, 30, 22, (40, 120, 45)), (16, 36, 14, (50, 140, 50)), (44, 36, 14, (50, 140, 50)),
                           (24, 18, 14, (70, 160, 60)), (38, 20, 13, (60, 150, 55)), (30, 38, 14, (60, 150, 55))):
            p.circle(x, y, r, fill=c + (255,))


@sprite("coffee.png", size=(50, 50), description="cup of coffee on a saucer, steaming")
def draw_coffee(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.ellipse(3, 40, 47, 48, fill=(230, 230, 235, 255), outline=(150, 150, 160, 255), width=1)
        p.arc(32, 22, 46, 36, 270, 90, fill=(240, 240, 245, 255), width=3)
        p.polygon([(8, 20), (38, 20), (35, 42), (11, 42)], fill=(245, 245, 250, 255), outline=(150, 150, 160, 255),
                  width=1)
        p.ellipse(8, 17, 38, 23, fill=(110, 60, 25, 255), outline=(150, 150, 160, 255), width=1)
        for x in (16, 24, 31):
            p.line([(x, 14), (x - 2, 10), (x + 1, 6), (x - 1, 2)], fill=(190, 190, 200, 255), width=1.3)


@sprite("panel.png", size=(200, 60), description="plain control panel: light grey rounded board with a bevel")
def draw_panel(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0.5, 0.5, 199.5, 59.5, fill=(120, 120, 130, 255), radius=8)
        p.rect(2.5, 2.5, 197.5, 57.5, fill=(215, 215, 222, 255), radius=7)
        for x in (12, 188):
            for y in (12, 48):
                p.circle(x, y, 3, fill=(160, 160, 170, 255))


@sprite("leaf.gif", size=(40, 37), description="green leaf with veins")
def draw_leaf(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(3, 34)] + [(3 + 34 * t + 9 * math.sin(t * math.pi), 34 - 31 * t + 9 * math.sin(t * math.pi))
                               for t in [k / 12 for k in range(13)]]
                  + [(3 + 34 * t - 9 * math.sin(t * math.pi), 34 - 31 * t - 9 * math.sin(t * math.pi))
                     for t in [k / 12 for k in range(12, -1, -1)]], fill=(80, 170, 60, 255))
        p.line([(1, 36), (37, 3)], fill=(40, 110, 40, 255), width=1.3)
        for t in (0.3, 0.5, 0.7):
            x, y = 3 + 34 * t, 34 - 31 * t
            p.line([(x, y), (x + 2, y - 8)], fill=(40, 110, 40, 255), width=0.8)
            p.line([(x, y), (x + 8, y + 2)], fill=(40, 110, 40, 255), width=0.8)


@sprite("rock.gif", size=(55, 55), description="grey boulder (rock)")
def draw_rock(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(4, 46), (8, 22), (20, 8), (38, 6), (50, 20), (52, 44), (40, 52), (14, 52)],
                  fill=(120, 120, 125, 255), outline=(70, 70, 75, 255), width=1.2)
        p.polygon([(12, 24), (22, 12), (36, 11), (30, 22)], fill=(165, 165, 170, 255))
        p.line([(30, 30), (40, 38), (38, 48)], fill=(80, 80, 85, 255), width=1)


@sprite("hazelnut.gif", size=(30, 30), description="brown hazelnut")
def draw_hazelnut(img: Image.Image, frame: int) -> None:
    glossy_ball(img, 15, 17, 12, (90, 50, 15), (160, 100, 45), (220, 170, 110))
    with hires(img) as p:
        p.chord(5, 3, 25, 17, 180, 360, fill=(215, 185, 130, 255))


@sprite("honey.gif", size=(30, 30), description="jar of honey")
def draw_honey(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(5, 8, 25, 29, fill=(240, 170, 20, 255), outline=(160, 100, 10, 255), width=1, radius=4)
        p.rect(4, 3, 26, 9, fill=(200, 60, 40, 255), radius=2)
        p.rect(8, 14, 22, 22, fill=(250, 240, 200, 255))
        text(p, 15, 18, "H", 7, (160, 100, 10, 255))


@sprite("switch.gif", size=(60, 37), frames=2,
        description="toggle switch: 0 off (lever left, grey), 1 on (lever right, green)")
def draw_switch(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(1, 6, 59, 31, fill=(90, 90, 100, 255), radius=12)
        p.rect(3, 8, 57, 29, fill=(60, 180, 80, 255) if frame else (170, 170, 180, 255), radius=10)
        x = 45 if frame else 15
        p.circle(x, 18.5, 11, fill=(245, 245, 250, 255), outline=(120, 120, 130, 255), width=1)


@sprite("bulb.gif", size=(60, 94), frames=2, description="light bulb: 0 off (grey glass), 1 on (glowing yellow)")
def draw_bulb(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        if frame:
            p.circle(30, 32, 29, fill=(255, 246, 190, 255))
        glass = (255, 230, 60, 255) if frame else (215, 220, 225, 255)
        p.circle(30, 32, 22, fill=glass, outline=(130, 130, 130, 255), width=1)
        p.polygon([(19, 48), (41, 48), (38, 62), (22, 62)], fill=glass)
        p.line([(25, 52), (27, 30), (30, 36), (33, 30), (35, 52)], fill=(120, 100, 60, 255), width=1)
        for k in range(4):
            p.rect(21, 62 + k * 6, 39, 66 + k * 6, fill=(160, 160, 170, 255), radius=2)
        p.polygon([(26, 86), (34, 86), (30, 92)], fill=(70, 70, 75, 255))


@sprite("sokoban.gif", size=(30, 30), description="wooden crate (Sokoban box)")
def draw_sokoban(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(1, 1, 29, 29, fill=(190, 130, 60, 255), outline=(110, 70, 30, 255), width=2)
        p.rect(5, 5, 25, 25, outline=(110, 70, 30, 255), width=1.5)
        p.line([(5, 5), (25, 25)], fill=(110, 70, 30, 255), width=2)
        p.line([(25, 5), (5, 25)], fill=(110, 70, 30, 255), width=2)


@sprite("creature.gif", size=(19, 19), description="tiny purple blob creature with eyes")
def draw_creature(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.ellipse(1, 3, 18, 18, fill=(150, 70, 200, 255))
        p.circle(7, 9, 2.5, fill=WHITE)
        p.circle(12, 9, 2.5, fill=WHITE)
        p.circle(7.5, 9.5, 1.1, fill=BLACK)
        p.circle(12.5, 9.5, 1.1, fill=BLACK)


@sprite("flower.png", size=(40, 40), description="red flower with a yellow centre")
def draw_flower(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        for k in range(6):
            a = k * math.tau / 6
            p.circle(20 + 10 * math.cos(a), 20 + 10 * math.sin(a), 8, fill=(230, 50, 70, 255))
        p.circle(20, 20, 7, fill=(250, 210, 40, 255))


@sprite("house.png", size=(60, 60), description="small house with a red roof")
def draw_house(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(10, 28, 50, 59, fill=(240, 225, 190, 255), outline=(100, 80, 60, 255), width=1)
        p.polygon([(4, 30), (30, 6), (56, 30)], fill=(200, 60, 40, 255), outline=(110, 40, 30, 255), width=1)
        p.rect(25, 42, 35, 59, fill=(130, 80, 40, 255))
        p.rect(14, 34, 22, 42, fill=(150, 200, 235, 255))
        p.rect(38, 34, 46, 42, fill=(150, 200, 235, 255))


@sprite("star.png", size=(40, 40), description="yellow five-pointed star")
def draw_star(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        pts = [(20 + (19 if k % 2 == 0 else 8) * math.sin(k * math.pi / 5),
                21 - (19 if k % 2 == 0 else 8) * math.cos(k * math.pi / 5)) for k in range(10)]
        p.polygon(pts, fill=(255, 210, 30, 255), outline=(190, 140, 0, 255), width=1)


@sprite("heart.png", size=(40, 40), description="red heart")
def draw_heart(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.circle(12.5, 15, 10, fill=(220, 30, 50, 255))
        p.circle(27.5, 15, 10, fill=(220, 30, 50, 255))
        p.polygon([(3, 18), (37, 18), (20, 37)], fill=(220, 30, 50, 255))


@sprite("key.png", size=(50, 24), description="golden key, pointing right")
def draw_key(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        gold = (230, 185, 50, 255)
        p.circle(11, 12, 10, fill=gold, outline=mix(gold, (0, 0, 0), 0.4), width=1)
        p.circle(11, 12, 4, fill=(0, 0, 0, 0))
        p.rect(19, 10, 48, 14, fill=gold)
        p.rect(38, 14, 41, 20, fill=gold)
        p.rect(44, 14, 47, 19, fill=gold)
