"""Network waits: what a program costs while it waits for the network, measured as wake-ups per second
(voluntary context switches of all its threads, /proc/PID/task/*/status: each one is a sleep that ended) and
CPU, side by side with the same program polling every 10 ms (how gamegrid/net/delivery.py waited before
issue 35) and with a bare waiting window.

Sides, each a fresh interpreter on a private Xvfb server with openbox (bench_idle's display):
- window, loopForever: a game window, then `TCPServer(...).loopForever()`: the main thread waits in
  delivery.wait() until the server ends, and the game loop sleeps until a network thread calls changed().
- window, polling 10 ms: the same, waiting with `while not server.isTerminated(): delay(10)`, the ticks
  every 10 ms the old delivery.wait made.
- bare window: the same window without a server, waiting after the script's last line.
- console, loopForever / console, polling 5 ms: no window; the main thread waits on a condition, or looks
  every 5 ms as the old off-loop wait did (`time.sleep(0.005)`).
Nobody connects: the server only listens, as a classroom server waits for its first client.
The sides alternate round by round; the figures are medians. Ratios on a loaded machine vary; the
wake-ups are a count, and depend little on load.

Run: python bench/bench_net_wait.py [rounds] [seconds]      (Linux only: /proc, Xvfb, xdotool)
"""
from __future__ import annotations

import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_idle import cpu_and_switches, start_display, wait_for_window  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SETTLE_S = 3.0

WINDOW = """
from gamegrid import *
from tcpcom import TCPServer
makeGameGrid(8, 8, 60, Color.gray, False)
setTitle("{title}")
show()
"""
SERVER = """
def onStateChanged(state, msg):
    pass
server = TCPServer({port}, stateChanged=onStateChanged)
"""
SIDES = {
    "window, loopForever": (WINDOW + SERVER + "server.loopForever()\n", "net wait"),
    "window, polling 10 ms": (WINDOW + SERVER + "while not server.isTerminated():\n    delay(10)\n", "net poll"),
    "bare window": (WINDOW, "bare wait"),
    "console, loopForever": (SERVER.replace("\ndef", "from tcpcom import TCPServer\ndef", 1)
                             + "server.loopForever()\n", None),
    "console, polling 5 ms": (SERVER.replace("\ndef", "import time\nfrom tcpcom import TCPServer\ndef", 1)
                              + "while not server.isTerminated():\n    time.sleep(0.005)\n", None),
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def measure(source: str, title: str | None, display: str, seconds: float, folder: Path) -> tuple[float, float]:
    script = folder / f"side_{abs(hash(source))}.py"
    script.write_text(source.format(port=free_port(), title=title or ""))
    env = {**os.environ, "DISPLAY": display, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("GAMEGRID_HEADLESS", None)
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "run", str(script)], env=env, cwd=folder,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        if title is not None:
            wait_for_window(display, title, process)
        time.sleep(SETTLE_S)
        if process.poll() is not None:
            raise SystemExit(f"the side ended early: {process.communicate()[1].decode()}")
        cpu0, switches0 = cpu_and_switches(process.pid)
        start = time.perf_counter()
        time.sleep(seconds)
        cpu1, switches1 = cpu_and_switches(process.pid)
        elapsed = time.perf_counter() - start
        return (cpu1 - cpu0) / elapsed * 100.0, (switches1 - switches0) / elapsed
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 4.0
    display, processes, manager = start_display()
    got: dict[str, list[tuple[float, float]]] = {name: [] for name in SIDES}
    try:
        with tempfile.TemporaryDirectory() as folder:
            for index in range(rounds):
                order = list(SIDES) if index % 2 == 0 else list(reversed(SIDES))
                for name in order:
                    got[name].append(measure(*SIDES[name], display, seconds, Path(folder)))
    finally:
        for process in reversed(processes):
            process.terminate()
            process.wait(timeout=10)
    cpu = {name: statistics.median(c for c, _ in values) for name, values in got.items()}
    wakes = {name: statistics.median(w for _, w in values) for name, values in got.items()}
    print(f"bench_net_wait: a TCPServer waiting for its first client, Xvfb 1280x1024 with {manager}, "
          f"{rounds} rounds of {seconds:g} s (medians)")
    print(f"  {'':24} {'CPU % of a core':>16} {'wake-ups/s':>12}")
    for name in SIDES:
        print(f"  {name:24} {cpu[name]:16.2f} {wakes[name]:12.1f}")

    def ratio(a: str, b: str) -> str:
        if wakes[b] > 0:
            return f"{wakes[a] / wakes[b]:.3f} ({wakes[a]:.1f} against {wakes[b]:.1f})"
        return "equal (both 0)" if wakes[a] == 0 else f"{wakes[a]:.1f} against 0"

    print(f"  wake-ups, window loopForever / polling 10 ms: {ratio('window, loopForever', 'window, polling 10 ms')}")
    print(f"  wake-ups, window loopForever / bare window:   {ratio('window, loopForever', 'bare window')}")
    print(f"  wake-ups, console loopForever / polling 5 ms: {ratio('console, loopForever', 'console, polling 5 ms')}")


if __name__ == "__main__":
    main()
