"""Headless pictures without EGL (view/offscreen.py): a hidden window drawing into a framebuffer of its own gives
the same pixels as pyglet's EGL surface. Windows and macOS have no EGL, so there this is how every headless
screenshot, GIF and picture test is drawn; on Linux GAMEGRID_OFFSCREEN=window forces it, under a private
Xvfb, and each picture is compared with the EGL one pixel for pixel."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from conftest import REPO, write_script
from golden_cases import CASES
from gamegrid.view import offscreen

STEP1 = REPO / "lessons" / "solitaire" / "step1_board.py"


# ----- which way a machine draws ----------------------------------------------------------------------------

@pytest.mark.parametrize("platform", ["win32", "darwin", "cygwin"])
def test_windows_and_macos_draw_headless_pictures_in_a_hidden_window(monkeypatch, platform):
    monkeypatch.delenv(offscreen.ENV, raising=False)
    monkeypatch.setattr(sys, "platform", platform)
    assert not offscreen.egl_library_found()
    assert offscreen.method() == offscreen.WINDOW


def test_linux_uses_egl_where_pyglet_finds_it_and_a_hidden_window_where_not(monkeypatch):
    import ctypes.util
    monkeypatch.delenv(offscreen.ENV, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: "libEGL.so.1" if name == "EGL" else None)
    assert offscreen.method() == offscreen.EGL
    monkeypatch.setattr(ctypes.util, "find_library", lambda name: None)   # no Mesa EGL installed
    assert offscreen.method() == offscreen.WINDOW


def test_the_environment_switch_chooses(monkeypatch):
    monkeypatch.setenv(offscreen.ENV, "Window ")
    assert offscreen.method() == offscreen.WINDOW
    monkeypatch.setenv(offscreen.ENV, "egl")
    assert offscreen.method() == offscreen.EGL
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setenv(offscreen.ENV, "auto")
    assert offscreen.method() == offscreen.WINDOW


def test_without_egl_and_without_a_screen_a_screenshot_says_why_and_the_state_is_kept(tmp_path):
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux only: elsewhere a hidden window never needs DISPLAY")
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = _run(STEP1, tmp_path, {**env, offscreen.ENV: "window"}, "--screenshot", str(tmp_path / "shot.png"),
                "--state", str(tmp_path / "state.json"))
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert "no screenshot" in done.stderr and "libegl1" in done.stderr and "DISPLAY" in done.stderr
    assert (tmp_path / "state.json").exists() and not (tmp_path / "shot.png").exists()


def test_a_headless_run_without_pictures_never_loads_opengl(tmp_path):
    """--state, --seconds and friends need no picture: no pyglet window module, no GL, no EGL."""
    probe = write_script(tmp_path, f"""\
        import sys
        from gamegrid.runner import main
        code = main(["run", "--headless", "--seconds", "1", "--state", "state.json", {str(STEP1)!r}])
        print(code, sorted(m for m in ("pyglet.gl", "pyglet.window", "pyglet.libs.egl") if m in sys.modules))
        """, name="probe.py")
    done = subprocess.run([sys.executable, str(probe)], cwd=tmp_path, env={**os.environ, "PYTHONPATH": str(REPO)},
                          capture_output=True, text=True, timeout=120)
    assert done.stdout.strip().splitlines()[-1] == "0 []", done.stdout + done.stderr
    assert (tmp_path / "state.json").exists()


# ----- the same pixels, EGL and hidden window (Linux, under a private Xvfb) ----------------------------------

needs_both = pytest.mark.skipif(not (sys.platform.startswith("linux") and offscreen.egl_library_found()
                                     and shutil.which("Xvfb")),
                                reason="compares with EGL: needs Linux with Mesa's EGL and Xvfb")


@pytest.fixture(scope="module")
def xvfb():
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24",
                               "-nolisten", "tcp", "-noreset"], pass_fds=(write_end,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as reported:
        number = reported.readline().strip()
    if not number:
        server.wait(timeout=10)
        pytest.fail(f"Xvfb did not start (exit status {server.returncode})")
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def _run(script: Path, cwd: Path, env: dict[str, str], *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamegrid", "run", str(script), "--headless", "--seconds", "1",
                           *options], cwd=cwd, env={**env, "PYTHONPATH": str(REPO)}, capture_output=True, text=True,
                          timeout=180)


def _both(script: Path, tmp_path: Path, display: str, *options: str, picture: str = "shot.png"
          ) -> dict[str, Path]:
    """Run `script` once with EGL and once in a hidden window; the folders with their pictures."""
    folders = {}
    for how in (offscreen.EGL, offscreen.WINDOW):
        folder = tmp_path / how
        folder.mkdir(parents=True)
        done = _run(script, folder, {**os.environ, "DISPLAY": display, offscreen.ENV: how}, *options)
        assert done.returncode == 0, done.stderr
        folders[how] = folder
    return folders


def _assert_same(first: Path, second: Path) -> None:
    a, b = Image.open(first).convert("RGB"), Image.open(second).convert("RGB")
    assert a.size == b.size
    assert ImageChops.difference(a, b).getbbox() is None, f"{first.name}: the pictures differ"


@needs_both
@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_cases_give_the_same_pixels_with_egl_and_in_a_hidden_window(tmp_path, xvfb, name):
    script, replay = CASES[name]
    replay_file = replay.write(tmp_path / "input.jsonl")
    folders = _both(script, tmp_path, xvfb, "--replay", str(replay_file), "--screenshot", "shot.png")
    _assert_same(folders["egl"] / "shot.png", folders["window"] / "shot.png")


@needs_both
def test_the_solitaire_lesson_and_its_frames_are_the_same_in_a_hidden_window(tmp_path, xvfb):
    """Every step of the lesson, and the frames of a GIF export (the frame taps' path)."""
    for step in sorted((REPO / "lessons" / "solitaire").glob("step*.py")):
        folders = _both(step, tmp_path / step.stem, xvfb, "--screenshot", "shot.png", "--frames-dir", "frames")
        _assert_same(folders["egl"] / "shot.png", folders["window"] / "shot.png")
        frames = sorted((folders["egl"] / "frames").iterdir())
        assert frames and [f.name for f in frames] == sorted(f.name for f in (folders["window"] / "frames").iterdir())
        for frame in frames:
            _assert_same(frame, folders["window"] / "frames" / frame.name)


@needs_both
def test_text_translucency_and_a_resized_grid_are_the_same_in_a_hidden_window(tmp_path, xvfb):
    """Blending (a half-transparent sprite over the background), text, the status bar, and a window that
    changes its size (headless: a new surface or hidden window of the new size)."""
    Image.new("RGBA", (30, 30), (200, 30, 70, 128)).save(tmp_path / "half.png")
    script = write_script(tmp_path, """\
        from gamegrid import *
        makeGameGrid(6, 4, 30, Color.gray, None, False)
        setBgColor(Color(128, 128, 128))
        addStatusBar(30)
        setStatusText("Grüezi, ça va?")
        addActor(TextActor("Hallo Welt"), Location(0, 0))
        for x in range(4):
            addActor(Actor("half.png"), Location(x, 2))
        show()
        setNbHorzCells(8)
        """)
    folders = _both(script, tmp_path, xvfb, "--screenshot", "shot.png")
    _assert_same(folders["egl"] / "shot.png", folders["window"] / "shot.png")


# ----- the doctor names the way ---------------------------------------------------------------------------------

def _doctor(env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "gamegrid", "doctor", "--headless"], cwd=REPO,
                          env={**env, "PYTHONPATH": str(REPO)}, capture_output=True, text=True, timeout=300)


def _offscreen_line(output: str) -> str:
    return next(line for line in output.splitlines() if "offscreen pictures:" in line)


def test_doctor_says_egl_where_it_draws_with_egl():
    if offscreen.method() != offscreen.EGL:
        pytest.skip("this machine draws headless pictures in a hidden window")
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = _doctor(env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert _offscreen_line(done.stdout).split()[0] == "ok" and "EGL" in _offscreen_line(done.stdout)


@needs_both
def test_doctor_says_hidden_window_and_checks_a_picture_drawn_there(xvfb):
    done = _doctor({**os.environ, "DISPLAY": xvfb, offscreen.ENV: "window"})
    assert done.returncode == 0, done.stdout + done.stderr
    line = _offscreen_line(done.stdout)
    assert line.split()[0] == "ok" and "hidden window" in line and "GAMEGRID_OFFSCREEN=window" in line
    assert "a program drew its picture offscreen" in done.stdout


def test_doctor_without_egl_and_without_a_screen_says_what_to_install():
    if not sys.platform.startswith("linux"):
        pytest.skip("Linux only: elsewhere a hidden window never needs DISPLAY")
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    done = _doctor({**env, offscreen.ENV: "window"})
    assert done.returncode == 1
    line = _offscreen_line(done.stdout)
    assert line.split()[0] == "problem" and "libegl1" in line
    assert "Traceback" not in done.stdout + done.stderr
