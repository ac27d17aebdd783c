"""The lessons that ship with gamegrid: which there are, their steps and exercises, one line on each.

A lesson is a folder under `resources.lessons_dir()` with step scripts `stepN_*.py` and exercise
solutions `exN_*.py`; the other Python files beside them are helper modules the steps import. A step's
summary is the first comment line of its script ("# Solitaire, step 2: only legal jumps are allowed."),
without the part before the colon.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..base.resources import lessons_dir
from ..base.i18n import tr

_SCRIPT = re.compile(r"^(step|ex)(\d+)_\w*\.py$")


class LessonError(Exception):
    """A lesson or step that does not exist; the message lists what does."""


@dataclass(frozen=True)
class Step:
    key: str          # "2" for step2_rules.py, "ex2" for ex2_score.py
    path: Path
    summary: str

    @property
    def is_exercise(self) -> bool:
        return self.key.startswith("ex")


@dataclass(frozen=True)
class Lesson:
    name: str         # the folder's name, as typed on the command line
    folder: Path
    title: str        # the first heading of its README.md
    steps: tuple[Step, ...]

    def step(self, key: str) -> Step:
        wanted = _normalise_key(key)
        for step in self.steps:
            if step.key == wanted:
                return step
        known = ", ".join(step.key for step in self.steps)
        raise LessonError(tr("The lesson {name!r} has no step {key!r}. Its steps are: {known}.", name=self.name,
                                key=key, known=known))


def _normalise_key(key: str) -> str:
    """"2", "step2", "ex2", "2_rules", "step2_rules.py" -> "2" / "ex2"."""
    text = key.strip().lower().removesuffix(".py")
    found = re.match(r"^(step|ex|exercise)?\s*(\d+)", text)
    if not found:
        return text
    prefix, number = found.groups()
    return f"ex{int(number)}" if prefix in ("ex", "exercise") else str(int(number))


def summary(script: Path) -> str:
    """The first comment line of a script, without the "Lesson, step N:" part before the colon."""
    try:
        lines = script.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    for line in lines[:10]:
        text = line.strip()
        if text.startswith("#!") or text.startswith("# -*-") or not text:
            continue
        if not text.startswith("#"):
            break
        text = text.lstrip("#").strip()
        head, colon, rest = text.partition(": ")
        return rest.strip() if colon and len(head) <= 40 else text
    return ""


def _title(folder: Path) -> str:
    readme = folder / "README.md"
    if readme.is_file():
        for line in readme.read_text(encoding="utf-8", errors="replace").splitlines():
            if line.startswith("# "):
                return line[2:].strip()
    return folder.name.replace("_", " ").capitalize()


def _step_order(step: Step) -> tuple[int, int]:
    return (1, int(step.key[2:])) if step.is_exercise else (0, int(step.key))


def read_lesson(folder: Path) -> Lesson:
    steps = []
    for script in folder.glob("*.py"):
        found = _SCRIPT.match(script.name)
        if found:
            kind, number = found.groups()
            key = f"ex{int(number)}" if kind == "ex" else str(int(number))
            steps.append(Step(key, script, summary(script)))
    return Lesson(folder.name, folder, _title(folder), tuple(sorted(steps, key=_step_order)))


def all_lessons(root: Path | None = None) -> list[Lesson]:
    """Every lesson folder (one with at least one step script), sorted by name."""
    root = root if root is not None else lessons_dir()
    if root is None:
        raise LessonError(tr("The lessons are missing from this installation of gamegrid; reinstall it with "
                             "`python3 -m pip install --force-reinstall gamegrid-cpython`."))
    lessons = [read_lesson(folder) for folder in sorted(root.iterdir()) if folder.is_dir()]
    return [lesson for lesson in lessons if lesson.steps]


def find_lesson(name: str, root: Path | None = None) -> Lesson:
    lessons = all_lessons(root)
    wanted = name.strip().lower().replace("-", "_").replace(" ", "_")
    for lesson in lessons:
        if lesson.name.lower() == wanted:
            return lesson
    starting = [lesson for lesson in lessons if lesson.name.lower().startswith(wanted)]
    if len(starting) == 1:
        return starting[0]
    known = ", ".join(lesson.name for lesson in lessons)
    raise LessonError(tr("There is no lesson {name!r}. The lessons are: {known} (`gamegrid lessons` lists them).",
                         name=name, known=known))
