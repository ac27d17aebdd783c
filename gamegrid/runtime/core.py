"""The game loop's rules, platform-free: one turn of the loop, the blocking calls built on it, the student's
callbacks. The platform (runtime/platform.py, LoopPlatform) waits, opens the window and knows the threads.

`delay()`, `getKeyCodeWait()` and the end of the script call `GameLoop.tick()` repeatedly: it takes window and
replay input, calls the student's callbacks, runs the simulation cycles that are due and draws (`turn`), then
waits until the next thing is due (`schedule.wait_target`, the platform's `wait`). Every other gamegrid call
is a poll point (gamegrid/runtime/polling.py) that ticks once when something is due. Headless runs use a
virtual clock that jumps to the next thing due (and moves on by a fixed quantum at every poll point), so they
are deterministic and take no real time for delays. Input callbacks are not dispatched while another callback
runs (Java's single event thread behaves the same), but the simulation keeps cycling while a callback waits in
delay(), and the close button always works.
"""
from __future__ import annotations

import sys
from collections import deque
from typing import TYPE_CHECKING, Any, Callable

from ..java.events import InputRecord
from ..model.poll_gate import PollGate
from . import blocking, schedule
from .callbacks import CallbackRunner
from .clock import RealClock, VirtualClock
from .closing import CloseRules
from .limits import StopRules
from .polling import POLL_QUANTUM_S, called_from_user
from .settings import ATOMIC_S, BUSY_CYCLE_FRAME_S, FRAME_S, Settings
from .windows import Windows

if TYPE_CHECKING:
    from ..model.grid import GameGrid
    from .input import InputRouter
    from .platform import LoopPlatform, Screen


class GameLoop:
    def __init__(self, settings: Settings, platform: "Callable[[GameLoop], LoopPlatform]") -> None:
        """`platform(loop)` makes the platform this loop runs on (runtime/platform.py)."""
        self.settings = settings
        self.gate = PollGate(POLL_QUANTUM_S if settings.headless else 0.0)
        self.gate.fire = self.poll_fired
        self.clock: VirtualClock | RealClock = VirtualClock(self.gate) if settings.headless else RealClock()
        self.grid: GameGrid | None = None
        self.view: Screen | Any = None
        self.queue: list[InputRecord] = []
        self.replay = deque(sorted(settings.replay, key=lambda item: item.at_s))
        self.last_input_s = self.replay[-1].at_s if self.replay else 0.0
        self.callbacks = CallbackRunner(self)
        # the student's code is called through these (one call less than a method that forwards: act() every cycle)
        self.call_user = self.callbacks.call_user
        self.call_callback = self.callbacks.call
        self.report = self.callbacks.report
        self.count_user_error = self.callbacks.count
        self.callback_depth = 0
        self.user_errors = 0
        self.first_error: BaseException | None = None   # the first exception from student code (grading)
        self.frames = 0
        self.cycles_run = 0   # simulation cycles since the start (all grids, doStep included)
        self.next_cycle_due = 0.0
        self.stop_reached = False
        self.interrupted = False         # Ctrl+C ended the script: no window loop after it
        self.exit_status = 0             # `python script.py`: 1 after an uncaught error
        self.ended = False               # the run is over: other threads' calls end them
        self.shown_at: float | None = None      # when the window was last shown (None: hidden)
        self.atomic_since: float | None = None  # when the running callback or cycle began (poll_tick)
        self.script_running = True
        self.managed_by_runner = False   # the runner keeps the window alive itself after the script
        self.router: InputRouter | None = None   # made with the first grid
        self.pumps: list[Callable[[], None]] = []   # other windows kept alive by the loop (entry dialogs)
        self.input_taps: list[Callable[[Any, float], None]] = []   # see every input as it arrives (--record)
        # every frame drawn: tap(capture, t), capture() gives the picture (--gif, --frames-dir)
        self.frame_taps: list[Callable[[Callable[[], Any], float], None]] = []
        self.posted: deque[Callable[[], None]] = deque()   # work from other threads (post)
        self.running_posted = False
        self.touched_by_thread = False   # a thread's call the loop should look at once more
        self.closing = CloseRules(self)
        self.limits = StopRules(self)
        self.windows = Windows(self)   # every window made; the open ones beside `grid` (runtime/windows.py)
        self.platform = platform(self)
        self.arm_gate()

    # ----- grid and window ----------------------------------------------------------------------------
    def attach(self, grid: "GameGrid") -> None:
        """A new window: it becomes the loop's window, and an open one before it goes on beside it
        (runtime/windows.py); a plot window (GPanel) made while a game is open goes beside the game instead."""
        if self.windows.made_beside(grid):
            return
        self.grid = grid
        self.queue.clear()
        self.closing.reset()
        self.shown_at = None
        from .input import InputRouter
        self.router = InputRouter(self, grid)
        self.arm_gate()
        if not self.settings.headless:
            self.ensure_view()
            self.platform.window_opened()
        elif self.settings.render:
            self.ensure_view()

    def ensure_view(self) -> Any:
        if self.view is None and self.grid is not None:
            self.view = self.platform.make_screen(self.grid)
        return self.view

    def window_alive(self) -> bool:
        grid = self.grid
        return grid is not None and not grid._disposed and self.view is not None

    def now(self) -> float:
        return self.clock.now()

    def closing_pending(self) -> bool:
        return self.closing.pending()

    # ----- one turn -----------------------------------------------------------------------------------
    def tick(self, wake_at: float | None = None, polled: bool = False) -> None:
        """Handle what is due now, then wait until the next thing is due (or wake_at).

        `polled`: a poll point's tick. It delivers input only once the window has been on the screen for
        INPUT_SETTLE_S (nobody clicks a window before it appears, nor within a tenth of a second), so replayed
        input never lands in the middle of the script's set-up between show() and doRun(); blocking calls
        deliver it at any time, as before."""
        gate = self.gate
        self.platform.enter_turn()
        depth, gate.depth = gate.depth, 1   # gamegrid's own calls of public methods are not poll points
        try:
            self.turn(polled)
            self._wait(wake_at)
        finally:
            gate.depth = depth
        self.platform.turn_ended()
        self.arm_gate()

    def turn(self, polled: bool = False) -> None:
        """One turn without waiting: input, posted work, replayed input, callbacks, the cycle that is due, a frame.
        A platform whose loop must not block (the browser's animation frames) calls this and waits itself."""
        now = self.clock.now()
        if self.view is not None:
            waiting = len(self.queue)
            self.view.poll_events()
            if len(self.queue) > waiting:
                schedule.take_live_input(self, waiting, now)
        if self.pumps:
            for pump in list(self.pumps):
                pump()
        if self.posted and not self.running_posted:
            self.run_posted(now)
        if self.replay:
            schedule.take_replayed(self, now)
        may_deliver = not polled or schedule.input_open(self)
        if self.queue and self.router is not None and may_deliver:
            schedule.dispatch_queue(self)
        router = self.router
        if router is not None and self.callback_depth == 0 and may_deliver and router.timed_input_may_wait():
            router.run_timed_input(now)
        if self.windows.beside:
            self.windows.turn(now, polled)
        grid = self.grid
        if schedule.cycle_runs(self, now):
            assert grid is not None
            scheduled, start = self.next_cycle_due, now
            grid.act_cycle()
            self.next_cycle_due = schedule.next_cycle_due(self, scheduled, start, polled)
        self.draw_if_needed(polled)
        self.frames += 1

    def next_due(self, now: float, wake_at: float | None = None) -> float | None:
        """The loop's clock time the next turn is due at (None: nothing is due until input or a wake-up)."""
        due = schedule.wait_target(self, now, wake_at)
        if self.touched_by_thread:   # a thread's getX()/setLocation() (threads.OtherThreadGate.fire)
            self.touched_by_thread = False
            due = min(due, now + FRAME_S)
        settings = self.settings
        if not settings.headless:
            if settings.limit_frames is not None or self.platform.pace_frames():
                # --frames counts loop turns; a pupil's own thread may change the picture without telling the
                # loop: look at the frame rate's pace
                due = min(due, now + FRAME_S)
            view = self.view
            if view is not None and view.frame_pending():
                due = min(due, view.next_present)   # a frame held back by the display-rate cap
        return None if due == schedule.INF else due

    def _wait(self, wake_at: float | None) -> None:
        now = self.clock.now()
        target = self.next_due(now, wake_at)
        self.platform.drain()   # wake-ups until now are answered by this turn of the loop
        if self.queue and self.callback_depth == 0:
            return
        if self.posted and not self.running_posted:
            return
        view = self.view
        if view is not None and getattr(view, "unpresented", True) and (target is None or target > now):
            view.present_pending()   # what the script changed is on the screen before the loop sleeps
        if self.settings.headless and not self.platform.real_time():
            self.clock.wait_until(now if target is None else max(target, now))   # virtual time jumps
            if target is not None and target <= now:
                self.platform.wait(now, target)   # a busy loop still lets a waiting thread in
            return
        self.platform.wait(now, target)

    def arm_gate(self) -> None:
        """Set when the next poll point must tick: headless, the next thing due on the virtual clock; windowed,
        never (the watchdog asks for ticks), except while a closed program must be ended."""
        if not self.settings.headless:
            closing = self.closing
            self.gate.due = -schedule.INF if closing.closed_at is not None and closing.pending() else schedule.INF
        else:
            self.gate.due = schedule.gate_due(self)

    # ----- poll points ----------------------------------------------------------------------------------
    def poll_fired(self) -> None:
        """A poll point found something due (see gamegrid/runtime/polling.py). Tick, if the student's code made
        the call on the loop's thread; otherwise the next poll point from the student's code will. Frame 1 is
        the generated wrapper, frame 2 the code that called the public method."""
        if not self.platform.is_loop_thread():
            return
        self.platform.enter_turn()   # desktop: the game lock, let go while the main thread was in the pupil's code
        if called_from_user(sys._getframe(2)):
            self.poll_tick()

    def poll_tick(self) -> None:
        """One turn of the loop without waiting, from a poll point or the watchdog.

        A callback or a simulation cycle is left alone for its first ATOMIC_S, so that neither the window nor
        act() ever sees a short one half done (a board redrawn actor by actor); one that runs longer (a loop, a
        long computation) lets input, cycles and repaints in after that."""
        self.limits.check()
        self.closing.check()
        since = self.atomic_since
        if since is not None and self.clock.now() < since + ATOMIC_S - 1e-9:
            self.arm_gate()   # headless: the next tick when the time is up; windowed: the watchdog asks again
            return
        self.tick(self.clock.now(), polled=True)

    def on_nudge(self, what: str) -> None:
        """The platform interrupted the student's code (a loop that calls nothing of ours)."""
        if what == "tick":
            self.poll_tick()
        elif what == "stop" and self.limits.stall_stop:
            self.limits.check()
        elif what == "end":
            self.closing.check()

    def note_poll(self) -> None:
        """A poll point in gamegrid's own code, for calls that are not public methods of the game classes
        (gpanel's and entrydialog's functions, getKeyCodeWait() returning at once after the close): the same
        as a call into a public method from the student's code."""
        gate = self.gate
        if gate.depth or not self.platform.is_loop_thread():
            return
        gate.t += gate.step
        if gate.t >= gate.due:
            self.poll_tick()

    # ----- work from other threads ----------------------------------------------------------------------
    def post(self, work: Callable[[], None]) -> None:
        """Thread-safe: run `work` on the loop's thread at the start of the next turn."""
        self.posted.append(work)
        self.gate.due = float("-inf")   # the next poll point ticks (a script busy in a loop gets it too)
        self.platform.wake()

    def wake(self) -> None:
        """Thread-safe: the loop looks again at what is due (a pupil's thread changed something it waits for)."""
        self.platform.wake()

    def run_posted(self, now: float) -> None:
        # One posted piece of work at a time: one that waits in delay() lets the loop run, but not the next
        # network callback (the original delivers a connection's events one after another).
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
            # A poll point inside a cycle longer than ATOMIC_S (many actors, or an act() that loops): the window
            # shows it is alive, but a frame of a half-done cycle costs as much as a whole one, and the cycle's
            # end draws anyway (docs/decisions.md, "Frames").
            return
        view.draw_if_changed(now)

    # ----- blocking calls (runtime/blocking.py) ---------------------------------------------------------------
    def sleep(self, ms: float) -> None:
        blocking.sleep(self, ms)

    def wait_for(self, predicate: Callable[[], bool], woken: bool = False, until: float | None = None) -> None:
        blocking.wait_for(self, predicate, woken, until)

    def pump_once(self) -> None:
        blocking.pump_once(self)

    def run_until_closed(self) -> None:
        blocking.run_until_closed(self)

    # ----- the student's code and the close button ------------------------------------------------------
    def disposed_seen(self, grid: "GameGrid") -> None:
        # only the script itself going on counts: a thread of the program asking ends with the program
        if (grid is self.grid or any(made is grid for made in self.windows.made)) and self.platform.is_loop_thread():
            self.closing.disposed_asked()

    def close_requested(self, grid: "GameGrid | None" = None) -> None:
        """A window's close button (or a replayed 'close'); without `grid`, the loop's window's. Closing
        ends the program when no other window is open (or in TerminateOnClose: runtime/windows.py)."""
        grid = grid or self.grid
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
        if grid._disposed and self.windows.closed_by(grid) and self.closing.closed_at is None:
            self.closing.closed(self.clock.now())
            self.arm_gate()
