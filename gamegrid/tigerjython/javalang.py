"""The few ``java.lang`` / ``ch.aplu.util`` classes classroom gamegrid scripts use."""
from __future__ import annotations

import math
import random
import sys
import time
from typing import Any, Optional


def _runtime_delay(ms: float) -> None:
    """delay() through gamegrid's runtime, so the window stays alive; plain sleep otherwise."""
    try:
        from gamegrid import runtime
        if getattr(runtime, "_runtime", None) is not None:
            runtime.delay(ms)
            return
    except ImportError:
        pass
    time.sleep(max(0.0, ms) / 1000.0)


class Math:
    PI = math.pi
    E = math.e
    abs = staticmethod(abs)
    sqrt = staticmethod(math.sqrt)
    sin = staticmethod(math.sin)
    cos = staticmethod(math.cos)
    tan = staticmethod(math.tan)
    asin = staticmethod(math.asin)
    acos = staticmethod(math.acos)
    atan = staticmethod(math.atan)
    atan2 = staticmethod(math.atan2)
    exp = staticmethod(math.exp)
    log = staticmethod(math.log)
    log10 = staticmethod(math.log10)
    pow = staticmethod(math.pow)
    hypot = staticmethod(math.hypot)
    toRadians = staticmethod(math.radians)
    toDegrees = staticmethod(math.degrees)
    max = staticmethod(max)
    min = staticmethod(min)

    @staticmethod
    def floor(x: float) -> float:
        return float(math.floor(x))

    @staticmethod
    def ceil(x: float) -> float:
        return float(math.ceil(x))

    @staticmethod
    def round(x: float) -> int:  # Java rounds half up
        return int(math.floor(x + 0.5))

    @staticmethod
    def random() -> float:
        return random.random()


class _Out:
    def println(self, *value: Any) -> None:
        print(*value)

    def print(self, *value: Any) -> None:
        print(*value, end="")


class System:
    out = _Out()
    err = _Out()

    @staticmethod
    def currentTimeMillis() -> int:
        return int(time.time() * 1000)

    @staticmethod
    def nanoTime() -> int:
        return time.perf_counter_ns()

    @staticmethod
    def exit(status: int = 0) -> None:
        sys.exit(status)


class Thread:
    @staticmethod
    def sleep(ms: float) -> None:
        _runtime_delay(ms)


class Integer:
    MAX_VALUE = 2 ** 31 - 1
    MIN_VALUE = -(2 ** 31)

    @staticmethod
    def parseInt(text: str, radix: int = 10) -> int:
        return int(str(text), radix)

    @staticmethod
    def toString(value: int) -> str:
        return str(value)


class Monitor:
    """ch.aplu.util.Monitor: putSleep() waits (window kept alive) until wakeUp()."""

    _woken = False

    @staticmethod
    def putSleep(timeout: Optional[float] = None) -> None:
        Monitor._woken = False
        try:
            from gamegrid import runtime
            rt = getattr(runtime, "_runtime", None)
        except ImportError:
            rt = None
        if rt is None:
            if timeout is not None:
                time.sleep(timeout / 1000.0)
            return
        if timeout is None:
            runtime.wait_for(lambda: Monitor._woken)
        else:
            end = rt.now() + timeout / 1000.0
            runtime.wait_for(lambda: Monitor._woken or rt.now() >= end)
        Monitor._woken = False

    @staticmethod
    def wakeUp() -> None:
        Monitor._woken = True


class JOptionPane:
    """javax.swing.JOptionPane, mapped onto TigerJython's dialogs (so --answers works)."""
    YES_OPTION = OK_OPTION = 0
    NO_OPTION = 1
    CANCEL_OPTION = 2
    CLOSED_OPTION = -1
    YES_NO_OPTION = 0
    YES_NO_CANCEL_OPTION = 1
    OK_CANCEL_OPTION = 2
    ERROR_MESSAGE, INFORMATION_MESSAGE, WARNING_MESSAGE, QUESTION_MESSAGE, PLAIN_MESSAGE = 0, 1, 2, 3, -1

    @staticmethod
    def showMessageDialog(parent: Any, message: Any, *rest: Any) -> None:
        from .builtins import msgDlg
        msgDlg(message)

    @staticmethod
    def showInputDialog(*args: Any) -> Optional[str]:
        from .builtins import inputString
        # (message), (message, initial), (parent, message), (parent, message, title, type)
        message = args[1] if len(args) >= 2 and not isinstance(args[0], str) else args[0]
        return inputString(message)

    @staticmethod
    def showConfirmDialog(parent: Any, message: Any, *rest: Any) -> int:
        from .builtins import askYesNo
        answer = askYesNo(message)
        return JOptionPane.CLOSED_OPTION if answer is None else (0 if answer else 1)
