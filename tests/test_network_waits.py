"""Network waits without polling (gamegrid/net/delivery.py): a wait looks at its condition when it starts,
when a network thread calls changed(), and when its time is up, never every few milliseconds; it ends as
soon as the change comes. bench/bench_net_wait.py measures the wake-ups of whole programs."""
from __future__ import annotations

import socket
import threading
import time

from gamegrid.net import delivery
from gamegrid.net.tcp import TCPServer


class Counted:
    """A wait's condition that counts how often it is looked at."""

    def __init__(self) -> None:
        self.looks = 0
        self.done = False

    def __call__(self) -> bool:
        self.looks += 1
        return self.done


def in_thread(function) -> tuple[threading.Thread, list]:
    outcome: list = []
    thread = threading.Thread(target=lambda: outcome.append(function()), daemon=True)
    thread.start()
    return thread, outcome


def test_a_wait_ends_when_a_network_thread_says_something_changed():
    condition = Counted()
    thread, outcome = in_thread(lambda: delivery.wait(condition, 30.0))
    time.sleep(0.5)
    assert thread.is_alive() and condition.looks <= 2     # polling every 5 ms would have looked ~100 times
    condition.done = True
    started = time.monotonic()
    delivery.changed()
    thread.join(5)
    assert outcome == [True] and time.monotonic() - started < 1.0


def test_a_wait_whose_time_is_up_looks_only_at_its_start_and_its_end():
    condition = Counted()
    started = time.monotonic()
    thread, outcome = in_thread(lambda: delivery.wait(condition, 0.6))
    thread.join(5)
    assert outcome == [False] and 0.55 <= time.monotonic() - started < 2.0
    assert condition.looks <= 3


def test_a_change_that_is_not_the_awaited_one_does_not_end_the_wait():
    condition = Counted()
    thread, outcome = in_thread(lambda: delivery.wait(condition, 30.0))
    time.sleep(0.2)
    delivery.changed()
    time.sleep(0.2)
    assert thread.is_alive()
    condition.done = True
    delivery.changed()
    thread.join(5)
    assert outcome == [True]


def test_a_server_that_nobody_calls_terminates_at_once_and_frees_its_port():
    """The server thread sleeps in accept() (no timeout to look at a flag); terminate() wakes it."""
    with socket.socket() as probe:
        probe.bind(("", 0))
        port = probe.getsockname()[1]
    states: list[tuple[str, str]] = []
    server = TCPServer(port, lambda state, msg: states.append((state, msg)))
    deadline = time.monotonic() + 10
    while not server.isAlive() and time.monotonic() < deadline:
        time.sleep(0.01)
    time.sleep(0.3)
    started = time.monotonic()
    server.terminate()
    assert time.monotonic() - started < 1.0
    server.join(2)
    assert not server.isAlive() and server.isTerminated()
    with socket.socket() as again:   # the port is free for the next server
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind(("", port))
    deadline = time.monotonic() + 10
    while ("TERMINATED", "") not in states and time.monotonic() < deadline:
        time.sleep(0.01)
    assert all(state != "CONNECTED" for state, _ in states), states   # terminate()'s wake-up is no client


def test_loop_forever_off_the_game_loop_ends_when_the_server_is_terminated():
    with socket.socket() as probe:
        probe.bind(("", 0))
        port = probe.getsockname()[1]
    server = TCPServer(port, lambda state, msg: None)
    thread, outcome = in_thread(server.loopForever)
    time.sleep(0.3)
    assert thread.is_alive()
    started = time.monotonic()
    server.terminate()
    thread.join(5)
    assert not thread.is_alive() and time.monotonic() - started < 1.0
