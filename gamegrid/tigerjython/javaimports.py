"""Jython's imports of Java classes, for TigerJython scripts.

Jython imports any class of the Java library as if packages and classes were modules:

    import java.awt.Color                  # then java.awt.Color.red
    import java.awt.Color as JColor
    from java.awt import Color
    from java.util import *
    import java.lang as lang; lang.Math.PI
    import java; java.lang.Math.sqrt(2)

Here a finder on sys.meta_path makes those packages (`java.*`, `javax.*`, `ch.aplu.*`) on demand, and a
dotted name whose last part starts with a capital letter (Java's rule for classes) is a class: importing
it puts the class itself in sys.modules, so every form above gives the same object. Which object:
gamegrid's stand-in when there is one (ALIASES; `ch.aplu.jgamegrid` is gamegrid itself, `ch.aplu.jcardgame`
is gamegrid.cards), for a name
ending in Exception or Error a Python exception class (gamegrid/java/exceptions.py), and for any other
class a placeholder that says "not available in gamegrid for CPython" when it is used, never at import
(gamegrid/java/unavailable.py). `soundsystem` is a silent stand-in.
The finder is only installed for TigerJython scripts (by the runner) or on request, and it comes last
on sys.meta_path, so a real package of the same name always wins.
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
import types
from typing import Any, Dict, List, Optional

from ..java.exceptions import exception_class, is_exception_name, names_in_package
from ..base.i18n import tr
from ..java.unavailable import unavailable_class, unavailable_message

# Modules gamegrid names may live in, for names gamegrid/__init__ does not export.
_GAMEGRID_MODULES = ("gamegrid", "gamegrid.model.grid", "gamegrid.model.actor", "gamegrid.model.location",
                     "gamegrid.java.awt", "gamegrid.java.keys", "gamegrid.java.x11colors", "gamegrid.java.events",
                     "gamegrid.model.background", "gamegrid.model.vector")

# alias module -> {name: "module:attribute"}; None means "forward to gamegrid".
ALIASES: Dict[str, Optional[Dict[str, str]]] = {
    "ch": {},
    "ch.aplu": {},
    "ch.aplu.jgamegrid": None,
    # JCardGame (gamegrid/cards); `from ch.aplu.jcardgame.Hand import SortType` reads the class Hand's
    # attribute, as Jython does for a nested enum
    "ch.aplu.jcardgame": {name: f"gamegrid.cards:{name}" for name in (
        "Card", "CardActor", "CardAdapter", "CardCover", "CardGame", "CardListener", "CardOrientation",
        "ColumnLayout", "Deck", "FanLayout", "Hand", "HandLayout", "PackageInfo", "RowLayout", "StackLayout",
        "TargetArea")},
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
    "java.util": {"ArrayList": "gamegrid.java.javatypes:ArrayList",
                  **{name: f"gamegrid.java.util:{name}" for name in (
                      "Random", "HashMap", "Hashtable", "LinkedHashMap", "HashSet", "LinkedList", "Vector",
                      "Stack")}},
    "java.io": {"File": "gamegrid.java.io:File"},
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
    value = getattr(_gamegrid_module_with(name), name, _MISSING)
    if value is _MISSING:
        raise AttributeError(name)
    return value


_MISSING = object()


def _gamegrid_module_with(name: str) -> Optional[types.ModuleType]:
    """The first of gamegrid's modules that has `name`, or None."""
    for module in _GAMEGRID_MODULES:
        try:
            mod = importlib.import_module(module)
        except ImportError:
            continue
        if hasattr(mod, name):
            return mod
    return None


def _gamegrid_public_names() -> List[str]:
    import gamegrid
    names = getattr(gamegrid, "__all__", None)
    if names is None:
        names = [n for n in dir(gamegrid) if not n.startswith("_")]
    return list(names)


# The Java packages an attribute read may open (`import java` then `java.util.Random`); importing any other
# lower-case name under java/javax/ch.aplu makes a package too, so an import never fails.
KNOWN_PACKAGES = frozenset((
    "java", "java.lang", "java.lang.reflect", "java.util", "java.util.concurrent", "java.util.concurrent.atomic",
    "java.util.concurrent.locks", "java.util.regex", "java.util.function", "java.io", "java.net", "java.nio",
    "java.nio.file", "java.text", "java.math", "java.time", "java.sql", "java.awt", "java.awt.event",
    "java.awt.geom", "java.awt.image", "java.awt.font", "java.awt.color", "javax", "javax.swing",
    "javax.swing.event", "javax.swing.border", "javax.sound", "javax.sound.sampled", "javax.sound.midi",
    "javax.imageio", "ch", "ch.aplu", "ch.aplu.jgamegrid", "ch.aplu.jcardgame", "ch.aplu.util", "ch.aplu.turtle"))


# Classes without a stand-in that `from package import *` names anyway (as Jython, which gives every class
# of the package), so that a script importing more than it uses finds its names; using them says that
# they are not available (gamegrid/java/unavailable.py). Names gamegrid itself exports are left out.
STAR_PLACEHOLDERS: Dict[str, tuple] = {
    "java.lang": ("Class", "Runtime", "Process", "Iterable", "Comparable", "Cloneable"),
    "java.util": ("Arrays", "Collections", "Scanner", "Date", "Calendar", "Iterator", "List", "Map", "Set",
                  "TreeMap", "TreeSet", "Timer", "TimerTask", "Comparator", "Collection", "Queue", "Deque"),
    "java.awt": ("Frame", "Panel", "Canvas", "Graphics", "Image", "Toolkit", "BorderLayout", "FlowLayout",
                 "GridLayout", "Rectangle", "Cursor", "Component", "Container", "Robot", "Shape", "Stroke"),
    "java.awt.event": ("ActionListener", "ActionEvent", "KeyListener", "KeyAdapter", "MouseListener",
                       "MouseAdapter", "MouseMotionListener", "MouseWheelListener", "WindowAdapter",
                       "WindowListener", "WindowEvent", "InputEvent"),
    "javax.swing": ("JFrame", "JPanel", "JButton", "JLabel", "JTextField", "JTextArea", "JCheckBox", "JSlider",
                    "JComboBox", "JMenu", "JMenuBar", "JMenuItem", "JScrollPane", "JComponent", "Timer",
                    "SwingUtilities", "ImageIcon", "BorderFactory", "UIManager", "JDialog", "JList"),
}


def is_java_name(fullname: str) -> bool:
    """A name the finder answers for: the Java roots and everything under them."""
    return (fullname in ("java", "javax", "ch", "ch.aplu")
            or fullname.startswith(("java.", "javax.", "ch.aplu.")))


def _is_class_name(part: str) -> bool:
    return part[:1].isupper()


def java_class(package: str, name: str) -> Any:
    """What `from package import name` gives for a class name; never fails (see the module's text)."""
    if package in ALIASES:
        table = ALIASES[package]
        try:
            return _from_gamegrid(name) if table is None else _resolve(table[name])
        except (KeyError, AttributeError):
            pass
    full_name = f"{package}.{name}"
    if is_exception_name(name):
        return exception_class(full_name)
    return unavailable_class(full_name)


def _star_names(fullname: str) -> List[str]:
    """`from package import *`: the stand-ins and the catalogue's exceptions (as Jython: every class)."""
    table = ALIASES.get(fullname, {})
    names = _gamegrid_public_names() if table is None else list(table)
    names += [n for n in names_in_package(fullname) if n not in names]
    if fullname in STAR_PLACEHOLDERS:
        exported = set(_gamegrid_public_names())
        names += [n for n in STAR_PLACEHOLDERS[fullname] if n not in names and n not in exported]
    return names


class _PackageLoader(importlib.abc.Loader):
    """A Java package: classes and subpackages are its attributes, looked up when first read."""

    def create_module(self, spec):
        return None  # default module object

    def exec_module(self, module: types.ModuleType) -> None:
        fullname = module.__name__

        def __getattr__(name: str) -> Any:
            if name == "__all__":
                return _star_names(fullname)
            if name.startswith("__"):
                raise AttributeError(name)
            table = ALIASES.get(fullname, {})
            value: Any = _MISSING
            if table is None:   # ch.aplu.jgamegrid: gamegrid's classes and functions (makeGameGrid, ...)
                value = getattr(_gamegrid_module_with(name), name, _MISSING)
            elif name in table:
                value = _resolve(table[name])
            if value is not _MISSING:
                pass
            elif _is_class_name(name):
                value = java_class(fullname, name)
            elif f"{fullname}.{name}" in KNOWN_PACKAGES or f"{fullname}.{name}" in sys.modules:
                value = importlib.import_module(f"{fullname}.{name}")
            elif table is None:
                # ImportError, not AttributeError: `from ch.aplu.jgamegrid import typo` would replace an
                # AttributeError's text by Python's bare "cannot import name".
                raise ImportError(
                    tr("{fullname}.{name} is not provided by gamegrid for CPython: it has only the Java names "
                       "gamegrid scripts use ({fullname}: {provided}). gamegrid's migration guide "
                       "(docs/migration.md) says what to use instead.",
                       fullname=fullname, name=name, provided=tr("the jgamegrid names")), name=fullname)
            else:
                raise AttributeError(unavailable_message(f"{fullname}.{name}"))
            setattr(module, name, value)
            return value

        module.__getattr__ = __getattr__


class _ClassLoader(importlib.abc.Loader):
    """`import java.awt.Color`: the module java.awt.Color is the class itself (sys.modules holds the class,
    which the import statement then binds), as in Jython."""

    def create_module(self, spec):
        return None

    def exec_module(self, module: types.ModuleType) -> None:
        package, _, name = module.__name__.rpartition(".")
        sys.modules[module.__name__] = java_class(package, name)


class JavaAliasFinder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path, target=None):
        if fullname in ALIASES and not is_java_name(fullname):   # soundsystem
            return importlib.machinery.ModuleSpec(fullname, _PackageLoader(), is_package=True)
        if not is_java_name(fullname):
            return None
        package, _, last = fullname.rpartition(".")
        if ALIASES.get(package, {}) is None and not _is_class_name(last):
            return None   # gamegrid's functions are no packages: `from ch.aplu.jgamegrid import typo` fails
        if _is_class_name(last):
            return importlib.machinery.ModuleSpec(fullname, _ClassLoader())
        return importlib.machinery.ModuleSpec(fullname, _PackageLoader(), is_package=True)


_finder = JavaAliasFinder()


def install_java_aliases() -> None:
    """Make the Java package names importable (idempotent)."""
    if not any(isinstance(f, JavaAliasFinder) for f in sys.meta_path):
        sys.meta_path.append(_finder)


def uninstall_java_aliases() -> None:
    sys.meta_path[:] = [f for f in sys.meta_path if not isinstance(f, JavaAliasFinder)]
    for name in list(sys.modules):
        if name in ALIASES or is_java_name(name):
            del sys.modules[name]
