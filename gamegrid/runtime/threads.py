"""The pupil's own threads: any thread may call gamegrid, and the end of the game ends them all.

In TigerJython a `threading.Timer` that re-arms itself, a worker `Thread` adding actors or a network
callback may call every gamegrid function, and closing the window ends the program (Java's
`System.exit`). Here the loop runs on one thread (the *loop thread*, the one that made the Runtime:
the main thread), so:

- **One game lock** (GameLock), re-entrant. The loop thread holds it whenever it runs gamegrid code;
  it lets it go while it waits (GameLoop._wait through the platform, the time passing in delay()) and, when a thread waits
  for it, while the main thread is in the student's own code or blocked in a call it made
  (`worker.join()`, `time.sleep()`, `event.wait()`, `queue.get()`: it lets go before it blocks,
  `watch_blocking_calls`; in code that calls nothing of ours, the watchdog's handler, gamegrid/runtime/watchdog.py);
  its next gamegrid call takes it back. Another thread takes it for each public call: once a second thread exists, the poll points of
  a thread other than the loop's read an OtherThreadGate (polling.use_thread_checks), which takes the
  lock once around the call. So the model is only ever changed by one thread at a time, and a pupil's
  thread sees it between two ticks, never half done.
- **Window work goes to the loop thread**: what a hook would do to the pyglet window from another
  thread is posted to the loop instead (`on_loop_thread`).
- **Blocking calls** on another thread (delay(), getKeyCodeWait(), Thread.sleep) wait in real time
  with the lock let go.
- **Ending is final**: once the game is over (window closed, dispose() and the script's end, a run's
  limit, Ctrl+C), `process_end.end_process()` ends the process even while non-daemon threads still run,
  after the state, screenshot, GIF and recording were written. A thread that calls gamegrid after its
  runtime ended (a test running scripts in-process) ends itself quietly (SystemExit).
"""
from __future__ import annotations

import _thread
import functools
import sys
import threading
import time
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING, Any, Callable, Iterator

from . import polling
from .settings import FRAME_S

if TYPE_CHECKING:
    from .core import GameLoop
    from .desktop import DesktopPlatform

# Threads of gamegrid itself (and of the network modules, which keep real time on their own): not the
# pupil's threads.
INTERNAL_PREFIXES = ("gamegrid-", "tcpcom-", "mqttclient-", "paho-")
HAND_OVER_S = 0.005     # the loop thread waits this long for another thread to take the lock it offers
# A thread that waited this long for the lock goes on without it: the main thread may hold it while it waits
# for this very thread in gamegrid code we did not foresee; a rare race is better than a frozen program.
PATIENCE_S = 2.0


class GameLock:
    """A re-entrant lock that the loop thread gets back first: a thread looping on gamegrid calls cannot starve
    the window. A plain lock of the interpreter's underneath: taking it when it is free costs one C call; the
    Python around it only counts (re-entry) and lets the loop thread go first (`loop_wants`).
    `others_waiting` tells the loop that a thread wants in."""

    def __init__(self, owner: int | None = None) -> None:
        self.mutex = _thread.allocate_lock()
        self.owner = owner   # written only by the thread that holds the mutex
        self.count = 0
        if owner is not None:
            self.mutex.acquire()
            self.count = 1
        self.loop_ident = owner
        self.loop_wants = False
        self.others_waiting = 0
        self._waiting_lock = _thread.allocate_lock()

    def held(self) -> bool:
        return self.owner == _thread.get_ident()

    def acquire(self, give_up: Callable[[], bool] | None = None, patience: float | None = None) -> bool:
        """Take the lock (again); False when another thread waited `patience` seconds in vain."""
        me = _thread.get_ident()
        if self.owner == me:
            self.count += 1
            return True
        if not self.loop_wants and self.mutex.acquire(False):
            self.owner, self.count = me, 1
            return True
        if me == self.loop_ident:
            self.loop_wants = True   # the others let it go first
            try:
                self.mutex.acquire()
            finally:
                self.loop_wants = False
        elif not self._wait_as_other(give_up, patience):
            return False
        self.owner, self.count = me, 1
        return True

    def _wait_as_other(self, give_up: Callable[[], bool] | None, patience: float | None) -> bool:
        with self._waiting_lock:
            self.others_waiting += 1
        deadline = None if patience is None else time.perf_counter() + patience
        try:
            while True:
                if give_up is not None and give_up():
                    end_this_thread()
                if deadline is not None and time.perf_counter() > deadline:
                    return False
                if self.loop_wants:
                    _time_sleep(0.0005)   # the loop thread is next
                elif self.mutex.acquire(timeout=0.05):
                    return True
        finally:
            with self._waiting_lock:
                self.others_waiting -= 1

    def release(self) -> None:
        self.count -= 1
        if self.count <= 0:
            self.owner, self.count = None, 0
            self.mutex.release()

    def release_all(self) -> int:
        """Let go completely (however often this thread took it); returns what restore() needs."""
        if self.owner != _thread.get_ident():
            return 0
        count = self.count
        self.owner, self.count = None, 0
        self.mutex.release()
        return count

    def restore(self, count: int) -> None:
        if count:
            self.acquire()
            self.count = count

    @contextmanager
    def let_others(self) -> Iterator[None]:
        """While this thread waits, other threads may take the lock."""
        count = self.release_all()
        try:
            yield
        finally:
            self.restore(count)

    def let_go(self) -> None:
        """The loop thread, away from gamegrid (in the student's code, or blocked in a call it made:
        `worker.join()`): the lock is free until the loop thread's next gamegrid call takes it back."""
        self.release_all()

    def hand_over(self) -> None:
        """The loop thread, busy without waiting: let a waiting thread have one turn."""
        if not self.others_waiting or self.owner != _thread.get_ident():
            return
        count = self.release_all()
        deadline = time.perf_counter() + HAND_OVER_S
        while self.owner is None and self.others_waiting and time.perf_counter() < deadline:
            _time_sleep(0.0002)
        self.restore(count)


class OtherThreadGate:
    """What the poll points of a thread other than the loop's read once a thread of the program exists
    (polling.use_thread_checks: `_gg_gate if _gg_ident() == _gg_loop else _gg_other`). The loop thread keeps
    the plain gate and pays one comparison per call. Here every call fires: a wrapped public method takes the
    game lock once for its whole call path (enter/leave; the calls it makes inside re-enter the lock for
    nothing more than a count); a method that polls itself (getX, setLocation) takes it only to wait for the
    loop to be between two turns, then lets the loop look once more a frame later."""

    __slots__ = ("t", "step", "due", "depth", "_loop", "_platform", "_lock", "_waker", "_give_up")

    def __init__(self, loop: "GameLoop", platform: "DesktopPlatform") -> None:
        self.t = 0.0
        self.step = 0.0          # other threads never move the (virtual) clock
        self.due = float("-inf")
        self.depth = 0
        self._loop = loop
        self._platform = platform
        self._lock = platform.lock
        self._waker = platform.waker
        self._give_up = lambda: loop.ended

    def fire(self) -> None:
        """A method that polls itself, called on another thread."""
        loop = self._loop
        if loop.ended:
            end_this_thread()
        lock = self._lock
        if lock.owner is not None or lock.loop_wants:   # the loop (or a thread) is in the middle of something
            if lock.acquire(give_up=self._give_up, patience=PATIENCE_S):
                lock.release()
        if not loop.touched_by_thread:
            self._touched()

    def _touched(self) -> None:
        """The call may change what the window shows: the loop looks within a frame (touched_by_thread), and is
        woken only when it sleeps longer than that (a loop waiting for input). Waking it at every call would
        make it turn as often as the thread calls, each turn taking the game lock from the thread. Called when
        touched_by_thread was False: the loop has looked since the last call that set it."""
        self._loop.touched_by_thread = True
        if not self._waker.pending and self._platform.wakes_at - time.perf_counter() > FRAME_S:
            self._waker.wake()

    def enter(self) -> bool:
        """A wrapped public method begins on another thread: take the game lock (True), or end the thread when
        the run is over, or go on without it (False) when the main thread kept it PATIENCE_S (it may wait for
        this very thread in gamegrid code we did not foresee; a rare race is better than a frozen program)."""
        if self._loop.ended:
            end_this_thread()
        lock = self._lock
        me = _thread.get_ident()
        if lock.owner == me:
            lock.count += 1
            return True
        if not lock.loop_wants and lock.mutex.acquire(False):
            lock.owner, lock.count = me, 1
            return True
        return lock.acquire(give_up=self._give_up, patience=PATIENCE_S)

    def leave(self, held: bool) -> None:
        """The wrapped call ended: the lock goes back, and the loop looks within a frame (the call may have
        changed what the window shows)."""
        if held:   # GameLock.release, written out: this is every wrapped call's way back
            lock = self._lock
            lock.count -= 1
            if lock.count <= 0:
                lock.owner, lock.count = None, 0
                lock.mutex.release()
        if not self._loop.touched_by_thread:
            self._touched()


def end_this_thread() -> None:
    """A thread of the program whose game is over ends quietly: SystemExit itself (threading's hook stays
    silent only for that very class, not for ProgramClosed)."""
    raise SystemExit(0)


# ----- which threads are the pupil's -------------------------------------------------------------------------
def is_internal(thread: threading.Thread) -> bool:
    return thread.name.startswith(INTERNAL_PREFIXES)


def pupil_threads(non_daemon_only: bool = False) -> list[threading.Thread]:
    """The live threads the program started (not the main thread, not gamegrid's own)."""
    main = threading.main_thread()
    return [t for t in threading.enumerate()
            if t is not main and t.is_alive() and not is_internal(t)
            and not isinstance(t, threading._DummyThread)   # type: ignore[attr-defined]
            and not (non_daemon_only and t.daemon)]


_pupil_threads_seen = (0, False)   # (threading.active_count(), the answer) last looked at


def pupil_threads_alive() -> bool:
    """A thread the pupil's own code started (threading.Thread with a target of theirs, or a subclass with their
    run()) is alive: it may change the game without the loop knowing. Looked at again when the number of threads
    changed (once per turn of the loop otherwise: the look costs more than the rest of a turn)."""
    global _pupil_threads_seen
    count = threading.active_count()
    if count == _pupil_threads_seen[0]:
        return _pupil_threads_seen[1]
    alive = _look_for_pupil_threads()
    _pupil_threads_seen = (count, alive)
    return alive


def _look_for_pupil_threads() -> bool:
    for thread in threading.enumerate():
        if thread is threading.main_thread() or not thread.is_alive():
            continue
        target = getattr(thread, "_target", None)
        code = getattr(target, "__code__", None)
        if code is None and type(thread).run is not threading.Thread.run:
            code = type(thread).run.__code__
        if code is not None and polling.is_user_file(code.co_filename):
            return True
    return False


def program_threads_running(started: list[threading.Thread]) -> bool:
    """True while a thread the program started runs: one of `started` (threading's, recorded by the
    new-thread watch) or one started with _thread.start_new_thread. Threads that were there before the
    program (a library's, a test runner's) do not count."""
    with _started_lock:   # other threads append to `started` (a Timer starting the next one)
        started[:] = [t for t in started if t.is_alive() or t.ident is None]
        return bool(started) or _raw_running > 0


def note_started(started: list[threading.Thread], thread: threading.Thread) -> None:
    with _started_lock:
        started.append(thread)


_started_lock = threading.Lock()


# ----- the first call in a new thread --------------------------------------------------------------------------
_watchers: list[Callable[[threading.Thread | None], None]] = []
_raw_running = 0   # threads of _thread.start_new_thread that run now (threading does not know them)
_raw_lock = threading.Lock()


_thread_start = threading.Thread.start


def _watched_thread_start(self: threading.Thread) -> None:
    """threading.Thread.start (Timer's too): the loop learns about the thread before it runs, so that its
    first gamegrid call already takes the game lock and a headless clock already follows the wall clock."""
    if _watchers and not is_internal(self):
        for watcher in list(_watchers):
            watcher(self)
    _thread_start(self)


def watch_new_threads(on_new_thread: Callable[[threading.Thread | None], None]) -> None:
    """Call on_new_thread(thread) in every thread the program starts from now on, before its own code runs
    (thread None: one of _thread.start_new_thread)."""
    if on_new_thread not in _watchers:
        _watchers.append(on_new_thread)
    _watch_thread_module()


_start_new_thread = _thread.start_new_thread


def _watched_start_new_thread(function: Callable[..., Any], args: tuple[Any, ...],
                              kwargs: dict[str, Any] | None = None) -> int:
    """_thread.start_new_thread (Python 2's `thread` module) for a program: returns once the thread runs,
    as threading's start() does, so that the loop knows about it before the next line (a headless run
    must not let virtual time rush ahead of the thread)."""
    started = _thread.allocate_lock()
    started.acquire()

    def bootstrap(*inner_args: Any, **inner_kwargs: Any) -> Any:
        global _raw_running
        with _raw_lock:
            _raw_running += 1
        try:
            for watcher in list(_watchers):
                watcher(None)
            started.release()
            return function(*inner_args, **inner_kwargs)
        finally:
            with _raw_lock:
                _raw_running -= 1

    ident = _start_new_thread(bootstrap, args, kwargs or {})
    started.acquire()
    return ident


def _watch_thread_module() -> None:
    if threading.Thread.start is _thread_start:
        threading.Thread.start = _watched_thread_start   # type: ignore[method-assign]
    # threading keeps its own reference to the original, so only direct callers (the program) get this
    if _thread.start_new_thread is _start_new_thread:
        _thread.start_new_thread = _watched_start_new_thread
        if getattr(_thread, "start_new", None) is _start_new_thread:
            _thread.start_new = _watched_start_new_thread   # type: ignore[attr-defined]


def unwatch(on_new_thread: Callable[[threading.Thread | None], None]) -> None:
    if on_new_thread in _watchers:
        _watchers.remove(on_new_thread)


# ----- the loop thread's blocking calls ----------------------------------------------------------------------
# A hook of the installed Runtime's platform, called with the caller's frame before a call that may block: on the
# loop thread, holding the game lock, in the pupil's code, it lets the lock go (until its next gamegrid call).
# The watchdog's signal cannot do this on Windows: there a blocked lock wait (join) and sleep do not see it.
_before_blocking: list[Callable[[FrameType], None]] = []
_thread_join = threading.Thread.join
_condition_wait = threading.Condition.wait
_time_sleep = time.sleep


def _before_block(caller: FrameType) -> None:
    for hook in list(_before_blocking):
        hook(caller)


@functools.wraps(_thread_join)   # help(), the name and the signature stay Python's
def _watched_join(self: threading.Thread, timeout: float | None = None) -> None:
    if _before_blocking:
        _before_block(sys._getframe(1))
    _thread_join(self, timeout)


@functools.wraps(_condition_wait)   # also Event.wait, Semaphore.acquire, Barrier.wait, queue.Queue's get/put/join
def _watched_condition_wait(self: threading.Condition, timeout: float | None = None) -> bool:
    if _before_blocking:
        _before_block(sys._getframe(1))
    return _condition_wait(self, timeout)


@functools.wraps(_time_sleep)
def _watched_sleep(seconds: float) -> None:
    if _before_blocking:
        _before_block(sys._getframe(1))
    _time_sleep(seconds)


# Their frames stand for the call they wrap: the watchdog looks through them (watchdog.outside_gamegrid), so a main
# thread blocked in join() inside a callback is still handed over as before.
WRAPPER_CODES = frozenset({_watched_join.__code__, _watched_condition_wait.__code__, _watched_sleep.__code__})


def watch_blocking_calls(before_blocking: Callable[[FrameType], None]) -> None:
    """Call before_blocking(caller's frame) before every Thread.join, Condition.wait (Event, Queue, Semaphore,
    Barrier) and time.sleep, on any thread. A bare Lock's acquire() is the interpreter's own and is not seen."""
    if before_blocking not in _before_blocking:
        _before_blocking.append(before_blocking)
    if threading.Thread.join is _thread_join:
        threading.Thread.join = _watched_join   # type: ignore[method-assign]
    if threading.Condition.wait is _condition_wait:
        threading.Condition.wait = _watched_condition_wait   # type: ignore[method-assign]
    if time.sleep is _time_sleep:
        time.sleep = _watched_sleep


def unwatch_blocking_calls(before_blocking: Callable[[FrameType], None] | None) -> None:
    if before_blocking in _before_blocking:
        _before_blocking.remove(before_blocking)
