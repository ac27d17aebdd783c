"""Any number of windows: the windows open beside the loop's own one. Platform-free.

The loop (core.py) drives one window, `loop.grid`, as it always did: gamegrid's module functions, the close's
grace, the run's limits and the top-level keys of --state are about it. A window made while another is open
does not close it (JGameGrid: every GameGrid is a frame of its own; TigerJython: a GPanel plot beside a
GameGrid simulation). The older window moves beside the loop's window as an OtherWindow, which every turn of
the loop pumps: its own input queue and InputRouter (its callbacks, its close button), its own simulation
cycle on its own period, its own frames. A GPanel made while a GameGrid is open goes beside it at once, so
that gamegrid's functions keep addressing the game (docs/decisions.md, "Two windows").

Closing one window disposes only that window (isDisposed() of its module turns True); the program ends as
before when the last open window is closed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .input import InputRouter
from .settings import INPUT_SETTLE_S

if TYPE_CHECKING:
    from ..java.events import InputRecord
    from ..model.grid import GameGrid
    from .core import GameLoop


class OtherWindow:
    """One window beside the loop's: the owner its View and its InputRouter report to."""

    def __init__(self, loop: "GameLoop", grid: "GameGrid", view: Any = None, router: InputRouter | None = None,
                 next_cycle_due: float = 0.0, shown_at: float | None = None) -> None:
        self.loop = loop
        self.grid = grid
        self.queue: list[InputRecord] = []
        self.router = router if router is not None else InputRouter(self, grid)   # type: ignore[arg-type]
        self.router.rt = self   # type: ignore[assignment]   (its close button closes this window)
        self.next_cycle_due = next_cycle_due
        self.shown_at = shown_at if shown_at is not None or not grid._shown else loop.clock.now()
        self.view: Any = None
        self.take_view(view)

    # ----- what its View asks of its owner (view/window.py, Owner) ---------------------------------------
    @property
    def settings(self) -> Any:
        return self.loop.settings

    @property
    def frame_taps(self) -> list[Callable[[Callable[[], Any], float], None]]:
        return []   # --gif and --frames-dir record the loop's window only

    def now(self) -> float:
        return self.loop.clock.now()

    # ----- what its InputRouter asks ----------------------------------------------------------------------
    def call_callback(self, function: Callable[..., Any], where: str, *args: Any) -> Any:
        return self.loop.call_callback(function, where, *args)

    def close_requested(self) -> None:
        self.loop.close_requested(self.grid)

    # ----- the window -------------------------------------------------------------------------------------
    def take_view(self, view: Any) -> None:
        self.view = view
        if view is not None:
            view.rt = self   # its input comes into this window's queue

    def ensure_view(self) -> Any:
        if self.view is None and not self.grid._disposed:
            self.take_view(self.loop.platform.make_screen(self.grid))
        return self.view

    def cycling(self) -> bool:
        grid = self.grid
        return grid._running and not grid._disposed and not grid._in_cycle

    def input_open(self, now: float) -> bool:
        return self.shown_at is not None and now >= self.shown_at + INPUT_SETTLE_S - 1e-9

    def turn(self, now: float, polled: bool) -> None:
        """This window's part of the loop's turn: its input, its callbacks, its cycle when due, its frame."""
        loop = self.loop
        view = self.view
        if view is not None:
            view.poll_events()
        if self.queue and (not polled or self.input_open(now)):
            self._dispatch()
        if loop.callback_depth == 0:
            self.router.run_timed_input(now)
        grid = self.grid
        if self.cycling() and now >= self.next_cycle_due - 1e-9 and not loop.limits.cycles_done():
            start = now
            grid.act_cycle()
            period = max(grid._period / 1000.0, 0.001 if loop.settings.headless else 0.0)
            self.next_cycle_due = max(start + period, loop.clock.now())
        view = self.view
        if view is not None and not grid._disposed and (not loop.settings.headless or loop.settings.render):
            view.draw_if_changed(loop.clock.now())

    def _dispatch(self) -> None:
        loop = self.loop
        if loop.callback_depth == 0:
            pending, self.queue = self.queue, []
            for index, record in enumerate(pending):
                if loop.callback_depth:   # a callback is waiting: keep the rest for later
                    self.queue[:0] = pending[index:]
                    break
                self.router.dispatch(record)
        elif any(record.kind == "close" for record in self.queue):
            self.queue = [record for record in self.queue if record.kind != "close"]
            self.close_requested()

    def next_due(self) -> float | None:
        """The loop's clock time this window needs a turn at (None: only on input)."""
        candidates = []
        if self.cycling():
            candidates.append(self.next_cycle_due)
        if self.queue and self.shown_at is not None:
            candidates.append(self.shown_at + INPUT_SETTLE_S)
        if self.router.has_timed_input():
            candidates.append(self.router.next_timed_input_due())
        return min(candidates) if candidates else None

    def close_view(self) -> None:
        view, self.view = self.view, None
        if view is not None:
            view.close()


class Windows:
    """Every window of the run (`made`, in the order made: the numbers of --state's "windows" and of a replay
    event's "window") and the open ones beside the loop's window (`beside`)."""

    def __init__(self, loop: "GameLoop") -> None:
        self.loop = loop
        self.made: list[GameGrid] = []
        self.beside: list[OtherWindow] = []

    def made_beside(self, grid: "GameGrid") -> bool:
        """A new window (GameLoop.attach). An open window of the loop's goes on beside the new one, which takes
        its place; True: the new one is a plot made while a game is open, and goes beside the game itself."""
        loop = self.loop
        old = loop.grid
        self.made.append(grid)
        if old is None or old._disposed:
            return False
        if not getattr(loop.platform, "many_windows", True):   # a page has one canvas: the new window replaces
            old.dispose()
            return False
        if grid._plot_window and not old._plot_window:
            beside = OtherWindow(loop, grid)
            self.add(beside)
            if not loop.settings.headless or loop.settings.render:
                beside.ensure_view()
            return True
        self.add(OtherWindow(loop, old, loop.view, loop.router, loop.next_cycle_due, loop.shown_at))
        loop.view = None
        return False

    def owner_of(self, grid: "GameGrid") -> "GameLoop | OtherWindow | None":
        """Who shows this grid: the loop itself (its window) or the window beside it (None: neither)."""
        if grid is self.loop.grid:
            return self.loop
        return self.other(grid)

    def __bool__(self) -> bool:
        return bool(self.beside)

    def number(self, grid: "GameGrid") -> int:
        """The window's number, 1 for the first window made."""
        return next(i for i, made in enumerate(self.made, 1) if made is grid)

    def other(self, grid: "GameGrid") -> OtherWindow | None:
        return next((window for window in self.beside if window.grid is grid), None)

    def by_number(self, number: int) -> "GameGrid | None":
        return self.made[number - 1] if 1 <= number <= len(self.made) else None

    def add(self, window: OtherWindow) -> None:
        self.beside.append(window)

    def drop(self, grid: "GameGrid") -> OtherWindow | None:
        window = self.other(grid)
        if window is not None:
            self.beside.remove(window)
        return window

    def turn(self, now: float, polled: bool) -> None:
        for window in list(self.beside):
            if not window.grid._disposed:
                window.turn(now, polled)

    def next_due(self) -> float | None:
        due = [t for t in (window.next_due() for window in self.beside) if t is not None]
        return min(due) if due else None

    def open_grid(self) -> "GameGrid | None":
        """A window still open: the loop's own, else the newest beside it (None: every window is closed)."""
        grid = self.loop.grid
        if grid is not None and not grid._disposed:
            return grid
        for window in reversed(self.beside):
            if not window.grid._disposed:
                return window.grid
        return None

    def closed_by(self, grid: "GameGrid") -> bool:
        """After `grid` was closed by its close button: True when that ends the program. It does when no window
        is open any more; with GameGrid.setClosingMode(TerminateOnClose) it does at once and closes every
        window (JGameGrid calls System.exit there). TigerJython's own mode, DisposeOnClose, closes only that
        window."""
        mode = self.loop.closing.mode
        if mode is not None and mode.name == "TerminateOnClose":
            for other in [window.grid for window in self.beside] + [self.loop.grid]:
                if other is not None and not other._disposed:
                    other.dispose()
        return self.open_grid() is None

    def close_all(self) -> None:
        for window in self.beside:
            window.close_view()
