"""Which known name a misspelt one was meant to be: Python's own "Did you mean" rule, and ours.

Python 3.12 and later put "Did you mean: 'turn'?" into the traceback module's text; 3.10 and 3.11 add it
only when the interpreter itself prints the error, so tracebacks we format lose it. `python_suggestion`
applies Python's rule (an edit distance in which a letter's case costs less than a wrong letter, with a
limit that grows with the names' lengths) so our tracebacks say the same on every version.

`closest` is the wider rule of the hint line: it also knows swapped letters (trun -> turn), names a pupil
shortened (getLoc -> getLocation), snake_case for camelCase (get_location -> getLocation) and letter case
alone (setlocation -> setLocation).
"""
from __future__ import annotations

import re
import sys
import traceback
import types
from typing import Any, Iterable

MOVE_COST = 2          # a letter added, removed or replaced
CASE_COST = 1          # the same letter in the other case
MAX_CANDIDATES = 750   # Python gives no suggestion among more names than this (one list at a time)
MAX_LENGTH = 40        # nor for longer names


def _substitution(a: str, b: str) -> int:
    if a == b:
        return 0
    return CASE_COST if a.lower() == b.lower() else MOVE_COST


def edit_distance(a: str, b: str, swaps: bool = False) -> int:
    """Python's weighted edit distance; with `swaps`, two neighbouring letters swapped cost one move."""
    previous2: list[int] = []
    previous = [j * MOVE_COST for j in range(len(b) + 1)]
    for i, ca in enumerate(a, 1):
        row = [i * MOVE_COST]
        for j, cb in enumerate(b, 1):
            cost = min(previous[j] + MOVE_COST, row[j - 1] + MOVE_COST, previous[j - 1] + _substitution(ca, cb))
            if swaps and i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cost = min(cost, previous2[j - 2] + MOVE_COST)
            row.append(cost)
        previous2, previous = previous, row
    return previous[-1]


def _best(name: str, candidates: Iterable[str], swaps: bool = False) -> str | None:
    best, best_cost = None, None
    for candidate in candidates:
        if not isinstance(candidate, str) or candidate == name or len(candidate) > MAX_LENGTH:
            continue
        limit = (len(name) + len(candidate) + 3) * MOVE_COST // 6
        if best_cost is not None:
            limit = min(limit, best_cost - 1)
        cost = edit_distance(name, candidate, swaps)
        if cost <= limit:
            best, best_cost = candidate, cost
    return best


def _python_rule(name: str, lists: Iterable[list[str]]) -> str | None:
    if len(name) > MAX_LENGTH:
        return None
    for names in lists:
        if len(names) >= MAX_CANDIDATES:
            continue
        found = _best(name, sorted(set(names)))
        if found is not None:
            return found
    return None


def _last_frame(exc: BaseException) -> types.FrameType | None:
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    return None if tb is None else tb.tb_frame


def python_suggestion(exc: BaseException) -> str | None:
    """The name Python 3.12's traceback module would suggest for a NameError or AttributeError."""
    name = getattr(exc, "name", None)
    if not isinstance(name, str):
        return None
    if isinstance(exc, AttributeError):
        obj = getattr(exc, "obj", None)
        if obj is None and "'NoneType'" in str(exc):
            return None
        try:
            return _python_rule(name, [dir(obj)])
        except Exception:   # a dir() that fails: no suggestion, as in Python
            return None
    if isinstance(exc, NameError) and not isinstance(exc, UnboundLocalError):
        frame = _last_frame(exc)
        if frame is None:
            return None
        return _python_rule(name, [list(frame.f_locals), list(frame.f_globals), list(frame.f_builtins)])
    return None


def suggestion_missing(tb_exc: traceback.TracebackException) -> bool:
    """True when this Python's traceback module leaves out the "Did you mean" (3.10 and 3.11)."""
    return sys.version_info < (3, 12) and "Did you mean" not in getattr(tb_exc, "_str", "Did you mean")


def _camel(name: str) -> str:
    """get_location -> getLocation."""
    return re.sub(r"_+([a-zA-Z])", lambda m: m.group(1).upper(), name.strip("_")) if "_" in name else name


def closest(name: str, candidates: Iterable[Any]) -> str | None:
    """The known name `name` was most likely meant to be, or None."""
    known = sorted({c for c in candidates if isinstance(c, str) and c and c != name})
    lowered = name.lower()
    for candidate in known:                       # setlocation -> setLocation
        if candidate.lower() == lowered:
            return candidate
    camel = _camel(name).lower()
    for candidate in known:                       # get_location -> getLocation
        if candidate.lower() == camel:
            return candidate
    public = [c for c in known if not c.startswith("_") or name.startswith("_")]
    found = _best(name, public, swaps=True)       # trun -> turn, setDirektion -> setDirection
    if found is not None:
        return found
    if len(name) >= 4:                            # getLoc -> getLocation (the shortest such name)
        longer = [c for c in public if c.lower().startswith(lowered) and len(c) <= 2 * len(name) + 4]
        if longer:
            return min(longer, key=lambda c: (len(c), c))
    return None
