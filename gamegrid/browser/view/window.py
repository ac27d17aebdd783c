"""The game's canvas in the page: pyglet 3's browser window on `<canvas id="gamegrid-canvas">`.

pyglet 3 gives the canvas its WebGL2 context and turns the page's mouse and key events into pyglet's; this
view turns those into the same input records the desktop's view makes (gamegrid/java/events.py) and draws
with the desktop's renderer on WebGL2 (renderer.py).

The canvas is the desktop's window at zoom 1: the playground (one CSS pixel per pixel of it, top-left at
the canvas's top-left), and under it the navigation bar and the status bar that the desktop draws, made by
the desktop's own view/bars.py (through the model's picture interface, so a canvas picture here) and
clicked as there. The status text also goes to the page element `#gamegrid-status` (out of sight, for
screen readers). The document's title is the window's title. The page presents what was drawn
when the animation frame ends; nothing is flipped here.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ...java.events import InputRecord, Modifiers
from ...view.bars import PANEL as STATUS_BG
from ...view.bars import Bars
from .fixes import apply_fixes

if TYPE_CHECKING:
    from ...model.grid import GameGrid

CANVAS_ID = "gamegrid-canvas"
STATUS_ID = "gamegrid-status"


def import_pyglet() -> Any:
    import pyglet
    pyglet.options.pyodide.canvas_id = CANVAS_ID
    apply_fixes()
    import pyglet.window  # noqa: F401  (the browser's window class)
    return pyglet


class BrowserView:
    def __init__(self, grid: "GameGrid", runtime: Any) -> None:
        self.grid = grid
        self.rt = runtime
        self.pyglet = import_pyglet()
        self.size = self._canvas_size()
        self.drawn_version = -1
        self.needs_redraw = True
        self.presented = 0
        self.presented_at = float("-inf")
        self.next_present = 0.0
        self.canvas_press = False
        self.status_shown: Any = None
        self.caption: str | None = None
        self.window = self.pyglet.window.Window(*self.size, caption=grid.getTitle(), config=_context_config(self.pyglet))
        self.window.push_handlers(self)
        self.scale = float(getattr(self.window, "scale", 1.0) or 1.0)
        # a compositing layer of its own: a new frame of the game repaints nothing else of the page (its
        # shadows, the editor beside it), which a software-composited browser feels (bench/bench_web.py)
        self.window.canvas.style.willChange = "transform"
        self.listeners = _page_listeners(self.window.canvas, self)
        from .renderer import WebGLActorRenderer, WebGLFlatPicture
        context = self.window.context.gl
        self.gl = context
        self.actors = WebGLActorRenderer(context, grid)
        self.background = WebGLFlatPicture(self.actors.webgl)
        self.bg_version = -1
        self.bars = Bars(self)
        self.bars_picture = WebGLFlatPicture(self.actors.webgl)
        self.bars_shown: Any = None
        self.status = _status_element()

    def _canvas_size(self) -> tuple[int, int]:
        """The desktop window's size: the playground, the navigation bar and the status bar."""
        return self.grid._window_size()

    # ----- what the runtime asks of a view ------------------------------------------------------------
    def set_visible(self, visible: bool) -> None:
        self.window.canvas.style.visibility = "visible" if visible else "hidden"
        if visible:
            self.needs_redraw = True

    def relayout(self) -> None:
        size = self._canvas_size()
        if size != self.size:
            self.size = size
            self.window.set_size(*size)
            self.window.adjust_scale(*size)
            self.needs_redraw = True

    def activate(self) -> None:
        self.window.activate()

    def move_to(self, x: int, y: int) -> None:
        """setPosition() of the window: the canvas stays where the page lays it out (getPosition() says
        where that is: the canvas's place in the browser's viewport)."""

    def close(self) -> None:
        try:
            self.actors.delete()
            self.background.delete()
            self.bars_picture.delete()
            for kind, listener in self.listeners:
                self.window.canvas.removeEventListener(kind, listener)
            for listener in {id(listener): listener for _, listener in self.listeners}.values():
                listener.destroy()
            self.window.close()
        except Exception:   # the page is going away
            pass

    def poll_events(self) -> None:
        """pyglet hands the page's events to our handlers as they come: nothing is queued."""

    def wait_for_events(self, timeout: float | None, wake_fd: int | None) -> None:
        """Never called: the page's loop does not sleep (gamegrid/browser/loop.py)."""

    def present_pending(self) -> None:
        """The page presents the frame when the animation frame ends."""

    def frame_pending(self) -> bool:
        return self.grid._version != self.drawn_version or self.needs_redraw

    # ----- input -------------------------------------------------------------------------------------
    def _java_xy(self, x: float, y: float) -> tuple[int, int]:
        """pyglet's browser window gives framebuffer pixels from the bottom; Java counts from the top."""
        return math.floor(x / self.scale), math.floor((self.size[1] * self.scale - y) / self.scale)

    def _modifiers(self, mods: int) -> Modifiers:
        key = self.pyglet.window.key
        return Modifiers(shift=bool(mods & key.MOD_SHIFT), ctrl=bool(mods & key.MOD_CTRL),
                         alt=bool(mods & key.MOD_ALT), meta=bool(mods & (key.MOD_COMMAND | key.MOD_WINDOWS)))

    def _button(self, button: int) -> int:
        mouse = self.pyglet.window.mouse
        return {mouse.LEFT: 1, mouse.MIDDLE: 2, mouse.RIGHT: 3}.get(button, 1)

    def _in_canvas(self, jx: int, jy: int) -> bool:
        return 0 <= jx < self.grid.getNbHorzPix() and 0 <= jy < self.grid.getNbVertPix()

    def on_mouse_press(self, x: float, y: float, button: int, mods: int) -> bool:
        jx, jy = self._java_xy(x, y)
        if self._in_canvas(jx, jy):
            self.canvas_press = True
            self.rt.queue.append(InputRecord("mouse_press", jx, jy, self._button(button),
                                             modifiers=self._modifiers(mods)))
        else:
            self.bars.press(jx, jy)
        return True

    def on_mouse_release(self, x: float, y: float, button: int, mods: int) -> bool:
        jx, jy = self._java_xy(x, y)
        if self.canvas_press:
            self.canvas_press = False
            self.rt.queue.append(InputRecord("mouse_release", jx, jy, self._button(button),
                                             modifiers=self._modifiers(mods)))
        else:
            self.bars.release(jx, jy)
        return True

    def on_mouse_drag(self, x: float, y: float, dx: float, dy: float, buttons: int, mods: int) -> bool:
        jx, jy = self._java_xy(x, y)
        if self.canvas_press:
            self.rt.queue.append(InputRecord("mouse_drag", jx, jy, modifiers=self._modifiers(mods)))
        else:
            self.bars.drag(jx, jy)
        return True

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> bool:
        jx, jy = self._java_xy(x, y)
        self.rt.queue.append(InputRecord("mouse_move", jx, jy))
        return True

    def on_mouse_leave(self, x: float, y: float) -> bool:
        # where the mouse left, as the desktop's view reports it; pyglet 3.0.dev11 passes this event's
        # page coordinates (clientX, height - clientY), its other mouse events the canvas's framebuffer ones
        client_y = self.window.height - y
        rect = self.window.canvas.getBoundingClientRect()
        jx, jy = self._java_xy((x - rect.left) * self.scale, (self.size[1] - (client_y - rect.top)) * self.scale)
        self.rt.queue.append(InputRecord("mouse_exit", jx, jy))
        return True

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        # pyglet's browser window passes the page's deltaY (down is positive, in pixels): one notch each
        notches = 1 if scroll_y > 0 else -1 if scroll_y < 0 else 0
        self.rt.queue.append(InputRecord("mouse_wheel", 0, 0, wheel=notches))
        return True

    def on_key_press(self, symbol: int, mods: int) -> bool:
        from ...java.keys import java_key_char, java_key_code
        self.rt.queue.append(InputRecord("key_press", key=java_key_code(symbol), char=java_key_char(symbol, mods),
                                         modifiers=self._modifiers(mods)))
        return True

    def on_key_release(self, symbol: int, mods: int) -> bool:
        from ...java.keys import java_key_char, java_key_code
        self.rt.queue.append(InputRecord("key_release", key=java_key_code(symbol), char=java_key_char(symbol, mods),
                                         modifiers=self._modifiers(mods)))
        return True

    def on_close(self) -> bool:
        return True

    # ----- drawing -----------------------------------------------------------------------------------
    def draw_if_changed(self, now: float) -> None:
        """Draw the frame if the model changed. Called once per animation frame (at the display's rate)."""
        grid = self.grid
        self._show_status()
        if not grid._shown:
            return
        if grid._version == self.drawn_version and not self.needs_redraw:
            return
        self.render()
        self.presented_at = now
        self.presented += 1

    def render(self) -> None:
        """What the desktop's View._render draws at zoom 1, in the same order: the playground (one clear
        or the background, the actors inside its scissor box), then the bars picture under it.

        Everything that makes pictures comes before the first draw call: a text drawn with a font not yet
        loaded waits for the browser (run_sync), the page composites meanwhile and hands back a cleared
        drawing buffer, so a wait between the clear and the last draw would lose what was drawn before it."""
        grid = self.grid
        if self._canvas_size() != self.size:
            self.relayout()
        self._show_title()
        gl, js = self.actors.webgl, self.gl
        bg = grid._bg
        width, height = self.size
        canvas_w, canvas_h = grid.getNbHorzPix(), grid.getNbVertPix()
        scale = self.scale
        plain = bg.plain and grid.__dict__.get("_gx_tile_map") is None
        if not plain and (bg.version != self.bg_version or not self.background.size[0]):
            self.background.show(bg.view_image(), 0, 0)
            self.bg_version = bg.version
        self.actors.sync()
        bars = self.bars.picture()
        if bars is not self.bars_shown:
            if bars is not None:
                self.bars_picture.show(bars[0], 0, bars[1])
            self.bars_shown = bars
        js.viewport(0, 0, round(width * scale), round(height * scale))
        one_clear = plain and canvas_w >= width
        red, green, blue = grid.getBgColor().rgb if one_clear else STATUS_BG[:3]
        js.clearColor(red / 255, green / 255, blue / 255, 1.0)
        js.clear(gl.COLOR_BUFFER_BIT)
        js.enable(gl.SCISSOR_TEST)
        js.scissor(0, round((height - canvas_h) * scale), round(canvas_w * scale), round(canvas_h * scale))
        if plain and not one_clear:
            red, green, blue = grid.getBgColor().rgb
            js.clearColor(red / 255, green / 255, blue / 255, 1.0)
            js.clear(gl.COLOR_BUFFER_BIT)
        self.actors.begin(self.size)
        if not plain:
            self.actors.draw_flat(self.background)
        self.actors.draw_actors()
        js.disable(gl.SCISSOR_TEST)
        if bars is not None:
            self.actors.draw_flat(self.bars_picture)
        self.actors.end()
        self.drawn_version = grid._version
        self.needs_redraw = False

    def _show_title(self) -> None:
        """The window's title is the tab's title, as the desktop's window shows it in its title bar."""
        title = self.grid.getTitle()
        if title != self.caption:
            self.caption = title
            self.window.set_caption(title)

    def _show_status(self) -> None:
        """The status text for screen readers: the bar itself is drawn in the canvas (render)."""
        grid = self.grid
        shown = grid._status_text if grid._status_height and grid._status_visible else ""
        if shown == self.status_shown or self.status is None:
            return
        self.status_shown = shown
        self.status.textContent = shown or ""


# Keys whose default action scrolls the page: the game takes them, as a desktop window does. Tab keeps
# its default (it leaves the canvas: a page must not trap the keyboard).
SCROLL_KEYS = frozenset({"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", " ", "PageUp", "PageDown", "Home",
                         "End"})


def _page_listeners(canvas: Any, view: "BrowserView") -> list[tuple[str, Any]]:
    """What a desktop window does with the mouse and keys and a page does not by itself; returns the
    (event type, listener) pairs added to the canvas, to remove them.

    - A press on the canvas keeps the mouse's events until its release: a drag that leaves the canvas
      goes on moving, and its release outside still ends it (without this the page sent the canvas no
      more events and the dragged actor stayed held).
    - A finger on a touch screen (tablets, Chromebooks) is the mouse with its left button: pyglet 3 knows
      only mouse events, which a browser makes of a tap but not of a drag (a drag scrolled the page).
    - The arrow keys, space, Page Up/Down, Home and End pressed for the game do not scroll the page too
      (pyglet 3 leaves their default action to the browser)."""
    from pyodide.ffi import create_proxy
    left = view.pyglet.window.mouse.LEFT
    canvas.style.touchAction = "none"   # a finger on the canvas is the game's, not the page's panning

    def capture(event: Any) -> None:
        try:
            canvas.setPointerCapture(event.pointerId)
        except Exception:   # the pointer is gone already
            pass

    def finger(event: Any) -> None:
        if event.pointerType != "touch" or not event.isPrimary:
            return
        rect = canvas.getBoundingClientRect()
        x = (event.clientX - rect.left) * view.scale
        y = canvas.height - (event.clientY - rect.top) * view.scale
        kind = event.type
        if kind == "pointerdown":
            event.preventDefault()   # no mouse events made of the tap besides: they would press twice
            canvas.focus()
            view.on_mouse_press(x, y, left, 0)
        elif kind == "pointermove":
            if event.buttons:
                view.on_mouse_drag(x, y, 0, 0, left, 0)
        else:   # pointerup, pointercancel
            view.on_mouse_release(x, y, left, 0)

    def keep_key(event: Any) -> None:
        if event.key in SCROLL_KEYS and not (event.ctrlKey or event.metaKey or event.altKey):
            event.preventDefault()

    finger_listener = create_proxy(finger)
    listeners = [("pointerdown", create_proxy(capture)), ("keydown", create_proxy(keep_key))]
    listeners += [(kind, finger_listener) for kind in ("pointerdown", "pointermove", "pointerup", "pointercancel")]
    for kind, listener in listeners:
        canvas.addEventListener(kind, listener)
    return listeners


def _context_config(pyglet: Any) -> Any:
    """The WebGL2 context the desktop's window has: no multisampling (the renderer fetches exact texels and
    draws no edges to smooth; the browser's default 4x antialiasing would be resolved on every frame, in
    software under SwiftShader), no depth or stencil buffer (nothing uses them), an opaque canvas."""
    try:
        config = pyglet.config.Config()   # the window takes the config of the backend in use (webgl) from it
        config.webgl = pyglet.config.WebGLUserConfig(antialias=False, depth=False, stencil=False, alpha=False)
        return config
    except (AttributeError, TypeError):   # another pyglet 3: its defaults
        return None


def _status_element() -> Any:
    """The status text's element: the page's if it has one, else one made right after the canvas, out of
    sight (the status bar is drawn in the canvas) but there for screen readers. Not a live region: a
    status bar that counts on every cycle would be read out without end."""
    import js
    element = js.document.getElementById(STATUS_ID)
    if not element:   # JavaScript's null
        canvas = js.document.getElementById(CANVAS_ID)
        element = js.document.createElement("div")
        element.id = STATUS_ID
        style = element.style
        style.position = "absolute"
        style.left = "-9999px"
        if canvas and canvas.parentNode:
            canvas.parentNode.insertBefore(element, canvas.nextSibling)
        else:
            js.document.body.appendChild(element)
    return element
