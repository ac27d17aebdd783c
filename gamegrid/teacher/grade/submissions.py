"""The pupils in a submissions folder, and a working folder for each with the teacher's given files.

A pupil is one `.py` file (named after the pupil) or one folder (the pupil's name, holding the program and
perhaps helper modules or pictures). Hidden entries, `__pycache__` and other files are not pupils.
"""
from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from ...base.i18n import tr


class SubmissionError(Exception):
    """A submission whose program cannot be found; the pupil gets the verdict "error" with this message."""


@dataclass(frozen=True)
class Submission:
    name: str          # the pupil's name: the file's stem or the folder's name
    source: Path       # the .py file or the folder as handed in


def find_submissions(folder: Path, skip: tuple[Path, ...] = ()) -> list[Submission]:
    skipped = {path.resolve() for path in skip}
    found = []
    for entry in sorted(folder.iterdir(), key=lambda p: p.name.lower()):
        if entry.name.startswith((".", "_")) or entry.resolve() in skipped:
            continue
        if entry.is_dir() or entry.suffix == ".py":
            found.append(Submission(entry.stem if entry.is_file() else entry.name, entry))
    return found


def safe_name(name: str) -> str:
    """A pupil's name as a file name (for screenshots and outputs in the report)."""
    return re.sub(r"[^\w.-]+", "_", name).strip("._") or "pupil"


def prepare(submission: Submission, work: Path, program: str | None, given: list[Path]) -> Path:
    """Copy the submission into `work` (a new folder), add the given files the pupil has not got, and
    return the program to run."""
    if submission.source.is_dir():
        shutil.copytree(submission.source, work, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))
    else:
        work.mkdir(parents=True)
        shutil.copy2(submission.source, work / submission.source.name)
    given_names = {path.name for path in given}
    for path in given:
        target = work / path.name
        if target.exists():
            continue   # the pupil's own version wins
        if path.is_dir():
            shutil.copytree(path, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(path, target)
    if submission.source.is_file():
        return work / submission.source.name
    return _choose_program(work, program, given_names)


def _choose_program(work: Path, program: str | None, given_names: set[str]) -> Path:
    scripts = sorted(p for p in work.glob("*.py") if p.name not in given_names)
    if program is not None:
        for script in work.glob("*.py"):
            if script.name.lower() == program.lower():
                return script
        if len(scripts) == 1:
            return scripts[0]
        listed = ", ".join(p.name for p in scripts) or "no Python files"
        raise SubmissionError(tr("no {program} in the folder (it has {listed})", program=program, listed=listed))
    if len(scripts) == 1:
        return scripts[0]
    for name in ("main.py", "game.py"):
        if (work / name).is_file():
            return work / name
    listed = ", ".join(p.name for p in scripts) or "no Python files"
    raise SubmissionError(tr("cannot tell which file to run (the folder has {listed}); "
                             "set PROGRAM in the check file", listed=listed))
