"""Token pre-pass for TigerJython's ``repeat`` loop.

``repeat`` is neither Python 2 nor Python 3 grammar, so it has to be rewritten
before fissix parses the source.  We work on the token stream (so strings and
comments that contain the word are never touched) and edit each physical line
in place, which keeps every statement on its original line.
"""
from __future__ import annotations

import io
from typing import List, Optional, Tuple

from fissix.pgen2 import token, tokenize

REPEAT_VAR = "_tj_repeat_i"

# Tokens after which a NAME starts a new logical line.
_LINE_START = {token.NEWLINE, token.INDENT, token.DEDENT}
_SKIP = {tokenize.COMMENT, tokenize.NL}
# A following token that shows ``repeat`` is an ordinary variable.
_NOT_A_LOOP = {"=", ".", "[", ",", "+=", "-=", "*=", "/=", "//=", "%=", "**=",
               ">>=", "<<=", "&=", "|=", "^=", "@="}

Edit = Tuple[int, int, int, str]  # (row, col_start, col_end, replacement)


def _tokens(source: str) -> list:
    return list(tokenize.generate_tokens(io.StringIO(source).readline))


def find_repeat_loops(source: str) -> list:
    """Return (row, repeat_start, colon_start, bare, next_token_start) per repeat loop.

    Raises tokenize.TokenError on unbalanced input (caller decides).
    """
    toks = _tokens(source)
    found = []
    prev_type: Optional[int] = None
    for i, tok in enumerate(toks):
        ttype, value, start = tok[0], tok[1], tok[2]
        if ttype in _SKIP:
            continue
        at_line_start = prev_type is None or prev_type in _LINE_START
        prev_type = ttype
        if not (at_line_start and ttype == token.NAME and value == "repeat"):
            continue
        nxt = _next_significant(toks, i + 1)
        if nxt is None or nxt[1] in _NOT_A_LOOP:
            continue
        colon = _colon_at_depth0(toks, i + 1)
        if colon is None:
            continue  # e.g. a call statement ``repeat(x)``
        bare = nxt[1] == ":"
        found.append((start[0], start, colon, bare, nxt[2]))
    return found


def _next_significant(toks: list, j: int):
    while j < len(toks) and toks[j][0] in _SKIP:
        j += 1
    return toks[j] if j < len(toks) else None


def _colon_at_depth0(toks: list, j: int) -> Optional[Tuple[int, int]]:
    depth = 0
    while j < len(toks):
        ttype, value = toks[j][0], toks[j][1]
        if ttype in (token.NEWLINE, token.ENDMARKER):
            return None
        if value in ("(", "[", "{"):
            depth += 1
        elif value in (")", "]", "}"):
            depth -= 1
        elif value == "lambda" and depth == 0:
            return None
        elif value == ":" and depth == 0:
            return toks[j][2]
        j += 1
    return None


def rewrite_repeat(source: str) -> str:
    """Turn ``repeat n:`` into a for loop and ``repeat:`` into ``while True:``."""
    if "repeat" not in source:
        return source
    loops = find_repeat_loops(source)
    if not loops:
        return source
    edits: List[Edit] = []
    for _row, (r0, c0), colon, bare, (nr, nc) in loops:
        if bare:
            edits.append((r0, c0, c0 + len("repeat"), "while True"))
        else:
            # swallow the blank between ``repeat`` and the count when on one line
            end = nc if nr == r0 else c0 + len("repeat")
            edits.append((r0, c0, end, f"for {REPEAT_VAR} in range("))
            edits.append((colon[0], colon[1], colon[1], ")"))
    return apply_edits(source, edits)


def apply_edits(source: str, edits: List[Edit]) -> str:
    lines = source.splitlines(keepends=True)
    # Right to left within a line so earlier columns stay valid.
    for row, c0, c1, text in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        line = lines[row - 1]
        lines[row - 1] = line[:c0] + text + line[c1:]
    return "".join(lines)
