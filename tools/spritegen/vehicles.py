"""Vehicles seen from the side (facing right) or from above: cars, trucks, planes, rockets, boats."""
from __future__ import annotations

from PIL import Image

from tools.spritegen.base import Pen, hires, mix, sprite

BLACK = (25, 25, 25, 255)
GLASS = (170, 215, 240, 255)
WHITE = (255, 255, 255, 255)

# Appendix C sizes for car0..car14; car15..car19 are our own (same family, ~155 px long).
CAR_SIZES = [(152, 47), (154, 53), (156, 60), (153, 63), (150, 53), (156, 54), (156, 60), (159, 51),
             (156, 37), (159, 44), (170, 52), (170, 60), (172, 45), (172, 56), (172, 60),
             (155, 50), (158, 56), (160, 48), (165, 58), (168, 62)]
CAR_COLORS = [(220, 40, 40), (40, 90, 210), (250, 200, 30), (40, 160, 70), (240, 130, 30),
              (150, 60, 180), (230, 230, 235), (30, 170, 190), (60, 60, 70), (200, 60, 120),
              (120, 180, 60), (170, 30, 30), (90, 120, 150), (240, 90, 70), (110, 80, 50),
              (40, 60, 140), (250, 160, 190), (180, 180, 190), (255, 220, 0), (20, 120, 100)]
# body styles: sedan, hatch, van, sports, pickup, bus-like
CAR_STYLES = ["sedan", "hatch", "van", "van", "sedan", "hatch", "pickup", "sedan", "sports", "sports",
              "sedan", "van", "sports", "hatch", "pickup", "sedan", "hatch", "sports", "van", "pickup"]


def wheel(p: Pen, x: float, y: float, r: float) -> None:
    p.circle(x, y, r, fill=BLACK)
    p.circle(x, y, r * 0.55, fill=(190, 190, 195, 255))
    p.circle(x, y, r * 0.2, fill=(90, 90, 95, 255))


def side_car(p: Pen, w: float, h: float, color, style: str) -> None:
    """Car facing right, wheels at the bottom of a w x h box."""
    body = tuple(color) + (255,)
    dark = mix(body, (0, 0, 0), 0.35)
    r = min(h * 0.2, w * 0.085)
    ground = h - 1
    axle = ground - r
    sill = axle - r * 0.2
    if style == "sports":
        roof_y, belt = h * 0.22, h * 0.52
        cab = [(w * 0.3, belt), (w * 0.42, roof_y), (w * 0.62, roof_y), (w * 0.76, belt)]
    elif style == "van":
        roof_y, belt = 1.5, h * 0.5
        cab = [(w * 0.08, belt), (w * 0.08, roof_y), (w * 0.72, roof_y), (w * 0.88, belt)]
    elif style == "pickup":
        roof_y, belt = h * 0.08, h * 0.48
        cab = [(w * 0.45, belt), (w * 0.48, roof_y), (w * 0.66, roof_y), (w * 0.78, belt)]
    elif style == "hatch":
        roof_y, belt = h * 0.06, h * 0.48
        cab = [(w * 0.1, belt), (w * 0.2, roof_y), (w * 0.6, roof_y), (w * 0.78, belt)]
    else:  # sedan
        roof_y, belt = h * 0.06, h * 0.46
        cab = [(w * 0.2, belt), (w * 0.32, roof_y), (w * 0.62, roof_y), (w * 0.78, belt)]
    lw = max(1.0, h / 40)
    p.polygon(cab, fill=body, outline=dark, width=lw)
    # windows: shrink the cabin polygon a little
    cx = sum(x for x, _ in cab) / 4
    cy = sum(y for _, y in cab) / 4
    win = [(cx + (x - cx) * 0.86, cy + (y - cy) * 0.8 + 1) for x, y in cab]
    p.polygon(win, fill=GLASS)
    mid = (win[1][0] + win[2][0]) / 2 if style != "van" else w * 0.55
    p.line([(mid, win[1][1]), (mid, belt)], fill=body, width=lw * 2.5)
    # lower body with rounded nose/tail
    p.rect(1, belt - 1, w - 1, sill, fill=body, outline=dark, width=lw, radius=min(h * 0.18, 10))
    if style == "pickup":
        p.rect(w * 0.04, belt - h * 0.08, w * 0.43, belt + 1, fill=body, outline=dark, width=lw)
    # details: door line, handle, lights, bumper
    p.line([(w * 0.52, belt), (w * 0.52, sill - 2)], fill=dark, width=lw * 0.8)
    p.rect(w * 0.56, belt + h * 0.06, w * 0.62, belt + h * 0.1, fill=dark)
    p.rect(w - 7, belt + 2, w - 2, belt + h * 0.12, fill=(255, 240, 150, 255))
    p.rect(2, belt + 2, 6, belt + h * 0.12, fill=(230, 40, 30, 255))
    p.rect(0.5, sill - h * 0.1, w * 0.06, sill, fill=(90, 90, 95, 255))
    p.rect(w * 0.94, sill - h * 0.1, w - 0.5, sill, fill=(90, 90, 95, 255))
    for x in (w * 0.2, w * 0.8):
        p.circle(x, axle, r * 1.2, fill=dark)
        wheel(p, x, axle, r)


for _i in range(20):
    def _make(i: int):
        @sprite(f"car{i}.gif", size=CAR_SIZES[i],
                description=f"{CAR_STYLES[i]} car seen from the side, facing right "
                            f"(colour rgb{CAR_COLORS[i]})")
        def draw_car(img: Image.Image, frame: int) -> None:
            w, h = img.size
            with hires(img) as p:
                side_car(p, w, h, CAR_COLORS[i], CAR_STYLES[i])
        return draw_car
    _make(_i)


@sprite("redCar.gif", size=(90, 48), description="red car seen from the side, facing right")
def draw_red_car(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        side_car(p, 90, 48, (215, 30, 30), "hatch")


@sprite("redCar.gif", size=(90, 48), frames=2, description="red car, side view; frame 1 with lights on")
def draw_red_car_frames(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        side_car(p, 90, 48, (215, 30, 30), "hatch")
        if frame:
            p.polygon([(86, 27), (90, 22), (90, 36)], fill=(255, 240, 120, 200))


@sprite("sRedCar.gif", size=(60, 32), description="small red car, side view, facing right")
def draw_s_red_car(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        side_car(p, 60, 32, (215, 30, 30), "hatch")


@sprite("redcar.gif", size=(60, 32), description="small red car, side view, facing right")
def draw_redcar_lower(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        side_car(p, 60, 32, (200, 25, 25), "sedan")


def top_car(p: Pen, w: float, h: float, color) -> None:
    """Car seen from above, facing right."""
    body = tuple(color) + (255,)
    dark = mix(body, (0, 0, 0), 0.4)
    for x in (w * 0.2, w * 0.75):
        p.rect(x - w * 0.09, 0.5, x + w * 0.09, h - 0.5, fill=BLACK, radius=2)
    p.rect(1, h * 0.1, w - 1, h * 0.9, fill=body, outline=dark, width=1, radius=h * 0.22)
    p.rect(w * 0.55, h * 0.2, w * 0.7, h * 0.8, fill=GLASS, radius=2)
    p.rect(w * 0.18, h * 0.24, w * 0.28, h * 0.76, fill=GLASS, radius=2)
    p.rect(w * 0.3, h * 0.2, w * 0.54, h * 0.8, fill=mix(body, (255, 255, 255), 0.15))
    p.rect(w - 4, h * 0.15, w - 1.5, h * 0.3, fill=(255, 240, 150, 255))
    p.rect(w - 4, h * 0.7, w - 1.5, h * 0.85, fill=(255, 240, 150, 255))


@sprite("car.gif", size=(60, 32), frames=3,
        description="small car seen from above, facing right (red, blue, green)")
def draw_car_frames(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        top_car(p, 60, 32, [(220, 40, 40), (40, 90, 210), (40, 160, 70)][frame])


def airplane(p: Pen, s: float, body=(235, 235, 240, 255), accent=(40, 90, 200, 255)) -> None:
    """Plane seen from above, nose pointing right, in an s x s box."""
    c = s / 2
    dark = (90, 90, 100, 255)
    p.polygon([(c + s * 0.05, c), (c - s * 0.12, 2), (c - s * 0.2, 2), (c - s * 0.12, c),
               (c - s * 0.2, s - 2), (c - s * 0.12, s - 2)], fill=accent, outline=dark, width=0.8)
    p.polygon([(s * 0.1, c), (2, c - s * 0.2), (s * 0.06, c - s * 0.2), (s * 0.18, c),
               (s * 0.06, c + s * 0.2), (2, c + s * 0.2)], fill=accent, outline=dark, width=0.8)
    p.ellipse(s * 0.06, c - s * 0.07, s - 2, c + s * 0.07, fill=body, outline=dark, width=0.8)
    p.ellipse(s * 0.72, c - s * 0.04, s * 0.86, c + s * 0.04, fill=GLASS)


@sprite("airplane.png", size=(55, 55), description="airplane seen from above, nose pointing right")
def draw_airplane_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        airplane(p, 55)


@sprite("airplane.gif", size=(70, 80), description="red airplane seen from above, nose pointing right")
def draw_airplane_gif(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.dy = 5
        airplane(p, 70, accent=(210, 40, 40, 255))


def rocket(p: Pen, w: float, h: float) -> None:
    """Upright rocket (nose up)."""
    c = w / 2
    red, dark = (220, 40, 40, 255), (90, 90, 100, 255)
    p.polygon([(c - w * 0.2, h * 0.6), (2, h * 0.9), (c - w * 0.2, h * 0.82)], fill=red, outline=dark)
    p.polygon([(c + w * 0.2, h * 0.6), (w - 2, h * 0.9), (c + w * 0.2, h * 0.82)], fill=red, outline=dark)
    p.polygon([(c - w * 0.2, h * 0.3), (c, 1), (c + w * 0.2, h * 0.3)], fill=red, outline=dark)
    p.rect(c - w * 0.2, h * 0.3, c + w * 0.2, h * 0.86, fill=(230, 230, 235, 255), outline=dark)
    p.circle(c, h * 0.45, w * 0.1, fill=GLASS, outline=dark)
    p.polygon([(c - w * 0.12, h * 0.86), (c, h - 1), (c + w * 0.12, h * 0.86)], fill=(255, 170, 30, 255))


@sprite("rocket.gif", size=(53, 75), description="white and red rocket, nose up, with a flame")
def draw_rocket(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        rocket(p, 53, 75)


@sprite("spaceship.gif", size=(33, 23), description="small grey spaceship seen from the side, facing up")
def draw_spaceship(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(16.5, 1), (31, 21), (16.5, 16), (2, 21)], fill=(180, 190, 210, 255),
                  outline=(60, 70, 90, 255), width=1)
        p.circle(16.5, 11, 3, fill=GLASS)


@sprite("ship.gif", size=(33, 23), description="small ship (boat) seen from the side")
def draw_ship(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        boat(p, 33, 23)


def boat(p: Pen, w: float, h: float) -> None:
    p.polygon([(w * 0.5, 1), (w * 0.5, h * 0.68), (w * 0.88, h * 0.68)], fill=WHITE,
              outline=(100, 100, 100, 255), width=0.6)
    p.polygon([(w * 0.45, h * 0.12), (w * 0.45, h * 0.68), (w * 0.15, h * 0.68)], fill=(240, 240, 230, 255),
              outline=(100, 100, 100, 255), width=0.6)
    p.line([(w * 0.48, 1), (w * 0.48, h * 0.7)], fill=(90, 60, 30, 255), width=max(1, w / 30))
    p.polygon([(1, h * 0.68), (w - 1, h * 0.68), (w * 0.85, h - 1), (w * 0.15, h - 1)], fill=(150, 70, 30, 255),
              outline=(80, 40, 20, 255), width=0.8)


@sprite("boat.png", size=(60, 50), description="sailing boat seen from the side")
def draw_boat_png(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        boat(p, 60, 50)


@sprite("boat.gif", size=(47, 47), description="sailing boat seen from the side")
def draw_boat_gif(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        boat(p, 47, 47)


def lander(p: Pen, w: float, h: float, broken: bool = False) -> None:
    gold, grey = (220, 180, 60, 255), (160, 160, 170, 255)
    dark = (70, 70, 80, 255)
    c = w / 2
    p.line([(c - w * 0.2, h * 0.6), (c - w * 0.42, h - 3)], fill=dark, width=w * 0.03)
    p.line([(c + w * 0.2, h * 0.6), (c + w * 0.42, h - 3)], fill=dark, width=w * 0.03)
    p.rect(c - w * 0.48, h - 5, c - w * 0.34, h - 1, fill=dark)
    p.rect(c + w * 0.34, h - 5, c + w * 0.48, h - 1, fill=dark)
    p.rect(c - w * 0.3, h * 0.45, c + w * 0.3, h * 0.72, fill=gold, outline=dark)
    p.ellipse(c - w * 0.25, h * 0.08, c + w * 0.25, h * 0.5, fill=grey, outline=dark)
    p.circle(c, h * 0.28, w * 0.09, fill=GLASS, outline=dark)
    p.polygon([(c - w * 0.1, h * 0.72), (c + w * 0.1, h * 0.72), (c + w * 0.14, h * 0.82),
               (c - w * 0.14, h * 0.82)], fill=dark)


@sprite("lander.gif", size=(100, 107), description="lunar lander with legs")
def draw_lander(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        lander(p, 100, 107)


@sprite("landerbroken.gif", size=(157, 44), description="crashed lunar lander lying in pieces")
def draw_lander_broken(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.polygon([(10, 43), (40, 15), (80, 10), (110, 20), (150, 43)], fill=(160, 160, 170, 255),
                  outline=(70, 70, 80, 255))
        p.rect(50, 25, 100, 43, fill=(220, 180, 60, 255), outline=(70, 70, 80, 255))
        p.line([(110, 30), (140, 8)], fill=(70, 70, 80, 255), width=4)
        p.line([(20, 40), (5, 20)], fill=(70, 70, 80, 255), width=4)
        p.circle(70, 18, 6, fill=GLASS)


@sprite("thrust.gif", size=(40, 40), frames=9,
        description="rocket exhaust flame, growing from frame 0 (off) to frame 8 (full)")
def draw_thrust(img: Image.Image, frame: int) -> None:
    if frame == 0:
        return
    with hires(img) as p:
        L = 4 + frame * 4.4
        p.polygon([(12, 0), (28, 0), (20, L)], fill=(255, 140, 20, 255))
        p.polygon([(15, 0), (25, 0), (20, L * 0.6)], fill=(255, 240, 120, 255))
