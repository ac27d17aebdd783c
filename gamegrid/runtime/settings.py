"""What a run is asked to do (Settings, ReplayItem) and the loop's timing rules, in seconds.

Platform-free: the desktop loop and the browser's read the same numbers (docs/architecture.md, "The loop's seam").
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..java.events import InputRecord

FRAME_S = 1.0 / 60.0
HEADLESS_BLOCKED_S = 60.0   # virtual seconds a headless run without a time limit may block
MIN_STALL_S = 3.0           # headless: real seconds the virtual clock may stand still before the limit stops it
CLOSE_GRACE_S = 0.5         # a script that asks isDisposed() and still runs this long after the close ends
CLOSE_GRACE_UNASKED_S = 0.2  # ... one that never asked isDisposed() (CloseRules.deadline)
INPUT_SETTLE_S = 0.1        # poll points deliver input once the window has been shown this long
POLL_SLACK_S = 0.001        # headless: a poll point ticks when something has been due this long (100 calls)
ATOMIC_S = 0.05             # poll points leave a callback or a cycle alone for this long (see GameLoop.poll_tick)
BUSY_CYCLE_FRAME_S = 0.25   # inside a long simulation cycle, poll points draw at most this often (draw_if_needed)
REAL_TIME_SLICE_S = 0.01    # longest wait of a headless tick while a live connection keeps real time


@dataclass
class ReplayItem:
    at_s: float
    record: InputRecord
    wait_for_status: str | None = None   # deliver only once the status bar contains this text
    window: int | None = None            # the window it is for, by number (1: the first made); None: the loop's


@dataclass
class Settings:
    headless: bool = False
    limit_s: float | None = None            # stop after this much (virtual, when headless) time
    replay: list[ReplayItem] = field(default_factory=list)
    limit_frames: int | None = None         # stop after this many loop frames (windowed runs)
    limit_cycles: int | None = None         # stop after this many simulation cycles (--cycles)
    render: bool = False                    # draw every frame: headless too, in a window uncapped (benchmarks)
    zoom: float | None = None               # projector zoom of the window (--zoom); None: 1, or the last watch run's
