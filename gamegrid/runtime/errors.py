"""How a run ends early (ScriptStopped, ProgramClosed), and tracebacks that point at the student's own lines."""
from __future__ import annotations

import os
import sys
import traceback
from pathlib import Path
from typing import Any, Callable

from ..base.resources import PROGRAM_FOLDERS
from ..base.i18n import tr
from .suggestions import python_suggestion, suggestion_missing

PACKAGE_DIR = Path(__file__).resolve().parent.parent   # gamegrid/
_SHIPPED_PROGRAMS = tuple(PACKAGE_DIR / folder for folder in PROGRAM_FOLDERS)


class ScriptStopped(BaseException):
    """Raised inside a blocking call or poll point when the runner's time limit is reached.

    A BaseException, so that a student's `except Exception:` does not swallow it. Its message is the
    one-line note the runner prints.
    """


class ProgramClosed(SystemExit):
    """The window was closed and the script went on without looking at isDisposed(): the program ends
    (exit status 0), as closing the window ends a program in TigerJython."""


def is_library_frame(filename: str) -> bool:
    try:
        path = Path(filename).resolve()
    except (OSError, ValueError):
        return False
    if path == PACKAGE_DIR or PACKAGE_DIR in path.parents:
        return not any(folder in path.parents for folder in _SHIPPED_PROGRAMS)
    return False


def format_user_traceback(exc: BaseException, function: Callable[..., Any] | None = None,
                          args: tuple[Any, ...] | None = None) -> str:
    """The traceback of `exc` without gamegrid's own frames, so the last frame shown is the student's line,
    then one hint line in the pupil's language (runtime/hints.py) when the mistake is a common one.

    `function` and `args`: the student's function gamegrid was calling (a callback) and what it passed.
    When the call itself failed (`def act():` without self, a callback with too few parameters), no line
    of the student's ran, so the def line is shown instead. When every frame is the library's (a bug of
    ours), the full traceback is kept.
    """
    from .hints import hint, wrong_call_target
    tb_exc = traceback.TracebackException.from_exception(_as_python_syntax_error(exc))
    if suggestion_missing(tb_exc):   # Python 3.10, 3.11: the interpreter, not this module, adds it
        suggested = python_suggestion(exc)
        if suggested is not None:
            tb_exc._str += f". Did you mean: '{suggested}'?"   # type: ignore[attr-defined]
    # Python's import machinery ("<frozen importlib._bootstrap>") is no more the pupil's than gamegrid is
    frames = [f for f in tb_exc.stack if not is_library_frame(f.filename) and not f.filename.startswith("<frozen ")]
    if not frames and not isinstance(exc, SyntaxError):
        target = function if _failed_at_call(exc, function) else wrong_call_target(exc)
        code = getattr(getattr(target, "__func__", target), "__code__", None)
        if code is not None and not is_library_frame(code.co_filename):
            frames = [traceback.FrameSummary(code.co_filename, code.co_firstlineno, code.co_name)]
    if frames or isinstance(exc, SyntaxError):   # a syntax error is in the student's file, not ours
        tb_exc.stack = traceback.StackSummary.from_list(frames)
    text = "".join(tb_exc.format())
    line = hint(exc, function if _failed_at_call(exc, function) else None, args)
    return text if line is None else text + line + "\n"


def user_line(exc: BaseException) -> tuple[str, int, str] | None:
    """(file, line number, source line) of the student's line where `exc` happened: the last frame of the
    traceback outside gamegrid; for a syntax error, the place the parser names. None if there is none."""
    if isinstance(exc, SyntaxError) and exc.filename and exc.lineno:
        return exc.filename, exc.lineno, (exc.text or "").strip()
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if not is_library_frame(f.filename)]
    if not frames:
        return None
    last = frames[-1]
    return last.filename, last.lineno or 0, (last.line or "").strip()


def _as_python_syntax_error(exc: BaseException) -> BaseException:
    """The translator's TranslationError shown as the SyntaxError it is (no gamegrid module path for pupils)."""
    if not isinstance(exc, SyntaxError) or not type(exc).__module__.startswith("gamegrid"):
        return exc
    plain = SyntaxError(exc.msg, (exc.filename, exc.lineno, exc.offset, exc.text))
    plain.__traceback__ = exc.__traceback__
    return plain


def _failed_at_call(exc: BaseException, function: Callable[..., Any] | None) -> bool:
    """True when calling `function` raised before any of its lines ran (wrong number of parameters)."""
    tb = exc.__traceback__
    code = getattr(getattr(function, "__func__", function), "__code__", None)
    if not isinstance(exc, TypeError) or tb is None or code is None:
        return False
    while tb.tb_next is not None:
        tb = tb.tb_next
    return tb.tb_frame.f_code is not code


def report_user_error(exc: BaseException, where: str | None = None, function: Callable[..., Any] | None = None,
                      args: tuple[Any, ...] | None = None) -> None:
    """Print an exception raised by student code (in act() or a callback) without stopping the window;
    `function`, `args`: the callback that was called, and with what (see format_user_traceback)."""
    if where:
        print(tr("Error in {where}:", where=where), file=sys.stderr)
    print(format_user_traceback(exc, function, args), end="", file=sys.stderr)
    sys.stderr.flush()


def friendly_excepthook(exc_type: type[BaseException], exc: BaseException, tb: Any) -> None:
    """sys.excepthook for `python script.py`: the traceback ends at the student's line, with the hint."""
    if isinstance(exc, KeyboardInterrupt):
        sys.stderr.write(ctrl_c_message(exc) + "\n")
        return
    sys.stderr.write(format_user_traceback(exc))


def ctrl_c_message(exc: BaseException) -> str:
    """One line for Ctrl+C: where the student's code was, no traceback."""
    where: tuple[str, int] | None = None
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if not is_library_frame(code.co_filename):
            where = (os.path.basename(code.co_filename), tb.tb_lineno)
        tb = tb.tb_next
    if where is None:
        return tr("Stopped with Ctrl+C.")
    return tr("Stopped with Ctrl+C ({file}, line {line}).", file=where[0], line=where[1])


def install_excepthook() -> None:
    """Use friendly_excepthook, unless something else (an IDE, IPython) already replaced Python's own."""
    if sys.excepthook is sys.__excepthook__:
        sys.excepthook = friendly_excepthook


def warn_user(text: str, code: Any = None) -> None:
    """A hint about the student's code that is no error: under `code`'s def line, or else under the line of
    the student's code running now (the innermost frame that is neither gamegrid's nor Python's)."""
    from .polling import is_user_file
    filename = lineno = name = None
    if code is not None:
        filename, lineno, name = code.co_filename, code.co_firstlineno, code.co_name
    else:
        frame = sys._getframe(1)
        while frame is not None and not is_user_file(frame.f_code.co_filename):
            frame = frame.f_back
        if frame is not None:
            filename, lineno, name = frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name
    lines = []
    if filename is not None:
        lines.append("".join(traceback.StackSummary.from_list([(filename, lineno, name, None)]).format()))
    lines.append(tr("Hint: {text}", text=text) + "\n")
    sys.stderr.write("".join(lines))
    sys.stderr.flush()
