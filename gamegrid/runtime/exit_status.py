"""The exit status of a run (README, "Exit status") and the line Ctrl+C prints. Platform-free.

0: the script ran without error (also when the close button or dispose() ended it); 1: the script, or one of
its callbacks or act() methods, raised (printed); 130: Ctrl+C; sys.exit(n): n.
"""
from __future__ import annotations

from .errors import ctrl_c_message  # noqa: F401  (the line Ctrl+C prints: with the tracebacks it belongs to)

OK, SCRIPT_ERROR, INTERRUPTED = 0, 1, 130


def of_system_exit(exc: SystemExit) -> int:
    """sys.exit(n): n; sys.exit() and the close button's ProgramClosed: 0; sys.exit("text"): 1."""
    code = exc.code
    if code is None:
        return OK
    return code if isinstance(code, int) else SCRIPT_ERROR


def final(status: int, user_errors: int) -> int:
    """An error in act() or a callback was printed: the run ends with 1 unless something chose its own status."""
    return SCRIPT_ERROR if status == OK and user_errors else status
