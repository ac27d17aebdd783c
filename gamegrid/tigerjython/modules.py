"""The modules a TigerJython program imports from its own folder (`import helper` next to the script).

TigerJython ran them as Python 2 like the script itself, and its builtins (msgDlg, inputInt, enum ...)
were real builtins, so helper modules used them without an import. Here, for the length of one run,
Python 2 modules in the script's folder are translated when imported (line numbers kept, nothing
cached on disk), and the script and these modules share builtins that add TigerJython's names
(Python's own are never replaced) and the program's view of `time` (scripttime.py).
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
from pathlib import Path
from typing import Any, Callable, Dict

from .loader import load_script_source


class _TranslatingLoader(importlib.machinery.SourceFileLoader):
    """A .py module of the program: compiled like the script (translated when it is Python 2), with
    the program's builtins."""

    def __init__(self, fullname: str, path: str, program_builtins: Dict[str, Any]) -> None:
        super().__init__(fullname, path)
        self.program_builtins = program_builtins

    def get_code(self, fullname: str):
        code, _translated = load_script_source(self.path)
        return code

    def exec_module(self, module: Any) -> None:
        module.__builtins__ = self.program_builtins
        super().exec_module(module)


class ProgramFolderFinder(importlib.abc.MetaPathFinder):
    """Finds modules in the program's folder before the normal finders do, to translate them."""

    def __init__(self, folder: Path, program_builtins: Dict[str, Any]) -> None:
        self.folder = folder.resolve()
        self.program_builtins = program_builtins

    def find_spec(self, fullname: str, path: Any, target: Any = None):
        if fullname in sys.builtin_module_names:
            return None   # as in Python: a file math.py does not hide the built-in math
        search = [str(self.folder)] if path is None else list(path)
        spec = importlib.machinery.PathFinder.find_spec(fullname, search)
        if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
            return None
        origin = Path(spec.origin).resolve()
        if self.folder not in origin.parents:
            return None
        spec.loader = _TranslatingLoader(fullname, str(origin), self.program_builtins)
        return spec


def enter_program(folder: Path, names: Dict[str, Any], namespace: Dict[str, Any]) -> Callable[[], None]:
    """Give the script (its globals are `namespace`) and its folder's modules the program's builtins
    and install the finder, for one run; returns the function that undoes it."""
    from .scripttime import script_builtins
    program_builtins = script_builtins(names)
    namespace["__builtins__"] = program_builtins
    finder = ProgramFolderFinder(folder, program_builtins)
    sys.meta_path.insert(0, finder)

    def leave() -> None:
        if finder in sys.meta_path:
            sys.meta_path.remove(finder)
        # modules of this program must be found (and translated) afresh by the next run
        for key, module in list(sys.modules.items()):
            if isinstance(getattr(module, "__loader__", None), _TranslatingLoader):
                del sys.modules[key]
    return leave
