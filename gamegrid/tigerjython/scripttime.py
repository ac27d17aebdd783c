"""The `time` module as a pupil's program sees it under `gamegrid run`.

In TigerJython the window and the simulation run on their own threads, so `time.sleep(0.5)` in the
main program let the game go on; here it waits through the loop (as delay() does) when called on the
main thread. Headless runs have a virtual clock: time(), perf_counter(), monotonic() and clock() follow
it there, so a program that measures or rate-limits with time.time() behaves in a headless run as it
does in a window, and repeatably; every reading is a poll point (10 virtual µs, gamegrid/runtime/polling.py). gamegrid's own code and other libraries keep the real module; only
the program's imports of `time` are redirected (its builtins get an __import__ that knows this module).
"""
from __future__ import annotations

import builtins
import sys
import threading
import time as _real_time
import types
from typing import Any, Dict
from ..base.i18n import tr


def _runtime() -> Any:
    runtime = sys.modules.get("gamegrid.runtime")
    return runtime.active() if runtime is not None else None


def _virtual_now() -> float | None:
    """Seconds on the virtual clock of a headless run, else None. Reading the clock is a poll point, like
    a gamegrid call: `while time.time() < end: pass` lets the window and the simulation go on (and,
    headless, time pass)."""
    rt = _runtime()
    if rt is None:
        return None
    rt.note_poll()
    return rt.clock.now() if rt.settings.headless else None


class _ScriptTime(types.ModuleType):
    """A stand-in for `time`: the names above follow the run's clock, everything else is time's."""

    def __init__(self) -> None:
        super().__init__("time", _real_time.__doc__)
        self._epoch = _real_time.time()
        # `from time import *` takes the names in __all__ (getattr finds the run's own and time's
        # others); without it a module object exports only what is in its __dict__: nothing here.
        self.__all__ = sorted({n for n in dir(_real_time) if not n.startswith("_")} | {"clock"})

    def __getattr__(self, name: str) -> Any:
        return getattr(_real_time, name)

    def __dir__(self) -> list[str]:
        return dir(_real_time)

    def time(self) -> float:
        now = _virtual_now()
        return _real_time.time() if now is None else self._epoch + now

    def time_ns(self) -> int:
        return int(self.time() * 1e9)

    def perf_counter(self) -> float:
        now = _virtual_now()
        return _real_time.perf_counter() if now is None else now

    monotonic = perf_counter

    def clock(self) -> float:   # Python 2 / Jython
        return self.perf_counter()

    def sleep(self, seconds: float) -> None:
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
            raise TypeError(tr("time.sleep() takes a number of seconds, got {seconds!r}.", seconds=seconds))
        if _runtime() is not None and threading.current_thread() is threading.main_thread():
            from gamegrid import runtime
            runtime.delay(seconds * 1000.0)   # the window and the simulation go on meanwhile
        else:
            _real_time.sleep(seconds)


def script_builtins(extra: Dict[str, Any]) -> Dict[str, Any]:
    """Builtins for the program's own code: Python's, plus `extra`, and an __import__ that hands it
    the stand-in `time` module and TigerJython's `enum` module (enum_module.py)."""
    script_time = _ScriptTime()
    real_import = builtins.__import__

    def __import__(name: str, globals: Any = None, locals: Any = None, fromlist: Any = (), level: int = 0):
        if name == "time" and level == 0:
            return script_time
        if name == "enum" and level == 0:   # TigerJython's enum module, Python's names handed on
            from .enum_module import TIGERJYTHON_ENUM
            return TIGERJYTHON_ENUM
        return real_import(name, globals, locals, fromlist, level)

    table = dict(vars(builtins))
    for key, value in extra.items():
        table.setdefault(key, value)
    table["__import__"] = __import__
    return table
