"""The entry the page calls (WEB-CONTRACT.md, docs/architecture.md "The browser"): run, state, errors, answer,
stop, set_callbacks.

`run()` does what `gamegrid run` does with a script (gamegrid/runner.py): the same compile step with the
dialect's translation (Python 2 / TigerJython sources), the same builtins and Java imports, the script's
folder as cwd and first on sys.path, the same error texts (the pupil's line, the hints, the pupil's
language). Errors reach the page as texts: everything gamegrid writes to stderr while a program runs is
collected, one text per report (a report ends with a flush).
"""
from __future__ import annotations

import builtins
import os
import re
import sys
import types
from pathlib import Path
from typing import Any, Callable

PROGRAM_DIR = "/home/pyodide/program"

_runtime: Any = None
_errors: list[str] = []
_callbacks: dict[str, Callable[..., Any] | None] = {"first_frame": None, "error": None, "status": None}
_first_frame_seen = False
_leave_program: Callable[[], None] | None = None
_exit_code: int | None = None


class _ErrorSink:
    """sys.stderr while the page lives: each report (ended by a flush) becomes one error text for the page,
    and goes on to the browser's console."""

    def __init__(self, console: Any) -> None:
        self.console = console
        self.pending: list[str] = []

    def write(self, text: str) -> int:
        self.pending.append(text)
        return len(text)

    def flush(self) -> None:
        text = "".join(self.pending)
        self.pending.clear()
        if text.strip():
            _add_error(text.rstrip("\n"))
        if self.console is not None:
            try:
                self.console.write(text)
                self.console.flush()
            except Exception:
                pass

    def isatty(self) -> bool:
        return False


_PROGRAM_LINE = re.compile(r'File "' + re.escape(PROGRAM_DIR) + r'/[^"]*", line (\d+)')


def pupil_line(text: str) -> int | None:
    """The line of the pupil's program an error text ends at (its last frame in the program's folder)."""
    lines = _PROGRAM_LINE.findall(text)
    return int(lines[-1]) if lines else None


def _add_error(text: str) -> None:
    _errors.append(text)
    callback = _callbacks["error"]
    if callback is not None:
        try:
            callback(text, pupil_line(text))
        except Exception:   # the page's callback failed: the text is in errors() all the same
            pass


def _tell_status(kind: str) -> None:
    """The run's state for the page: "running", "finished" (its top level ended; the game goes on drawing),
    "error" (it ended with an error) or "stopped" (the page's Stop)."""
    callback = _callbacks["status"]
    if callback is not None:
        try:
            callback(kind)
        except Exception:
            pass


def _install_sink() -> _ErrorSink:
    if not isinstance(sys.stderr, _ErrorSink):
        sys.stderr = _ErrorSink(sys.stderr)
    return sys.stderr


def set_callbacks(on_first_frame: Any = None, on_error: Any = None, on_status: Any = None) -> None:
    """JS callables: after the first frame was drawn (once per run); with each new error text and the pupil's
    line it ends at (None when it names none); with the run's state (see _tell_status)."""
    _callbacks["first_frame"] = _keep(on_first_frame)
    _callbacks["error"] = _keep(on_error)
    _callbacks["status"] = _keep(on_status)


def _keep(function: Any) -> Any:
    """A JS function handed to Python lives only for the call that gave it, unless copied."""
    if function is None or not function:   # None, or JavaScript's null / undefined
        return None
    copy = getattr(function, "copy", None)
    return copy() if callable(copy) and type(function).__module__ == "pyodide.ffi" else function


def errors() -> list[str]:
    return list(_errors)


def answer(texts: Any) -> None:
    """Answers for the next dialogs (inputInt, inputString, msgDlg ...), as the runner's --answers file gives."""
    if hasattr(texts, "to_py"):
        texts = texts.to_py()
    from . import dialogs
    dialogs.queue_answers(str(text) for text in texts)


def state() -> dict[str, Any]:
    """The keys `gamegrid run --state` writes, for the program running (or last run) in the page."""
    from ..runtime.statedump import grid_state, no_grid_state
    grid = _runtime.grid if _runtime is not None else None
    result = grid_state(grid) if grid is not None else no_grid_state()
    result["grid"] = grid is not None
    if _exit_code is not None:
        result["exit_code"] = _exit_code
    result["frames"] = _runtime.view.presented if _runtime is not None and _runtime.view is not None else 0
    return result


def stop() -> None:
    """End the program running in the page: its stacks end at their next wait, its threads and timers too."""
    global _runtime
    from . import cooperative
    cooperative.stop_all()
    rt = _runtime
    if rt is not None:
        if not rt.stopped:
            _tell_status("stopped")
        rt.stop()
        if rt.view is not None:
            rt.view.close()
            rt.view = None
    _leave()


def _leave() -> None:
    global _leave_program
    if _leave_program is not None:
        try:
            _leave_program()
        finally:
            _leave_program = None


def _on_frame() -> None:
    global _first_frame_seen
    if not _first_frame_seen:
        _first_frame_seen = True
        import js
        if not getattr(js.globalThis, "gamegridFirstFrameMs", None):
            # when the page's first program drew its first frame (ms since navigation): bench/bench_web.py
            js.globalThis.gamegridFirstFrameMs = js.performance.now()
        callback = _callbacks["first_frame"]
        if callback is not None:
            callback()


def prepare(lang: str = "en") -> None:
    """What the page needs before the first program (also done by run()): the language, stderr, the
    browser's stand-ins for the desktop's dialogs, sounds and display, threads that take turns, the messages
    for what cannot run in a page. gamegrid's own import is light: fissix is read only for Python 2 sources."""
    from ..base import i18n
    i18n.set_language(lang if lang in i18n.LANGUAGES else None)
    _install_sink()
    from . import cooperative, dialogs, unsupported
    from .view.fixes import apply_fixes
    apply_fixes()   # before pyglet's first use: its WebAudio driver, the pinned versions' work-arounds
    dialogs.install()
    cooperative.install()
    unsupported.install()
    os.makedirs(PROGRAM_DIR, exist_ok=True)


async def run(code: str, filename: str = "main.py", lang: str = "en") -> None:
    """Run `code` as the pupil's script (see the module's docstring). Returns when its top level has ended;
    the game goes on drawing in the page after that."""
    global _runtime, _first_frame_seen, _exit_code, _leave_program
    stop()
    prepare(lang)
    _errors.clear()
    _first_frame_seen = False
    _exit_code = None
    from .. import runtime
    from ..model import spritepath
    from ..runtime.errors import ScriptStopped, format_user_traceback
    from .loop import BrowserRuntime
    path = Path(PROGRAM_DIR) / filename
    path.write_text(str(code), encoding="utf-8")
    rt = BrowserRuntime(on_frame=_on_frame)
    rt.managed_by_runner = True
    runtime.install(rt)
    _runtime = rt
    spritepath.set_script_dir(path.parent)
    os.chdir(PROGRAM_DIR)
    if PROGRAM_DIR not in sys.path:
        sys.path.insert(0, PROGRAM_DIR)
    _forget_program_modules()
    module = types.ModuleType("__main__")
    module.__file__ = str(path)
    module.__builtins__ = builtins   # type: ignore[attr-defined]
    sys.modules["__main__"] = module
    sys.argv = [str(path)]
    sink = _install_sink()
    exit_code = 0
    _tell_status("running")
    try:
        from ..tigerjython.cli import compile_for_runner   # the runner's compile step (runner.compile_script)
        code_object, translated = compile_for_runner(path, False, False, False)
    except SyntaxError as exc:
        rt.count_user_error(exc)
        sink.write(format_user_traceback(exc))
        sink.flush()
        _exit_code = 1
        _tell_status("error")
        return
    from ..tigerjython.answers import set_dialog_mode
    from ..tigerjython.cli import enter_program, seed_namespace
    seed_namespace(module.__dict__, translated, False)
    set_dialog_mode("window")
    _leave_program = enter_program(path.parent, translated, module.__dict__, False, False, str(path))
    try:
        exec(code_object, module.__dict__)
    except ScriptStopped:
        pass   # the page's Stop or a new Run
    except SystemExit as exc:
        exit_code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        rt.stop()
    except Exception as exc:   # the pupil's top-level code raised
        rt.count_user_error(exc)
        sink.write(format_user_traceback(exc))
        sink.flush()
        exit_code = 1
    finally:
        rt.script_running = False
        sink.flush()
    if exit_code == 0 and rt.user_errors:
        exit_code = 1
    _exit_code = exit_code
    if not rt.stopped:
        _tell_status("error" if exit_code else "finished")


def _forget_program_modules() -> None:
    """A new Run imports the program's own modules (a board.py beside the script) afresh."""
    prefix = PROGRAM_DIR + os.sep
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None)
        if isinstance(file, str) and file.startswith(prefix):
            del sys.modules[name]
