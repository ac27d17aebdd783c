"""The modules a TigerJython program imports from its own folder (`import helper` next to the script).

TigerJython ran them as Python 2 like the script itself, and its builtins (msgDlg, inputInt, enum ...)
were real builtins, so helper modules used them without an import. Here, for the length of one run,
the script and these modules share builtins that add TigerJython's names (Python's own are never
replaced) and the program's view of `time` (scripttime.py), and each module is read as Python 2 or
Python 3 by the rule of docs/migration.md (translated when imported, line numbers kept, nothing cached
on disk):

- a module imported by a file that is read as Python 2 is Python 2 too (a TigerJython program's
  helpers are Python 2 even where they look like Python 3: `zip(...)` gives them a list);
- otherwise a module is Python 2 when it shows a sign of it itself (py2signs.py), else Python 3;
- `--python2` / `--python3` decide for every file of the program.

The importer is the first frame above the import machinery (importlib, gamegrid's import hooks).
A module is read once per run: the first file that imports it decides.
"""
from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import os
import sys
from pathlib import Path
from typing import Any, Callable, Dict, Optional, Set

from .loader import load_script_source

AUTO, PYTHON2, PYTHON3 = "auto", "python2", "python3"
# frames of the import machinery between an `import` statement and find_spec()
_MACHINERY = (os.path.dirname(importlib.__file__) + os.sep, os.path.dirname(__file__) + os.sep)


class _TranslatingLoader(importlib.machinery.SourceFileLoader):
    """A .py module of the program: compiled like the script (translated when it is Python 2), with
    the program's builtins."""

    def __init__(self, fullname: str, path: str, finder: "ProgramFolderFinder", python2: bool) -> None:
        super().__init__(fullname, path)
        self.finder = finder
        self.python2 = python2

    @property
    def program_builtins(self) -> Optional[Dict[str, Any]]:
        return self.finder.program_builtins

    def get_code(self, fullname: str):
        if self.finder.show_translation:
            from .cli import show_translation_of_file
            print(show_translation_of_file(self.path, python2=self.finder.mode == PYTHON2,
                                           python3=self.finder.mode == PYTHON3,
                                           imported_by_python2=self.python2), end="")
        code, translated = load_script_source(self.path, force=self.python2, python3=self.finder.mode == PYTHON3)
        if translated:
            self.finder.python2_files.add(self.path)   # what it imports is Python 2 as well
        return code

    def exec_module(self, module: Any) -> None:
        if self.program_builtins is not None:   # None: a plain `python3 script.py` (plainrun.py)
            module.__builtins__ = self.program_builtins
        code = self.get_code(module.__name__)
        if self.path in self.finder.python2_files:
            from .runtime_helpers import python2_globals
            module.__dict__.update(python2_globals())   # before its first line (see python2_globals)
        exec(code, module.__dict__)


class ProgramFolderFinder(importlib.abc.MetaPathFinder):
    """Finds modules in the program's folder before the normal finders do, to translate them."""

    def __init__(self, folder: Path, program_builtins: Optional[Dict[str, Any]], mode: str = AUTO,
                 python2_files: Optional[Set[str]] = None, show_translation: bool = False) -> None:
        self.folder = folder.resolve()
        # the folder as given and resolved: a package's submodules are looked for only inside it
        self.prefixes = tuple({str(folder), str(self.folder)})
        self.program_builtins = program_builtins
        self.mode = mode
        self.python2_files: Set[str] = set(python2_files or ())
        self.show_translation = show_translation

    def find_spec(self, fullname: str, path: Any, target: Any = None):
        if fullname in sys.builtin_module_names:
            return None   # as in Python: a file math.py does not hide the built-in math
        if path is not None and not any(str(entry).startswith(self.prefixes) for entry in path):
            return None   # a submodule of a package elsewhere (pyglet's, the stdlib's): not looked for twice
        search = [str(self.folder)] if path is None else list(path)
        spec = importlib.machinery.PathFinder.find_spec(fullname, search)
        if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
            return None
        origin = Path(spec.origin).resolve()
        if self.folder not in origin.parents:
            return None
        python2 = self.mode == PYTHON2 or (self.mode == AUTO and self._importer_is_python2())
        spec.loader = _TranslatingLoader(fullname, str(origin), self, python2)
        return spec

    def _importer_is_python2(self) -> bool:
        frame = sys._getframe(2)
        while frame is not None:
            filename = frame.f_code.co_filename
            if filename.startswith("<frozen ") or filename.startswith(_MACHINERY):
                frame = frame.f_back
                continue
            return filename in self.python2_files
        return False


def enter_program(folder: Path, names: Dict[str, Any], namespace: Dict[str, Any], mode: str = AUTO,
                  python2_main: Optional[str] = None, show_translation: bool = False) -> Callable[[], None]:
    """Give the script (its globals are `namespace`) and its folder's modules the program's builtins
    and install the finder, for one run; returns the function that undoes it. `python2_main`: the
    script's file name when it is read as Python 2 (its modules are then Python 2 too)."""
    from .scripttime import script_builtins
    program_builtins = script_builtins(names)
    namespace["__builtins__"] = program_builtins
    finder = ProgramFolderFinder(folder, program_builtins, mode, {python2_main} if python2_main else set(),
                                 show_translation)
    sys.meta_path.insert(0, finder)

    def leave() -> None:
        if finder in sys.meta_path:
            sys.meta_path.remove(finder)
        # modules of this program must be found (and translated) afresh by the next run
        for key, module in list(sys.modules.items()):
            if isinstance(getattr(module, "__loader__", None), _TranslatingLoader):
                del sys.modules[key]
    return leave
