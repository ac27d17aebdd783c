"""Navigation bar (Step, Run/Pause, Reset, speed slider) and status bar, drawn under the canvas as one
picture (the view shows it with the actor shader; see view/actors.py FlatPicture).

No pyglet here: the picture is made through the model's picture interface (model/picture.py), a Pillow
image on the desktop and a canvas picture in the browser, so the page's view (gamegrid/browser/view) draws
the same bars and takes the same clicks on them."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ..base import fonts
from ..model import navigation
from ..model import picture as pic
from ..model.grid import NAV_BAR_HEIGHT

if TYPE_CHECKING:
    from .window import View

BUTTON_W, BUTTON_H = 70, 25
SLIDER_W = 100
PANEL = (238, 238, 238, 255)
BORDER = (122, 138, 153, 255)
TEXT = (0, 0, 0, 255)


class Bars:
    def __init__(self, view: "View") -> None:
        self.view = view
        self.pressed_button: str | None = None
        self.dragging_slider = False
        self._cached_key: Any = None
        self._cached: tuple[Any, int] | None = None

    # ----- geometry (Java coordinates: y down from the window's top) ----------------------------------
    def _nav_top(self) -> int:
        return self.view.grid.getNbVertPix()

    def _buttons(self) -> list[tuple[str, int, int]]:
        top = self._nav_top() + (NAV_BAR_HEIGHT - BUTTON_H) // 2
        return [(name, 10 + i * (BUTTON_W + 8), top) for i, name in enumerate(("step", "run", "reset"))]

    def _slider_box(self) -> tuple[int, int, int]:
        width = self.view.size[0]
        left = width - 10 - 30 - SLIDER_W      # "Fast" label takes ~30 px on the right
        return left, self._nav_top() + NAV_BAR_HEIGHT // 2, SLIDER_W

    # ----- input ------------------------------------------------------------------------------------
    def press(self, jx: int, jy: int) -> None:
        grid = self.view.grid
        if not grid._navigation:
            return
        for name, left, top in self._buttons():
            if left <= jx < left + BUTTON_W and top <= jy < top + BUTTON_H:
                self.pressed_button = name
                self.view.needs_redraw = True   # the button shows it is held (nothing in the model changed)
                return
        left, middle, width = self._slider_box()
        if left - 6 <= jx <= left + width + 6 and abs(jy - middle) <= 10:
            self.dragging_slider = True
            self.drag(jx, jy)

    def release(self, jx: int, jy: int) -> None:
        name, self.pressed_button = self.pressed_button, None
        self.dragging_slider = False
        if name is None:
            return
        self.view.needs_redraw = True
        for button, left, top in self._buttons():
            if button == name and left <= jx < left + BUTTON_W and top <= jy < top + BUTTON_H:
                self.view.rt.queue.append(navigation.NavAction(name))

    def drag(self, jx: int, jy: int) -> None:
        if not self.dragging_slider:
            return
        left, _, width = self._slider_box()
        fraction = min(1.0, max(0.0, (jx - left) / width))
        value = int(round((1.0 - fraction) * navigation.SLIDER_MAX))   # inverted: left = slow
        self.view.rt.queue.append(navigation.NavAction("slide", value))

    # ----- drawing -----------------------------------------------------------------------------------
    def picture(self) -> tuple[Any, int] | None:
        """The bars under the canvas as one picture, and the window row it starts at; None when
        there are no bars. Made anew only when something shown in them changed."""
        grid = self.view.grid
        key = (self.view.size, grid._navigation, grid.isRunning(), grid.getSimulationPeriod(), self.pressed_button,
               grid._status_height, grid._status_visible, grid._status_text, getattr(grid, "_status_color", None))
        if key != self._cached_key:
            self._cached = self._build()
            self._cached_key = key
        return self._cached

    def _build(self) -> tuple[Any, int] | None:
        view = self.view
        grid = view.grid
        width, height = view.size
        top = self._nav_top()
        if height <= top:
            return None
        picture = pic.new((width, height - top), PANEL)
        draw = pic.drawer(picture)
        if grid._navigation:   # the nav bar's rows start at 0 of the picture
            labels = {"step": "Step", "run": "Pause" if grid.isRunning() else "Run", "reset": "Reset"}
            for name, left, btop in self._buttons():
                y = btop - top
                draw.rectangle([left, y, left + BUTTON_W - 1, y + BUTTON_H - 1], fill=BORDER)
                fill = (200, 210, 225, 255) if self.pressed_button == name else (250, 250, 250, 255)
                draw.rectangle([left + 1, y + 1, left + BUTTON_W - 2, y + BUTTON_H - 2], fill=fill)
                _label(draw, labels[name], left + BUTTON_W // 2, y + BUTTON_H - BUTTON_H // 2, 9, TEXT, "center")
            left, middle, slider_w = self._slider_box()
            y = middle - top
            _label(draw, "Slow", left - 6, y, 9, TEXT, "right")
            _label(draw, "Fast", left + slider_w + 6, y, 9, TEXT, "left")
            draw.rectangle([left, y - 2, left + slider_w - 1, y + 1], fill=BORDER)
            value = navigation.slider_for_period(grid.getSimulationPeriod())
            knob_x = left + (1.0 - value / navigation.SLIDER_MAX) * slider_w
            knob_left = math.ceil(knob_x - 4 - 0.5)   # the pixels whose centres the knob covers
            draw.rectangle([knob_left, y - 8, knob_left + 7, y + 7], fill=(90, 110, 140, 255))
        if grid._status_height is not None and grid._status_visible:
            bar_h = grid._status_height + 1
            bar_top = picture.height - bar_h
            draw.rectangle([0, bar_top, width - 1, picture.height - 1], fill=(0, 0, 0, 255))
            draw.rectangle([1, bar_top + 1, width - 2, picture.height - 2], fill=PANEL)
            if grid._status_text:
                color = TEXT
                status_color = getattr(grid, "_status_color", None)
                if status_color is not None and hasattr(status_color, "rgba"):
                    color = status_color.rgba
                _label(draw, grid._status_text, 6, bar_top + bar_h - bar_h // 2, 10, color, "left",
                       wrap_width=max(10, width - 12))
        return picture, top


# Text as the bars always showed it (pyglet labels): DejaVu Sans at 96 dpi, glyphs on whole pixels,
# centred on a row the way pyglet centres a label. Pillow's basic layout draws the same pixels; the
# browser's canvas draws the same font file's glyphs at the same places (the widths from its own tables).
def _font(points: int) -> Any:
    return pic.font("SansSerif", 0, points * 96 / 72)


def _metrics(font: Any) -> tuple[int, int]:
    """(ascent, descent) in whole pixels: Pillow's hinted metrics, or the canvas face's rounded ones."""
    if hasattr(font, "getmetrics"):
        return font.getmetrics()
    return font.ascent, font.descent


def _length(font: Any, text: str) -> float:
    """The width of `text`: Pillow's hinted advances on the desktop, whole-pixel advances elsewhere."""
    if hasattr(font, "getlength"):
        return font.getlength(text)
    return fonts.pixel_positions(font, text)[1]


def _draw_line(draw: Any, xy: tuple[int, int], text: str, color: Any, font: Any) -> None:
    """One line on its baseline: Pillow lays it out itself; a canvas draws each glyph at its whole pixel
    (fonts.pixel_positions), as the desktop's hinted text stands."""
    if hasattr(font, "getlength"):
        draw.text(xy, text, fill=color, font=font, anchor="ls")
        return
    starts, _ = fonts.pixel_positions(font, text)
    for char, start in zip(text, starts):
        if not char.isspace():
            draw.text((xy[0] + start, xy[1]), char, fill=color, font=font, anchor="ls")


def _wrapped(text: str, font: Any, width: int | None) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if width is None:
            lines.append(paragraph)
            continue
        line = ""
        for word in paragraph.split(" "):
            candidate = word if not line else line + " " + word
            if line and _length(font, candidate) >= width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def _label(draw: Any, text: str, x: int, centre_y: int, points: int, color: Any, anchor: str,
           wrap_width: int | None = None) -> None:
    """`text` at x (its left, centre or right edge) with its lines centred on row `centre_y`
    (counted as pyglet counts it: the row above the middle of an even height)."""
    font = _font(points)
    ascent, descent = _metrics(font)
    lines = _wrapped(text, font, wrap_width)
    line_height = ascent + descent
    if len(lines) == 1:
        above = ascent // 2 - (-descent) // 4      # pyglet: one line "looks" centred so
    else:
        above = len(lines) * line_height // 2
    baseline = centre_y - above + ascent
    for line in lines:
        width = int(_length(font, line))
        left = x if anchor == "left" else x - width // 2 if anchor == "center" else x - width
        _draw_line(draw, (left, baseline), line, tuple(color), font)
        baseline += line_height

