"""The runner and the runtime model: exit codes, blocking calls, closing, errors in student code."""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from conftest import REPO, write_script
from gamegrid.testing import Replay, run_script


def gamegrid_cli(*args: str, cwd=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamegrid", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=120, env=_env())


def _env():
    import os
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_cli_runs_headless_and_writes_state(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(4, 3, 30, Color.red, False)
        addStatusBar(20)
        setStatusText("hello")
        addActor(Actor("sprites/marble.png"), Location(1, 2), 90)
        show()
        doRun()
        """)
    done = gamegrid_cli("run", str(script), "--headless", "--seconds", "1", "--state", str(tmp_path / "s.json"),
                        "--screenshot", str(tmp_path / "s.png"))
    assert done.returncode == 0, done.stderr
    state = json.loads((tmp_path / "s.json").read_text())
    assert state["status_text"] == "hello" and state["nb_horz_cells"] == 4 and state["running"] is True
    assert state["simulation_period"] == 200 and 5 <= state["sim_cycles"] <= 6   # 0, 0.2, ... 1.0 s
    actor = state["actors"][0]
    assert (actor["class"], actor["sprite"], actor["x"], actor["y"], actor["direction"]) == \
        ("Actor", "sprites/marble.png", 1, 2, 90.0)
    assert (tmp_path / "s.png").stat().st_size > 0


def test_cli_usage_errors_exit_2(tmp_path):
    assert gamegrid_cli("run", str(tmp_path / "missing.py")).returncode == 2
    assert gamegrid_cli("run").returncode == 2
    assert gamegrid_cli("frobnicate").returncode == 2
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"at_ms": 1, "type": "teleport"}\n')
    script = write_script(tmp_path, "print('x')\n")
    done = gamegrid_cli("run", str(script), "--headless", "--replay", str(bad))
    assert done.returncode == 2 and "teleport" in done.stderr


def test_cli_script_error_exits_1_with_the_students_line(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, None, False)
        addActor(Actor(), Location(1.5, 2))
        """)
    done = gamegrid_cli("run", str(script), "--headless")
    assert done.returncode == 1
    assert f'File "{script}", line 3' in done.stderr
    assert "whole numbers" in done.stderr and "int(" in done.stderr


def test_blocking_script_is_stopped_cleanly_by_the_time_limit(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, None, False)
        show()
        n = 0
        while not isDisposed():
            n += 1
            delay(100)
        """)
    result = run_script(script, seconds=30)
    assert result.exit_code == 0, result.output
    assert result.state["disposed"] is False


def test_close_ends_the_wait_loop_and_the_rest_of_the_script_runs(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, None, False)
        show()
        doRun()
        while not isDisposed():
            delay(100)
        print("after the loop", getSimulationPeriod(), isDisposed())
        """)
    result = run_script(script, replay=Replay().wait(1500).close(), seconds=60)
    assert result.exit_code == 0, result.output
    assert "after the loop 200 True" in result.output
    assert result.state["disposed"] is True


def test_get_key_code_wait_gets_replayed_keys(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, None, None, False)
        show()
        codes = [getKeyCodeWait(), getKeyCodeWait()]
        print("codes", codes, getKeyCode())
        code = getKeyCodeWait()
        print("after close", code)
        """)
    replay = Replay().wait(300).key(37).wait(300).key(32).wait(300).close()
    result = run_script(script, replay=replay)
    assert "codes [37, 32] 65535" in result.output
    assert "after close 65535" in result.output


def test_callback_error_is_reported_and_the_game_goes_on(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        clicks = []
        def pressed(e):
            clicks.append(e.getX())
            if len(clicks) == 1:
                return 1 / 0
            setStatusText("clicks: " + str(len(clicks)))
        makeGameGrid(5, 5, 40, None, None, False, mousePressed=pressed)
        addStatusBar(20)
        show()
        """)
    result = run_script(script, replay=Replay().click(10, 10).click(50, 50))
    assert result.exit_code == 1                               # an error happened: reported
    assert "Error in mousePressed callback 'pressed'" in result.output
    assert f'File "{script}", line 6' in result.output and "ZeroDivisionError" in result.output
    assert result.status_text == "clicks: 2"                   # the second click still worked


def test_act_error_is_reported_once_and_pauses(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        class Fish(Actor):
            def act(self):
                self.move()
                self.nonexistent()
        makeGameGrid(10, 10, 40, None, None, False)
        addActor(Fish(), Location(1, 1))
        show()
        doRun()
        """)
    result = run_script(script, seconds=2)
    assert result.exit_code == 1
    assert result.output.count("AttributeError") == 1
    assert "Error in Fish.act()" in result.output and f'File "{script}", line 5' in result.output
    assert result.state["running"] is False and result.state["sim_cycles"] == 1


def test_calls_before_make_game_grid_say_what_to_do(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        addActor(Actor(), Location(1, 1))
        """)
    result = run_script(script)
    assert result.exit_code == 1
    assert 'Use "makeGameGrid()" to create the graphics window' in result.output
    assert "addActor()" in result.output


def test_unknown_keyword_names_the_right_one(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, mouseDoubleClicked=print)
        """)
    result = run_script(script)
    assert result.exit_code == 1 and "mouseClicked" in result.output


def test_callback_delay_does_not_freeze_the_simulation(tmp_path):
    # [MGJE] animgif.py: a key callback loops over delay(); act() must keep running meanwhile.
    script = write_script(tmp_path, """\
        from gamegrid import *
        def key(e):
            for i in range(10):
                delay(100)
            setStatusText("done " + str(getNbCycles()))
        makeGameGrid(5, 5, 40, None, None, False, keyPressed=key)
        addStatusBar(20)
        setSimulationPeriod(50)
        show()
        doRun()
        """)
    result = run_script(script, replay=Replay().key(65), seconds=3)
    cycles = int(result.status_text.split()[1])
    assert cycles >= 19   # 1 s of waiting in the callback at 50 ms per cycle


def test_clicks_and_click_counts(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        seen = []
        def log(e):
            seen.append((e.getX(), e.getY(), e.getButton(), e.getClickCount()))
            setStatusText(str(seen))
        makeGameGrid(5, 5, 40, None, None, False, mouseClicked=log)
        addStatusBar(20)
        show()
        """)
    replay = Replay(step_ms=100).click(7, 9).click(7, 9).click(30, 9, button="right")
    replay.press(1, 1).drag(20, 20).release(20, 20)          # a drag is no click
    result = run_script(script, replay=replay)
    assert result.status_text == "[(7, 9, 1, 1), (7, 9, 1, 2), (30, 9, 3, 1)]"


def test_seed_makes_random_repeatable(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        import random
        makeGameGrid(10, 10, 20, None, None, False)
        addStatusBar(20)
        setStatusText(str(getRandomLocation()) + " " + str(random.randint(1, 10**9)))
        """)
    first, second = run_script(script, seed=7), run_script(script, seed=7)
    assert first.status_text == second.status_text


# ----- loops that never wait (issue 11) -------------------------------------------------------------------
BUSY = """\
    from gamegrid import *
    makeGameGrid(5, 5, 40, Color.red)
    show()
    while True:
        pass
    """


def test_time_limit_stops_a_pure_busy_loop_and_writes_the_state(tmp_path):
    import time
    script = write_script(tmp_path, BUSY)
    start = time.time()
    done = gamegrid_cli("run", str(script), "--headless", "--seconds", "2", "--state", str(tmp_path / "s.json"),
                        "--screenshot", str(tmp_path / "s.png"))
    seconds = time.time() - start
    print(f"stopped after {seconds:.1f} s of wall time")
    assert done.returncode == 0, done.stderr
    assert done.stderr.count("\n") == 1 and "the time limit stopped the script" in done.stderr
    state = json.loads((tmp_path / "s.json").read_text())
    assert state["nb_horz_cells"] == 5 and state["disposed"] is False
    assert (tmp_path / "s.png").stat().st_size > 0
    # generous against hangs on a loaded machine; the stall limit is 3 s (Windows under Wine starts slower)
    assert seconds < (30 if sys.platform == "win32" else 15)


def test_frame_limit_stops_a_pure_busy_loop(tmp_path):
    script = write_script(tmp_path, BUSY)
    done = gamegrid_cli("run", str(script), "--headless", "--frames", "30", "--state", str(tmp_path / "s.json"))
    assert done.returncode == 0, done.stderr
    assert "the time limit stopped the script" in done.stderr
    assert json.loads((tmp_path / "s.json").read_text())["nb_vert_cells"] == 5


def test_time_limit_stops_a_polling_loop_on_virtual_time(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, Color.red)
        show()
        n = 0
        while True:
            n += 1
            getNbCycles()
        """)
    result = run_script(script, seconds=0.5)
    assert result.exit_code == 0
    assert result.output == "gamegrid: the time limit (0.5 s) stopped the script.\n"


@pytest.mark.skipif(sys.platform == "win32", reason="Windows sends no SIGINT to another process (Ctrl+C is a "
                                                    "console event); Ctrl+Break is tests/test_platforms.py's")
def test_ctrl_c_ends_a_headless_run_with_one_line(tmp_path):
    import signal
    import time
    script = write_script(tmp_path, BUSY)
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "run", str(script), "--headless"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env())
    try:
        time.sleep(2.0)   # started, inside the loop
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=20)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 130
    assert re.fullmatch(r"Stopped with Ctrl\+C \(script\.py, line [45]\)\.\n", err), err   # the loop's lines


def test_poll_quantum_makes_busy_polling_runs_repeat_exactly(tmp_path):
    """Each gamegrid call moves the virtual clock on by 10 µs, so a loop that polls without delay() sees
    replayed input and simulation cycles at the same call every time."""
    script = write_script(tmp_path, """\
        from gamegrid import *
        class Walker(Actor):
            def act(self):
                self.move()
                if not self.isMoveValid():
                    self.turn(90)
        makeGameGrid(8, 8, 20, Color.red)
        addActor(Walker(), Location(1, 1))
        setSimulationPeriod(30)
        show()
        doRun()
        calls = 0
        while not isKeyPressed(32):
            calls += 1
        print("space after", calls, "calls, cycle", getNbCycles(), "at", getOneActor(Actor).getLocation())
        while getKeyCode() != 65:
            calls += 1
        print("A after", calls, "calls, cycle", getNbCycles())
        """)
    replay = Replay().wait(700).key_press(32).wait(300).key_release(32).wait(400).key(65)
    first = run_script(script, replay=replay, seconds=5)
    second = run_script(script, replay=replay, seconds=5)
    assert first.exit_code == 0, first.output
    assert first.output == second.output and first.state == second.state
    # The key is due at 700 ms and a poll point ticks 1 ms after that: at call 70,100, of which the
    # set-up made 6 (makeGameGrid, Walker(), addActor, setSimulationPeriod, show, doRun).
    assert "space after 70094 calls, cycle 24 " in first.output   # cycles every 30 ms from 0 to 690 ms
    # A at 1500 ms: 150,100 calls in all, 6 + 5 of them not counted (set-up, the print's calls, the key)
    assert "A after 150089 calls, cycle 51" in first.output


def test_close_ends_a_loop_that_never_asks_is_disposed(tmp_path):
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(5, 5, 40, Color.red)
        show()
        while True:
            delay(100)
            getNbCycles()
        """)
    result = run_script(script, replay=Replay().wait(1000).close(), seconds=30)
    assert result.exit_code == 0 and result.output == "", result.output
    assert result.state["disposed"] is True


def test_a_callback_that_never_ends_is_ended_by_the_close(tmp_path):
    # the close button works while a callback runs, and a callback spinning on gamegrid calls ends
    script = write_script(tmp_path, """\
        from gamegrid import *
        def pressed(e):
            while True:
                getNbCycles()
        makeGameGrid(5, 5, 40, Color.red, mousePressed=pressed)
        show()
        """)
    result = run_script(script, replay=Replay().wait(500).click(10, 10).wait(500).close(), seconds=30)
    assert result.exit_code == 0 and result.output == "", result.output
    assert result.state["disposed"] is True


def test_a_busy_wait_on_the_programs_clock_ends_headless(tmp_path):
    # the pupil's own delay: time.time() is a poll point, so virtual time passes while it spins
    script = write_script(tmp_path, """\
        import time
        from gamegrid import *
        makeGameGrid(5, 5, 40, Color.red)
        show()
        doRun()
        start = time.time()
        while time.time() - start < 2:
            pass
        print("waited, cycles", getNbCycles())
        """)
    result = run_script(script, seconds=10)
    assert result.exit_code == 0, result.output
    assert "waited, cycles 10" in result.output   # 200 ms cycles at 0 ... 1.8 s (the one at 2.0 s not yet)
