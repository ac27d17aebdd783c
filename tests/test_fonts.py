"""Fonts that travel: every text is drawn with the fonts in gamegrid/_fonts/, never with the machine's.

A machine without DejaVu (Windows, macOS) is simulated in a subprocess in which Pillow cannot open any
font file outside gamegrid/_fonts/ and finds no system font folder; the picture of a scene with a
status bar, TextActors in every family and style, drawString on the background, GGBitmap text and a
button must be the very same as on this machine, which has DejaVu installed.
"""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from gamegrid.base import fonts
from gamegrid.java.awt import Font

REPO = Path(__file__).resolve().parent.parent

SCENE = textwrap.dedent('''
    from gamegrid import *
    from java.awt import Font
    gg = GameGrid(12, 8, 40, None, False)
    gg.addStatusBar(24)
    gg.setStatusText("Score: 12 - Tür Größe AVAWAY pi=π")
    y = 0
    for name in ("SansSerif", "Serif", "Monospaced", "Arial", "Courier New"):
        for style in (Font.PLAIN, Font.BOLD, Font.ITALIC, Font.BOLD | Font.ITALIC):
            gg.addActor(TextActor("Wolf %s %d" % (name, style), Color.black, Color.yellow,
                                  Font(name, style, 13)), Location(style * 3, y))
        y += 1
    bg = gg.getBg()
    bg.setFont(Font("Serif", Font.BOLD, 20))
    bg.setPaintColor(Color.red)
    bg.drawText("Game over!", Point(30, 300))
    bm = GGBitmap(200, 40)
    bm.setFont(Font("Monospaced", Font.ITALIC, 16))
    bm.setPaintColor(Color.blue)
    bm.drawText("GGBitmap 0123", Point(4, 30))
    gg.addActor(Actor(bm.getBufferedImage()), Location(3, 6))
    gg.show()
''')

# Run inside the child: Pillow opens no font file but ours (Windows and macOS have no DejaVu; a bare
# name such as "DejaVuSans.ttf" would be searched for in the system's folders and fail there), and has
# no libraqm (Pillow finds it only where the FriBiDi library is installed).
HIDE_SYSTEM_FONTS = textwrap.dedent('''
    import sys
    from pathlib import Path
    from PIL import ImageFont
    ImageFont.core.HAVE_RAQM = False   # as on Windows and macOS without FriBiDi: Pillow's basic layout only
    import gamegrid.base.fonts
    ours = gamegrid.base.fonts.FONT_DIR.resolve()
    real = ImageFont.truetype
    opened = []
    def only_ours(font=None, *args, **kwargs):
        path = Path(str(font)).resolve() if font is not None else None
        if path is None or ours not in path.parents:
            raise OSError("cannot open resource (system fonts hidden): %r" % (font,))
        opened.append(path.name)
        return real(font, *args, **kwargs)
    ImageFont.truetype = only_ours
    from gamegrid.testing import run_script
    result = run_script(sys.argv[1], screenshot=sys.argv[2], seconds=0.2)
    assert result.exit_code == 0, result.output
    print(sorted(set(opened)))
''')


def _shoot(tmp_path: Path, name: str, hidden: bool) -> tuple[Image.Image, str]:
    script = tmp_path / "scene.py"
    script.write_text(SCENE, encoding="utf-8")
    shot = tmp_path / f"{name}.png"
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    if hidden:
        empty = tmp_path / "no-fonts"
        empty.mkdir(exist_ok=True)
        # the folders Pillow's name search reads on Linux (and that fontconfig would read)
        env.update(XDG_DATA_DIRS=str(empty), XDG_DATA_HOME=str(empty), FONTCONFIG_FILE=os.devnull)
        code = HIDE_SYSTEM_FONTS
    else:
        code = ("import sys\nfrom gamegrid.testing import run_script\n"
                "r = run_script(sys.argv[1], screenshot=sys.argv[2], seconds=0.2)\n"
                "assert r.exit_code == 0, r.output\n")
    done = subprocess.run([sys.executable, "-c", code, str(script), str(shot)], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return Image.open(shot).convert("RGB"), done.stdout


def test_text_picture_is_the_same_without_the_systems_fonts(tmp_path):
    with_system, _ = _shoot(tmp_path, "with", hidden=False)
    without, opened = _shoot(tmp_path, "without", hidden=True)
    assert with_system.size == without.size
    assert ImageChops.difference(with_system, without).getbbox() is None
    # all three families in all four styles were drawn from our files
    for family in ("DejaVuSans", "DejaVuSerif", "DejaVuSansMono"):
        assert f"'{family}.ttf'" in opened and f"'{family}-Bold.ttf'" in opened, opened
    assert "'DejaVuSerif-BoldItalic.ttf'" in opened and "'DejaVuSansMono-Oblique.ttf'" in opened, opened
    # the scene has text at all: its status bar is not one flat colour
    bar = with_system.crop((0, with_system.height - 20, with_system.width, with_system.height))
    assert len(bar.getcolors(1 << 16) or []) > 4


def test_shipped_fonts_draw_the_same_pixels_as_the_full_dejavu_fonts():
    """The subsets keep the full fonts' hinting: where a system DejaVu exists, the pixels are its pixels."""
    system = Path("/usr/share/fonts/truetype/dejavu")
    if not (system / "DejaVuSans.ttf").exists():
        pytest.skip("no system DejaVu to compare with")
    from PIL import ImageDraw, ImageFont
    text = "Hello World! Tür Größe AVAWAY πΣω →↑ ♥♠ ✓ € 0123456789"

    def picture(font: ImageFont.FreeTypeFont) -> Image.Image:
        image = Image.new("L", (900, 80))
        ImageDraw.Draw(image).text((2, 55), text, font=font, fill=255, anchor="ls")
        return image

    for path in fonts.shipped_files():
        for size in (10, 13.333333333333334, 24, 40):
            ours = ImageFont.truetype(str(path), size)
            full = ImageFont.truetype(str(system / path.name), size)
            assert ImageChops.difference(picture(ours), picture(full)).getbbox() is None, (path.name, size)


def test_java_names_and_styles_choose_the_family_and_file():
    assert fonts.font_file("SansSerif", Font.PLAIN).name == "DejaVuSans.ttf"
    assert fonts.font_file("Dialog", Font.BOLD).name == "DejaVuSans-Bold.ttf"
    assert fonts.font_file("Serif", Font.ITALIC).name == "DejaVuSerif-Italic.ttf"
    assert fonts.font_file("TimesRoman", Font.BOLD | Font.ITALIC).name == "DejaVuSerif-BoldItalic.ttf"
    assert fonts.font_file("Monospaced", Font.ITALIC).name == "DejaVuSansMono-Oblique.ttf"
    assert fonts.font_file("Courier New", Font.BOLD).name == "DejaVuSansMono-Bold.ttf"
    # a name Java does not know is drawn with Dialog (SansSerif), as Java does
    assert fonts.font_file("Comic Sans MS", Font.PLAIN).name == "DejaVuSans.ttf"
    for path in fonts.shipped_files():
        assert path.stat().st_size > 50_000
    assert len(fonts.shipped_files()) == 12


def test_styles_and_monospace_are_real():
    plain = fonts.truetype("SansSerif", Font.PLAIN, 20)
    bold = fonts.truetype("SansSerif", Font.BOLD, 20)
    mono = fonts.truetype("Monospaced", Font.PLAIN, 20)
    assert bold.getlength("Wolf") > plain.getlength("Wolf")
    assert mono.getlength("iiii") == mono.getlength("WWWW")
    assert plain.getlength("iiii") < plain.getlength("WWWW")


def test_licence_and_source_ship_with_the_fonts():
    text = fonts.LICENCE_FILE.read_text(encoding="utf-8")
    assert "Bitstream Vera" in text and "Arev" in text and "DejaVu changes are in public domain" in text
    assert "tools/subset_fonts.py" in text


LAYOUT_TEXTS = ("Hello", "AVAWAY To", "Score: 12 - Tür Größe", "Wolf πΣ →↑ ♥♠ ✓ €", "LTAVYwy.,;Te",
                "Game over! You won in 37 moves")


def _raqm():
    from PIL import features
    if not features.check("raqm"):
        pytest.skip("this Pillow has no libraqm to compare with")


def test_our_layout_measures_as_libraqm_does():
    """Widths to the 1/64 pixel, with kerning, at whole and fractional sizes (bars: 10 pt at 96 dpi)."""
    _raqm()
    from PIL import ImageFont
    for path in fonts.shipped_files():
        for size in (9, 12, 13.333333333333334, 14.5, 24, 36):
            basic = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
            raqm = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.RAQM)
            for text in LAYOUT_TEXTS:
                assert fonts.text_length(basic, text) == raqm.getlength(text), (path.name, size, text)
    assert fonts.text_length(fonts.truetype("SansSerif", 0, 12), "Hello") == 30.421875   # 62 / 2, rounded up


def test_our_layout_draws_the_pixels_libraqm_draws():
    _raqm()
    from PIL import ImageDraw, ImageFont
    for path in fonts.shipped_files()[::3]:
        for size in (10, 13.333333333333334, 20):
            basic = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)
            raqm = ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.RAQM)
            for text in LAYOUT_TEXTS:
                for x in (3, 3.5, 10.25):
                    theirs = Image.new("RGBA", (600, 60), (255, 255, 255, 0))
                    ours = theirs.copy()
                    ImageDraw.Draw(theirs).text((x, 45), text, fill=(200, 0, 0, 255), font=raqm, anchor="ls")
                    fonts.draw_text(ImageDraw.Draw(ours), (x, 45), text, (200, 0, 0, 255), basic, "ls")
                    assert ImageChops.difference(theirs, ours).getbbox() is None, (path.name, size, text, x)


def test_anchors_and_control_characters():
    from PIL import ImageDraw
    face = fonts.truetype("SansSerif", 0, 16)
    width = fonts.text_length(face, "Wolf")
    assert fonts.text_length(face, "Wo\nlf") == width   # a newline takes no room (Java draws none)
    pictures = {}
    for anchor, x in (("ls", 100), ("ms", 100 + width / 2), ("rs", 100 + width)):
        picture = Image.new("L", (300, 40))
        fonts.draw_text(ImageDraw.Draw(picture), (x, 30), "Wolf", 255, face, anchor)
        pictures[anchor] = picture
    assert pictures["ls"].getbbox() is not None
    assert ImageChops.difference(pictures["ls"], pictures["ms"]).getbbox() is None
    assert ImageChops.difference(pictures["ls"], pictures["rs"]).getbbox() is None
