"""Work-arounds for two bugs of the pinned versions (pyglet 3.0.dev11 on Pyodide 314.0.7), applied once
before pyglet's window is made. Nothing is sent upstream from here (issue 33); each fix checks that the
code it replaces is still the one it was written against, and leaves a later version alone.

1. Pyodide's asyncio loop (WebLoop.call_later) raises "Can't schedule in the past" for a delay below zero.
   `call_at(when)` computes the delay from a clock read a moment after `when` was computed, so a very short
   wait (pyglet's clock asks for 0.0 s waits all the time) comes out a few microseconds negative and the
   task that asked dies silently: pyglet's animation froze in 3 runs out of 4. A wait in the past is due
   now: the delay is clamped at 0.
2. pyglet keeps one JavaScript view (a Uint8Array) of each vertex store's memory for the whole life of the
   store. When WebAssembly memory grows (a few hundred sprites), the old ArrayBuffer is detached: every
   such view has length 0 and uploads nothing or fail, and sprites stop moving. The view is taken anew when
   it finds its buffer detached.

3. (Not a crash, a silence.) pyglet 3 picks its audio driver from `options.audio`, whose default ends with
   "silent", which always loads: its browser driver (WebAudio, pyglet/media/drivers/pyodide_js) is tried only
   when none of the list loaded. In the page the list is emptied, so sounds are heard.

gamegrid's own renderer (renderer.py) uses neither of the first two: it draws on the page's frames, not pyglet's loop, and
copies its data to JavaScript each frame. The fixes are for pyglet's own drawing (the raw pyglet page of
bench_web, sprites and shapes in a pupil's pyglet code).
"""
from __future__ import annotations

from typing import Any

_applied = False


def apply_fixes() -> None:
    global _applied
    if _applied:
        return
    _applied = True
    fix_webloop_past_delays()
    fix_detached_buffer_views()
    use_webaudio()


def use_webaudio() -> bool:
    """True when pyglet will take its WebAudio driver (before any sound was played). pyglet.media is not
    imported for this: the page's first frame does without it, the first sound brings it."""
    import sys
    import pyglet
    drivers = sys.modules.get("pyglet.media.drivers")
    if getattr(drivers, "_audio_driver", None) is not None:
        return "Silent" not in type(drivers._audio_driver).__name__
    pyglet.options.audio = ()
    return True


def fix_webloop_past_delays() -> bool:
    """True when the clamp is in place (also when it already was)."""
    try:
        from pyodide.webloop import WebLoop
    except ImportError:
        return False
    original = WebLoop.call_later
    if getattr(original, "_gamegrid_clamped", False):
        return True

    def call_later(self: Any, delay: float, callback: Any, *args: Any, context: Any = None) -> Any:
        return original(self, delay if delay > 0 else 0, callback, *args, context=context)

    call_later._gamegrid_clamped = True   # type: ignore[attr-defined]
    WebLoop.call_later = call_later       # type: ignore[method-assign]
    return True


def fix_detached_buffer_views() -> bool:
    """True when pyglet's PersistentBufferView re-takes its view after memory growth."""
    try:
        from pyglet.libs import emscripten
    except ImportError:
        return False
    view_class = getattr(emscripten, "PersistentBufferView", None)
    if view_class is None or isinstance(view_class.__dict__.get("data"), property):
        return view_class is not None
    if not all(hasattr(view_class, name) for name in ("subarray", "release")):
        return False   # not the class this was written for: leave it alone

    def get_data(self: Any) -> Any:
        data = self.__dict__["_data"]
        if data.byteLength == 0 and self.__dict__.get("_length", 0):
            # the memory grew: this view's ArrayBuffer was detached; take a view of the new one
            self._buffer.release()
            self._buffer = self._proxy.getBuffer("u8")
            data = self.__dict__["_data"] = self._buffer.data
        return data

    def set_data(self: Any, data: Any) -> None:
        self.__dict__["_data"] = data
        self.__dict__["_length"] = int(data.byteLength)

    view_class.data = property(get_data, set_data)
    return True
