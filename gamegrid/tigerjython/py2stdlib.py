"""Python 2 standard-library behaviour that TigerJython programs rely on and Python 3 changed.

The translator rewrites syntax; these are run-time names no fixer covers: ``string.upper(s)`` and
``string.letters`` (added to ``string`` for every run: a Python 2 helper module may use them in a
program whose main file is Python 3), and the Python 2 module names (``import ConfigParser``,
``Queue``, ``cPickle``, ``StringIO``, ``Tkinter``, ``urllib2`` ...), which work for every script the
runner starts (also under ``--python3``); ``time.clock()`` is in the program's ``time``
(scripttime.py). Python 2's ``round`` and ``file`` come with the translation (runtime_helpers.py).
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import string
import sys
import types
from typing import Any, Callable, Dict, List, Tuple

from . import runtime_helpers as _helpers


def _str_method(name: str) -> Callable[..., Any]:
    method = getattr(str, name)

    def function(s: str, *args: Any) -> Any:
        return method(s, *args)
    function.__name__ = name
    return function


def _join(words: Any, sep: str = " ") -> str:
    return sep.join(words)


def _split(s: str, sep: Any = None, maxsplit: int = -1) -> list:
    return s.split(sep, maxsplit)


# string-module functions of Python 2 that are str methods in Python 3
_STRING_METHODS = ("capitalize", "center", "count", "expandtabs", "find", "index", "ljust", "lower",
                   "lstrip", "replace", "rfind", "rindex", "rjust", "rsplit", "rstrip", "strip",
                   "swapcase", "translate", "upper", "zfill")

_STRING_EXTRAS: Dict[str, Any] = {
    "letters": string.ascii_letters, "lowercase": string.ascii_lowercase,
    "uppercase": string.ascii_uppercase, "maketrans": str.maketrans,
    "join": _join, "joinfields": _join, "split": _split, "splitfields": _split,
    "atoi": lambda s, base=10: int(s, base), "atol": lambda s, base=10: int(s, base), "atof": float,
}


py2_round = _helpers.round   # Python 2's round(): a float, halves away from zero


# ----- modules Python 3 renamed or merged ----------------------------------------------------------------
# Python 2 name -> the Python 3 modules whose public names it offers (the first that has a name wins),
# or a table of names for the few that Python 3 split up.
_RENAMED_MODULES: Dict[str, Tuple[str, ...]] = {
    "ConfigParser": ("configparser",), "Queue": ("queue",), "cPickle": ("pickle",),
    "Tkinter": ("tkinter",), "Tkconstants": ("tkinter.constants",), "tkMessageBox": ("tkinter.messagebox",),
    "tkFileDialog": ("tkinter.filedialog",), "tkSimpleDialog": ("tkinter.simpledialog",),
    "tkColorChooser": ("tkinter.colorchooser",), "tkFont": ("tkinter.font",), "ttk": ("tkinter.ttk",),
    "ScrolledText": ("tkinter.scrolledtext",), "Dialog": ("tkinter.dialog",),
    "urllib2": ("urllib.request", "urllib.error"), "urlparse": ("urllib.parse",),
    "robotparser": ("urllib.robotparser",), "httplib": ("http.client",), "HTMLParser": ("html.parser",),
    "htmlentitydefs": ("html.entities",), "cookielib": ("http.cookiejar",), "Cookie": ("http.cookies",),
    "BaseHTTPServer": ("http.server",), "SimpleHTTPServer": ("http.server",),
    "CGIHTTPServer": ("http.server",), "SocketServer": ("socketserver",), "thread": ("_thread",),
    "__builtin__": ("builtins",), "copy_reg": ("copyreg",), "anydbm": ("dbm",), "whichdb": ("dbm",),
    "dumbdbm": ("dbm.dumb",), "xmlrpclib": ("xmlrpc.client",), "SimpleXMLRPCServer": ("xmlrpc.server",),
    "markupbase": ("_markupbase",), "exceptions": ("builtins",),
}


def _split_modules() -> Dict[str, Dict[str, Any]]:
    import collections
    import collections.abc
    import io
    import subprocess
    return {
        "StringIO": {"StringIO": io.StringIO}, "cStringIO": {"StringIO": io.StringIO},
        "commands": {"getoutput": subprocess.getoutput, "getstatusoutput": subprocess.getstatusoutput},
        "UserDict": {"UserDict": collections.UserDict, "IterableUserDict": collections.UserDict,
                     "DictMixin": collections.abc.MutableMapping},
        "UserList": {"UserList": collections.UserList}, "UserString": {"UserString": collections.UserString},
    }


_SPLIT_NAMES = ("StringIO", "cStringIO", "commands", "UserDict", "UserList", "UserString")


class _Py2ModuleLoader(importlib.abc.Loader):
    def create_module(self, spec):
        return None

    def exec_module(self, module: types.ModuleType) -> None:
        name = module.__name__
        if name in _SPLIT_NAMES:
            table = _split_modules()[name]
            module.__dict__.update(table)
            module.__all__ = list(table)
            return
        exported: List[str] = []
        for source_name in reversed(_RENAMED_MODULES[name]):   # the first listed wins
            source = importlib.import_module(source_name)
            public = getattr(source, "__all__", None) or [n for n in vars(source) if not n.startswith("_")]
            module.__dict__.update({n: v for n, v in vars(source).items() if not n.startswith("__")})
            exported.extend(n for n in public if n not in exported)
        module.__all__ = exported
        module.__doc__ = f"Python 2's {name}: gamegrid gives you {' and '.join(_RENAMED_MODULES[name])}."


class Py2ModuleFinder(importlib.abc.MetaPathFinder):
    """`import ConfigParser` (Queue, cPickle, StringIO, Tkinter, urllib2 ...) in a script that Python 3
    reads as it is; translated scripts get the new names from fissix already. Last on sys.meta_path, so
    a real module of the same name (the pupil's own file) wins."""

    def find_spec(self, fullname: str, path: Any, target: Any = None):
        if fullname not in _RENAMED_MODULES and fullname not in _SPLIT_NAMES:
            return None
        return importlib.machinery.ModuleSpec(fullname, _Py2ModuleLoader())


# ----- Python 2 names inside modules Python 3 kept ---------------------------------------------------------
def _patch_configparser(module: types.ModuleType) -> None:
    """readfp() (gone in Python 3.12) and SafeConfigParser, as Python 2 scripts call them."""
    def readfp(self: Any, fp: Any, filename: Any = None) -> None:
        self.read_file(fp, filename)
    module.RawConfigParser.readfp = readfp   # 3.11 still has one, but it warns the pupil about 3.12
    module.SafeConfigParser = module.ConfigParser   # 3.11's alias warns about 3.12, too
    python3_set = module.ConfigParser.set
    if not getattr(python3_set, "_gamegrid_py2", False):
        def set(self: Any, section: str, option: str, value: Any = None) -> None:
            """Python 2's ConfigParser took any value (set(s, "size", 200)); Python 3 only str."""
            if value is not None and not isinstance(value, str):
                value = str(value)
            python3_set(self, section, option, value)
        set._gamegrid_py2 = True   # type: ignore[attr-defined]
        module.ConfigParser.set = set


_URLLIB_PY2 = {"urlencode": "urllib.parse", "quote": "urllib.parse", "quote_plus": "urllib.parse",
               "unquote": "urllib.parse", "unquote_plus": "urllib.parse", "urlopen": "urllib.request",
               "urlretrieve": "urllib.request", "pathname2url": "urllib.request"}


def _patch_urllib(module: types.ModuleType) -> None:
    """Python 2's urllib.urlencode(...), urllib.urlopen(...): looked up when first used (urllib.request
    alone takes a tenth of a second to import)."""
    previous = module.__dict__.get("__getattr__")

    def __getattr__(name: str) -> Any:
        if name in _URLLIB_PY2:
            return getattr(importlib.import_module(_URLLIB_PY2[name]), name)
        if previous is not None:
            return previous(name)
        raise AttributeError(f"module 'urllib' has no attribute {name!r}")
    if not getattr(module.__dict__.get("__getattr__"), "_gamegrid_py2", False):
        __getattr__._gamegrid_py2 = True   # type: ignore[attr-defined]
        module.__getattr__ = __getattr__   # type: ignore[attr-defined]


_PATCHES = {"configparser": _patch_configparser, "urllib": _patch_urllib}


class _PatchingLoader(importlib.abc.Loader):
    def __init__(self, loader: Any) -> None:
        self._loader = loader

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module: types.ModuleType) -> None:
        self._loader.exec_module(module)
        _PATCHES[module.__name__](module)


class _PatchAfterImport(importlib.abc.MetaPathFinder):
    """Adds the Python 2 names to configparser / urllib when a script imports them (not before: it
    keeps the start fast). First on sys.meta_path; finds the real module with the other finders."""

    def find_spec(self, fullname: str, path: Any, target: Any = None):
        if fullname not in _PATCHES:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None:
                if spec.loader is not None:
                    spec.loader = _PatchingLoader(spec.loader)
                return spec
        return None


def install_py2_modules() -> None:
    """For every script `gamegrid run` runs: the Python 2 module names, readfp() and urllib.urlencode()
    (idempotent). time.clock() is in the program's own `time` (scripttime.py)."""
    if not any(isinstance(f, Py2ModuleFinder) for f in sys.meta_path):
        sys.meta_path.append(Py2ModuleFinder())
    if not any(isinstance(f, _PatchAfterImport) for f in sys.meta_path):
        sys.meta_path.insert(0, _PatchAfterImport())
    for name, patch in _PATCHES.items():
        if name in sys.modules:
            patch(sys.modules[name])
    # string.letters, string.upper(s): for every run, since a helper module read as Python 2 may use
    # them in a program whose main file is Python 3 (existing attributes are never replaced)
    for name in _STRING_METHODS:
        if not hasattr(string, name):
            setattr(string, name, _str_method(name))
    for name, value in _STRING_EXTRAS.items():
        if not hasattr(string, name):
            setattr(string, name, value)


def install_py2_stdlib(namespace: Dict[str, Any]) -> None:
    """Add the removed names (idempotent; existing attributes are never replaced), and the translation's
    helpers to the globals of a translated file."""
    install_py2_modules()
    namespace.update(_helpers.python2_globals())
    namespace.setdefault("file", open)
    namespace.setdefault("round", py2_round)
