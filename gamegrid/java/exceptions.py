"""Java's exception classes as Python exception classes, for `except java.io.IOException:` and friends.

In TigerJython the Java classes a script called raised Java exceptions; here the stand-ins (and Python
itself) raise Python's. So a Java exception class that has a Python counterpart raised in the same
situation IS that Python class (`IOException` is `OSError`, `IndexOutOfBoundsException` is `IndexError`,
`ArithmeticException` is `ArithmeticError`, which Python's division by zero raises): `except` catches what
really happens here. Java's catch-alls (`Throwable`, `Exception`, `RuntimeException`) are Python's
`Exception`, since every error of the stand-ins is one. Any other name that ends in `Exception` or `Error`
(`ConcurrentModificationException`, `InterruptedException`, a class we never heard of) becomes a class of
its own under `Exception`, made once per full name, with Java's `getMessage()` and `printStackTrace()`.
docs/decisions.md, "Java classes the stand-ins do not know", gives the reasons.
"""
from __future__ import annotations

import socket
import traceback
from typing import Dict, Optional

# Full Java name -> the Python class it is here.
PYTHON_COUNTERPARTS: Dict[str, type] = {
    "java.lang.Throwable": Exception,
    "java.lang.Exception": Exception,
    "java.lang.RuntimeException": Exception,
    "java.lang.Error": Exception,
    "java.lang.ArithmeticException": ArithmeticError,
    "java.lang.IndexOutOfBoundsException": IndexError,
    "java.lang.ArrayIndexOutOfBoundsException": IndexError,
    "java.lang.StringIndexOutOfBoundsException": IndexError,
    "java.lang.IllegalArgumentException": ValueError,
    "java.lang.NumberFormatException": ValueError,
    "java.lang.ClassCastException": TypeError,
    "java.lang.UnsupportedOperationException": NotImplementedError,
    "java.lang.AssertionError": AssertionError,
    "java.lang.StackOverflowError": RecursionError,
    "java.lang.OutOfMemoryError": MemoryError,
    "java.lang.ClassNotFoundException": ImportError,
    "java.util.NoSuchElementException": LookupError,
    "java.util.EmptyStackException": IndexError,
    "java.io.IOException": OSError,
    "java.io.FileNotFoundException": FileNotFoundError,
    "java.io.EOFException": EOFError,
    "java.io.UnsupportedEncodingException": LookupError,
    "java.net.SocketException": OSError,
    "java.net.ConnectException": ConnectionRefusedError,
    "java.net.SocketTimeoutException": TimeoutError,
    "java.net.UnknownHostException": socket.gaierror,
    "java.util.concurrent.TimeoutException": TimeoutError,
}


# Java exceptions with no Python counterpart that `from java.lang import *` (etc.) gives by name; any other
# FooException / FooError is made as well when a script names it.
WITHOUT_COUNTERPART = (
    "java.lang.InterruptedException", "java.lang.NullPointerException", "java.lang.IllegalStateException",
    "java.lang.CloneNotSupportedException", "java.lang.SecurityException", "java.lang.NegativeArraySizeException",
    "java.lang.IllegalMonitorStateException", "java.util.ConcurrentModificationException",
    "java.util.InputMismatchException", "java.lang.reflect.InvocationTargetException",
)


def names_in_package(package: str) -> list:
    """The exception classes a star import of `package` gives (the catalogue's, not every one made)."""
    return sorted(name.rpartition(".")[2] for name in (*PYTHON_COUNTERPARTS, *WITHOUT_COUNTERPART)
                  if name.rpartition(".")[0] == package)


class JavaException(Exception):
    """Base of the Java exception classes that have no Python counterpart (they are Python exceptions,
    so `except Exception:` catches them too)."""

    java_name = "java.lang.Exception"

    def getMessage(self) -> Optional[str]:
        return str(self.args[0]) if self.args else None

    getLocalizedMessage = getMessage

    def printStackTrace(self) -> None:
        traceback.print_exception(type(self), self, self.__traceback__)

    def toString(self) -> str:
        message = self.getMessage()
        return self.java_name if message is None else f"{self.java_name}: {message}"

    def getCause(self) -> Optional[BaseException]:
        return self.__cause__


_made: Dict[str, type] = {}


def is_exception_name(simple_name: str) -> bool:
    """Java's naming rule for throwables: FooException, FooError (and Throwable itself)."""
    return simple_name.endswith(("Exception", "Error")) or simple_name == "Throwable"


def exception_class(full_name: str) -> type:
    """The Python exception class standing for the Java class `full_name` (same object every time)."""
    known = PYTHON_COUNTERPARTS.get(full_name)
    if known is not None:
        return known
    made = _made.get(full_name)
    if made is None:
        simple = full_name.rpartition(".")[2]
        made = type(simple, (JavaException,), {"java_name": full_name, "__module__": full_name.rpartition(".")[0],
                                               "__qualname__": simple})
        _made[full_name] = made
    return made


def interrupted_exception() -> type:
    """java.lang.InterruptedException, which Thread.sleep raises when the thread is interrupted."""
    return exception_class("java.lang.InterruptedException")
