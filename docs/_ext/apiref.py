"""The API reference page: every public name of `from gamegrid import *`, documented from its docstring.

The page is generated from the names a script gets (`gamegrid.__all__`), not from file paths, so moving
code between modules changes nothing here. Each name is documented as `gamegrid.NAME` with autodoc; the
sections are chosen by what the object is. After reading, the build checks that the Python domain holds
every public name and warns (an error under `-W`) about any that is missing.
"""
from __future__ import annotations

import importlib
import inspect
from pathlib import Path
from typing import Any

MODULE = "gamegrid"

# section title -> one-line introduction (in page order)
SECTIONS = {
    "Module functions: the window": (
        "Each calls the method of the same name on the window made by ``makeGameGrid`` "
        "(as ``turtle`` forwards to its one screen), so ``addActor(a, loc)`` is ``GameGrid.addActor(a, loc)``."),
    "Module functions": "Functions that do not need a window, and the TigerJython builtins scripts call.",
    "Classes": "Actors, the grid, locations and the Java classes TigerJython scripts use.",
    "Listeners and adapters": (
        "Java-style listener interfaces: subclass one, define the callback methods, register an instance "
        "(``addMouseListener``, ``addActListener``, ...). A plain function passed as keyword to "
        "``makeGameGrid`` does the same."),
    "Errors": "Exceptions gamegrid raises, with a message saying what was wrong and what to do.",
    "Constants": "Colours exported as bare names, as TigerJython's gamegrid does.",
    "Modules": "Modules that ``from gamegrid import *`` also gives, as in TigerJython.",
}
# Classes that keep their base classes' members out of the reference (Python's own docstrings are not ours).
_FOREIGN_BASES = "object, list, dict, int, float, str, tuple, Enum, IntEnum, BaseException, Exception"


def public_names(module_name: str = MODULE) -> list[str]:
    """The names `from module import *` binds, in the module's order."""
    module = importlib.import_module(module_name)
    names = getattr(module, "__all__", None)
    if names is None:
        names = [name for name in vars(module) if not name.startswith("_")]
    return list(names)


def section_of(name: str, obj: Any, grid_class: type) -> str:
    if inspect.ismodule(obj):
        return "Modules"
    if inspect.isclass(obj):
        if issubclass(obj, BaseException):
            return "Errors"
        if name.endswith(("Listener", "Adapter")):
            return "Listeners and adapters"
        return "Classes"
    if callable(obj):
        return "Module functions: the window" if hasattr(grid_class, name) else "Module functions"
    return "Constants"


def directive(name: str, obj: Any, section: str) -> str:
    target = f"{MODULE}.{name}"
    if section == "Modules":
        return (f".. py:data:: {name}\n\n   The standard module :mod:`{obj.__name__}`, "
                f"available after ``from {MODULE} import *``.\n")
    if inspect.isclass(obj):
        return (f".. autoclass:: {target}\n   :members:\n   :undoc-members:\n"
                f"   :inherited-members: {_FOREIGN_BASES}\n")
    if section == "Constants":
        return f".. autodata:: {target}\n   :annotation: = {obj!r}\n"
    return f".. autofunction:: {target}\n"


def reference_rst(module_name: str = MODULE) -> str:
    """The reStructuredText of the API reference page."""
    module = importlib.import_module(module_name)
    grid_class = module.GameGrid
    by_section: dict[str, list[str]] = {title: [] for title in SECTIONS}
    for name in public_names(module_name):
        obj = getattr(module, name)
        by_section[section_of(name, obj, grid_class)].append(directive(name, obj, section_of(name, obj, grid_class)))
    lines = ["API reference", "=============", "",
             f"Every name a script gets from ``from {module_name} import *``, with its documentation. "
             "Names, parameters and behaviour follow TigerJython's gamegrid; where this port differs, "
             "the entry says so.", "", f".. py:currentmodule:: {module_name}", ""]
    for title, entries in by_section.items():
        if not entries:
            continue
        lines += [title, "-" * len(title), "", SECTIONS[title], ""]
        for entry in sorted(entries, key=lambda text: text.split("::", 1)[1].split()[0].lower()):
            lines += [entry, ""]
    return "\n".join(lines)


def write_reference(target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(reference_rst(), encoding="utf-8")


def _forwarded_signature(app, what, name, obj, options, signature, return_annotation):
    """A module function that forwards to GameGrid shows the method's parameters, not (*args, **kwargs)."""
    if what != "function" or not _takes_anything(obj):
        return None
    from sphinx.util.inspect import signature as sphinx_signature, stringify_signature
    from sphinx.util.typing import stringify_annotation
    grid_class = importlib.import_module(MODULE).GameGrid
    short = name.rsplit(".", 1)[-1]
    raw = inspect.getattr_static(grid_class, short, None)
    if raw is None:
        return None
    try:   # an instance method's `self` is dropped; a static method has none
        shown = sphinx_signature(getattr(grid_class, short), bound_method=inspect.isfunction(raw))
    except (TypeError, ValueError):
        return None
    returned = shown.return_annotation
    return (stringify_signature(shown, show_return_annotation=False),
            None if returned is inspect.Signature.empty else stringify_annotation(returned))


def _takes_anything(obj: Any) -> bool:
    """True for a function whose parameters are exactly (*args, **kwargs)."""
    try:
        kinds = [p.kind for p in inspect.signature(obj).parameters.values()]
    except (TypeError, ValueError):
        return False
    return kinds == [inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD]


def _forwarded_docstring(app, what, name, obj, options, lines):
    """Point a window function at its GameGrid method, also when the method has no docstring yet."""
    if what != "function" or name.count(".") != 1 or not name.startswith(MODULE + "."):
        return
    short = name.rsplit(".", 1)[-1]
    grid_class = importlib.import_module(MODULE).GameGrid
    if hasattr(grid_class, short) and callable(getattr(grid_class, short)):
        lines += ["", f"The same as :meth:`GameGrid.{short}` on the window made by ``makeGameGrid``."]


def _skip_class_aliases(app, what, name, obj, skip, options):
    """GameGrid.ClosingMode is gamegrid.ClosingMode: documented once, at the top level."""
    if what == "class" and inspect.isclass(obj):
        module = importlib.import_module(MODULE)
        if getattr(module, obj.__name__, None) is obj:
            return True
    return None


def _check_coverage(app, env) -> None:
    """Every public name must be a documented object in the Python domain."""
    from sphinx.util import logging
    documented = set(env.get_domain("py").objects)
    missing = [name for name in public_names() if f"{MODULE}.{name}" not in documented]
    if missing:
        logging.getLogger(__name__).warning(
            "API reference misses %d public name(s) of 'from %s import *': %s",
            len(missing), MODULE, ", ".join(missing))


def setup(app):
    app.connect("autodoc-process-signature", _forwarded_signature)
    app.connect("autodoc-process-docstring", _forwarded_docstring)
    app.connect("autodoc-skip-member", _skip_class_aliases)
    app.connect("env-check-consistency", _check_coverage)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
