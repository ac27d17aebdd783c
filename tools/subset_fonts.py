"""Make the fonts that ship in gamegrid/_fonts/ from the DejaVu fonts (run by hand, not at install time).

Java's logical fonts SansSerif, Serif and Monospaced are drawn with DejaVu Sans, DejaVu Serif and DejaVu
Sans Mono (docs/decisions.md, "Fonts that travel"). The full fonts weigh 7 MB; a pupil writes Latin text
with its accents, Greek letters, arrows, the usual symbols and box drawing, so only those blocks are kept
(with their hinting and kerning, so every kept glyph is drawn with the same pixels as by the full font).
The licence travels inside each font (name ID 13) and beside them as LICENSE-DejaVu.txt.

Needs fontTools (a build-time tool only: `pip install fonttools`):

    python tools/subset_fonts.py [/usr/share/fonts/truetype/dejavu]
"""
from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

OUT = Path(__file__).resolve().parent.parent / "gamegrid" / "_fonts"

FILES = [
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf", "DejaVuSans-BoldOblique.ttf",
    "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf", "DejaVuSerif-BoldItalic.ttf",
    "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf", "DejaVuSansMono-Oblique.ttf",
    "DejaVuSansMono-BoldOblique.ttf",
]

# The Unicode blocks kept (first, last): what classroom programs write in status bars and text actors.
BLOCKS = [
    (0x0020, 0x007E),   # Basic Latin
    (0x00A0, 0x017F),   # Latin-1, Latin Extended-A (the accents of the European languages)
    (0x02C6, 0x02DD),   # the spacing accents
    (0x0391, 0x03C9),   # Greek letters (pi, alpha, omega ...)
    (0x2010, 0x2044),   # dashes, quotes, bullet, ellipsis, per mille
    (0x2070, 0x209F),   # superscripts and subscripts
    (0x20AC, 0x20AC),   # the euro sign
    (0x2122, 0x2122),   # trade mark
    (0x2190, 0x21FF),   # arrows
    (0x2200, 0x22FF),   # mathematical operators
    (0x2500, 0x25FF),   # box drawing, blocks, geometric shapes
    (0x2600, 0x26FF),   # miscellaneous symbols (cards, chess pieces, weather, smileys)
    (0x2700, 0x27BF),   # dingbats (check marks, crosses, stars)
    (0xFFFD, 0xFFFD),   # the replacement character
]


def subset_font(source: Path, target: Path) -> None:
    options = subset.Options()
    options.layout_features = ["*"]      # kerning and the rest, as the full font has them
    options.name_IDs = ["*"]             # the copyright and the licence stay in the font
    options.name_languages = ["*"]
    options.hinting = True               # the same pixels at small sizes as the full font
    options.notdef_outline = True
    options.legacy_kern = True           # the kern table Pillow's basic layout reads (below)
    options.drop_tables += ["FFTM", "MATH"]
    options.glyph_names = False
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[u for first, last in BLOCKS for u in range(first, last + 1)])
    subsetter.subset(font)
    # Saving would recompute the head table's flags and clear "left side bearing at x=0" (a glyph of the
    # full font breaks it already); FreeType's hinting reads that flag, and the full font's values (the
    # bounding box too) stay true for a subset: keep them, and with them the full font's pixels.
    font.recalcBBoxes = False
    font.save(target)


def licence_text(source: Path) -> str:
    font = TTFont(source)
    name = font["name"]
    parts = [name.getDebugName(0), name.getDebugName(5), name.getDebugName(13), name.getDebugName(14)]
    return "\n\n".join(str(p) for p in parts if p) + "\n"


def main(argv: list[str]) -> int:
    source_dir = Path(argv[1]) if len(argv) > 1 else Path("/usr/share/fonts/truetype/dejavu")
    OUT.mkdir(exist_ok=True)
    for name in FILES:
        subset_font(source_dir / name, OUT / name)
        print(f"{name}: {(source_dir / name).stat().st_size} -> {(OUT / name).stat().st_size} bytes")
    header = ("The fonts in this folder are subsets of the DejaVu fonts (https://dejavu-fonts.github.io/),\n"
              "made with tools/subset_fonts.py. Their licence, as the fonts themselves state it:\n\n")
    (OUT / "LICENSE-DejaVu.txt").write_text(header + licence_text(source_dir / FILES[0]), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
