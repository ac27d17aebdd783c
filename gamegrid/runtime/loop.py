"""The one loop: user code on the main thread, the window pumped from every blocking call and poll point.

`delay()`, `getKeyCodeWait()` and the end of the script all call `Runtime.tick()` repeatedly: it
takes window and replay input, calls the student's callbacks, runs the simulation cycles that are due
and draws. Every other gamegrid call is a poll point (gamegrid/runtime/polling.py) that ticks once when
something is due, and a watchdog thread (gamegrid/runtime/watchdog.py) nudges loops that call nothing of ours.
Headless runs use a virtual clock that jumps to the next thing due (and moves on by a fixed quantum at
every poll point), so they are deterministic and take no real time for delays. Input callbacks are not
dispatched while another callback runs (Java's single event thread behaves the same), but the
simulation keeps cycling while a callback waits in delay(), and the close button always works.

Other threads (network connections, gamegrid/net) hand work to the loop with `post_to_loop()`; while a
connection is live (`hold_real_time`), a headless run's clock follows the wall clock, because the peer in
another process needs real seconds.
"""
from __future__ import annotations

import _thread
import os
import sys
import threading
import time
import types
from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from ..model.errors import not_initialized
from .errors import ProgramClosed, ScriptStopped, install_excepthook, is_library_frame, report_user_error
from ..java.events import InputRecord
from ..model import hooks
from .polling import POLL_QUANTUM_S, PollGate, called_from_user, set_gate
from .threads import (GameLock, ThreadedGate, end_process, end_this_thread, note_started, program_threads_running,
                      unwatch, watch_new_threads)
from ..base.i18n import tr

if TYPE_CHECKING:
    from ..model.grid import GameGrid

FRAME_S = 1.0 / 60.0
HEADLESS_BLOCKED_S = 60.0   # virtual seconds a headless run without a time limit may block
MIN_STALL_S = 3.0           # headless: real seconds the virtual clock may stand still before the limit stops it
CLOSE_GRACE_S = 0.5         # a script that asks isDisposed() and still runs this long after the close ends
CLOSE_GRACE_UNASKED_S = 0.2  # ... one that never asked isDisposed() (Runtime.close_deadline)
INPUT_SETTLE_S = 0.1        # poll points deliver input once the window has been shown this long
POLL_SLACK_S = 0.001        # headless: a poll point ticks when something has been due this long (100 calls)
ATOMIC_S = 0.05             # poll points leave a callback or a cycle alone for this long (see poll_tick)
BUSY_CYCLE_FRAME_S = 0.25   # inside a long simulation cycle, poll points draw at most this often (draw_if_needed)
REAL_TIME_SLICE_S = 0.01    # longest wait of a headless tick while a live connection keeps real time


class VirtualClock:
    """Headless time. It lives in the poll gate, whose poll points move it on by a quantum each."""

    def __init__(self, gate: PollGate) -> None:
        self.gate = gate

    @property
    def t(self) -> float:
        return self.gate.t

    def now(self) -> float:
        return self.gate.t

    def wait_until(self, t: float) -> None:
        if t > self.gate.t:
            self.gate.t = t


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
    wait_for_status: str | None = None   # deliver only once the status bar contains this text


@dataclass
class Settings:
    headless: bool = False
    limit_s: float | None = None            # stop after this much (virtual, when headless) time
    replay: list[ReplayItem] = field(default_factory=list)
    limit_frames: int | None = None         # stop after this many loop frames (windowed runs)
    limit_cycles: int | None = None         # stop after this many simulation cycles (--cycles)
    render: bool = False                    # draw every frame: headless too, in a window uncapped (benchmarks)
    zoom: float | None = None               # projector zoom of the window (--zoom); None: 1, or the last watch run's


class Runtime:
    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings(headless=os.environ.get("GAMEGRID_HEADLESS") == "1")
        self.gate = PollGate(POLL_QUANTUM_S if self.settings.headless else 0.0)
        self.gate.fire = self.poll_fired
        self.clock: VirtualClock | RealClock = VirtualClock(self.gate) if self.settings.headless else RealClock()
        # the loop thread (docs/decisions.md, "Threads"): the main thread, which runs the script and owns
        # the window, even when a thread of the program happens to make the Runtime (an early delay())
        self.thread_id = threading.main_thread().ident or threading.get_ident()
        self.lock = GameLock(self.thread_id)      # held by the loop thread except while it waits
        self.threaded = False                     # a thread of the program may call gamegrid
        self.ended = False                        # the run is over: other threads' calls end them
        self.exit_status = 0                      # `python script.py`: 1 after an uncaught error
        self.program_threads: list[threading.Thread] = []   # started by the program (threading's)
        self.touched_by_thread = False            # a thread's call the loop should look at once more
        self.last_tick_wall = time.perf_counter()
        self.nudge_tick_wall = 0.0       # when the watchdog's interrupt last made a tick
        self.grid: GameGrid | None = None
        self.view: Any = None
        self.queue: list[InputRecord] = []
        self.replay = deque(sorted(self.settings.replay, key=lambda item: item.at_s))
        self.last_input_s = self.replay[-1].at_s if self.replay else 0.0
        self.callback_depth = 0
        self._last_callback_error: tuple[Any, float] | None = None   # (what, when) last reported
        self.user_errors = 0
        self.first_error: BaseException | None = None   # the first exception from student code (grading)
        self.frames = 0
        self.cycles_run = 0   # simulation cycles since the start (all grids, doStep included)
        self.next_cycle_due = 0.0
        self.stop_reached = False
        self.stall_stop = False          # headless: the watchdog saw the virtual clock stand still too long
        self.interrupted = False         # Ctrl+C ended the script: no window loop after it
        self.closed_at: float | None = None   # when the close button closed the window
        self.shown_at: float | None = None    # when the window was last shown (None: hidden)
        self.atomic_since: float | None = None   # when the running callback or cycle began (poll_tick)
        self.close_seen = False          # ... and the script asked isDisposed() since
        self.asked_disposed = False      # the script asked isDisposed() at all (then the close has a grace)
        self.script_running = True
        self.exit_hook_installed = False
        self.managed_by_runner = False   # the runner keeps the window alive itself after the script
        self.router = None   # InputRouter, made with the first grid
        self.pumps: list[Callable[[], None]] = []   # other windows kept alive by the loop (entry dialogs)
        self.input_taps: list[Callable[[Any, float], None]] = []   # see every input as it arrives (--record)
        # every frame drawn: tap(capture, t), capture() gives the picture (--gif, --frames-dir)
        self.frame_taps: list[Callable[[Callable[[], Any], float], None]] = []
        from .watchdog import Watchdog
        self.watchdog = Watchdog(self)
        self._arm_gate()
        self.posted: deque[Callable[[], None]] = deque()   # work from other threads (post_to_loop)
        self.running_posted = False
        from .wakeup import Waker
        self.waker = Waker()   # wake_loop(): ends the loop's sleep (a post, Monitor.wakeUp, the watchdog)
        self.wakeup = self.waker.event   # set by post(): a headless real-time wait ends early

    # ----- grid and view ------------------------------------------------------------------------------
    def attach(self, grid: "GameGrid") -> None:
        old = self.grid
        if old is not None and not old.isDisposed():
            old.dispose()
        self.grid = grid
        self.queue.clear()
        self.closed_at = None
        self.close_seen = False
        self.shown_at = None
        from .input import InputRouter
        self.router = InputRouter(self, grid)
        self._arm_gate()
        if not self.settings.headless:
            self.ensure_view()
            self._install_exit_hook()
            self.last_tick_wall = time.perf_counter()
            self.watchdog.start()
        elif self.settings.render:
            self.ensure_view()

    def ensure_view(self) -> Any:
        if self.view is None and self.grid is not None:
            from ..view.window import View
            self.view = View(self.grid, self)
        return self.view

    def _install_exit_hook(self) -> None:
        """For `python script.py`: after the last line, keep the window alive until it is closed."""
        if self.exit_hook_installed or self.managed_by_runner:
            return
        from . import afterscript
        afterscript.install(self.run_until_closed_at_exit)
        self.exit_hook_installed = True
        from .errors import friendly_excepthook

        def excepthook(exc_type, exc, tb):  # tracebacks end at the student's line
            if isinstance(exc, KeyboardInterrupt):
                self.interrupted = True   # Ctrl+C: end now, do not keep the window open
                self.exit_status = 130
            else:
                self.exit_status = 1
            friendly_excepthook(exc_type, exc, tb)
        sys.excepthook = excepthook

    def run_until_closed_at_exit(self) -> None:
        status = 130 if self.interrupted else 0
        try:
            self.script_running = False
            if not self.interrupted:
                self.run_until_closed()
        except KeyboardInterrupt as exc:
            sys.stderr.write(ctrl_c_message(exc) + "\n")
            status = 130
        except ScriptStopped:
            pass
        except SystemExit as exc:   # sys.exit(n) in a callback; the close button's ProgramClosed is 0
            status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        finally:
            self.watchdog.stop()
            self.write_state_from_environment()
        if status == 0 and self.user_errors:
            status = 1   # an error in act() or a callback was printed: as `gamegrid run` says, 1
        from .afterscript import interactive_shell
        if status and not interactive_shell():   # a shell (Thonny, IDLE) goes on after the script: no exit
            _exit_with(status)
        # the game is over: so is the program, also while its non-daemon threads still run
        self.end_of_program(status or self.exit_status)

    def game_over(self) -> bool:
        """The program's game has ended for good: its window was closed or disposed, a limit or Ctrl+C
        stopped it. Then the process ends even while threads of the program still run."""
        grid = self.grid
        return self.interrupted or self.stop_reached or self.closed_at is not None \
            or (grid is not None and grid._disposed)

    def end_of_program(self, status: int) -> None:
        """The script and its window are done (`python script.py`): end the process if the game is over.
        Else (a window that was never shown) Python waits for the program's threads as usual; their next
        gamegrid call ends them."""
        if self.game_over():
            end_process(status)
        self.ended = True
        self.lock.release_all()

    # ----- other threads ----------------------------------------------------------------------------------
    def thread_started(self, thread: threading.Thread | None) -> None:
        """The program starts a thread (threads.watch_new_threads): before its code runs."""
        if thread is not None:
            note_started(self.program_threads, thread)
        self.enter_threaded()

    def enter_threaded(self) -> None:
        """A thread of the program started (or called gamegrid): from now on the poll points take the
        game lock for it, and the loop lets the lock go while it waits."""
        if self.threaded:
            return
        self.threaded = True
        if _runtime is self:
            set_gate(ThreadedGate(self.gate, self))
        if self.grid is not None and not self.ended:
            # the watchdog hands the lock over when the loop thread blocks elsewhere (join()); it is
            # started and stopped by the loop thread only
            self.on_loop_thread(self.watchdog.start)

    def on_loop_thread(self, work: Callable[[], None]) -> None:
        """Window work (pyglet) runs on the loop thread: now when called there, else at the next tick."""
        if threading.get_ident() == self.thread_id:
            work()
        else:
            self.post(work)

    def wait_off_loop(self, seconds: float, predicate: Callable[[], bool] | None = None) -> None:
        """A blocking call on another thread: real time passes with the game lock let go (the loop does
        not run on this thread). Ends the thread (SystemExit) once the run is over."""
        end = time.perf_counter() + max(0.0, seconds)
        with self.lock.let_others():
            while True:
                if self.ended:
                    end_this_thread()
                if predicate is not None and predicate():
                    return
                left = end - time.perf_counter()
                if left <= 0:
                    return
                time.sleep(min(left, 0.01))

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

    def _limit_s(self) -> float | None:
        limit = self.settings.limit_s
        if limit is None and self.settings.headless and self.script_running \
                and self.managed_by_runner and not self._cycling_to_limit():
            # `gamegrid run --headless` without --seconds, and the script never ends (a `while not
            # isDisposed()` loop, getKeyCodeWait() without input): stop it this long after the last input.
            limit = self.last_input_s + HEADLESS_BLOCKED_S
        return limit

    def limit_reached(self) -> bool:
        if self.stall_stop or self.cycles_done():
            return True
        limit = self._limit_s()
        if limit is not None and self.clock.now() >= limit - 1e-9:
            return True
        frames = self.settings.limit_frames
        return frames is not None and self.frames >= frames

    def stall_limit_s(self) -> float:
        """Headless: real seconds the virtual clock may stand still (a loop that never lets time pass)
        before the run's limit stops the script anyway."""
        limit = self.settings.limit_s
        return max(MIN_STALL_S, HEADLESS_BLOCKED_S if limit is None else limit)

    def tick(self, wake_at: float | None = None, polled: bool = False) -> None:
        """Handle what is due now, then wait until the next thing is due (or wake_at).

        `polled`: a poll point's tick. It delivers input only once the window has been on the screen
        for INPUT_SETTLE_S (nobody clicks a window before it appears, nor within a tenth of a second),
        so replayed input never lands in the middle of the script's set-up between show() and
        doRun(); blocking calls deliver it at any time, as before."""
        gate = self.gate
        if self.threaded and self.lock.owner != self.thread_id:
            self.lock.acquire()   # let go while the main thread was away from gamegrid (GameLock.let_go)
        depth, gate.depth = gate.depth, 1   # gamegrid's own calls of public methods are not poll points
        try:
            self._tick(wake_at, polled)
        finally:
            gate.depth = depth
        self.last_tick_wall = time.perf_counter()
        self._arm_gate()

    def _tick(self, wake_at: float | None, polled: bool) -> None:
        now = self.clock.now()
        if self.view is not None:
            waiting = len(self.queue)
            self.view.poll_events()
            if len(self.queue) > waiting:
                self._take_live_input(waiting, now)
        for pump in list(self.pumps):
            pump()
        if self.posted and not self.running_posted:
            self._run_posted(now)
        gated_taken = False
        while self.replay and self.replay[0].at_s <= now + 1e-9:
            wanted = self.replay[0].wait_for_status
            if wanted is not None:
                # one such event per tick, after everything before it was handled, so that the next one
                # sees the status text its predecessor caused
                if gated_taken or self.queue or not self._status_contains(wanted):
                    break
                gated_taken = True
            item = self.replay.popleft()
            self.queue.append(item.record)
            for tap in self.input_taps:   # a recording keeps when the input came: waited-for input, now
                tap(item.record, now if wanted is not None else item.at_s)
        if self.queue and self.router is not None and (not polled or self._input_open()):
            if self.callback_depth == 0:
                pending, self.queue = self.queue, []
                for index, record in enumerate(pending):
                    if self.callback_depth:   # a callback is waiting: keep the rest for later
                        self.queue[:0] = pending[index:]
                        break
                    self.router.dispatch(record)
            elif any(record.kind == "close" for record in self.queue):
                # The close button works even while a callback runs (or computes for a long time).
                self.queue = [record for record in self.queue if record.kind != "close"]
                self.close_requested()
        grid = self.grid
        if self.router is not None and self.callback_depth == 0 and (not polled or self._input_open()):
            self.router.repeat_keys(now)
        if grid is not None and grid._running and not grid._in_cycle and not grid._disposed \
                and now >= self.next_cycle_due - 1e-9 and not self.cycles_done():
            scheduled, start = self.next_cycle_due, now
            grid.act_cycle()
            period = grid._period / 1000.0
            if self.settings.headless:
                period = max(period, 0.001)   # virtual time must move on even with period 0
            # The period counts from the cycle's start, except that a poll point's tick (which comes up
            # to POLL_SLACK_S late) keeps the cycles on their grid, so a busy loop does not slow them.
            following = scheduled + period if polled and start < scheduled + period else start + period
            self.next_cycle_due = max(following, self.clock.now())
        self.draw_if_needed(polled)
        self.frames += 1
        self._wait(wake_at)

    def _take_live_input(self, first: int, now: float) -> None:
        """The window's input, queued from index `first`. While a replay plays in a window, live input
        waits for its end (a hand on the mouse must not change a prepared demonstration), except the
        close button."""
        if self.replay and not self.settings.headless:
            self.queue[first:] = [record for record in self.queue[first:] if record.kind == "close"]
        for record in self.queue[first:]:
            for tap in self.input_taps:
                tap(record, now)

    def _wait(self, wake_at: float | None) -> None:
        now = self.clock.now()
        candidates = [t for t in (wake_at, self.settings.limit_s) if t is not None]
        grid = self.grid
        # While a cycle runs (delay() inside act()) the next cycle is not due yet: waiting for it
        # would never move the clock on.
        if grid is not None and grid._running and not grid._disposed and not grid._in_cycle:
            candidates.append(self.next_cycle_due)
        if self.replay and self._replay_head_may_come(now):
            candidates.append(self.replay[0].at_s)
        if self.router is not None and self.router.has_repeating_keys():
            candidates.append(self.router.next_repeat_due())
        if self.closing_pending():
            candidates.append(self.close_deadline())
        if self.touched_by_thread:   # a thread's getX()/setLocation() (threads.ThreadedGate.fire)
            self.touched_by_thread = False
            candidates.append(now + FRAME_S)
        if not self.settings.headless:
            if self.settings.limit_frames is not None or _pupil_threads_alive():
                # --frames counts loop turns; a pupil's own thread may change the picture without telling
                # the loop: look at the frame rate's pace, as before
                candidates.append(now + FRAME_S)
            if self.view is not None and self.view.frame_pending():
                candidates.append(self.view.next_present)   # a frame held back by the display-rate cap
        self.waker.drain()   # wake-ups until now are answered by this turn of the loop
        if self.queue and self.callback_depth == 0:
            return
        if self.posted and not self.running_posted:
            return
        target = min(candidates) if candidates else None
        if self.view is not None and (target is None or target > now):
            self.view.present_pending()   # what the script changed is on the screen before the loop sleeps
        if not self.threaded:
            self._wait_until(now, target)
        elif target is not None and target <= now:
            self.lock.hand_over()   # a busy loop thread still lets a waiting thread in
        else:
            with self.lock.let_others():   # the program's threads may have the game while the loop sleeps
                self._wait_until(now, target)

    def _wait_until(self, now: float, target: float | None) -> None:
        """Let the clock reach `target` (None: nothing is due; windowed, sleep until woken)."""
        if self.settings.headless:
            if real_time_held():
                self._wait_real_time(now, target)
                return
            self.clock.wait_until(now if target is None else max(target, now))
            return
        if target is not None and target <= now:
            return
        if self.view is None:
            self.clock.wait_until(now + FRAME_S if target is None else target)
            return
        # Idle means idle: sleep in the window system's event wait until input, the next thing due, or a
        # wake_loop() from another thread; the watchdog rests meanwhile (docs/decisions.md, "Resting")
        self.watchdog.rest(None if target is None else time.perf_counter() + (target - now))
        try:
            self.view.wait_for_events(None if target is None else target - now, self.waker.fileno())
        finally:
            self.last_tick_wall = time.perf_counter()
            self.watchdog.resume()

    def _arm_gate(self) -> None:
        """Set when the next poll point must tick: headless, the next thing due on the virtual clock;
        windowed, never (the watchdog asks for ticks), except while a closed program must be ended."""
        gate = self.gate
        if not self.settings.headless:
            gate.due = float("-inf") if self.closing_pending() else float("inf")
            return
        due = float("inf")
        grid = self.grid
        if grid is not None and grid._running and not grid._disposed and not grid._in_cycle:
            due = self.next_cycle_due
        if self.shown_at is not None:
            opens = self.shown_at + INPUT_SETTLE_S
            if self.replay and self._replay_head_may_come(gate.t):
                due = min(due, max(opens, self.replay[0].at_s))
            if self.callback_depth == 0:
                if self.queue:
                    due = min(due, max(opens, gate.t))
                elif self.router is not None and self.router.has_repeating_keys():
                    due = min(due, max(opens, self.router.next_repeat_due()))
        if self.atomic_since is not None:
            due = max(due, self.atomic_since + ATOMIC_S)
        limit = self._limit_s()
        if limit is not None:
            due = min(due, limit)
        if self.closing_pending():
            due = min(due, self.close_deadline())
        # The few calls a script makes right after delay() see the state delay() left, as they would
        # with zero-cost calls; a loop that never blocks gets its tick one millisecond later.
        due += POLL_SLACK_S
        if self.stall_stop:
            due = float("-inf")
        gate.due = due

    def _input_open(self) -> bool:
        return self.shown_at is not None and self.clock.now() >= self.shown_at + INPUT_SETTLE_S - 1e-9

    def poll_fired(self) -> None:
        """A poll point found something due (see gamegrid/runtime/polling.py). Tick, if the student's code made
        the call on the main thread; otherwise the next poll point from the student's code will.
        Frame 1 is the generated wrapper, frame 2 the code that called the public method."""
        if threading.get_ident() != self.thread_id or not called_from_user(sys._getframe(2)):
            return
        self.poll_tick()

    def poll_tick(self) -> None:
        """One turn of the loop without waiting, from a poll point or the watchdog.

        A callback or a simulation cycle is left alone for its first ATOMIC_S, so that neither the
        window nor act() ever sees a short one half done (a board redrawn actor by actor); one that
        runs longer (a loop, a long computation) lets input, cycles and repaints in after that."""
        self._check_stop()
        self._check_closed()
        since = self.atomic_since
        if since is not None and self.clock.now() < since + ATOMIC_S - 1e-9:
            self._arm_gate()   # headless: the next tick when the time is up; windowed: the watchdog asks again
            return
        self.tick(self.clock.now(), polled=True)

    def on_nudge(self, what: str) -> None:
        """The watchdog interrupted the student's code (a loop that calls nothing of ours)."""
        if what == "tick":
            self.poll_tick()
            self.nudge_tick_wall = time.perf_counter()
        elif what == "stop" and self.stall_stop:
            self._check_stop()
        elif what == "end":
            self._check_closed()
    def _wait_real_time(self, now: float, target: float | None) -> None:
        """Headless with a live connection: let real time pass (at most one slice), waking early when
        another thread posts work, and move the virtual clock on by the time that really passed."""
        wait = REAL_TIME_SLICE_S if target is None else min(max(target - now, 0.0), REAL_TIME_SLICE_S)
        start = time.perf_counter()
        if wait > 0:
            self.wakeup.wait(wait)
        self.wakeup.clear()
        moved = now + (time.perf_counter() - start)
        self.clock.wait_until(moved if target is None else min(moved, max(target, now)))

    def _status_contains(self, text: str) -> bool:
        status = self.grid._status_text if self.grid is not None else None
        return status is not None and text in status

    def _replay_head_may_come(self, now: float) -> bool:
        """False when the next replayed event waits for a status text that is not there yet: waiting for
        its (past) time would never move the clock on."""
        head = self.replay[0]
        return head.wait_for_status is None or head.at_s > now or self._status_contains(head.wait_for_status)

    # ----- work from other threads ----------------------------------------------------------------------
    def post(self, work: Callable[[], None]) -> None:
        """Thread-safe: run `work` on the main thread at the start of the next tick."""
        self.posted.append(work)
        self.gate.due = float("-inf")   # the next poll point ticks (a script busy in a loop gets it too)
        self.waker.wake()

    def wake(self) -> None:
        """Thread-safe: the loop looks again at what is due (a pupil's thread changed something it waits for)."""
        self.waker.wake()

    def _run_posted(self, now: float) -> None:
        # One posted piece of work at a time: one that waits in delay() lets the loop run, but not the
        # next network callback (the original delivers a connection's events one after another).
        self.running_posted = True
        self.last_input_s = max(self.last_input_s, now)   # network events count as input for run limits
        try:
            while self.posted:
                self.posted.popleft()()
        finally:
            self.running_posted = False

    def draw_if_needed(self, polled: bool = False) -> None:
        view = self.view
        if view is None and self.frame_taps and self.grid is not None and self.grid._shown:
            view = self.ensure_view()   # headless picture export: draw from the first frame on
        if view is None or (self.settings.headless and not (self.settings.render or self.frame_taps)):
            return
        now = self.clock.now()
        if polled and self.grid is not None and self.grid._in_cycle and now < view.presented_at + BUSY_CYCLE_FRAME_S:
            # A poll point inside a cycle longer than ATOMIC_S (many actors, or an act() that loops): the
            # window shows it is alive, but a frame of a half-done cycle costs as much as a whole one, and
            # the cycle's end draws anyway (docs/decisions.md, "Frames").
            return
        view.draw_if_changed(now)

    def sleep(self, ms: float) -> None:
        """delay(ms): keep everything running for ms milliseconds."""
        if isinstance(ms, bool) or not isinstance(ms, (int, float)):
            raise TypeError(tr("delay() takes a number of milliseconds, got {ms!r}.", ms=ms))
        end = self.clock.now() + max(0.0, ms) / 1000.0
        while True:
            self._check_stop()
            self._check_closed()
            if self.clock.now() >= end - 1e-9:
                return
            grid = self.grid
            if grid is None or grid._disposed:
                self._pass_time(end)   # no window to keep alive: just let the time pass
            else:
                self.tick(end)

    def _pass_time(self, end: float) -> None:
        """Time passing without a window, in steps that stop at the run's limit and the close deadline."""
        target = end
        limit = self._limit_s()
        if limit is not None:
            target = min(target, limit)
        if self.closing_pending():
            target = min(target, self.close_deadline())
        if self.threaded:
            with self.lock.let_others():
                self._let_time_pass(target)
        else:
            self._let_time_pass(target)
        self.last_tick_wall = time.perf_counter()

    def _let_time_pass(self, target: float) -> None:
        if self.settings.headless and real_time_held():   # a partner or a thread needs real time
            self._wait_real_time(self.clock.now(), target)
        elif self.settings.headless:
            self.clock.wait_until(target)
        else:
            time.sleep(max(0.0, min(target - self.clock.now(), 0.05)))

    def wait_for(self, predicate: Callable[[], bool], woken: bool = False, until: float | None = None) -> None:
        """Tick until predicate() holds. `woken`: the predicate changes only through what the loop does (input,
        callbacks, cycles) or through a wake_loop() call, or at the clock time `until`; the loop may then sleep
        until one of those. Otherwise it looks again every 10 ms."""
        if threading.get_ident() != self.thread_id:
            self.wait_off_loop(float("inf"), predicate)
            return
        while not predicate():
            self._check_stop()
            self._check_closed()
            self.tick(until if woken else self.clock.now() + 0.01)

    def note_poll(self) -> None:
        """A poll point in gamegrid's own code, for calls that are not public methods of the game classes
        (gpanel's and entrydialog's functions, getKeyCodeWait() returning at once after the close): the
        same as a call into a public method from the student's code."""
        gate = self.gate
        if gate.depth or threading.get_ident() != self.thread_id:
            return
        gate.t += gate.step
        if gate.t >= gate.due:
            self.poll_tick()

    def pump_once(self) -> None:
        if threading.get_ident() != self.thread_id:
            self.wait_off_loop(0.001)   # the loop thread keeps the windows alive
            return
        self._check_stop()
        self._check_closed()
        self.tick(self.clock.now())

    def _check_stop(self) -> None:
        if self.limit_reached():
            self.stop_reached = True
            raise ScriptStopped(self.stop_note())

    def stop_note(self) -> str:
        """The one line the runner prints when the time limit stopped a script that was still running."""
        if self.stall_stop:
            return tr("gamegrid: the time limit stopped the script after {seconds:g} s of real time in a loop "
                      "that never let time pass (no delay() and no gamegrid call).", seconds=self.stall_limit_s())
        if self.cycles_done():
            return tr("gamegrid: the cycle limit ({cycles} cycles) stopped the script.",
                      cycles=self.settings.limit_cycles)
        if self.settings.limit_s is None and self.settings.limit_frames is None:
            return tr("gamegrid: the script was stopped {seconds:g} s after the last input (it was still waiting; "
                      "use --seconds to choose how long a run lasts).", seconds=HEADLESS_BLOCKED_S)
        if self.settings.limit_frames is not None and not self.settings.headless:
            return tr("gamegrid: the frame limit ({frames} frames) stopped the script.",
                      frames=self.settings.limit_frames)
        return tr("gamegrid: the time limit ({seconds:g} s) stopped the script.", seconds=self.settings.limit_s)

    # ----- closing ------------------------------------------------------------------------------------
    def window_alive(self) -> bool:
        grid = self.grid
        return grid is not None and not grid._disposed and self.view is not None

    def closing_pending(self) -> bool:
        """The close button closed the window while the student's code still runs (the script, a callback,
        work posted by another thread such as a network callback or a thread's dialog), and that code has
        not asked isDisposed() since: it gets a moment to end by itself (closing_overdue)."""
        return self.closed_at is not None and not self.close_seen and not self.interrupted \
            and (self.script_running or self.callback_depth > 0 or self.running_posted)

    def close_deadline(self) -> float:
        """A script that asked isDisposed() (`while not isDisposed(): ... delay(100)`) gets CLOSE_GRACE_S
        to reach its next question; one that never asked will not notice the close and gets only the
        moment its next lines need (a getKeyCodeWait() that returned because of the close, a print), so
        that the program ends within half a second of the close also when its threads go on."""
        assert self.closed_at is not None
        return self.closed_at + (CLOSE_GRACE_S if self.asked_disposed else CLOSE_GRACE_UNASKED_S)

    def closing_overdue(self) -> bool:
        return self.closing_pending() and self.clock.now() >= self.close_deadline() - 1e-9

    def _check_closed(self) -> None:
        if self.closing_overdue():
            # Closing ends the program, as in TigerJython, when the script does not look at isDisposed()
            # (a busy loop, `while True: ... delay(100)`, a long computation in a callback).
            raise ProgramClosed(0)

    def disposed_seen(self, grid: "GameGrid") -> None:
        # only the script itself going on counts: a thread of the program asking ends with the program
        if grid is self.grid and threading.get_ident() == self.thread_id:
            self.asked_disposed = True
            if self.closed_at is not None:
                self.close_seen = True

    def run_until_closed(self) -> None:
        """After the script's last line: keep the window alive until closed (or the run's limit)."""
        self.script_running = False
        automatic_end = self.settings.headless and self.settings.limit_s is None \
            and self.settings.limit_cycles is None
        script_end = self.clock.now()
        while True:
            if automatic_end:
                # a second after the last input; while a connection is live, as long as a script blocked
                # without input may wait (the partner may need time to move)
                grace = HEADLESS_BLOCKED_S if _real_time_holds > 0 else 1.0
                self.settings.limit_s = max(script_end, self.last_input_s) + grace
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
                if self.posted and not self.running_posted:
                    self._run_posted(self.clock.now())   # network events that arrived: delivered first
                self.stop_reached = True
                return
            self.tick(None)

    # ----- calls into student code ---------------------------------------------------------------------
    def call_user(self, function: Callable[[], Any], where: str) -> bool:
        gate = self.gate
        depth, gate.depth = gate.depth, 0   # the student's code: its gamegrid calls are poll points
        try:
            function()
            return True
        except Exception as exc:   # student code: report, keep the window alive
            self.report(exc, where)
            return False
        finally:
            gate.depth = depth

    def report(self, exc: BaseException, where: str) -> None:
        """An exception from student code: print it (pointing at the student's line) and count it."""
        self.count_user_error(exc)
        report_user_error(exc, where)

    def count_user_error(self, exc: BaseException) -> None:
        self.user_errors += 1
        if self.first_error is None:
            self.first_error = exc

    def call_callback(self, function: Callable[..., Any], where: str, *args: Any) -> Any:
        """An input callback: while it runs, further input waits (as on Java's event thread)."""
        self.callback_depth += 1
        gate = self.gate
        depth, gate.depth = gate.depth, 0   # the student's code: its gamegrid calls are poll points
        atomic_since = self.atomic_since
        if atomic_since is None:
            self.atomic_since = self.clock.now()
        try:
            return function(*args)
        except Exception as exc:
            self.count_user_error(exc)
            # keyRepeated (every 20 ms) and mouseMoved would flood the console with one traceback per
            # event: the same error from the same callback within a second is shown once.
            key = (where, type(exc).__name__, str(exc), _last_line(exc))
            now = self.clock.now()
            last = self._last_callback_error
            if last is None or last[0] != key or now - last[1] > 1.0:
                report_user_error(exc, where, function, args)
                self._last_callback_error = (key, now)
            return None
        finally:
            self.callback_depth -= 1
            gate.depth = depth
            self.atomic_since = atomic_since
            if atomic_since is None:
                self._arm_gate()   # what was held back while the callback ran is due now

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
        if grid._disposed and grid is self.grid and self.closed_at is None:
            self.closed_at = self.clock.now()
            self._arm_gate()


def _exit_with(status: int) -> None:
    """`python script.py` ends with the exit status `gamegrid run` gives (README, "Exit status"): 130 after
    Ctrl+C, 1 after an error in the pupil's code. The window loop runs in an exit hook, where Python no longer
    takes a status (a SystemExit there is ignored), so the process ends here, its output written out; the
    exit hooks registered before the game window's (none of Python's own but logging's) are done here too."""
    logging = sys.modules.get("logging")
    if logging is not None:
        try:
            logging.shutdown()
        except Exception:   # a handler that cannot flush: nothing more to write anyway
            pass
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:
            pass
    os._exit(status)


def ctrl_c_message(exc: BaseException) -> str:
    """One line for Ctrl+C: where the student's code was, no traceback."""
    where: tuple[str, int] | None = None
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if not is_library_frame(code.co_filename):
            where = (os.path.basename(code.co_filename), tb.tb_lineno)
        tb = tb.tb_next
    if where is None:
        return tr("Stopped with Ctrl+C.")
    return tr("Stopped with Ctrl+C ({file}, line {line}).", file=where[0], line=where[1])


def _last_line(exc: BaseException) -> int | None:
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return None if tb is None else tb.tb_lineno


_runtime: Runtime | None = None
_ended_games = 0   # runs with a game window that install() ended (their threads may still call us)


def current() -> Runtime:
    global _runtime
    if _runtime is None:
        _runtime = Runtime()
        set_gate(_runtime.gate)
        watch_new_threads(_runtime.thread_started)
    return _runtime


def install(runtime: Runtime | None) -> None:
    """The runner and the testing API put their own Runtime in place before running a script."""
    global _runtime
    old = _runtime
    if old is not None and old is not runtime:
        old.watchdog.stop()
        if old.view is not None:
            old.view.close()
        old.ended = True          # its threads' next gamegrid call ends them
        if old.grid is not None:
            global _ended_games
            _ended_games += 1
        old.lock.release_all()
        unwatch(old.thread_started)
    _runtime = runtime
    set_gate(runtime.gate if runtime is not None else PollGate())
    if runtime is not None:
        watch_new_threads(runtime.thread_started)
        if runtime.threaded:
            set_gate(ThreadedGate(runtime.gate, runtime))


# ----- other threads ---------------------------------------------------------------------------------------
_real_time_holds = 0
_holds_lock = threading.Lock()


def hold_real_time(on: bool) -> None:
    """A network connection opened (True) or closed (False): while any is open, headless runs follow the
    wall clock."""
    global _real_time_holds
    with _holds_lock:
        _real_time_holds = max(0, _real_time_holds + (1 if on else -1))


def real_time_held() -> bool:
    """Headless runs follow the wall clock while a connection is open or a thread the program started
    runs (its Timer and sleep() count real seconds)."""
    if _real_time_holds > 0:
        return True
    rt = _runtime
    return rt is not None and rt.threaded and program_threads_running(rt.program_threads)


def post_to_loop(work: Callable[[], None]) -> bool:
    """From any thread: run `work` on the main thread in the loop of the current game window. False when
    there is no window loop to run it (no makeGameGrid() yet, or the window was closed)."""
    rt = _runtime
    grid = rt.grid if rt is not None else None
    if rt is None or grid is None or grid._disposed:
        return False
    rt.post(work)
    return True


def call_on_loop(work: Callable[[], Any]) -> Any:
    """Run `work` on the loop thread and return its result (a modal dialog opened by a Timer or a worker
    thread: pyglet windows belong to the loop thread). On the loop thread, or without a game window whose
    loop could run it, it runs here."""
    rt = _runtime
    if rt is None or threading.get_ident() == rt.thread_id:
        return work()
    done = threading.Event()
    outcome: list[Any] = [None, None]

    def run() -> None:
        try:
            outcome[0] = work()
        except BaseException as exc:   # handed to the thread that asked
            outcome[1] = exc
        finally:
            done.set()

    if not post_to_loop(run):
        return work()
    rt.wait_off_loop(float("inf"), done.is_set)
    if isinstance(outcome[1], ProgramClosed):
        end_this_thread()   # the window was closed while the dialog was open: the program ends
    if outcome[1] is not None:
        raise outcome[1]
    return outcome[0]


def current_grid(function_name: str) -> "GameGrid":
    rt = _runtime
    if rt is None:
        if _ended_games and threading.current_thread() is not threading.main_thread():
            end_this_thread()   # a thread of a game run in this process that is over: it ends quietly
        rt = current()
    if rt.threaded:
        if rt.lock.owner != rt.thread_id and _thread.get_ident() == rt.thread_id:
            rt.lock.acquire()   # the main thread is back in gamegrid (GameLock.let_go)
    elif _thread.get_ident() != rt.thread_id:
        rt.enter_threaded()   # a thread the new-thread watch missed
    grid = rt.grid
    if grid is None:
        if _ended_games and _thread.get_ident() != rt.thread_id:
            end_this_thread()
        raise not_initialized(function_name)
    return grid


# ----- the model's hooks (gamegrid/model/hooks.py says what each must do); installed at the end ---------
def note(text: str) -> None:
    """A short explanation for the student, printed after an error report."""
    print(text, file=sys.stderr)
    sys.stderr.flush()


def attach(grid: "GameGrid") -> None:
    current().attach(grid)


def delay(ms: float) -> None:
    rt = current()
    if threading.get_ident() != rt.thread_id:
        # A pupil's own thread (threading / java.lang.Thread): only the loop thread runs the loop.
        if isinstance(ms, bool) or not isinstance(ms, (int, float)):
            raise TypeError(tr("delay() takes a number of milliseconds, got {ms!r}.", ms=ms))
        rt.wait_off_loop(ms / 1000.0)
        return
    rt.sleep(ms)


def wait_for(predicate: Callable[[], bool], woken: bool = False, until: float | None = None) -> None:
    current().wait_for(predicate, woken, until)


def wake_loop() -> None:
    """From any thread: the loop's sleep ends now, so it looks at what changed (a post does this itself)."""
    rt = _runtime
    if rt is not None:
        rt.wake()


_pupil_threads_seen = (0, False)   # (threading.active_count(), the answer) last looked at


def _pupil_threads_alive() -> bool:
    """A thread the pupil's own code started (threading.Thread with a target of theirs, or a subclass with
    their run()) is alive: it may change the game without the loop knowing. Looked at again when the number
    of threads changed (once per turn of the loop otherwise: the look costs more than the rest of a turn)."""
    global _pupil_threads_seen
    count = threading.active_count()
    if count == _pupil_threads_seen[0]:
        return _pupil_threads_seen[1]
    alive = _look_for_pupil_threads()
    _pupil_threads_seen = (count, alive)
    return alive


def _look_for_pupil_threads() -> bool:
    from .polling import is_user_file
    for thread in threading.enumerate():
        if thread is threading.main_thread() or not thread.is_alive():
            continue
        target = getattr(thread, "_target", None)
        code = getattr(target, "__code__", None)
        if code is None and type(thread).run is not threading.Thread.run:
            code = type(thread).run.__code__
        if code is not None and is_user_file(code.co_filename):
            return True
    return False


def pump_once() -> None:
    current().pump_once()


def note_poll() -> None:
    current().note_poll()


def disposed_seen(grid: "GameGrid") -> None:
    rt = _runtime
    if rt is not None:
        rt.disposed_seen(grid)


def call_user(function: Callable[[], Any], where: str) -> bool:
    return current().call_user(function, where)


def refresh(grid: "GameGrid") -> None:
    """A frame is due: the loop draws it at the end of the cycle, callback or blocking call, or at the
    next poll point's tick (docs/decisions.md, "Frames"). Drawing here would cost a frame per call."""
    grid._model_changed()


def window_shown(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid:
        if rt.view is not None:
            rt.on_loop_thread(lambda: rt.view is not None and rt.view.set_visible(grid._shown))
        if not grid._shown:
            rt.shown_at = None
        elif rt.shown_at is None:
            rt.shown_at = rt.clock.now()
        rt._arm_gate()   # input waiting for the window to appear is due soon


def layout_changed(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None:
        rt.on_loop_thread(lambda: rt.view is not None and rt.view.relayout())


def disposed(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None and not rt.settings.headless:
        def close() -> None:
            if rt.view is not None:
                rt.view.close()
                rt.view = None
        rt.on_loop_thread(close)


def activate(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid and rt.view is not None:
        rt.on_loop_thread(lambda: rt.view is not None and rt.view.activate())


def cycle_may_run(grid: "GameGrid") -> bool:
    """Called as a cycle begins: False once --cycles N cycles ran; otherwise the cycle is counted."""
    rt = current()
    if rt.cycles_done():
        return False
    rt.cycles_run += 1
    return True


def cycle_started() -> tuple[float, float | None]:
    """A simulation cycle takes no virtual time: headless, poll points inside act() neither move the
    clock nor tick (input waits for the cycle's end, as before). Returns what cycle_ended restores."""
    rt = current()
    gate = rt.gate
    saved = gate.step, rt.atomic_since
    gate.step = 0.0
    gate.due = float("inf")
    if rt.atomic_since is None:
        rt.atomic_since = rt.clock.now()
    return saved


def cycle_ended(saved: tuple[float, float | None]) -> None:
    rt = current()
    rt.gate.step, rt.atomic_since = saved
    rt._arm_gate()


def simulation_started(grid: "GameGrid") -> None:
    rt = current()
    if rt.grid is grid:
        rt.next_cycle_due = rt.clock.now()   # the first cycle starts at once
        if rt.settings.headless:
            rt.gate.due = min(rt.gate.due, rt.next_cycle_due)


def active_grid() -> "GameGrid | None":
    return current().grid


def headless() -> bool:
    return current().settings.headless


def now() -> float:
    return current().now()


def poll_gate() -> PollGate:
    return current().gate


def call_callback(function: Callable[..., Any], where: str, *args: Any) -> Any:
    return current().call_callback(function, where, *args)


def report(exc: BaseException, where: str) -> None:
    current().report(exc, where)


def warn(text: str, code: types.CodeType | None = None) -> None:
    from .errors import warn_user
    warn_user(text, code)


def report_text(text: str) -> None:
    current().user_errors += 1
    print(text, file=sys.stderr)
    sys.stderr.flush()


def _window_of(grid: "GameGrid") -> Any:
    """The pyglet window showing this grid, or None (headless, no window yet, another grid)."""
    rt = current()
    if rt.grid is grid and rt.view is not None and not rt.settings.headless:
        return rt.view.window
    return None


def move_window(grid: "GameGrid", x: int, y: int) -> None:
    if threading.get_ident() != current().thread_id:
        current().post(lambda: move_window(grid, x, y))
        return
    window = _window_of(grid)
    if window is not None:
        try:
            window.set_location(x, y)
        except Exception:   # some window systems refuse; the grid still remembers the position
            pass


def window_position(grid: "GameGrid") -> tuple[int, int] | None:
    if threading.get_ident() != current().thread_id:
        return None   # the window belongs to the loop thread: the grid's remembered position is used
    window = _window_of(grid)
    if window is not None:
        try:
            x, y = window.get_location()
            return x, y
        except Exception:
            pass
    return None


def play_sound(path: str, loop: bool) -> Any:
    rt = current()
    if rt.settings.headless:
        return None
    if threading.get_ident() != rt.thread_id:   # pyglet's media belongs to the loop thread
        from ..view.audio import play_file
        rt.post(lambda: play_file(path, loop))
        return None
    from ..view.audio import play_file
    return play_file(path, loop)


hooks.install(sys.modules[__name__])
install_excepthook()   # `python script.py`: an error before makeGameGrid() gets the student's line and hint too
