"""What a program cannot do in a web page says so in one sentence, in the pupil's language, at the pupil's line.

- Network connections of its own (tcpcom's TCPServer/TCPClient, HTTPServer, mqttclient): a page may not
  open sockets.
- Databases (dbapi): there is no database server beside a page.
- Files outside the program's folder: a page has only the files put beside the program when the site was
  built (the program's folder, the sprites); nothing of the computer it runs on.

`from tcpcom import *` raises NotInBrowserError at that line (it asks the module for its names); after
`import tcpcom` the first use of one of its names does.
"""
from __future__ import annotations

import builtins
import importlib.abc
import importlib.machinery
import os
import sys
import types
from typing import Any

from ..model.errors import GameGridError
from ..base.i18n import tr

PROGRAM_DIR = "/home/pyodide/program"


class NotInBrowserError(GameGridError):
    """Something the program asked for cannot be done in a web page."""


class FileNotInPageError(NotInBrowserError, FileNotFoundError):
    """A file that is not among the site's files; still a FileNotFoundError for code that expects one."""


def _network_message(module: str) -> str:
    return tr("{module} cannot run in a web page: a page may not open network connections of its own. Run this "
              "program with Python on a computer (gamegrid run).", module=module)


def _database_message(module: str) -> str:
    return tr("{module} cannot run in a web page: there is no database server beside a page. Run this program "
              "with Python on a computer (gamegrid run).", module=module)


def file_message(name: str) -> str:
    return tr("The file {name} is not in this web page: a program in a page can only read the files that were "
              "put in its folder when the page was made.", name=name)


# module name -> the message its names raise
_BLOCKED = {
    "tcpcom": _network_message, "gamegrid.net.tcp": _network_message, "gamegrid.net.http": _network_message,
    "mqttclient": _network_message, "gamegrid.net.mqtt": _network_message,
    "dbapi": _database_message, "gamegrid.tigerjython.dbapi": _database_message,
}


class _Unavailable(types.ModuleType):
    """A module whose every name raises NotInBrowserError (its dunder names are a module's)."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.__file__ = None

    def __getattr__(self, attribute: str) -> Any:
        if attribute.startswith("__") and attribute != "__all__":
            raise AttributeError(attribute)
        shown = self.__name__.rsplit(".", 1)[-1] if self.__name__.startswith("gamegrid.") else self.__name__
        raise NotInBrowserError(_BLOCKED[self.__name__](shown))


class _Finder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if name in _BLOCKED:
            return importlib.machinery.ModuleSpec(name, self)
        return None

    def create_module(self, spec: Any) -> types.ModuleType:
        return _Unavailable(spec.name)

    def exec_module(self, module: types.ModuleType) -> None:
        pass


_finder = _Finder()
_open = builtins.open


def _open_in_page(file: Any, *args: Any, **kwargs: Any) -> Any:
    """open(), with the page's sentence for a file that is not among the site's files."""
    try:
        return _open(file, *args, **kwargs)
    except FileNotFoundError:
        if isinstance(file, (str, bytes, os.PathLike)):
            name = os.fsdecode(file)
            path = os.path.abspath(name)
            if not path.startswith(PROGRAM_DIR + os.sep):
                raise FileNotInPageError(file_message(name)) from None
        raise


def install() -> None:
    """From now on (for the page's life) the blocked modules import as _Unavailable."""
    for name in _BLOCKED:
        module = sys.modules.get(name)
        if module is not None and not isinstance(module, _Unavailable):
            del sys.modules[name]
    if _finder not in sys.meta_path:
        sys.meta_path.insert(0, _finder)
    builtins.open = _open_in_page
