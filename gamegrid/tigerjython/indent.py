"""Python 2 allowed tabs and spaces mixed in indentation (a tab counts up to the
next multiple of 8); Python 3 rejects that with TabError.  Expand leading tabs
the Python 2 way, except on lines that continue a multi-line string."""
from __future__ import annotations

import io
from typing import Set

from fissix.pgen2 import token, tokenize


def _string_continuation_rows(source: str) -> Set[int]:
    rows: Set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok[0] == token.STRING and tok[3][0] > tok[2][0]:
            rows.update(range(tok[2][0] + 1, tok[3][0] + 1))
    return rows


def mixes_tabs_and_spaces(source: str) -> bool:
    has_tab = has_space = False
    for line in source.splitlines():
        lead = line[:len(line) - len(line.lstrip(" \t"))]
        has_tab = has_tab or "\t" in lead
        has_space = has_space or " " in lead
        if has_tab and has_space:
            return True
    return False


def expand_indentation(source: str) -> str:
    if not mixes_tabs_and_spaces(source):
        return source
    skip = _string_continuation_rows(source)
    lines = source.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if i + 1 in skip:
            continue
        body = line.lstrip(" \t")
        lead = line[:len(line) - len(body)]
        if "\t" in lead:
            lines[i] = lead.expandtabs(8) + body
    return "".join(lines)
