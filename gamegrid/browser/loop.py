"""The browser's loop: the desktop's Runtime, driven by the page's animation frames instead of a sleeping loop.

On the desktop the pupil's blocking calls run the loop themselves (Runtime.tick: input, callbacks, cycles,
drawing, then a sleep). A page cannot sleep: every animation frame (requestAnimationFrame) runs one turn of
the same Runtime.tick here, without the sleep, and a blocking call of the pupil's (delay(),
getKeyCodeWait(), time.sleep(), the window kept open after the script) suspends the pupil's stack
(jsbridge.wait) until its time is up or the next frame has run. Everything a turn does is the desktop's
code: the input records, the callbacks with their rule that input waits while one runs, the simulation
cycle, the close.

A loop that calls gamegrid but never blocks (`while True: a.move()`) lets the page draw too: every poll
point counts, and after POLL_CALLS calls the loop looks at the clock; a frame later than FRAME_S suspends it
for one frame. A loop that calls nothing of ours cannot be interrupted by a page (the page says so).

No threads, no signals, no watchdog: a program's threads run cooperatively on the same page
(cooperative.py), so there is no game lock to take either.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Callable

from ..runtime.desktop import DesktopPlatform
from ..runtime.errors import ProgramClosed, ScriptStopped
from ..runtime.limits import StopRules
from ..runtime.loop import Runtime
from ..runtime.settings import FRAME_S, Settings
from ..base.i18n import tr
from . import jsbridge

if TYPE_CHECKING:
    from ..model.grid import GameGrid

NO_FRAMES_S = 2.0         # no frame for this long: the page asks the pupil whether to stop the program
BUSY_FRAME_S = 0.25       # a frame's cycle or callback this long lets the page draw at its poll points
POLL_CALLS = 256          # poll points between looks at the clock in a loop that never blocks
CATCH_UP_S = 0.008        # a frame runs further due simulation cycles (periods shorter than a frame) this long


class _NoWatchdog:
    """The page has no threads to nudge the pupil's code with: the poll points do it (see tick)."""

    def start(self) -> None: ...
    def stop(self) -> None: ...
    def rest(self, until: float | None) -> None: ...
    def resume(self) -> None: ...


class _PagePlatform(DesktopPlatform):
    """The page's side of the loop's seam (runtime/platform.py): one real thread, no sleep, no exit hook."""

    many_windows = False   # one canvas: a second window replaces the first (runtime/windows.py)

    def __init__(self, loop: Any) -> None:
        super().__init__(loop)
        self.watchdog = _NoWatchdog()   # type: ignore[assignment]

    def window_opened(self) -> None:
        """The page keeps the game drawing after the script's last line (page.run); no exit hook."""

    def wait(self, now: float, target: float | None) -> None:
        """A frame's turn never sleeps: the next frame comes from the page."""

    def pass_time(self, now: float, target: float) -> None:
        """Time passing without a game window (time.sleep() before makeGameGrid()): the page runs meanwhile."""
        left = target - self.loop.clock.now()
        if left > 0 and jsbridge.can_block():
            self.loop._suspend(left)

    def enter_threaded(self) -> None:
        """The program's threads take turns on the page's one thread (cooperative.py): no game lock."""

    def on_loop(self, work: Callable[[], None]) -> None:
        work()

    def real_time(self) -> bool:
        return False

    def pace_frames(self) -> bool:
        return False

    def run_over(self) -> None:
        pass


class _PageStopRules(StopRules):
    """The page's Stop ends the program as a run's limit does."""

    def reached(self) -> bool:
        return getattr(self.loop, "stopped", False) or super().reached()

    def note(self) -> str:
        if getattr(self.loop, "stopped", False):
            return tr("The program was stopped.")
        return super().note()


class BrowserRuntime(Runtime):
    def __init__(self, on_frame: Callable[[], None] | None = None) -> None:
        super().__init__(Settings(headless=False), _PagePlatform)
        self.limits = _PageStopRules(self)
        self.gate.step = 1.0            # poll points count calls here (see arm_gate)
        self.stopped = False            # the page's Stop (or a new Run): every stack of the program ends
        self.on_frame = on_frame        # the page's hook: called after every frame drawn
        self.frame_driver: jsbridge.FrameDriver | None = None
        self.last_yield = time.perf_counter()
        self.in_frame = False           # a frame's turn of the loop is running (not a pupil's wait)
        self.frame_started = 0.0
        self.arm_gate()

    # ----- the page's frames ----------------------------------------------------------------------------
    def start_frames(self) -> None:
        if self.frame_driver is None:
            self.frame_driver = jsbridge.FrameDriver(self._frame)

    def _frame(self, _timestamp: Any = None) -> None:
        """One animation frame: input, callbacks, the cycles that are due, the picture."""
        if self.stopped or self.in_frame:
            return
        self.in_frame = True
        start = self.frame_started = time.perf_counter()
        try:
            while True:
                Runtime.tick(self, None)
                grid = self.grid
                if grid is None or not grid._running or grid._disposed or grid._in_cycle \
                        or self.next_cycle_due > self.clock.now() or time.perf_counter() - start > CATCH_UP_S:
                    break
        except (ScriptStopped, ProgramClosed, SystemExit):
            self.stop()
        except Exception as exc:   # ours, not the pupil's (theirs are reported where they are called)
            self.report(exc, tr("the page's loop"))
            self.stop()   # once: a frame that fails would fail again sixty times a second
        finally:
            self.in_frame = False
        if self.on_frame is not None and self.view is not None and self.view.presented:
            try:
                self.on_frame()
            except Exception as exc:   # the page's hook: reported once, the game goes on
                self.on_frame = None
                self.report(exc, tr("the page's loop"))

    def stop(self) -> None:
        """End the program: its waiting stacks end at their next turn (ScriptStopped), the drawing stops."""
        self.stopped = True
        self.ended = True
        if self.frame_driver is not None:
            self.frame_driver.stop()
            self.frame_driver = None

    # ----- the pupil's blocking calls and poll points ------------------------------------------------
    def tick(self, wake_at: float | None = None, polled: bool = False) -> None:
        """Called by a blocking call or a poll point of the program (the script, a callback, a thread): the
        frames do the loop's work; this stack waits for its time, or a frame, while the page runs."""
        self.limits.check()
        if self.in_frame and not jsbridge.can_block():
            return   # inside a frame that cannot suspend: the next frame goes on
        if not jsbridge.can_block():
            # called on a stack that cannot suspend (the page called Python synchronously): one turn now;
            # the page cannot draw until this code returns, so after NO_FRAMES_S the pupil is asked
            wall = time.perf_counter()
            if polled and wall - self.last_yield > NO_FRAMES_S:
                late, self.last_yield = wall - self.last_yield, wall
                if jsbridge.ask_to_stop(late):
                    self.stop()
                    self.limits.check()
            self._frame()
            return
        now = self.clock.now()
        if polled and self.in_frame and time.perf_counter() - self.frame_started < BUSY_FRAME_S:
            # a poll point in the frame's own cycle or callback: the frame ends soon and the page draws then;
            # suspending here would draw a half-done cycle (one that runs longer than BUSY_FRAME_S does)
            self.arm_gate()
            return
        if polled:
            wall = time.perf_counter()
            if wall - self.last_yield < FRAME_S:
                self.arm_gate()
                return
            seconds: float | None = 0.0   # a busy loop: one frame, then on
        elif wake_at is None:
            seconds = None
        else:
            seconds = max(0.0, wake_at - now)
        self._suspend(seconds)
        self.arm_gate()

    def _suspend(self, seconds: float | None) -> None:
        was_in_frame, self.in_frame = self.in_frame, False   # the frames go on while this stack waits
        try:
            jsbridge.wait(seconds, until_frame=True)
        finally:
            self.in_frame = was_in_frame
            self.last_yield = time.perf_counter()
        self.limits.check()

    def arm_gate(self) -> None:
        gate = self.gate
        if getattr(self, "stopped", False) or self.closing_pending():
            gate.due = float("-inf")
        else:
            gate.due = gate.t + POLL_CALLS

    def poll_fired(self) -> None:
        if getattr(self, "stopped", False):
            raise ScriptStopped(tr("The program was stopped."))
        super().poll_fired()

    # ----- what the page has instead of a process and a window system --------------------------------
    def ensure_view(self) -> Any:
        if self.view is None and self.grid is not None:
            from .view.window import BrowserView
            self.view = BrowserView(self.grid, self)
            self.start_frames()
        return self.view

    def attach(self, grid: "GameGrid") -> None:
        super().attach(grid)
        self.start_frames()
