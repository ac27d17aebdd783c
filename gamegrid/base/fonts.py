"""The fonts every text of ours is drawn with, shipped in gamegrid/_fonts/ so the picture is the same everywhere.

Java's logical fonts are SansSerif, Serif and Monospaced (Dialog and DialogInput are SansSerif and
Monospaced); JGameGrid's programs name them, or a physical font that Java maps onto them when the machine
lacks it. They are drawn with subsets of DejaVu Sans, DejaVu Serif and DejaVu Sans Mono in four styles
(tools/subset_fonts.py made them; the licence is gamegrid/_fonts/LICENSE-DejaVu.txt). Fonts are never
looked up on the machine: Windows and macOS have no DejaVu, and a font found by name on one machine and
not on the next would change the sizes and the pixels of every status bar and TextActor. The model's
text is also laid out here (positions, draw_text, text_length), so that it does not depend on whether
Pillow has libraqm either.
"""
from __future__ import annotations

import math
import struct
from pathlib import Path
from typing import Any

from .i18n import tr

FONT_DIR = Path(__file__).resolve().parent.parent / "_fonts"
LICENCE_FILE = FONT_DIR / "LICENSE-DejaVu.txt"

SANS, SERIF, MONO = "DejaVuSans", "DejaVuSerif", "DejaVuSansMono"

# Names a program may give (lower case) -> the family drawn. Anything else is SansSerif, as Java draws a
# font name it does not know with Dialog.
_FAMILIES = {
    "serif": SERIF, "timesroman": SERIF, "times": SERIF, "times new roman": SERIF, "georgia": SERIF,
    "dejavu serif": SERIF, "liberation serif": SERIF, "cambria": SERIF, "garamond": SERIF,
    "monospaced": MONO, "dialoginput": MONO, "courier": MONO, "courier new": MONO, "consolas": MONO,
    "lucida console": MONO, "monaco": MONO, "menlo": MONO, "dejavu sans mono": MONO,
    "liberation mono": MONO,
}

# java.awt.Font's style bits (PLAIN 0, BOLD 1, ITALIC 2) -> the file's suffix; DejaVu's sans fonts call
# their slanted style Oblique, the serif font Italic.
_SUFFIXES = {0: "", 1: "-Bold", 2: "-Oblique", 3: "-BoldOblique"}

_CACHE: dict[tuple[str, int, float], Any] = {}


def family(name: str) -> str:
    """The shipped family that draws the font a program names (Java's logical name or a physical one)."""
    return _FAMILIES.get(str(name).strip().lower(), SANS)


def font_file(name: str, style: int = 0) -> Path:
    """The shipped font file for a font name and java.awt.Font style (PLAIN, BOLD, ITALIC, BOLD|ITALIC)."""
    chosen = family(name)
    suffix = _SUFFIXES[int(style) & 3]
    if chosen == SERIF:
        suffix = suffix.replace("Oblique", "Italic")
    return FONT_DIR / f"{chosen}{suffix}.ttf"


def truetype(name: str, style: int, size: float) -> Any:
    """A Pillow font (cached) drawing `name` in `style` at `size` pixels from the shipped files.

    Always with Pillow's basic layout: libraqm is not on every machine, and text is laid out by
    `positions()` below anyway (draw_text, text_length); the bars measure with the font's own getlength
    (hinted whole pixels, as their pyglet labels placed text).
    """
    key = (family(name), int(style) & 3, float(size))
    cached = _CACHE.get(key)
    if cached is None:
        from PIL import ImageFont
        path = font_file(name, style)
        try:
            # a path, never a bare file name: Pillow then searches no system font folder
            cached = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
        except OSError as error:    # the package is broken: say which file, not "cannot open resource"
            raise OSError(tr("gamegrid's font {path} cannot be read ({error}): install gamegrid again.",
                             path=path, error=error)) from error
        _CACHE[key] = cached
    return cached


def shipped_files() -> list[Path]:
    """Every font file that ships with gamegrid (for `gamegrid doctor` and the tests)."""
    return sorted(FONT_DIR.glob("*.ttf"))


# ----- our own layout: the same positions with or without libraqm -----------------------------------------
#
# Pillow lays text out with libraqm where the FriBiDi library is found (most Linux desktops) and with its
# basic layout elsewhere (Windows and macOS as installed), and the two place glyphs differently: the basic
# layout advances by hinted whole pixels (TextActor("Hello") 58 pixels wide instead of JGameGrid's 62).
# So the model's text is laid out here, from the font's own tables, as libraqm does it (unhinted advances
# and the kerning pairs, in 1/64 pixel), and each glyph is drawn by Pillow's basic layout at its place: the
# same picture on every machine, with libraqm's widths (tests/test_fonts.py compares both).

class _Tables:
    """A TrueType file's advances, character map and kerning pairs (the tables Pillow does not expose)."""

    def __init__(self, data: bytes) -> None:
        count = struct.unpack(">H", data[4:6])[0]
        tables = {}
        for i in range(count):
            tag, _checksum, offset, length = struct.unpack(">4sIII", data[12 + 16 * i:28 + 16 * i])
            tables[tag] = offset
        self.units = struct.unpack(">H", data[tables[b"head"] + 18:tables[b"head"] + 20])[0]
        metrics = struct.unpack(">H", data[tables[b"hhea"] + 34:tables[b"hhea"] + 36])[0]
        at = tables[b"hmtx"]
        self.advances = [struct.unpack(">H", data[at + 4 * i:at + 4 * i + 2])[0] for i in range(metrics)]
        self.glyphs = self._cmap(data, tables[b"cmap"])
        self.kerning = self._kern(data, tables[b"kern"]) if b"kern" in tables else {}

    @staticmethod
    def _cmap(data: bytes, at: int) -> dict[int, int]:
        glyphs: dict[int, int] = {}
        for i in range(struct.unpack(">H", data[at + 2:at + 4])[0]):
            platform, encoding, offset = struct.unpack(">HHI", data[at + 4 + 8 * i:at + 12 + 8 * i])
            table = at + offset
            if (platform, encoding) not in ((3, 1), (0, 3)) or struct.unpack(">H", data[table:table + 2])[0] != 4:
                continue
            size = struct.unpack(">H", data[table + 6:table + 8])[0]
            segments = size // 2
            ends = struct.unpack(f">{segments}H", data[table + 14:table + 14 + size])
            starts = struct.unpack(f">{segments}H", data[table + 16 + size:table + 16 + 2 * size])
            deltas = struct.unpack(f">{segments}h", data[table + 16 + 2 * size:table + 16 + 3 * size])
            ranges_at = table + 16 + 3 * size
            ranges = struct.unpack(f">{segments}H", data[ranges_at:ranges_at + size])
            for s in range(segments):
                for code in range(starts[s], min(ends[s], 0xFFFE) + 1):
                    if ranges[s] == 0:
                        glyph = (code + deltas[s]) & 0xFFFF
                    else:
                        where = ranges_at + 2 * s + ranges[s] + 2 * (code - starts[s])
                        glyph = struct.unpack(">H", data[where:where + 2])[0]
                        glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
                    if glyph:
                        glyphs[code] = glyph
            break
        return glyphs

    @staticmethod
    def _kern(data: bytes, at: int) -> dict[tuple[int, int], int]:
        pairs: dict[tuple[int, int], int] = {}
        place = at + 4
        for _ in range(struct.unpack(">H", data[at + 2:at + 4])[0]):
            _version, length, coverage = struct.unpack(">HHH", data[place:place + 6])
            if coverage >> 8 == 0 and coverage & 1:   # format 0, horizontal
                for j in range(struct.unpack(">H", data[place + 6:place + 8])[0]):
                    left, right, value = struct.unpack(">HHh", data[place + 14 + 6 * j:place + 20 + 6 * j])
                    pairs[(left, right)] = value
            place += length
        return pairs


_TABLES: dict[str, _Tables] = {}


def _tables(face: Any) -> _Tables:
    path = str(face.path)
    found = _TABLES.get(path)
    if found is None:
        found = _TABLES[path] = _Tables(Path(path).read_bytes())
    return found


def _fix_mul(a: int, b: int) -> int:
    """FreeType's FT_MulFix: a * b / 65536, rounded half away from zero."""
    sign = -1 if (a < 0) != (b < 0) else 1
    return sign * ((abs(a) * abs(b) + 0x8000) >> 16)


def _fix_div(a: int, b: int) -> int:
    """FreeType's FT_DivFix: a * 65536 / b, rounded."""
    sign = -1 if (a < 0) != (b < 0) else 1
    return sign * ((abs(a) * 65536 + abs(b) // 2) // abs(b))


def positions(face: Any, text: str) -> tuple[list[int], int]:
    """Where each character of `text` starts and the whole width, in 1/64 pixel, with libraqm's arithmetic:
    FreeType's scale for Pillow's size (in 1/64 pixel, truncated), unhinted advances scaled by it, kerning
    pairs scaled as HarfBuzz scales them."""
    tables = _tables(face)
    x_scale = _fix_div(int(face.size * 64), tables.units)
    kern_mult = (((x_scale * tables.units + 0x8000) >> 16) << 16) // tables.units
    last = len(tables.advances) - 1
    starts, pen, previous = [], 0, None
    for char in text:
        glyph = tables.glyphs.get(ord(char), 0)
        if previous is not None:
            pen += (tables.kerning.get((previous, glyph), 0) * kern_mult + 0x8000) >> 16
        starts.append(pen)
        if ord(char) >= 32:   # a control character (a newline) takes no room, as in Java's drawString
            pen += _fix_mul(tables.advances[min(glyph, last)], x_scale)
        previous = glyph
    return starts, pen


def pixel_positions(face: Any, text: str) -> tuple[list[int], int]:
    """Where each character of `text` starts and the whole width, in whole pixels, as FreeType's hinting
    places glyphs for Pillow's basic layout (the navigation and status bars' labels on the desktop): each
    advance rounded to a whole pixel, no kerning. For drawing those labels where there is no FreeType (the
    browser's canvas); off from Pillow by a pixel at a few glyphs, where unhinted advances drift by several
    over a line."""
    tables = _tables(face)
    x_scale = _fix_div(int(face.size * 64), tables.units)
    last = len(tables.advances) - 1
    starts, pen = [], 0
    for char in text:
        starts.append(pen)
        if ord(char) >= 32:
            glyph = tables.glyphs.get(ord(char), 0)
            pen += (_fix_mul(tables.advances[min(glyph, last)], x_scale) + 32) >> 6
    return starts, pen


def text_length(face: Any, text: str) -> float:
    """The width of `text` in pixels (fractional), as libraqm measures it."""
    return positions(face, text)[1] / 64


def draw_text(draw: Any, xy: tuple[float, float], text: str, fill: Any, face: Any, anchor: str = "ls") -> None:
    """Draw `text` with `face` (from truetype()) on an ImageDraw at `xy` under Pillow's `anchor` ("ls",
    "lm", "ms" ...): each glyph at its place from positions(), drawn by Pillow's basic layout."""
    starts, width = positions(face, text)
    x, y = float(xy[0]), float(xy[1])
    horizontal, vertical = (anchor or "la")[0], (anchor or "la")[1:] or "a"
    if horizontal == "m":
        x -= width / 128
    elif horizontal == "r":
        x -= width / 64
    for char, start in zip(text, starts):
        if char.isspace() or ord(char) < 32:
            continue
        draw.text((x + start / 64, y), char, fill=fill, font=face, anchor="l" + vertical)
