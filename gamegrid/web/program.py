"""What `gamegrid web SOURCE` puts on the page: a script, an installed lesson or a teacher's folder of steps,
as the steps the page goes through and the folder their programs see as the current folder.

The steps of a lesson or folder are `gamegrid present`'s (teacher/present/steps.py), each with the lines
changed since the step before it (teacher/present/codeview.py), so the page marks what the presenter marks.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..base.i18n import tr
from ..teacher.catalogue import LessonError, find_lesson, summary
from ..teacher.present.codeview import changed_lines
from ..teacher.present.steps import find_deck

# Folders a script's folder may hold that are no part of the program: copied, they would only weigh.
SKIPPED_DIRS = {"__pycache__", ".git", ".hg", ".svn", ".venv", "venv", "env", "node_modules", ".mypy_cache",
                ".pytest_cache", ".idea", ".vscode", "site-packages"}
SITE_MARKER = "site.json"          # what a folder `gamegrid web` wrote holds (builder.MARKER)
MAX_FOLDER_BYTES = 100 * 1024 * 1024
MAX_FOLDER_FILES = 5000


class SourceError(Exception):
    """SOURCE is no script, lesson or folder of steps, or its folder is too big for a site."""


@dataclass(frozen=True)
class PageStep:
    name: str               # the file's name in the program folder ("step2_drag.py")
    title: str              # its first comment line
    code: str
    changed: tuple[int, ...]  # lines added or changed since the step before (none for the first)
    exercise: int | None = None   # a lesson's exercise (ex2_score.py: 2), after the steps; None for a step


@dataclass(frozen=True)
class Program:
    title: str
    folder: Path            # becomes the current folder in the browser (program/ in the site)
    steps: tuple[PageStep, ...]
    start: int              # the index of the step the page opens with


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def find_program(source: str, step: str | None = None) -> Program:
    """A .py file (with the folder it lies in), a folder of step files, or an installed lesson's name."""
    path = Path(source)
    if path.suffix == ".py" or path.is_file():
        if not path.is_file():
            raise SourceError(tr("There is no file {path}.", path=source))
        resolved = path.resolve()
        return Program(resolved.stem.replace("_", " "), resolved.parent,
                       (PageStep(resolved.name, summary(resolved), _read(resolved), ()),), 0)
    try:
        deck = find_deck(source)
    except LessonError as error:
        raise SourceError(str(error)) from None
    folders = {step.path.resolve().parent for step in deck.steps}
    if len(folders) != 1:
        raise SourceError(tr("The steps of {name} lie in more than one folder.", name=source))
    steps, previous = [], None
    for present_step in deck.steps:
        code = _read(present_step.path)
        steps.append(PageStep(present_step.path.name, present_step.summary, code,
                              tuple(sorted(changed_lines(previous, code)))))
        previous = code
    steps.extend(_exercises(source, path))
    start = 0
    if step is not None:
        exercises = {f"ex{page_step.exercise}": index for index, page_step in enumerate(steps) if page_step.exercise}
        wanted = step.strip().lower().removesuffix(".py").replace("exercise", "ex").split("_")[0]
        try:
            start = exercises[wanted] if wanted in exercises else deck.index_of(step)
        except LessonError as error:
            raise SourceError(str(error)) from None
    return Program(deck.title, folders.pop(), tuple(steps), start)


def _exercises(source: str, path: Path) -> list[PageStep]:
    """An installed lesson's exercises (`gamegrid lessons` lists them after the steps), for pupils to work on
    in the page; a teacher's folder has steps only, as `gamegrid present` shows it."""
    if path.is_dir():
        return []
    lesson = find_lesson(source)
    return [PageStep(step.path.name, step.summary, _read(step.path), (), int(step.key[2:]))
            for step in lesson.steps if step.is_exercise]


def program_files(folder: Path, leave_out: Path | None = None) -> list[Path]:
    """The files of the program's folder the site carries (relative paths): everything but hidden files, the
    folders in SKIPPED_DIRS and sites built before (a folder with a site.json; `leave_out`, the site being
    written, when it lies inside), as the desktop run sees them. A folder too big for a web page is refused."""
    found: list[Path] = []
    total = 0
    sites = {marker.parent for marker in folder.rglob(SITE_MARKER)}
    if leave_out is not None:
        sites.add(leave_out.resolve())
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        if any(part.startswith(".") or part in SKIPPED_DIRS for part in relative.parts):
            continue
        if any(site == path or site in path.parents for site in sites):
            continue
        if not path.is_file() or path.suffix in (".pyc", ".pyo"):
            continue
        total += path.stat().st_size
        found.append(relative)
        if total > MAX_FOLDER_BYTES or len(found) > MAX_FOLDER_FILES:
            raise SourceError(tr("The folder {folder} holds more than {megabytes} MB or {files} files: too much "
                                 "for a web page. Put the script in a folder of its own, with its sprites and "
                                 "modules.", folder=folder, megabytes=MAX_FOLDER_BYTES // (1024 * 1024),
                                 files=MAX_FOLDER_FILES))
    return found
