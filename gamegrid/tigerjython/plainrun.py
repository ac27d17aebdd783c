"""`python3 script.py` without the runner: the program's own modules still get their per-file reading.

Python has compiled the main script before gamegrid is imported, so the script itself runs as Python 3
as it is; a script that shows a sign of Python 2 (py2signs.py) gets one line on stderr that names the
sign and the command that gives it Python 2's meaning. The modules next to it that the program imports
*after* `from gamegrid import *` are read as modules.py says (a helper with `print "x"` is translated,
and what a Python 2 helper imports is Python 2 too); a module imported before gamegrid is Python's.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Optional

from ..base.i18n import tr


def _main_script() -> Optional[Path]:
    main = sys.modules.get("__main__")
    filename = getattr(main, "__file__", None)
    if not filename or not str(filename).endswith(".py") or getattr(main, "__spec__", None) is not None:
        return None   # `python -c`, `python -m ...` (pytest, gamegrid run), an interactive session
    path = Path(filename).resolve()
    if not path.is_file():
        return None
    package = Path(__file__).resolve().parents[1]
    installed = {Path(p).resolve() for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)}
    if package in path.parents or any(root in path.parents for root in installed):
        return None   # a tool or library script, not a pupil's program
    return path


def install_for_plain_run() -> None:
    """Called when gamegrid is imported: for a plain `python3 script.py`, install the per-file reading
    of the program's modules (once) and warn about a main script that is Python 2."""
    from .modules import AUTO, ProgramFolderFinder
    if any(isinstance(finder, ProgramFolderFinder) for finder in sys.meta_path):
        return   # the runner's, or done already
    path = _main_script()
    if path is None:
        return
    sys.meta_path.insert(0, ProgramFolderFinder(path.parent, None, AUTO))
    _warn_if_python2(path)


def _warn_if_python2(path: Path) -> None:
    from .loader import read_source
    from .py2signs import python2_sign
    try:
        sign = python2_sign(read_source(path)[0], path.parent)
    except (OSError, SyntaxError, ValueError):
        return
    if sign is not None:
        print(tr("gamegrid: {name} was written for Python 2 ({why}), but plain python3 runs it as Python 3. "
                 "Run it with: python3 -m gamegrid run {name}", name=path.name, why=sign.describe()),
              file=sys.stderr)
