"""The steps a teacher presents: an installed lesson's steps (not its exercises), or a teacher's own folder
of step files ordered by the number in their names (`step1_board.py`, `step2_part.py`, `schritt3.py`).

In a teacher's folder a Python file is a step when its name holds a number and no other step imports it:
`pegsolver2.py` imported by a step is a helper module, as are files without a number.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ...base.i18n import tr
from ..catalogue import LessonError, find_lesson, summary

_NUMBER = re.compile(r"(\d+)")
_IMPORT = re.compile(r"^\s*(?:from\s+([A-Za-z_]\w*)|import\s+([A-Za-z_][\w\s,.]*))", re.MULTILINE)


@dataclass(frozen=True)
class PresentStep:
    number: int
    path: Path
    summary: str          # the first comment line, as `gamegrid lessons` shows it


@dataclass(frozen=True)
class Deck:
    name: str             # the lesson's or folder's name
    title: str
    steps: tuple[PresentStep, ...]

    def index_of(self, key: str) -> int:
        """The index of step `key` ("2", "step2", or a file name), for --step."""
        text = key.strip()
        for index, step in enumerate(self.steps):
            if text in (step.path.name, step.path.stem):
                return index
        found = _NUMBER.search(text)
        if found:
            for index, step in enumerate(self.steps):
                if step.number == int(found.group(1)):
                    return index
        known = ", ".join(str(step.number) for step in self.steps)
        raise LessonError(tr("{name!r} has no step {key!r}. Its steps are: {known}.", name=self.name, key=key,
                             known=known))


def _imported_names(script: Path) -> set[str]:
    try:
        text = script.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return set()
    names = set()
    for source, plain in _IMPORT.findall(text):
        if source:
            names.add(source)
        for part in plain.split(","):
            words = part.split()
            if words:
                names.add(words[0].split(".")[0])
    return names


def folder_deck(folder: Path) -> Deck:
    """A teacher's own folder: the step files by the (first) number in their names."""
    numbered = []
    for script in folder.glob("*.py"):
        found = _NUMBER.search(script.stem)
        if found:
            numbered.append((int(found.group(1)), script.name.lower(), script))
    imported: set[str] = set()
    for _, _, script in numbered:
        imported |= _imported_names(script)
    steps = [PresentStep(number, script, summary(script))
             for number, _, script in sorted(numbered) if script.stem not in imported]
    if not steps:
        raise LessonError(tr("{folder} holds no step files: name them with their number, e.g. step1_board.py, "
                             "step2_rules.py.", folder=folder))
    title = folder.resolve().name.replace("_", " ")
    readme = folder / "README.md"
    if readme.is_file():
        for line in readme.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("# "):
                title = line[2:].strip()
                break
    return Deck(folder.resolve().name, title, tuple(steps))


def find_deck(what: str) -> Deck:
    """LESSON (an installed lesson's name) or FOLDER (a path to a folder of step files)."""
    path = Path(what)
    if path.is_dir():
        return folder_deck(path)
    if path.suffix == ".py" or "/" in what or "\\" in what:
        raise LessonError(tr("{what} is not a folder: give a lesson's name (e.g. solitaire) or a folder of step "
                             "files.", what=what))
    lesson = find_lesson(what)
    steps = tuple(PresentStep(int(step.key), step.path, step.summary)
                  for step in lesson.steps if not step.is_exercise)
    return Deck(lesson.name, lesson.title, steps)
