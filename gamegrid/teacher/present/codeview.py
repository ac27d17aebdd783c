"""A step's code for the presenter and the handout: highlighted by Pygments, the lines changed since the
previous step, and where a failing step's error points in it.

The window (gamegrid/view/presenter.py) gets plain data, lines of (text, colour, bold) spans, so that the view
needs no Pygments and the colours are the same in the window and on the handout.
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from pathlib import Path

from pygments.lexers import PythonLexer
from pygments.styles import get_style_by_name

STYLE = "default"      # Pygments' default style: dark text on light ground, readable on a projector
Span = tuple[str, str, bool]   # text, colour "#rrggbb", bold


def read_code(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace").expandtabs(4)


def highlighted_lines(code: str) -> list[list[Span]]:
    """The code's lines, each a list of coloured spans (Pygments' Python lexer and default style)."""
    style = get_style_by_name(STYLE)
    lines: list[list[Span]] = [[]]
    for token, text in PythonLexer(stripnl=False, ensurenl=True).get_tokens(code):
        look = style.style_for_token(token)
        colour = "#" + (look["color"] or "000000")
        for number, piece in enumerate(text.split("\n")):
            if number:
                lines.append([])
            if piece:
                lines[-1].append((piece, colour, bool(look["bold"])))
    if lines and not lines[-1]:
        lines.pop()
    return lines


def changed_lines(old: str | None, new: str) -> set[int]:
    """The numbers (from 1) of the lines of `new` that are not in `old`: added or changed since the previous
    step. None (the first step): no line is marked."""
    if old is None:
        return set()
    matcher = difflib.SequenceMatcher(None, old.splitlines(), new.splitlines(), autojunk=False)
    changed = set()
    for tag, _, _, start, end in matcher.get_opcodes():
        if tag in ("replace", "insert"):
            changed.update(range(start + 1, end + 1))
    return changed


@dataclass(frozen=True)
class StepError:
    line: int | None       # the line of the step's script the error points at, None if not in it
    message: str           # the error's last line(s), as the pupil reads them


_FRAME = re.compile(r'File "([^"]+)", line (\d+)')


def error_in(output: str, script: Path) -> StepError:
    """Where a failing step's error output (its traceback on stderr) points in `script`: the last frame in
    that file, and the error's message (the last lines that are not the traceback's frames)."""
    line = None
    wanted = script.resolve()
    for name, number in _FRAME.findall(output):
        try:
            same = Path(name).resolve() == wanted
        except OSError:
            same = False
        if same or Path(name).name == script.name:
            line = int(number)
    text = [row for row in output.rstrip().splitlines() if row.strip()]
    message = []
    for row in reversed(text):
        if row.startswith(("  ", "Traceback")) or _FRAME.search(row):
            if message:
                break
            continue
        message.append(row)
        if len(message) >= 4:
            break
    return StepError(line, "\n".join(reversed(message)) or output.strip()[-300:])
