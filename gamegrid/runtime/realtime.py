"""Live connections keep real time: while a network connection is open, a headless run's clock follows the wall
clock, because the peer in another process needs real seconds. Platform-free (a counter any thread may move)."""
from __future__ import annotations

import threading

_holds = 0
_lock = threading.Lock()


def hold_real_time(on: bool) -> None:
    """A network connection opened (True) or closed (False): while any is open, headless runs follow the
    wall clock."""
    global _holds
    with _lock:
        _holds = max(0, _holds + (1 if on else -1))


def connections_live() -> bool:
    return _holds > 0
