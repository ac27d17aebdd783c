"""Run the workers: one process per pupil, a few at a time, each ended when its time limit is over;
then one verdict per pupil."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from .. import processes
from .check import CheckFile
from .submissions import Submission, SubmissionError, prepare, safe_name
from .worker import CHECK_ERROR, ERROR, FAIL, PASS

TIME_OUT = "time out"
# the pupil's verdict is the worst of their checks' verdicts, in this order
SEVERITY = (TIME_OUT, CHECK_ERROR, ERROR, FAIL, PASS)
_PACKAGE_ROOT = Path(__file__).resolve().parents[3]   # the folder holding the gamegrid package


@dataclass
class PupilReport:
    name: str
    verdict: str
    detail: str = ""
    checks: list[dict[str, Any]] = field(default_factory=list)
    seconds: float = 0.0
    screenshot: Path | None = None
    output: Path | None = None     # what the program (and the worker) printed

    @property
    def passed(self) -> int:
        return sum(check["verdict"] == PASS for check in self.checks)


@dataclass
class _Running:
    submission: Submission
    process: subprocess.Popen
    started: float
    result: Path
    output: Path


def grade(check: CheckFile, submissions: list[Submission], out: Path, time_limit: float, jobs: int = 0,
          progress: Callable[[PupilReport], None] | None = None) -> list[PupilReport]:
    """Check every submission; the report folder `out` gets one folder per pupil (screenshots, output)."""
    jobs = jobs or max(1, min(os.cpu_count() or 1, 8))
    work = Path(tempfile.mkdtemp(prefix="gamegrid-grade-"))
    reports: dict[Submission, PupilReport] = {}
    waiting = list(submissions)
    running: list[_Running] = []
    names = _unique_folders(submissions)
    try:
        while waiting or running:
            while waiting and len(running) < jobs:
                submission = waiting.pop(0)
                started = _start(check, submission, work / names[submission], out / names[submission])
                if isinstance(started, PupilReport):
                    _finish_report(submission, started, reports, progress)
                else:
                    running.append(started)
            for job in list(running):
                elapsed = time.perf_counter() - job.started
                if job.process.poll() is None and elapsed <= time_limit:
                    continue
                timed_out = job.process.poll() is None
                if timed_out:
                    _kill(job.process)
                running.remove(job)
                _finish_report(job.submission, _judge(job, timed_out, elapsed, time_limit), reports, progress)
            time.sleep(0.05)
    finally:
        for job in running:
            _kill(job.process)
        shutil.rmtree(work, ignore_errors=True)
    return [reports[submission] for submission in submissions]


def _finish_report(submission: Submission, report: PupilReport, reports: dict[Submission, PupilReport],
                   progress: Callable[[PupilReport], None] | None) -> None:
    reports[submission] = report
    if progress is not None:
        progress(report)


def _unique_folders(submissions: list[Submission]) -> dict[Submission, str]:
    names: dict[Submission, str] = {}
    used: set[str] = set()
    for submission in submissions:
        name = base = safe_name(submission.name)
        number = 2
        while name.lower() in used:
            name, number = f"{base}_{number}", number + 1
        used.add(name.lower())
        names[submission] = name
    return names


def _start(check: CheckFile, submission: Submission, work: Path, pupil_out: Path) -> _Running | PupilReport:
    try:
        program = prepare(submission, work, check.program, check.given)
    except (SubmissionError, OSError) as problem:
        return PupilReport(submission.name, ERROR, str(problem))
    if pupil_out.exists():
        shutil.rmtree(pupil_out)
    pupil_out.mkdir(parents=True)
    job = {"check": str(check.path), "pupil": submission.name, "program": str(program),
           "screenshots": str(pupil_out), "result": str(pupil_out / "result.json")}
    job_file = work.parent / f"{work.name}.job.json"
    job_file.write_text(json.dumps(job), encoding="utf-8")
    env = dict(os.environ, GAMEGRID_HEADLESS="1", PYTHONDONTWRITEBYTECODE="1", PYTHONUNBUFFERED="1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(_PACKAGE_ROOT), os.environ.get("PYTHONPATH")])))
    output = pupil_out / "output.txt"
    with output.open("wb") as sink:
        process = subprocess.Popen([sys.executable, "-m", "gamegrid.teacher.grade.worker", str(job_file)],
                                   stdin=subprocess.DEVNULL, stdout=sink, stderr=subprocess.STDOUT, cwd=work,
                                   env=env, **processes.group_options())
    return _Running(submission, process, time.perf_counter(), pupil_out / "result.json", output)


def _kill(process: subprocess.Popen) -> None:
    """End the worker and anything the pupil's program started (its own process group)."""
    processes.end_group(process)


def _judge(job: _Running, timed_out: bool, elapsed: float, time_limit: float) -> PupilReport:
    name = job.submission.name
    try:
        result = json.loads(job.result.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        result = {"checks": [], "running": None}
    checks = result["checks"]
    report = PupilReport(name, PASS, "", checks, round(elapsed, 1), output=job.output)
    if timed_out:
        report.verdict = TIME_OUT
        running = result.get("running")
        report.detail = (f"still running after {time_limit:g} s" + (f", in {running}" if running else "")
                         + " (an endless loop, or a program that waits for input that never comes?)")
    elif result.get("running") is not None or not checks:
        report.verdict = ERROR
        last = _last_line(job.output)
        report.detail = f"the program ended the grading process (exit status {job.process.returncode})" \
            + (f": {last}" if last else "")
    else:
        worst = min(checks, key=lambda check: SEVERITY.index(check["verdict"]))
        report.verdict = worst["verdict"]
        if worst["verdict"] != PASS:
            report.detail = f"{worst['name']}: {worst['detail']}"
    report.screenshot = _screenshot(report, job.output.parent)
    return report


def _screenshot(report: PupilReport, folder: Path) -> Path | None:
    """The end of the first check that did not pass (that is what the teacher wants to see), else of the
    last check; for a time out, the last screenshot taken."""
    shots = [Path(check["screenshot"]) for check in report.checks if check.get("screenshot")]
    failing = [Path(check["screenshot"]) for check in report.checks
               if check["verdict"] != PASS and check.get("screenshot")]
    if failing:
        return failing[0]
    if shots:
        return shots[-1]
    taken = sorted(folder.glob("run*.png"), key=lambda p: int(p.stem[3:]))
    return taken[-1] if taken else None


def _last_line(output: Path) -> str:
    try:
        text = output.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("--- ")]   # not the worker's
    return lines[-1].strip() if lines else ""
