"""Extract the function and method names the spec's §3 and §4 list, as (owner, name) pairs.

Used by tests/test_api_names.py (against the spec when ../shared exists) and to regenerate the
checked-in copy tests/data/spec_names.txt:  python tests/spec_names.py > tests/data/spec_names.txt
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

SPEC = Path(__file__).resolve().parent.parent.parent / "shared" / "spec" / "gamegrid-api.md"
CHECKED_IN = Path(__file__).resolve().parent / "data" / "spec_names.txt"

_SEGMENT = re.compile(r"`([^`]+)`")
# a call `name(` not reached through another object, except through a few receivers the spec uses
_CALL = re.compile(r"(?<![\w.])(?:(?:e|mouse|self|KeyEvent|X11Color)\.)?([a-z]\w+)\s*\(")
_BARE = re.compile(r"^[a-z]\w*$")
_CLASS = re.compile(r"^(GG\w+|GameGrid|Actor|TextActor|Location|Color|Point|Font|KeyEvent|X11Color|"
                    r"ArrayList|Monitor|JColorChooser|Double|ToolBar\*?)(\(.*)?$")
# words in backticks that are not API names of the owner they appear under
_NOT_NAMES = {"str", "repr", "len", "print", "math", "exit", "f", "isinstance", "int",
              "floor", "cos", "sin", "atan2", "type", "path_0", "path_1"}
# said of CompassDirection / of other objects in Location's bullets, or Java's toString (str() here)
_SKIP_PAIRS = {("Location", "getDirection"), ("Location", "addActor"), ("Location", "setDirection"),
               ("ArrayList", "toArrayList"), ("Actor", "toArrayList")}


def _names_in(text: str, bare: bool) -> list[str]:
    found: list[str] = []
    for segment in _SEGMENT.findall(text):
        found += _CALL.findall(segment)
        if bare and _BARE.match(segment.strip()):
            found.append(segment.strip())
    return [n for n in found if n not in _NOT_NAMES]


def _sections(text: str) -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for line in text.splitlines():
        match = re.match(r"^###? (\d+(?:\.\d+)?)[ .]", line)
        if match:
            current = match.group(1)
            sections[current] = []
        elif line.startswith("## "):
            current = None
        elif current is not None:
            sections[current].append(line)
    return sections


def _first_cells(lines: list[str]) -> list[str]:
    cells = []
    for line in lines:
        if line.startswith("|") and not line.startswith("|---"):
            parts = line.split("|")
            if len(parts) > 2 and parts[1].strip() not in ("function", "method", "form", "interface", "call",
                                                           "kwarg", "key"):
                cells.append(parts[1])
    return cells


def extract(text: str) -> list[tuple[str, str]]:
    sections = _sections(text)
    pairs: list[tuple[str, str]] = []

    def add(owner: str, names: list[str]) -> None:
        for name in names:
            if (owner, name) not in pairs and (owner, name) not in _SKIP_PAIRS:
                pairs.append((owner, name))

    module_names: list[str] = []
    for key in ("3.1", "3.2", "3.3", "3.4", "3.5", "3.6", "3.7", "3.8", "3.9"):
        lines = sections.get(key, [])
        cells = _first_cells(lines)
        names = [n for cell in cells for n in _names_in(cell, bare=False)]
        if key == "3.8":
            names = [n for line in lines for n in _names_in(line.split(":")[0], bare=False)]
        add("module", names)
        if key not in ("3.8", "3.9"):
            module_names += names
    # §4.1: every module function of §3.1-§3.7 is also a GameGrid method, plus the listed extras
    add("GameGrid", [n for n in module_names if n not in ("makeGameGrid", "registerAct", "registerNavigation")])
    for line in sections.get("4.1", []):
        if line.startswith("* Every module function") or line.startswith("* Overridable hooks"):
            add("GameGrid", _names_in(line, bare=False))
    # §4.2 Actor: method tables, hooks, collisions and mouse touch paragraphs
    actor_lines = sections.get("4.2", [])
    add("Actor", [n for cell in _first_cells(actor_lines) for n in _names_in(cell, bare=False)])
    for line in actor_lines:
        if line.startswith("**Hooks") or line.startswith("`addCollisionActor") or \
                line.startswith("`addMouseTouchListener"):
            add("Actor", _names_in(line, bare=False))
    add("Actor", ["gameGrid", "nbCycles"])
    add("TextActor", [n for line in sections.get("4.3", []) for n in _names_in(line, bare=False)
                      if n.startswith("getText")])
    for line in sections.get("4.4", []):
        if line.startswith("* "):
            add("Location", _names_in(line, bare=True))
    bg_lines = sections.get("4.5", [])
    add("GGBackground", [n for cell in _first_cells(bg_lines) for n in _names_in(cell, bare=False)])
    for line in bg_lines:
        if line.startswith("`GGPanel`"):
            add("GGPanel", [n for n in _names_in(line, bare=True) if n != "getBg"])
    owners_46 = ["MouseEvent", "KeyEventObject", None, "GGMouse"]
    bullets = [line for line in sections.get("4.6", []) if line.startswith("* ")]
    for owner, line in zip(owners_46, bullets):
        if owner:
            add(owner, _names_in(line, bare=False))
    for line in _table_rows(sections.get("4.7", [])):
        owner_match = _SEGMENT.search(line[0])
        if owner_match:
            add(owner_match.group(1), _names_in(line[1], bare=False))
    for key in ("4.8", "4.9"):
        for line in sections.get(key, []):
            if not line.startswith("* "):
                continue
            owner = None
            for segment in _SEGMENT.findall(line):
                cls = _CLASS.match(segment.strip())
                if cls:
                    owner = cls.group(1)
                    continue
                if owner is None:
                    continue
                names = [n for n in _CALL.findall(segment) + ([segment.strip()] if _BARE.match(segment.strip())
                                                              else []) if n not in _NOT_NAMES]
                add(owner, names)
    return pairs


def _table_rows(lines: list[str]) -> list[tuple[str, str]]:
    rows = []
    for line in lines:
        parts = line.split("|")
        if line.startswith("|") and not line.startswith("|---") and len(parts) > 3 \
                and parts[1].strip() != "interface":
            rows.append((parts[1], parts[2]))
    return rows


def read_checked_in() -> list[tuple[str, str]]:
    pairs = []
    for line in CHECKED_IN.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            owner, name = line.split()
            pairs.append((owner, name))
    return pairs


if __name__ == "__main__":
    sys.stdout.write("# owner name -- generated by tests/spec_names.py from spec §3/§4; do not edit by hand\n")
    for owner, name in extract(SPEC.read_text(encoding="utf-8")):
        sys.stdout.write(f"{owner} {name}\n")
