"""Land animals seen from the side, facing right: dog, cat, mouse, bear, elephant, camel, ..."""
from __future__ import annotations

from PIL import Image

from tools.spritegen.base import Pen, hires, mix, sprite

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)


def quadruped(p: Pen, w: float, h: float, fur, *, ears: str = "floppy", tail: str = "up", snout: float = 0.5,
              leg_len: float = 0.32, head_size: float = 0.22, spots=None, belly=None) -> None:
    """Generic four-legged animal facing right, filling a w x h box."""
    dark = mix(fur, (0, 0, 0), 0.35)
    lw = max(0.8, h / 60)
    body_top, body_bot = h * 0.32, h * (1 - leg_len)
    bx0, bx1 = w * 0.14, w * 0.74
    # legs (back pair darker)
    for x, shade in ((bx0 + w * 0.08, dark), (bx1 - w * 0.12, dark), (bx0 + w * 0.14, fur), (bx1 - w * 0.05, fur)):
        p.rect(x - w * 0.035, body_bot - h * 0.05, x + w * 0.035, h - 1, fill=shade, radius=w * 0.02)
        p.rect(x - w * 0.04, h - 4 * lw - 1, x + w * 0.05, h - 0.5, fill=mix(shade, (0, 0, 0), 0.3), radius=lw)
    # tail
    if tail == "up":
        p.line([(bx0 + 2, body_top + h * 0.06), (w * 0.06, body_top - h * 0.12), (w * 0.02, body_top - h * 0.2)],
               fill=fur, width=h * 0.06)
    elif tail == "long":
        p.line([(bx0 + 2, body_top + h * 0.15), (w * 0.06, body_top + h * 0.25), (1, body_top + h * 0.05)],
               fill=fur, width=h * 0.035)
    elif tail == "thin":
        p.line([(bx0 + 2, body_top + h * 0.2), (w * 0.05, body_bot), (1, body_bot + h * 0.05)], fill=dark,
               width=h * 0.02)
    p.ellipse(bx0, body_top, bx1, body_bot, fill=fur, outline=dark, width=lw)
    if belly:
        p.chord(bx0 + w * 0.08, body_top + (body_bot - body_top) * 0.4, bx1 - w * 0.08, body_bot - lw, 0, 180,
                fill=belly)
    for sx, sy, sr in spots or []:
        p.circle(bx0 + (bx1 - bx0) * sx, body_top + (body_bot - body_top) * sy, h * sr, fill=dark)
    # neck and head
    hr = h * head_size
    hx, hy = w - hr * (1 + snout * 0.9) - 1, body_top - hr * 0.1
    p.polygon([(bx1 - w * 0.14, body_top + h * 0.04), (hx - hr * 0.2, hy), (hx + hr * 0.3, hy + hr * 0.6),
               (bx1 - w * 0.02, body_top + h * 0.2)], fill=fur)
    if ears == "pointed":
        for dx in (-0.55, 0.1):
            p.polygon([(hx + hr * dx, hy - hr * 0.6), (hx + hr * (dx + 0.15), hy - hr * 1.45),
                       (hx + hr * (dx + 0.55), hy - hr * 0.75)], fill=fur, outline=dark, width=lw)
    elif ears == "round":
        p.circle(hx - hr * 0.5, hy - hr * 0.8, hr * 0.42, fill=fur, outline=dark, width=lw)
        p.circle(hx + hr * 0.2, hy - hr * 0.9, hr * 0.42, fill=fur, outline=dark, width=lw)
        p.circle(hx + hr * 0.2, hy - hr * 0.9, hr * 0.22, fill=(240, 170, 170, 255))
    p.circle(hx, hy, hr, fill=fur, outline=dark, width=lw)
    p.ellipse(hx, hy - hr * 0.1, hx + hr * (1 + snout), hy + hr * 0.7, fill=fur, outline=dark, width=lw)
    p.circle(hx + hr * (1 + snout) - hr * 0.12, hy + hr * 0.1, hr * 0.18, fill=BLACK)
    p.circle(hx + hr * 0.25, hy - hr * 0.3, hr * 0.16, fill=BLACK)
    p.circle(hx + hr * 0.3, hy - hr * 0.36, hr * 0.05, fill=WHITE)
    if ears == "floppy":
        p.ellipse(hx - hr * 0.75, hy - hr * 0.7, hx - hr * 0.05, hy + hr * 0.7, fill=dark)


@sprite("dog.gif", size=(70, 59), description="brown dog seen from the side, facing right")
def draw_dog(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        quadruped(p, 70, 59, (170, 110, 60, 255), ears="floppy", tail="up", snout=0.6)


@sprite("dog0.gif", size=(80, 68), description="black-and-white spotted dog seen from the side, facing right")
def draw_dog0(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        quadruped(p, 80, 68, (240, 240, 235, 255), ears="floppy", tail="up", snout=0.6,
                  spots=[(0.3, 0.35, 0.07), (0.6, 0.55, 0.06), (0.45, 0.2, 0.04)])


@sprite("animal.gif", size=(70, 59), description="brown dog (generic animal) seen from the side, facing right")
def draw_animal(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        quadruped(p, 70, 59, (150, 100, 60, 255), ears="floppy", tail="up", snout=0.6)


@sprite("pet.gif", size=(70, 59), description="grey cat (a pet) seen from the side, facing right")
def draw_pet(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        cat(p, 70, 59, (150, 150, 160, 255))


def cat(p: Pen, w: float, h: float, fur) -> None:
    quadruped(p, w, h, fur, ears="pointed", tail="long", snout=0.15, head_size=0.2, leg_len=0.3)
    hr = h * 0.2
    hx, hy = w - hr * 1.14 - 1, h * 0.32 - hr * 0.1
    for dy in (0.15, 0.35):
        p.line([(hx + hr * 0.9, hy + hr * dy), (w - 0.5, hy + hr * (dy - 0.2))], fill=BLACK, width=0.6)


@sprite("cat.gif", size=(70, 59), description="orange tabby cat seen from the side, facing right")
def draw_cat(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        cat(p, 70, 59, (240, 150, 50, 255))


@sprite("cat.gif", size=(50, 50), frames=2,
        description="small cat seen from the side, facing right: 0 orange, 1 black")
def draw_cat_frames(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.dy = 5
        cat(p, 50, 42, [(240, 150, 50, 255), (60, 60, 65, 255)][frame])


def mouse(p: Pen, w: float, h: float, fur=(160, 160, 170, 255)) -> None:
    dark = mix(fur, (0, 0, 0), 0.35)
    p.line([(w * 0.2, h * 0.7), (w * 0.08, h * 0.85), (1, h * 0.55)], fill=(230, 160, 160, 255), width=max(1, h / 25))
    p.ellipse(w * 0.15, h * 0.3, w * 0.75, h * 0.95, fill=fur, outline=dark, width=max(0.8, h / 50))
    p.polygon([(w * 0.6, h * 0.35), (w - 1, h * 0.7), (w * 0.65, h * 0.88)], fill=fur, outline=dark,
              width=max(0.8, h / 50))
    p.circle(w * 0.66, h * 0.3, h * 0.16, fill=fur, outline=dark, width=max(0.8, h / 50))
    p.circle(w * 0.66, h * 0.3, h * 0.09, fill=(240, 170, 170, 255))
    p.circle(w * 0.82, h * 0.55, h * 0.05, fill=BLACK)
    p.circle(w - 1.5, h * 0.7, h * 0.04, fill=(230, 120, 130, 255))
    for dy in (-0.06, 0.04):
        p.line([(w * 0.95, h * 0.7), (w * 0.83, h * (0.62 + dy))], fill=BLACK, width=0.5)


@sprite("mouse.gif", size=(97, 60), description="grey mouse seen from the side, facing right")
def draw_mouse(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        mouse(p, 97, 60)


@sprite("sMouse.gif", size=(55, 32), description="small grey mouse seen from the side, facing right")
def draw_smouse(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        mouse(p, 55, 32)


@sprite("cutemouse.gif", size=(60, 50), description="cute brown mouse with big ears, facing right")
def draw_cutemouse(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        mouse(p, 60, 50, (190, 140, 100, 255))


@sprite("hamster.gif", size=(50, 50), description="round golden hamster seen from the side, facing right")
def draw_hamster(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fur, dark = (230, 170, 90, 255), (150, 100, 40, 255)
        p.ellipse(3, 12, 47, 46, fill=fur, outline=dark, width=1)
        p.chord(8, 24, 44, 45, 0, 180, fill=(250, 235, 210, 255))
        p.circle(33, 13, 5, fill=fur, outline=dark, width=1)
        p.circle(33, 13, 2.5, fill=(240, 170, 170, 255))
        p.circle(38, 24, 2.2, fill=BLACK)
        p.circle(46, 30, 1.8, fill=(230, 120, 130, 255))
        for x in (14, 34):
            p.ellipse(x - 3, 43, x + 4, 48, fill=(240, 180, 170, 255))


@sprite("bear.gif", size=(50, 59), description="brown teddy bear sitting, facing the viewer")
def draw_bear(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fur, dark, light = (150, 95, 50, 255), (90, 55, 25, 255), (215, 175, 130, 255)
        for x in (12, 38):
            p.circle(x, 50, 8, fill=fur, outline=dark, width=1)
            p.circle(x, 51, 4, fill=light)
        p.ellipse(9, 26, 41, 56, fill=fur, outline=dark, width=1)
        p.ellipse(16, 34, 34, 52, fill=light)
        for x in (7, 43):
            p.circle(x, 36, 5.5, fill=fur, outline=dark, width=1)
        for x in (12, 38):
            p.circle(x, 7, 6, fill=fur, outline=dark, width=1)
            p.circle(x, 7, 3, fill=light)
        p.circle(25, 17, 14, fill=fur, outline=dark, width=1)
        p.ellipse(19, 19, 31, 28, fill=light)
        p.circle(25, 21, 2.5, fill=BLACK)
        p.circle(20, 14, 1.8, fill=BLACK)
        p.circle(30, 14, 1.8, fill=BLACK)


@sprite("elefant.gif", size=(70, 70), description="grey elephant seen from the side, facing right")
def draw_elephant(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        grey, dark = (150, 155, 165, 255), (90, 95, 105, 255)
        for x, c in ((14, dark), (44, dark), (20, grey), (50, grey)):
            p.rect(x - 5, 40, x + 5, 68, fill=c, radius=3)
        p.line([(4, 30), (2, 44)], fill=dark, width=1.5)
        p.ellipse(4, 16, 60, 52, fill=grey, outline=dark, width=1)
        p.line([(62, 30), (66, 48), (68, 62), (64, 66)], fill=grey, width=7)
        p.circle(55, 24, 12, fill=grey, outline=dark, width=1)
        p.ellipse(38, 12, 54, 40, fill=mix(grey, (0, 0, 0), 0.12), outline=dark, width=1)
        p.polygon([(60, 35), (68, 38), (61, 39)], fill=(250, 250, 240, 255))
        p.circle(60, 21, 1.6, fill=BLACK)


@sprite("camel.gif", size=(120, 100), description="camel with two humps seen from the side, facing right")
def draw_camel(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fur, dark = (210, 170, 110, 255), (140, 105, 60, 255)
        for x, c in ((30, dark), (75, dark), (36, fur), (82, fur)):
            p.rect(x - 4, 55, x + 4, 98, fill=c, radius=3)
            p.rect(x - 5, 94, x + 6, 99.5, fill=mix(c, (0, 0, 0), 0.3), radius=2)
        p.line([(20, 45), (14, 70)], fill=dark, width=2)
        p.ellipse(18, 35, 92, 68, fill=fur, outline=dark, width=1)
        p.ellipse(30, 18, 54, 48, fill=fur, outline=dark, width=1)
        p.ellipse(56, 18, 80, 48, fill=fur, outline=dark, width=1)
        p.rect(30, 36, 80, 50, fill=fur)
        p.line([(86, 48), (100, 30), (102, 16)], fill=fur, width=10)
        p.ellipse(96, 8, 118, 22, fill=fur, outline=dark, width=1)
        p.circle(106, 12, 1.5, fill=BLACK)
        p.polygon([(99, 9), (101, 4), (103, 9)], fill=fur)


@sprite("cuteturtle.gif", size=(60, 44), description="cute green turtle seen from the side, facing right")
def draw_cuteturtle(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        skin, shell, dark = (140, 200, 90, 255), (60, 140, 70, 255), (30, 80, 40, 255)
        for x in (14, 40):
            p.rect(x - 4, 30, x + 5, 42, fill=skin, radius=3)
        p.polygon([(6, 30), (1, 34), (8, 34)], fill=skin)
        p.circle(49, 24, 9, fill=skin)
        p.circle(53, 21, 2.2, fill=BLACK)
        p.circle(53.6, 20.4, 0.7, fill=WHITE)
        p.arc(48, 22, 57, 29, 20, 120, fill=BLACK, width=0.8)
        p.chord(4, 6, 48, 54, 180, 360, fill=shell, outline=dark, width=1)
        p.rect(3, 29, 48, 33, fill=(220, 200, 120, 255), radius=2)
        for x, y in ((16, 18), (26, 12), (36, 18)):
            p.polygon([(x - 5, y), (x, y - 4), (x + 5, y), (x + 3, y + 6), (x - 3, y + 6)],
                      fill=mix(shell, (255, 255, 255), 0.2))


PONY_COLORS = [(150, 90, 40), (240, 240, 235), (60, 45, 35), (210, 160, 90), (130, 130, 140), (190, 70, 40)]


def pony(p: Pen, w: float, h: float, fur) -> None:
    """Horse seen from the side facing right, drawn on an 80 x 70 design grid scaled to w x h."""
    sx, sy = w / 80, h / 70
    col = fur + (255,)
    dark = mix(col, (0, 0, 0), 0.35)
    # light mane on dark coats, dark mane on light coats
    if sum(fur) > 300:
        mane = (120, 110, 100, 255)
    elif sum(fur) < 200:
        mane = (240, 230, 205, 255)
    else:
        mane = mix(col, (0, 0, 0), 0.55)
    lw = 0.9

    def P(x, y):
        return (x * sx, y * sy)

    # tail
    p.line([P(14, 28), P(7, 38), P(5, 52)], fill=mane, width=5 * sx)
    # legs, back pair darker
    for x, c in ((20, dark), (55, dark), (25, col), (60, col)):
        p.rect(*P(x - 2.3, 38), *P(x + 2.3, 66), fill=c, radius=1.5)
        p.rect(*P(x - 2.8, 65), *P(x + 3.2, 69.5), fill=(50, 40, 30, 255), radius=1)
    # body, neck, head
    p.ellipse(*P(12, 22), *P(64, 45), fill=col, outline=dark, width=lw)
    p.polygon([P(50, 27), P(60, 8), P(69, 6), P(66, 20), P(62, 36)], fill=col)
    p.polygon([P(61, 6), P(67, 1.5), P(73, 4), P(79, 15), P(78, 20), P(72, 20), P(65, 13)], fill=col,
              outline=dark, width=lw)
    p.polygon([P(63, 5), P(65, 0), P(67.5, 4)], fill=col, outline=dark, width=lw)     # ear
    p.line([P(62, 4), P(58, 12), P(54, 22), P(50, 27)], fill=mane, width=4 * sx)              # mane
    p.circle(*P(68.5, 8), 1.3 * sx, fill=BLACK)
    p.circle(*P(77, 17), 0.9 * sx, fill=BLACK)


@sprite("pony.gif", size=(80, 70), frames=6,
        description="ponies seen from the side, facing right, six coats: 0 brown, 1 white, 2 black, 3 palomino, "
                    "4 grey, 5 chestnut (the pony_<i> names of the examples; frame count is a guess)")
def draw_pony_gif(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        pony(p, 80, 70, PONY_COLORS[frame])


@sprite("pony.png", size=(80, 70), frames=6, description="the same six ponies as pony_<i>.gif, as PNG")
def draw_pony_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        pony(p, 80, 70, PONY_COLORS[frame])
