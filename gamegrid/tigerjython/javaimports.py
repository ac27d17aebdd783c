"""Java-package import aliases for Jython-era scripts.

``from ch.aplu.jgamegrid import GameGrid, Actor, Location``,
``from ch.aplu.util import X11Color, Monitor``, ``from java.awt import Color``,
``from java.awt.event import KeyEvent, MouseEvent``, ``from java.awt.geom import GeneralPath``,
``from java.lang import String, Thread``, ``from java.util import ArrayList`` and
``from javax.swing import JOptionPane`` resolve to gamegrid's own classes
(``soundsystem`` to a silent stand-in).  The finder is only installed for
TigerJython scripts (by the runner) or on request, and it comes last on
sys.meta_path, so a real package of the same name always wins.
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import types
from typing import Dict, List, Optional
from ..i18n import tr

# Modules gamegrid names may live in, for names gamegrid/__init__ does not export.
_GAMEGRID_MODULES = ("gamegrid", "gamegrid.model.grid", "gamegrid.model.actor", "gamegrid.model.location",
                     "gamegrid.java.awt", "gamegrid.java.keys", "gamegrid.java.x11colors", "gamegrid.java.events",
                     "gamegrid.model.background", "gamegrid.model.vector")

# alias module -> {name: "module:attribute"}; None means "forward to gamegrid".
ALIASES: Dict[str, Optional[Dict[str, str]]] = {
    "ch": {},
    "ch.aplu": {},
    "ch.aplu.jgamegrid": None,
    "ch.aplu.util": {"X11Color": "gamegrid.java.x11colors:X11Color",
                     "Monitor": "gamegrid.model.monitor:Monitor"},
    "java": {},
    "java.awt": {"Color": "gamegrid.java.awt:Color", "Point": "gamegrid.java.awt:Point",
                 "Font": "gamegrid.java.awt:Font", "Dimension": "gamegrid.java.awt:Dimension",
                 "BasicStroke": "gamegrid.java.awt:BasicStroke", "Polygon": "gamegrid.java.geom:Polygon",
                 "Graphics2D": "gamegrid.java.graphics2d:Graphics2D"},
    "java.awt.geom": {name: f"gamegrid.java.geom:{name}" for name in (
        "Point2D", "Line2D", "Rectangle2D", "Ellipse2D", "GeneralPath", "Path2D", "AffineTransform")},
    "java.awt.event": {"KeyEvent": "gamegrid.java.keys:KeyEvent",
                       "MouseEvent": "gamegrid.java.events:MouseEvent"},
    "java.lang": {name: f"gamegrid.tigerjython.javalang:{name}"
                  for name in ("Math", "System", "Thread", "Runnable", "Object", "String", "StringBuilder",
                               "StringBuffer", "Integer", "Long", "Double", "Float", "Boolean", "Character")},
    "java.util": {"ArrayList": "gamegrid.java.javatypes:ArrayList"},
    "javax": {},
    "javax.swing": {"JOptionPane": "gamegrid.tigerjython.javalang:JOptionPane"},
    # TigerJython's own sound module: a silent stand-in (sound is out of scope)
    "soundsystem": {name: f"gamegrid.tigerjython.soundsystem:{name}" for name in (
        "openSoundPlayer", "openSoundPlayerMP3", "openMonoPlayer", "openStereoPlayer", "play",
        "blockingPlay", "stop", "pause", "rewind", "isPlaying", "setVolume", "getVolume",
        "fadeIn", "fadeOut", "playLoop", "replay", "advance", "mute")},
}


def _resolve(target: str):
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)


def _from_gamegrid(name: str):
    for module in _GAMEGRID_MODULES:
        try:
            mod = importlib.import_module(module)
        except ImportError:
            continue
        if hasattr(mod, name):
            return getattr(mod, name)
    raise AttributeError(name)


def _gamegrid_public_names() -> List[str]:
    import gamegrid
    names = getattr(gamegrid, "__all__", None)
    if names is None:
        names = [n for n in dir(gamegrid) if not n.startswith("_")]
    return list(names)


class _AliasLoader(importlib.abc.Loader):
    def create_module(self, spec):
        return None  # default module object

    def exec_module(self, module: types.ModuleType) -> None:
        table = ALIASES[module.__name__]
        fullname = module.__name__

        def __getattr__(name: str):
            if name == "__all__":
                return _gamegrid_public_names() if table is None else list(table)
            if name.startswith("__"):
                raise AttributeError(name)
            try:
                value = _from_gamegrid(name) if table is None else _resolve(table[name])
            except (KeyError, AttributeError):
                # ImportError, not AttributeError: `from javax.swing import JFrame` would replace an
                # AttributeError's text by Python's bare "cannot import name".
                provided = tr("the jgamegrid names") if table is None else (
                    ", ".join(sorted(table)) or tr("no classes, only its subpackages"))
                raise ImportError(
                    tr("{fullname}.{name} is not provided by gamegrid for CPython: it has only the Java names "
                       "gamegrid scripts use ({fullname}: {provided}). gamegrid's migration guide "
                       "(docs/migration.md) says what to use instead.",
                       fullname=fullname, name=name, provided=provided), name=fullname) from None
            setattr(module, name, value)
            return value

        module.__getattr__ = __getattr__


class JavaAliasFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path, target=None):
        if fullname not in ALIASES:
            return None
        return importlib.machinery.ModuleSpec(fullname, _AliasLoader(), is_package=True)


_finder = JavaAliasFinder()


def install_java_aliases() -> None:
    """Make the Java package names importable (idempotent)."""
    if not any(isinstance(f, JavaAliasFinder) for f in sys.meta_path):
        sys.meta_path.append(_finder)


def uninstall_java_aliases() -> None:
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, JavaAliasFinder)]
    for name in list(sys.modules):
        if name in ALIASES:
            del sys.modules[name]
