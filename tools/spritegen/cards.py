"""JCardGame's pictures: a complete French deck (52 faces and the back) under the names JCardGame's Deck
looks up (sprites/<suit><rankIndex>.gif, rank index 0 = ace, 1 = king ... 12 = two, as the enums of the
card examples list them; sprites/cover.gif), and the tool bar items of the card examples (number and suit
stacks for ToolBarStack, the Cut/Sort/Done buttons, the suit items)."""
from __future__ import annotations

from PIL import Image

from tools.spritegen.base import Pen, hires, mix, sprite, text
from tools.spritegen.ui import suit_symbol

WHITE = (255, 255, 255, 255)
BLACK = (20, 20, 20, 255)
RED = (205, 25, 35, 255)
GOLD = (225, 170, 40, 255)
BLUE = (35, 75, 175, 255)

SUITS = ("spades", "hearts", "diamonds", "clubs")
# the rank enum of the card examples: ACE, KING, QUEEN, JACK, TEN ... TWO
RANK_LABELS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
# The size the card examples' layouts were made for: their rows 150 pixels apart and their windows only
# 200 high (docs/decisions.md, "The size of the cards"); the German deck of the original has it too.
CARD_W, CARD_H = 93, 143
DESIGN_W, DESIGN_H = 163, 240  # drawn at this size, then made smaller: finer lines, the same look


def symbol(p: Pen, x: float, y: float, s: float, suit: str, flip: bool = False) -> None:
    """A suit sign centred at (x, y), s high; flipped (upside down) for the lower half of a card."""
    name = suit[:-1]
    if not flip:
        suit_symbol(p, x, y, s, name)
        return
    size = int(s * 1.2) + 4
    tmp = Image.new("RGBA", (size * p.s, size * p.s), (0, 0, 0, 0))
    from PIL import ImageDraw
    suit_symbol(Pen(ImageDraw.Draw(tmp), p.s), size / 2, size / 2, s, name)
    tmp = tmp.rotate(180)
    big = p.d._image   # the supersampled canvas the pen draws on
    big.alpha_composite(tmp, (round((x - size / 2) * p.s), round((y - size / 2) * p.s)))


# pip places of the number cards, in units of the pip area (0..1 across, 0..1 down)
_COLUMNS = {"l": 0.0, "m": 0.5, "r": 1.0}
PIPS = {
    2: [("m", 0), ("m", 1)],
    3: [("m", 0), ("m", 0.5), ("m", 1)],
    4: [("l", 0), ("r", 0), ("l", 1), ("r", 1)],
    5: [("l", 0), ("r", 0), ("m", 0.5), ("l", 1), ("r", 1)],
    6: [("l", 0), ("r", 0), ("l", 0.5), ("r", 0.5), ("l", 1), ("r", 1)],
    7: [("l", 0), ("r", 0), ("m", 0.25), ("l", 0.5), ("r", 0.5), ("l", 1), ("r", 1)],
    8: [("l", 0), ("r", 0), ("m", 0.25), ("l", 0.5), ("r", 0.5), ("m", 0.75), ("l", 1), ("r", 1)],
    9: [("l", 0), ("r", 0), ("l", 1 / 3), ("r", 1 / 3), ("m", 0.5), ("l", 2 / 3), ("r", 2 / 3), ("l", 1),
        ("r", 1)],
    10: [("l", 0), ("r", 0), ("m", 1 / 6), ("l", 1 / 3), ("r", 1 / 3), ("l", 2 / 3), ("r", 2 / 3),
         ("m", 5 / 6), ("l", 1), ("r", 1)],
}


def corner_indices(p: Pen, w: float, h: float, label: str, suit: str, col) -> None:
    """Rank and suit in the upper left corner and, turned, in the lower right one (readable when fanned and
    at half size: large for the card)."""
    size = 36 if len(label) == 1 else 30
    text(p, 18, 22, label, size, col)
    symbol(p, 18, 54, 20, suit)
    tmp = Image.new("RGBA", (44 * p.s, 72 * p.s), (0, 0, 0, 0))
    from PIL import ImageDraw
    q = Pen(ImageDraw.Draw(tmp), p.s)
    text(q, 22, 22, label, size, col)
    symbol(q, 22, 54, 20, suit)
    tmp = tmp.rotate(180)
    p.d._image.alpha_composite(tmp, (round((w - 40) * p.s), round((h - 72) * p.s)))


def court_figure(p: Pen, w: float, h: float, label: str, suit: str, col) -> None:
    """A court card's frame: a bust with a crown (king), a tiara (queen) or a cap (jack), mirrored."""
    x0, y0, x1, y1 = 38, 22, w - 38, h - 22
    p.rect(x0, y0, x1, y1, fill=(250, 246, 232, 255), outline=col, width=1.5, radius=3)
    mid = (y0 + y1) / 2
    robe = RED if col == BLACK else BLUE
    for flip in (False, True):
        sign = -1 if flip else 1
        cy = mid - sign * 58          # the head
        shoulders = mid - sign * 22
        # robe and shoulders
        p.polygon([(x0 + 4, mid), (x0 + 12, shoulders), (w / 2, shoulders - sign * 8), (x1 - 12, shoulders),
                   (x1 - 4, mid)], fill=robe, outline=BLACK, width=1.5)
        p.polygon([(w / 2 - 10, shoulders - sign * 6), (w / 2 + 10, shoulders - sign * 6), (w / 2, mid)],
                  fill=GOLD, outline=BLACK, width=0.8)
        # face
        p.circle(w / 2, cy, 15, fill=(250, 215, 175, 255), outline=BLACK, width=1)
        p.circle(w / 2 - 5, cy - sign * 2, 1.6, fill=BLACK)
        p.circle(w / 2 + 5, cy - sign * 2, 1.6, fill=BLACK)
        p.arc(w / 2 - 5, cy + sign * 3 - 3, w / 2 + 5, cy + sign * 3 + 3, 0 if not flip else 180,
              180 if not flip else 360, BLACK, 1)
        top = cy - sign * 15
        if label == "K":      # crown
            pts = [(w / 2 - 15, top), (w / 2 - 15, top - sign * 14), (w / 2 - 7, top - sign * 6),
                   (w / 2, top - sign * 16), (w / 2 + 7, top - sign * 6), (w / 2 + 15, top - sign * 14),
                   (w / 2 + 15, top)]
            p.polygon(pts, fill=GOLD, outline=BLACK, width=1)
        elif label == "Q":    # tiara and long hair
            p.chord(w / 2 - 17, top - sign * 10 - 6, w / 2 + 17, top - sign * 10 + 26,
                    180 if not flip else 0, 360 if not flip else 180, fill=GOLD, outline=BLACK, width=1)
            p.circle(w / 2, top - sign * 6, 3, fill=RED if col == BLACK else BLUE)
        else:                 # jack's cap with a feather
            p.rect(w / 2 - 16, min(top, top - sign * 9), w / 2 + 16, max(top, top - sign * 9), fill=robe,
                   outline=BLACK, width=1)
            p.line([(w / 2 + 10, top - sign * 9), (w / 2 + 24, top - sign * 24)], fill=GOLD, width=2.5)
    p.line([(x0 + 3, mid), (x1 - 3, mid)], fill=col, width=1.5)


def draw_face(img: Image.Image, suit: str, rank_index: int) -> None:
    """A face drawn at the design size and made as small as img."""
    w, h = DESIGN_W, DESIGN_H
    big = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    label = RANK_LABELS[rank_index]
    col = RED if suit in ("hearts", "diamonds") else BLACK
    with hires(big) as p:
        p.rect(0.5, 0.5, w - 0.5, h - 0.5, fill=WHITE, outline=(110, 110, 110, 255), width=2, radius=10)
        corner_indices(p, w, h, label, suit, col)
        if label == "A":
            symbol(p, w / 2, h / 2, 72, suit)
        elif label in ("K", "Q", "J"):
            court_figure(p, w, h, label, suit, col)
        else:
            count = int(label)
            left, right, top, bottom = 58, w - 58, 44, h - 44
            for column, row in PIPS[count]:
                x = left + (right - left) * _COLUMNS[column]
                y = top + (bottom - top) * row
                symbol(p, x, y, 32, suit, flip=row > 0.5)
    img.alpha_composite(big.resize(img.size, Image.Resampling.LANCZOS))


for _suit in SUITS:
    for _rank in range(13):
        def _make_face(suit: str, rank_index: int) -> None:
            @sprite(f"{suit}{rank_index}.gif", size=(CARD_W, CARD_H),
                    description=f"{RANK_LABELS[rank_index]} of {suit}, playing card for JCardGame "
                                f"({suit}0..{suit}12 = A, K, Q, J, 10 ... 2)")
            def draw(img: Image.Image, frame: int) -> None:
                draw_face(img, suit, rank_index)
        _make_face(_suit, _rank)


@sprite("cover.gif", size=(CARD_W, CARD_H), description="back of a JCardGame playing card: blue lattice in a "
        "white border")
def draw_cover(img: Image.Image, frame: int) -> None:
    w, h = DESIGN_W, DESIGN_H
    big = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    with hires(big) as p:
        p.rect(0.5, 0.5, w - 0.5, h - 0.5, fill=WHITE, outline=(110, 110, 110, 255), width=2, radius=10)
        p.rect(11, 11, w - 11, h - 11, fill=BLUE, radius=6)
        light = mix(BLUE, WHITE, 0.45)
        step = 16
        for k in range(-30, 40):
            x = 11 + k * step
            p.line([(x, 11), (x + (h - 22), h - 11)], fill=light, width=2.2, joint=None)
            p.line([(x + (h - 22), 11), (x, h - 11)], fill=light, width=2.2, joint=None)
        # the lattice drawn past the blue field is cut back by the white border drawn over it
        p.rect(0.5, 0.5, w - 0.5, 11, fill=WHITE)
        p.rect(0.5, h - 11, w - 0.5, h - 0.5, fill=WHITE)
        p.rect(0.5, 0.5, 11, h - 0.5, fill=WHITE)
        p.rect(w - 11, 0.5, w - 0.5, h - 0.5, fill=WHITE)
        p.rect(0.5, 0.5, w - 0.5, h - 0.5, outline=(110, 110, 110, 255), width=2, radius=10)
        p.rect(11, 11, w - 11, h - 11, outline=WHITE, width=3, radius=6)
        p.ellipse(w / 2 - 34, h / 2 - 46, w / 2 + 34, h / 2 + 46, fill=BLUE, outline=WHITE, width=3)
        symbol(p, w / 2, h / 2, 38, "spades")
    img.alpha_composite(big.resize(img.size, Image.Resampling.LANCZOS))


# ----- tool bar items of the card examples ------------------------------------------------------------
GREY = (212, 208, 200, 255)
FRAME = (90, 90, 90, 255)


def _raised(p: Pen, w: float, h: float, pressed: bool) -> None:
    """A flat grey key with a light and a dark edge (swapped when pressed)."""
    light, dark = (WHITE, FRAME) if not pressed else (FRAME, WHITE)
    p.rect(0, 0, w, h, fill=GREY)
    p.line([(0.5, h - 0.5), (0.5, 0.5), (w - 0.5, 0.5)], fill=light, width=1, joint=None)
    p.line([(w - 0.5, 0.5), (w - 0.5, h - 0.5), (0.5, h - 0.5)], fill=dark, width=1, joint=None)


@sprite("number30.gif", size=(30, 30), frames=20,
        description="ToolBarStack of the digits 0..9 on grey keys: 0..9 plain, 10..19 the same digit selected "
                    "(framed and darker)")
def draw_number30(img: Image.Image, frame: int) -> None:
    digit, selected = frame % 10, frame >= 10
    with hires(img) as p:
        _raised(p, 30, 30, selected)
        if selected:
            p.rect(2, 2, 28, 28, outline=BLACK, width=1.5)
        text(p, 15, 15.5, str(digit), 22, BLACK)


def _stack_card(img: Image.Image, suit: str, rank_index: int, selected: bool) -> None:
    col = RED if suit in ("hearts", "diamonds") else BLACK
    with hires(img) as p:
        p.rect(0, 0, 24, 30, fill=WHITE)
        if selected:
            p.rect(1, 1, 23, 29, outline=BLACK, width=1.5)
        symbol(p, 6, 6, 7, suit)
        symbol(p, 18, 24, 7, suit)
        text(p, 12, 15, RANK_LABELS[rank_index], 11 if len(RANK_LABELS[rank_index]) == 1 else 9, col)


for _suit in SUITS:
    def _make_stack(suit: str) -> None:
        @sprite(f"{suit}.gif", size=(24, 30), frames=26,
                description=f"ToolBarStack of the {suit} ranks A, K, Q ... 2: 0..12 plain, 13..25 selected "
                            "(framed)")
        def draw(img: Image.Image, frame: int) -> None:
            _stack_card(img, suit, frame % 13, frame >= 13)
    _make_stack(_suit)


for _name, _label, _frames in (("cut30.gif", "Cut", 2), ("sort30.gif", "Sort", 3), ("done30.gif", "Done", 3)):
    def _make_key(name: str, label: str, frames: int) -> None:
        @sprite(name, size=(52, 30), frames=frames,
                description=f'grey "{label}" tool bar key: 0 up, 1 pressed' + (", 2 highlighted" if frames == 3
                                                                                 else ""))
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                _raised(p, 52, 30, frame == 1)
                if frame == 2:
                    p.rect(1, 1, 51, 29, fill=mix(GREY, WHITE, 0.5))
                text(p, 26 + (1 if frame == 1 else 0), 15.5 + (1 if frame == 1 else 0), label, 14, BLACK)
    _make_key(_name, _label, _frames)


for _suit in SUITS:
    def _make_item(suit: str) -> None:
        @sprite(f"{suit}_item.png", size=(27, 27), frames=2,
                description=f"{suit} sign on a grey tool bar item: 0 up, 1 pressed (framed)")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                _raised(p, 27, 27, frame == 1)
                if frame == 1:
                    p.rect(2, 2, 25, 25, outline=BLACK, width=1.2)
                symbol(p, 13.5, 13.5, 18, suit)
    _make_item(_suit)


@sprite("ok_item.png", size=(27, 27), frames=2, description='grey "OK" tool bar item: 0 up, 1 pressed')
def draw_ok_item(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        _raised(p, 27, 27, frame == 1)
        text(p, 13.5, 14, "OK", 11, BLACK)


@sprite("text_item.png", size=(56, 27), description='grey tool bar label "Select Suit:"')
def draw_text_item(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0, 0, 56, 27, fill=GREY)
        text(p, 28, 14, "Select Suit:", 9, BLACK)


# ----- the German names of the same cards (Jass / Mau-Mau programs: Suit = enum("KREUZ", "HERZ", "KARO",
# "PIK"), ranks ASS, KOENIG, DAME, BAUER, ZEHN ... SECHS: index 0..8 as the French A, K, Q, J, 10 ... 6)
GERMAN_SUITS = {"kreuz": "clubs", "herz": "hearts", "karo": "diamonds", "pik": "spades"}
GERMAN_SIZE = (CARD_W, CARD_H)

for _german, _french in GERMAN_SUITS.items():
    for _rank in range(9):
        def _make_german(german: str, french: str, rank_index: int) -> None:
            @sprite(f"{german}{rank_index}.gif", size=GERMAN_SIZE,
                    description=f"{RANK_LABELS[rank_index]} of {french} under its German name ({german}0..{german}8 "
                                "= Ass, Koenig, Dame, Bauer, 10 ... 6), for JCardGame")
            def draw(img: Image.Image, frame: int) -> None:
                draw_face(img, french, rank_index)
        _make_german(_german, _french, _rank)


# ----- what the published card examples load besides the deck --------------------------------------------
for _name, _label, _frames in (("cutBtn.gif", "Cut", 3), ("sortBtn.gif", "Sort", 2)):
    def _make_button(name: str, label: str, frames: int) -> None:
        @sprite(name, size=(52, 30), frames=frames,
                description=f'grey "{label}" tool bar button: 0 up, 1 pressed' + (", 2 highlighted" if frames == 3
                                                                                   else ""))
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                _raised(p, 52, 30, frame == 1)
                if frame == 2:
                    p.rect(1, 1, 51, 29, fill=mix(GREY, WHITE, 0.5))
                text(p, 26 + (1 if frame == 1 else 0), 15.5 + (1 if frame == 1 else 0), label, 14, BLACK)
    _make_button(_name, _label, _frames)


@sprite("ok30.gif", size=(30, 30), frames=2, description='grey "OK" tool bar button: 0 up, 1 pressed')
def draw_ok30(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        _raised(p, 30, 30, frame == 1)
        text(p, 15 + frame, 15.5 + frame, "OK", 12, BLACK)


for _suit in SUITS:
    def _make_big(suit: str) -> None:
        @sprite(f"big{suit[:-1]}.gif", size=(60, 60), description=f"big {suit[:-1]} sign (the trump of a card game)")
        def draw(img: Image.Image, frame: int) -> None:
            with hires(img) as p:
                p.circle(30, 30, 29, fill=WHITE, outline=(110, 110, 110, 255), width=1.5)
                symbol(p, 30, 31, 40, suit)
    _make_big(_suit)


@sprite("reshuffle.gif", size=(180, 34), description='"Reshuffling..." on a white label (a card game mixing the '
        "pile into the talon)")
def draw_reshuffle(img: Image.Image, frame: int) -> None:
    with hires(img) as p:
        p.rect(0.5, 0.5, 179.5, 33.5, fill=WHITE, outline=FRAME, width=1, radius=6)
        text(p, 90, 17, "Reshuffling...", 20, BLUE)
