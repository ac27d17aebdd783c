"""The teachers' commands of `gamegrid`: their arguments, and handlers that call the modules doing the work."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, Callable

Handler = Callable[[argparse.Namespace, list[str]], int]
EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2

LESSONS_HELP = "list the lessons that come with gamegrid, run a step, compare two steps, copy a lesson"


def add_commands(commands: Any) -> dict[str, Handler]:
    from ..runner import add_run_options
    lessons = commands.add_parser("lessons", help=LESSONS_HELP, description=LESSONS_HELP)
    lessons.add_argument("lesson", nargs="?", help="a lesson's name (e.g. solitaire); none: list them all")
    lessons.add_argument("step", nargs="?", help="the step to run: 1, 2, ... or ex1, ex2 ... for an exercise")
    lessons.add_argument("--diff", nargs=2, metavar=("A", "B"), help="show what step B adds to step A")
    lessons.add_argument("--html", type=Path, metavar="FILE",
                         help="with --diff: write the two steps side by side to this HTML page")
    lessons.add_argument("--copy", type=Path, metavar="DIR", help="copy the lesson's folder to DIR, to edit it")
    add_run_options(lessons)
    return {"lessons": _lessons_command}


def _fail(message: str, status: int = EXIT_USAGE) -> int:
    print(f"gamegrid: {message}", file=sys.stderr)
    return status


def _lessons_command(args: argparse.Namespace, script_args: list[str]) -> int:
    from ..runner import UsageError, options_from_args
    from . import lessons
    from .catalogue import LessonError, all_lessons, find_lesson
    try:
        if args.lesson is None:
            if args.step or args.diff or args.copy or args.html:
                return _fail("name a lesson first, e.g. `gamegrid lessons solitaire --diff 1 2`")
            sys.stdout.write(lessons.listing(all_lessons()))
            return EXIT_OK
        lesson = find_lesson(args.lesson)
        if args.html and not args.diff:
            return _fail("--html goes with --diff A B, e.g. `gamegrid lessons solitaire --diff 1 2 --html diff.html`")
        if args.diff:
            done = lessons.diff(lesson, args.diff[0], args.diff[1], args.html, sys.stdout)
            if done:
                print(done)
            return EXIT_OK
        if args.copy:
            target = lessons.copy(lesson, args.copy)
            print(f"Copied the lesson {lesson.name!r} to {target}. Run a step there with "
                  f"`python3 {target / lesson.steps[0].path.name}`.")
            return EXIT_OK
        if args.step is None:
            sys.stdout.write(lessons.listing([lesson]))
            return EXIT_OK
        step = lesson.step(args.step)   # checked before the options, so a wrong step is named first
        options = options_from_args(args, script_args)
    except (LessonError, lessons.CopyRefused, UsageError) as problem:
        return _fail(str(problem))
    except OSError as problem:
        return _fail(f"{problem.strerror or problem}: {problem.filename}", EXIT_FAILED)
    return lessons.run_step(lesson, step.key, options)
