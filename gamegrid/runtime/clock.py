"""The loop's clocks. Headless runs use a virtual clock that the poll gate moves on; windowed runs read the
wall clock. Platform-free: neither waits (a platform's LoopPlatform.sleep/wait lets real time pass)."""
from __future__ import annotations

import time

from ..model.poll_gate import PollGate


class VirtualClock:
    """Headless time. It lives in the poll gate, whose poll points move it on by a quantum each."""

    def __init__(self, gate: PollGate) -> None:
        self.gate = gate

    @property
    def t(self) -> float:
        return self.gate.t

    def now(self) -> float:
        return self.gate.t

    def wait_until(self, t: float) -> None:
        """Virtual time jumps: what is due at `t` is due now."""
        if t > self.gate.t:
            self.gate.t = t


class RealClock:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    def now(self) -> float:
        return time.perf_counter() - self.start
