"""What the runner needs from the TigerJython layer: script compilation, namespace, ``convert``.

gamegrid/runner.py calls:

    code, translated = compile_for_runner(path, show_translation, python2)
    seed_namespace(module.__dict__, translated, headless)
    leave = enter_program(folder, translated, module.__dict__)   # ... and leave() when the run ends
    add_convert_arguments(subparser) / convert_from_args(args)   # ``gamegrid convert``
"""
from __future__ import annotations

import sys
from pathlib import Path
from types import CodeType
from typing import TYPE_CHECKING, Any, Dict, List, Tuple
from ..base.i18n import tr

if TYPE_CHECKING:   # argparse only for `gamegrid convert`: the page's start does without it
    import argparse

# The loader pulls in fissix; import it only when a command needs it, so that
# building the runner's argument parser stays cheap.


def compile_for_runner(path: Path, show_translation: bool = False,
                       python2: bool = False, python3: bool = False) -> Tuple[CodeType, bool]:
    """Compile a script for ``gamegrid run``; a file that shows it is Python 2 (or any file with
    ``python2``, none with ``python3``) is translated first.

    With ``show_translation`` the translated source (or a note that none was
    needed), headed by the reason, is printed before the program runs."""
    if show_translation:
        print(show_translation_of_file(str(path), python2, python3), end="")
    from .loader import load_script_source
    return load_script_source(path, force=python2, python3=python3)


def seed_namespace(namespace: Dict[str, Any], translated: bool, headless: bool) -> None:
    """Make a script's globals TigerJython-like: Java import aliases, builtins, dialog mode.

    ``input``/``raw_input`` become dialogs only for translated scripts."""
    from .answers import set_dialog_mode
    from .script_builtins import tigerjython_globals
    from .javaimports import install_java_aliases
    install_java_aliases()
    set_dialog_mode("text" if headless else "auto")
    for name, value in tigerjython_globals(translated).items():
        namespace.setdefault(name, value)
    from .py2stdlib import install_py2_modules
    install_py2_modules()   # import ConfigParser, Queue ...; time.clock()
    if translated:
        from .py2stdlib import install_py2_stdlib
        install_py2_stdlib(namespace)   # time.clock, string.upper, file(): removed in Python 3


def enter_program(folder: Path, translated: bool, namespace: Dict[str, Any], python2: bool = False,
                  python3: bool = False, main_file: str | None = None, show_translation: bool = False):
    """For one run: modules in the script's folder are read as Python 2 or 3 by the rule of modules.py
    (a module imported by a Python 2 file is Python 2; ``python2`` / ``python3``: every module);
    script and modules see TigerJython's builtins (as in TigerJython) and the run's clock in `time`.
    ``main_file``: the script's file name as compiled. Returns the function that undoes it."""
    from .script_builtins import tigerjython_globals
    from .modules import AUTO, PYTHON2, PYTHON3
    from .modules import enter_program as enter
    mode = PYTHON2 if python2 else PYTHON3 if python3 else AUTO
    return enter(folder, tigerjython_globals(translated), namespace, mode,
                 main_file if translated else None, show_translation)


def show_translation_of_file(path: str, python2: bool = False, python3: bool = False,
                             imported_by_python2: bool = False) -> str:
    """The file as it will run, headed by one comment line that says how it is read and why (which
    sign on which line; ``--python2`` / ``--python3``; imported by a Python 2 file)."""
    from .loader import read_source
    from .translate import python2_reason, translate
    text, _enc = read_source(path)
    if python3:
        return "# " + tr("{path}: read as Python 3, unchanged (--python3)", path=path) + "\n"
    sign = python2_reason(text, Path(path).parent)
    if sign is not None:
        why = sign.describe()
    elif imported_by_python2:
        why = tr("imported by a file read as Python 2")
    elif python2:
        why = "--python2"
    else:
        return "# " + tr("{path}: valid Python 3 without any sign of Python 2, runs unchanged (no translation)",
                         path=path) + "\n"
    header = "# " + tr("{path}: read as Python 2 ({why}); translated to:", path=path, why=why) + "\n"
    return header + translate(text, str(path), force=True)


def default_target(src: Path) -> Path:
    return src.with_name(src.stem + "_py3" + (src.suffix or ".py"))


CONVERT_HELP = "write a Python 3 version of a TigerJython / Python 2 script (same line numbers)"


def add_convert_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="the TigerJython / Python 2 script")
    parser.add_argument("-o", "--output", help="output file (default: FILE_py3.py next to FILE)")
    parser.add_argument("--stdout", action="store_true", help="print instead of writing a file")
    parser.add_argument("--python2", action="store_true",
                        help="translate even if the file is already valid Python 3")


def convert_main(argv: List[str]) -> int:
    """``gamegrid convert FILE [-o OUT] [--stdout] [--python2]``; exit 0 ok, 1 error, 2 usage."""
    import argparse
    parser = argparse.ArgumentParser(prog="gamegrid convert", description=CONVERT_HELP)
    add_convert_arguments(parser)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return 0 if exc.code == 0 else 2
    return convert_from_args(args)


def convert_from_args(args: argparse.Namespace) -> int:
    from .loader import convert_file
    src = Path(args.file)
    if not src.is_file():
        print(tr("gamegrid convert: no such file: {src}", src=src), file=sys.stderr)
        return 2
    try:
        if args.stdout:
            print(convert_file(src, None, force=args.python2), end="")
            return 0
        dst = Path(args.output) if args.output else default_target(src)
        convert_file(src, dst, force=args.python2)
    except SyntaxError as err:
        print(f'  File "{err.filename}", line {err.lineno}\n    {(err.text or "").strip()}\n'
              f"SyntaxError: {err.msg}", file=sys.stderr)
        return 1
    print(f"wrote {dst}")
    return 0
