"""A program's threads in a page: each runs on a stack of its own that takes turns with the others.

A page has one thread, and Pyodide's `Thread.start()` raises. The pupils' threads are nearly always a
Timer clock that re-arms itself (`threading.Timer(1, tick).start()` inside tick) or a worker that loops
with delay() or time.sleep(): code that spends its life waiting. So a started thread's run() is called
soon on a stack that may suspend (jsbridge.start_soon), and each of its waits suspends it while the page,
the script and the other threads go on: the same program, taking turns at its waits instead of at any
instruction. A thread that never waits holds the page until it ends (as a loop in the script does).

Timer waits its interval on the page's clock (setTimeout), not in a stack, and calls its function unless it
was cancelled meanwhile. join() and is_alive() know these threads; everything else is threading's own.
"""
from __future__ import annotations

import sys
import threading
from typing import Any, Callable

from ..runtime.errors import ProgramClosed, ScriptStopped, format_user_traceback
from ..base.i18n import tr
from . import jsbridge

_RUNNING, _DONE = "running", "done"

_STATE = "_gamegrid_turns"         # the attribute a thread started here keeps its state in
_live: set[threading.Thread] = set()
_handles: dict[threading.Thread, Any] = {}   # thread -> the page's timer id (cancelled with the program)
_original: dict[str, Callable[..., Any]] = {}
_stopped = False


def install() -> None:
    """threading's start, join and is_alive take turns on the page from now on (once per page)."""
    global _stopped
    _stopped = False
    if _original:
        return
    _original.update(start=threading.Thread.start, join=threading.Thread.join, is_alive=threading.Thread.is_alive)
    threading.Thread.start = _start          # type: ignore[method-assign]
    threading.Thread.join = _join            # type: ignore[method-assign]
    threading.Thread.is_alive = _is_alive    # type: ignore[method-assign]
    # gamegrid's thread watch (runtime/threads.py) calls the start it found at import: this one now
    from ..runtime import threads
    threads._thread_start = _start   # type: ignore[attr-defined]


def stop_all() -> None:
    """The program ends (the page's Stop, a new Run): timers not yet due never fire, waiting threads end."""
    global _stopped
    _stopped = True
    for thread, handle in list(_handles.items()):
        jsbridge.cancel(handle)
        _finish(thread)
    _handles.clear()


def running() -> list[threading.Thread]:
    return list(_live)


def _start(thread: threading.Thread) -> None:
    if getattr(thread, _STATE, None) is not None:
        raise RuntimeError(tr("threads can only be started once"))
    setattr(thread, _STATE, _RUNNING)
    _live.add(thread)
    if isinstance(thread, threading.Timer):
        _handles[thread] = jsbridge.start_soon(lambda: _run_timer(thread), float(thread.interval))
    else:
        _handles[thread] = jsbridge.start_soon(lambda: _run(thread, thread.run))


def _run_timer(timer: threading.Timer) -> None:
    if timer.finished.is_set():   # cancelled while it waited
        _finish(timer)
        return

    def fire() -> None:
        timer.function(*timer.args, **timer.kwargs)
        timer.finished.set()
    _run(timer, fire)


def _run(thread: threading.Thread, body: Callable[[], Any]) -> None:
    _handles.pop(thread, None)
    try:
        if not _stopped:
            body()
    except (ScriptStopped, ProgramClosed, SystemExit):
        pass   # the program ended: so does this thread, quietly (as on the desktop)
    except BaseException as exc:
        sys.stderr.write(tr("Error in thread {name}:", name=thread.name) + "\n")
        sys.stderr.write(format_user_traceback(exc))
        sys.stderr.flush()
    finally:
        _finish(thread)


def _finish(thread: threading.Thread) -> None:
    setattr(thread, _STATE, _DONE)
    _live.discard(thread)


def _is_alive(thread: threading.Thread) -> bool:
    state = getattr(thread, _STATE, None)
    if state is None:
        return _original["is_alive"](thread)
    return state == _RUNNING


def _join(thread: threading.Thread, timeout: float | None = None) -> None:
    if getattr(thread, _STATE, None) is None:
        _original["join"](thread, timeout)
        return
    if thread is threading.current_thread():
        raise RuntimeError(tr("cannot join current thread"))
    from .. import runtime
    rt = runtime.active()
    end = None if timeout is None else rt.clock.now() + timeout if rt is not None else None
    while _is_alive(thread):
        if rt is not None:
            if end is not None and rt.clock.now() >= end:
                return
            rt.tick(end)
        elif jsbridge.can_block():
            jsbridge.wait(timeout)
            if timeout is not None:
                return
        else:
            return
