"""The desktop's side of the loop's seam (runtime/platform.py, LoopPlatform): pyglet 2.1 windows, the X
connection's wait, the watchdog, and the program's own threads.

- **Waiting**: an idle window sleeps in the window system's event wait (View.wait_for_events: select() on the X
  connection and on the wake pipe of runtime/wakeup.py) until input, the next thing due or wake(); the watchdog
  rests meanwhile (docs/decisions.md, "Resting"). Headless with a live connection or a running thread of the
  program, real time passes in slices.
- **Threads** (runtime/threads.py): the loop thread is the main thread, which runs the script and owns the
  window, even when a thread of the program happens to make the Runtime (an early delay()). Once a thread of the
  program exists, the loop takes the game lock at each turn and lets it go while it waits.
- **Busy code** (runtime/watchdog.py): a thread that asks poll points for a tick and interrupts code that calls
  nothing of ours.
"""
from __future__ import annotations

import threading
import time
from types import FrameType
from typing import TYPE_CHECKING, Any, Callable

from . import realtime
from . import polling
from .settings import FRAME_S, REAL_TIME_SLICE_S
from .threads import (GameLock, OtherThreadGate, end_this_thread, note_started, program_threads_running,
                      pupil_threads_alive)
from .wakeup import Waker
from .watchdog import Watchdog, outside_gamegrid

if TYPE_CHECKING:
    from ..model.grid import GameGrid
    from .core import GameLoop


class DesktopPlatform:
    def __init__(self, loop: "GameLoop") -> None:
        self.loop = loop
        self.thread_id = threading.main_thread().ident or threading.get_ident()
        self.lock = GameLock(self.thread_id)      # held by the loop thread except while it waits
        self.threaded = False                     # a thread of the program may call gamegrid
        self.program_threads: list[threading.Thread] = []   # started by the program (threading's)
        self.last_tick_wall = time.perf_counter()   # when the loop last turned (the watchdog's clock)
        self.nudge_tick_wall = 0.0                   # when the watchdog's interrupt last made a turn
        self.waker = Waker()   # wake(): ends the loop's sleep (a post, Monitor.wakeUp, the watchdog)
        # what the loop calls every turn, without a forwarding call, unless a platform built on this one has its own
        for name, direct in (("wake", self.waker.wake), ("drain", self.waker.drain),
                             ("pace_frames", pupil_threads_alive)):
            if getattr(type(self), name) is getattr(DesktopPlatform, name):
                setattr(self, name, direct)
        self.wakes_at = 0.0    # perf_counter() time the loop's sleep ends (inf: until woken; 0: it is awake)
        self.watchdog = Watchdog(loop, self)
        self.current = False   # the Runtime in use (loop.install): the gate it sets is the one poll points read
        self.other_gate: OtherThreadGate | None = None   # what other threads' poll points read (enter_threaded)

    # ----- the window -------------------------------------------------------------------------------------
    def make_screen(self, grid: "GameGrid") -> Any:
        from ..view.window import View
        return View(grid, self.loop)

    def window_opened(self) -> None:
        from .process_end import keep_window_after_script
        keep_window_after_script(self.loop)
        self.last_tick_wall = time.perf_counter()
        self.watchdog.start()

    # ----- threads ----------------------------------------------------------------------------------------
    def is_loop_thread(self) -> bool:
        return threading.get_ident() == self.thread_id

    def thread_started(self, thread: threading.Thread | None) -> None:
        """The program starts a thread (threads.watch_new_threads): before its code runs."""
        if thread is not None:
            note_started(self.program_threads, thread)
        self.enter_threaded()

    def enter_threaded(self) -> None:
        """A thread of the program started (or called gamegrid): from now on the poll points take the game lock
        for it, and the loop lets the lock go while it waits."""
        if self.threaded:
            return
        self.threaded = True
        loop = self.loop
        self.other_gate = OtherThreadGate(loop, self)
        if self.current:
            self.use_thread_checks()
        if loop.grid is not None and not loop.ended:
            # the watchdog hands the lock over when the loop thread blocks elsewhere (join()); it is started and
            # stopped by the loop thread only
            self.on_loop(self.watchdog.start)

    def use_thread_checks(self) -> None:
        """The poll points ask which thread they run on (runtime/polling.py)."""
        assert self.other_gate is not None
        polling.use_thread_checks(self.thread_id, self.other_gate)

    def let_go(self) -> None:
        """The main thread, away from gamegrid: the game lock is free until its next gamegrid call, whose poll
        point takes it back (GameLoop.poll_fired, enter_turn)."""
        self.lock.let_go()
        self.loop.gate.due = float("-inf")

    def before_blocking(self, caller: FrameType) -> None:
        """A call that may block (Thread.join, Condition.wait: Event, Queue...; time.sleep), on any thread
        (threads.watch_blocking_calls). The main thread of a threaded program, called from the pupil's code and
        not inside a callback or a cycle (whose loop must not be changed half way), lets the game lock go first:
        the threads it waits for may need the game meanwhile. The watchdog's signal does the same on Linux, but
        on Windows it cannot end such a wait (docs/decisions.md, "The main thread lets the game lock go before it
        blocks")."""
        if self.threaded and self.lock.owner == self.thread_id and threading.get_ident() == self.thread_id \
                and self.loop.atomic_since is None and outside_gamegrid(caller):
            self.let_go()

    def on_loop(self, work: Callable[[], None]) -> None:
        """Window work (pyglet) runs on the loop thread: now when called there, else at the next tick."""
        if threading.get_ident() == self.thread_id:
            work()
        else:
            self.loop.post(work)

    def wait_off_loop(self, seconds: float, predicate: Callable[[], bool] | None = None) -> None:
        """A blocking call on another thread: real time passes with the game lock let go (the loop does not run
        on this thread). Ends the thread (SystemExit) once the run is over."""
        end = time.perf_counter() + max(0.0, seconds)
        with self.lock.let_others():
            while True:
                if self.loop.ended:
                    end_this_thread()
                if predicate is not None and predicate():
                    return
                left = end - time.perf_counter()
                if left <= 0:
                    return
                time.sleep(min(left, 0.01))

    def enter_turn(self) -> None:
        if self.threaded and self.lock.owner != self.thread_id:
            self.lock.acquire()   # let go while the main thread was away from gamegrid (GameLock.let_go)

    def turn_ended(self) -> None:
        self.last_tick_wall = time.perf_counter()

    def real_time(self) -> bool:
        """Headless runs follow the wall clock while a connection is open or a thread the program started runs
        (its Timer and sleep() count real seconds)."""
        return realtime.connections_live() or (self.threaded and program_threads_running(self.program_threads))

    # ----- waiting ----------------------------------------------------------------------------------------
    def pace_frames(self) -> bool:
        return pupil_threads_alive()

    def wake(self) -> None:
        self.waker.wake()

    def drain(self) -> None:
        self.waker.drain()

    def wait(self, now: float, target: float | None) -> None:
        if not self.threaded:
            self._wait_until(now, target)
        elif target is not None and target <= now:
            self.lock.hand_over()   # a busy loop thread still lets a waiting thread in
        else:
            with self.lock.let_others():   # the program's threads may have the game while the loop sleeps
                self._wait_until(now, target)

    def _wait_until(self, now: float, target: float | None) -> None:
        """Let the clock reach `target` (None: nothing is due; windowed, sleep until woken)."""
        loop = self.loop
        if loop.settings.headless:
            if self.real_time():
                self._wait_real_time(now, target)
            else:
                loop.clock.wait_until(now if target is None else max(target, now))
            return
        if target is not None and target <= now:
            return
        view = loop.view
        if view is None and loop.windows:   # the loop's window is closed, one beside it is open: wait in its events
            view = next((window.view for window in loop.windows.beside if window.view is not None), None)
        if view is None:
            time.sleep(min(FRAME_S if target is None else target - now, 0.005))
            return
        # Idle means idle: sleep in the window system's event wait until input, the next thing due, or a wake()
        # from another thread; the watchdog rests meanwhile (docs/decisions.md, "Resting")
        timeout = None if target is None else target - now
        self.wakes_at = float("inf") if timeout is None else time.perf_counter() + timeout
        if loop.touched_by_thread:   # a thread's call since the loop planned this sleep, which it did not wake
            timeout = FRAME_S if timeout is None else min(timeout, FRAME_S)
        self.watchdog.rest(None if timeout is None else time.perf_counter() + timeout)
        try:
            view.wait_for_events(timeout, self.waker.fileno())
        finally:
            self.wakes_at = 0.0
            self.last_tick_wall = time.perf_counter()
            self.watchdog.resume()

    def _wait_real_time(self, now: float, target: float | None) -> None:
        """Headless with a live connection: let real time pass (at most one slice), waking early when another
        thread posts work, and move the virtual clock on by the time that really passed."""
        wait = REAL_TIME_SLICE_S if target is None else min(max(target - now, 0.0), REAL_TIME_SLICE_S)
        start = time.perf_counter()
        if wait > 0:
            self.waker.event.wait(wait)
        self.waker.event.clear()
        moved = now + (time.perf_counter() - start)
        self.loop.clock.wait_until(moved if target is None else min(moved, max(target, now)))

    def pass_time(self, now: float, target: float) -> None:
        if self.threaded:
            with self.lock.let_others():
                self._let_time_pass(now, target)
        else:
            self._let_time_pass(now, target)

    def _let_time_pass(self, now: float, target: float) -> None:
        now = self.loop.clock.now()
        if self.loop.settings.headless:   # a partner or a thread needs real time
            self._wait_real_time(now, target)
        else:
            time.sleep(max(0.0, min(target - now, 0.05)))

    def stop(self) -> None:
        self.watchdog.stop()

    def run_over(self) -> None:
        self.lock.release_all()
