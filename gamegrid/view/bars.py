"""Navigation bar (Step, Run/Pause, Reset, speed slider) and status bar, drawn under the canvas."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model import navigation
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
        self._cached: tuple[Any, list[Any]] | None = None

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
    def draw(self) -> None:
        grid = self.view.grid
        key = (self.view.size, grid._navigation, grid.isRunning(), grid.getSimulationPeriod(), self.pressed_button,
               grid._status_height, grid._status_visible, grid._status_text, getattr(grid, "_status_color", None))
        if key != self._cached_key or self._cached is None:
            self._cached = self._build()
            self._cached_key = key
        self._cached[0].draw()

    def _build(self) -> tuple[Any, list[Any]]:
        view = self.view
        pyglet = view.pyglet
        grid = view.grid
        height = view.size[1]
        batch = pyglet.graphics.Batch()
        keep: list[Any] = []
        shapes, text = pyglet.shapes, pyglet.text
        if grid._navigation:
            top = self._nav_top()
            keep.append(shapes.Rectangle(0, height - top - NAV_BAR_HEIGHT, view.size[0], NAV_BAR_HEIGHT,
                                         color=PANEL, batch=batch))
            labels = {"step": "Step", "run": "Pause" if grid.isRunning() else "Run", "reset": "Reset"}
            for name, left, btop in self._buttons():
                y = height - btop - BUTTON_H
                keep.append(shapes.Rectangle(left, y, BUTTON_W, BUTTON_H, color=BORDER, batch=batch))
                fill = (200, 210, 225, 255) if self.pressed_button == name else (250, 250, 250, 255)
                keep.append(shapes.Rectangle(left + 1, y + 1, BUTTON_W - 2, BUTTON_H - 2, color=fill, batch=batch))
                keep.append(text.Label(labels[name], x=left + BUTTON_W // 2, y=y + BUTTON_H // 2, anchor_x="center",
                                       anchor_y="center", color=TEXT, font_size=9, batch=batch))
            left, middle, width = self._slider_box()
            y = height - middle
            keep.append(text.Label("Slow", x=left - 6, y=y, anchor_x="right", anchor_y="center", color=TEXT,
                                   font_size=9, batch=batch))
            keep.append(text.Label("Fast", x=left + width + 6, y=y, anchor_x="left", anchor_y="center", color=TEXT,
                                   font_size=9, batch=batch))
            keep.append(shapes.Rectangle(left, y - 2, width, 4, color=BORDER, batch=batch))
            value = navigation.slider_for_period(grid.getSimulationPeriod())
            knob_x = left + (1.0 - value / navigation.SLIDER_MAX) * width
            keep.append(shapes.Rectangle(knob_x - 4, y - 8, 8, 16, color=(90, 110, 140, 255), batch=batch))
        if grid._status_height is not None and grid._status_visible:
            bar_h = grid._status_height + 1
            keep.append(shapes.Rectangle(0, 0, view.size[0], bar_h, color=(0, 0, 0, 255), batch=batch))
            keep.append(shapes.Rectangle(1, 1, view.size[0] - 2, bar_h - 2, color=PANEL, batch=batch))
            if grid._status_text:
                color = TEXT
                status_color = getattr(grid, "_status_color", None)
                if status_color is not None and hasattr(status_color, "rgba"):
                    color = status_color.rgba
                keep.append(text.Label(grid._status_text, x=6, y=bar_h // 2, anchor_y="center", color=color,
                                       font_size=10, multiline=True, width=max(10, view.size[0] - 12),
                                       batch=batch))
        return batch, keep
