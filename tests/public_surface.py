"""What users import from gamegrid, as a table of names and their kinds (checked by test_public_surface.py).

The surface: `from gamegrid import *` and `gg.<name>` (with every public attribute of the exported
classes: a method lost while a class was split would show here), `gamegrid.testing`, the top-level
modules TigerJython scripts import (gpanel, entrydialog, dbapi, and tcpcom/mqttclient where present),
the Java-style package names (`from ch.aplu.jgamegrid import ...`, `java.awt`, ...) and the runner's
entry points. Internal module paths are not part of it: they may move.

    python tests/public_surface.py > tests/data/public_surface.json   # after a deliberate change
"""
from __future__ import annotations

import enum
import importlib
import importlib.util
import inspect
import json
import os
import sys
import types
from pathlib import Path
from typing import Any

os.environ.setdefault("GAMEGRID_HEADLESS", "1")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

SNAPSHOT = Path(__file__).resolve().parent / "data" / "public_surface.json"
TOP_LEVEL_MODULES = ("gpanel", "entrydialog", "dbapi", "tcpcom", "mqttclient")


def kind(value: Any) -> str:
    """A name's kind, stable across moves: what it is, never where it is defined."""
    if isinstance(value, types.ModuleType):
        return "module"
    if isinstance(value, enum.Enum):
        return f"enum member of {type(value).__name__}"
    if inspect.isclass(value):
        return "class"
    if isinstance(value, (staticmethod, classmethod)):
        return type(value).__name__
    if isinstance(value, property):
        return "property"
    if inspect.isroutine(value) or callable(value):
        return "function"
    return f"value of type {type(value).__name__}"


def class_members(cls: type) -> dict[str, str]:
    """Public attributes of a class as a script reaches them (inherited ones included)."""
    members = {}
    for name in dir(cls):
        if name.startswith("_"):
            continue
        raw = inspect.getattr_static(cls, name)
        members[name] = kind(raw)
    return members


def module_names(module: types.ModuleType, names: list[str]) -> dict[str, Any]:
    table: dict[str, Any] = {}
    for name in sorted(names):
        value = getattr(module, name)
        table[name] = kind(value)
        if inspect.isclass(value) and getattr(value, "__module__", "").split(".")[0] in (
                "gamegrid", module.__name__):
            table[name + " members"] = class_members(value)
    return table


def surface() -> dict[str, Any]:
    import gamegrid
    import gamegrid.testing
    result: dict[str, Any] = {
        "gamegrid": module_names(gamegrid, list(gamegrid.__all__) + ["__version__"]),
        "gamegrid.testing": module_names(
            gamegrid.testing, [n for n in dir(gamegrid.testing) if not n.startswith("_")
                               and not isinstance(getattr(gamegrid.testing, n), types.ModuleType)
                               and getattr(getattr(gamegrid.testing, n), "__module__", "gamegrid").startswith(
                                   "gamegrid")]),
    }
    for name in TOP_LEVEL_MODULES:
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        result[name] = module_names(module, list(module.__all__))
    result["java packages"] = java_packages()
    result["runner"] = runner_entry_points()
    return result


def java_packages() -> dict[str, Any]:
    """Every name the Java-style packages give (`from ch.aplu.jgamegrid import GameGrid`)."""
    from gamegrid.tigerjython import javaimports
    installed = any(isinstance(f, javaimports.JavaAliasFinder) for f in sys.meta_path)
    javaimports.install_java_aliases()
    table: dict[str, Any] = {}
    try:
        for package in sorted(javaimports.ALIASES):
            module = importlib.import_module(package)
            table[package] = {name: kind(getattr(module, name)) for name in sorted(module.__all__)}
    finally:
        if not installed:   # leave the interpreter as it was (other tests run in it)
            javaimports.uninstall_java_aliases()
    return table


def runner_entry_points() -> dict[str, str]:
    """The console script and `python -m gamegrid`: where they lead, by what they are."""
    import configparser
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg")
    scripts = {}
    for line in config["options.entry_points"]["console_scripts"].strip().splitlines():
        command, _, target = (part.strip() for part in line.partition("="))
        module_name, _, attr = target.partition(":")
        scripts[f"console script {command}"] = kind(getattr(importlib.import_module(module_name), attr))
    main_spec = importlib.util.find_spec("gamegrid.__main__")
    scripts["python -m gamegrid"] = "module" if main_spec is not None else "missing"
    return scripts


if __name__ == "__main__":
    print(json.dumps(surface(), indent=1, sort_keys=True))
