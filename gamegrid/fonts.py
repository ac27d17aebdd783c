"""The fonts every text of ours is drawn with, shipped in gamegrid/_fonts/ so the picture is the same everywhere.

Java's logical fonts are SansSerif, Serif and Monospaced (Dialog and DialogInput are SansSerif and
Monospaced); JGameGrid's programs name them, or a physical font that Java maps onto them when the machine
lacks it. They are drawn with subsets of DejaVu Sans, DejaVu Serif and DejaVu Sans Mono in four styles
(tools/subset_fonts.py made them; the licence is gamegrid/_fonts/LICENSE-DejaVu.txt). Fonts are never
looked up on the machine: Windows and macOS have no DejaVu, and a font found by name on one machine and
not on the next would change the sizes and the pixels of every status bar and TextActor.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from .i18n import tr

FONT_DIR = Path(__file__).resolve().parent / "_fonts"
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

_CACHE: dict[tuple[str, int, float, bool], Any] = {}


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


def truetype(name: str, style: int, size: float, basic_layout: bool = False) -> Any:
    """A Pillow font (cached) drawing `name` in `style` at `size` pixels from the shipped files.

    `basic_layout` asks for Pillow's own layout (whole-pixel hinted advances, the kerning table), which the
    bars use: it is how their pyglet labels looked. Otherwise Pillow lays text out with libraqm when it
    has it, as JGameGrid's widths want (TextActor("Hello") is 62 pixels wide); docs/decisions.md,
    "Fonts that travel", says where that library is missing and what changes then.
    """
    key = (family(name), int(style) & 3, float(size), basic_layout)
    cached = _CACHE.get(key)
    if cached is None:
        from PIL import ImageFont
        path = font_file(name, style)
        layout = ImageFont.Layout.BASIC if basic_layout else None
        try:
            # a path, never a bare file name: Pillow then searches no system font folder
            cached = ImageFont.truetype(str(path), size, layout_engine=layout)
        except OSError as error:    # the package is broken: say which file, not "cannot open resource"
            raise OSError(tr("gamegrid's font {path} cannot be read ({error}): install gamegrid again.",
                             path=path, error=error)) from error
        _CACHE[key] = cached
    return cached


def shipped_files() -> list[Path]:
    """Every font file that ships with gamegrid (for `gamegrid doctor` and the tests)."""
    return sorted(FONT_DIR.glob("*.ttf"))
