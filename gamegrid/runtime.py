"""The one loop: user code on the main thread, the window pumped from every blocking call.

`delay()`, `getKeyCodeWait()` and the end of the script all call `Runtime.tick()` repeatedly: it
takes window and replay input, calls the student's callbacks, runs the simulation cycles that are due
and draws. Headless runs use a virtual clock that jumps to the next thing due, so they are
deterministic and take no real time for delays. Input callbacks are not dispatched while another
callback runs (Java's single event thread behaves the same), but the simulation keeps cycling while a
callback waits in delay().
"""
from __future__ import annotations

import os
from collections import deque
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .errors import ScriptStopped, _is_library_frame, not_initialized, report_user_error
from .events import InputRecord

if TYPE_CHECKING:
    from .grid import GameGrid

NO_KEY = 65535
FRAME_S = 1.0 / 60.0
HEADLESS_BLOCKED_S = 60.0   # virtual seconds a headless run without a time limit may block
BUSY_POLLS = 100            # non-blocking polls in a row after which a poll waits 1 ms (see note_poll)


class KeyState:
    """The one-key buffer of getKeyCode(), plus which keys are held."""

    def __init__(self) -> None:
        self.code = NO_KEY
        self.char = "\uffff"
        self.pending = False
        self.modifiers = 0
        self.pressed: set[int] = set()

    def take_code(self) -> int:
        if not self.pending:
            return NO_KEY
        self.pending = False
        return self.code

    def take_char(self) -> str:
        if not self.pending:
            return "\uffff"
        self.pending = False
        return self.char


class VirtualClock:
    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t

    def wait_until(self, t: float) -> None:
        if t > self.t:
            self.t = t


class RealClock:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    def now(self) -> float:
        return time.perf_counter() - self.start

    def wait_until(self, t: float) -> None:
        remaining = t - self.now()
        if remaining > 0:
            time.sleep(min(remaining, 0.005))


@dataclass
class ReplayItem:
    at_s: float
    record: InputRecord


@dataclass
class Settings:
    headless: bool = False
    limit_s: float | None = None            # stop after this much (virtual, when headless) time
    replay: list[ReplayItem] = field(default_factory=list)
    limit_frames: int | None = None         # stop after this many loop frames (windowed runs)
    limit_cycles: int | None = None         # stop after this many simulation cycles (--cycles)
    render_headless: bool = False           # draw frames headless too (benchmarks)


class Runtime:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings(headless=os.environ.get("GAMEGRID_HEADLESS") == "1")
        self.clock: VirtualClock | RealClock = VirtualClock() if self.settings.headless else RealClock()
        self.grid: GameGrid | None = None
        self.view: Any = None
        self.queue: list[InputRecord] = []
        self.replay = deque(sorted(self.settings.replay, key=lambda item: item.at_s))
        self.last_input_s = self.replay[-1].at_s if self.replay else 0.0
        self.polls = 0   # non-blocking polls since the last tick
        self.callback_depth = 0
        self._last_callback_error: tuple[Any, float] | None = None   # (what, when) last reported
        self.user_errors = 0
        self.frames = 0
        self.cycles_run = 0   # simulation cycles since the start (all grids, doStep included)
        self.next_cycle_due = 0.0
        self.stop_reached = False
        self.script_running = True
        self.exit_hook_installed = False
        self.managed_by_runner = False   # the runner keeps the window alive itself after the script
        self.router = None   # InputRouter, made with the first grid
        self.pumps: list[Callable[[], None]] = []   # other windows kept alive by the loop (entry dialogs)

    # ----- grid and view ------------------------------------------------------------------------------
    def attach(self, grid: "GameGrid") -> None:
        old = self.grid
        if old is not None and not old.isDisposed():
            old.dispose()
        self.grid = grid
        self.queue.clear()
        from .input import InputRouter
        self.router = InputRouter(self, grid)
        if not self.settings.headless:
            self.ensure_view()
            self._install_exit_hook()

    def ensure_view(self) -> Any:
        if self.view is None and self.grid is not None:
            from .view.window import View
            self.view = View(self.grid, self)
        return self.view

    def _install_exit_hook(self) -> None:
        """For `python script.py`: after the last line, keep the window alive until it is closed."""
        if self.exit_hook_installed or self.managed_by_runner:
            return
        from . import afterscript
        afterscript.install(self.run_until_closed_at_exit)
        self.exit_hook_installed = True
        from .errors import format_user_traceback

        def friendly_excepthook(exc_type, exc, tb):  # tracebacks end at the student's line
            sys.stderr.write(format_user_traceback(exc))
        sys.excepthook = friendly_excepthook

    def run_until_closed_at_exit(self) -> None:
        try:
            self.script_running = False
            self.run_until_closed()
        except (KeyboardInterrupt, ScriptStopped):
            pass
        finally:
            self.write_state_from_environment()

    def write_state_from_environment(self) -> None:
        """GAMEGRID_STATE=path writes the state dump when a plain `python script.py` ends (used by tests)."""
        path = os.environ.get("GAMEGRID_STATE")
        if path and self.grid is not None:
            from .statedump import write_state
            write_state(self.grid, path)

    # ----- the loop -----------------------------------------------------------------------------------
    def now(self) -> float:
        return self.clock.now()

    def cycles_done(self) -> bool:
        """--cycles N: N simulation cycles have run; no further cycle may start."""
        cycles = self.settings.limit_cycles
        return cycles is not None and self.cycles_run >= cycles

    def _cycling_to_limit(self) -> bool:
        grid = self.grid
        return (self.settings.limit_cycles is not None and grid is not None and grid._running
                and not grid._disposed)

    def limit_reached(self) -> bool:
        if self.cycles_done():
            return True
        limit = self.settings.limit_s
        if limit is None and self.settings.headless and self.script_running \
                and self.managed_by_runner and not self._cycling_to_limit():
            # `gamegrid run --headless` without --seconds, and the script never ends (a `while not
            # isDisposed()` loop, getKeyCodeWait() without input): stop it this long after the last input.
            limit = self.last_input_s + HEADLESS_BLOCKED_S
        if limit is not None and self.clock.now() >= limit - 1e-9:
            return True
        frames = self.settings.limit_frames
        return frames is not None and self.frames >= frames

    def tick(self, wake_at: float | None = None) -> None:
        """Handle what is due now, then wait until the next thing is due (or wake_at)."""
        self.polls = 0
        now = self.clock.now()
        if self.view is not None:
            self.view.poll_events()
        for pump in list(self.pumps):
            pump()
        while self.replay and self.replay[0].at_s <= now + 1e-9:
            self.queue.append(self.replay.popleft().record)
        if self.callback_depth == 0 and self.queue and self.router is not None:
            pending, self.queue = self.queue, []
            for index, record in enumerate(pending):
                if self.callback_depth:   # a callback is waiting: keep the rest for later
                    self.queue[:0] = pending[index:]
                    break
                self.router.dispatch(record)
        grid = self.grid
        if self.router is not None and self.callback_depth == 0:
            self.router.repeat_keys(now)
        if grid is not None and grid._running and not grid._in_cycle and not grid._disposed \
                and now >= self.next_cycle_due - 1e-9 and not self.cycles_done():
            start = now
            grid.act_cycle()
            period = grid._period / 1000.0
            if self.settings.headless:
                period = max(period, 0.001)   # virtual time must move on even with period 0
            self.next_cycle_due = max(start + period, self.clock.now())
        self.draw_if_needed()
        self.frames += 1
        self._wait(wake_at)

    def _wait(self, wake_at: float | None) -> None:
        now = self.clock.now()
        candidates = [t for t in (wake_at, self.settings.limit_s) if t is not None]
        grid = self.grid
        # While a cycle runs (delay() inside act()) the next cycle is not due yet: waiting for it
        # would never move the clock on.
        if grid is not None and grid._running and not grid._disposed and not grid._in_cycle:
            candidates.append(self.next_cycle_due)
        if self.replay:
            candidates.append(self.replay[0].at_s)
        if self.router is not None and self.router.has_repeating_keys():
            candidates.append(self.router.next_repeat_due())
        if not self.settings.headless:
            candidates.append(now + FRAME_S)
        if self.queue and self.callback_depth == 0:
            return
        target = min(candidates) if candidates else now
        self.clock.wait_until(max(target, now))

    def draw_if_needed(self) -> None:
        view = self.view
        if view is not None and (not self.settings.headless or self.settings.render_headless):
            view.draw_if_changed()

    def sleep(self, ms: float) -> None:
        """delay(ms): keep everything running for ms milliseconds."""
        if isinstance(ms, bool) or not isinstance(ms, (int, float)):
            raise TypeError(f"delay() takes a number of milliseconds, got {ms!r}.")
        end = self.clock.now() + max(0.0, ms) / 1000.0
        grid = self.grid
        if grid is None or grid._disposed:
            # No window to keep alive: just let the time pass.
            if self.settings.headless:
                self.clock.wait_until(min(end, self.settings.limit_s) if self.settings.limit_s else end)
            else:
                time.sleep(max(0.0, end - self.clock.now()))
            self._check_stop()
            return
        while self.clock.now() < end - 1e-9:
            self._check_stop()
            self.tick(end)
            if self.grid is None or self.grid._disposed:
                break
        self._check_stop()

    def wait_for(self, predicate: Callable[[], bool]) -> None:
        while not predicate():
            self._check_stop()
            self.tick(self.clock.now() + 0.01)

    def note_poll(self) -> None:
        """getKeyCode(), isDisposed()...: in TigerJython other threads fill the key buffer or close the
        window while the script polls, so `while getKeyCode() != 32: pass` ends. Here a long run of polls
        without any wait lets 1 ms (and the input due in it) pass."""
        self.polls += 1
        if self.polls >= BUSY_POLLS:
            self.sleep(1)

    def pump_once(self) -> None:
        self._check_stop()
        self.tick(self.clock.now())

    def _check_stop(self) -> None:
        if self.limit_reached():
            self.stop_reached = True
            raise ScriptStopped()

    def run_until_closed(self) -> None:
        """After the script's last line: keep the window alive until closed (or the run's limit)."""
        self.script_running = False
        if self.settings.headless and self.settings.limit_s is None and self.settings.limit_cycles is None:
            self.settings.limit_s = max(self.clock.now(), self.last_input_s) + 1.0
        while True:
            grid = self.grid
            if grid is None or grid._disposed:
                return
            if self.settings.headless and self.settings.limit_s is None and not self._cycling_to_limit() \
                    and not self.replay and not self.queue:
                # --cycles, but the simulation is paused and no input is left that could start it again
                self.stop_reached = True
                return
            if not self.settings.headless and not grid._shown:
                return   # an invisible window would keep the program running with nothing to close
            if self.limit_reached():
                self.stop_reached = True
                return
            self.tick(None)

    # ----- calls into student code ---------------------------------------------------------------------
    def call_user(self, function: Callable[[], Any], where: str) -> bool:
        try:
            function()
            return True
        except Exception as exc:   # student code: report, keep the window alive
            self.report(exc, where)
            return False

    def report(self, exc: BaseException, where: str) -> None:
        """An exception from student code: print it (pointing at the student's line) and count it."""
        self.user_errors += 1
        report_user_error(exc, where)

    def call_callback(self, function: Callable[..., Any], where: str, *args: Any) -> Any:
        """An input callback: while it runs, further input waits (as on Java's event thread)."""
        self.callback_depth += 1
        try:
            return function(*args)
        except Exception as exc:
            self.user_errors += 1
            # keyRepeated (every 20 ms) and mouseMoved would flood the console with one traceback per
            # event: the same error from the same callback within a second is shown once.
            key = (where, type(exc).__name__, str(exc), _last_line(exc))
            now = self.clock.now()
            last = self._last_callback_error
            if last is None or last[0] != key or now - last[1] > 1.0:
                report_user_error(exc, where)
                _hint_wrong_parameters(function, args, exc)
                self._last_callback_error = (key, now)
            return None
        finally:
            self.callback_depth -= 1

    # ----- notifications from the model ------------------------------------------------------------------
    def close_requested(self) -> None:
        """The window's close button (or a replayed 'close')."""
        grid = self.grid
        if grid is None or grid._disposed:
            return
        listener = grid._exit_listener
        callback = grid._callback("notifyExit")
        if listener is not None:
            self.call_callback(listener.notifyExit, "notifyExit()")
        elif callback is not None:
            self.call_callback(callback, "notifyExit()")
        else:
            grid.dispose()


def _hint_wrong_parameters(function: Callable[..., Any], args: tuple[Any, ...], exc: BaseException) -> None:
    """`def onMousePressed():` fails at the call itself, so the traceback has no line of the student's:
    name the def line and how many arguments the callback gets."""
    tb = exc.__traceback__
    code = getattr(getattr(function, "__func__", function), "__code__", None)
    if not isinstance(exc, TypeError) or tb is None or tb.tb_next is not None or code is None \
            or _is_library_frame(code.co_filename):
        return
    n = len(args)
    print(f'  File "{code.co_filename}", line {code.co_firstlineno}, in {code.co_name}\n'
          f"It is called with {n} argument{'' if n == 1 else 's'}: check the parameters on its def line.",
          file=sys.stderr)


def _last_line(exc: BaseException) -> int | None:
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return None if tb is None else tb.tb_lineno


_runtime: Runtime | None = None


def current() -> Runtime:
    global _runtime
    if _runtime is None:
        _runtime = Runtime()
    return _runtime


def install(runtime: Runtime | None) -> None:
    """The runner and the testing API put their own Runtime in place before running a script."""
    global _runtime
    if _runtime is not None and _runtime is not runtime and _runtime.view is not None:
        _runtime.view.close()
    _runtime = runtime


def current_grid(function_name: str) -> "GameGrid":
    grid = current().grid
    if grid is None:
        raise not_initialized(function_name)
    return grid


# ----- functions the model calls ------------------------------------------------------------------------
def note(text: str) -> None:
    """A short explanation for the student, printed after an error report."""
    print(text, file=sys.stderr)
    sys.stderr.flush()


def attach(grid: "GameGrid") -> None:
    current().attach(grid)


def delay(ms: float) -> None:
    if threading.current_thread() is not threading.main_thread():
        # A pupil's own thread (threading / java.lang.Thread): only the main thread runs the loop.
        time.sleep(max(0.0, float(ms)) / 1000.0)
        return
    current().sleep(ms)


def wait_for(predicate: Callable[[], bool]) -> None:
    current().wait_for(predicate)


def pump_once() -> None:
    current().pump_once()


def note_poll() -> None:
    current().note_poll()


def call_user(function: Callable[[], Any], where: str) -> bool:
    return current().call_user(function, where)


def refresh(grid: "GameGrid", poll: bool = True) -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None and not rt.settings.headless:
        rt.view.draw_if_changed()
    if poll and rt.grid is grid:
        # `while True: ...; refresh()` without delay(): still take input now and then, so the window
        # can be closed (and a run's time limit can stop it) as with the original's separate threads.
        rt.note_poll()


def window_shown(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None:
        rt.view.set_visible(grid._shown)


def layout_changed(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None:
        rt.view.relayout()


def disposed(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None and not rt.settings.headless:
        rt.view.close()
        rt.view = None


def activate(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None:
        rt.view.activate()


def cycle_may_run(grid: "GameGrid") -> bool:
    """Called as a cycle begins: False once --cycles N cycles ran; otherwise the cycle is counted."""
    rt = current()
    if rt.cycles_done():
        return False
    rt.cycles_run += 1
    return True


def simulation_started(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid:
        rt.next_cycle_due = rt.clock.now()   # the first cycle starts at once
