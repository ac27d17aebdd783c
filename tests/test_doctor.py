"""`gamegrid doctor`: a healthy machine (headless and with a real window under Xvfb), a simulated old
graphics driver (MESA_GL_VERSION_OVERRIDE=3.0), no display; exit status and languages."""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import REPO
from gamegrid.teacher import doctor
from test_real_window import SCREEN, display, x_env  # noqa: F401  (the Xvfb fixture)

needs_xvfb = pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb")


def _doctor(env: dict[str, str], *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamegrid", "doctor", *options], env=env, capture_output=True,
                          text=True, timeout=300)


def _no_display_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "GAMEGRID_HEADLESS")}
    env.update(PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""), **extra)
    return env


def _lines(output: str) -> dict[str, str]:
    """topic -> status word of each check line ("  ok       sprite library: 423 pictures ...")."""
    found = {}
    for line in output.splitlines()[1:]:
        match = re.match(r"^  (\S+) +([^:]+): ", line)
        if match:
            found[match.group(2)] = match.group(1)
    return found


def test_headless_machine_is_ready_for_headless_runs():
    done = _doctor(_no_display_env(), "--headless")
    assert done.returncode == 0, done.stdout + done.stderr
    lines = _lines(done.stdout)
    for topic in ("Python", "packages", "display", "OpenGL", "fonts", "sound", "sprite library"):
        assert lines.get(topic) == "ok", (topic, done.stdout)
    assert "a program drew its picture offscreen" in done.stdout
    assert "Ready: everything a lesson needs works." in done.stdout


@needs_xvfb
def test_real_window_machine_is_ready(display):  # noqa: F811
    done = _doctor(x_env(display))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = _lines(done.stdout)
    for topic in ("Python", "packages", "display", "OpenGL", "fonts", "window", "sprite library"):
        assert lines.get(topic) == "ok", (topic, done.stdout)
    assert lines.get("sound") in ("ok", "warning")   # no sound card here: a warning, not a problem
    assert "a program's window opened, drew its picture and closed" in done.stdout
    assert f"{display}, screen {SCREEN[0]} x {SCREEN[1]} pixels" in done.stdout


@needs_xvfb
def test_old_graphics_driver_is_a_problem_with_what_to_do(display):  # noqa: F811
    done = _doctor(x_env(display, MESA_GL_VERSION_OVERRIDE="3.0"))
    assert done.returncode == 1, done.stdout + done.stderr
    lines = _lines(done.stdout)
    assert lines["OpenGL"] == "problem" and lines["window"] == "problem"
    assert "offers OpenGL 3.0" in done.stdout and "needs OpenGL 3.3" in done.stdout
    assert "update the graphics driver" in done.stdout
    assert "Not ready: 2 problem(s) above" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="DISPLAY is Linux's: on Windows and macOS a logged-in pupil always has the screen")
def test_no_display_is_a_problem_and_german_is_spoken():
    done = _doctor(_no_display_env(), "--lang", "de")
    assert done.returncode == 1, done.stdout + done.stderr
    lines = _lines(done.stdout)
    assert lines["Bildschirm"] == "Problem", done.stdout
    assert "DISPLAY ist nicht gesetzt" in done.stdout
    assert lines["Fenster"] == "Problem" and lines["Schriften"] == "ok"
    assert "Nicht bereit" in done.stdout


def test_french_report_of_a_headless_machine():
    done = _doctor(_no_display_env(GAMEGRID_LANG="fr"), "--headless")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "cet ordinateur est-il prêt" in done.stdout and "Prêt : tout ce dont une leçon a besoin" in done.stdout


def test_exit_status_counts_problems_not_warnings():
    out = io.StringIO()
    warned = [doctor.Check(doctor.OK, "Python", "3.11"), doctor.Check(doctor.WARN, "sound", "silent")]
    assert doctor.report(warned, out) == 0
    out = io.StringIO()
    assert doctor.report(warned + [doctor.Check(doctor.FAIL, "OpenGL", "2.1\nupdate it")], out) == 1
    text = out.getvalue()
    assert "  problem  OpenGL: 2.1\n             update it\n" in text   # what to do, under its check


def test_missing_package_and_broken_probe_are_problems(monkeypatch):
    real = doctor.metadata.version

    def version(name):
        if name == "fissix":
            raise doctor.metadata.PackageNotFoundError(name)
        return real(name)

    monkeypatch.setattr(doctor.metadata, "version", version)
    check = doctor.check_packages()
    assert check.status == doctor.FAIL and "fissix missing" in check.text and "pip install" in check.text
    probe = doctor.check_opengl(None, "Segmentation fault")
    assert probe.status == doctor.FAIL and "Segmentation fault" in probe.text
    old = doctor.check_opengl({"gl": {"version": "2.1 Mesa", "major": 2, "minor": 1, "renderer": "i915",
                                      "vendor": "Intel"}}, None)
    assert old.status == doctor.FAIL and "OpenGL 2.1 (i915)" in old.text
