"""Module functions that forward to a method of the current window object (as turtle.py forwards to its screen).

`from gamegrid import *` and `from gpanel import *` give scripts functions such as `addActor(...)` or
`line(...)` that call the method of the same name on the one GameGrid / GPanel the script made.

Editors read the functions' parameters and help from the stubs tools/make_stubs.py generates from the
methods (gamegrid/__init__.pyi, gamegrid/tigerjython/gpanel.pyi); at run time, `__wrapped__` lets
inspect.signature(), help() and IDLE's call tips show the method's parameters without `self`.
"""
from __future__ import annotations

import inspect
import types
from typing import Any, Callable


def forwarder(cls: type, name: str, current: Callable[[str], Any], module: str) -> Callable[..., Any]:
    """A function `name` of `module` calling `current(name).name(...)`, documented as `cls.name`."""
    method = getattr(cls, name)

    def function(*args: Any, **kwargs: Any) -> Any:
        return getattr(current(name), name)(*args, **kwargs)

    function.__name__ = function.__qualname__ = name
    function.__module__ = module
    function.__doc__ = method.__doc__
    # A method bound (to the class, only so that inspect.signature() drops `self`; nothing calls it)
    static = isinstance(inspect.getattr_static(cls, name), staticmethod)
    function.__wrapped__ = method if static else types.MethodType(method, cls)  # type: ignore[attr-defined]
    function._gg_forwards_to = (cls, name)  # type: ignore[attr-defined]
    return function


def forwarded_method(function: Any) -> tuple[type, str] | None:
    """(class, method name) when `function` is a forwarder made above, else None (tools/make_stubs.py)."""
    return getattr(function, "_gg_forwards_to", None)


def makes(cls: type) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator for a function that returns cls(...) (makeGameGrid makes a GameGrid): its stub shows the
    forms (overloads) of cls.__init__, so the forms are written down once."""
    def mark(function: Callable[..., Any]) -> Callable[..., Any]:
        function._gg_forwards_to = (cls, "__init__")  # type: ignore[attr-defined]
        return function
    return mark
