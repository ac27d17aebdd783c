"""The blocking calls, platform-free: delay() (sleep), getKeyCodeWait() and the dialogs (wait_for), the end of the
script (run_until_closed). Each is a loop of GameLoop.tick() that checks the run's limits and the close's grace
between turns; the platform's wait lets the time pass."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ..base.i18n import tr
from .settings import HEADLESS_BLOCKED_S

if TYPE_CHECKING:
    from .core import GameLoop


def sleep(loop: "GameLoop", ms: float) -> None:
    """delay(ms): keep everything running for ms milliseconds."""
    if isinstance(ms, bool) or not isinstance(ms, (int, float)):
        raise TypeError(tr("delay() takes a number of milliseconds, got {ms!r}.", ms=ms))
    end = loop.clock.now() + max(0.0, ms) / 1000.0
    while True:
        loop.limits.check()
        loop.closing.check()
        if loop.clock.now() >= end - 1e-9:
            return
        if loop.windows.open_grid() is None:
            _pass_time(loop, end)   # no window to keep alive: just let the time pass
        else:
            loop.tick(end)


def _pass_time(loop: "GameLoop", end: float) -> None:
    """Time passing without a window, in steps that stop at the run's limit and the close deadline."""
    target = end
    limit = loop.limits.limit_s()
    if limit is not None:
        target = min(target, limit)
    if loop.closing.pending():
        target = min(target, loop.closing.deadline())
    if loop.settings.headless and not loop.platform.real_time():
        loop.clock.wait_until(target)
    else:
        loop.platform.pass_time(loop.clock.now(), target)
    loop.platform.turn_ended()


def wait_for(loop: "GameLoop", predicate: Callable[[], bool], woken: bool = False, until: float | None = None) -> None:
    """Tick until predicate() holds. `woken`: the predicate changes only through what the loop does (input,
    callbacks, cycles) or through a wake_loop() call, or at the clock time `until`; the loop may then sleep
    until one of those. Otherwise it looks again every 10 ms."""
    if not loop.platform.is_loop_thread():
        loop.platform.wait_off_loop(float("inf"), predicate)
        return
    while not predicate():
        loop.limits.check()
        loop.closing.check()
        loop.tick(until if woken else loop.clock.now() + 0.01)


def pump_once(loop: "GameLoop") -> None:
    if not loop.platform.is_loop_thread():
        loop.platform.wait_off_loop(0.001)   # the loop thread keeps the windows alive
        return
    loop.limits.check()
    loop.closing.check()
    loop.tick(loop.clock.now())


def run_until_closed(loop: "GameLoop") -> None:
    """After the script's last line: keep the window alive until closed (or the run's limit)."""
    loop.script_running = False
    settings = loop.settings
    automatic_end = settings.headless and settings.limit_s is None and settings.limit_cycles is None
    script_end = loop.clock.now()
    while True:
        if automatic_end:
            # a second after the last input; while a connection is live, as long as a script blocked
            # without input may wait (the partner may need time to move)
            grace = HEADLESS_BLOCKED_S if loop.platform.real_time() else 1.0
            settings.limit_s = max(script_end, loop.last_input_s) + grace
        grid = loop.windows.open_grid()   # the loop's window, or one beside it (runtime/windows.py)
        if grid is None:
            return
        if settings.headless and settings.limit_s is None and not loop.limits.cycling_to_limit() \
                and not loop.replay and not loop.queue:
            # --cycles, but the simulation is paused and no input is left that could start it again
            loop.stop_reached = True
            return
        if not settings.headless and not grid._shown:
            return   # an invisible window would keep the program running with nothing to close
        if loop.limits.reached():
            if loop.posted and not loop.running_posted:
                loop.run_posted(loop.clock.now())   # network events that arrived: delivered first
            loop.stop_reached = True
            return
        loop.tick(None)
