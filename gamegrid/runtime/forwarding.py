"""Module functions that forward to a method of the current window object (as turtle.py forwards to its screen).

`from gamegrid import *` and `from gpanel import *` give scripts functions such as `addActor(...)` or
`line(...)` that call the method of the same name on the one GameGrid / GPanel the script made.
"""
from __future__ import annotations

from typing import Any, Callable


def forwarder(cls: type, name: str, current: Callable[[str], Any], module: str) -> Callable[..., Any]:
    """A function `name` of `module` calling `current(name).name(...)`, documented as `cls.name`."""
    method = getattr(cls, name)

    def function(*args: Any, **kwargs: Any) -> Any:
        return getattr(current(name), name)(*args, **kwargs)

    function.__name__ = function.__qualname__ = name
    function.__module__ = module
    function.__doc__ = method.__doc__
    return function
