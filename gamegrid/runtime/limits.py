"""When a run stops by itself: --seconds, --frames, --cycles, a headless run that blocks without input, a loop
that never lets virtual time pass. Platform-free."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..base.i18n import tr
from .errors import ScriptStopped
from .settings import HEADLESS_BLOCKED_S, MIN_STALL_S

if TYPE_CHECKING:
    from .core import GameLoop


class StopRules:
    def __init__(self, loop: "GameLoop") -> None:
        self.loop = loop
        self.stall_stop = False   # headless: the watchdog saw the virtual clock stand still too long

    def cycles_done(self) -> bool:
        """--cycles N: N simulation cycles have run; no further cycle may start."""
        loop = self.loop
        cycles = loop.settings.limit_cycles
        return cycles is not None and loop.cycles_run >= cycles

    def cycling_to_limit(self) -> bool:
        loop = self.loop
        grid = loop.grid
        return (loop.settings.limit_cycles is not None and grid is not None and grid._running
                and not grid._disposed)

    def limit_s(self) -> float | None:
        loop = self.loop
        settings = loop.settings
        limit = settings.limit_s
        if limit is None and settings.headless and loop.script_running \
                and loop.managed_by_runner and not self.cycling_to_limit():
            # `gamegrid run --headless` without --seconds, and the script never ends (a `while not
            # isDisposed()` loop, getKeyCodeWait() without input): stop it this long after the last input.
            limit = loop.last_input_s + HEADLESS_BLOCKED_S
        return limit

    def reached(self) -> bool:
        if self.stall_stop or self.cycles_done():
            return True
        loop = self.loop
        limit = self.limit_s()
        if limit is not None and loop.clock.now() >= limit - 1e-9:
            return True
        frames = loop.settings.limit_frames
        return frames is not None and loop.frames >= frames

    def stall_limit_s(self) -> float:
        """Headless: real seconds the virtual clock may stand still (a loop that never lets time pass)
        before the run's limit stops the script anyway."""
        limit = self.loop.settings.limit_s
        return max(MIN_STALL_S, HEADLESS_BLOCKED_S if limit is None else limit)

    def check(self) -> None:
        if self.reached():
            self.loop.stop_reached = True
            raise ScriptStopped(self.note())

    def note(self) -> str:
        """The one line the runner prints when the time limit stopped a script that was still running."""
        settings = self.loop.settings
        if self.stall_stop:
            return tr("gamegrid: the time limit stopped the script after {seconds:g} s of real time in a loop "
                      "that never let time pass (no delay() and no gamegrid call).", seconds=self.stall_limit_s())
        if self.cycles_done():
            return tr("gamegrid: the cycle limit ({cycles} cycles) stopped the script.",
                      cycles=settings.limit_cycles)
        if settings.limit_s is None and settings.limit_frames is None:
            return tr("gamegrid: the script was stopped {seconds:g} s after the last input (it was still waiting; "
                      "use --seconds to choose how long a run lasts).", seconds=HEADLESS_BLOCKED_S)
        if settings.limit_frames is not None and not settings.headless:
            return tr("gamegrid: the frame limit ({frames} frames) stopped the script.",
                      frames=settings.limit_frames)
        return tr("gamegrid: the time limit ({seconds:g} s) stopped the script.", seconds=settings.limit_s)
