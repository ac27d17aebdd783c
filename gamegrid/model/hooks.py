"""What the model asks of the runtime that drives it: the model's one way up.

The model (grid, actors, collisions, ...) never imports the runtime. It calls `runtime.<hook>(...)` on the
object below, and the runtime fills that object in when it is imported (gamegrid/runtime/loop.py calls
install()). So the model decides what it needs, the runtime decides how; a test can install its own
hooks, and no import goes up a layer.

Each hook is a plain function stored on the object (no bound methods, no __getattr__), so a call costs
what a call of a module function costs: the hot paths (refresh, the simulation cycle) stay as fast.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from .grid import GameGrid


class RuntimeHooks:
    """The interface; the annotations below are the hooks, each with what it must do."""

    # ----- the grid and its window ------------------------------------------------------------------
    attach: Callable[["GameGrid"], None]
    """A new GameGrid exists: it becomes the one the loop runs (the window is made unless headless)."""
    active_grid: Callable[[], "GameGrid | None"]
    """The GameGrid the loop runs, or None before makeGameGrid()."""
    window_shown: Callable[["GameGrid"], None]
    """show()/hide() changed grid._shown."""
    layout_changed: Callable[["GameGrid"], None]
    """The window's size or its bars changed."""
    refresh: Callable[["GameGrid"], None]
    """The picture changed and the script asked to see it now (refresh())."""
    activate: Callable[["GameGrid"], None]
    """Bring the window to the front."""
    disposed: Callable[["GameGrid"], None]
    """dispose(): close the window."""
    disposed_seen: Callable[["GameGrid"], None]
    """The script asked isDisposed() (at every ask): it notices a close itself, so the runtime need not end it."""
    move_window: Callable[["GameGrid", int, int], None]
    """setPosition(): move the window on the screen, if there is one."""
    window_position: Callable[["GameGrid"], "tuple[int, int] | None"]
    """The window's place on the screen, or None when there is no window."""
    closing_mode: Callable[[], Any]
    """The run's GameGrid.ClosingMode, None until setClosingMode() was called in this run."""
    set_closing_mode: Callable[[Any], None]
    """setClosingMode(): keep the mode for this run (not for the next run in the same process)."""
    headless: Callable[[], bool]
    """True when nothing is shown or heard (tests, `gamegrid run --headless`)."""
    play_sound: Callable[[str, bool], Any]
    """Play a sound file (once, or again and again); the player object, or None when nothing plays."""

    # ----- the simulation cycle ---------------------------------------------------------------------
    simulation_started: Callable[["GameGrid"], None]
    """doRun(): the first cycle is due now."""
    cycle_may_run: Callable[["GameGrid"], bool]
    """A cycle is about to begin: False when the run's cycle limit (--cycles) is reached."""
    cycle_started: Callable[[], Any]
    """A cycle begins (it takes no time); returns what cycle_ended() gets back."""
    cycle_ended: Callable[[Any], None]
    """The cycle is over."""
    poll_gate: Callable[[], Any]
    """The poll gate (gamegrid/runtime/polling.py): the cycle sets its `depth` to 0 around each act(),
    so the student's calls inside act() are poll points."""

    # ----- waiting -----------------------------------------------------------------------------------
    delay: Callable[[float], None]
    """Wait this many milliseconds while the window, the callbacks and the simulation go on."""
    wait_for: Callable[..., None]
    """wait_for(predicate, woken=False, until=None): wait (window alive) until the predicate is true or the
    window was closed. woken=True: the predicate changes only through the loop's own work (input, callbacks,
    cycles), a wake_loop() call or at the clock time `until`, so the loop may sleep until then."""
    wake_loop: Callable[[], None]
    """From any thread: end the loop's sleep now (something a waiting call looks at has changed)."""
    note_poll: Callable[[], None]
    """A call that returns at once but may be called in a loop: let time pass and input come."""
    now: Callable[[], float]
    """Seconds on the runtime's clock (virtual in headless runs)."""

    # ----- the student's code ------------------------------------------------------------------------
    call_user: Callable[[Callable[[], Any], str], bool]
    """Run student code; on an exception print it pointing at the student's line. False if it raised."""
    call_callback: Callable[..., Any]
    """call_callback(function, where, *args): a student's callback, as the runtime runs input callbacks."""
    report: Callable[[BaseException, str], None]
    """Print an exception raised by student code in `where` (and count it)."""
    report_text: Callable[[str], None]
    """Print an error message about the student's code that is no exception (and count it)."""
    note: Callable[[str], None]
    """Print a short explanation for the student after an error report."""
    warn: Callable[..., None]
    """warn(text, code=None): print a hint about the student's code that is no error (not counted), under
    the line it is about: `code`'s def line, or else the line of the student's code running now."""


HOOK_NAMES: tuple[str, ...] = tuple(RuntimeHooks.__annotations__)


def _not_installed(name: str) -> Callable[..., Any]:
    def hook(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(f"gamegrid's runtime is not installed: the model called runtime.{name}() "
                           "before gamegrid.runtime was imported. Import gamegrid first.")
    hook.__name__ = name
    return hook


runtime = RuntimeHooks()
for _name in HOOK_NAMES:
    setattr(runtime, _name, _not_installed(_name))
del _name


def install(provider: Any) -> None:
    """Take every hook from `provider` (a module or an object with a function of each hook's name)."""
    missing = [name for name in HOOK_NAMES if not callable(getattr(provider, name, None))]
    if missing:
        raise TypeError(f"{provider!r} lacks the runtime hooks {', '.join(missing)} the model needs.")
    for name in HOOK_NAMES:
        setattr(runtime, name, getattr(provider, name))
