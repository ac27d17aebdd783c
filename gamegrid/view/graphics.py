"""OpenGL as the machine has it: what it offers, and a clear message instead of a traceback when it is too old.

pyglet 2 draws with OpenGL 3.3 (shaders, vertex arrays); so do our actor renderer and bars. An older driver
(TigerJython ran on it, with Java2D) makes pyglet raise `ContextException: Could not create GL context`.
Every window of ours is opened inside `explained_context_errors()`: the pupil then reads what was found
(a second, undemanding OpenGL 2.1 context tells the version and the renderer), what is needed, and what to
do on this system, in the pupil's language, and the program ends without a traceback (GraphicsTooOld is
a SystemExit, which Python prints as a message with exit status 1). docs/decisions.md, "Every school's
computer", says why there is no fallback renderer.
"""
from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from typing import Any, Iterator

from ..base.i18n import tr

NEEDED = (3, 3)


@dataclass(frozen=True)
class GLInfo:
    """What an OpenGL context reported."""

    version: str           # GL_VERSION as the driver spells it, e.g. "4.5 (Core Profile) Mesa 22.3.6"
    major: int
    minor: int
    renderer: str          # e.g. "llvmpipe (LLVM 15.0.6, 256 bits)", "Intel(R) HD Graphics 4000"
    vendor: str

    @property
    def enough(self) -> bool:
        return (self.major, self.minor) >= NEEDED


class GraphicsTooOld(SystemExit):
    """The graphics driver offers no OpenGL 3.3: the message says what was found and what to do."""

    def __init__(self, found: GLInfo | None, platform: str | None = None) -> None:
        self.found = found
        super().__init__(too_old_message(found, platform))


def too_old_message(found: GLInfo | None, platform: str | None = None) -> str:
    """The pupil's message: found and needed version, what to do on `platform` (sys.platform by default)."""
    platform = platform or sys.platform
    if found is None:
        what = tr("The graphics driver of this computer could not give the game window any OpenGL.")
    else:
        what = tr("The graphics driver of this computer offers OpenGL {found} ({renderer}); the game window needs "
                  "OpenGL {needed} or newer.", found=f"{found.major}.{found.minor}", renderer=found.renderer,
                  needed="%d.%d" % NEEDED)
    lines = [what]
    override = os.environ.get("MESA_GL_VERSION_OVERRIDE")
    if override:
        lines.append(tr("MESA_GL_VERSION_OVERRIDE={value} is set and limits the version: remove it from the "
                        "environment.", value=override))
    lines.append(tr("What to do: update the graphics driver (from the maker of the graphics card or "
                    "the computer, or the system's updates)."))
    if found is None or "llvmpipe" not in found.renderer:   # not when the software renderer is what ran
        lines.append(software_renderer_advice(platform))
    return "\n".join(lines)


def software_renderer_advice(platform: str) -> str:
    """Where a software renderer (Mesa's llvmpipe: OpenGL 4.5 on the processor) can be had on `platform`."""
    if platform.startswith("win"):
        folder = os.path.dirname(sys.executable) or "python.exe"
        return tr("Without a newer driver: Mesa's software renderer draws OpenGL 4.5 without a graphics card. "
                  "Download a Mesa build for Windows (for example mesa-dist-win, the \"release-msvc\" "
                  "archive) and copy the DLL files of its x64 folder (opengl32.dll, libgallium_wgl.dll ...) "
                  "into the folder of python.exe: {folder}", folder=folder)
    if platform == "darwin":
        return tr("On a Mac, OpenGL 3.3 comes with macOS 10.9 or newer on Macs from 2010 on: update macOS. "
                  "macOS has no software renderer to install.")
    return tr("Without a newer driver: Mesa's software renderer draws OpenGL 4.5 without a graphics card. "
              "Install Mesa (the packages of the distribution, e.g. libgl1-mesa-dri) and start the program "
              "with LIBGL_ALWAYS_SOFTWARE=1, e.g. LIBGL_ALWAYS_SOFTWARE=1 gamegrid run SCRIPT")


def context_info(context: Any) -> GLInfo:
    """The GLInfo of a pyglet context (current or not)."""
    info = context.get_info()
    major, minor = info.get_version()
    return GLInfo(info.get_version_string(), int(major), int(minor), info.get_renderer(), info.get_vendor())


def probe_lowest(pyglet: Any) -> GLInfo | None:
    """What the driver offers when asked for no more than OpenGL 2.1 (None: not even that)."""
    try:
        pyglet.options["shadow_window"] = False   # its import failed once already, with a 3.3 shadow window
        import pyglet.window
        config = pyglet.gl.Config(major_version=2, minor_version=1, double_buffer=True)
        window = pyglet.window.Window(8, 8, visible=False, config=config)
    except Exception:
        return None
    try:
        return context_info(window.context)
    except Exception:
        return None
    finally:
        with contextlib.suppress(Exception):
            window.close()


# pyglet's exceptions for a driver below what it asked for (by name: naming the classes would import
# pyglet.window, whose import itself may be what fails, when it makes pyglet's hidden shadow window).
_CONTEXT_FAILURES = {"ContextException", "NoSuchConfigException", "MissingFunctionException"}


def is_context_failure(error: BaseException) -> bool:
    return type(error).__name__ in _CONTEXT_FAILURES and type(error).__module__.startswith("pyglet")


@contextlib.contextmanager
def explained_context_errors(pyglet: Any) -> Iterator[None]:
    """Open windows (and import pyglet's window and text modules) inside this: a driver without OpenGL 3.3
    becomes GraphicsTooOld, a message without a traceback."""
    try:
        yield
    except Exception as error:
        if not is_context_failure(error):
            raise
        raise GraphicsTooOld(probe_lowest(pyglet)) from None


def check_window(pyglet: Any, window: Any) -> None:
    """A driver that made a context but an older one than asked for: close the window, say so."""
    try:
        found = context_info(window.context)
    except Exception:
        return
    if not found.enough:
        with contextlib.suppress(Exception):
            window.close()
        raise GraphicsTooOld(found)


def probe_driver(headless: bool) -> dict[str, Any]:
    """What `gamegrid doctor` asks in its child process: the OpenGL of a context as the game window asks
    for it (3.3; when that fails, the lowest one, which tells what the driver has) and the sound driver."""
    import pyglet

    from . import offscreen
    pyglet.options["shadow_window"] = False
    if headless and offscreen.method() == offscreen.EGL:   # else a hidden window, as headless pictures use
        pyglet.options["headless"] = True
    result: dict[str, Any] = {"gl": None, "audio": None}
    try:
        import pyglet.window
        config = pyglet.gl.Config(double_buffer=True, depth_size=0, major_version=3, minor_version=3)
        window = pyglet.window.Window(8, 8, visible=False, config=config)
        result["gl"] = context_info(window.context).__dict__
        window.close()
    except Exception as error:
        if not is_context_failure(error):
            raise
        lowest = probe_lowest(pyglet)
        result["gl"] = lowest.__dict__ if lowest is not None else None
    if not headless:
        try:
            from pyglet.media import get_audio_driver
            driver = get_audio_driver()
            result["audio"] = type(driver).__name__ if driver is not None else None
        except Exception as error:   # the report says what went wrong instead of failing
            result["audio"] = f"{type(error).__name__}: {error}"
    return result
