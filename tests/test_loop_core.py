"""The loop's platform-free rules (runtime/core.py and the modules beside it) driven by a fake platform and a
fake grid, without windows, threads or pyglet: what a second platform (the browser's loop) reuses unchanged.

The fake platform records every wait the loop asks for and lets its clock jump to the target, as a browser's
timer or animation frame would wake the loop then."""
from __future__ import annotations

import ast
import types
from pathlib import Path

import pytest

from gamegrid.java.events import InputRecord
from gamegrid.runtime import exit_status, schedule
from gamegrid.runtime.core import GameLoop
from gamegrid.runtime.errors import ProgramClosed, ScriptStopped
from gamegrid.runtime.settings import CLOSE_GRACE_S, CLOSE_GRACE_UNASKED_S, ReplayItem, Settings

RUNTIME = Path(__file__).resolve().parent.parent / "gamegrid" / "runtime"


class FakeClock:
    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t

    def wait_until(self, t: float) -> None:
        self.t = max(self.t, t)


class FakePlatform:
    """A platform without threads: waits jump the clock to their target; nothing else happens."""

    def __init__(self, loop: GameLoop) -> None:
        self.loop = loop
        self.waits: list[tuple[float, float | None]] = []
        self.wakes = 0
        self.turns = 0

    def make_screen(self, grid):
        raise AssertionError("no window in these tests")

    def window_opened(self) -> None:
        pass

    def is_loop_thread(self) -> bool:
        return True

    def enter_turn(self) -> None:
        pass

    def turn_ended(self) -> None:
        self.turns += 1

    def wait(self, now: float, target: float | None) -> None:
        self.waits.append((now, target))
        if target is None:
            raise AssertionError("the loop would sleep until woken: nothing is due")
        self.loop.clock.wait_until(target)

    def pass_time(self, now: float, target: float) -> None:
        self.loop.clock.wait_until(target)

    def real_time(self) -> bool:
        return False

    def pace_frames(self) -> bool:
        return False

    def wake(self) -> None:
        self.wakes += 1

    def drain(self) -> None:
        pass

    def on_loop(self, work) -> None:
        work()

    def wait_off_loop(self, seconds, predicate=None) -> None:
        raise AssertionError("no other threads")

    def stop(self) -> None:
        pass

    def run_over(self) -> None:
        pass


class FakeGrid:
    """What the loop reads of a GameGrid: running, disposed, its period, its cycle, its callbacks."""

    def __init__(self, period_ms: int = 20) -> None:
        self._running = False
        self._disposed = False
        self._in_cycle = False
        self._shown = True
        self._period = period_ms
        self._status_text: str | None = None
        self._exit_listener = None
        self.cycles: list[float] = []
        self.loop: GameLoop | None = None

    def act_cycle(self) -> None:
        assert self.loop is not None
        self.loop.cycles_run += 1   # what the model's cycle_may_run hook counts
        self.cycles.append(round(self.loop.clock.now(), 6))

    def _callback(self, name: str):
        return None

    def dispose(self) -> None:
        self._disposed = True
        self._running = False

    def isDisposed(self) -> bool:
        return self._disposed


class FakeRouter:
    def __init__(self, loop: GameLoop) -> None:
        self.loop = loop
        self.seen: list[tuple[str, float]] = []

    def dispatch(self, record: InputRecord) -> None:
        self.seen.append((record.kind, round(self.loop.clock.now(), 6)))
        if record.kind == "close":
            self.loop.close_requested()

    def timed_input_may_wait(self) -> bool:
        return False

    def has_timed_input(self) -> bool:   # key repeats, double-click timers: none here
        return False

    def next_timed_input_due(self) -> float:
        raise AssertionError("nothing timed")

    def run_timed_input(self, now: float) -> None:
        pass


def make_loop(headless: bool = False, **settings) -> tuple[GameLoop, FakePlatform, FakeGrid]:
    loop = GameLoop(Settings(headless=headless, **settings), FakePlatform)
    if not headless:
        loop.clock = FakeClock()
    grid = FakeGrid()
    grid.loop = loop
    loop.grid = grid   # what attach() does, without a window
    loop.router = FakeRouter(loop)
    loop.shown_at = 0.0
    return loop, loop.platform, grid


# ----- cycle timing ---------------------------------------------------------------------------------------------
def test_the_simulation_cycles_on_its_period_and_the_loop_sleeps_until_the_next_cycle():
    loop, platform, grid = make_loop()
    grid._running = True
    loop.next_cycle_due = 0.0
    loop.sleep(100)
    assert grid.cycles == [0.0, 0.02, 0.04, 0.06, 0.08]
    # each wait asked for exactly the next cycle (the loop never looks in between)
    targets = [round(target, 6) for _, target in platform.waits]
    assert targets == [0.02, 0.04, 0.06, 0.08, 0.1]
    assert loop.clock.now() == pytest.approx(0.1)


def test_a_poll_points_late_tick_keeps_the_cycles_on_their_grid():
    loop, _, grid = make_loop()
    loop.clock.t = 0.021
    assert schedule.next_cycle_due(loop, scheduled=0.02, start=0.021, polled=True) == pytest.approx(0.04)
    assert schedule.next_cycle_due(loop, scheduled=0.02, start=0.021, polled=False) == pytest.approx(0.041)


def test_headless_time_jumps_without_waiting():
    loop, platform, grid = make_loop(headless=True)
    grid._running = True
    loop.next_cycle_due = 0.0
    loop.sleep(1000)
    assert loop.clock.now() == pytest.approx(1.0)
    assert len(grid.cycles) == 50
    assert platform.waits == []   # virtual time: the platform is never asked to wait


# ----- replayed input and posted work ---------------------------------------------------------------------------
def test_replayed_input_arrives_at_its_time_in_order():
    replay = [ReplayItem(0.25, InputRecord("key_press", key=65, char="A")),
              ReplayItem(0.1, InputRecord("mouse_press", 3, 4, 1))]
    loop, platform, grid = make_loop(replay=replay)
    loop.sleep(400)
    assert loop.router.seen == [("mouse_press", 0.1), ("key_press", 0.25)]
    assert [round(t, 6) for _, t in platform.waits][:2] == [0.1, 0.25]


def test_replayed_input_that_waits_for_a_status_text_waits_for_it():
    replay = [ReplayItem(0.0, InputRecord("mouse_press", 1, 1, 1), wait_for_status="Your move")]
    loop, _, grid = make_loop(replay=replay)
    loop.sleep(50)
    assert loop.router.seen == []
    grid._status_text = "Your move, please"
    loop.sleep(50)
    assert [kind for kind, _ in loop.router.seen] == ["mouse_press"]


def test_posted_work_runs_at_the_start_of_the_next_turn_and_wakes_the_loop():
    loop, platform, _ = make_loop()
    done = []
    loop.post(lambda: done.append(loop.clock.now()))
    assert platform.wakes == 1 and done == []
    loop.sleep(10)
    assert done == [0.0]


# ----- the close button -----------------------------------------------------------------------------------------
def test_a_closed_window_ends_a_script_that_never_asked_isDisposed_after_the_short_grace():
    loop, _, grid = make_loop()
    loop.queue.append(InputRecord("close"))
    with pytest.raises(ProgramClosed) as stopped:
        loop.sleep(5000)
    assert stopped.value.code == 0
    assert grid._disposed
    assert loop.clock.now() == pytest.approx(CLOSE_GRACE_UNASKED_S)


def test_a_script_that_asked_isDisposed_gets_the_longer_grace_and_ends_itself_by_asking_again():
    loop, _, grid = make_loop()
    loop.disposed_seen(grid)   # isDisposed() asked before the close
    loop.close_requested()
    assert loop.closing.pending()
    assert loop.closing.deadline() == pytest.approx(CLOSE_GRACE_S)
    loop.disposed_seen(grid)   # ... and asked again after it: the script ends by itself
    assert not loop.closing.pending()
    loop.sleep(1000)   # no ProgramClosed


def test_closing_does_not_end_a_script_that_already_ended():
    loop, _, grid = make_loop()
    loop.script_running = False
    loop.close_requested()
    assert not loop.closing.pending()
    loop.run_until_closed()   # returns: the window is gone


# ----- stop limits and the exit status --------------------------------------------------------------------------
def test_the_time_limit_stops_the_script_with_its_note():
    loop, _, _ = make_loop(limit_s=0.5)
    with pytest.raises(ScriptStopped) as stopped:
        loop.sleep(2000)
    assert loop.stop_reached
    assert loop.clock.now() == pytest.approx(0.5)
    assert "0.5 s" in str(stopped.value)


def test_the_cycle_limit_lets_exactly_n_cycles_run():
    loop, _, grid = make_loop(headless=True, limit_cycles=3)
    grid._running = True
    with pytest.raises(ScriptStopped) as stopped:
        loop.sleep(10_000)
    assert len(grid.cycles) == 3 and "3 cycles" in str(stopped.value)


def test_run_until_closed_ends_at_the_limit():
    loop, _, grid = make_loop(limit_s=0.3)
    grid._running = True
    loop.run_until_closed()
    assert loop.stop_reached and loop.clock.now() == pytest.approx(0.3)


def test_the_exit_status_rule():
    assert exit_status.of_system_exit(SystemExit()) == 0
    assert exit_status.of_system_exit(SystemExit(3)) == 3
    assert exit_status.of_system_exit(SystemExit("bye")) == 1
    assert exit_status.of_system_exit(ProgramClosed(0)) == 0
    assert exit_status.final(0, user_errors=2) == 1      # an error in act() was printed
    assert exit_status.final(130, user_errors=2) == 130  # Ctrl+C keeps its own
    assert exit_status.final(0, user_errors=0) == 0


def test_an_error_in_a_callback_is_counted_and_the_loop_goes_on(capsys):
    loop, _, _ = make_loop()

    def callback():
        raise ValueError("oops")
    assert loop.call_callback(callback, "keyPressed()") is None
    assert loop.user_errors == 1 and isinstance(loop.first_error, ValueError)
    assert "oops" in capsys.readouterr().err
    assert loop.callback_depth == 0


# ----- the rules are platform-free ------------------------------------------------------------------------------
PLATFORM_FREE = ["blocking", "settings", "clock", "closing", "limits", "schedule", "callbacks", "core", "exit_status",
                 "platform", "realtime", "input", "replay", "errors", "hints", "suggestions", "statedump"]
DESKTOP_ONLY = {"pyglet", "signal", "select", "_thread", "gamegrid.view", "gamegrid.runtime.loop",
                "gamegrid.runtime.desktop", "gamegrid.runtime.threads", "gamegrid.runtime.watchdog",
                "gamegrid.runtime.wakeup", "gamegrid.runtime.process_end", "gamegrid.runtime.afterscript"}


def _imports(path: Path) -> set[str]:
    package = "gamegrid.runtime"
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(package.split(".")[:3 - node.level] + ([node.module] if node.module else []))
                found.update(f"{base}.{alias.name}" for alias in node.names)
                found.add(base)
            else:
                found.add(node.module or "")
    return found


@pytest.mark.parametrize("module", PLATFORM_FREE)
def test_the_rules_import_nothing_of_a_platform(module):
    imported = _imports(RUNTIME / f"{module}.py")
    bad = {name for name in imported for banned in DESKTOP_ONLY
           if name == banned or name.startswith(banned + ".")}
    assert not bad, f"runtime/{module}.py imports {bad}: the browser's loop could not reuse it"
    if module != "realtime":   # the one lock there keeps network threads' counts right; it starts no thread
        assert "threading" not in imported


def test_the_platform_check_sees_imports():
    assert "gamegrid.runtime.threads" in _imports(RUNTIME / "desktop.py")
    assert "signal" in _imports(RUNTIME / "watchdog.py")


def test_a_platform_implements_the_whole_seam():
    """DesktopPlatform and this file's fake have every method of the LoopPlatform protocol."""
    from gamegrid.runtime.loop import Runtime
    from gamegrid.runtime.platform import LoopPlatform
    wanted = {name for name, value in vars(LoopPlatform).items() if isinstance(value, types.FunctionType)
              and not name.startswith("_")}
    assert len(wanted) >= 15
    desktop = Runtime(Settings(headless=True)).platform   # some of its methods are bound in __init__
    for platform in (desktop, make_loop()[1]):
        missing = {name for name in wanted if not callable(getattr(platform, name, None))}
        assert not missing, f"{type(platform).__name__} lacks {missing}"
