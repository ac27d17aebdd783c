"""A Java class gamegrid has no stand-in for: importable, failing with a clear message when first used.

Jython imports any class of the Java library, and a TigerJython script often imports more than it uses
(`from javax.swing import *`, a listener interface it implements). So the import always succeeds; the
class object says "not available in gamegrid for CPython: java.util.Foo" when the script calls it or reads
one of its attributes. A script may still subclass it (Java interfaces: `class Clock(ActionListener)`):
the subclass is an ordinary Python class.
"""
from __future__ import annotations

from typing import Any, Dict

from ..base.i18n import tr


def unavailable_message(full_name: str) -> str:
    return tr("Not available in gamegrid for CPython: {name}. gamegrid has stand-ins only for the Java classes "
              "classroom scripts use; docs/migration.md says what to use instead.", name=full_name)


class JavaAttributeNotAvailable(AttributeError):
    """Reading an attribute of a Java class without a stand-in (its message says all; no hint adds to it)."""
    __module__ = "builtins"   # tracebacks show its bare name, as for Python's own errors


class UnavailableJavaClass(type):
    """Metaclass of the placeholders; a placeholder has its Java name in its own `_java_unavailable`."""

    def __call__(cls, *args: Any, **kwargs: Any) -> Any:
        name = cls.__dict__.get("_java_unavailable")
        if name is not None:
            raise NotImplementedError(unavailable_message(name))
        return super().__call__(*args, **kwargs)

    def __getattr__(cls, attribute: str) -> Any:
        # only called for attributes the class does not have; Python's own (dunder) lookups stay quiet
        name = cls.__dict__.get("_java_unavailable")
        if name is None or attribute.startswith("__"):
            raise AttributeError(attribute)
        if attribute[:1].isupper() and not attribute.isupper():
            # a nested class (Hand.SortType; constants are all capitals): as importable as its outer class
            from .exceptions import exception_class, is_exception_name
            full = f"{name}.{attribute}"
            return exception_class(full) if is_exception_name(attribute) else unavailable_class(full)
        raise JavaAttributeNotAvailable(unavailable_message(f"{name}.{attribute}"))

    def __repr__(cls) -> str:
        name = cls.__dict__.get("_java_unavailable")
        return f"<Java class {name} (not available in gamegrid for CPython)>" if name else super().__repr__()


_made: Dict[str, type] = {}


def unavailable_class(full_name: str) -> type:
    """The placeholder for the Java class `full_name` (the same object for every import of it)."""
    made = _made.get(full_name)
    if made is None:
        package, _, simple = full_name.rpartition(".")
        made = UnavailableJavaClass(simple, (), {"_java_unavailable": full_name, "__module__": package,
                                                  "__qualname__": simple})
        _made[full_name] = made
    return made
