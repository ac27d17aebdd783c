"""The desktop's loop: GameLoop (runtime/core.py, the game's rules) with DesktopPlatform (runtime/desktop.py:
pyglet, the X connection's wait, the watchdog, threads) behind its seam, the Runtime in use, and the model's
hooks (gamegrid/model/hooks.py says what each must do).

Other threads (network connections, gamegrid/net) hand work to the loop with `post_to_loop()`; while a
connection is live (`hold_real_time`), a headless run's clock follows the wall clock, because the peer in
another process needs real seconds.
"""
from __future__ import annotations

import _thread
import os
import sys
import threading
import types
from typing import TYPE_CHECKING, Any, Callable

from ..base.i18n import tr
from ..model import hooks
from ..model.errors import not_initialized
from .core import GameLoop
from .desktop import DesktopPlatform
from .errors import ProgramClosed, install_excepthook, report_user_error  # noqa: F401
from .exit_status import ctrl_c_message  # noqa: F401  (runtime.ctrl_c_message)
from .polling import PollGate, plain_checks, set_gate
from .realtime import hold_real_time  # noqa: F401  (runtime.hold_real_time)
from .settings import ReplayItem, Settings  # noqa: F401  (runtime.ReplayItem, runtime.Settings)
from .threads import end_this_thread, unwatch, unwatch_blocking_calls, watch_blocking_calls, watch_new_threads

if TYPE_CHECKING:
    from ..model.grid import GameGrid


class Runtime(GameLoop):
    """The desktop's game loop. Made by the runner and the testing API, or by the first gamegrid call."""

    platform: DesktopPlatform

    def __init__(self, settings: Settings | None = None,
                 platform: Callable[[GameLoop], DesktopPlatform] = DesktopPlatform) -> None:
        settings = settings or Settings(headless=os.environ.get("GAMEGRID_HEADLESS") == "1")
        super().__init__(settings, platform)

    # the desktop's parts, as the runner, the benchmarks and the tests name them
    @property
    def thread_id(self) -> int:
        return self.platform.thread_id

    @property
    def lock(self) -> Any:
        return self.platform.lock

    @property
    def threaded(self) -> bool:
        return self.platform.threaded

    @property
    def watchdog(self) -> Any:
        return self.platform.watchdog

    def enter_threaded(self) -> None:
        self.platform.enter_threaded()

    def on_loop_thread(self, work: Callable[[], None]) -> None:
        self.platform.on_loop(work)

    def wait_off_loop(self, seconds: float, predicate: Callable[[], bool] | None = None) -> None:
        self.platform.wait_off_loop(seconds, predicate)


_runtime: Runtime | None = None
_ended_games = 0   # runs with a game window that install() ended (their threads may still call us)


def current() -> Runtime:
    """The Runtime in use, made on first use. (The hooks every cycle calls write `_runtime or current()`: one call
    less each.)"""
    global _runtime
    if _runtime is None:
        _runtime = Runtime()
        set_gate(_runtime.gate)
        _runtime.platform.current = True
        watch_new_threads(_runtime.platform.thread_started)
        watch_blocking_calls(_runtime.platform.before_blocking)
    return _runtime


def install(runtime: Runtime | None) -> None:
    """The runner and the testing API put their own Runtime in place before running a script."""
    global _runtime
    old = _runtime
    if old is not None and old is not runtime:
        old.platform.current = False
        old.watchdog.stop()
        if old.view is not None:
            old.view.close()
        old.windows.close_all()
        old.ended = True          # its threads' next gamegrid call ends them
        if old.grid is not None:
            global _ended_games
            _ended_games += 1
        old.lock.release_all()
        unwatch(old.platform.thread_started)
        unwatch_blocking_calls(old.platform.before_blocking)
    _runtime = runtime
    set_gate(runtime.gate if runtime is not None else PollGate())
    if runtime is None:
        plain_checks()
    if runtime is not None:
        runtime.platform.current = True
        watch_new_threads(runtime.platform.thread_started)
        watch_blocking_calls(runtime.platform.before_blocking)
        if runtime.threaded:
            runtime.platform.use_thread_checks()
        else:
            plain_checks()


# ----- other threads ---------------------------------------------------------------------------------------
def post_to_loop(work: Callable[[], None]) -> bool:
    """From any thread: run `work` on the main thread in the loop of the current game window. False when
    there is no window loop to run it (no makeGameGrid() yet, or the window was closed)."""
    rt = _runtime
    if rt is None or rt.windows.open_grid() is None:   # no window open (one beside a closed one counts)
        return False
    rt.post(work)
    return True


def call_on_loop(work: Callable[[], Any]) -> Any:
    """Run `work` on the loop thread and return its result (a modal dialog opened by a Timer or a worker
    thread: pyglet windows belong to the loop thread). On the loop thread, or without a game window whose
    loop could run it, it runs here."""
    rt = _runtime
    if rt is None or threading.get_ident() == rt.thread_id:
        return work()
    done = threading.Event()
    outcome: list[Any] = [None, None]

    def run() -> None:
        try:
            outcome[0] = work()
        except BaseException as exc:   # handed to the thread that asked
            outcome[1] = exc
        finally:
            done.set()

    if not post_to_loop(run):
        return work()
    rt.wait_off_loop(float("inf"), done.is_set)
    if isinstance(outcome[1], ProgramClosed):
        end_this_thread()   # the window was closed while the dialog was open: the program ends
    if outcome[1] is not None:
        raise outcome[1]
    return outcome[0]


def current_grid(function_name: str) -> "GameGrid":
    rt = _runtime
    if rt is None:
        if _ended_games and threading.current_thread() is not threading.main_thread():
            end_this_thread()   # a thread of a game run in this process that is over: it ends quietly
        rt = current()
    if rt.threaded:
        if rt.lock.owner != rt.thread_id and _thread.get_ident() == rt.thread_id:
            rt.lock.acquire()   # the main thread is back in gamegrid (GameLock.let_go)
    elif _thread.get_ident() != rt.thread_id:
        rt.enter_threaded()   # a thread the new-thread watch missed
    grid = rt.grid
    if grid is None:
        if _ended_games and _thread.get_ident() != rt.thread_id:
            end_this_thread()
        raise not_initialized(function_name)
    return grid


# ----- the model's hooks (gamegrid/model/hooks.py says what each must do); installed at the end ---------
def note(text: str) -> None:
    """A short explanation for the student, printed after an error report."""
    print(text, file=sys.stderr)
    sys.stderr.flush()


def attach(grid: "GameGrid") -> None:
    current().attach(grid)


def delay(ms: float) -> None:
    rt = current()
    if threading.get_ident() != rt.thread_id:
        # A pupil's own thread (threading / java.lang.Thread): only the loop thread runs the loop.
        if isinstance(ms, bool) or not isinstance(ms, (int, float)):
            raise TypeError(tr("delay() takes a number of milliseconds, got {ms!r}.", ms=ms))
        rt.wait_off_loop(ms / 1000.0)
        return
    rt.sleep(ms)


def wait_for(predicate: Callable[[], bool], woken: bool = False, until: float | None = None) -> None:
    current().wait_for(predicate, woken, until)


def wake_loop() -> None:
    """From any thread: the loop's sleep ends now, so it looks at what changed (a post does this itself)."""
    rt = _runtime
    if rt is not None:
        rt.wake()


def pump_once() -> None:
    current().pump_once()


def note_poll() -> None:
    (_runtime or current()).note_poll()


def disposed_seen(grid: "GameGrid") -> None:
    rt = _runtime
    if rt is not None:
        rt.disposed_seen(grid)


def call_user(function: Callable[[], Any], where: str) -> bool:
    return (_runtime or current()).call_user(function, where)


def refresh(grid: "GameGrid") -> None:
    """A frame is due: the loop draws it at the end of the cycle, callback or blocking call, or at the
    next poll point's tick (docs/decisions.md, "Frames"). Drawing here would cost a frame per call."""
    grid._model_changed()


def window_shown(grid: "GameGrid") -> None:
    rt = current()
    owner = rt.windows.owner_of(grid)   # the loop itself, or a window beside the loop's (runtime/windows.py)
    if owner is not None:
        if owner.view is not None:
            rt.on_loop_thread(lambda: owner.view is not None and owner.view.set_visible(grid._shown))
        if not grid._shown:
            owner.shown_at = None
        elif owner.shown_at is None:
            owner.shown_at = rt.clock.now()
        rt.arm_gate()   # input waiting for the window to appear is due soon


def layout_changed(grid: "GameGrid") -> None:
    rt = current()
    owner = rt.windows.owner_of(grid)
    if owner is not None and owner.view is not None:
        rt.on_loop_thread(lambda: owner.view is not None and owner.view.relayout())


def disposed(grid: "GameGrid") -> None:
    rt = current()
    beside = rt.windows.drop(grid) if rt.grid is not grid else None
    if beside is not None:   # a window beside the loop's: it leaves the loop's turns
        if not rt.settings.headless:
            rt.on_loop_thread(beside.close_view)
        return
    if rt.grid is grid and rt.view is not None and not rt.settings.headless:
        def close() -> None:
            if rt.view is not None:
                rt.view.close()
                rt.view = None
        rt.on_loop_thread(close)


def activate(grid: "GameGrid") -> None:
    rt = current()
    owner = rt.windows.owner_of(grid)
    if owner is not None and owner.view is not None:
        rt.on_loop_thread(lambda: owner.view is not None and owner.view.activate())


def cycle_may_run(grid: "GameGrid") -> bool:
    """Called as a cycle begins: False once --cycles N cycles ran; otherwise the cycle is counted."""
    rt = _runtime or current()
    if rt.limits.cycles_done():
        return False
    rt.cycles_run += 1
    return True


def cycle_started() -> tuple[float, float | None]:
    """A simulation cycle takes no virtual time: headless, poll points inside act() neither move the
    clock nor tick (input waits for the cycle's end, as before). Returns what cycle_ended restores."""
    rt = _runtime or current()
    gate = rt.gate
    saved = gate.step, rt.atomic_since
    gate.step = 0.0
    gate.due = float("inf")
    if rt.atomic_since is None:
        rt.atomic_since = rt.clock.now()
    return saved


def cycle_ended(saved: tuple[float, float | None]) -> None:
    rt = _runtime or current()
    rt.gate.step, rt.atomic_since = saved
    rt.arm_gate()


def simulation_started(grid: "GameGrid") -> None:
    rt = current()
    owner = rt.windows.owner_of(grid)
    if owner is not None:
        owner.next_cycle_due = rt.clock.now()   # the first cycle starts at once
        if rt.settings.headless:
            rt.gate.due = min(rt.gate.due, owner.next_cycle_due)


def active_grid() -> "GameGrid | None":
    return (_runtime or current()).grid


def headless() -> bool:
    return (_runtime or current()).settings.headless


def now() -> float:
    return (_runtime or current()).now()


def poll_gate() -> PollGate:
    return (_runtime or current()).gate


def call_callback(function: Callable[..., Any], where: str, *args: Any) -> Any:
    return current().call_callback(function, where, *args)


def report(exc: BaseException, where: str) -> None:
    current().report(exc, where)


def warn(text: str, code: types.CodeType | None = None) -> None:
    from .errors import warn_user
    warn_user(text, code)


def report_text(text: str) -> None:
    current().user_errors += 1
    print(text, file=sys.stderr)
    sys.stderr.flush()


def _window_of(grid: "GameGrid") -> Any:
    """The pyglet window showing this grid, or None (headless, no window yet, another grid)."""
    rt = current()
    owner = rt.windows.owner_of(grid)
    if owner is not None and owner.view is not None and not rt.settings.headless:
        return owner.view.window
    return None


def closing_mode() -> Any:
    return current().closing.mode


def set_closing_mode(mode: Any) -> None:
    current().closing.mode = mode


def move_window(grid: "GameGrid", x: int, y: int) -> None:
    if threading.get_ident() != current().thread_id:
        current().post(lambda: move_window(grid, x, y))
        return
    rt = current()
    owner = rt.windows.owner_of(grid)
    if owner is not None and owner.view is not None and not rt.settings.headless:
        owner.view.move_to(x, y)   # not yet on the screen: it opens where the grid remembers


def window_position(grid: "GameGrid") -> tuple[int, int] | None:
    if threading.get_ident() != current().thread_id:
        return None   # the window belongs to the loop thread: the grid's remembered position is used
    window = _window_of(grid)
    if window is not None:
        try:
            x, y = window.get_location()
            return int(x), int(y)   # whole pixels (the page's canvas is placed at fractional CSS pixels)
        except Exception:
            pass
    return None


def play_sound(path: str, loop: bool) -> Any:
    rt = current()
    if rt.settings.headless:
        return None
    if threading.get_ident() != rt.thread_id:   # pyglet's media belongs to the loop thread
        from ..view.audio import play_file
        rt.post(lambda: play_file(path, loop))
        return None
    from ..view.audio import play_file
    return play_file(path, loop)


hooks.install(sys.modules[__name__])
install_excepthook()   # `python script.py`: an error before makeGameGrid() gets the student's line and hint too
