"""The close button's rules: when a closed window ends the program. Platform-free.

Closing ends the program, as in TigerJython. The student's code that still runs when the window closes (the
script, a callback, work posted by another thread) gets a moment to end by itself: CLOSE_GRACE_S when it asked
isDisposed() (it will look again), CLOSE_GRACE_UNASKED_S when it never did. After that the next poll point or
blocking call raises ProgramClosed.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import ProgramClosed
from .settings import CLOSE_GRACE_S, CLOSE_GRACE_UNASKED_S

if TYPE_CHECKING:
    from .core import GameLoop


class CloseRules:
    def __init__(self, loop: "GameLoop") -> None:
        self.loop = loop
        self.closed_at: float | None = None   # when the close button closed the window
        self.seen = False                     # ... and the script asked isDisposed() since
        self.asked = False                    # the script asked isDisposed() at all (then the close has a grace)
        self.mode: Any = None                 # GameGrid.setClosingMode() of this run (None: DisposeOnClose)

    def reset(self) -> None:
        """A new game window: nothing closed yet."""
        self.closed_at = None
        self.seen = False

    def closed(self, now: float) -> None:
        if self.closed_at is None:
            self.closed_at = now

    def pending(self) -> bool:
        """The window was closed while the student's code still runs, and that code has not asked isDisposed()
        since: it gets a moment to end by itself (overdue)."""
        loop = self.loop
        return self.closed_at is not None and not self.seen and not loop.interrupted \
            and (loop.script_running or loop.callback_depth > 0 or loop.running_posted)

    def deadline(self) -> float:
        """A script that asked isDisposed() (`while not isDisposed(): ... delay(100)`) gets CLOSE_GRACE_S to
        reach its next question; one that never asked will not notice the close and gets only the moment its
        next lines need (a getKeyCodeWait() that returned because of the close, a print), so that the program
        ends within half a second of the close also when its threads go on."""
        assert self.closed_at is not None
        return self.closed_at + (CLOSE_GRACE_S if self.asked else CLOSE_GRACE_UNASKED_S)

    def overdue(self) -> bool:
        return self.pending() and self.loop.clock.now() >= self.deadline() - 1e-9

    def check(self) -> None:
        if self.overdue():
            # Closing ends the program, as in TigerJython, when the script does not look at isDisposed()
            # (a busy loop, `while True: ... delay(100)`, a long computation in a callback).
            raise ProgramClosed(0)

    def disposed_asked(self) -> None:
        """The script itself (not another thread) asked isDisposed()."""
        self.asked = True
        if self.closed_at is not None:
            self.seen = True
