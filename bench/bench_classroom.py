"""Issue 26's class-sized load: 15 pairs of real game processes through one local Mosquitto, 15 TCP
server/client pairs on loopback, and the broker restarted in the middle of 15 games.

Every player is `gamegrid run bench/scenes/classroom_player.py --headless` (a game window, headless):
the pair plays a scripted game of numbered moves, each player answering the partner's move n with n + 1
at once. Checked: every move arrives, in order, none twice. Reported: messages per second of the whole
class, one-way latency (send to the receiving game's callback) p50/p99, and the peak memory (RSS) of one
player process. Then 15 slower games (one move per 50 ms) through the broker, which is stopped and
started again after 2 s: every game must say so in its status bar and every process must end.

Everything on 127.0.0.1; loops are bounded (a number of moves, a time limit on every process).
Run: python bench/bench_classroom.py [--pairs 15] [--moves 200]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLAYER = Path(__file__).resolve().parent / "scenes" / "classroom_player.py"
LIMIT_S = 120          # --seconds of every player process: reaching it means something hung
RESTART_AFTER_S = 2.0  # the restart phase: how long the games play before the broker stops


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def listening(port: int) -> bool:
    """From the kernel's table, without connecting (a connection would be taken for a player)."""
    wanted = f":{port:04X}"
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            rows = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        if any(r.split()[1].endswith(wanted) and r.split()[3] == "0A" for r in rows):
            return True
    return False


def wait_until(condition, timeout_s: float) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


class Mosquitto:
    def __init__(self, folder: Path) -> None:
        program = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
        if not os.access(program, os.X_OK):
            sys.exit("Mosquitto is not installed (apt-get install mosquitto)")
        self.program, self.port = program, free_port()
        self.config = folder / "mosquitto.conf"
        self.config.write_text(f"listener {self.port} 127.0.0.1\nallow_anonymous true\npersistence false\n"
                               "set_tcp_nodelay true\nlog_dest none\n", encoding="utf-8")
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen([self.program, "-c", str(self.config)], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        if not wait_until(lambda: listening(self.port), 10):
            sys.exit("mosquitto did not start")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)


def start_player(folder: Path, name: str, transport: str, role: int, where: str, moves: int, pause_ms: int,
                 close_when: str, env: dict[str, str]) -> tuple[subprocess.Popen, Path]:
    replay = folder / f"{name}.jsonl"
    replay.write_text(json.dumps({"at_ms": 0, "type": "close", "wait_for_status": close_when}) + "\n")
    result = folder / f"{name}.json"
    command = [sys.executable, "-m", "gamegrid", "run", str(PLAYER), "--headless", "--seconds", str(LIMIT_S),
               "--replay", str(replay), "--", transport, str(role), where, str(moves), str(pause_ms), str(result)]
    process = subprocess.Popen(command, cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True)
    return process, result


def finish_all(players: list[tuple[str, subprocess.Popen, Path]], timeout_s: float) -> list[dict]:
    """Wait for every process (killing none unless it outlives timeout_s: then it hung)."""
    deadline = time.monotonic() + timeout_s
    results = []
    for name, process, path in players:
        try:
            _, err = process.communicate(timeout=max(1.0, deadline - time.monotonic()))
            hung = False
        except subprocess.TimeoutExpired:
            process.kill()
            _, err = process.communicate()
            hung = True
        found = json.loads(path.read_text()) if path.exists() else {}
        found.update(name=name, exit_code=process.returncode, hung=hung, err=err[-500:])
        results.append(found)
    return results


def check_games(results: list[dict], moves: int) -> list[str]:
    """Every move arrived, in order, none twice (each player receives the partner's numbers)."""
    problems = []
    for r in results:
        expected = [n for n in range(moves) if n % 2 != r.get("role", -1)]
        if r.get("received") != expected:
            got = r.get("received")
            problems.append(f"{r['name']}: received {len(got or [])} moves, not the {len(expected)} expected "
                            f"in order ({r.get('status')!r}, exit {r['exit_code']}, {r['err'].strip()[-200:]})")
        if r["exit_code"] != 0 or r["hung"]:
            problems.append(f"{r['name']}: exit {r['exit_code']}, hung {r['hung']}")
    return problems


def report(title: str, results: list[dict], started: float) -> None:
    latencies = sorted(x for r in results for x in r.get("latencies", []))
    messages = len(latencies)
    firsts = [r["first"] for r in results if r.get("first")]   # from the first move sent
    lasts = [r["last"] for r in results if r.get("last")]
    span = max(lasts) - min(firsts) if firsts and lasts else float("nan")
    rss = sorted(r.get("max_rss_kb", 0) / 1024 for r in results)
    if not latencies:
        print(f"{title}: no messages")
        return
    p50 = latencies[len(latencies) // 2] * 1000
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    print(f"{title}: {messages} moves in {span:.2f} s = {messages / span:.0f} msgs/s; latency p50 {p50:.2f} ms, "
          f"p99 {p99:.2f} ms; memory of one player (peak RSS) median {statistics.median(rss):.1f} MB, "
          f"max {max(rss):.1f} MB; all {len(results)} processes ended after {time.monotonic() - started:.1f} s",
          flush=True)


def mqtt_games(folder: Path, broker: Mosquitto, pairs: int, moves: int, pause_ms: int, tag: str,
               close_when: str) -> list[tuple[str, subprocess.Popen, Path]]:
    env = dict(os.environ, GAMEGRID_MQTT_BROKER=f"127.0.0.1:{broker.port}",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    players = []
    for pair in range(pairs):
        topic = f"/bench/classroom/{tag}/{os.getpid()}/{pair}"
        for role in (0, 1):
            name = f"{tag}-{pair}-{role}"
            process, result = start_player(folder, name, "mqtt", role, topic, moves, pause_ms, close_when, env)
            players.append((name, process, result))
    return players


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--moves", type=int, default=200, help="moves per game (both players together)")
    parser.add_argument("--skip-restart", action="store_true")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="gg_bench_classroom_"))
    broker = Mosquitto(folder)
    broker.start()
    failures: list[str] = []
    try:
        print(f"{args.pairs} pairs ({2 * args.pairs} game processes), {args.moves} moves a game, 127.0.0.1",
              flush=True)
        # ----- MQTT: 15 pairs through one broker
        started = time.monotonic()
        players = mqtt_games(folder, broker, args.pairs, args.moves, 0, "mqtt", "Game over")
        results = finish_all(players, LIMIT_S + 30)
        failures += check_games(results, args.moves)
        report("MQTT, one Mosquitto", results, started)

        # ----- TCP: 15 server/client pairs
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
        started = time.monotonic()
        players, ports = [], []
        for pair in range(args.pairs):
            port = free_port()
            ports.append(port)
            process, result = start_player(folder, f"tcp-{pair}-0", "tcp", 0, f"127.0.0.1:{port}", args.moves, 0,
                                           "Game over", env)
            players.append((f"tcp-{pair}-0", process, result))
        if not wait_until(lambda: all(listening(p) for p in ports), 60):
            failures.append("not every TCP server listened within 60 s")
        for pair, port in enumerate(ports):
            process, result = start_player(folder, f"tcp-{pair}-1", "tcp", 1, f"127.0.0.1:{port}", args.moves, 0,
                                           "Game over", env)
            players.append((f"tcp-{pair}-1", process, result))
        results = finish_all(players, LIMIT_S + 30)
        failures += check_games(results, args.moves)
        report("TCP, loopback", results, started)

        # ----- the broker restarts in the middle of the games
        if not args.skip_restart:
            players = mqtt_games(folder, broker, args.pairs, 10**6, 50, "restart", "broker")
            # every game has started (each player leaves a file RESULT.ready), then a while of play
            ready = wait_until(lambda: all(Path(f"{path}.ready").exists() for _, _, path in players), 90)
            time.sleep(RESTART_AFTER_S)
            stopped = time.monotonic()
            broker.stop()
            broker.start()
            results = finish_all(players, LIMIT_S + 30)
            ended = time.monotonic() - stopped
            said = sum("broker" in (r.get("status") or "") for r in results)
            hung = sum(r["hung"] or r["exit_code"] != 0 for r in results)
            moved = [len(r.get("received", [])) for r in results]
            print(f"Broker restarted mid-game (all playing: {ready}): {said} of {len(results)} games said so in "
                  f"the status bar; {hung} hung or failed; all ended {ended:.1f} s after the stop; moves before "
                  f"the stop per player: min {min(moved)}, max {max(moved)}", flush=True)
            if said != len(results) or hung:
                failures.append("broker restart: " + "; ".join(
                    f"{r['name']}: {r.get('status')!r} exit {r['exit_code']}" for r in results
                    if "broker" not in (r.get("status") or "") or r["hung"]))
    finally:
        broker.stop()
        shutil.rmtree(folder, ignore_errors=True)
    if failures:
        print("FAILED:\n  " + "\n  ".join(failures[:20]))
        sys.exit(1)
    print("every move arrived, in order, none twice")


if __name__ == "__main__":
    main()
