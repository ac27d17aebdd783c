"""Calling the student's code: act(), input callbacks, notifyExit. An exception is printed (pointing at the
student's line) and counted, and the window stays alive. Platform-free."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .errors import report_user_error

if TYPE_CHECKING:
    from .core import GameLoop


class CallbackRunner:
    def __init__(self, loop: "GameLoop") -> None:
        self.loop = loop
        self._last_error: tuple[Any, float] | None = None   # (what, when) last reported

    def call_user(self, function: Callable[[], Any], where: str) -> bool:
        gate = self.loop.gate
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
        self.count(exc)
        report_user_error(exc, where)

    def count(self, exc: BaseException) -> None:
        loop = self.loop
        loop.user_errors += 1
        if loop.first_error is None:
            loop.first_error = exc

    def call(self, function: Callable[..., Any], where: str, *args: Any) -> Any:
        """An input callback: while it runs, further input waits (as on Java's event thread)."""
        loop = self.loop
        loop.callback_depth += 1
        gate = loop.gate
        depth, gate.depth = gate.depth, 0   # the student's code: its gamegrid calls are poll points
        atomic_since = loop.atomic_since
        if atomic_since is None:
            loop.atomic_since = loop.clock.now()
        try:
            return function(*args)
        except Exception as exc:
            self.count(exc)
            # keyRepeated (every 20 ms) and mouseMoved would flood the console with one traceback per event:
            # the same error from the same callback within a second is shown once.
            key = (where, type(exc).__name__, str(exc), _last_line(exc))
            now = loop.clock.now()
            last = self._last_error
            if last is None or last[0] != key or now - last[1] > 1.0:
                report_user_error(exc, where, function, args)
                self._last_error = (key, now)
            return None
        finally:
            loop.callback_depth -= 1
            gate.depth = depth
            loop.atomic_since = atomic_since
            if atomic_since is None:
                loop.arm_gate()   # what was held back while the callback ran is due now


def _last_line(exc: BaseException) -> int | None:
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return None if tb is None else tb.tb_lineno
