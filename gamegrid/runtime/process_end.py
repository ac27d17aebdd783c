"""The end of the process: one function, end_process(), the only os._exit in gamegrid.

Every way a run ends comes here: the close button, dispose() and the script's end, a run's limit, Ctrl+C, an
error, sys.exit() in a callback, and the program's threads still running (a re-arming Timer, a worker in
`while True: ... sleep(1)`), which end with the game as they do with Java's System.exit. In order: the run's
files are written (the --state, screenshot, GIF and recording writers registered with on_end, GAMEGRID_STATE),
each once; the exit hooks run, each once (the program's atexit functions and TigerJython's
registerExitFunction, logging's shutdown); the output is flushed; the process ends with the exit status of
exit_status.py (README, "Exit status").

When nothing keeps the process alive and Python can still take an exit status (the runner's return from main()),
end_process only writes the files and returns: Python ends as usual and runs the exit hooks itself, once.
"""
from __future__ import annotations

import atexit
import os
import sys
from typing import TYPE_CHECKING, Callable

from . import exit_status
from .errors import ScriptStopped
from .threads import pupil_threads

if TYPE_CHECKING:
    from .core import GameLoop

_writers: list[Callable[[], None]] = []


def on_end(writer: Callable[[], None]) -> None:
    """Write a file of the run when the process ends (or at write_files(), whichever comes first)."""
    _writers.append(writer)


def write_files() -> None:
    """The run's files, each writer once (the runner calls this at a run's end; end_process does too)."""
    while _writers:
        writer = _writers.pop(0)
        try:
            writer()
        except Exception as exc:   # one file that cannot be written must not keep the others (or the end) back
            print(f"gamegrid: {exc}", file=sys.stderr)


def end_process(status: int, must_end: bool = True) -> None:
    """End the process with `status` after writing the run's files and running the exit hooks, once each.
    `must_end` False: only when threads of the program would keep it alive; otherwise return (Python ends as
    usual and runs the exit hooks itself)."""
    write_files()
    if not must_end and not pupil_threads(non_daemon_only=True):
        return
    try:
        atexit._run_exitfuncs()   # the program's exit functions (and logging's), as Java's shutdown hooks; cleared
    except BaseException:   # one that fails or raises SystemExit must not keep the process alive
        pass
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except Exception:   # a closed or broken stream: nothing more to write anyway
            pass
    os._exit(status)


# ----- `python script.py`: the window after the script's last line ---------------------------------------------
def keep_window_after_script(loop: "GameLoop") -> None:
    """For `python script.py`: after the last line, keep the window alive until it is closed, then end."""
    if getattr(loop, "_after_script_installed", False) or loop.managed_by_runner:
        return
    from . import afterscript
    afterscript.install(lambda: after_script(loop))
    loop._after_script_installed = True   # type: ignore[attr-defined]
    from .errors import friendly_excepthook

    def excepthook(exc_type, exc, tb):  # tracebacks end at the student's line
        if isinstance(exc, KeyboardInterrupt):
            loop.interrupted = True   # Ctrl+C: end now, do not keep the window open
            loop.exit_status = exit_status.INTERRUPTED
        else:
            loop.exit_status = exit_status.SCRIPT_ERROR
        friendly_excepthook(exc_type, exc, tb)
    sys.excepthook = excepthook


def game_over(loop: "GameLoop") -> bool:
    """The program's game has ended for good: its window was closed or disposed, a limit or Ctrl+C stopped it.
    Then the process ends even while threads of the program still run."""
    grid = loop.grid
    return loop.interrupted or loop.stop_reached or loop.closing.closed_at is not None \
        or (grid is not None and grid._disposed)


def after_script(loop: "GameLoop") -> None:
    """The exit hook of `python script.py`: the window loop until closed, then the end of the process."""
    status = exit_status.INTERRUPTED if loop.interrupted else exit_status.OK
    try:
        loop.script_running = False
        if not loop.interrupted:
            loop.run_until_closed()
    except KeyboardInterrupt as exc:
        sys.stderr.write(exit_status.ctrl_c_message(exc) + "\n")
        status = exit_status.INTERRUPTED
    except ScriptStopped:
        pass
    except SystemExit as exc:   # sys.exit(n) in a callback; the close button's ProgramClosed is 0
        status = exit_status.of_system_exit(exc)
    finally:
        loop.platform.stop()
        _write_state_from_environment(loop)
    status = exit_status.final(status, loop.user_errors)
    from .afterscript import interactive_shell
    if status and not interactive_shell():   # a shell (Thonny, IDLE) goes on after the script: no exit
        end_process(status)   # Python takes no status from an exit hook (a SystemExit there is ignored)
    # the game is over: so is the program, also while its non-daemon threads still run
    status = status or loop.exit_status
    if game_over(loop):
        end_process(status, must_end=False)
    # Else (a window that was never shown) Python waits for the program's threads as usual; their next gamegrid
    # call ends them.
    loop.ended = True
    loop.platform.run_over()


def _write_state_from_environment(loop: "GameLoop") -> None:
    """GAMEGRID_STATE=path writes the state dump when a plain `python script.py` ends (used by tests)."""
    path = os.environ.get("GAMEGRID_STATE")
    if path and loop.grid is not None:
        from .statedump import write_state
        write_state(loop.grid, path, made=loop.windows.made)


def forced_end() -> None:
    """The watchdog's end of a program told to end (its window closed) that ignores it: a bare `except:` swallowed
    the end, or it sits in C code. From the watchdog's thread."""
    end_process(exit_status.OK)
