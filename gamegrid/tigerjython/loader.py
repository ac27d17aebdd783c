"""Reading, translating and compiling script files (used by the runner and ``gamegrid convert``)."""
from __future__ import annotations

import io
import tokenize
from pathlib import Path
from types import CodeType
from typing import Optional, Tuple, Union

from .py2signs import python2_sign

PathLike = Union[str, Path]


def needs_translation(text: str, folder: Optional[Path] = None) -> bool:
    """translate.needs_translation, without importing the translator: fissix is read only when a Python 2
    source needs it (a lighter start, in the browser most of all)."""
    return python2_sign(text, folder) is not None


def translate(text: str, filename: str = "<script>", force: bool = False) -> str:
    from .translate import translate as translate_with_fissix
    return translate_with_fissix(text, filename, force=force)


def read_source(path: PathLike) -> Tuple[str, str]:
    """Return (text, encoding).  Honours a coding cookie; classroom files saved
    by Windows editors are often cp1252, so undecodable UTF-8 falls back to it."""
    data = Path(path).read_bytes()
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    except SyntaxError:
        encoding = "utf-8"
    try:
        text = data.decode(encoding)
    except UnicodeDecodeError:
        encoding = "cp1252"
        text = data.decode(encoding, errors="replace")
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n"), encoding


def load_script_source(path: PathLike, force: bool = False, python3: bool = False) -> Tuple[CodeType, bool]:
    """Compile a script for running; translates TigerJython / Python 2 first when the file shows it is
    Python 2 (py2signs.py), or always with ``force`` (``--python2``), never with ``python3``.

    Returns (code_object, translated).  SyntaxErrors carry the script's own
    file name and line numbers.
    """
    filename = str(path)
    text, encoding = read_source(path)
    if encoding.replace("_", "-").lower() not in ("utf-8", "utf-8-sig"):
        _remember_lines(filename, text)
    translated = not python3 and (force or needs_translation(text, Path(path).parent))
    if translated:
        text = translate(text, filename, force=True)
    try:
        return compile(text, filename, "exec", dont_inherit=True), translated
    except SyntaxError as exc:
        from .early_globals import compile_with_early_globals, is_late_global_error
        if not is_late_global_error(exc):
            raise
        # Jython only warned about `global x` below a use of x; same line numbers, see early_globals
        return compile_with_early_globals(text, filename), translated


def _remember_lines(filename: str, text: str) -> None:
    """Tracebacks show the pupil's line from linecache, which reads the file as UTF-8 unless it has a coding
    cookie: a Windows-1252 file (TigerJython's editor on Windows) would show no line. Its decoded text goes
    into the cache (an entry without a time stamp, which linecache.checkcache leaves alone)."""
    import linecache
    lines = text.splitlines(keepends=True)
    linecache.cache[filename] = (len(text), None, lines, filename)


def convert_file(src: PathLike, dst: Optional[PathLike] = None, force: bool = False) -> str:
    """Translate ``src`` to Python 3 and write it to ``dst`` (when given).

    Returns the translated text.  The file keeps its encoding, so a coding
    cookie on line 1 or 2 stays true.
    """
    text, encoding = read_source(src)
    out = translate(text, str(src), force=force)
    if dst is not None:
        Path(dst).write_bytes(out.encode(encoding, errors="replace"))
    return out
