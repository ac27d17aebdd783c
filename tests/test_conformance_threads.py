"""Threads as in TigerJython (issue 25, docs/decisions.md "Threads"): programs of our own in pupils' and
teachers' styles that start threads (tests/conformance_programs/threads/), run through the runner as a
user runs them (`python -m gamegrid run --headless --seconds N --replay ... --state ...` in a process of
their own: the process itself must end, threads or not), with replayed input; the assertions are on
their state. Then the ways a game ends with non-daemon threads still running: a run's limit, the close
button (replayed), dispose() and the script's end, Ctrl+C.

Headless runs with live threads of the program follow the wall clock (their Timer and sleep() count
real seconds), so these tests take real time: a few seconds each.
"""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from conftest import REPO, write_script
from gamegrid import KeyEvent
from gamegrid.testing import Replay

PROGRAMS = REPO / "tests" / "conformance_programs" / "threads"
START_UP_S = 12.0   # generous: an interpreter importing gamegrid on a machine shared by many test runs
if sys.platform == "win32":   # Windows starts Python slower, Wine (the Windows job, .ci/windows.sh) slower still
    START_UP_S = 30.0


def run(script: Path, tmp_path: Path, seconds: float | None = 3, replay: Replay | None = None,
        more: tuple[str, ...] = (), python: tuple[str, ...] = ("-m", "gamegrid")
        ) -> tuple[subprocess.CompletedProcess, dict, float]:
    state = tmp_path / (script.stem + ".state.json")
    command = [sys.executable, *python, "run", "--headless", "--state", str(state), *more]
    if seconds is not None:
        command += ["--seconds", str(seconds)]
    if replay is not None:
        command += ["--replay", str(replay.write(tmp_path / (script.stem + ".replay.jsonl")))]
    start = time.perf_counter()
    done = subprocess.run(command + [str(script)], cwd=script.parent, capture_output=True, text=True,
                          timeout=90, env=_env())
    wall = time.perf_counter() - start
    assert "Traceback" not in done.stderr, done.stderr
    return done, json.loads(state.read_text()), wall


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def program(name: str) -> Path:
    return PROGRAMS / name


# ----- the programs ------------------------------------------------------------------------------------------
def test_a_re_arming_timer_is_the_game_clock(tmp_path):
    replay = Replay().wait(400).key(KeyEvent.VK_RIGHT).wait(200).key(KeyEvent.VK_RIGHT) \
        .wait(200).key(KeyEvent.VK_RIGHT).wait(200).key(KeyEvent.VK_DOWN)
    done, state, wall = run(program("game_clock_timer.py"), tmp_path, seconds=3, replay=replay)
    assert done.returncode == 0, done.stderr
    # eight quarter-second ticks of the Timer thread, each re-arming the next, then the game stops
    assert state["status_text"] == "Time is up! Score: 3"
    assert state["running"] is False
    assert [(a["x"], a["y"]) for a in state["actors"]] == [(3, 3)]
    # eight ticks of 0.25 s on the wall clock, as the Timer counts (then no thread is left, the clock is
    # virtual again and jumps to the limit)
    assert 2.0 <= wall < 3 + START_UP_S


def test_a_worker_thread_adds_enemies_while_the_simulation_runs(tmp_path):
    done, state, wall = run(program("worker_spawns_enemies.py"), tmp_path, seconds=3)
    assert done.returncode == 0, done.stderr
    assert "spawner done 12" in done.stdout
    assert state["status_text"] == "Enemies: 12"
    assert state["sim_cycles"] >= 30 and state["running"] is True
    # enemies leave at the right border 20 cycles (1 s) after they came: the early ones are gone
    assert 1 <= len(state["actors"]) < 12
    assert {a["class"] for a in state["actors"]} == {"Enemy"}


def test_a_countdown_thread_writes_the_status_bar_and_ends_the_round(tmp_path):
    done, state, wall = run(program("countdown_status.py"), tmp_path, seconds=5)
    assert done.returncode == 0, done.stderr
    assert "main saw the end: True True" in done.stdout
    assert state["status_text"] == "Round over"
    assert state["bg_color"] == [255, 0, 0]


def test_a_thread_subclass_that_never_ends_is_ended_by_the_time_limit(tmp_path):
    done, state, wall = run(program("mover_thread_subclass.py"), tmp_path, seconds=2)
    assert done.returncode == 0, done.stderr
    assert wall < 2 + START_UP_S   # the Mover (not a daemon) loops forever: the limit ended the process
    fish = state["actors"][0]
    assert (fish["x"], fish["y"], fish["direction"]) != (0, 0, 0.0)   # the thread moved and turned it


def test_a_thread_that_calls_delay_while_the_main_loop_reads_keys(tmp_path):
    replay = Replay().wait(300).key(KeyEvent.VK_RIGHT).wait(100).key(KeyEvent.VK_RIGHT)
    done, state, wall = run(program("thread_calls_delay.py"), tmp_path, seconds=2, replay=replay)
    assert done.returncode == 0, done.stderr
    assert state["status_text"] == "painted 6"   # six delay(100) of the painter: 0.6 s
    assert [(a["x"], a["y"]) for a in state["actors"]] == [(2, 2)]


def test_a_daemon_thread_reports_what_mouse_callbacks_did(tmp_path):
    replay = Replay(cell_size=60).wait(500).click_cell(1, 1).wait(200).click_cell(3, 2).wait(200) \
        .click_cell(4, 4)
    done, state, wall = run(program("daemon_counter.py"), tmp_path, seconds=2, replay=replay)
    assert done.returncode == 0, done.stderr
    assert state["status_text"] == "Clicks: 3, actors: 3"
    assert {(a["x"], a["y"]) for a in state["actors"]} == {(1, 1), (3, 2), (4, 4)}


def test_python2_thread_module_start_new_thread(tmp_path):
    done, state, wall = run(program("py2_start_new_thread.py"), tmp_path, seconds=3)
    assert done.returncode == 0, done.stderr
    assert "stars added: 5" in done.stdout
    assert state["status_text"] == "Stars: 5"
    assert sorted((a["x"], a["y"]) for a in state["actors"]) == [(i, i) for i in range(5)]


def test_java_thread_with_a_runnable_and_thread_sleep(tmp_path):
    done, state, wall = run(program("java_thread_runnable.py"), tmp_path, seconds=3)
    assert done.returncode == 0, done.stderr
    assert state["status_text"] == "blink 8"
    assert state["actors"][0]["visible"] is True   # hidden and shown again four times


# The Windows case on any system: without pthread_kill the watchdog's signal only marks itself as arrived
# (_thread.interrupt_main), as SIGBREAK on Windows does, and a blocked join() never sees it.
AS_ON_WINDOWS = ("-c", "import signal, sys; signal.__dict__.pop('pthread_kill', None); "
                       "from gamegrid.cli import main; sys.exit(main())")


@pytest.mark.parametrize("python", [("-m", "gamegrid"), AS_ON_WINDOWS], ids=["this-system", "signal-as-on-windows"])
def test_three_workers_and_the_simulation_share_the_grid(tmp_path, python):
    done, state, wall = run(program("many_workers.py"), tmp_path, seconds=3, python=python)
    assert done.returncode == 0, done.stderr
    # the main thread waits in join() for the workers (which need the game meanwhile); nothing is lost
    assert "done [(0, 5), (1, 5), (2, 5)] 15" in done.stdout
    assert len(state["actors"]) == 15 and {a["y"] for a in state["actors"]} == {0, 1, 2}
    assert state["sim_cycles"] >= 250   # period 10 ms for 3 s, with the workers or after them
    # no worker's call waited for the lock in vain (PATIENCE_S each): the workers' 30 turns of 10 ms are done
    # well within the 3 s
    assert wall < 3 + START_UP_S


@pytest.mark.parametrize("python", [("-m", "gamegrid"), AS_ON_WINDOWS], ids=["this-system", "signal-as-on-windows"])
def test_the_main_thread_waits_for_a_worker_in_event_wait_and_queue_get(tmp_path, python):
    done, state, wall = run(program("queue_and_event.py"), tmp_path, seconds=2, python=python)
    assert done.returncode == 0, done.stderr
    assert "first row 1" in done.stdout and "worker counted 20" in done.stdout
    assert len(state["actors"]) == 20
    assert wall < 2 + START_UP_S   # no call of the worker waited PATIENCE_S for the lock


@pytest.mark.skipif(not hasattr(signal, "pthread_kill"),
                    reason="inside act() only the watchdog's signal lets the lock go; where it cannot end a blocked "
                           "join() (Windows) each of the worker's calls waits PATIENCE_S (docs/decisions.md)")
def test_act_waits_for_a_worker_with_join(tmp_path):
    done, state, wall = run(program("join_in_act.py"), tmp_path, seconds=2)
    assert done.returncode == 0, done.stderr
    assert "row 1 6\nrow 2 11\nrow 3 16" in done.stdout
    assert len(state["actors"]) == 16
    assert wall < 2 + START_UP_S   # the watchdog handed the lock over at once (no PATIENCE_S per call)


# ----- ending is final ---------------------------------------------------------------------------------------
FOREVER = textwrap.dedent("""\
    from gamegrid import *
    import threading, time
    ticks = 0
    def tick():
        global ticks
        ticks += 1
        setStatusText("ticks %d" % ticks)
        threading.Timer(0.1, tick).start()      # re-arms itself: never ends
    def worker():
        while True:                              # not a daemon: never ends either
            time.sleep(1)
    makeGameGrid(5, 5, 40, Color.red, False)
    addStatusBar(20)
    show()
    doRun()
    threading.Timer(0.1, tick).start()
    threading.Thread(target=worker).start()
    """)


def test_headless_seconds_limit_ends_a_program_with_non_daemon_threads(tmp_path):
    script = write_script(tmp_path, FOREVER)
    done, state, wall = run(script, tmp_path, seconds=3)
    assert done.returncode == 0, done.stderr
    assert 2.8 <= wall < 3 + START_UP_S   # about 3 s of real time (not until the threads end: never)
    ticks = int(state["status_text"].split()[1])
    assert 15 <= ticks <= 30   # a tick every 0.1 s of the 3 s


def test_headless_cycles_limit_ends_a_program_with_non_daemon_threads(tmp_path):
    script = write_script(tmp_path, FOREVER)
    done, state, wall = run(script, tmp_path, seconds=None, more=("--cycles", "10"))
    assert done.returncode == 0, done.stderr
    assert state["sim_cycles"] == 10
    assert wall < 2 + START_UP_S   # ten cycles of 200 ms, then the end


def test_replayed_close_ends_a_program_with_non_daemon_threads(tmp_path):
    script = write_script(tmp_path, FOREVER)
    done, state, wall = run(script, tmp_path, seconds=None, replay=Replay().wait(1000).close())
    assert done.returncode == 0, done.stderr
    assert state["disposed"] is True
    assert wall < 1 + START_UP_S


def test_dispose_and_the_scripts_end_end_a_program_with_non_daemon_threads(tmp_path):
    script = write_script(tmp_path, FOREVER + "delay(1000)\ndispose()\nprint('disposed')\n")
    done, state, wall = run(script, tmp_path, seconds=None)
    assert done.returncode == 0, done.stderr
    assert "disposed" in done.stdout and state["disposed"] is True
    assert wall < 1 + START_UP_S


@pytest.mark.skipif(sys.platform == "win32", reason="Windows sends no SIGINT to another process (Ctrl+C is a "
                                                    "console event); Ctrl+Break is tests/test_platforms.py's")
def test_ctrl_c_ends_a_program_with_non_daemon_threads(tmp_path):
    script = write_script(tmp_path, FOREVER + "print('running', flush=True)\n")
    state = tmp_path / "state.json"
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "run", "--headless", "--state", str(state),
                                str(script)], cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env=_env())
    try:
        assert process.stdout.readline() == "running\n"
        time.sleep(0.5)
        process.send_signal(signal.SIGINT)
        sent = time.perf_counter()
        out, err = process.communicate(timeout=30)
        ended = time.perf_counter() - sent
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130, err
    assert "Stopped with Ctrl+C" in err
    assert ended < 2.0
    assert json.loads(state.read_text())["status_text"].startswith("ticks")


# the thread ends with SystemExit, which Python's threading.excepthook ignores; pytest's own
# hook reports every exception that ends a thread
@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_run_in_this_process_ends_the_threads_of_its_program(tmp_path):
    """gamegrid.testing runs scripts in the test's process: a re-arming Timer of a finished run ends at its
    next gamegrid call (quietly), instead of living on into the next test."""
    from gamegrid.testing import run_script
    script = write_script(tmp_path, """\
        from gamegrid import *
        import threading
        ticks = 0
        def tick():
            global ticks
            ticks += 1
            setStatusText("ticks %d" % ticks)
            timer = threading.Timer(0.05, tick)
            timer.name = "pupil-timer"
            timer.start()
        makeGameGrid(3, 3, 20, None, False)
        addStatusBar(20)
        show()
        timer = threading.Timer(0.05, tick)
        timer.name = "pupil-timer"
        timer.start()
        delay(500)
        """)
    result = run_script(script, seconds=1)
    assert result.exit_code == 0, result.output
    # a tick every 50 ms of about one real second (under Wine on shared cores about half of them come)
    assert (2 if sys.platform == "win32" else 5) <= int(result.status_text.split()[1]) <= 25
    deadline = time.time() + 5
    while any(t.name == "pupil-timer" for t in threading.enumerate()) and time.time() < deadline:
        time.sleep(0.05)
    assert not any(t.name == "pupil-timer" for t in threading.enumerate())
