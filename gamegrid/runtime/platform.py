"""The loop's seam: what a platform gives the game loop (gamegrid/runtime/core.py, GameLoop).

The game's rules are platform-free and shared: the clocks (clock.py), when things are due (schedule.py),
the close button's grace (closing.py), the run's limits (limits.py), callbacks, replayed input, the turn of
the loop and the exit status (core.py, exit_status.py). A platform supplies only what differs: its window
(a view), how the loop waits for the next thing due, which thread may run the loop, and how other threads
(or JavaScript callbacks) wake it.

The desktop (runtime/desktop.py, DesktopPlatform: pyglet 2.1, select() on the X connection, the watchdog,
the game lock for the program's threads) is one implementation; the browser's (asyncio and
requestAnimationFrame, no threads, no signals) is another. docs/architecture.md, "The loop's seam", says how
a platform drives the loop; tests/test_loop_core.py drives it with a fake platform, without windows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

if TYPE_CHECKING:
    from ..model.grid import GameGrid


class Screen(Protocol):
    """The window the loop draws into and takes input from (desktop: gamegrid/view/window.py, View). It appends
    InputRecords to the loop's `queue` as input arrives (during poll_events or from its own callbacks)."""

    presented_at: float   # the loop's clock time of the last frame shown

    def poll_events(self) -> None:
        """Hand the window system's input that arrived to the loop's queue (no waiting)."""

    def draw_if_changed(self, now: float) -> None:
        """Draw a frame if the model changed (the platform may hold it back to its display rate)."""

    def frame_pending(self) -> bool:
        """A frame was held back by the display-rate cap; it is due at `next_present`."""

    next_present: float

    def present_pending(self) -> None:
        """Show a held-back frame now (the loop is about to sleep)."""

    def set_visible(self, visible: bool) -> None: ...

    def relayout(self) -> None: ...

    def activate(self) -> None: ...

    def close(self) -> None: ...


class LoopPlatform(Protocol):
    """What GameLoop asks of its platform. All methods are called on the loop's thread unless said otherwise."""

    def make_screen(self, grid: "GameGrid") -> Screen:
        """The window that shows `grid` (the loop calls it once per grid, when it needs one)."""

    def window_opened(self) -> None:
        """A game window was attached (not headless): keep it alive after the script's last line (desktop: an
        exit hook), start watching for code that keeps the loop busy (desktop: the watchdog)."""

    def is_loop_thread(self) -> bool:
        """True on the thread that runs the loop (any thread: called from poll points). A platform without
        threads answers True."""

    def enter_turn(self) -> None:
        """A turn of the loop begins: take what the loop needs to change the game (desktop: the game lock)."""

    def turn_ended(self) -> None:
        """A turn of the loop ended (desktop: the watchdog's clock of when the loop last turned)."""

    def wait(self, now: float, target: float | None) -> None:
        """Let time pass until the loop's clock reaches `target` (None: nothing is due, until woken), ending early
        when input arrives or wake() is called. Windowed, this is where an idle window sleeps. `target <= now`:
        return at once (desktop: after letting a waiting thread have the game for a moment). Headless without
        real_time(), the loop moves its virtual clock itself and does not call this."""

    def pass_time(self, now: float, target: float) -> None:
        """No window to keep alive (before makeGameGrid(), after dispose()): let real time pass towards `target`,
        in a short step (the loop calls again until the target is reached)."""

    def real_time(self) -> bool:
        """Headless: the clock must follow the wall clock now (a live network connection, the program's threads).
        A platform without headless runs answers False."""

    def pace_frames(self) -> bool:
        """Something outside the loop may change the picture without telling it (desktop: a pupil's thread):
        the loop then looks at the display rate's pace while it waits."""

    def wake(self) -> None:
        """From any thread (or a JavaScript callback): end the loop's current or next wait."""

    def drain(self) -> None:
        """The loop is awake and about to look for work: the wake-ups so far are answered."""

    def on_loop(self, work: Callable[[], None]) -> None:
        """Run window work on the loop's thread: now when called there, else at the start of the next turn
        (GameLoop.post)."""

    def wait_off_loop(self, seconds: float, predicate: Callable[[], bool] | None = None) -> None:
        """A blocking call (delay(), getKeyCodeWait()) made on a thread that is not the loop's: real time passes
        until `seconds` or predicate() (desktop: with the game lock let go). Never called without threads."""

    def stop(self) -> None:
        """The script and its window are done: stop watching (desktop: the watchdog)."""

    def run_over(self) -> None:
        """The run is over while the program may go on (desktop: its threads; their next gamegrid call ends
        them): let go of what the loop held (desktop: the game lock)."""

