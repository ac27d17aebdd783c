"""The window of `gamegrid present` (gamegrid/teacher/present/session.py drives it): it shows a picture of
the code view and reports the presenter's keys. The lesson logic, the runner process and the picture itself
live in gamegrid/teacher/present; here is only what needs pyglet."""
from __future__ import annotations

import sys
from typing import Any, Callable

from . import room, workarea, x11
from .window import _import_pyglet
from .zoom import fit_zoom, zoomed_size

# Right/PageDown and Left/PageUp, as a presenter's clicker sends them; Space and Backspace as in slide shows
NEXT_KEYS = ("RIGHT", "PAGEDOWN", "SPACE", "N")
PREVIOUS_KEYS = ("LEFT", "PAGEUP", "BACKSPACE", "P")
SCROLL_KEYS = {"DOWN": 1, "UP": -1}
TICK_S = 0.1
MIN_SIZE = (320, 240)   # until open() gives the window its size
RIGHT_MARGIN, TOP_MARGIN = 8, 40   # from the work area's right edge and top


class PresenterWindow:
    """One pyglet window: `picture(width, height)` gives the PIL picture to show; `on_command(name)` gets
    "next", "previous", "scroll+1"/"scroll-1", "restart", and "close" (the close button or Escape)."""

    def __init__(self, title: str, picture: Callable[[int, int], Any], on_command: Callable[[str], None],
                 on_tick: Callable[[], None]) -> None:
        self._pyglet = pyglet = _import_pyglet(headless=False)
        self._picture = picture
        self._on_command = on_command
        self._on_tick = on_tick
        self._image: Any = None
        self.window = pyglet.window.Window(*MIN_SIZE, title, resizable=True, visible=False)
        workarea.request_frame(self.window)   # the frame counts when the window's size is chosen (open)
        self.window.push_handlers(on_draw=self._draw, on_key_press=self._key, on_close=self._close,
                                  on_resize=self._resized, on_mouse_scroll=self._scrolled)

    def open(self, base_size: tuple[int, int], zoom: float) -> float:
        """Size the window `base_size` times `zoom`, or the largest zoom step below it at which it fits in the
        screen's work area with its frame (a one-line note then), and place it at the right edge of the
        screen: the step's own window opens in the middle, so both stay visible. Returns the zoom the window
        has; call show() once the picture can be drawn at that zoom."""
        area, frame = workarea.work_area(self.window), workarea.frame(self.window)
        fitted = zoom if area is None else fit_zoom(base_size, zoom, room.room(area, frame))
        if area is not None and fitted < zoom - 1e-9:
            outer = room.outer_size(zoomed_size(base_size, zoom), frame)
            print(room.reduced_zoom_note(zoom, fitted, outer, area), file=sys.stderr, flush=True)
        size = zoomed_size(base_size, fitted)
        self.window.set_size(*size)
        if area is not None:   # no screen information (some Wayland set-ups): where the system puts it
            right = area.x + area.width - frame.right - size[0] - RIGHT_MARGIN
            place = room.kept_inside(area, frame, size, (right, area.y + frame.top + TOP_MARGIN))
            asked = workarea.place_before_showing(self.window, place, frame)
            x11.ask_for_position(self.window, *asked)   # a window manager keeps it (view/x11.py)
            self.window.set_location(*asked)
        self._pyglet.clock.schedule_interval(self._tick, TICK_S)
        return fitted

    def show(self) -> None:
        self.refresh()
        self.window.set_visible(True)

    def take_focus_later(self, delay_s: float) -> None:
        """Take the keyboard focus back from the step's window once it has opened, so that the clicker's keys
        (sent to the window that has the focus) reach the presenter."""
        self._pyglet.clock.schedule_once(lambda dt: self.window.activate(), delay_s)

    def set_title(self, title: str) -> None:
        self.window.set_caption(title)

    def refresh(self) -> None:
        """Draw the picture again (after a step change, an error, a scroll)."""
        width, height = self.window.get_framebuffer_size()
        picture = self._picture(width, height).convert("RGBA")
        self._image = self._pyglet.image.ImageData(picture.width, picture.height, "RGBA",
                                                   picture.tobytes(), pitch=-picture.width * 4)

    def run(self) -> None:
        self._pyglet.app.run()

    def close(self) -> None:
        self._pyglet.clock.unschedule(self._tick)
        self.window.close()
        self._pyglet.app.exit()

    # pyglet's handlers
    def _draw(self) -> None:
        self.window.clear()
        if self._image is not None:
            self._image.blit(0, 0, width=self.window.width, height=self.window.height)

    def _key(self, symbol: int, modifiers: int) -> bool:
        name = self._pyglet.window.key.symbol_string(symbol)
        if name in NEXT_KEYS:
            self._on_command("next")
        elif name in PREVIOUS_KEYS:
            self._on_command("previous")
        elif name in SCROLL_KEYS:
            self._on_command(f"scroll{SCROLL_KEYS[name]:+d}")
        elif name in ("R", "F5"):
            self._on_command("restart")
        elif name == "ESCAPE":
            self._on_command("close")
        return True   # Escape does not close pyglet's window by itself: the presenter ends its runner first

    def _close(self) -> bool:
        self._on_command("close")
        return True

    def _resized(self, width: int, height: int) -> None:
        self.refresh()

    def _scrolled(self, x: int, y: int, dx: float, dy: float) -> None:
        if dy:
            self._on_command(f"scroll{-3 if dy > 0 else 3:+d}")

    def _tick(self, dt: float) -> None:
        self._on_tick()
