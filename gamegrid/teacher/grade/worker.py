"""One pupil, one process: `python -m gamegrid.teacher.grade.worker JOB.json` runs every check function of
the check file against the pupil's program and writes the result file after each check, so that the pool
knows how far it got if the time limit ends the process."""
from __future__ import annotations

import json
import os
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from .check import CheckFileError, ProgramError, Pupil, describe_failure, load_check

PASS, FAIL, ERROR, CHECK_ERROR = "pass", "fail", "error", "check error"


def _write(path: Path, data: dict[str, Any]) -> None:
    partial = path.with_suffix(".part")
    partial.write_text(json.dumps(data, indent=1), encoding="utf-8")
    os.replace(partial, path)


def run_checks(job: dict[str, Any]) -> dict[str, Any]:
    result_path = Path(job["result"])
    check_path = Path(job["check"]).resolve()
    result: dict[str, Any] = {"pupil": job["pupil"], "checks": [], "running": None}
    try:
        check_file = load_check(check_path)
    except CheckFileError as problem:
        result["checks"].append({"name": check_path.name, "verdict": CHECK_ERROR, "detail": str(problem),
                                 "seconds": 0.0, "screenshot": None})
        _write(result_path, result)
        return result
    pupil = Pupil(job["pupil"], Path(job["program"]), Path(job["screenshots"]))
    for name, function in check_file.checks:
        result["running"] = name
        _write(result_path, result)
        first_run = len(pupil.runs)
        start = time.perf_counter()
        verdict, detail = _one_check(function, pupil, check_path)
        shots = pupil.runs[first_run:]
        result["checks"].append({"name": name, "verdict": verdict, "detail": detail,
                                 "seconds": round(time.perf_counter() - start, 2),
                                 "screenshot": str(shots[-1]) if shots else None})
        print(f"--- {name}: {verdict}" + (f": {detail}" if detail else ""), flush=True)
    result["running"] = None
    _write(result_path, result)
    return result


def _one_check(function: Any, pupil: Pupil, check_path: Path) -> tuple[str, str]:
    try:
        function(pupil)
    except ProgramError as problem:
        return ERROR, str(problem)
    except AssertionError as failure:
        return FAIL, describe_failure(failure, check_path)
    except Exception as exc:   # the check itself is broken: not the pupil's fault
        frames = traceback.extract_tb(exc.__traceback__)
        line = next((f for f in reversed(frames) if Path(f.filename).resolve() == check_path), None)
        where = f" ({check_path.name}, line {line.lineno})" if line else ""
        return CHECK_ERROR, f"{type(exc).__name__}: {exc}{where}"
    return PASS, ""


def main(argv: list[str]) -> int:
    job = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    os.environ["GAMEGRID_HEADLESS"] = "1"
    os.chdir(Path(job["program"]).parent)   # the pupil's own folder: files the program writes stay there
    run_checks(job)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
