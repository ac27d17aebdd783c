"""The teachers' commands of `gamegrid`: their arguments, and handlers that call the modules doing the work."""
from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path
from typing import Any, Callable

Handler = Callable[[argparse.Namespace, list[str]], int]
EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2

LESSONS_HELP = "list the lessons that come with gamegrid, run a step, compare two steps, copy a lesson"
WATCH_HELP = "run a script, and run it again each time it (or a module beside it) is saved"
GRADE_HELP = "check every pupil's program against a check file; a table and an HTML report"
PRESENT_HELP = ("present a lesson's steps (or a folder of step files) to a class: the running step beside its "
                "code, changed lines marked, Right/Left for the next/previous step; or write a handout for pupils")
DOCTOR_HELP = ("check this computer for lessons: Python, packages, display, OpenGL, fonts, sound, a window, "
               "the sprite library; exit status 0 when a lesson can run")


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
    grade = commands.add_parser("grade", help=GRADE_HELP, description=GRADE_HELP)
    grade.add_argument("check", type=Path, help="the teacher's check file (check_... functions)")
    grade.add_argument("submissions", type=Path, help="a folder with one .py file or one folder per pupil")
    grade.add_argument("--out", type=Path, help="the report folder (default: grade_report in the current folder)")
    grade.add_argument("--time-limit", type=float, metavar="S",
                       help="seconds of real time per pupil (default: the check's TIME_LIMIT, or 60)")
    grade.add_argument("--jobs", type=int, default=0, metavar="N", help="pupils checked at the same time "
                       "(default: one per processor core)")
    watch = commands.add_parser("watch", help=WATCH_HELP, description=WATCH_HELP)
    watch.add_argument("script", type=Path, help="the script to run and watch")
    watch.set_defaults(run_actions=add_run_options(watch))
    doctor = commands.add_parser("doctor", help=DOCTOR_HELP, description=DOCTOR_HELP)
    doctor.add_argument("--headless", action="store_true",
                        help="check only what headless runs need (no screen: grading, CI)")
    doctor.add_argument("--lang", choices=("en", "de", "fr"), help="the language of the report (default: "
                        "GAMEGRID_LANG, else the system's language, else en)")
    present = commands.add_parser("present", help=PRESENT_HELP, description=PRESENT_HELP)
    present.add_argument("lesson", metavar="LESSON|FOLDER",
                         help="an installed lesson (e.g. solitaire) or a folder of step files (step1_board.py, ...)")
    present.add_argument("--step", metavar="K", help="start at step K (default: 1)")
    present.add_argument("--zoom", type=float, metavar="Z", help="code and program Z times as large (projector)")
    present.add_argument("--lang", choices=("en", "de", "fr"), help="the language of the window, the programs' "
                         "messages and the handout (default: GAMEGRID_LANG, else the system's language)")
    present.add_argument("--handout", type=Path, metavar="FILE.html",
                         help="write a page for pupils (each step's code and a picture of its window), no window")
    return {"present": _present_command, "lessons": _lessons_command, "grade": _grade_command, "watch": _watch_command,
            "doctor": _doctor_command}


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
                  f"`{'py' if sys.platform == 'win32' else 'python3'} {target / lesson.steps[0].path.name}`.")
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


def _grade_command(args: argparse.Namespace, script_args: list[str]) -> int:
    from .grade.check import CheckFileError, load_check
    from .grade.pool import PASS, grade
    from .grade.report import table, write_html
    from .grade.submissions import find_submissions
    from .lessons import wants_colour
    if not args.submissions.is_dir():
        return _fail(f"{args.submissions} is not a folder: give the folder with the pupils' programs "
                     "(one .py file or one folder per pupil)")
    try:
        check = load_check(args.check)
    except CheckFileError as problem:
        return _fail(str(problem))
    limit = args.time_limit if args.time_limit is not None else check.time_limit
    if limit <= 0 or args.jobs < 0:
        return _fail("--time-limit must be more than 0 seconds and --jobs at least 1")
    out = (args.out or Path("grade_report")).resolve()
    pupils = find_submissions(args.submissions, skip=(out,))
    if not pupils:
        return _fail(f"{args.submissions} holds no pupils' programs (.py files or folders)")
    out.mkdir(parents=True, exist_ok=True)
    names = [name for name, _ in check.checks]
    print(f"Checking {len(pupils)} pupils with {args.check.name} ({len(names)} checks, {limit:g} s each pupil) ...",
          flush=True)
    reports = grade(check, pupils, out, limit, args.jobs,
                    progress=lambda r: print(f"  {r.name}: {r.verdict}", flush=True))
    width = shutil.get_terminal_size((120, 24)).columns if sys.stdout.isatty() else 0   # 0: lines uncut
    sys.stdout.write(table(reports, len(names), colour=wants_colour(sys.stdout), width=width))
    index = write_html(reports, names, check.path, args.submissions.resolve(), out)
    print(f"Report: {index}")
    return EXIT_OK if all(r.verdict == PASS for r in reports) else EXIT_FAILED


def _watch_command(args: argparse.Namespace, script_args: list[str]) -> int:
    from ..runner import UsageError, options_from_args, run_arguments
    from .watch import Watcher
    if not args.script.is_file():
        return _fail(f"script not found: {args.script}")
    try:
        options_from_args(args, script_args)   # the options are checked once here, not at every run
    except UsageError as problem:
        return _fail(str(problem))
    words = run_arguments(args, args.run_actions) + (["--", *script_args] if script_args else [])
    return Watcher(args.script, words).run()


def _present_command(args: argparse.Namespace, script_args: list[str]) -> int:
    from ..base import i18n
    from ..runner import MAX_ZOOM
    from .catalogue import LessonError
    from .present.steps import find_deck
    if args.lang:
        i18n.set_language(args.lang)
        os.environ[i18n.ENV_VARIABLE] = args.lang   # the steps' processes speak it too
    if args.zoom is not None and not 1 <= args.zoom <= MAX_ZOOM:
        return _fail(i18n.tr("--zoom must be between 1 and {limit:g} (2 shows the window twice as large)",
                             limit=MAX_ZOOM))
    try:
        deck = find_deck(args.lesson)
        start = deck.index_of(args.step) if args.step else 0
    except LessonError as problem:
        return _fail(str(problem))
    if args.handout:
        from .present.handout import write_handout
        print(i18n.tr("Writing the handout: {n} steps, each run for a moment ...", n=len(deck.steps)), flush=True)
        try:
            target = write_handout(deck, args.handout, args.lang)
        except OSError as problem:
            return _fail(f"{problem.strerror or problem}: {problem.filename}", EXIT_FAILED)
        print(i18n.tr("Wrote {file}.", file=target))
        return EXIT_OK
    from .present.session import present
    return present(deck, start, args.zoom or 1.0, args.lang)


def _doctor_command(args: argparse.Namespace, script_args: list[str]) -> int:
    from ..base import i18n
    from .doctor import diagnose, report
    if args.lang:
        i18n.set_language(args.lang)
        os.environ[i18n.ENV_VARIABLE] = args.lang   # the checks' child processes speak it too
    return report(diagnose(args.headless), sys.stdout)
