"""The ``java.lang`` / ``ch.aplu.util`` classes classroom gamegrid scripts use, on Python types."""
from __future__ import annotations

import math
import os
import platform
import random
import sys
import threading
import time
from typing import Any, Optional


def _runtime_delay(ms: float) -> None:
    """delay() through gamegrid's runtime, so the window stays alive; plain sleep otherwise."""
    try:
        from gamegrid import runtime
        if runtime.active() is not None:
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
    cbrt = staticmethod(lambda x: math.copysign(abs(x) ** (1.0 / 3.0), x))
    sin = staticmethod(math.sin)
    cos = staticmethod(math.cos)
    tan = staticmethod(math.tan)
    asin = staticmethod(math.asin)
    acos = staticmethod(math.acos)
    atan = staticmethod(math.atan)
    atan2 = staticmethod(math.atan2)
    sinh = staticmethod(math.sinh)
    cosh = staticmethod(math.cosh)
    tanh = staticmethod(math.tanh)
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
    def rint(x: float) -> float:
        return float(round(x))   # both round halves to even

    @staticmethod
    def round(x: float) -> int:  # Java rounds half up
        return int(math.floor(x + 0.5))

    @staticmethod
    def signum(x: float) -> float:
        return float((x > 0) - (x < 0))

    @staticmethod
    def floorDiv(a: int, b: int) -> int:
        return a // b

    @staticmethod
    def floorMod(a: int, b: int) -> int:
        return a % b

    @staticmethod
    def random() -> float:
        return random.random()


class _Out:
    def println(self, *value: Any) -> None:
        print(*(_java_str(v) for v in value))

    def print(self, *value: Any) -> None:
        print(*(_java_str(v) for v in value), end="")

    def printf(self, fmt: str, *args: Any) -> None:
        print(String.format(fmt, *args), end="")

    def flush(self) -> None:
        sys.stdout.flush()


def _java_str(value: Any) -> str:
    """What Java's String.valueOf gives: true/false, "null"."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    return str(value)


_PROPERTIES = {"line.separator": "\n", "file.separator": os.sep, "path.separator": os.pathsep,
               "java.version": "1.8 (gamegrid for CPython)", "java.vendor": "gamegrid for CPython"}


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

    @staticmethod
    def getProperty(name: str, default: Optional[str] = None) -> Optional[str]:
        dynamic = {"user.home": os.path.expanduser("~"), "user.dir": os.getcwd(),
                   "user.name": os.environ.get("USER") or os.environ.get("USERNAME"),
                   "os.name": platform.system(), "os.version": platform.release()}
        value = dynamic.get(name, _PROPERTIES.get(name))
        return default if value is None else value

    @staticmethod
    def getenv(name: str) -> Optional[str]:
        return os.environ.get(name)

    @staticmethod
    def lineSeparator() -> str:
        return "\n"

    @staticmethod
    def gc() -> None:
        """Python frees memory by itself."""

    @staticmethod
    def arraycopy(src: Any, src_pos: int, dest: Any, dest_pos: int, length: int) -> None:
        dest[dest_pos:dest_pos + length] = src[src_pos:src_pos + length]


def _on_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


class Thread(threading.Thread):
    """java.lang.Thread on a Python thread: subclass it and override run(), or pass a Runnable; start().

    Threads are daemons, so a program ends when its window is closed even if a thread still loops."""

    MIN_PRIORITY, NORM_PRIORITY, MAX_PRIORITY = 1, 5, 10

    def __init__(self, *args: Any) -> None:
        runnable = next((a for a in args if not isinstance(a, str) and hasattr(a, "run")), None)
        name = next((a for a in args if isinstance(a, str)), None)
        super().__init__(name=name, daemon=True)
        self._runnable = runnable
        self._interrupted = False
        self._wakeup = threading.Event()   # set by interrupt(): ends a sleep() early, as in Java

    def run(self) -> None:
        if self._runnable is not None:
            self._runnable.run()

    @staticmethod
    def sleep(ms: float, nanos: int = 0) -> None:
        """Wait ms milliseconds (on the main thread the window stays alive meanwhile). In a Thread of this
        class, interrupt() ends the wait with java.lang.InterruptedException, as in Java."""
        current = threading.current_thread()
        if isinstance(current, Thread):
            current._sleep_interruptibly(ms)
        elif _on_main_thread():
            _runtime_delay(ms)
        else:
            time.sleep(max(0.0, ms) / 1000.0)

    def _sleep_interruptibly(self, ms: float) -> None:
        if not self._interrupted:
            self._wakeup.wait(max(0.0, ms) / 1000.0)
        if self._interrupted:
            self._interrupted = False   # Java clears the flag when it throws
            self._wakeup.clear()
            from ..java.exceptions import interrupted_exception
            raise interrupted_exception()("sleep interrupted")

    @staticmethod
    def interrupted() -> bool:
        """Whether the current thread was interrupted; clears the flag (Java's Thread.interrupted())."""
        current = threading.current_thread()
        if not isinstance(current, Thread):
            return False
        flag, current._interrupted = current._interrupted, False
        current._wakeup.clear()
        return flag

    @staticmethod
    def currentThread() -> threading.Thread:
        return threading.current_thread()

    @staticmethod
    def yield_() -> None:
        time.sleep(0)

    def isAlive(self) -> bool:
        return self.is_alive()

    def join(self, ms: Optional[float] = None) -> None:   # type: ignore[override]
        super().join(None if not ms else ms / 1000.0)

    def interrupt(self) -> None:
        self._interrupted = True
        self._wakeup.set()

    def isInterrupted(self) -> bool:
        return self._interrupted

    def setDaemon(self, on: bool) -> None:   # type: ignore[override]
        self.daemon = bool(on)

    def isDaemon(self) -> bool:   # type: ignore[override]
        return self.daemon

    def getName(self) -> str:   # type: ignore[override]
        return self.name

    def setName(self, name: str) -> None:   # type: ignore[override]
        self.name = str(name)

    def setPriority(self, priority: int) -> None:
        """Python threads have no priorities; accepted and ignored."""

    def getPriority(self) -> int:
        return Thread.NORM_PRIORITY


class Runnable:
    """java.lang.Runnable: a class with run(), for Thread(runnable)."""

    def run(self) -> None:
        """Override: what the thread does."""


Object = object


class String(str):
    """java.lang.String: a Python str; String.valueOf(x), String.format(fmt, ...), String.join(sep, items)."""

    @staticmethod
    def valueOf(value: Any) -> str:
        return _java_str(value)

    @staticmethod
    def format(fmt: str, *args: Any) -> str:
        """Java's format: %d, %s, %.2f, %5d ... as in Python's %, and %n for a new line."""
        return str(fmt).replace("%n", "\n") % args

    @staticmethod
    def join(separator: str, *items: Any) -> str:   # type: ignore[override]
        parts = items[0] if len(items) == 1 and not isinstance(items[0], str) else items
        return str(separator).join(str(p) for p in parts)

    def equals(self, other: Any) -> bool:
        return str(self) == other

    def equalsIgnoreCase(self, other: Any) -> bool:
        return isinstance(other, str) and self.lower() == other.lower()

    def length(self) -> int:
        return len(self)

    def charAt(self, index: int) -> str:
        return self[index]


class _Number:
    """What java.lang.Integer / Long / Double / Float share."""
    _convert: Any = int

    def __new__(cls, value: Any):   # Integer(5), Double("2.5") give plain Python numbers
        return cls._convert(value)

    @classmethod
    def valueOf(cls, value: Any, *radix: int) -> Any:
        if radix and isinstance(value, str):
            return int(value, radix[0])
        return cls._convert(value.strip() if isinstance(value, str) else value)

    @staticmethod
    def toString(value: Any, *radix: int) -> str:
        if radix:
            return _to_radix(int(value), radix[0])
        return str(value)

    @staticmethod
    def compare(a: Any, b: Any) -> int:
        return (a > b) - (a < b)


def _to_radix(value: int, radix: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if value == 0:
        return "0"
    sign, value, text = ("-" if value < 0 else ""), abs(value), ""
    while value:
        value, digit = divmod(value, radix)
        text = digits[digit] + text
    return sign + text


class Integer(_Number):
    MAX_VALUE = 2 ** 31 - 1
    MIN_VALUE = -(2 ** 31)

    @staticmethod
    def parseInt(text: str, radix: int = 10) -> int:
        return int(str(text).strip(), radix)

    @staticmethod
    def toBinaryString(value: int) -> str:
        return format(value & 0xFFFFFFFF if value < 0 else value, "b")

    @staticmethod
    def toHexString(value: int) -> str:
        return format(value & 0xFFFFFFFF if value < 0 else value, "x")

    @staticmethod
    def signum(value: int) -> int:
        return (value > 0) - (value < 0)


class Long(Integer):
    MAX_VALUE = 2 ** 63 - 1
    MIN_VALUE = -(2 ** 63)

    @staticmethod
    def parseLong(text: str, radix: int = 10) -> int:
        return int(str(text).strip(), radix)


class Double(_Number):
    """java.lang.Double (``from gamegrid import *`` gives Point2D.Double under this name instead)."""
    _convert = float
    MAX_VALUE = sys.float_info.max
    MIN_VALUE = 5e-324
    POSITIVE_INFINITY = math.inf
    NEGATIVE_INFINITY = -math.inf
    NaN = math.nan

    @staticmethod
    def parseDouble(text: str) -> float:
        return float(str(text).strip())

    @staticmethod
    def isNaN(value: float) -> bool:
        return math.isnan(value)

    @staticmethod
    def isInfinite(value: float) -> bool:
        return math.isinf(value)


class Float(Double):
    MAX_VALUE = 3.4028234663852886e38
    MIN_VALUE = 1.401298464324817e-45

    @staticmethod
    def parseFloat(text: str) -> float:
        return float(str(text).strip())


class Boolean:
    TRUE, FALSE = True, False

    def __new__(cls, value: Any) -> bool:   # type: ignore[misc]
        return Boolean.parseBoolean(value) if isinstance(value, str) else bool(value)

    @staticmethod
    def parseBoolean(text: Any) -> bool:
        return str(text).strip().lower() == "true"

    valueOf = parseBoolean

    @staticmethod
    def toString(value: Any) -> str:
        return _java_str(bool(value))


class Character:
    MIN_VALUE, MAX_VALUE = "\u0000", "\uffff"
    isDigit = staticmethod(lambda c: str(c).isdigit())
    isLetter = staticmethod(lambda c: str(c).isalpha())
    isLetterOrDigit = staticmethod(lambda c: str(c).isalnum())
    isWhitespace = staticmethod(lambda c: str(c).isspace())
    isUpperCase = staticmethod(lambda c: str(c).isupper())
    isLowerCase = staticmethod(lambda c: str(c).islower())
    toUpperCase = staticmethod(lambda c: str(c).upper())
    toLowerCase = staticmethod(lambda c: str(c).lower())
    getNumericValue = staticmethod(lambda c: int(str(c), 36) if str(c).isalnum() else -1)
    toString = staticmethod(str)


class StringBuilder:
    """java.lang.StringBuilder (also StringBuffer): append(...), insert, reverse, toString()."""

    def __init__(self, text: Any = "") -> None:
        self._text = "" if isinstance(text, int) and not isinstance(text, bool) else _java_str(text)

    def append(self, value: Any) -> "StringBuilder":
        self._text += _java_str(value)
        return self

    def insert(self, index: int, value: Any) -> "StringBuilder":
        self._text = self._text[:index] + _java_str(value) + self._text[index:]
        return self

    def reverse(self) -> "StringBuilder":
        self._text = self._text[::-1]
        return self

    def length(self) -> int:
        return len(self._text)

    def charAt(self, index: int) -> str:
        return self._text[index]

    def setLength(self, length: int) -> None:
        self._text = self._text[:length].ljust(length, "\0")

    def toString(self) -> str:
        return self._text

    __str__ = toString


StringBuffer = StringBuilder


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
        from .script_builtins import msgDlg
        msgDlg(message)

    @staticmethod
    def showInputDialog(*args: Any) -> Optional[str]:
        from .script_builtins import inputString
        # (message), (message, initial), (parent, message), (parent, message, title, type)
        message = args[1] if len(args) >= 2 and not isinstance(args[0], str) else args[0]
        return inputString(message)

    @staticmethod
    def showConfirmDialog(parent: Any, message: Any, *rest: Any) -> int:
        from .script_builtins import askYesNo
        answer = askYesNo(message)
        return JOptionPane.CLOSED_OPTION if answer is None else (0 if answer else 1)
