"""A teacher's check file, and the `Pupil` its check functions run.

A check file is a Python module with functions named `check_...` taking one argument, the pupil:

    from gamegrid.testing import Replay

    PROGRAM = "ex2_score.py"     # which file of a pupil's folder to run (optional)
    GIVEN = ["../pegboard.py"]   # files every pupil gets from the teacher (optional)
    TIME_LIMIT = 60              # seconds of real time for all checks of one pupil (optional)

    def check_counter_starts_at_zero(pupil):
        result = pupil.run()
        assert result.status_text.startswith("Moves: 0"), result.status_text

`pupil.run(...)` runs the pupil's program headless (as `gamegrid.testing.run_script`) and returns its
`ScriptResult`; it raises `ProgramError` when the program raised, so a check only tests behaviour.
"""
from __future__ import annotations

import importlib.util
import sys
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from ...testing import Replay, ScriptResult, run_script
from ...base.i18n import tr

DEFAULT_TIME_LIMIT = 60.0


class CheckFileError(Exception):
    """The check file cannot be used; the message says why (for the teacher)."""


class ProgramError(Exception):
    """The pupil's program raised an exception, or never opened its game window."""

    def __init__(self, message: str, result: ScriptResult | None = None) -> None:
        super().__init__(message)
        self.result = result


@dataclass
class CheckFile:
    path: Path
    module: types.ModuleType
    program: str | None
    given: list[Path]
    time_limit: float
    checks: list[tuple[str, Callable[[Any], Any]]]


def load_check(path: Path) -> CheckFile:
    """Import the check file and read its settings; CheckFileError if it cannot be used."""
    path = path.resolve()
    if not path.is_file():
        raise CheckFileError(tr("the check file {path} does not exist", path=path))
    spec = importlib.util.spec_from_file_location(f"gamegrid_check_{path.stem}", path)
    if spec is None or spec.loader is None:
        raise CheckFileError(tr("{path} is not a Python file", path=path))
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except Exception as exc:
        from ...runtime.errors import format_user_traceback
        raise CheckFileError(tr("the check file {name} raised while loading:\n{traceback}", name=path.name,
                                traceback=format_user_traceback(exc).rstrip())) from None
    checks = [(name, value) for name, value in vars(module).items()
              if name.startswith("check") and callable(value) and getattr(value, "__module__", None) == module.__name__]
    if not checks:
        raise CheckFileError(tr("{name} has no check functions: write functions named check_... that take "
                                "one argument, the pupil (see the teacher's guide, \"Writing a check\")",
                                name=path.name))
    program = getattr(module, "PROGRAM", None)
    if program is not None and not isinstance(program, str):
        raise CheckFileError(tr("PROGRAM in {name} must be a file name such as \"ex2_score.py\"", name=path.name))
    given = _given_files(path, getattr(module, "GIVEN", []))
    limit = getattr(module, "TIME_LIMIT", DEFAULT_TIME_LIMIT)
    if isinstance(limit, bool) or not isinstance(limit, (int, float)) or limit <= 0:
        raise CheckFileError(tr("TIME_LIMIT in {name} must be a number of seconds > 0, not {limit!r}",
                                name=path.name, limit=limit))
    return CheckFile(path, module, program, given, float(limit), checks)


def _given_files(check_path: Path, names: Iterable[Any]) -> list[Path]:
    if isinstance(names, str):
        names = [names]
    files = []
    for name in names:
        given = (check_path.parent / str(name)).resolve()
        if not given.exists():
            raise CheckFileError(tr("GIVEN in {check} names {name!r}, but {given} does not exist",
                                    check=check_path.name, name=name, given=given))
        files.append(given)
    return files


@dataclass
class Pupil:
    """What a check function gets: the pupil's name and program, and `run()`."""
    name: str
    program: Path
    screenshots: Path                           # folder for the screenshot of every run
    runs: list[Path] = field(default_factory=list)   # screenshots taken, in order

    @property
    def folder(self) -> Path:
        return self.program.parent

    def source(self) -> str:
        """The program's text, for checks that look at the code itself."""
        return self.program.read_text(encoding="utf-8", errors="replace")

    def run(self, replay: Replay | Iterable[dict[str, Any]] | str | Path | None = None, *,
            seconds: float | None = None, frames: int | None = None, cycles: int | None = None,
            seed: int | None = None, answers: list[str] | None = None, argv: list[str] | None = None,
            allow_errors: bool = False) -> ScriptResult:
        """Run the pupil's program headless with this input; a screenshot of the end is kept for the report.

        Raises ProgramError if the program raised (unless allow_errors) or never called makeGameGrid()."""
        self.screenshots.mkdir(parents=True, exist_ok=True)
        shot = self.screenshots / f"run{len(self.runs) + 1}.png"
        with _own_modules(self.folder):
            result = run_script(self.program, replay=replay, seconds=seconds, frames=frames, cycles=cycles,
                                seed=seed, answers=answers, screenshot=shot, argv=argv)
        if shot.is_file():
            self.runs.append(shot)
        if result.error is not None and not allow_errors:
            raise ProgramError(str(result.error), result)
        if result.state is None and not allow_errors:
            raise ProgramError(tr("the program never opened its game window (no makeGameGrid())"), result)
        return result


class _own_modules:
    """While a pupil's program runs, its folder's modules are its own: a module of the same name that the
    check (or an earlier run) imported is put aside, and the program's modules are forgotten after the
    run, so every run starts fresh and sees the pupil's files."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder.resolve()

    def _names(self) -> set[str]:
        return {p.stem for p in self.folder.glob("*.py")} | \
            {p.parent.name for p in self.folder.glob("*/__init__.py")}

    def __enter__(self) -> None:
        self.saved = {name: sys.modules.pop(name) for name in self._names() if name in sys.modules}

    def __exit__(self, *exc: object) -> None:
        for name, module in list(sys.modules.items()):
            where = getattr(module, "__file__", None)
            if where and self.folder in Path(where).resolve().parents:
                del sys.modules[name]
        sys.modules.update(self.saved)


def describe_failure(exc: AssertionError, check_file: Path) -> str:
    """An assertion's message, or the check's own line when the assert has no message."""
    text = str(exc).strip()
    if text:
        return text
    import traceback
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if Path(f.filename).resolve() == check_file]
    if frames:
        return f"assert failed: {(frames[-1].line or '').strip()} ({check_file.name}, line {frames[-1].lineno})"
    return "an assertion failed"

