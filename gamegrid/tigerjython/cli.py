"""What the runner needs from the TigerJython layer: options, script preparation, ``convert``.

Kept here so that gamegrid/runner.py only needs a few calls:

    from gamegrid.tigerjython import cli as tj_cli
    tj_cli.add_run_arguments(run_parser)             # --show-translation, --python2, --answers
    code, namespace = tj_cli.prepare_script(path, args)   # None when --show-translation printed
    ...
    return tj_cli.convert_main(argv)                 # ``gamegrid convert FILE [-o OUT]``
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from types import CodeType
from typing import Any, Dict, List, Optional, Tuple

from .loader import convert_file, load_script_source, read_source


def add_run_arguments(parser: argparse.ArgumentParser, answers: bool = True) -> None:
    parser.add_argument("--show-translation", action="store_true",
                        help="print the Python 3 translation of a TigerJython/Python 2 script and exit")
    parser.add_argument("--python2", action="store_true",
                        help="treat the script as TigerJython/Python 2 even if it is valid Python 3 "
                             "(e.g. for integer division with /)")
    if answers:
        parser.add_argument("--answers", metavar="FILE",
                            help="answers for inputInt/askYesNo/... dialogs, one per line")


def prepare_script(path: str, args: Any = None, out=None) -> Optional[Tuple[CodeType, Dict[str, Any]]]:
    """Compile ``path`` (translating when needed) and build its starting globals.

    Installs the Java import aliases and, with ``args.answers``, the answer
    source.  With ``args.show_translation`` prints the translation and returns
    None.  Raises SyntaxError with the script's own line numbers.
    """
    python2 = bool(getattr(args, "python2", False))
    if getattr(args, "show_translation", False):
        print(show_translation_of_file(path, python2), end="", file=out or sys.stdout)
        return None
    code, translated = load_script_source(path, force=python2)
    from .builtins import set_answer_file, tigerjython_globals
    from .javaimports import install_java_aliases
    install_java_aliases()
    answers = getattr(args, "answers", None)
    if answers:
        set_answer_file(answers)
    namespace: Dict[str, Any] = {"__name__": "__main__", "__file__": str(path)}
    namespace.update(tigerjython_globals(translated))
    return code, namespace


def show_translation_of_file(path: str, python2: bool = False) -> str:
    from .translate import needs_translation, translate
    text, _enc = read_source(path)
    if not python2 and not needs_translation(text):
        return f"# {path}: valid Python 3, runs unchanged (no translation)\n"
    return translate(text, str(path), force=python2)


def default_target(src: Path) -> Path:
    return src.with_name(src.stem + "_py3" + (src.suffix or ".py"))


def convert_main(argv: List[str]) -> int:
    """``gamegrid convert FILE [-o OUT] [--stdout] [--python2]``; exit 0 ok, 1 error, 2 usage."""
    parser = argparse.ArgumentParser(
        prog="gamegrid convert",
        description="Write a Python 3 version of a TigerJython / Python 2 script (same line numbers).")
    parser.add_argument("file")
    parser.add_argument("-o", "--output", help="output file (default: FILE_py3.py next to FILE)")
    parser.add_argument("--stdout", action="store_true", help="print instead of writing a file")
    parser.add_argument("--python2", action="store_true",
                        help="translate even if the file is already valid Python 3")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return 0 if exc.code == 0 else 2
    src = Path(args.file)
    if not src.is_file():
        print(f"gamegrid convert: no such file: {src}", file=sys.stderr)
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
