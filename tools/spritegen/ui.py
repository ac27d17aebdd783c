"""Interface pictures: digits, buttons, banners (game over, you win), seats, lights, coins, cards."""
from __future__ import annotations

import math

from PIL import Image

from tools.spritegen.base import Pen, hires, mix, sprite, text

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)

# ----------------------------------------------------------------------------- 7-segment digits

SEGMENTS = {  # a b c d e f g (top, upper right, lower right, bottom, lower left, upper left, middle)
    0: "abcdef", 1: "bc", 2: "abged", 3: "abgcd", 4: "fgbc", 5: "afgcd", 6: "afgedc", 7: "abc",
    8: "abcdefg", 9: "abcdfg"}


def seven_segment(p: Pen, x0: float, y0: float, w: float, h: float, digit: int, on, off) -> None:
    t = w * 0.18          # segment thickness
    L, R, T, B, M = x0 + t * 0.6, x0 + w - t * 0.6, y0 + t * 0.6, y0 + h - t * 0.6, y0 + h / 2

    def horiz(y, col):
        p.polygon([(L + t * 0.2, y), (L + t * 0.7, y - t / 2), (R - t * 0.7, y - t / 2), (R - t * 0.2, y),
                   (R - t * 0.7, y + t / 2), (L + t * 0.7, y + t / 2)], fill=col)

    def vert(x, ya, yb, col):
        p.polygon([(x, ya + t * 0.2), (x + t / 2, ya + t * 0.7), (x + t / 2, yb - t * 0.7), (x, yb - t * 0.2),
                   (x - t / 2, yb - t * 0.7), (x - t / 2, ya + t * 0.7)], fill=col)

    segs = SEGMENTS[digit]
    for name, fn in (("a", lambda c: horiz(T, c)), ("g", lambda c: horiz(M, c)), ("d", lambda c: horiz(B, c)),
                     ("f", lambda c: vert(L, T, M, c)), ("b", lambda c: vert(R, T, M, c)),
                     ("e", lambda c: vert(L, M, B, c)), ("c", lambda c: vert(R, M, B, c))):
        fn(on if name in segs else off)


@sprite("digit.png", size=(32, 48), frames=10,
        description="digits 0..9 as red seven-segment LED display on a black panel (frame i shows i)")
def draw_digit(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0, 0, 32, 48, fill=(25, 25, 25, 255), radius=4)
        seven_segment(p, 5, 5, 22, 38, frame, (255, 40, 30, 255), (60, 30, 30, 255))


# ----------------------------------------------------------------------------- buttons

def button(p: Pen, w: float, h: float, label: str, base, state: int) -> None:
    """state 0 released, 1 pressed (darker, shifted), 2 rollover (lighter)."""
    col = {0: base, 1: mix(base, (0, 0, 0), 0.25), 2: mix(base, (255, 255, 255), 0.25)}[state]
    off = 1.5 if state == 1 else 0
    p.rect(1.5, 2.5, w - 0.5, h - 0.5, fill=(0, 0, 0, 90), radius=h * 0.3)
    p.rect(0.5 + off, 0.5 + off, w - 2 + off, h - 2 + off, fill=col, outline=mix(col, (0, 0, 0), 0.45),
           width=1.2, radius=h * 0.3)
    if state != 1:
        p.rect(4, 2.5, w - 6, h * 0.42, fill=mix(col, (255, 255, 255), 0.3), radius=h * 0.2)
    text(p, w / 2 - 1 + off, h / 2 - 1 + off, label, h * 0.5, WHITE, stroke=0.6, stroke_fill=mix(col, (0, 0, 0), 0.5))


for _name, _label, _col in (("btn_confirm.gif", "Confirm", (40, 150, 60)),
                            ("btn_renew.gif", "Renew", (40, 100, 200)),
                            ("btn_ok.gif", "OK", (40, 150, 60)),
                            ("btn_cancel.gif", "Cancel", (200, 50, 40))):
    def _make(name, label, col):
        @sprite(name, size=(90, 32), frames=3,
                description=f'"{label}" push button for GGButton: 0 released, 1 pressed, 2 rollover')
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                button(p, 90, 32, label, col + (255,), frame)
        return draw
    _make(_name, _label, _col)


for _name, _label, _col in (("ok.gif", "OK", (40, 150, 60)), ("new.gif", "New", (40, 100, 200))):
    def _make2(name, label, col):
        @sprite(name, size=(52, 36), frames=3,
                description=f'small "{label}" button: 0 released, 1 pressed, 2 rollover')
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                button(p, 52, 36, label, col + (255,), frame)
        return draw
    _make2(_name, _label, _col)


# ----------------------------------------------------------------------------- banners

def banner(img: Image.Image, label: str, col, size_frac: float = 0.8) -> None:
    w, h = img.size
    with hires(img) as p:
        text(p, w / 2, h / 2, label, h * size_frac, col, stroke=max(1, h / 16), stroke_fill=BLACK)


@sprite("gameover.gif", size=(250, 30), description='red "GAME OVER" lettering')
def draw_gameover(img: Image.Image, frame: int) -> None:
    banner(img, "GAME OVER", (230, 30, 30, 255), 0.9)


@sprite("gameover.png", size=(320, 38), description='red "GAME OVER" lettering')
def draw_gameover_png(img: Image.Image, frame: int) -> None:
    banner(img, "GAME OVER", (230, 30, 30, 255), 0.9)


@sprite("you_win.gif", size=(200, 31), description='green "YOU WIN!" lettering')
def draw_you_win(img: Image.Image, frame: int) -> None:
    banner(img, "YOU WIN!", (40, 190, 60, 255), 0.9)


@sprite("you_lost.gif", size=(170, 128), description='sad face above red "YOU LOST" lettering')
def draw_you_lost(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.circle(85, 48, 44, fill=(255, 215, 60, 255), outline=BLACK, width=2)
        p.circle(70, 36, 5, fill=BLACK)
        p.circle(100, 36, 5, fill=BLACK)
        p.arc(60, 60, 110, 95, 200, 340, fill=BLACK, width=3)
        text(p, 85, 113, "YOU LOST", 24, (220, 30, 30, 255), stroke=1.2, stroke_fill=BLACK)


# ----------------------------------------------------------------------------- seats and lights

SEAT_COLORS = [(60, 170, 70), (240, 190, 40), (210, 40, 40)]


@sprite("seat.gif", size=(36, 36), frames=3,
        description="theatre seat seen from the front: 0 free (green), 1 selected (yellow), 2 booked (red)")
def draw_seat(img: Image.Image, frame: int) -> None:
    col = SEAT_COLORS[frame] + (255,)
    dark = mix(col, (0, 0, 0), 0.4)
    with hires(img) as p:
        p.rect(6, 2, 30, 22, fill=col, outline=dark, width=1.2, radius=5)
        p.rect(4, 20, 32, 29, fill=mix(col, (0, 0, 0), 0.15), outline=dark, width=1.2, radius=3)
        p.rect(1, 14, 6, 30, fill=dark, radius=2)
        p.rect(30, 14, 35, 30, fill=dark, radius=2)
        p.rect(8, 29, 11, 35, fill=(70, 70, 70, 255))
        p.rect(25, 29, 28, 35, fill=(70, 70, 70, 255))


@sprite("lightout.gif", size=(50, 50), frames=2,
        description="Lights Out tile: 0 light off (dark grey), 1 light on (glowing yellow)")
def draw_lightout(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        base = (70, 70, 80, 255) if frame == 0 else (255, 215, 40, 255)
        p.rect(1, 1, 49, 49, fill=mix(base, (0, 0, 0), 0.4), radius=6)
        p.rect(3, 3, 47, 47, fill=base, radius=5)
        p.rect(7, 6, 43, 18, fill=mix(base, (255, 255, 255), 0.3), radius=4)
        if frame:
            p.circle(25, 27, 10, fill=(255, 250, 200, 255))


# ----------------------------------------------------------------------------- coins (euro cents)

COINS = [("onecent.png", 1, 40, "copper"), ("twocent.png", 2, 44, "copper"), ("fivecent.png", 5, 50, "copper"),
         ("tencent.png", 10, 48, "gold"), ("twentycent.png", 20, 54, "gold"), ("fiftycent.png", 50, 58, "gold")]


def coin(p: Pen, d: float, value: int, metal: str) -> None:
    base = (200, 110, 60, 255) if metal == "copper" else (225, 185, 60, 255)
    dark = mix(base, (0, 0, 0), 0.4)
    r = d / 2
    p.circle(r, r, r - 0.5, fill=dark)
    p.circle(r, r, r - 2.2, fill=base)
    p.circle(r, r, r - 4.5, outline=mix(base, (255, 255, 255), 0.3), width=1)
    text(p, r, r - d * 0.06, str(value), d * 0.42, mix(base, (0, 0, 0), 0.55))
    text(p, r, r + d * 0.24, "CENT", d * 0.15, mix(base, (0, 0, 0), 0.55))


for _name, _value, _d, _metal in COINS:
    def _make3(name, value, d, metal):
        @sprite(name, size=(d, d), description=f"{value} euro cent coin ({metal}), size in proportion to the real coin")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                coin(p, d, value, metal)
        return draw
    _make3(_name, _value, _d, _metal)


@sprite("coin.gif", size=[(91, 90), (90, 89), (91, 90)], frames=3,
        description="big gold coin turning: 0 front, 1 edge-on (narrow), 2 back")
def draw_coin_turn(img: Image.Image, frame: int) -> None:
    w, h = img.size
    with hires(img) as p:
        if frame == 1:
            p.ellipse(w / 2 - 8, 1, w / 2 + 8, h - 1, fill=(190, 150, 40, 255), outline=(120, 90, 20, 255))
            return
        p.circle(w / 2, h / 2, h / 2 - 1, fill=(190, 150, 40, 255))
        p.circle(w / 2, h / 2, h / 2 - 5, fill=(240, 200, 70, 255))
        if frame == 0:
            text(p, w / 2, h / 2, "1", 44, (150, 110, 20, 255))
        else:
            pts = [(w / 2 + (28 if k % 2 == 0 else 12) * math.sin(k * math.pi / 5),
                    h / 2 - (28 if k % 2 == 0 else 12) * math.cos(k * math.pi / 5)) for k in range(10)]
            p.polygon(pts, fill=(150, 110, 20, 255))


# ----------------------------------------------------------------------------- playing cards

RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def suit_symbol(p: Pen, x: float, y: float, s: float, suit: str) -> None:
    red, black = (215, 30, 40, 255), BLACK
    if suit == "heart":
        p.circle(x - s * 0.25, y - s * 0.12, s * 0.27, fill=red)
        p.circle(x + s * 0.25, y - s * 0.12, s * 0.27, fill=red)
        p.polygon([(x - s * 0.5, y - s * 0.05), (x + s * 0.5, y - s * 0.05), (x, y + s * 0.5)], fill=red)
    elif suit == "diamond":
        p.polygon([(x, y - s * 0.5), (x + s * 0.36, y), (x, y + s * 0.5), (x - s * 0.36, y)], fill=red)
    elif suit == "spade":
        p.circle(x - s * 0.24, y + s * 0.08, s * 0.25, fill=black)
        p.circle(x + s * 0.24, y + s * 0.08, s * 0.25, fill=black)
        p.polygon([(x - s * 0.48, y + s * 0.02), (x + s * 0.48, y + s * 0.02), (x, y - s * 0.5)], fill=black)
        p.polygon([(x, y + s * 0.1), (x + s * 0.15, y + s * 0.5), (x - s * 0.15, y + s * 0.5)], fill=black)
    else:  # club
        for dx, dy in ((0, -0.22), (-0.24, 0.08), (0.24, 0.08)):
            p.circle(x + dx * s, y + dy * s, s * 0.22, fill=black)
        p.polygon([(x, y), (x + s * 0.15, y + s * 0.5), (x - s * 0.15, y + s * 0.5)], fill=black)


def card(p: Pen, w: float, h: float, rank: str, suit: str) -> None:
    col = (215, 30, 40, 255) if suit in ("heart", "diamond") else BLACK
    p.rect(0.5, 0.5, w - 0.5, h - 0.5, fill=WHITE, outline=(120, 120, 120, 255), width=1, radius=6)
    text(p, 11, 12, rank, 13, col)
    suit_symbol(p, 11, 25, 10, suit)
    text(p, w - 11, h - 12, rank, 13, col)
    suit_symbol(p, w - 11, h - 25, 10, suit)
    if rank in ("J", "Q", "K"):
        p.rect(20, 16, w - 20, h - 16, outline=col, width=1.2, radius=3)
        text(p, w / 2, h / 2 - 8, rank, 30, col)
        suit_symbol(p, w / 2, h / 2 + 18, 16, suit)
    else:
        suit_symbol(p, w / 2, h / 2, 30, suit)


for _rank in range(9):
    def _make5(i):
        @sprite(f"hearts{i}.png", size=(72, 100),
                description=f"hearts {RANKS[i]} playing card (hearts0..hearts8 = 6,7,8,9,10,J,Q,K,A)")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                card(p, 72, 100, RANKS[i], "heart")
        return draw
    _make5(_rank)


for _suit in ("club", "diamond", "heart", "spade"):
    def _make4(suit):
        @sprite(f"cards-{suit}.png", size=(48, 48), description=f"{suit} card-suit symbol")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                suit_symbol(p, 24, 24, 44, suit)
        return draw
    _make4(_suit)


@sprite("cardback.gif", size=(113, 113), description="back of a playing card (blue pattern)")
def draw_cardback(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(20, 2, 93, 111, fill=WHITE, outline=(120, 120, 120, 255), width=1, radius=6)
        p.rect(25, 7, 88, 106, fill=(40, 70, 170, 255), radius=4)
        for j in range(9):
            for i in range(5):
                x, y = 32 + i * 12 + (j % 2) * 6, 15 + j * 11
                if x < 84:
                    p.polygon([(x, y - 5), (x + 4, y), (x, y + 5), (x - 4, y)], fill=(90, 120, 220, 255))
