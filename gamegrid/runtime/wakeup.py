"""Waking the loop: the loop sleeps in the window system's event wait (or, headless with a live connection,
on an Event); any thread that has work for it calls `Waker.wake()`.

The pipe's read end is what the window's event wait selects on beside the X connection
(View.wait_for_events), so a post from a network thread, Monitor.wakeUp() from a pupil's thread or the
watchdog ends the sleep at once. One byte is written per sleep at most (a flag says one is pending), so
a thread posting thousands of events never fills the pipe.
"""
from __future__ import annotations

import os
import threading


class Waker:
    def __init__(self) -> None:
        self.event = threading.Event()   # for waits that are no select (headless real-time slices)
        self.pending = False             # a wake-up is on its way (the loop has not drained it yet)
        self._lock = threading.Lock()
        self._read_fd: int | None = None
        self._write_fd: int | None = None

    def fileno(self) -> int | None:
        """The pipe's read end for select(), made on first use (None where pipes cannot be selected)."""
        if self._read_fd is None and os.name == "posix":
            read_fd, write_fd = os.pipe()
            os.set_blocking(read_fd, False)
            os.set_blocking(write_fd, False)
            self._read_fd, self._write_fd = read_fd, write_fd
        return self._read_fd

    def wake(self) -> None:
        """From any thread: end the loop's current (or next) sleep. A wake-up on its way already answers it (a
        thread calling gamegrid in a loop costs one byte and one Event per turn of the loop, not per call)."""
        if self.pending:
            return
        self.event.set()
        with self._lock:
            if self.pending:
                return
            self.pending = True
            if self._write_fd is None:
                return
            try:
                os.write(self._write_fd, b"w")
            except OSError:   # full (cannot be, one byte at a time) or closed at exit
                pass

    def drain(self) -> None:
        """The loop is awake: forget the wake-ups so far (called before it looks for work)."""
        if not self.pending:
            if self.event.is_set():   # set by a wake() that is just setting pending too
                self.event.clear()
            return
        self.event.clear()
        with self._lock:
            if not self.pending:
                return
            self.pending = False
            if self._read_fd is None:
                return
            try:
                while os.read(self._read_fd, 64):   # type: ignore[arg-type]
                    pass
            except OSError:   # nothing left (EAGAIN)
                pass

    def close(self) -> None:
        for fd in (self._read_fd, self._write_fd):
            if fd is not None:
                try:
                    os.close(fd)
                except OSError:
                    pass
        self._read_fd = self._write_fd = None
        self.pending = False
