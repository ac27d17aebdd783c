"""How a run ends early (ScriptStopped, ProgramClosed), and tracebacks that point at the student's own lines."""
from __future__ import annotations

import sys
import traceback
from pathlib import Path
from typing import Any, Callable

from ..resources import PROGRAM_FOLDERS

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


def format_user_traceback(exc: BaseException) -> str:
    """The traceback of `exc` without gamegrid's own frames, so the last frame shown is the student's line.

    When every frame is the library's (a bug of ours), the full traceback is kept.
    """
    tb_exc = traceback.TracebackException.from_exception(exc)
    frames = [f for f in tb_exc.stack if not is_library_frame(f.filename)]
    if frames or isinstance(exc, SyntaxError):   # a syntax error is in the student's file, not ours
        tb_exc.stack = traceback.StackSummary.from_list(frames)
    return "".join(tb_exc.format())


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


def report_user_error(exc: BaseException, where: str | None = None) -> None:
    """Print an exception raised by student code (in act() or a callback) without stopping the window."""
    if where:
        print(f"Error in {where}:", file=sys.stderr)
    print(format_user_traceback(exc), end="", file=sys.stderr)
    sys.stderr.flush()


def hint_wrong_parameters(function: Callable[..., Any], args: tuple[Any, ...], exc: BaseException) -> None:
    """`def onMousePressed():` fails at the call itself, so the traceback has no line of the student's:
    name the def line and how many arguments the callback gets."""
    tb = exc.__traceback__
    code = getattr(getattr(function, "__func__", function), "__code__", None)
    if not isinstance(exc, TypeError) or tb is None or tb.tb_next is not None or code is None \
            or is_library_frame(code.co_filename):
        return
    n = len(args)
    print(f'  File "{code.co_filename}", line {code.co_firstlineno}, in {code.co_name}\n'
          f"It is called with {n} argument{'' if n == 1 else 's'}: check the parameters on its def line.",
          file=sys.stderr)
