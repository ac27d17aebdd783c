"""A graphics driver older than OpenGL 3.3: a message in the pupil's language, no traceback, exit status 1.

Mesa's MESA_GL_VERSION_OVERRIDE=3.0 makes this machine's driver such a driver, offscreen (EGL, a
headless screenshot) and in a real window under Xvfb.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from conftest import REPO
from gamegrid.view import graphics
from test_real_window import display, x_env  # noqa: F401  (the Xvfb fixture)

SCRIPT = "from gamegrid import *\nmakeGameGrid(5, 5, 30, Color.red)\nshow()\nprint('after show')\n"
DIALOG_FIRST = "from gamegrid import *\nn = inputInt('How many?')\nprint('after dialog', n)\n"


def _run(tmp_path, env: dict[str, str], *options: str, source: str = SCRIPT,
         command: tuple[str, ...] | None = None) -> subprocess.CompletedProcess:
    script = tmp_path / "pupil.py"
    script.write_text(source, encoding="utf-8")
    if command is None:
        command = (sys.executable, "-m", "gamegrid", "run", *options, str(script))
    else:
        command = (*command, str(script))
    return subprocess.run(command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)


def _headless_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.update(extra)
    return env


def _assert_explained(done: subprocess.CompletedProcess, found: str = "3.0") -> None:
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Traceback" not in done.stderr and "ContextException" not in done.stderr, done.stderr
    assert f"offers OpenGL {found}" in done.stderr and "needs OpenGL 3.3" in done.stderr, done.stderr
    assert "update the graphics driver" in done.stderr
    assert "MESA_GL_VERSION_OVERRIDE=3.0 is set" in done.stderr


def test_headless_screenshot_with_opengl_3_0(tmp_path):
    done = _run(tmp_path, _headless_env(MESA_GL_VERSION_OVERRIDE="3.0"),
                "--headless", "--screenshot", str(tmp_path / "shot.png"))
    _assert_explained(done)   # the offscreen picture is made at the end, for the screenshot
    assert not (tmp_path / "shot.png").exists()


def test_headless_without_pictures_needs_no_opengl(tmp_path):
    """A headless run that asks for no picture opens no context: it runs on an old driver too."""
    done = _run(tmp_path, _headless_env(MESA_GL_VERSION_OVERRIDE="3.0"), "--headless", "--seconds", "0.1")
    assert done.returncode == 0, done.stderr
    assert "after show" in done.stdout


@pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb")
def test_real_window_with_opengl_3_0_as_python_runs_it(display, tmp_path):  # noqa: F811
    done = _run(tmp_path, x_env(display, MESA_GL_VERSION_OVERRIDE="3.0"), command=(sys.executable,))
    _assert_explained(done)
    assert "after show" not in done.stdout   # the window is the first thing makeGameGrid makes


@pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb")
def test_real_window_with_opengl_3_0_through_the_runner_in_german(display, tmp_path):  # noqa: F811
    done = _run(tmp_path, x_env(display, MESA_GL_VERSION_OVERRIDE="3.0", GAMEGRID_LANG="de"), "--seconds", "1")
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "OpenGL 3.0" in done.stderr and "OpenGL 3.3" in done.stderr
    assert "Grafiktreiber" in done.stderr, done.stderr


@pytest.mark.skipif(not shutil.which("Xvfb"), reason="needs Xvfb")
def test_a_dialog_as_the_first_window_explains_too(display, tmp_path):  # noqa: F811
    done = _run(tmp_path, x_env(display, MESA_GL_VERSION_OVERRIDE="3.0"), "--seconds", "1", source=DIALOG_FIRST)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    assert "needs OpenGL 3.3" in done.stderr and "after dialog" not in done.stdout


def test_advice_names_each_systems_software_renderer(monkeypatch):
    old = graphics.GLInfo("2.1 Mesa 10", 2, 1, "Intel GMA 950", "Intel")
    monkeypatch.delenv("MESA_GL_VERSION_OVERRIDE", raising=False)
    windows = graphics.too_old_message(old, "win32")
    assert "OpenGL 2.1 (Intel GMA 950)" in windows and "3.3" in windows
    assert "opengl32.dll" in windows and os.path.dirname(sys.executable) in windows
    mac = graphics.too_old_message(old, "darwin")
    assert "macOS" in mac and "opengl32.dll" not in mac
    linux = graphics.too_old_message(old, "linux")
    assert "LIBGL_ALWAYS_SOFTWARE=1" in linux
    unknown = graphics.too_old_message(None, "linux")
    assert "could not give the game window any OpenGL" in unknown
    # already the software renderer: no advice to switch to it
    assert "LIBGL_ALWAYS_SOFTWARE" not in graphics.too_old_message(
        graphics.GLInfo("3.0 Mesa", 3, 0, "llvmpipe (LLVM 15)", "Mesa"), "linux")


def test_too_old_is_a_clean_exit():
    error = graphics.GraphicsTooOld(None, "linux")
    assert isinstance(error, SystemExit) and isinstance(error.code, str)
    assert graphics.GLInfo("4.5", 4, 5, "x", "y").enough and not graphics.GLInfo("3.2", 3, 2, "x", "y").enough
