"""Where dialog answers come from when no window is shown.

Order: an answer source set by the runner (``--answers FILE``, tests) first,
then standard input.  Running out of answers raises EOFError, like ``input()``
at the end of stdin, so a headless run stops with a clear message instead of
hanging.
"""
from __future__ import annotations

import os
import sys
from typing import Iterable, Iterator, Optional
from ..base.i18n import tr

_source: Optional[Iterator[str]] = None
_mode = "auto"  # "auto" | "text" | "window"
_peeked: list[str] = []   # a line read ahead (by a modeless entry dialog) and not yet taken


def set_answer_source(answers: Optional[Iterable[str]]) -> None:
    """Answer dialogs from ``answers`` (one string per dialog), or stop doing so (None)."""
    global _source
    _source = None if answers is None else iter(list(answers))
    _peeked.clear()


def set_answer_file(path: Optional[str]) -> None:
    """Convenience for ``--answers FILE``: one answer per line."""
    if path is None:
        set_answer_source(None)
        return
    with open(path, encoding="utf-8") as f:
        set_answer_source(line.rstrip("\r\n") for line in f.readlines())


def has_answer_source() -> bool:
    return _source is not None


def set_dialog_mode(mode: str) -> None:
    """"text": prompts on stdout, answers from the answer source or stdin;
    "window": pyglet dialogs; "auto": windows when a display is usable."""
    global _mode
    if mode not in ("auto", "text", "window"):
        raise ValueError(f"unknown dialog mode {mode!r}")
    _mode = mode


def use_window() -> bool:
    if _source is not None or _mode == "text":
        return False
    if _mode == "window":
        return True
    if os.environ.get("GAMEGRID_HEADLESS"):
        return False
    from ..view.display import display_usable
    return display_usable()


def next_answer(prompt: str) -> str:
    """Print the prompt (so logs show the dialog) and return the next answer line."""
    if _peeked:
        answer = _peeked.pop(0)
        print(f"{prompt} {answer}")
        return answer
    if _source is not None:
        try:
            answer = next(_source)
        except StopIteration:
            raise EOFError(tr("no answer left for dialog {prompt!r} (answers file exhausted)",
                              prompt=prompt)) from None
        print(f"{prompt} {answer}")
        return answer
    print(prompt, end=" ", flush=True)
    try:
        line = sys.stdin.readline() if sys.stdin is not None else ""
    except (OSError, ValueError):  # no usable stdin (closed, or captured by a test runner)
        line = ""
    if line == "":
        print()
        raise EOFError(tr("no answer for dialog {prompt!r} (end of standard input)", prompt=prompt))
    return line.rstrip("\r\n")


def peek_answer(prompt: str = "") -> Optional[str]:
    """The next answer line without taking it (None when there is none left).

    Modeless dialogs (entrydialog) look ahead to see whether the next line is meant for them;
    reading from standard input prints ``prompt`` first."""
    if _peeked:
        return _peeked[0]
    if _source is not None:
        try:
            _peeked.append(next(_source))
        except StopIteration:
            return None
        return _peeked[0]
    if prompt:
        print(prompt, end=" ", flush=True)
    try:
        line = sys.stdin.readline() if sys.stdin is not None else ""
    except (OSError, ValueError):
        line = ""
    if line == "":
        return None
    _peeked.append(line.rstrip("\r\n"))
    return _peeked[0]


def take_answer() -> str:
    """Take the line peek_answer() showed."""
    return _peeked.pop(0)
