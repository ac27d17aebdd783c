"""The presenter's code view as a picture (Pillow, the shipped DejaVu Sans Mono): line numbers, the
highlighted code, the lines changed since the previous step on a yellow ground, and a failing step's error
under the line it points at. The window (gamegrid/view/presenter.py) only shows this picture, so the view
stays free of lesson logic and the picture can be saved for the docs."""
from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from ...base.fonts import font_file
from .codeview import Span, StepError

BASE_FONT_PX = 16          # at zoom 1; the presenter's zoom multiplies it
GROUND = (255, 255, 255)
MARKED = (255, 243, 160)   # the same yellow as the handout's marked lines
NUMBERS = (150, 150, 150)
ERROR_GROUND = (253, 226, 226)
ERROR_TEXT = (170, 0, 0)


def _font(px: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_file("Monospaced", 1 if bold else 0)), px)


def line_height(zoom: float) -> int:
    return round(BASE_FONT_PX * zoom * 1.35)


def first_line_to_show(marked: set[int], error: StepError | None, rows: int) -> int:
    """Scroll so that the error's line, else the first changed line, is in view (a few lines above it)."""
    target = error.line if error and error.line else (min(marked) if marked else 1)
    return max(1, target - max(2, rows // 4))


def render(lines: list[list[Span]], marked: set[int], error: StepError | None, size: tuple[int, int],
           zoom: float = 1.0, top: int = 1, header: str = "") -> Image.Image:
    """The code view, `size` pixels, showing the lines from `top` (counted from 1)."""
    width, height = size
    px = max(8, round(BASE_FONT_PX * zoom))
    plain, bold = _font(px), _font(px, True)
    step_y = line_height(zoom)
    image = Image.new("RGB", (max(1, width), max(1, height)), GROUND)
    draw = ImageDraw.Draw(image)
    y = 4
    if header:
        draw.rectangle((0, 0, width, step_y + 8), fill=(235, 235, 235))
        draw.text((8, y), header, fill=(60, 60, 60), font=bold)
        y += step_y + 8
    gutter = round(px * 0.6 * (len(str(len(lines))) + 1)) + 8
    error_rows = error.message.splitlines() if error else []
    number = top
    while y < height and number <= len(lines):
        if number in marked:
            draw.rectangle((0, y - 1, width, y + step_y - 2), fill=MARKED)
        if error and error.line == number:
            draw.rectangle((0, y - 1, width, y + step_y - 2), fill=ERROR_GROUND)
        draw.text((gutter - 8, y), str(number), fill=NUMBERS, font=plain, anchor="ra")
        x = gutter + 4
        for text, colour, is_bold in lines[number - 1]:
            font = bold if is_bold else plain
            draw.text((x, y), text, fill=colour, font=font)
            x += font.getlength(text)
        y += step_y
        if error and error.line == number:
            y = _error_box(draw, error_rows, gutter, y, width, step_y, plain)
        number += 1
    if error and not error.line:
        # not at a line of the step (an error in a helper module or at start-up): at the bottom
        box = step_y * (len(error_rows) + 1)
        draw.rectangle((0, height - box, width, height), fill=ERROR_GROUND)
        _error_box(draw, error_rows, 8, height - box + step_y // 2, width, step_y, plain)
    return image


def _error_box(draw: ImageDraw.ImageDraw, rows: list[str], x: int, y: int, width: int, step_y: int,
               font: ImageFont.FreeTypeFont) -> int:
    draw.rectangle((0, y - 1, width, y + step_y * len(rows) + 2), fill=ERROR_GROUND)
    for row in rows:
        draw.text((x + 4, y), row, fill=ERROR_TEXT, font=font)
        y += step_y
    return y + 4
