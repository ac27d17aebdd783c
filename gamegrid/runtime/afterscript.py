"""Keep the window alive after the script's last line, in every way a script is started.

- `python script.py`: an exit hook runs the loop until the window is closed (no cost while running); it
  runs before Python waits for the program's own threads, so they cannot hold the window (or its end) up.
- Shells that keep the interpreter alive after the script (Thonny, IDLE, `python -i`, IPython): atexit
  would only run when the shell quits, leaving a frozen window. There we watch for the return of the
  script's module frame and run the loop right then, so the script "ends" when its window is closed,
  as it did in TigerJython. Python 3.12+ uses sys.monitoring on that one code object (no cost
  elsewhere); older versions use a frame-local trace hook.
"""
from __future__ import annotations

import atexit
import sys
import threading
from types import FrameType
from typing import Any, Callable


def interactive_shell() -> bool:
    """True when the interpreter keeps running after the script (so atexit comes too late)."""
    if sys.flags.interactive:
        return True
    return any(name in sys.modules for name in ("idlelib.run", "thonny", "IPython", "ipykernel"))


def _script_frame() -> FrameType | None:
    main = sys.modules.get("__main__")
    main_dict = getattr(main, "__dict__", None)
    frame = sys._getframe(1)
    while frame is not None:
        if frame.f_code.co_name == "<module>" and frame.f_globals is main_dict:
            return frame
        frame = frame.f_back
    return None


def install(after_script: Callable[[], None]) -> None:
    if not interactive_shell():
        _register_before_threads_end(after_script)
        return
    frame = _script_frame()
    if frame is None:   # typed at the prompt: nothing ends, the prompt itself keeps going
        atexit.register(after_script)
        return
    if hasattr(sys, "monitoring"):
        _watch_with_monitoring(frame, after_script)
    else:
        _watch_with_trace(frame, after_script)


def _register_before_threads_end(after_script: Callable[[], None]) -> None:
    """Run after the script's last line, before Python waits for the program's non-daemon threads: a
    re-arming Timer would otherwise keep the interpreter in that wait, with the window frozen, and the
    window's close could not end the program (threading's own hook for this, as concurrent.futures uses;
    plain atexit where it is missing or too late)."""
    register = getattr(threading, "_register_atexit", None)
    if register is not None:
        try:
            register(after_script)
            return
        except RuntimeError:   # already shutting down
            pass
    atexit.register(after_script)


def _watch_with_monitoring(frame: FrameType, after_script: Callable[[], None]) -> None:
    monitoring = sys.monitoring  # type: ignore[attr-defined]
    tool = next((t for t in range(5, 0, -1) if monitoring.get_tool(t) is None), None)
    if tool is None:
        atexit.register(after_script)
        return
    code = frame.f_code
    monitoring.use_tool_id(tool, "gamegrid")

    def on_return(returning_code: Any, offset: int, value: Any) -> Any:
        if returning_code is code:
            monitoring.set_local_events(tool, code, 0)
            monitoring.free_tool_id(tool)
            after_script()
        return None

    monitoring.register_callback(tool, monitoring.events.PY_RETURN, on_return)
    monitoring.set_local_events(tool, code, monitoring.events.PY_RETURN)


def _watch_with_trace(frame: FrameType, after_script: Callable[[], None]) -> None:
    previous = sys.gettrace()

    def local(traced: FrameType, event: str, arg: Any) -> Any:
        if event == "return" and traced is frame:
            sys.settrace(previous)
            after_script()
        return local

    frame.f_trace_lines = False
    frame.f_trace = local
    # A global trace function must be set for frame-local hooks to be called; returning None from it
    # keeps every other frame untraced.
    sys.settrace(previous or (lambda *args: None))
