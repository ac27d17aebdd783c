"""Mistakes in a pupil's Actor subclass that raise no error but make the program misbehave quietly:
`act` misspelt (so it never runs), Actor.__init__ not called (so the actor has no picture).
Each is said once per class, as a hint under the pupil's def line (the runtime's `warn` hook)."""
from __future__ import annotations

from typing import Any

from .hooks import runtime
from ..base.i18n import tr

# Names pupils give act() by mistake: other letter case, German "akt", French "agir", a plural.
MISSPELT_ACT = {"act", "akt", "acte", "acts", "agir", "handeln"}
_warned: set[tuple[type, str]] = set()


def _is_pupils(cls: type) -> bool:
    return not (getattr(cls, "__module__", "") or "").startswith("gamegrid")


def check_subclass(cls: type, base: type) -> None:
    """Called when the pupil defines a subclass of `base` (Actor): warn when act() is misspelt."""
    if not _is_pupils(cls) or getattr(cls, "act", None) is not getattr(base, "act", None):
        return
    for name, value in vars(cls).items():
        code = getattr(value, "__code__", None)
        if name != "act" and name.lower() in MISSPELT_ACT and code is not None:
            _warn_once(cls, "act", tr("{cls} has {name}() but no act(). gamegrid calls only act() (small "
                                      "letters), so {name}() never runs. Rename it to act.",
                                      cls=cls.__name__, name=name), code)
            return


def missed_init(actor: Any) -> None:
    """The actor's class has an __init__ that never called Actor.__init__ (found when it was added)."""
    cls = type(actor)
    init = getattr(cls, "__init__", None)
    code = getattr(init, "__code__", None)
    if not _is_pupils(cls) or code is None or not _is_pupils(init):
        return
    _warn_once(cls, "__init__", tr('{cls}.__init__ does not call Actor.__init__, so the actor has no picture. '
                                   'Write Actor.__init__(self, "sprites/nemo.gif") as its first line.',
                                   cls=cls.__name__), code)


def _warn_once(cls: type, what: str, text: str, code: Any) -> None:
    if (cls, what) in _warned:
        return
    _warned.add((cls, what))
    runtime.warn(text, code)
