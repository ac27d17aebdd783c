"""The game window: draws the model (background, actors, navigation and status bars) with pyglet and
turns pyglet input into Java-style input records for the runtime.

Window layout, top to bottom: playground canvas ((pgWidth+1) x (pgHeight+1)), navigation bar (40 px,
when enabled), status bar (height+1 px, when added). pyglet counts y upwards; Java y = height-1-y.
"""
from __future__ import annotations

import os
import select
import sys
import time
import weakref
from typing import TYPE_CHECKING, Any, Callable, Protocol

from ..model.errors import GameGridError
from ..java.events import InputRecord, Modifiers
from . import graphics, hidpi, offscreen, room, window_state, workarea, x11
from .libraries import one_library_listing
from .zoom import MAX_ZOOM, ZoomTarget, fit_zoom, next_zoom, script_xy, zoomed_size
from ..base.i18n import tr

if TYPE_CHECKING:
    from ..model.grid import GameGrid


class Owner(Protocol):
    """What the view needs from the loop that owns it (gamegrid/runtime/loop.py, Runtime): its settings
    (headless, render, zoom), the queue the view appends input records to, and the frame taps
    it hands every frame drawn to (picture export), with the time on the loop's clock."""

    settings: Any
    queue: list[InputRecord]
    frame_taps: list[Callable[[Callable[[], Any], float], None]]

    def now(self) -> float: ...

STATUS_BG = (238, 238, 238, 255)
DISPLAY_RATE_HZ = 60.0   # presents are capped at this rate (see docs/decisions.md, "Frames")
FALLBACK_WAIT_S = 1.0 / 60.0   # the longest sleep where the window system's event wait is not used


def _import_pyglet(headless: bool, offscreen_method: str = offscreen.EGL) -> Any:
    """pyglet, set up for this run: headless with EGL (offscreen.EGL) or for windows (offscreen.WINDOW also
    for headless runs: their pictures are drawn in a hidden window, view/offscreen.py)."""
    import pyglet
    # No hidden "shadow" window: our window exists before any texture is made, and skipping it saves
    # about a third of a second at start-up.
    pyglet.options["shadow_window"] = False
    if "PYGLET_DEBUG_GL" not in os.environ:
        # pyglet's default checks glGetError after every GL call, from Python: with the two dozen calls
        # of a frame that cost about 0.1 ms a frame, a tenth of a small scene's frame. Our GL calls are
        # tested with the check on (tests/conftest.py sets PYGLET_DEBUG_GL=1); PYGLET_DEBUG_GL=1 turns
        # it on for anyone. (Only takes effect if pyglet.gl is not imported yet, as usual.)
        pyglet.options["debug_gl"] = False
    hidden_window = headless and offscreen_method == offscreen.WINDOW
    if headless and not hidden_window:
        pyglet.options["headless"] = True   # must be set before pyglet.window is imported
    elif hidden_window and not offscreen.screen_reachable_for_hidden_window():
        raise GameGridError(tr("Pictures without a window need EGL (on Linux the package libegl1, Mesa's EGL) or "
                               "a screen for a hidden window (DISPLAY is not set). Install libegl1, or run under "
                               "a screen (xvfb-run gamegrid run ...)."))
    elif not headless and sys.platform.startswith("linux") and not (os.environ.get("DISPLAY")
                                                                    or os.environ.get("WAYLAND_DISPLAY")):
        raise GameGridError(tr("There is no screen to open the game window on (DISPLAY is not set). Run the script "
                               "with `gamegrid run SCRIPT --headless` instead."))
    import pyglet.window  # noqa: F401  (imports the platform window class now)
    if not headless or hidden_window:
        try:
            pyglet.display.get_display()   # the connection the window will use (pyglet keeps it)
        except Exception as exc:   # NoSuchDisplayException: DISPLAY names a screen that cannot be reached
            if "Display" not in type(exc).__name__:
                raise
            raise GameGridError(tr("There is no screen to open the game window on (the display {display} cannot be "
                                   "reached). Run the script with `gamegrid run SCRIPT --headless` instead.",
                                   display=os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or "?")
                                ) from None
    return pyglet


def _modifiers(pyglet: Any, mods: int) -> Modifiers:
    key = pyglet.window.key
    return Modifiers(shift=bool(mods & key.MOD_SHIFT), ctrl=bool(mods & key.MOD_CTRL),
                     alt=bool(mods & key.MOD_ALT), meta=bool(mods & (key.MOD_COMMAND | key.MOD_WINDOWS)))


def _java_button(pyglet: Any, button: int) -> int:
    mouse = pyglet.window.mouse
    return {mouse.LEFT: 1, mouse.MIDDLE: 2, mouse.RIGHT: 3}.get(button, 1)


BESIDE_GAP = 16   # pixels between a new window and ours already on the screen

# Our windows on the screen now: a second window (a GPanel beside a game) opens beside them, not on top.
_on_screen: "weakref.WeakSet[View]" = weakref.WeakSet()


def _beside(shown: "list[View]", frame: room.Frame) -> tuple[int, int] | None:
    """Where a new window's inside goes: right of the rightmost of our windows on the screen, at its top."""
    best: tuple[int, int] | None = None
    right = None
    for view in shown:
        try:
            x, y = view.window.get_location()
        except Exception:
            continue
        edge = x + zoomed_size(view.size, view.zoom)[0] + frame.right
        if right is None or edge > right:
            right, best = edge, (edge + BESIDE_GAP + frame.left, y)
    return best


class View:
    hidden_window = False   # headless without EGL: drawn in a hidden window (set in __init__)

    def __init__(self, grid: "GameGrid", runtime: Owner) -> None:
        self.grid = grid
        self.rt = runtime
        self.headless = runtime.settings.headless
        with one_library_listing():   # pyglet's library look-ups (see view/libraries.py), EGL's too
            # headless without EGL: a hidden window drawing into its own framebuffer (view/offscreen.py)
            self.hidden_window = self.headless and offscreen.method() == offscreen.WINDOW
            self.pyglet = _import_pyglet(self.headless, offscreen.WINDOW if self.hidden_window else offscreen.EGL)
        self.size = grid._window_size()              # the script's own size; the window is zoom times that
        # --zoom, the saved zoom or Ctrl + plus/minus: what was asked for; self.zoom is that, limited to the room
        # the screen has for the window (view/room.py), decided for good when the window is first shown
        self.asked_zoom = 1.0 if self.headless else _initial_zoom(runtime.settings.zoom, self.pyglet)
        self.zoom = 1.0 if self.headless else fit_zoom(self.size, self.asked_zoom, self._screen_size())
        self.noted_zoom: tuple[float, float] | None = None   # (asked, reduced) of the last note printed
        self.shown_once = False
        self.zoom_target: ZoomTarget | None = None
        self.zoom_keys: set[int] = set()             # Ctrl+plus/minus/0 presses taken for the zoom
        self.drawn_version = -1
        self.caption = grid.getTitle()
        self.canvas_press = False                    # a mouse gesture that started on the canvas
        self.needs_redraw = True
        self.every_frame = runtime.settings.render   # benchmarks: no cap at the display rate
        self.next_present = 0.0                      # runtime clock time the next present may happen
        self.presented = 0                           # frames presented so far (tests count them)
        self.unpresented = False                     # a frame drawn and handed to the driver, not yet flipped
        self.presented_at = float("-inf")            # runtime clock time of the last present
        self.placed_at: tuple[int, int] | None = None  # where the window was asked to open, until it is shown
        self.events_quiet = False                    # wait_for_events timed out with nothing arrived
        self._x_wait: tuple[Any, int] | None = None   # wait_for_events: the X display and its connection's fd
        # a driver without OpenGL 3.3: a message for the pupil instead of a traceback (view/graphics.py)
        with one_library_listing(), graphics.explained_context_errors(self.pyglet):
            self._open_window()
        if not self.headless:
            workarea.request_frame(self.window)   # answered while the program sets its game up

    def _open_window(self) -> None:
        """The pyglet window and what draws into it (they belong to its OpenGL context)."""
        pyglet, grid = self.pyglet, self.grid
        width, height = grid._window_size()
        style = pyglet.window.Window.WINDOW_STYLE_BORDERLESS if grid._undecorated else None
        kwargs: dict[str, Any] = {"style": style} if style else {}
        # No vsync: a flip must never block the simulation or a busy loop's repaint (docs/decisions.md,
        # "Loops that never wait"); View.draw_if_changed caps the rate itself.
        self.size = (width, height)
        window_size = zoomed_size(self.size, self.zoom)
        self.window = None
        if not self.headless or self.hidden_window:   # nothing uses a depth buffer: none to keep up
            try:
                config = pyglet.gl.Config(double_buffer=True, depth_size=0, major_version=3, minor_version=3)
                self.window = pyglet.window.Window(*window_size, caption=self.caption, visible=False,
                                                   resizable=False, vsync=False, config=config, **kwargs)
            except pyglet.window.NoSuchConfigException:
                pass
        else:
            config = _headless_config(pyglet)
            if config is not None:
                kwargs["config"] = config
        if self.window is None:
            self.window = pyglet.window.Window(*window_size, caption=self.caption, visible=False,
                                               resizable=False, vsync=False, **kwargs)
        graphics.check_window(pyglet, self.window)
        self.window.push_handlers(self)
        if not self.headless:
            x11.follow_pointer_only(self.window)   # grab crossings are no exits (view/x11.py)
        from .actors import ActorRenderer, FlatPicture
        self.actors = ActorRenderer(pyglet, grid)
        self.background = FlatPicture(pyglet.gl)
        self.bg_version = -1
        from .bars import Bars
        self.bars = Bars(self)
        self.bars_picture = FlatPicture(pyglet.gl)
        self.bars_shown: Any = None

    # ----- window management -----------------------------------------------------------------------------
    def _place_on_screen(self, found: tuple[room.Rect, room.Frame] | None) -> None:
        """Where the window opens: where `gamegrid watch`'s last run left it, else centred in the work area,
        its frame included; in both cases wholly on the screen when it fits."""
        place = window_state.load()
        size = zoomed_size(self.size, self.zoom)
        shown = [view for view in _on_screen if view is not self]
        beside = _beside(shown, found[1]) if shown and found is not None else None
        asked_by_script = self.grid.__dict__.get("_gx_position")
        if asked_by_script is not None:   # setPosition() / gpanel's windowPosition() before the window opened
            wanted = self._inside_at(*asked_by_script, found[1] if found is not None else room.NO_FRAME)
        elif beside is not None and found is not None:
            wanted = room.kept_inside(*found, size, beside)   # a second window of the program: beside the first
        elif isinstance(place.get("x"), int) and isinstance(place.get("y"), int):
            wanted = (place["x"], place["y"])   # where `gamegrid watch`'s last run was
            if found is not None:
                wanted = room.kept_inside(*found, size, wanted)
        elif found is not None:
            wanted = room.centred(*found, size)
        else:   # some platforms do not report a screen; the system places the window
            return
        self.placed_at = wanted
        asked = workarea.place_before_showing(self.window, wanted, found[1] if found is not None else room.NO_FRAME)
        x11.ask_for_position(self.window, *asked)   # a window manager keeps it (view/x11.py)
        self.window.set_location(*asked)

    def _inside_at(self, x: int, y: int, frame: room.Frame) -> tuple[int, int]:
        """Where the inside goes for a position the script asked for: gpanel's windowPosition() places the frame's
        top left corner, as Java's JFrame.setLocation does (the title bar stays on the screen at (0, 0));
        GameGrid.setPosition() the inside's, as getPosition() reports it."""
        if self.grid.__dict__.get("_gx_position_of_frame"):
            return x + frame.left, y + frame.top
        return x, y

    def move_to(self, x: int, y: int) -> None:
        """The script moves its window (setPosition, windowPosition). Not yet on the screen: it opens there
        (_place_on_screen reads the grid's position)."""
        if self.headless or not self.shown_once:
            return
        inside = self._inside_at(x, y, workarea.frame(self.window))
        try:
            self.window.set_location(*inside)
        except Exception:   # some window systems refuse; the grid still remembers the position
            pass

    def _keep_place_after_mapping(self) -> None:
        """Once the window is on the screen: a window manager that framed it took the place asked for as the
        frame's, or ignored it; where the window's inside is not where it was asked to be, move it there
        (pyglet's set_location on a framed window allows for the frame). So `gamegrid watch` reopens each run
        exactly where the last one was, with or without a window manager."""
        wanted, self.placed_at = self.placed_at, None
        if wanted is None:
            return
        try:
            if tuple(self.window.get_location()) != wanted:
                self.window.set_location(*wanted)
        except Exception:   # some window systems refuse; the window stays where the system put it
            pass

    def set_visible(self, visible: bool) -> None:
        if not self.headless:
            if visible and not self.shown_once:   # its size is known now (a status bar added, cells changed)
                self.shown_once = True
                self._place_on_screen(self._fit_to_room())
            self.window.set_visible(visible)
            if visible:
                _on_screen.add(self)
            else:
                _on_screen.discard(self)
            if visible:
                self._keep_place_after_mapping()
                self.needs_redraw = True
                self.next_present = 0.0   # the first picture at once
                self.draw_if_changed(self.rt.now())

    def relayout(self) -> None:
        size = self.grid._window_size()
        if size != self.size:
            self.needs_redraw = True
            if self.headless:   # an offscreen surface cannot be resized: a new one of the new size
                self.close()
                self._open_window()
                return
            self.size = size
            self.window.set_size(*zoomed_size(size, self.zoom))
            self._drop_zoom_target()
            if self.shown_once:   # grown on the screen: a smaller zoom, and moved if its edge is off the screen
                self._keep_on_screen(self._fit_to_room())

    # ----- projector zoom (view/zoom.py) -----------------------------------------------------------------
    def _screen_size(self) -> tuple[int, int] | None:
        try:
            screen = self.pyglet.display.get_display().get_default_screen()
            return screen.width, screen.height
        except Exception:   # some platforms do not report a screen
            return None

    def _room(self) -> tuple[room.Rect, room.Frame] | None:
        """The work area of the window's monitor and the window manager's frame (view/workarea.py)."""
        area = workarea.work_area(self.window)
        return None if area is None else (area, workarea.frame(self.window))

    def _fit_to_room(self) -> tuple[room.Rect, room.Frame] | None:
        """The asked zoom, or the largest step below it at which the window with its frame fits in the work
        area (status and navigation bars are part of the window); a one-line note when it is reduced."""
        found = self._room()
        if found is None:
            return None
        area, frame = found
        zoom = fit_zoom(self.size, self.asked_zoom, room.room(area, frame))
        self._resize_zoom(zoom)
        if zoom < self.asked_zoom - 1e-9 and self.noted_zoom != (self.asked_zoom, zoom):
            self.noted_zoom = (self.asked_zoom, zoom)
            outer = room.outer_size(zoomed_size(self.size, self.asked_zoom), frame)
            print(room.reduced_zoom_note(self.asked_zoom, zoom, outer, area), file=sys.stderr, flush=True)
        return found

    def _keep_on_screen(self, found: tuple[room.Rect, room.Frame] | None) -> None:
        if found is None:
            return
        try:
            where = tuple(self.window.get_location())
            moved = room.kept_inside(*found, zoomed_size(self.size, self.zoom), where)
            if moved != where:
                self.window.set_location(*moved)
        except Exception:   # some window systems refuse; the window stays where it is
            pass

    def _room_size(self) -> tuple[int, int] | None:
        found = self._room()
        return None if found is None else room.room(*found)

    def _resize_zoom(self, zoom: float) -> bool:
        if abs(zoom - self.zoom) < 1e-9:
            return False
        self.zoom = zoom
        self.window.set_size(*zoomed_size(self.size, zoom))
        self._drop_zoom_target()
        self.needs_redraw = True
        return True

    def set_zoom(self, zoom: float) -> None:
        """Show the window `zoom` times as large (at least 1); the script sees no difference."""
        zoom = min(MAX_ZOOM, max(1.0, float(zoom)))
        if self.headless:
            return
        self.asked_zoom = zoom   # what the user chose counts from now on (a later status bar refits to it)
        if self._resize_zoom(zoom):
            window_state.save(zoom=zoom)
            if self.shown_once:
                self._keep_on_screen(self._room())

    def _drop_zoom_target(self) -> None:
        if self.zoom_target is not None:
            self.zoom_target.delete()
            self.zoom_target = None

    def _zoom_key(self, symbol: int, mods: int) -> bool:
        """Ctrl + plus / minus / 0: zoom in, out, back to the script's size. True if it was one."""
        key = self.pyglet.window.key
        if self.headless or not mods & key.MOD_CTRL:
            return False
        if symbol in (key.PLUS, key.EQUAL, key.NUM_ADD):
            wanted = fit_zoom(self.size, next_zoom(self.zoom, 1), self._room_size())   # not larger than the room
            self.set_zoom(max(wanted, self.zoom))
        elif symbol in (key.MINUS, key.NUM_SUBTRACT):
            self.set_zoom(next_zoom(self.zoom, -1))
        elif symbol in (key._0, key.NUM_0):
            self.set_zoom(1.0)
        else:
            return False
        self.zoom_keys.add(symbol)
        return True

    def activate(self) -> None:
        if not self.headless:
            self.window.activate()

    def close(self) -> None:
        _on_screen.discard(self)
        self.unpresented = False   # the window is going: nothing to flip any more
        self._drop_zoom_target()
        try:
            self.window.switch_to()
            self.actors.delete()
            self.background.delete()
            self.bars_picture.delete()
            self.window.close()
        except Exception:
            pass

    def poll_events(self) -> None:
        if not self.headless:
            if self.events_quiet:
                self.events_quiet = False   # the wait saw nothing arrive: nothing to hand out this time
                return
            self.window.dispatch_events()

    def wait_for_events(self, timeout: float | None, wake_fd: int | None) -> None:
        """Sleep until the window system has something for any of our windows, `wake_fd` can be read (another
        thread woke the loop) or `timeout` seconds passed (None: no limit). What arrived is left for the next
        poll_events (and the pumps of other windows) to hand out, so input taps see it as usual.

        On X11 this is what pyglet's own event loop does: select() on the display connection, after
        reading what Xlib already holds. All events are read and routed to their windows' queues, so an
        event for a window that is not ours can never keep the wait from sleeping. Elsewhere it sleeps in
        short steps, as before."""
        x_wait = self._x_wait
        if x_wait is None:   # looked up once: the same display and connection for the window's whole life
            display = getattr(self.window, "display", None)
            fileno = getattr(display, "fileno", None)
            if self.headless or display is None or fileno is None or not hasattr(display, "poll"):
                time.sleep(min(FALLBACK_WAIT_S, timeout) if timeout is not None else FALLBACK_WAIT_S)
                return
            x_wait = self._x_wait = (display, fileno())
        display, connection = x_wait
        if getattr(self.window, "_event_queue", None):
            return   # events pyglet queued itself (a show, a resize): hand them out first
        if display.poll():
            display.select()   # into each pyglet window's event queue; dispatch_events hands them out
            return
        watched = [connection] if wake_fd is None else [connection, wake_fd]
        ready, _, _ = select.select(watched, [], [], None if timeout is None else max(0.0, timeout))
        if not ready:
            self.events_quiet = True   # the time is up and nothing came (the next poll_events skips its look)
        elif connection in ready and display.poll():
            display.select()

    # ----- pyglet event handlers -----------------------------------------------------------------------
    def on_close(self) -> bool:
        self.rt.queue.append(InputRecord("close"))
        return True   # handled: the runtime decides (notifyExit or dispose)

    def on_expose(self) -> None:
        self.needs_redraw = True

    def on_move(self, x: int, y: int) -> None:
        try:
            x, y = self.window.get_location()
        except Exception:
            pass
        window_state.save(x=x, y=y)

    def _java_xy(self, x: float, y: float) -> tuple[int, int]:
        if self.zoom == 1.0:
            return int(x), int(self.size[1] - 1 - y)
        return script_xy(x, y, self.size, self.window.get_size())

    def _in_canvas(self, jx: int, jy: int) -> bool:
        return 0 <= jx < self.grid.getNbHorzPix() and 0 <= jy < self.grid.getNbVertPix()

    def on_mouse_press(self, x: float, y: float, button: int, mods: int) -> bool:
        jx, jy = self._java_xy(x, y)
        if self._in_canvas(jx, jy):
            self.canvas_press = True
            self.rt.queue.append(InputRecord("mouse_press", jx, jy, _java_button(self.pyglet, button),
                                             modifiers=_modifiers(self.pyglet, mods)))
        else:
            self.bars.press(jx, jy)
        return True

    def on_mouse_release(self, x: float, y: float, button: int, mods: int) -> bool:
        jx, jy = self._java_xy(x, y)
        if self.canvas_press:
            self.canvas_press = False
            self.rt.queue.append(InputRecord("mouse_release", jx, jy, _java_button(self.pyglet, button),
                                             modifiers=_modifiers(self.pyglet, mods)))
        else:
            self.bars.release(jx, jy)
        return True

    def on_mouse_drag(self, x: float, y: float, dx: float, dy: float, buttons: int, mods: int) -> bool:
        jx, jy = self._java_xy(x, y)
        if self.canvas_press:
            self.rt.queue.append(InputRecord("mouse_drag", jx, jy, modifiers=_modifiers(self.pyglet, mods)))
        else:
            self.bars.drag(jx, jy)
        return True

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> bool:
        jx, jy = self._java_xy(x, y)
        self.rt.queue.append(InputRecord("mouse_move", jx, jy))
        return True

    def on_mouse_leave(self, x: float, y: float) -> bool:
        jx, jy = self._java_xy(x, y)
        self.rt.queue.append(InputRecord("mouse_exit", jx, jy))
        return True

    def on_mouse_scroll(self, x: float, y: float, scroll_x: float, scroll_y: float) -> bool:
        jx, jy = self._java_xy(x, y)
        self.rt.queue.append(InputRecord("mouse_wheel", jx, jy, wheel=-int(scroll_y)))
        return True

    def on_key_press(self, symbol: int, mods: int) -> bool:
        from ..java.keys import java_key_char, java_key_code
        if self._zoom_key(symbol, mods):
            return True   # the teacher's zoom: not for the script
        self.rt.queue.append(InputRecord("key_press", key=java_key_code(symbol), char=java_key_char(symbol, mods),
                                         modifiers=_modifiers(self.pyglet, mods)))
        return True   # also stops pyglet's default "Escape closes the window"

    def on_key_release(self, symbol: int, mods: int) -> bool:
        from ..java.keys import java_key_char, java_key_code
        if symbol in self.zoom_keys:
            self.zoom_keys.discard(symbol)
            return True
        self.rt.queue.append(InputRecord("key_release", key=java_key_code(symbol),
                                         char=java_key_char(symbol, mods), modifiers=_modifiers(self.pyglet, mods)))
        return True

    # ----- drawing -------------------------------------------------------------------------------------
    def frame_pending(self) -> bool:
        return self.grid._version != self.drawn_version or self.needs_redraw

    def draw_if_changed(self, now: float) -> None:
        """Draw and present a frame if the model changed, at most DISPLAY_RATE_HZ times a second."""
        grid = self.grid
        self.present_pending()
        if self.headless and not (self.every_frame or self.rt.frame_taps):
            return   # headless draws only for --render and picture export
        if not self.headless and not grid._shown:
            return
        if grid._version == self.drawn_version and not self.needs_redraw:
            return
        if not self.every_frame:
            if now < self.next_present:
                return                     # the runtime wakes up for it (GameLoop.next_due)
            period = 1.0 / DISPLAY_RATE_HZ
            # on the schedule of the frames before (so timer jitter does not add up to more frames),
            # unless the loop was busy for longer than a frame
            base = self.next_present if now < self.next_present + period else now
            self.next_present = base + period
        self.render()
        for tap in self.rt.frame_taps:   # picture export (--gif, --frames-dir): before flip() swaps it away
            tap(self.capture, self.rt.now())
        self.presented_at = now
        if self.headless:
            self.window.flip()
            # Offscreen a flip presents nothing, and the driver may leave the frame undrawn until it needs
            # the buffer: finish it, so that --render measures the real drawing (benchmarks, docs/decisions.md)
            self.pyglet.gl.glFinish()
            self.presented += 1
        elif self.presented == 0:
            self.window.flip()   # the first frame at once: the window must not open empty
            self.presented += 1
        else:
            # Flipped later (present_pending: before the loop draws again or sleeps), so that the driver
            # draws this frame while the next simulation cycle runs (docs/decisions.md, "Frames")
            self.pyglet.gl.glFlush()
            self.unpresented = True

    def present_pending(self) -> None:
        """Show the frame draw_if_changed drew last, if it is not on the screen yet."""
        if not self.unpresented:
            return
        self.unpresented = False
        if self.pyglet.gl.current_context is not self.window.context:
            self.window.switch_to()   # a dialog's window drew last
        self.window.flip()
        self.presented += 1

    def render(self) -> None:
        """Draw the whole window into the back buffer."""
        if self.presented == 0:   # the first frame loads pyglet's text and image modules
            with one_library_listing():
                self._render()
        else:
            self._render()

    def _render(self) -> None:
        grid = self.grid
        gl = self.pyglet.gl
        if grid._window_size() != self.size:
            self.relayout()
        if self.pyglet.gl.current_context is not self.window.context:
            self.window.switch_to()   # a dialog's window drew last (making a context current costs ~0.2 ms)
        if grid.getTitle() != self.caption:
            self.caption = grid.getTitle()
            self.window.set_caption(self.caption)
        if self._draws_into_target():
            if self.zoom_target is None:
                self.zoom_target = ZoomTarget(self.pyglet, self.size)
            self.zoom_target.begin(self.window)
        height = self.size[1]
        bg = grid._bg
        canvas_w, canvas_h = grid.getNbHorzPix(), grid.getNbVertPix()
        plain = bg.plain and grid.__dict__.get("_gx_tile_map") is None
        # One clear where the bars picture covers everything under the canvas, else two
        one_clear = plain and canvas_w >= self.size[0]
        gl.glClearColor(*(c / 255 for c in (grid.getBgColor().rgb if one_clear else STATUS_BG[:3])), 1.0)
        gl.glClear(gl.GL_COLOR_BUFFER_BIT)
        scale_x, scale_y = self._framebuffer_scale()
        gl.glEnable(gl.GL_SCISSOR_TEST)
        gl.glScissor(0, int((height - canvas_h) * scale_y), int(canvas_w * scale_x), int(canvas_h * scale_y))
        if plain and not one_clear:
            gl.glClearColor(*(c / 255 for c in grid.getBgColor().rgb), 1.0)   # cheaper than a texture
            gl.glClear(gl.GL_COLOR_BUFFER_BIT)
        elif not plain and (bg.version != self.bg_version or not self.background.size[0]):
            self.background.show(bg.view_image(), 0, 0)
            self.bg_version = bg.version
        self.actors.sync()
        bars = self.bars.picture()
        if bars is not self.bars_shown:
            if bars is not None:
                self.bars_picture.show(bars[0], 0, bars[1])
            self.bars_shown = bars
        self.actors.begin(self.size)
        if not plain:
            self.actors.draw_flat(self.background)
        self.actors.draw_actors()
        gl.glDisable(gl.GL_SCISSOR_TEST)
        if bars is not None:
            self.actors.draw_flat(self.bars_picture)
        self.actors.end()
        if self.zoom_target is not None and self.hidden_window:
            self.zoom_target.end(self.window)   # the picture stays in the framebuffer; nothing is shown
        elif self.zoom != 1.0 and self.zoom_target is not None:
            self.zoom_target.show(self.window, self.zoom)
        self.drawn_version = grid._version
        self.needs_redraw = False

    def _draws_into_target(self) -> bool:
        """True when frames are drawn into the framebuffer of the script's size (view/zoom.py): for the
        projector zoom, and always in a hidden window, whose own buffer holds no defined pixels."""
        return self.zoom != 1.0 or self.hidden_window

    def _framebuffer_scale(self) -> tuple[float, float]:
        if self._draws_into_target():
            return 1.0, 1.0   # drawing into the zoom's framebuffer, at the script's size
        try:
            fw, fh = self.window.get_framebuffer_size()
            return fw / self.size[0], fh / self.size[1]
        except Exception:
            return 1.0, 1.0

    # ----- screenshots ------------------------------------------------------------------------------------
    def screenshot(self, path: str) -> None:
        self.present_pending()
        self.render()
        self.capture().save(path)
        if not self.headless:
            self.window.flip()

    def capture(self) -> Any:
        """The frame just rendered, at the script's own size (whatever the zoom), as a Pillow RGB image."""
        import ctypes

        from PIL import Image
        if self.zoom_target is not None and self._draws_into_target():
            return self.zoom_target.read()
        gl = self.pyglet.gl
        width, height = self.window.get_framebuffer_size()
        pixels = (ctypes.c_ubyte * (width * height * 4))()
        gl.glReadBuffer(gl.GL_BACK if self.window.config.double_buffer else gl.GL_FRONT)
        gl.glPixelStorei(gl.GL_PACK_ALIGNMENT, 1)
        gl.glReadPixels(0, 0, width, height, gl.GL_RGBA, gl.GL_UNSIGNED_BYTE, pixels)
        picture = Image.frombuffer("RGBA", (width, height), bytes(pixels), "raw", "RGBA", 0, -1)
        return hidpi.at_script_size(picture.convert("RGB"), self.size)   # a Retina framebuffer is larger


def _headless_config(pyglet: Any) -> Any:
    """An offscreen (EGL) surface with 8 bits per colour channel and alpha. Asked for nothing, EGL offers
    the smallest buffer first, 16-bit colour on Mesa: grey (128,128,128) came out as (132,130,132) in
    screenshots and GIFs. Among the surfaces with at least 8 bits, one with exactly 8 is taken (10-bit ones
    sort first), else the first; None when pyglet offers no choice (then its default)."""
    try:
        template = pyglet.gl.Config(red_size=8, green_size=8, blue_size=8, alpha_size=8, depth_size=0,
                                    major_version=3, minor_version=3)
        screen = pyglet.display.get_display().get_default_screen()
        configs = screen.get_matching_configs(template)
    except Exception:
        return None
    exact = [config for config in configs
             if (config.red_size, config.green_size, config.blue_size, config.alpha_size) == (8, 8, 8, 8)]
    chosen = (exact or configs or [None])[0]
    return chosen


def _initial_zoom(asked: float | None, pyglet: Any = None) -> float:
    """--zoom if given, else the zoom of the last run under `gamegrid watch`, else the screen's scale where
    the system does not enlarge windows itself (a 200 % Windows screen: 2; view/hidpi.py), else 1."""
    if asked is None:
        saved = window_state.load().get("zoom")
        asked = saved if isinstance(saved, (int, float)) else (
            hidpi.dpi_zoom(hidpi.screen_scale(pyglet)) if pyglet is not None else 1.0)
    return min(MAX_ZOOM, max(1.0, float(asked)))

