"""People: man and woman walking frames, the seven dwarfs (different heights, for sorting)."""
from __future__ import annotations

from PIL import Image

from tools.spritegen.base import Pen, hires, mix, sprite

BLACK = (20, 20, 20, 255)
SKIN = (245, 205, 165, 255)


def person(p: Pen, cx: float, top: float, height: float, phase: float, shirt, trousers, hair,
           woman: bool) -> None:
    """Side view walking to the right; phase in [-1, 1] sets the leg/arm swing."""
    u = height / 100
    lw = 9 * u
    head_r = 9 * u
    hip = (cx, top + 55 * u)
    shoulder = (cx, top + 24 * u)
    swing = phase * 20 * u
    # back arm and leg (darker), then body, then front arm and leg
    back_tr = mix(trousers, (0, 0, 0), 0.25)
    p.line([hip, (cx - swing * 0.5, top + 77 * u), (cx - swing, top + 97 * u)], fill=back_tr, width=lw)
    p.line([shoulder, (cx + swing * 0.5, top + 40 * u), (cx + swing * 0.8, top + 54 * u)],
           fill=mix(shirt, (0, 0, 0), 0.25), width=lw * 0.75)
    if woman:
        p.polygon([(cx - 9 * u, shoulder[1]), (cx + 9 * u, shoulder[1]), (cx + 16 * u, top + 70 * u),
                   (cx - 16 * u, top + 70 * u)], fill=shirt)
    else:
        p.rect(cx - 9 * u, shoulder[1] - 2 * u, cx + 9 * u, hip[1] + 3 * u, fill=shirt, radius=4 * u)
    p.line([hip, (cx + swing * 0.5, top + 77 * u), (cx + swing, top + 97 * u)], fill=trousers, width=lw)
    for foot_x, col in ((cx - swing, back_tr), (cx + swing, trousers)):
        p.rect(foot_x - 3 * u, top + 95 * u, foot_x + 9 * u, top + 99.5 * u, fill=BLACK, radius=2 * u)
    p.line([shoulder, (cx - swing * 0.5, top + 40 * u), (cx - swing * 0.8, top + 54 * u)], fill=shirt,
           width=lw * 0.75)
    p.circle(cx - swing * 0.8, top + 56 * u, 3.5 * u, fill=SKIN)
    # head
    p.rect(cx - 2.5 * u, top + 16 * u, cx + 2.5 * u, top + 23 * u, fill=SKIN)
    hx, hy = cx + 1 * u, top + 10 * u
    p.circle(hx + head_r * 0.92, hy + 1.5 * u, 2 * u, fill=SKIN)                       # nose
    p.circle(hx, hy, head_r, fill=SKIN)
    # hair covers the top and the back of the head (the person looks to the right)
    p.chord(hx - head_r - 0.6 * u, hy - head_r - 0.8 * u, hx + head_r + 0.4 * u, hy + head_r, 140, 345, fill=hair)
    if woman:
        p.polygon([(hx - head_r, hy - 2 * u), (hx - 3 * u, hy), (hx - 4 * u, top + 26 * u),
                   (hx - head_r - 3 * u, top + 26 * u)], fill=hair)
    p.circle(hx - 1.5 * u, hy + 1 * u, 2 * u, fill=mix(SKIN, (0, 0, 0), 0.15))        # ear
    p.circle(hx + 5 * u, hy + 0.5 * u, 1.3 * u, fill=BLACK)                           # eye
    p.line([(hx + 4.5 * u, hy + 5 * u), (hx + 7.5 * u, hy + 4.5 * u)], fill=(150, 60, 50, 255), width=0.9 * u)


MAN_SIZES = [(98, 100), (111, 100), (108, 100), (133, 100)]
PHASES = [0.0, 0.6, -0.6, 1.0]


def _man(img: Image.Image, frame: int, woman: bool) -> None:
    w, h = img.size
    with hires(img) as p:
        if woman:
            person(p, w / 2, 0.5, 99, PHASES[frame], (220, 60, 120, 255), (60, 60, 120, 255),
                   (150, 80, 30, 255), True)
        else:
            person(p, w / 2, 0.5, 99, PHASES[frame], (50, 110, 200, 255), (60, 60, 70, 255),
                   (70, 45, 25, 255), False)


@sprite("man.png", size=MAN_SIZES[:3], frames=3,
        description="man walking to the right (side view): 0 standing, 1 and 2 stepping")
def draw_man_png(img: Image.Image, frame: int) -> None:
    _man(img, frame, False)


@sprite("woman.png", size=MAN_SIZES[:3], frames=3,
        description="woman in a pink dress walking to the right: 0 standing, 1 and 2 stepping")
def draw_woman_png(img: Image.Image, frame: int) -> None:
    _man(img, frame, True)


@sprite("man.gif", size=MAN_SIZES, frames=4,
        description="man walking to the right (side view): 0 standing, 1..3 stepping")
def draw_man_gif(img: Image.Image, frame: int) -> None:
    _man(img, frame, False)


@sprite("woman.gif", size=MAN_SIZES, frames=4,
        description="woman walking to the right (side view): 0 standing, 1..3 stepping")
def draw_woman_gif(img: Image.Image, frame: int) -> None:
    _man(img, frame, True)


# ----------------------------------------------------------------------------- dwarfs

DWARF_HATS = [(220, 40, 40), (40, 120, 220), (40, 160, 70), (240, 170, 30), (150, 60, 180), (230, 110, 30),
              (60, 170, 190)]
# heights in px, deliberately not in index order so that sorting lessons have something to do
DWARF_HEIGHTS = [78, 62, 96, 70, 88, 56, 82]


def dwarf(p: Pen, w: float, H: float, h: float, hat) -> None:
    """Dwarf standing on the bottom edge, facing the viewer, total height h."""
    u = h / 100
    cx, base = w / 2, H - 0.5
    top = base - h
    body = mix(hat, (0, 0, 0), 0.35)
    # legs and boots
    p.rect(cx - 12 * u, base - 18 * u, cx - 3 * u, base - 4 * u, fill=(90, 60, 40, 255))
    p.rect(cx + 3 * u, base - 18 * u, cx + 12 * u, base - 4 * u, fill=(90, 60, 40, 255))
    p.rect(cx - 15 * u, base - 6 * u, cx - 2 * u, base, fill=BLACK, radius=2 * u)
    p.rect(cx + 2 * u, base - 6 * u, cx + 15 * u, base, fill=BLACK, radius=2 * u)
    # body (tunic) with belt
    p.polygon([(cx - 13 * u, top + 45 * u), (cx + 13 * u, top + 45 * u), (cx + 19 * u, base - 16 * u),
               (cx - 19 * u, base - 16 * u)], fill=body)
    p.rect(cx - 17 * u, top + 68 * u, cx + 17 * u, top + 73 * u, fill=(60, 40, 20, 255))
    p.rect(cx - 3 * u, top + 67.5 * u, cx + 3 * u, top + 73.5 * u, fill=(240, 200, 60, 255))
    for s in (-1, 1):
        p.line([(cx + s * 14 * u, top + 48 * u), (cx + s * 21 * u, top + 66 * u)], fill=body, width=7 * u)
        p.circle(cx + s * 21 * u, top + 68 * u, 3.5 * u, fill=SKIN)
    # head, beard, nose, eyes, pointed hat
    p.circle(cx, top + 32 * u, 12 * u, fill=SKIN)
    p.polygon([(cx - 12 * u, top + 34 * u), (cx + 12 * u, top + 34 * u), (cx, top + 62 * u)],
              fill=(240, 240, 235, 255))
    p.circle(cx, top + 35 * u, 3.2 * u, fill=(235, 150, 130, 255))
    p.circle(cx - 5 * u, top + 29 * u, 1.6 * u, fill=BLACK)
    p.circle(cx + 5 * u, top + 29 * u, 1.6 * u, fill=BLACK)
    p.polygon([(cx - 14 * u, top + 25 * u), (cx + 14 * u, top + 25 * u), (cx + 4 * u, top + 0.5)],
              fill=hat + (255,))
    p.rect(cx - 15 * u, top + 22 * u, cx + 15 * u, top + 27 * u, fill=mix(hat, (0, 0, 0), 0.2), radius=2 * u)


for _i in range(7):
    def _make(i):
        # the picture is as high as the dwarf: sorting lessons compare getImage().getHeight()
        @sprite(f"dwarf{i}.png", size=(60, DWARF_HEIGHTS[i]),
                description=f"dwarf with a pointed hat, {DWARF_HEIGHTS[i]} px high picture "
                            "(dwarf0..dwarf6 have different heights for sorting)")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                dwarf(p, 60, DWARF_HEIGHTS[i], DWARF_HEIGHTS[i] - 1, DWARF_HATS[i])
        return draw
    _make(_i)


@sprite("kobold.gif", size=[(53, 60), (60, 60)], frames=2, description="small goblin (kobold), two poses")
def draw_kobold(img: Image.Image, frame: int) -> None:
    w, h = img.size
    with hires(img) as p:
        dwarf(p, w, h, 58, (90, 150, 60) if frame == 0 else (150, 90, 60))
