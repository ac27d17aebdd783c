"""Helpers for the network tests: free loopback ports, a private Mosquitto broker, game processes.

Everything stays on 127.0.0.1. A broker is started per test on a free port with a generated config;
tests that need one are skipped (with the reason) where Mosquitto is not installed.
"""
from __future__ import annotations

import errno
import json
import os
import queue
import random
import shutil
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

import pytest

from conftest import REPO

CONNECT4 = REPO / "examples" / "connect4"


PORTS = range(20000, 32768)   # below Linux's ephemeral range: no outgoing connection takes one meanwhile


def free_port() -> int:
    """A free port, picked at random from PORTS, so that test runs going on at the same time (other
    worktrees, CI) rarely pick the same one, and never the local port of somebody's outgoing connection."""
    pick = random.SystemRandom()
    for _ in range(200):
        port = pick.choice(PORTS)
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            try:
                probe.bind(("", port))
            except OSError:
                continue
            return port
    raise RuntimeError("no free port found")


def wait_until(condition: Callable[[], bool], timeout_s: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


LISTEN_TABLES = (Path("/proc/net/tcp"), Path("/proc/net/tcp6"))
TCP_LISTEN = "0A"   # the state column of a listening socket in those tables


def is_listening(port: int) -> bool:
    """True when some socket listens on the port, found without connecting (a connection would be taken
    for a player). On Linux from the kernel's socket tables: a probe that binds the port would make a
    server that starts at that moment fail to bind it (this flaked in CI). Elsewhere by failing to bind
    it, with SO_REUSEADDR so that a server binding meanwhile still can."""
    if LISTEN_TABLES[0].exists():
        local_port = f":{port:04X}"
        for table in LISTEN_TABLES:
            try:
                rows = table.read_text().splitlines()[1:]
            except OSError:
                continue
            for row in rows:
                fields = row.split()
                if len(fields) > 3 and fields[1].endswith(local_port) and fields[3] == TCP_LISTEN:
                    return True
        return False
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(("", port))
        except OSError as exc:
            return exc.errno == errno.EADDRINUSE
    return False


class Events:
    """Collects callback calls from any thread; tests wait for the ones they expect."""

    def __init__(self) -> None:
        self.seen: list[tuple[Any, ...]] = []
        self._queue: queue.Queue[tuple[Any, ...]] = queue.Queue()

    def __call__(self, *args: Any) -> None:
        self._queue.put(args)

    def wait_for(self, *expected: Any, timeout_s: float = 10.0) -> tuple[Any, ...]:
        """The first event (from now on, in order) whose leading values equal `expected`."""
        deadline = time.monotonic() + timeout_s
        while True:
            left = deadline - time.monotonic()
            try:
                event = self._queue.get(timeout=max(0.0, left))
            except queue.Empty:
                raise AssertionError(f"no event {expected} within {timeout_s} s; seen: {self.seen}") from None
            self.seen.append(event)
            if event[:len(expected)] == expected:
                return event

    def drain(self, quiet_s: float = 0.2) -> list[tuple[Any, ...]]:
        """Everything that arrives until nothing more comes for quiet_s."""
        while True:
            try:
                self.seen.append(self._queue.get(timeout=quiet_s))
            except queue.Empty:
                return self.seen


@pytest.fixture(autouse=True)
def close_links():
    """Whatever a test leaves open is closed after it (as the end of a program would)."""
    yield
    from gamegrid.net import delivery
    delivery.close_all()


# ----- Mosquitto -----------------------------------------------------------------------------------------------
@dataclass
class Broker:
    port: int
    process: subprocess.Popen

    @property
    def address(self) -> str:
        return f"127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def mosquitto_path() -> str | None:
    return shutil.which("mosquitto") or next(
        (p for p in ("/usr/sbin/mosquitto", "/usr/local/sbin/mosquitto") if os.access(p, os.X_OK)), None)


@pytest.fixture
def broker(tmp_path):
    program = mosquitto_path()
    if program is None:
        pytest.skip("Mosquitto is not installed (Debian: apt-get install mosquitto; .ci/run installs it)")
    port = free_port()
    config = tmp_path / "mosquitto.conf"
    config.write_text(f"listener {port} 127.0.0.1\nallow_anonymous true\npersistence false\n"
                      "log_dest none\n", encoding="utf-8")
    process = subprocess.Popen([program, "-c", str(config)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    running = Broker(port, process)

    def accepts() -> bool:
        if process.poll() is not None:
            return True
        with socket.socket() as probe:
            probe.settimeout(0.2)
            return probe.connect_ex(("127.0.0.1", port)) == 0
    wait_until(accepts, 10)
    if process.poll() is not None:
        pytest.fail(f"mosquitto did not start: {process.stderr.read().decode(errors='replace')}")
    yield running
    running.stop()


# ----- game processes ------------------------------------------------------------------------------------------
def column_clicks(columns: list[int], then_close_when: str) -> list[dict[str, Any]]:
    """Connect Four input: each click waits until it is this player's move (status "Your move"), and
    the window is closed once the status shows `then_close_when`. Nothing depends on timing."""
    events = [{"at_ms": 0, "type": "mouse_click", "x": 35 + 70 * c, "y": 35, "wait_for_status": "Your move"}
              for c in columns]
    events.append({"at_ms": 0, "type": "close", "wait_for_status": then_close_when})
    return events


@dataclass
class Player:
    name: str
    process: subprocess.Popen
    state_path: Path
    started: float

    def finish(self, timeout_s: float) -> "Finished":
        try:
            out, err = self.process.communicate(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            self.process.kill()
            out, err = self.process.communicate()
            raise AssertionError(f"{self.name} did not end within {timeout_s} s:\n{out}\n{err}") from None
        state = json.loads(self.state_path.read_text()) if self.state_path.exists() else None
        return Finished(self.name, self.process.returncode, out, err, state, time.monotonic() - self.started)


@dataclass
class Finished:
    name: str
    exit_code: int
    out: str
    err: str
    state: dict[str, Any] | None
    seconds: float

    @property
    def status(self) -> str | None:
        return None if self.state is None else self.state["status_text"]

    def board(self) -> list[tuple[int, int, int]]:
        """(column, row, colour) of every token."""
        assert self.state is not None, f"{self.name} wrote no state:\n{self.err}"
        return sorted((a["x"], a["y"], a["sprite_id"]) for a in self.state["actors"] if a["class"] == "Token")


def start_player(name: str, script: Path, events: list[dict[str, Any]], folder: Path, args: list[str],
                 seconds: float = 40, env: dict[str, str] | None = None) -> Player:
    """`gamegrid run SCRIPT --headless` in its own process, with replayed input and a state dump."""
    replay = folder / f"{name}.jsonl"
    replay.write_text("".join(json.dumps(e) + "\n" for e in events), encoding="utf-8")
    state = folder / f"{name}.json"
    environment = dict(os.environ, **(env or {}))
    environment["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), environment.get("PYTHONPATH")) if p)
    command = [sys.executable, "-m", "gamegrid", "run", str(script), "--headless", "--seconds", str(seconds),
               "--replay", str(replay), "--state", str(state), "--", *args]
    process = subprocess.Popen(command, cwd=folder, env=environment, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    return Player(name, process, state, time.monotonic())
