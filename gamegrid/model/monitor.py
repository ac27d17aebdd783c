"""ch.aplu.util.Monitor: putSleep() blocks the script (window and callbacks alive) until wakeUp().

One class for `from gamegrid import Monitor`, GameGrid.monitor, the module functions putSleep()/wakeUp()
and `from ch.aplu.util import Monitor`, so a wakeUp() through any of them ends a putSleep() through any
other.
"""
from __future__ import annotations

from .hooks import runtime


class Monitor:
    """putSleep() returns after wakeUp() (from a callback or another thread), after the timeout, or when the
    window is closed (dispose() wakes it in JGameGrid)."""

    _awake = False

    @staticmethod
    def putSleep(timeout: float | None = None) -> None:
        Monitor._awake = False
        end = None if timeout is None else runtime.now() + timeout / 1000.0

        def done() -> bool:
            grid = runtime.active_grid()
            return Monitor._awake or (grid is not None and grid.isDisposed()) \
                or (end is not None and runtime.now() >= end)
        runtime.wait_for(done, woken=True, until=end)
        Monitor._awake = False

    @staticmethod
    def wakeUp() -> None:
        Monitor._awake = True
        runtime.wake_loop()   # from another thread: the loop may be asleep in its event wait
