"""Child processes the teachers' commands start and end (gamegrid watch's runs, gamegrid grade's workers),
on every system.

A child and whatever the pupil's program started from it must end together. On Linux and macOS the child
leads a session of its own and the whole process group is signalled (SIGTERM, then SIGKILL). Windows has
neither process groups of that kind nor those signals (os.killpg and signal.SIGKILL do not exist there):
the child gets a console process group of its own, is asked to stop with Ctrl+Break (Python raises
KeyboardInterrupt for it, as for Ctrl+C), and is ended with its whole tree by `taskkill /T /F`.
"""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from contextlib import contextmanager
from typing import Any, Iterator

# What ends a teacher's command from outside: `kill`, a service manager (SIGTERM), a closed terminal or a logout
# (SIGHUP). Windows has no SIGHUP, and a SIGTERM sent there by another process ends it without a handler.
END_SIGNALS: tuple[int, ...] = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def is_windows(platform: str | None = None) -> bool:
    return (platform or sys.platform) == "win32"


def group_options(platform: str | None = None) -> dict[str, Any]:
    """Popen's arguments that give the child a process group of its own."""
    if is_windows(platform):
        return {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0x200)}
    return {"start_new_session": True}


def _kill_tree_windows(pid: int) -> None:
    subprocess.run(["taskkill", "/T", "/F", "/PID", str(pid)], stdin=subprocess.DEVNULL,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


def end_group(process: subprocess.Popen, grace_s: float = 0.0, platform: str | None = None) -> None:
    """End `process` and its group: first politely (when grace_s > 0, waiting up to grace_s), then for sure."""
    if process.poll() is not None:
        return
    windows = is_windows(platform)
    if grace_s > 0:
        try:
            if windows:
                os.kill(process.pid, getattr(signal, "CTRL_BREAK_EVENT", 1))
            else:
                os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=grace_s)
            return
        except subprocess.TimeoutExpired:
            pass
        except (ProcessLookupError, PermissionError, OSError):
            pass
    try:
        if windows:
            _kill_tree_windows(process.pid)
        else:
            os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError):
        pass
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


class EndedBySignal(BaseException):
    """Raised in the main thread by END_SIGNALS inside `ended_by_signals()`. A BaseException, so that no
    `except Exception` on the way (a pyglet handler, our own) keeps the command alive."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


@contextmanager
def ended_by_signals() -> Iterator[None]:
    """SIGTERM and SIGHUP end the block as an exception, so that its cleanup (a `finally` that ends the child
    processes, which run in sessions of their own and would outlive the command) runs; then the process ends by
    the same signal, as it would have without the handler (its parent sees the signal, not an exit status). A
    second signal while the cleanup runs is ignored: the cleanup ends the children for sure (end_group)."""
    if threading.current_thread() is not threading.main_thread():
        yield   # signal handlers can only be set there
        return
    arrived: list[int] = []

    def on_signal(signum: int, frame: Any) -> None:
        if not arrived:
            arrived.append(signum)
            raise EndedBySignal(signum)

    previous = {signum: signal.signal(signum, on_signal) for signum in END_SIGNALS}
    try:
        yield
    except EndedBySignal:
        pass
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
    if arrived:
        for stream in (sys.stdout, sys.stderr):   # the default action ends the process without flushing them
            try:
                stream.flush()
            except (AttributeError, OSError, ValueError):
                pass
        signal.signal(arrived[0], signal.SIG_DFL)
        os.kill(os.getpid(), arrived[0])
