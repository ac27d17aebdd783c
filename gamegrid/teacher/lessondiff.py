"""What one lesson step adds to another: a unified diff (coloured for a terminal) or an HTML page with
the two scripts side by side."""
from __future__ import annotations

import difflib
import html
from pathlib import Path

# ANSI colours: removed lines red, added lines green, hunk headers cyan, file headers bold
_RED, _GREEN, _CYAN, _BOLD, _RESET = "\033[31m", "\033[32m", "\033[36m", "\033[1m", "\033[0m"


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines(keepends=True)


def unified(old: Path, new: Path, colour: bool = False, context: int = 3) -> str:
    """The unified diff from `old` to `new`; empty when they are the same."""
    out = []
    for line in difflib.unified_diff(_lines(old), _lines(new), old.name, new.name, n=context):
        if not line.endswith("\n"):
            line += "\n"
        out.append(_paint(line) if colour else line)
    return "".join(out)


def _paint(line: str) -> str:
    body = line.rstrip("\n")
    if line.startswith(("---", "+++")):
        return f"{_BOLD}{body}{_RESET}\n"
    if line.startswith("@@"):
        return f"{_CYAN}{body}{_RESET}\n"
    if line.startswith("+"):
        return f"{_GREEN}{body}{_RESET}\n"
    if line.startswith("-"):
        return f"{_RED}{body}{_RESET}\n"
    return line


def side_by_side_html(old: Path, new: Path, title: str) -> str:
    """A page with both scripts side by side, changed lines marked (difflib's HtmlDiff table)."""
    table = difflib.HtmlDiff(tabsize=4, wrapcolumn=80).make_table(
        [line.rstrip("\n") for line in _lines(old)], [line.rstrip("\n") for line in _lines(new)],
        old.name, new.name)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
body {{ font-family: sans-serif; margin: 1.5em; }}
table.diff {{ font-family: monospace; font-size: 14px; border-collapse: collapse; }}
table.diff td {{ padding: 0 0.4em; vertical-align: top; }}
.diff_header {{ background: #eee; color: #666; text-align: right; }}
td.diff_next {{ background: #eee; }}
.diff_add {{ background: #c8f0c8; }}
.diff_chg {{ background: #f5e9a8; }}
.diff_sub {{ background: #f5c0c0; }}
</style></head>
<body><h1>{html.escape(title)}</h1>
<p>Green: lines the second program adds; yellow: changed; red: removed.</p>
{table}
</body></html>
"""
