"""What is due when, and the input that is: the next simulation cycle, replayed and live input, key repeats, the
run's limit, the close's deadline. The loop sleeps until the earliest of them (wait_target) and, headless, the poll points tick when it
comes (gate_due). Platform-free: these are the game's rules, the same on every platform."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .settings import ATOMIC_S, INPUT_SETTLE_S, POLL_SLACK_S

INF = float("inf")

if TYPE_CHECKING:
    from .core import GameLoop


def status_contains(loop: "GameLoop", text: str) -> bool:
    status = loop.grid._status_text if loop.grid is not None else None
    return status is not None and text in status


def replay_head_may_come(loop: "GameLoop", now: float) -> bool:
    """False when the next replayed event waits for a status text that is not there yet: waiting for its
    (past) time would never move the clock on."""
    head = loop.replay[0]
    return head.wait_for_status is None or head.at_s > now or status_contains(loop, head.wait_for_status)


def take_replayed(loop: "GameLoop", now: float) -> None:
    """Replayed input that is due goes into the input queue (the input taps see it as it arrives)."""
    gated_taken = False
    while loop.replay and loop.replay[0].at_s <= now + 1e-9:
        wanted = loop.replay[0].wait_for_status
        if wanted is not None:
            # one such event per turn, after everything before it was handled, so that the next one sees the
            # status text its predecessor caused
            if gated_taken or loop.queue or not status_contains(loop, wanted):
                break
            gated_taken = True
        item = loop.replay.popleft()
        if item.window is not None and loop.windows.made and loop.windows.by_number(item.window) is not loop.grid:
            beside = loop.windows.other(loop.windows.by_number(item.window))   # type: ignore[arg-type]
            if beside is not None:   # input for a window beside the loop's (a closed one's is dropped)
                beside.queue.append(item.record)
            continue
        loop.queue.append(item.record)
        for tap in loop.input_taps:   # a recording keeps when the input came: waited-for input, now
            tap(item.record, now if wanted is not None else item.at_s)


def dispatch_queue(loop: "GameLoop") -> None:
    """The queued input goes to the student's callbacks, one record after another, unless a callback runs."""
    assert loop.router is not None
    if loop.callback_depth == 0:
        pending, loop.queue = loop.queue, []
        for index, record in enumerate(pending):
            if loop.callback_depth:   # a callback is waiting: keep the rest for later
                loop.queue[:0] = pending[index:]
                break
            loop.router.dispatch(record)
    elif any(record.kind == "close" for record in loop.queue):
        # The close button works even while a callback runs (or computes for a long time).
        loop.queue = [record for record in loop.queue if record.kind != "close"]
        loop.close_requested()


def take_live_input(loop: "GameLoop", first: int, now: float) -> None:
    """The window's input, queued from index `first`. While a replay plays in a window, live input waits
    for its end (a hand on the mouse must not change a prepared demonstration), except the close button."""
    if loop.replay and not loop.settings.headless:
        loop.queue[first:] = [record for record in loop.queue[first:] if record.kind == "close"]
    for record in loop.queue[first:]:
        for tap in loop.input_taps:
            tap(record, now)


def cycle_runs(loop: "GameLoop", now: float) -> bool:
    grid = loop.grid
    return grid is not None and grid._running and not grid._in_cycle and not grid._disposed \
        and now >= loop.next_cycle_due - 1e-9 \
        and (loop.settings.limit_cycles is None or not loop.limits.cycles_done())


def next_cycle_due(loop: "GameLoop", scheduled: float, start: float, polled: bool) -> float:
    """When the cycle after the one that was due at `scheduled` and began at `start` is due."""
    assert loop.grid is not None
    period = loop.grid._period / 1000.0
    if loop.settings.headless:
        period = max(period, 0.001)   # virtual time must move on even with period 0
    # The period counts from the cycle's start, except that a poll point's tick (which comes up to
    # POLL_SLACK_S late) keeps the cycles on their grid, so a busy loop does not slow them.
    following = scheduled + period if polled and start < scheduled + period else start + period
    return max(following, loop.clock.now())


def _cycling(loop: "GameLoop") -> bool:
    """A simulation runs whose next cycle the loop waits for. While a cycle runs (delay() inside act()) the
    next one is not due yet: waiting for it would never move the clock on."""
    grid = loop.grid
    return grid is not None and grid._running and not grid._disposed and not grid._in_cycle


def wait_target(loop: "GameLoop", now: float, wake_at: float | None) -> float:
    """The earliest time the loop must be awake at (inf: none; the platform adds its own: a frame held back, a
    thread's pace). Every turn asks, a simulation's 50 a second included: the common case looks at each thing
    once and builds nothing."""
    due = INF if wake_at is None else wake_at
    limit = loop.settings.limit_s
    if limit is not None and limit < due:
        due = limit
    if loop.next_cycle_due < due and _cycling(loop):
        due = loop.next_cycle_due
    if loop.windows.beside:
        beside = loop.windows.next_due()   # the windows beside the loop's (runtime/windows.py)
        if beside is not None and beside < due:
            due = beside
    if loop.replay and replay_head_may_come(loop, now):
        due = min(due, loop.replay[0].at_s)
    router = loop.router
    if router is not None and router.timed_input_may_wait() and router.has_timed_input():
        due = min(due, router.next_timed_input_due())
    closing = loop.closing
    if closing.closed_at is not None and closing.pending():
        due = min(due, closing.deadline())
    return due


def gate_due(loop: "GameLoop") -> float:
    """Headless: when the next poll point must tick, on the virtual clock."""
    t = loop.gate.t
    due = float("inf")
    if _cycling(loop):
        due = loop.next_cycle_due
    if loop.windows:
        beside = loop.windows.next_due()
        if beside is not None:
            due = min(due, beside)
    if loop.shown_at is not None:
        opens = loop.shown_at + INPUT_SETTLE_S
        if loop.replay and replay_head_may_come(loop, t):
            due = min(due, max(opens, loop.replay[0].at_s))
        if loop.callback_depth == 0:
            if loop.queue:
                due = min(due, max(opens, t))
            elif loop.router is not None and loop.router.has_timed_input():
                due = min(due, max(opens, loop.router.next_timed_input_due()))
    if loop.atomic_since is not None:
        due = max(due, loop.atomic_since + ATOMIC_S)
    limit = loop.limits.limit_s()
    if limit is not None:
        due = min(due, limit)
    if loop.closing.pending():
        due = min(due, loop.closing.deadline())
    # The few calls a script makes right after delay() see the state delay() left, as they would with zero-cost
    # calls; a loop that never blocks gets its tick one millisecond later.
    due += POLL_SLACK_S
    if loop.limits.stall_stop:
        due = float("-inf")
    return due


def input_open(loop: "GameLoop") -> bool:
    """Poll points deliver input once the window has been on the screen for INPUT_SETTLE_S."""
    return loop.shown_at is not None and loop.clock.now() >= loop.shown_at + INPUT_SETTLE_S - 1e-9
