"""gamegrid doctor: one command a teacher runs on each computer before a lesson.

Each line is a check: "ok", or what is wrong and what to do. The checks that touch the graphics driver
and the sound system run in child processes (a broken driver may hang or crash; the teacher still gets
the report): `python -m gamegrid.teacher.doctor --probe` reports OpenGL and the sound driver as JSON,
and the window check runs a small program through `gamegrid run`, as a pupil would, and looks at its
screenshot. The exit status is 0 when everything a lesson needs works; sound is a nicety (lessons work
without it) and only warns.
"""
from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, Callable, TextIO

from ..base.i18n import tr

OK, WARN, FAIL = "ok", "warning", "problem"
PACKAGES = ("pyglet", "Pillow", "fissix", "paho-mqtt", "Pygments")
MIN_PYTHON = (3, 10)
CHILD_TIMEOUT_S = 90.0

# The window check's program: a window with a red background, a text and a sprite from the library.
WINDOW_SCRIPT = """from gamegrid import *
makeGameGrid(4, 3, 40, None, False)
setBgColor(Color.red)
addStatusBar(24)
setStatusText("gamegrid doctor")
addActor(TextActor("Hallo"), Location(0, 0))
addActor(Actor("sprites/ball_0.gif"), Location(3, 2))
show()
"""
RED_AT = (100, 60)   # a pixel of the red background in the window check's screenshot


@dataclass
class Check:
    status: str        # OK, WARN or FAIL
    topic: str         # "Python", "display", ...
    text: str          # what was found; for WARN and FAIL also what to do


def _status_word(status: str) -> str:
    return {OK: tr("ok"), WARN: tr("warning"), FAIL: tr("problem")}[status]


# ----- the checks ---------------------------------------------------------------------------------------

def check_python() -> Check:
    version = ".".join(map(str, sys.version_info[:3]))
    where = f"{version} ({platform.python_implementation()}, {sys.executable})"
    if sys.version_info[:2] < MIN_PYTHON:
        return Check(FAIL, "Python", tr("Python {found}: gamegrid needs Python {needed} or newer. Install a "
                                        "newer Python from python.org.", found=where, needed="3.10"))
    return Check(OK, "Python", where)


def check_packages() -> Check:
    from ..base.version import __version__
    found, missing = [f"gamegrid {__version__}"], []
    for name in PACKAGES:
        try:
            found.append(f"{name} {metadata.version(name)}")
        except metadata.PackageNotFoundError:
            missing.append(name)
    if missing:
        return Check(FAIL, tr("packages"), tr("{missing} missing: install gamegrid again with "
                                              "`python -m pip install gamegrid-cpython`.",
                                              missing=", ".join(missing)))
    return Check(OK, tr("packages"), ", ".join(found))


def check_offscreen() -> Check:
    """How headless pictures (--screenshot, --gif, grading) are drawn here (view/offscreen.py)."""
    from ..view import offscreen
    if offscreen.method() == offscreen.EGL:
        return Check(OK, tr("offscreen pictures"), tr("EGL (pyglet's headless mode): pictures without a window "
                                                      "need no screen"))
    if not offscreen.screen_reachable_for_hidden_window():
        return Check(FAIL, tr("offscreen pictures"), tr("no EGL and no screen (DISPLAY is not set): headless "
                                                        "pictures cannot be drawn. Install libegl1 (Mesa's EGL) "
                                                        "or run under a screen (xvfb-run)."))
    why = (f"{offscreen.ENV}={os.environ[offscreen.ENV].strip()}" if offscreen.forced()
           else tr("this system has no EGL"))
    return Check(OK, tr("offscreen pictures"), tr("a hidden window draws them into a framebuffer of its own "
                                                  "({why}); it needs the desktop's screen", why=why))


def _headless_needs_a_screen() -> bool:
    from ..view import offscreen
    return offscreen.method() == offscreen.WINDOW


def check_display(headless: bool) -> Check:
    from ..view.display import screen_size
    if headless and not _headless_needs_a_screen():
        return Check(OK, tr("display"), tr("not needed (--headless: only pictures without a window are checked)"))
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return Check(FAIL, tr("display"), tr("no screen (DISPLAY is not set): run the doctor in the desktop's "
                                             "terminal, where pupils start their programs."))
    size = screen_size()
    if size is None:
        return Check(FAIL, tr("display"), tr("the screen cannot be reached: log in to the desktop and run the "
                                             "doctor in its terminal."))
    name = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform
    return Check(OK, tr("display"), tr("{name}, screen {width} x {height} pixels", name=name, width=size[0],
                                       height=size[1]))


def check_opengl(probe: dict[str, Any] | None, problem: str | None) -> Check:
    from ..view.graphics import GLInfo, too_old_message
    if probe is None:
        return Check(FAIL, "OpenGL", tr("the test of the graphics driver failed: {problem}", problem=problem))
    gl = probe.get("gl")
    if gl is None:
        return Check(FAIL, "OpenGL", too_old_message(None))
    info = GLInfo(**gl)
    if not info.enough:
        return Check(FAIL, "OpenGL", too_old_message(info))
    return Check(OK, "OpenGL", f"{info.version}; {info.renderer}; {info.vendor}")


def check_fonts() -> Check:
    from ..base import fonts
    files = fonts.shipped_files()
    try:
        faces = [fonts.truetype(name, style, 12) for name in ("SansSerif", "Serif", "Monospaced")
                 for style in range(4)]
        names = sorted({" ".join(face.getname()[:1]) for face in faces})
    except OSError as error:
        return Check(FAIL, tr("fonts"), str(error))
    if len(files) < 12:
        return Check(FAIL, tr("fonts"), tr("only {count} of the 12 font files in {folder}: install gamegrid again.",
                                           count=len(files), folder=fonts.FONT_DIR))
    return Check(OK, tr("fonts"), tr("{names}, plain, bold, italic (shipped with gamegrid: the same text on "
                                     "every computer)", names=", ".join(names)))


def check_sound(probe: dict[str, Any] | None, headless: bool) -> Check:
    if headless:
        return Check(OK, tr("sound"), tr("not needed (--headless)"))
    driver = (probe or {}).get("audio")
    if not driver or "Silent" in driver:
        return Check(WARN, tr("sound"), tr("no sound driver found ({driver}): programs run, but silently. "
                                           "Check that the computer has a sound device and, on Linux, that "
                                           "PulseAudio or OpenAL is installed.", driver=driver or "none"))
    return Check(OK, tr("sound"), driver)


def check_sprites() -> Check:
    from ..base.resources import sprites_dir
    folder = sprites_dir()
    if folder is None:
        return Check(FAIL, tr("sprite library"), tr("not found: install gamegrid again."))
    pictures = [p for p in folder.iterdir() if p.suffix.lower() in (".gif", ".png", ".jpg")]
    try:
        from PIL import Image
        with Image.open(folder / "ball_0.gif") as picture:
            picture.load()
    except Exception as error:
        return Check(FAIL, tr("sprite library"), tr("{folder}: a picture cannot be read ({error}); install "
                                                    "gamegrid again.", folder=folder, error=error))
    return Check(OK, tr("sprite library"), tr("{count} pictures in {folder}", count=len(pictures), folder=folder))


def check_window(headless: bool, run: Callable[..., subprocess.CompletedProcess]) -> Check:
    """A pupil's program through `gamegrid run`: its window opens, draws and closes (or, --headless, the
    offscreen picture); the screenshot must show the program's red background."""
    topic = tr("window") if not headless else tr("offscreen picture")
    with tempfile.TemporaryDirectory(prefix="gamegrid-doctor-") as folder:
        script = Path(folder) / "doctor_window.py"
        script.write_text(WINDOW_SCRIPT, encoding="utf-8")
        shot = Path(folder) / "shot.png"
        options = ["--headless"] if headless else []
        started = time.perf_counter()
        try:
            done = run([sys.executable, "-m", "gamegrid", "run", *options, "--seconds", "1", "--screenshot",
                        str(shot), str(script)], folder)
        except subprocess.TimeoutExpired:
            return Check(FAIL, topic, tr("the program did not end within {seconds} s: the graphics driver may "
                                         "hang; update it.", seconds=int(CHILD_TIMEOUT_S)))
        took = time.perf_counter() - started
        if done.returncode != 0 or not shot.exists():
            said = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
            return Check(FAIL, topic, tr("a program's window failed: {said}", said=said))
        from PIL import Image
        with Image.open(shot) as picture:
            red = picture.convert("RGB").getpixel(RED_AT)
    if not (red[0] > 200 and red[1] < 60 and red[2] < 60):
        return Check(FAIL, topic, tr("the window opened but did not show the program's picture (colour {colour} "
                                     "where red was drawn): update the graphics driver.", colour=red))
    if headless:
        return Check(OK, topic, tr("a program drew its picture offscreen and ended ({seconds:.1f} s)", seconds=took))
    return Check(OK, topic, tr("a program's window opened, drew its picture and closed ({seconds:.1f} s)",
                               seconds=took))


# ----- the child process's side -------------------------------------------------------------------------

def _run_child(command: list[str], cwd: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env.pop("GAMEGRID_HEADLESS", None)
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S,
                          stdin=subprocess.DEVNULL)


def _probe_in_child(headless: bool) -> tuple[dict[str, Any] | None, str | None]:
    command = [sys.executable, "-m", "gamegrid.teacher.doctor", "--probe"] + (["--headless"] if headless else [])
    try:
        done = _run_child(command, os.getcwd())
    except subprocess.TimeoutExpired:
        return None, tr("no answer within {seconds} s", seconds=int(CHILD_TIMEOUT_S))
    if done.returncode != 0:
        said = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        return None, said
    try:
        return json.loads(done.stdout.strip().splitlines()[-1]), None
    except (ValueError, IndexError):
        return None, done.stdout.strip()[-200:]


# ----- the command ------------------------------------------------------------------------------------------

def diagnose(headless: bool = False,
             run: Callable[..., subprocess.CompletedProcess] = _run_child) -> list[Check]:
    checks = [check_python(), check_packages(), check_display(headless)]
    display_ok = checks[-1].status == OK
    if display_ok:
        probed, problem = _probe_in_child(headless)
        checks.append(check_opengl(probed, problem))
    else:   # without a screen no window's context can be asked; the offscreen one tells the driver
        probed, problem = _probe_in_child(True)
        gl = check_opengl(probed, problem)
        checks.append(Check(gl.status if gl.status != OK else WARN, "OpenGL",
                            gl.text + " " + tr("(offscreen: the screen's driver may differ)")))
    gl_ok = checks[-1].status == OK
    checks.append(check_offscreen())
    checks.append(check_fonts())
    checks.append(check_sound(probed if display_ok else None, headless))
    if display_ok and gl_ok:
        checks.append(check_window(headless, run))
    else:
        checks.append(Check(FAIL, tr("window"), tr("not tried: the display or OpenGL above is not ready.")))
    checks.append(check_sprites())
    return checks


def report(checks: list[Check], out: TextIO) -> int:
    """Print the lines; the exit status: 0 when nothing is a problem (warnings allowed)."""
    out.write(tr("gamegrid doctor: is this computer ready for gamegrid lessons?") + "\n")
    width = max(len(_status_word(s)) for s in (OK, WARN, FAIL))
    for check in checks:
        first, *rest = check.text.splitlines() or [""]
        out.write(f"  {_status_word(check.status):<{width}}  {check.topic}: {first}\n")
        for line in rest:
            out.write(f"  {'':<{width}}    {line}\n")
    problems = sum(1 for c in checks if c.status == FAIL)
    if problems:
        out.write(tr("Not ready: {count} problem(s) above; each line says what to do.", count=problems) + "\n")
        return 1
    out.write(tr("Ready: everything a lesson needs works.") + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    """The child process: `python -m gamegrid.teacher.doctor --probe [--headless]` prints one JSON line."""
    args = sys.argv[1:] if argv is None else argv
    if "--probe" in args:
        from ..view.graphics import probe_driver
        print(json.dumps(probe_driver("--headless" in args)))
        return 0
    return report(diagnose("--headless" in args), sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
