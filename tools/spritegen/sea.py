"""Sea creatures: fish family (nemo, babelfish, ...), lobster, crab, shark, jellyfish."""
from __future__ import annotations

from PIL import Image

from tools.spritegen.base import Pen, hires, mix, sprite

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)


def eye(p: Pen, x: float, y: float, r: float, look: float = 0.25) -> None:
    p.circle(x, y, r, fill=WHITE, outline=BLACK, width=max(0.6, r * 0.15))
    p.circle(x + r * look, y, r * 0.55, fill=BLACK)
    p.circle(x + r * look + r * 0.2, y - r * 0.25, r * 0.18, fill=WHITE)


def fish(p: Pen, w: float, h: float, body, belly=None, stripes=None, fin=None,
         stripe_col=WHITE, tail_frac=0.28, outline=BLACK, fin_h=0.22, tail_flap=0.0,
         gill: bool = True) -> None:
    """Generic fish facing right, filling a w x h box."""
    fin = fin or mix(body, (0, 0, 0), 0.25)
    lw = max(0.8, h / 45)
    bx0 = w * tail_frac * 0.75
    cy = h * 0.52
    bh = h * (1 - 2 * fin_h) if fin_h else h * 0.9
    # tail (behind the body)
    tt = h * (0.05 + tail_flap)
    p.polygon([(bx0 + w * 0.08, cy), (1, tt), (w * 0.06, cy), (1, h - tt - 1)], fill=fin,
              outline=outline, width=lw)
    # dorsal and ventral fins
    p.polygon([(w * 0.36, cy - bh * 0.42), (w * 0.52, 1.2), (w * 0.72, cy - bh * 0.4)],
              fill=fin, outline=outline, width=lw)
    p.polygon([(w * 0.42, cy + bh * 0.4), (w * 0.5, h - 1.5), (w * 0.62, cy + bh * 0.38)],
              fill=fin, outline=outline, width=lw)
    # body
    p.ellipse(bx0, cy - bh / 2, w - 1, cy + bh / 2, fill=body, outline=outline, width=lw)
    if belly:
        p.chord(bx0 + w * 0.1, cy - bh * 0.1, w - 3, cy + bh / 2 - lw, 0, 180, fill=belly)
    for sx, sw in stripes or []:
        # vertical bands clipped roughly to the body ellipse
        x = bx0 + (w - bx0) * sx
        half = bh / 2 * (1 - ((x - (bx0 + w) / 2) / ((w - bx0) / 2)) ** 2) ** 0.5 * 0.96
        p.rect(x - sw / 2, cy - half, x + sw / 2, cy + half, fill=stripe_col)
        p.line([(x - sw / 2, cy - half), (x - sw / 2, cy + half)], fill=outline, width=lw * 0.7)
        p.line([(x + sw / 2, cy - half), (x + sw / 2, cy + half)], fill=outline, width=lw * 0.7)
    # pectoral fin, gill line, eye, mouth
    p.ellipse(w * 0.58, cy + bh * 0.04, w * 0.72, cy + bh * 0.26, fill=fin, outline=outline, width=lw * 0.7)
    if gill and not stripes:
        p.arc(w * 0.6, cy - bh * 0.35, w * 0.8, cy + bh * 0.35, 120, 240, fill=outline, width=lw * 0.8)
    eye(p, w * 0.85, cy - bh * 0.12, max(2.2, h * 0.09))
    p.line([(w - 1.5, cy + bh * 0.14), (w * 0.93, cy + bh * 0.18)], fill=outline, width=lw)


ORANGE = (255, 120, 20, 255)
CLOWN_STRIPES = [(0.1, 5), (0.42, 9), (0.74, 7)]   # tail, middle and head band, as on a clownfish


@sprite("nemo.gif", size=(96, 73), description="orange clownfish with white stripes, facing right")
def draw_nemo(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 96, 73, ORANGE, stripes=CLOWN_STRIPES, fin=(255, 150, 40, 255))


@sprite("nemo2.gif", size=(85, 63), description="smaller orange clownfish with white stripes, facing right")
def draw_nemo2(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 85, 63, ORANGE, stripes=[(0.1, 4), (0.42, 8), (0.74, 6)], fin=(255, 150, 40, 255))


@sprite("sNemo.gif", size=(62, 49), description="small orange clownfish, facing right")
def draw_snemo(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 62, 49, ORANGE, stripes=[(0.1, 3), (0.42, 6), (0.74, 4)], fin=(255, 150, 40, 255))


@sprite("nemo_translucent.png", size=(96, 73), description="half-transparent orange clownfish")
def draw_nemo_translucent(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 96, 73, ORANGE, stripes=CLOWN_STRIPES, fin=(255, 150, 40, 255))
    img.putalpha(img.getchannel("A").point(lambda a: a * 150 // 255))


@sprite("babelfish.gif", size=(60, 47), description="yellow babel fish with a green fin, facing right")
def draw_babelfish(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 60, 47, (255, 220, 40, 255), belly=(255, 245, 170, 255), fin=(90, 190, 70, 255))


@sprite("fish.gif", size=(70, 64), description="blue fish with a yellow belly, facing right")
def draw_fish(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 70, 64, (60, 120, 230, 255), belly=(255, 225, 90, 255), fin=(40, 80, 180, 255))


@sprite("fish.gif", size=(70, 64), frames=2,
        description="blue fish facing right; frame 1 with the tail flapped")
def draw_fish_frames(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 70, 64, (60, 120, 230, 255), belly=(255, 225, 90, 255), fin=(40, 80, 180, 255),
             tail_flap=0.12 * frame)


@sprite("smallFish.gif", size=(50, 39), description="small green fish, facing right")
def draw_small_fish(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 50, 39, (80, 190, 90, 255), belly=(200, 240, 180, 255))


@sprite("yellowFish.gif", size=(70, 79), description="tall yellow tang fish, facing right")
def draw_yellow_fish(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 70, 79, (250, 215, 30, 255), fin=(235, 180, 0, 255), fin_h=0.14, gill=False)


@sprite("angelfish.gif", size=(60, 40), description="striped angelfish, facing right")
def draw_angelfish(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 60, 40, (230, 230, 240, 255), stripes=[(0.3, 3), (0.6, 3)], stripe_col=(40, 40, 60, 255),
             fin=(250, 200, 60, 255))


@sprite("piranha.gif", size=(80, 60), description="grey-red piranha with teeth, facing right")
def draw_piranha(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        fish(p, 80, 60, (120, 130, 150, 255), belly=(220, 60, 40, 255), fin=(90, 100, 120, 255))
        for i in range(4):
            x = 73 - i * 3.2
            p.polygon([(x, 36), (x - 1.6, 40), (x - 3.2, 36)], fill=WHITE, outline=BLACK, width=0.5)


def shark(p: Pen, w: float, h: float) -> None:
    body, belly, lw = (120, 140, 165, 255), (235, 240, 245, 255), max(0.8, h / 50)
    cy = h * 0.55
    p.polygon([(w * 0.2, cy), (1, h * 0.08), (w * 0.09, cy), (2, h * 0.92)], fill=body, outline=BLACK, width=lw)
    p.polygon([(w * 0.42, cy - h * 0.15), (w * 0.5, 1), (w * 0.62, cy - h * 0.18)], fill=body,
              outline=BLACK, width=lw)
    p.polygon([(w * 0.12, cy - h * 0.12), (w * 0.55, cy - h * 0.28), (w * 0.9, cy - h * 0.14),
               (w - 1, cy + h * 0.02), (w * 0.88, cy + h * 0.16), (w * 0.5, cy + h * 0.26),
               (w * 0.12, cy + h * 0.08)], fill=body, outline=BLACK, width=lw)
    p.polygon([(w * 0.2, cy + h * 0.06), (w * 0.5, cy + h * 0.24), (w * 0.86, cy + h * 0.15),
               (w * 0.96, cy + h * 0.03), (w * 0.5, cy + h * 0.08)], fill=belly)
    p.polygon([(w * 0.5, cy + h * 0.2), (w * 0.46, h - 2), (w * 0.62, cy + h * 0.2)], fill=body,
              outline=BLACK, width=lw)
    for i in range(3):
        x = w * (0.68 + i * 0.035)
        p.line([(x, cy - h * 0.1), (x - 1, cy + h * 0.06)], fill=BLACK, width=lw * 0.7)
    p.circle(w * 0.84, cy - h * 0.08, h * 0.035, fill=BLACK)
    for i in range(5):
        x = w * 0.83 + i * w * 0.025
        p.polygon([(x, cy + h * 0.08), (x + w * 0.012, cy + h * 0.13), (x + w * 0.025, cy + h * 0.08)],
                  fill=WHITE)


@sprite("shark.gif", size=(100, 65), description="grey shark, facing right")
def draw_shark(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        shark(p, 100, 65)


@sprite("shark2.gif", size=(90, 75), description="grey shark (taller picture), facing right")
def draw_shark2(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.dy = 5
        shark(p, 90, 62)


RED = (215, 45, 30, 255)
DARKRED = (150, 25, 15, 255)


def lobster(p: Pen, w: float, h: float) -> None:
    """Top view, facing right: tail fan left, claws right."""
    cy, lw = h / 2, max(0.8, h / 50)
    # legs
    for i in range(4):
        x = w * (0.42 + i * 0.06)
        p.line([(x, cy), (x - w * 0.04, cy - h * 0.36)], fill=DARKRED, width=lw * 1.3)
        p.line([(x, cy), (x - w * 0.04, cy + h * 0.36)], fill=DARKRED, width=lw * 1.3)
    # antennae
    p.line([(w * 0.85, cy - h * 0.05), (w * 0.97, cy - h * 0.3), (w - 1, cy - h * 0.48)], fill=DARKRED, width=lw)
    p.line([(w * 0.85, cy + h * 0.05), (w * 0.97, cy + h * 0.3), (w - 1, cy + h * 0.48)], fill=DARKRED, width=lw)
    # arms and claws
    for s in (-1, 1):
        p.line([(w * 0.72, cy + s * h * 0.08), (w * 0.76, cy + s * h * 0.3)], fill=RED, width=h * 0.07)
        p.ellipse(w * 0.74, cy + s * h * 0.22 - h * 0.14, w * 0.96, cy + s * h * 0.22 + h * 0.14 + 0.01,
                  fill=RED, outline=DARKRED, width=lw)
        p.polygon([(w * 0.9, cy + s * h * 0.22), (w * 0.99, cy + s * h * 0.2), (w * 0.9, cy + s * h * 0.27)],
                  fill=(0, 0, 0, 0))
        p.line([(w * 0.88, cy + s * h * 0.22), (w * 0.98, cy + s * h * 0.22)], fill=DARKRED, width=lw)
    # tail segments and fan
    p.polygon([(w * 0.12, cy), (1, cy - h * 0.2), (3, cy), (1, cy + h * 0.2)], fill=RED, outline=DARKRED, width=lw)
    for i in range(4):
        x0 = w * (0.1 + i * 0.09)
        r = h * (0.1 + i * 0.02)
        p.ellipse(x0, cy - r, x0 + w * 0.12, cy + r, fill=RED, outline=DARKRED, width=lw)
    # body (carapace) and head
    p.ellipse(w * 0.42, cy - h * 0.16, w * 0.82, cy + h * 0.16, fill=RED, outline=DARKRED, width=lw)
    p.polygon([(w * 0.8, cy - h * 0.08), (w * 0.9, cy), (w * 0.8, cy + h * 0.08)], fill=RED, outline=DARKRED, width=lw)
    p.circle(w * 0.8, cy - h * 0.1, h * 0.04, fill=BLACK)
    p.circle(w * 0.8, cy + h * 0.1, h * 0.04, fill=BLACK)


@sprite("lobster.gif", size=(97, 57), description="red lobster seen from above, facing right (claws ahead)")
def draw_lobster(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        lobster(p, 97, 57)


@sprite("lobster.png", size=(54, 54), description="small red lobster seen from above, facing right")
def draw_lobster_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.dy = 9
        lobster(p, 54, 36)


def crab(p: Pen, w: float, h: float, body=RED) -> None:
    cx, cy, lw = w / 2, h * 0.58, max(0.8, h / 45)
    dark = mix(body, (0, 0, 0), 0.35)
    for s in (-1, 1):
        for i in range(3):
            y = cy + h * (-0.05 + i * 0.1)
            p.line([(cx + s * w * 0.25, y), (cx + s * w * 0.4, y - h * 0.04), (cx + s * w * 0.47, y + h * 0.12)],
                   fill=dark, width=lw * 1.6)
        p.line([(cx + s * w * 0.2, cy - h * 0.1), (cx + s * w * 0.33, cy - h * 0.3)], fill=body, width=h * 0.06)
        p.circle(cx + s * w * 0.36, cy - h * 0.38, h * 0.13, fill=body, outline=dark, width=lw)
        p.polygon([(cx + s * w * 0.36, cy - h * 0.38), (cx + s * w * 0.3, cy - h * 0.56),
                   (cx + s * w * 0.42, cy - h * 0.53)], fill=(0, 0, 0, 0))
    p.ellipse(cx - w * 0.3, cy - h * 0.2, cx + w * 0.3, cy + h * 0.24, fill=body, outline=dark, width=lw)
    for s in (-1, 1):
        p.line([(cx + s * w * 0.07, cy - h * 0.16), (cx + s * w * 0.09, cy - h * 0.3)], fill=dark, width=lw)
        eye(p, cx + s * w * 0.09, cy - h * 0.32, h * 0.06, look=0)
    p.arc(cx - w * 0.08, cy - h * 0.04, cx + w * 0.08, cy + h * 0.08, 20, 160, fill=dark, width=lw)


@sprite("crab.gif", size=(60, 70), description="red crab with raised claws")
def draw_crab(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.dy = 8
        crab(p, 60, 56)


@sprite("crab.png", size=(80, 54), description="red crab with raised claws")
def draw_crab_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        crab(p, 80, 54)


@sprite("redCrab.gif", size=(80, 53), description="dark red crab with raised claws")
def draw_red_crab(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        crab(p, 80, 53, body=(190, 30, 40, 255))


@sprite("sCrab.gif", size=(45, 53), description="small orange crab")
def draw_s_crab(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.dy = 8
        crab(p, 45, 42, body=(240, 110, 30, 255))


@sprite("jellyfish.gif", size=(40, 49), description="pink jellyfish with tentacles")
def draw_jellyfish(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        pink, dark = (240, 130, 200, 230), (170, 60, 140, 255)
        for i in range(6):
            x = 8 + i * 4.8
            pts = [(x, 20)] + [(x + (2 if k % 2 else -2), 20 + k * 5) for k in range(1, 6)]
            p.line(pts, fill=dark, width=1.2)
        p.chord(3, 2, 37, 38, 180, 360, fill=pink, outline=dark)
        p.rect(3, 19.5, 37, 22, fill=pink)
        eye(p, 15, 14, 2.6, 0)
        eye(p, 25, 14, 2.6, 0)


@sprite("alga.gif", size=(40, 42), description="green seaweed (alga)")
def draw_alga(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        for i, (x, c) in enumerate(((10, (40, 140, 60, 255)), (20, (60, 170, 70, 255)), (30, (30, 120, 50, 255)))):
            pts = [(x + (3 if k % 2 else -3) * (1 - k / 8), 41 - k * 5) for k in range(8)]
            p.line(pts, fill=c, width=5 - i % 2)
