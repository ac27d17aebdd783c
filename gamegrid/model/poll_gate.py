"""The poll gate: what every poll point reads (the runtime's side is gamegrid/runtime/polling.py).

It lives down here, under the model, because the model's hottest methods (getX, setLocation, turn...)
check it themselves; the runtime sets it up and replaces it (set_gate) when another runtime takes over.
"""
from __future__ import annotations

from typing import Any, Callable, TypeVar

Method = TypeVar("Method", bound=Callable[..., Any])


class PollGate:
    """t: the poll clock (headless: the virtual clock), moved on by `step` at every poll point; when
    t reaches `due`, the poll point calls `fire` (the runtime ticks). depth is 1 while gamegrid's own
    code runs: its calls of public methods are not polls."""

    __slots__ = ("t", "step", "due", "depth", "fire")

    def __init__(self, step: float = 0.0) -> None:
        self.t = 0.0
        self.step = step
        self.due = float("inf")
        self.depth = 0
        self.fire: Callable[..., None] = _no_fire


def _no_fire() -> None:
    pass


_current = PollGate()
_gate_readers: list[dict[str, Any]] = []   # globals() of the modules that read `_gg_gate`
_thread_names: dict[str, Any] = {}         # _gg_ident, _gg_loop, _gg_other while threads check (set_thread_names)
self_polling: list[Callable[..., Any]] = []   # the methods marked polls_itself (the runtime may swap their code)


def set_gate(gate: PollGate) -> None:
    """Make `gate` the one every poll point reads."""
    global _current
    _current = gate
    for namespace in _gate_readers:
        namespace["_gg_gate"] = gate


def share_gate(namespace: dict[str, Any]) -> None:
    """Give a module (its globals()) the global `_gg_gate`, kept current by set_gate."""
    namespace["_gg_gate"] = _current
    namespace.update(_thread_names)
    _gate_readers.append(namespace)


def set_thread_names(names: dict[str, Any]) -> None:
    """The names the poll checks read once other threads call gamegrid (runtime/polling.py, use_thread_checks):
    given to every module that reads `_gg_gate`."""
    _thread_names.clear()
    _thread_names.update(names)
    for namespace in _gate_readers:
        namespace.update(names)


def polls_itself(function: Method) -> Method:
    """Mark a public method that begins with the poll check written out, so add_poll_points leaves it
    alone. Only for the few methods nearly every cycle of a moving game calls: a wrapper is one more
    Python call, about 140 ns, more than such a method costs itself. The check, the same as in the
    wrappers (its module calls share_gate(globals()) first):

        g = _gg_gate
        if not g.depth:
            g.t += g.step
            if g.t >= g.due:
                g.fire()

    Unlike a wrapper it leaves depth at 0 while the method runs: such a method must not call other
    public methods (or must set depth to 1 around them), else they would poll as well."""
    function._gg_poll_point = True   # type: ignore[attr-defined]
    self_polling.append(function)
    return function
