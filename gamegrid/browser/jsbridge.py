"""The browser's few JavaScript calls: suspending Python while the page goes on, and frame callbacks.

A pupil's blocking call (delay(), getKeyCodeWait(), time.sleep(), a dialog) must let the browser draw.
With JavaScript Promise Integration, `pyodide.ffi.run_sync(promise)` suspends the whole Python stack
that made the call and resumes it when the promise settles; meanwhile the page's other callbacks (the
animation frame, input events) run Python of their own. It works only on a stack that was entered as a
promise (runPythonAsync, an async function, `callPromising`): `can_block()` says whether this one was.
"""
from __future__ import annotations

from typing import Any, Callable

from pyodide.code import run_js
from pyodide.ffi import can_run_sync, create_proxy, run_sync

# One JavaScript helper object, made once: Python only calls its functions.
_JS = run_js("""
({
  // resolves after `ms` milliseconds, or at the next animation frame if that comes first
  wait(ms, untilFrame) {
    return new Promise(resolve => {
      let done = false;
      const finish = () => { if (!done) { done = true; resolve(); } };
      if (ms >= 0) setTimeout(finish, ms);
      if (untilFrame) requestAnimationFrame(finish);
    });
  },
  // calls `step(timestamp)` once per animation frame, each on a stack that may suspend, until stopped
  frames(step) {
    const state = { on: true };
    const tick = t => {
      if (!state.on) return;
      requestAnimationFrame(tick);
      step.callPromising(t).catch(e => console.error(e));
    };
    requestAnimationFrame(tick);
    return state;
  },
  // runs `fn()` soon on a stack of its own that may suspend (a cooperative thread, a Timer)
  soon(fn, ms) {
    return setTimeout(() => { fn.callPromising().catch(e => console.error(e)); }, Math.max(0, ms));
  },
  cancel(id) { clearTimeout(id); },
  now() { return performance.now() / 1000; },
})
""")


def can_block() -> bool:
    """True when this Python stack may suspend (it was entered as a promise)."""
    try:
        return bool(can_run_sync())
    except Exception:   # JSPI missing (an old browser): nothing may suspend
        return False


def wait(seconds: float | None, until_frame: bool = True) -> None:
    """Suspend this stack for `seconds` (None: no time limit) or until the next animation frame, while the
    page runs. Only where can_block() holds."""
    ms = -1 if seconds is None else max(0.0, seconds * 1000.0)
    run_sync(_JS.wait(ms, until_frame))


def ask_to_stop(seconds: float) -> bool:
    """The page's question (globalThis.gamegridNoFrames, WEB-CONTRACT.md) when no frame could be drawn for
    `seconds` because the program never let the page run: True when the pupil wants it stopped."""
    import js
    ask = getattr(js, "gamegridNoFrames", None)
    if not ask:
        return False
    try:
        return bool(ask(seconds))
    except Exception:   # the page cannot ask (a bare page): go on
        return False


def settle(promise: Any) -> Any:
    """Suspend this stack until `promise` settles; its value (a JS rejection raises here)."""
    return run_sync(promise)


class FrameDriver:
    """Calls `step()` once per animation frame until stop()."""

    def __init__(self, step: Callable[[float], Any]) -> None:
        self._proxy = create_proxy(step)
        self._state = _JS.frames(self._proxy)

    def stop(self) -> None:
        self._state.on = False


def start_soon(work: Callable[[], Any], seconds: float = 0.0) -> Any:
    """Run `work()` after `seconds` on a stack of its own that may suspend; returns an id for cancel()."""
    def run() -> Any:
        try:
            return work()
        finally:
            proxy.destroy()   # one call only

    proxy = create_proxy(run)
    return _JS.soon(proxy, seconds * 1000.0)


def cancel(handle: Any) -> None:
    _JS.cancel(handle)
