"""Shared test helpers: where the repository and the seed documents are, and seed extraction."""
from __future__ import annotations

import os
import re
import signal
import sys
from pathlib import Path

# gamegrid's messages in English whatever the machine's language: tests compare texts (tests that are about
# the language choice set it themselves).
os.environ["GAMEGRID_LANG"] = "en"
# pyglet's check of every GL call (gamegrid turns it off for speed unless this is set): a wrong GL call in
# our view fails the tests at the call (also in the scripts tests run in subprocesses).
os.environ["PYGLET_DEBUG_GL"] = "1"
# Started where Ctrl+C is ignored (a background job of a script, nohup, some CI runners), the tests' scripts
# would inherit the ignored SIGINT, Python would give them no KeyboardInterrupt, and the tests that press
# Ctrl+C on a script or on `gamegrid watch` would fail and leave those processes running. A handled SIGINT
# here starts every child with the default one (exec keeps only an ignored disposition).
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

import pytest

# The browser tests' fixtures (one headless Chromium for the whole session): tests/webpage.py
pytest_plugins = ["webpage"]

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
SEEDS = SHARED / "seeds"
SOLITAIRE_SEEDS = {"en": "002_", "de": "000_", "fr": "004_"}


def seed_programs(language: str) -> list[str]:
    """The solitaire chapter's programs, byte for byte, from the seed document of a language."""
    matches = sorted(SEEDS.glob(SOLITAIRE_SEEDS[language] + "*.txt"))
    if not matches:
        pytest.skip("../shared/seeds is not present")
    text = matches[0].read_text(encoding="utf-8")
    return re.findall(r"(from gamegrid import \*.*?doRun\(\))", text, re.S)


@pytest.fixture
def repo() -> Path:
    return REPO


@pytest.fixture
def grid_runtime():
    """A headless runtime installed for model-level tests that build a GameGrid directly."""
    from gamegrid import runtime
    rt = runtime.Runtime(runtime.Settings(headless=True))
    runtime.install(rt)
    yield rt
    runtime.install(None)


def write_script(folder: Path, text: str, name: str = "script.py") -> Path:
    import textwrap
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def run_program(path: Path, forbidden: tuple[str, ...] = ("Traceback",), **kwargs):
    """Run a classroom program headless (gamegrid.testing.run_script); it must end with exit 0 and print
    none of the `forbidden` texts."""
    from gamegrid.testing import run_script
    res = run_script(path, **kwargs)
    assert res.exit_code == 0, res.output
    for text in forbidden:
        assert text not in res.output, res.output
    return res


# Test files that take pictures headless. On Linux they draw with Mesa's EGL (which CI installs); elsewhere in a
# hidden window (gamegrid/view/offscreen.py), which needs OpenGL 3.3 from the system's driver. A Windows machine
# without one (GitHub's Windows runners offer only Microsoft's OpenGL 1.1) skips them with the version found;
# Windows under Wine (.ci/windows.sh) has Mesa's llvmpipe and runs them.
NEEDS_OFFSCREEN_GL = {
    "test_actor_renderer.py", "test_doctor.py", "test_fonts.py", "test_frames_window.py", "test_geometry.py",
    "test_golden.py", "test_gpanel.py", "test_old_graphics.py", "test_programs.py", "test_runner.py",
    "test_teacher_export.py", "test_teacher_grade.py", "test_teacher_zoom.py", "test_tj_programs2.py",
    "test_view_parts.py", "test_offscreen.py", "test_two_windows.py",
}


def offscreen_gl_missing() -> str | None:
    """Why headless pictures cannot be drawn here (None: they can): asked of a child process as `gamegrid
    doctor` asks, so a driver that crashes cannot take the test run with it."""
    if sys.platform.startswith("linux"):
        return None
    import json
    import subprocess
    try:
        done = subprocess.run([sys.executable, "-m", "gamegrid.teacher.doctor", "--probe", "--headless"],
                              capture_output=True, text=True, timeout=120, cwd=REPO)
        gl = json.loads(done.stdout.strip().splitlines()[-1])["gl"]
    except (subprocess.SubprocessError, OSError, ValueError, IndexError, KeyError) as error:
        return f"the OpenGL probe failed ({error!r})"
    if gl is None or (gl["major"], gl["minor"]) < (3, 3):
        found = "none" if gl is None else f"{gl['major']}.{gl['minor']} ({gl['renderer']})"
        return f"takes pictures offscreen: needs OpenGL 3.3, this machine's driver offers {found}"
    return None


def pytest_collection_modifyitems(config, items):
    pictures = [item for item in items if Path(str(item.fspath)).name in NEEDS_OFFSCREEN_GL]
    if not pictures:
        return
    reason = offscreen_gl_missing()
    if reason is None:
        return
    skip = pytest.mark.skip(reason=reason)
    for item in pictures:
        item.add_marker(skip)
