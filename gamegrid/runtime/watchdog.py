"""The watchdog: a small thread that nudges the main thread when the student's code keeps it busy.

The student's code and the window share the main thread (pyglet wants its window there). Poll points
(gamegrid/runtime/polling.py) keep the loop running whenever the script calls gamegrid; this thread covers
code that calls nothing of ours for a while (`while True: n += 1`, a long computation in a callback):

- windowed, no tick for POLL_AFTER_S: ask the next poll point to tick (sets the poll gate's due time);
- windowed, no tick for STALL_S: interrupt the main thread with `_thread.interrupt_main(SIGNAL)`;
  the signal handler runs between two bytecodes of whatever the main thread executes and ticks only
  if that is the student's own code (never in gamegrid, pyglet or the standard library, which may be
  in the middle of something); otherwise it does nothing and is asked again a moment later. While
  the main thread stays in such code, it is interrupted every BUSY_REPEAT_S (the window keeps its
  frame rate, about 50 per second);
- after the window was closed, a script that goes on without ever asking isDisposed() is ended
  (CloseRules.overdue), also when it never calls us;
- headless with a time limit: when the virtual clock has stood still for the limit's length of real
  time (a loop that never lets time pass), the script is stopped as by the limit;
- a thread of the program waits for the game lock (gamegrid/runtime/threads.py) while the main thread
  keeps it away from the loop, in the student's code or blocked in a call it made (`worker.join()`,
  `queue.get()`): after HANDOVER_AFTER_S the handler lets the lock go until the main thread's next
  gamegrid call. A blocked C call only sees a signal that really arrives, so then the signal is sent
  to the main thread itself (pthread_kill; the call goes on after the handler).

The watchdog sleeps until a deadline that can pass: while the loop is busy, until it has been busy POLL_AFTER_S
(or until the next nudge is due); while it rests in its event wait, until it means to wake plus POLL_AFTER_S.
A loop that keeps a beat (a simulation: a short turn every 20 ms, resting in between) never stays busy that long,
so once the watchdog finds it resting again after such a turn, it looks only every LOOK_WHILE_BEATING_S; a busy
stretch that begins meanwhile gets its first tick at most that much later (docs/decisions.md, "Resting").

SIGNAL is SIGURG where it exists (Linux, macOS: ignored by default, so the handler changes nothing
else) and SIGBREAK on Windows. `interrupt_main` does not send an operating-system signal: it only
marks the signal as arrived for the interpreter, so nothing outside Python is disturbed, and Ctrl+C
(SIGINT) keeps its own handler.
"""
from __future__ import annotations

import _thread
import os
import signal
import sys
import threading
import time
from typing import TYPE_CHECKING, Any

from . import polling
from .threads import WRAPPER_CODES

if TYPE_CHECKING:
    from .core import GameLoop
    from .desktop import DesktopPlatform

def choose_signal(signals: Any) -> int | None:
    """The signal the watchdog interrupts with, from a `signal` module: SIGURG (Linux, macOS), else SIGBREAK
    (Windows, whose signal module has no SIGURG), else none (poll points still tick; pure loops are not
    interrupted). Never SIGINT: Ctrl+C keeps Python's own handler on every system."""
    return getattr(signals, "SIGURG", None) or getattr(signals, "SIGBREAK", None)


SIGNAL: int | None = choose_signal(signal)
WATCH_INTERVAL_S = 0.005    # how often the thread looks
POLL_AFTER_S = 0.015        # windowed: a poll point ticks when the last tick is this old (~60 frames/s)
STALL_S = 0.1               # windowed: interrupt the main thread when the last tick is this old
BUSY_REPEAT_S = 0.02        # ... and, once interrupting was needed, whenever it is this old again
NUDGE_EVERY_S = 0.02        # at most this often (the handler may find the main thread in library code)
FORCE_EXIT_AFTER_S = 1.5    # a program told to end (window closed) that ignores it is ended hard
HANDOVER_AFTER_S = 0.01     # the main thread kept the game lock this long away from the loop: it lets go
LOOK_WHILE_BEATING_S = 0.2  # windowed: how often to look while the loop rests between short turns
HEADLESS_LOOK_S = 0.05      # headless: how often to look whether the virtual clock stands still


class Watchdog:
    def __init__(self, runtime: "GameLoop", platform: "DesktopPlatform") -> None:
        self.rt = runtime
        self.platform = platform
        self.request: str | None = None   # what the signal handler should do: "tick", "stop", "end"
        self._stop = threading.Event()
        # The loop's sleeps (rest/resume): the watchdog sleeps too, until the loop means to wake plus
        # POLL_AFTER_S, or until the alarm says it woke early (input, a post) or without a time set.
        self._resting = False
        self._rest_until: float | None = None
        self._rests = 0                   # how often the loop has gone to rest ...
        self._rests_seen = 0              # ... as the watchdog last saw it
        self._alarm = threading.Event()
        self._thread: threading.Thread | None = None
        self._previous_handler: Any = None
        self._handler_installed = False
        self._last_nudge = 0.0
        self._end_asked_at: float | None = None
        self._still_t = 0.0               # headless: the virtual time last seen ...
        self._still_since = 0.0           # ... and since when (real time) it has not moved

    # ----- life cycle -------------------------------------------------------------------------------------
    def start(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return
        self._install_handler()
        self._stop.clear()
        self._alarm.clear()
        self._still_t = self.rt.clock.now()
        self._still_since = time.perf_counter()
        self._thread = threading.Thread(target=self._run, name="gamegrid-watchdog", daemon=True)
        self._thread.start()

    def rest(self, until: float | None) -> None:
        """The main thread is about to sleep in the loop's own wait, until the perf_counter() time `until`
        (None: until something arrives). Nothing to watch meanwhile: this thread sleeps too instead of looking
        every few milliseconds, so an idle window costs no wake-ups here."""
        self._rest_until = until
        self._rests += 1
        self._resting = True

    def resume(self) -> None:
        """The main thread woke up (the caller has set the runtime's last tick time to now). Woken at its time,
        the watchdog's own sleep ends later anyway (POLL_AFTER_S after the loop meant to wake, or, while the loop
        keeps a beat, LOOK_WHILE_BEATING_S): no signal (a simulation's every cycle would cost this thread a
        wake-up). Woken early (input, a post), it is told."""
        self._resting = False
        until = self._rest_until
        if until is None or time.perf_counter() < until - 0.001:
            self._alarm.set()

    def stop(self) -> None:
        self._stop.set()
        self._resting = False
        self._alarm.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=1.0)
        self._thread = None
        self.request = None
        if self._handler_installed and threading.current_thread() is threading.main_thread():
            try:
                if signal.getsignal(SIGNAL) == self._on_signal:
                    signal.signal(SIGNAL, self._previous_handler)
            except (ValueError, TypeError):
                pass
            self._handler_installed = False

    def _install_handler(self) -> None:
        if self._handler_installed or SIGNAL is None \
                or threading.current_thread() is not threading.main_thread():
            return   # not on the main thread: poll points still work, pure loops are not interrupted
        try:
            self._previous_handler = signal.signal(SIGNAL, self._on_signal)
            self._handler_installed = True
        except (ValueError, OSError):
            pass

    # ----- the thread -------------------------------------------------------------------------------------
    def _run(self) -> None:
        while not self._stop.is_set():
            if self._alarm.wait(self._sleep_for()):
                self._alarm.clear()
            if self._stop.is_set():
                break
            if self._resting:
                continue   # the loop sleeps in its event wait: nothing to watch
            try:
                if self.platform.threaded and self._watch_lock():
                    continue
                if self.rt.settings.headless:
                    self._watch_headless()
                else:
                    self._watch_window()
            except Exception:   # never let the watchdog die noisily; the poll points still work
                pass

    def _sleep_for(self) -> float | None:
        """Seconds until the next look can find something to do (None: until the alarm)."""
        now = time.perf_counter()
        if self._resting:
            until = self._rest_until
            if until is None:
                return None   # resume() sets the alarm
            # Rested again since the last look: the loop keeps a beat, its busy turns are short
            beating = self._rests != self._rests_seen
            self._rests_seen = self._rests
            return max(0.0, until - now) + (LOOK_WHILE_BEATING_S if beating else POLL_AFTER_S)
        self._rests_seen = self._rests
        rt, platform = self.rt, self.platform
        if platform.threaded or rt.closing.pending():
            return WATCH_INTERVAL_S   # a thread may wait for the lock; a closed program is being ended
        if rt.settings.headless:
            return HEADLESS_LOOK_S
        idle = now - platform.last_tick_wall
        if idle < POLL_AFTER_S:
            return POLL_AFTER_S - idle   # the loop has been busy this long: then poll points must tick
        return WATCH_INTERVAL_S   # busy: see the poll points' tick come, or nudge

    def _watch_window(self) -> None:
        rt = self.rt
        now = time.perf_counter()
        if rt.closing.pending():
            if rt.closing.overdue():
                self._nudge("end", now)
                if self._end_asked_at is None:
                    self._end_asked_at = now
                elif now - self._end_asked_at > FORCE_EXIT_AFTER_S:
                    from .process_end import forced_end
                    forced_end()   # the program swallowed the end (a bare `except:`) or sits in C code
            return
        self._end_asked_at = None
        if not rt.window_alive():
            return
        platform = self.platform
        idle = now - platform.last_tick_wall
        if idle >= POLL_AFTER_S:
            rt.gate.due = float("-inf")
        busy = platform.nudge_tick_wall >= platform.last_tick_wall   # the last tick was ours: still no poll points
        if idle >= (BUSY_REPEAT_S if busy else STALL_S):
            self._nudge("tick", now)

    def _watch_lock(self) -> bool:
        """True when a thread of the program waits for the game lock that the main thread keeps while it
        is away from the loop; then the main thread is nudged to let it in."""
        platform = self.platform
        lock = platform.lock
        now = time.perf_counter()
        if not lock.others_waiting or lock.owner != platform.thread_id \
                or now - platform.last_tick_wall < HANDOVER_AFTER_S:
            return False
        frame = sys._current_frames().get(platform.thread_id)
        if frame is not None and outside_gamegrid(frame):
            # a real signal: the main thread may be blocked in a C call (join) that only it interrupts
            self._nudge("handover", now, to_thread=True)
        return True

    def _watch_headless(self) -> None:
        rt = self.rt
        now = time.perf_counter()
        t = rt.clock.now()
        if t != self._still_t:
            self._still_t, self._still_since = t, now
            return
        if now - self._still_since >= rt.limits.stall_limit_s():
            rt.limits.stall_stop = True
            rt.gate.due = float("-inf")   # a poll point stops it too
            self._nudge("stop", now)

    def _nudge(self, what: str, now: float, to_thread: bool = False) -> None:
        if self._handler_installed and now - self._last_nudge >= NUDGE_EVERY_S:
            self._last_nudge = now
            self.request = what
            if to_thread and hasattr(signal, "pthread_kill") and SIGNAL == getattr(signal, "SIGURG", None):
                signal.pthread_kill(self.platform.thread_id, SIGNAL)   # wakes a blocked call (EINTR)
            else:
                _thread.interrupt_main(SIGNAL)

    # ----- the main thread --------------------------------------------------------------------------------
    def _on_signal(self, signum: int, frame: Any) -> None:
        what, self.request = self.request, None
        if what is None:   # a signal we did not ask for
            previous = self._previous_handler
            if callable(previous):
                previous(signum, frame)
            elif signum != getattr(signal, "SIGURG", None):
                raise KeyboardInterrupt   # Ctrl+Break on Windows stops the program, as it did before
            return
        if what == "handover":
            if outside_gamegrid(frame):
                self.platform.let_go()
            return
        if frame is None or not polling.is_user_file(frame.f_code.co_filename):
            return   # inside gamegrid, pyglet or the standard library: asked again shortly
        self.rt.on_nudge(what)
        if what == "tick":
            self.platform.nudge_tick_wall = time.perf_counter()


_GAMEGRID_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# gamegrid's stand-ins for Java and TigerJython's modules hold no game state: a frame of theirs (Thread.join
# of java.lang) may be left while it waits
_PASSABLE = tuple(os.path.join(_GAMEGRID_DIR, folder) + os.sep for folder in ("tigerjython", "java", "net"))


def outside_gamegrid(frame: Any) -> bool:
    """The main thread runs the student's code, or a library the student's code called (join(), a
    queue): no gamegrid code is half way through something, so other threads may have the game."""
    while frame is not None:
        if frame.f_code in WRAPPER_CODES:   # threads.py's stand-in for join(), wait(), sleep(): the call itself
            frame = frame.f_back
            continue
        filename = frame.f_code.co_filename
        if polling.is_user_file(filename):
            return True
        if polling.is_library_file(filename) and not os.path.abspath(filename).startswith(_PASSABLE):
            return False
        frame = frame.f_back
    return False

