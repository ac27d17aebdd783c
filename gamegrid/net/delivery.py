"""How network events reach a pupil's callbacks, and how long a network program lives.

Sockets and the MQTT library work on their own threads. Their events (a state change, a message) go
through one queue to one dispatcher thread, in the order they happened:

- While a game window exists (makeGameGrid() was called and the window is not closed), the dispatcher
  posts each event to the gamegrid loop, so the callback runs on the main thread and may touch actors and
  the status bar as in TigerJython. The loop runs in delay(), the other blocking calls and after the
  script's last line.
- Otherwise (a console program, or before makeGameGrid()) the dispatcher thread calls the callback
  itself, as the original's own threads do, so that a console loop such as
  `while isConnected: time.sleep(1)` sees the state its callback changes.

Nothing here polls. A blocking call (connect(), sendMessage() with a response time, loopForever())
waits for `changed()`, which the network threads call when something it may be waiting for happened (an
answer, a reply, a link closed): on the game's main thread the loop sleeps until then (runtime.wake_loop()
ends its sleep, as a post does), elsewhere the thread sleeps on a condition.

A program that never made a game window stays alive after its last line while a server listens or a
client is connected (the original's threads keep Python running the same way); Ctrl+C ends it. A game
window decides the end of a game program instead: closing it ends the program and its connections.
"""
from __future__ import annotations

import atexit
import queue
import sys
import threading
import time
import weakref
from typing import Any, Callable

from .. import runtime
from ..runtime.errors import report_user_error

Callback = Callable[..., Any]

QUIET_GRACE_S = 60.0      # headless runner, no --seconds: a console program ends this long after the last event
EXIT_DRAIN_S = 1.0        # at the end, events still queued get this long to reach their callbacks
# Windows cannot interrupt a lock's wait with Ctrl+C: there the main thread wakes this often to let it in
# (elsewhere a signal ends the wait itself, and nothing wakes without a reason)
CTRL_C_SLICE_S = 0.5 if sys.platform == "win32" else None


class Link:
    """What every network object shares: it is known to the registry, so that the end of a program
    closes it, and it says when it is open (listening, connecting or connected)."""

    module_name = "gamegrid.net"

    def __init__(self) -> None:
        register(self)
        self._noted_idle = False

    def close_for_exit(self) -> None:
        """Close without calling back: the program is over."""
        raise NotImplementedError

    def _note_idle(self, text: str) -> None:
        """A message that cannot be sent now: say so once (until the link is open again), do not raise,
        as the original ignores it silently."""
        if not self._noted_idle:
            note(self.module_name, text)
            self._noted_idle = True

    def _set_open(self, is_open: bool) -> None:
        if is_open:
            self._noted_idle = False
        set_open(self, is_open)


_links: "weakref.WeakSet[Link]" = weakref.WeakSet()
_open: set[int] = set()
_pending = 0              # events emitted but not yet delivered
_holding = False          # whether we hold the runtime's real time (open links or pending events)
_lock = threading.Lock()
_events: "queue.Queue[tuple[Callback, str, tuple[Any, ...], Callable[[], None] | None]]" = queue.Queue()
_dispatcher: threading.Thread | None = None
_exit_hook_installed = False
_last_event = time.monotonic()
# Notified by changed(): threads in wait(), wait_while_open() and a flooded network thread sleep on it.
_changes = threading.Condition()


def changed() -> None:
    """From any thread: something a wait may be waiting for has happened (an answer came, a reply arrived, a
    link opened or closed, a callback finished). Waiting threads look again and the game loop wakes: they
    sleep until then instead of looking every few milliseconds."""
    with _changes:
        _changes.notify_all()
    runtime.wake_loop()


def register(link: Link) -> None:
    global _exit_hook_installed
    with _lock:
        _links.add(link)
        if not _exit_hook_installed:
            atexit.register(_keep_console_program_alive)
            _exit_hook_installed = True


def set_open(link: Link, is_open: bool) -> None:
    """While any link is open, headless runs follow real time and a console program stays alive."""
    with _lock:
        if is_open:
            _open.add(id(link))
        else:
            _open.discard(id(link))
        _update_hold()
    changed()


def _count_pending(change: int) -> None:
    global _pending
    with _lock:
        _pending = max(0, _pending + change)
        _update_hold()
    if change < 0:   # a network thread held back by MAX_PENDING may go on
        with _changes:
            _changes.notify_all()


def _update_hold() -> None:
    """Under _lock: a headless run follows real time while a link is open or an event is on its way
    (so that a run does not end, on its virtual clock, just before the event arrives)."""
    global _holding
    wanted = bool(_open) or _pending > 0
    if wanted != _holding:
        _holding = wanted
        runtime.hold_real_time(wanted)


def any_open() -> bool:
    return bool(_open)


def note(module: str, text: str) -> None:
    """A one-line explanation on the console (what happened, what to do)."""
    print(f"{module}: {text}", file=sys.stderr)
    sys.stderr.flush()


# ----- callbacks -------------------------------------------------------------------------------------------
def emit(callback: Callback | None, where: str, *args: Any, after: Callable[[], None] | None = None) -> None:
    """From any thread: deliver one event to a pupil's callback (see the module docstring); `after` runs
    once the callback has returned (at once when there is none).

    A network thread that gets ahead of the callbacks by MAX_PENDING events waits here until they catch
    up, so a flood from a peer fills the kernel's buffers (and slows the peer) instead of our memory."""
    global _last_event
    _last_event = time.monotonic()
    if callback is None:
        if after is not None:
            after()
        changed()
        return
    _start_dispatcher()
    _wait_for_room()
    _count_pending(+1)
    _events.put((callback, where, args, after))
    changed()   # a reply a wait looks for (sendMessage with a response time) came with this event


MAX_PENDING = 10_000


def _wait_for_room() -> None:
    here = threading.current_thread()
    if here is threading.main_thread() or here is _dispatcher:
        return   # a callback's own events (disconnect() inside a callback) must never wait for themselves
    with _changes:
        _changes.wait_for(lambda: _pending < MAX_PENDING)


def call_now(callback: Callback | None, where: str, *args: Any) -> None:
    """Deliver an event at once, on this thread, as the original does inside connect()."""
    global _last_event
    _last_event = time.monotonic()
    if callback is None:
        return
    if _window_loop() is None:
        _call_here(callback, where, args)
    elif threading.current_thread() is threading.main_thread():
        runtime.current().call_callback(callback, where, *args)
    else:
        emit(callback, where, *args)


def _window_loop() -> runtime.Runtime | None:
    rt = runtime.active()
    if rt is None or rt.grid is None or rt.grid._disposed:
        return None
    return rt


def _start_dispatcher() -> None:
    global _dispatcher
    with _lock:
        if _dispatcher is None or not _dispatcher.is_alive():
            _dispatcher = threading.Thread(target=_dispatch_forever, name="gamegrid-net-events", daemon=True)
            _dispatcher.start()


def _dispatch_forever() -> None:
    while True:
        callback, where, args, after = _events.get()
        try:
            def on_loop(callback: Callback = callback, where: str = where, args: tuple[Any, ...] = args,
                        after: Callable[[], None] | None = after) -> None:
                try:
                    runtime.current().call_callback(callback, where, *args)
                finally:
                    _count_pending(-1)
                    if after is not None:
                        after()
            if not runtime.post_to_loop(on_loop):
                try:
                    _call_here(callback, where, args)
                finally:
                    _count_pending(-1)
                    if after is not None:
                        after()
        finally:
            _events.task_done()


def _call_here(callback: Callback, where: str, args: tuple[Any, ...]) -> None:
    """A callback outside the window loop: report an exception the way the loop does, and go on."""
    try:
        callback(*args)
    except Exception as exc:   # pupil code: report, keep the connection alive
        rt = runtime.active()
        if rt is not None:
            rt.user_errors += 1
        report_user_error(exc, where, callback, args)


# ----- blocking steps ---------------------------------------------------------------------------------------
def wait(done: Callable[[], bool], timeout_s: float | None) -> bool:
    """Block until done() or timeout_s real seconds (None: no limit). On the main thread of a game, the
    window loop keeps running meanwhile (input, act(), painting, other network callbacks); closing the
    window ends the wait. Returns done()."""
    deadline = None if timeout_s is None else time.monotonic() + max(0.0, timeout_s)

    def over() -> bool:
        return done() or (deadline is not None and time.monotonic() >= deadline)

    rt = _window_loop()
    if rt is not None and threading.current_thread() is threading.main_thread():
        runtime.hold_real_time(True)   # a headless run must not race its virtual clock past the wait
        try:
            # the loop sleeps until changed() wakes it, input comes, a cycle is due or the time is up
            until = None if timeout_s is None else rt.now() + max(0.0, timeout_s)
            rt.wait_for(lambda: over() or rt.grid is None or rt.grid._disposed, woken=True, until=until)
        finally:
            runtime.hold_real_time(False)
    else:
        with _changes:
            while not over():
                _changes.wait(_slice(None if deadline is None else max(0.0, deadline - time.monotonic())))
    return done()


# ----- the end of a program ---------------------------------------------------------------------------------
def close_all() -> None:
    """The program is over (the runner finished a script, or Python exits): close every link, quietly."""
    for link in list(_links):
        try:
            link.close_for_exit()
        except Exception:   # closing must never stop the shutdown
            pass
    global _pending
    while True:   # events of the finished program must not reach a later one
        try:
            _events.get_nowait()
            _events.task_done()
        except queue.Empty:
            break
    with _lock:
        _open.clear()
        _pending = 0   # posted to a loop that is gone: they will not come
        _update_hold()
    changed()   # a network thread held back by MAX_PENDING, and every wait, look again


def wait_while_open(limit_s: float | None, quiet_grace_s: float | None) -> None:
    """A console program after its last line: live on while a link is open, like the original.

    limit_s: real seconds from now at most (None: no limit); quiet_grace_s: end this long after the last
    network event (None: never). Ctrl+C ends the wait."""
    start = time.monotonic()
    try:
        with _changes:   # set_open() notifies when a link closes; the deadlines are looked at when they pass
            while any_open():
                now = time.monotonic()
                ends = []
                if limit_s is not None:
                    ends.append(start + limit_s)
                if quiet_grace_s is not None:
                    ends.append(_last_event + quiet_grace_s)   # an event meanwhile moves this on
                if ends and now >= min(ends):
                    break
                _changes.wait(_slice(min(ends) - now if ends else None))
    except KeyboardInterrupt:
        pass
    _drain(EXIT_DRAIN_S)


def _slice(wait_s: float | None) -> float | None:
    """How long one condition wait may last on this thread (see CTRL_C_SLICE_S)."""
    if CTRL_C_SLICE_S is None or threading.current_thread() is not threading.main_thread():
        return wait_s
    return CTRL_C_SLICE_S if wait_s is None else min(wait_s, CTRL_C_SLICE_S)


def _drain(limit_s: float) -> None:
    """Until the events still queued have reached their callbacks, or limit_s seconds."""
    with _events.all_tasks_done:   # notified by the queue when the last task is done
        _events.all_tasks_done.wait_for(lambda: not _events.unfinished_tasks, limit_s)


def _keep_console_program_alive() -> None:
    """atexit: a program that never made a game window keeps running while a link is open. (A game's
    window loop may still be about to run in another exit hook: its links stay as they are.)"""
    rt = runtime.active()
    if rt is None or rt.grid is None:
        wait_while_open(None, None)
        close_all()
