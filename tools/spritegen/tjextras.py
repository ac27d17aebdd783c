"""Names TigerJython ships beside JGameGrid's collection that classroom programs load: tic-tac-toe marks,
the Connect Four board, Pacman pills, the espresso Mastermind board with its row marker and evaluate
button, a face for pupils that follow the mouse, an angel, a zombie and a street."""
from __future__ import annotations

from PIL import Image, ImageChops, ImageFilter

from tools.spritegen.base import glossy_ball, hires, linear, mix, gradient_fill, rng, shape_mask, sprite

BLACK = (20, 20, 20, 255)
WHITE = (255, 255, 255, 255)
SKIN = (250, 215, 180, 255)


# ----------------------------------------------------------------------------- tic-tac-toe

def _cross(img: Image.Image) -> None:
    w, h = img.size
    with hires(img) as p:
        for a, b in (((12, 12), (w - 12, h - 12)), ((w - 12, 12), (12, h - 12))):
            p.line([a, b], fill=(150, 20, 20, 255), width=11)
            p.line([a, b], fill=(225, 45, 40, 255), width=7)


def _ring(img: Image.Image) -> None:
    w, h = img.size
    with hires(img) as p:
        p.circle(w / 2, h / 2, w / 2 - 10, outline=(20, 60, 160, 255), width=11)
        p.circle(w / 2, h / 2, w / 2 - 10, outline=(50, 110, 230, 255), width=7)


@sprite("mark.gif", size=(60, 60), frames=2,
        description="tic-tac-toe marks: 0 red cross (X), 1 blue ring (O)")
def draw_marks(img: Image.Image, frame: int) -> None:
    (_cross if frame == 0 else _ring)(img)


@sprite("mark.gif", size=(60, 60), description="tic-tac-toe mark: red cross (X); mark_0/mark_1 are X and O")
def draw_mark(img: Image.Image, frame: int) -> None:
    _cross(img)


# ----------------------------------------------------------------------------- Connect Four

@sprite("connectbg.png", size=(491, 491),
        description="Connect Four board for 7x7 cells of 70 px: top row free (transparent) for the coin "
                    "about to drop, six rows of round holes (transparent) in a blue board below")
def draw_connectbg(img: Image.Image, frame: int) -> None:
    holes = shape_mask(img.size, lambda p: [p.circle(35 + 70 * c, 35 + 70 * r, 28, fill=255)
                                            for r in range(1, 7) for c in range(7)])
    board = Image.new("RGBA", img.size, (0, 0, 0, 0))
    gradient_fill(board, linear(img.size), [(0.0, (60, 110, 230)), (1.0, (25, 60, 170))])
    with hires(board, 2) as p:
        for r in range(1, 7):
            for c in range(7):
                p.circle(35 + 70 * c + 1.5, 35 + 70 * r + 1.5, 31, fill=(20, 45, 130, 255))
        p.rect(0.5, 70.5, 490.5, 490.5, outline=(15, 35, 110, 255), width=3)
    alpha = holes.point(lambda v: 255 - v)
    top = Image.new("L", img.size, 255)
    top.paste(0, (0, 0, 491, 70))
    board.putalpha(ImageChops.multiply(alpha, top))
    img.alpha_composite(board)


# ----------------------------------------------------------------------------- Pacman pills

@sprite("pill.gif", size=(50, 50), frames=2,
        description="Pacman food in a 50 px cell: 0 small yellow pill, 1 big flashing power pill")
def draw_pill(img: Image.Image, frame: int) -> None:
    r = 6 if frame == 0 else 13
    glossy_ball(img, 25, 25, r, (170, 130, 0, 255), (250, 210, 40, 255), (255, 250, 200, 255))


# ----------------------------------------------------------------------------- creatures

@sprite("creature.gif", size=(19, 19), frames=2,
        description="tiny blob creature with eyes: 0 purple, 1 green (for two kinds or two states)")
def draw_creature(img: Image.Image, frame: int) -> None:
    body = [(150, 60, 190, 255), (50, 170, 70, 255)][frame]
    with hires(img) as p:
        p.polygon([(2, 17.5), (2, 8), (5, 2.5), (14, 2.5), (17, 8), (17, 17.5), (14, 15), (11.5, 17.5),
                   (9.5, 15), (7.5, 17.5), (5, 15)], fill=body, outline=mix(body, (0, 0, 0), 0.5), width=0.8)
        for x in (7, 12):
            p.circle(x, 8, 2.2, fill=WHITE)
            p.circle(x + 0.5, 8.3, 1.0, fill=BLACK)


# ----------------------------------------------------------------------------- Mastermind on espresso

ESPRESSO = (75, 45, 30)
CREMA = (190, 140, 90)


@sprite("espresso.png", size=(351, 551),
        description="Mastermind board for 7x11 cells of 50 px, espresso brown with crema streaks: row 0 a "
                    "dark strip covering the secret code, rows 1..10 four peg holes (columns 1..4) and four "
                    "small score holes (columns 5..6), column 0 free for the row marker")
def draw_espresso(img: Image.Image, frame: int) -> None:
    w, h = img.size
    gradient_fill(img, linear(img.size, vertical=False), [(0.0, (60, 35, 22)), (0.5, ESPRESSO + (255,)),
                                                          (1.0, (60, 35, 22))])
    grain = Image.new("RGBA", img.size, (0, 0, 0, 0))
    r = rng("espresso")
    with hires(grain, 2) as p:
        for _ in range(70):
            y = r.uniform(0, h)
            x = r.uniform(-50, w)
            p.line([(x, y), (x + r.uniform(40, 160), y + r.uniform(-6, 6))], fill=CREMA + (r.randint(20, 55),),
                   width=r.uniform(0.8, 2.2))
    img.alpha_composite(grain.filter(ImageFilter.GaussianBlur(1.2)))
    with hires(img, 2) as p:
        p.rect(1, 1, w - 1, h - 1, outline=(40, 22, 12, 255), width=3)
        p.rect(54, 4, 246, 46, fill=(35, 20, 12, 255), radius=8)              # the covered secret code
        p.rect(54, 4, 246, 46, outline=CREMA + (255,), width=1.5, radius=8)
        for row in range(1, 11):
            y = 25 + 50 * row
            p.line([(50, y + 25), (w - 4, y + 25)], fill=(50, 30, 18, 255), width=1)
            for col in range(1, 5):
                p.circle(25 + 50 * col, y, 11, fill=(30, 17, 10, 255), outline=CREMA + (160,), width=1)
            for k in range(4):
                p.circle(262 + 26 * (k % 2) + 13, y - 9 + 18 * (k // 2), 5, fill=(30, 17, 10, 255))


@sprite("rowmarker.png", size=(50, 50),
        description="row marker for Mastermind: an orange arrow pointing right at the row being played")
def draw_rowmarker(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        arrow = [(8, 19), (27, 19), (27, 9), (44, 25), (27, 41), (27, 31), (8, 31)]
        p.polygon([(x + 1.5, y + 1.5) for x, y in arrow], fill=(0, 0, 0, 90))
        p.polygon(arrow, fill=(250, 150, 30, 255), outline=(150, 70, 10, 255), width=1.5)


@sprite("evalbutton.png", size=(50, 50),
        description="evaluate button: round green button with a white check mark")
def draw_evalbutton(img: Image.Image, frame: int) -> None:
    glossy_ball(img, 25, 25, 22, (20, 100, 30, 255), (50, 170, 60, 255), (170, 240, 170, 255), highlight=False)
    with hires(img) as p:
        p.circle(25, 25, 22, outline=(15, 70, 20, 255), width=1.5)
        p.line([(14, 26), (22, 34), (37, 16)], fill=WHITE, width=4.5)


# ----------------------------------------------------------------------------- a face for pupils

# eye centres, for the pupils (pupil_0/1.png, 30 x 30) that follow the mouse; the eye radius is 36
HEAD_EYES = ((104, 106), (196, 106))


@sprite("head.gif", size=(300, 250),
        description="cartoon face with two big empty eyes (white, centres (104, 106) and (196, 106), radius "
                    "36) for the pupils of pupil_0/1.png that follow the mouse")
def draw_head(img: Image.Image, frame: int) -> None:
    with hires(img, 2) as p:
        p.ellipse(40, 20, 260, 245, fill=SKIN, outline=(170, 120, 80, 255), width=2.5)
        p.pieslice(40, 8, 260, 150, 180, 360, fill=(120, 70, 30, 255))           # hair
        for x in (55, 90, 125, 160, 195, 230):
            p.circle(x, 62, 16, fill=(120, 70, 30, 255))
        p.circle(34, 140, 16, fill=SKIN, outline=(170, 120, 80, 255), width=2)    # ears
        p.circle(266, 140, 16, fill=SKIN, outline=(170, 120, 80, 255), width=2)
        for cx, cy in HEAD_EYES:
            p.circle(cx, cy, 36, fill=WHITE, outline=(60, 40, 30, 255), width=2.5)
            p.arc(cx - 40, cy - 50, cx + 40, cy - 10, 200, 340, fill=(90, 50, 20, 255), width=3)   # brows
        p.polygon([(150, 125), (140, 170), (160, 170)], fill=(235, 180, 140, 255))                # nose
        p.arc(105, 150, 195, 215, 20, 160, fill=(170, 40, 40, 255), width=5)                        # mouth
        p.circle(80, 175, 12, fill=(245, 170, 160, 160))
        p.circle(220, 175, 12, fill=(245, 170, 160, 160))


# ----------------------------------------------------------------------------- angel

@sprite("angel.gif", size=(100, 114), description="angel with white wings, a golden halo and a long robe")
def draw_angel(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        for side in (-1, 1):                                                    # wings
            tip = 50 + side * 47
            p.polygon([(50 + side * 6, 40), (tip, 22), (tip - side * 4, 50), (50 + side * 40, 72),
                       (50 + side * 10, 70)], fill=(245, 245, 255, 255), outline=(150, 160, 200, 255), width=1.2)
            for k in range(3):
                p.line([(50 + side * 12, 48 + 6 * k), (tip - side * (8 + 8 * k), 30 + 12 * k)],
                       fill=(190, 200, 230, 255), width=1)
        p.polygon([(50, 34), (72, 112), (28, 112)], fill=(235, 240, 255, 255),          # robe
                  outline=(150, 160, 200, 255), width=1.3)
        p.rect(38, 60, 62, 64, fill=(240, 200, 60, 255))                               # belt
        p.circle(50, 26, 11, fill=SKIN, outline=(180, 130, 90, 255), width=1)           # head
        p.pieslice(38, 12, 62, 36, 180, 360, fill=(250, 215, 90, 255))                  # hair
        p.circle(46, 27, 1.3, fill=BLACK)
        p.circle(54, 27, 1.3, fill=BLACK)
        p.arc(46, 27, 54, 33, 20, 160, fill=(180, 60, 60, 255), width=1)
        p.ellipse(36, 4, 64, 12, outline=(240, 190, 30, 255), width=2.5)                # halo


# ----------------------------------------------------------------------------- zombie and street

@sprite("zombie.png", size=(64, 80),
        description="green zombie in torn clothes walking to the right, arms stretched forward")
def draw_zombie(img: Image.Image, frame: int) -> None:
    green = (120, 170, 90, 255)
    with hires(img) as p:
        p.line([(28, 56), (22, 77)], fill=(60, 60, 90, 255), width=7)                   # legs
        p.line([(34, 56), (42, 77)], fill=(50, 50, 80, 255), width=7)
        p.rect(16, 75, 26, 79, fill=BLACK, radius=1.5)
        p.rect(38, 75, 49, 79, fill=BLACK, radius=1.5)
        p.polygon([(20, 28), (42, 28), (44, 58), (38, 54), (33, 59), (27, 54), (19, 58)],
                  fill=(140, 90, 70, 255), outline=(80, 50, 40, 255), width=1)          # ragged shirt
        p.line([(36, 33), (60, 36)], fill=green, width=6)                               # arms forward
        p.line([(27, 35), (56, 42)], fill=mix(green, (0, 0, 0), 0.2), width=6)
        p.circle(31, 16, 11, fill=green, outline=(70, 110, 50, 255), width=1)          # head
        p.circle(35, 13, 3, fill=(250, 250, 200, 255))
        p.circle(35.5, 13.5, 1.2, fill=(180, 20, 20, 255))
        p.line([(31, 21), (39, 22)], fill=(60, 30, 30, 255), width=1.5)
        p.line([(24, 6), (28, 9), (33, 5)], fill=(60, 60, 40, 255), width=1.5)         # hair strands


@sprite("street.jpg", size=(801, 601),
        description="town street seen from the side: houses and windows, a pavement and a grey road with "
                    "a dashed centre line in the lower half")
def draw_street(img: Image.Image, frame: int) -> None:
    w, h = img.size
    gradient_fill(img, linear(img.size), [(0.0, (120, 170, 230)), (0.45, (200, 225, 245)), (1.0, (200, 225, 245))])
    r = rng("street")
    with hires(img, 2) as p:
        x = -10
        while x < w:
            bw = r.randint(90, 150)
            bh = r.randint(150, 260)
            wall = r.choice([(190, 120, 90), (220, 200, 160), (160, 160, 170), (210, 150, 110), (180, 190, 150)])
            p.rect(x, 330 - bh, x + bw, 330, fill=wall + (255,), outline=mix(wall, (0, 0, 0), 0.4), width=1.5)
            p.polygon([(x - 6, 330 - bh), (x + bw / 2, 300 - bh), (x + bw + 6, 330 - bh)],
                      fill=(140, 60, 50, 255))
            for wy in range(330 - bh + 20, 300, 45):
                for wx in range(x + 14, x + bw - 24, 32):
                    lit = r.random() < 0.3
                    p.rect(wx, wy, wx + 18, wy + 24, fill=(250, 230, 140, 255) if lit else (90, 120, 150, 255),
                           outline=(60, 50, 40, 255), width=1)
            p.rect(x + bw / 2 - 12, 290, x + bw / 2 + 12, 330, fill=(110, 70, 40, 255))   # door
            x += bw + r.randint(4, 16)
        p.rect(0, 330, w, 380, fill=(175, 170, 160, 255))                         # pavement
        for k in range(0, w, 40):
            p.line([(k, 330), (k, 380)], fill=(150, 145, 135, 255), width=1)
        p.rect(0, 380, w, 392, fill=(120, 115, 110, 255))                         # kerb
        p.rect(0, 392, w, h, fill=(85, 85, 90, 255))                              # road
        for k in range(10, w, 80):
            p.rect(k, 492, k + 44, 500, fill=(240, 240, 240, 255))
