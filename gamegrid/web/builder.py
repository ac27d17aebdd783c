"""Writes the static site of `gamegrid web`: the page, Pyodide's files, the Python packages as zip archives
the page unpacks into Pyodide's file system, and the program's folder (docs/architecture.md, "The browser").

    DIR/index.html, gamegrid-page.js, archives(-worker).js, page.css, favicon.svg   the page (gamegrid/web/page/)
    DIR/editor.js                                             CodeMirror 6, bundled (assets.editor_bundle)
    DIR/site.json                                             the steps, their code and changed lines, texts
    DIR/pyodide/                                              Pyodide's files (assets.pyodide_dir)
    DIR/py/gamegrid.zip.gz                                    gamegrid as installed, its sprites and fonts inside
    DIR/py/fissix.zip.gz                                      the Python 2 translation's library (and appdirs)
    DIR/py/pyglet.zip.gz                                      pyglet 3's wheel (assets.pyglet_wheel)
    (the three with their modules' bytecode for Pyodide beside the sources: bytecode.py; stored zips,
    gzipped: pack_archive)
    DIR/program/...                                           the script's folder as the desktop run sees it
"""
from __future__ import annotations

import gzip
import html
import importlib.util
import io
import json
import shutil
import zipfile
from pathlib import Path

from ..base import version
from ..base.i18n import tr
from ..base.resources import sprites_dir
from . import assets, bytecode
from .pagetexts import page_texts
from .program import SITE_MARKER, Program, program_files

PAGE_DIR = Path(__file__).resolve().parent / "page"
PAGE_FILES = ("gamegrid-page.js", "archives.js", "archives-worker.js", "page.css", "favicon.svg")
PACKAGE_DIR = Path(__file__).resolve().parent.parent
# TigerJython's classroom modules beside the package (`from gpanel import *`), re-exports of gamegrid's own
TOP_MODULES = ("gpanel", "entrydialog", "dbapi", "tcpcom", "mqttclient")
# The package's folders the browser does not need: the lessons and examples come as the program when chosen.
PACKAGE_SKIPPED = {"__pycache__", "_lessons", "_examples"}
MARKER = SITE_MARKER
# Files a page never reads: bytecode of the teacher's Python, type stubs, the catalogues' sources (the .mo
# files are read)
NOT_RUN = (".pyc", ".pyo", ".pyi", ".po", ".pot")


class BuildError(Exception):
    """The site cannot be written where asked; the message says why and what to do."""


def _zip_tree(archive: zipfile.ZipFile, folder: Path, prefix: str, skipped: set[str] = frozenset()) -> None:
    for path in sorted(folder.rglob("*")):
        relative = path.relative_to(folder)
        if any(part in skipped or part == "__pycache__" for part in relative.parts) or not path.is_file():
            continue
        if path.suffix in NOT_RUN:
            continue
        archive.write(path, f"{prefix}/{relative.as_posix()}")


def _module_file(name: str) -> Path | None:
    spec = importlib.util.find_spec(name)
    return Path(spec.origin) if spec is not None and spec.origin and spec.origin.endswith(".py") else None


def write_gamegrid_zip(target: Path) -> None:
    """gamegrid's package files as installed (with the sprite library inside, as a built wheel has it as
    gamegrid/_sprites) and TigerJython's top-level modules."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        _zip_tree(archive, PACKAGE_DIR, "gamegrid", PACKAGE_SKIPPED)
        sprites = sprites_dir()
        if sprites is not None and not sprites.is_relative_to(PACKAGE_DIR):
            _zip_tree(archive, sprites, "gamegrid/_sprites")
        for name in TOP_MODULES:
            found = _module_file(name)
            if found is not None:
                archive.write(found, found.name)


def write_library_zip(target: Path, names: tuple[str, ...]) -> None:
    """Pure-Python libraries installed beside gamegrid (fissix and its appdirs), zipped from where they are."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in names:
            spec = importlib.util.find_spec(name)
            if spec is None or spec.origin is None:
                raise BuildError(tr("The Python package {name} is missing; reinstall gamegrid "
                                    "(`python3 -m pip install --force-reinstall gamegrid-cpython`).", name=name))
            origin = Path(spec.origin)
            if origin.name == "__init__.py":
                _zip_tree(archive, origin.parent, name)
            else:
                archive.write(origin, origin.name)


def pack_archive(archive: Path) -> Path:
    """The zip archive as the page reads it (web/page/archives.js): its files stored, not deflated, and the
    whole archive gzipped, `NAME.zip.gz` in place of `NAME.zip`. The browser inflates it in one stream while
    Pyodide starts, faster than Python unpacking 2,000 files one by one (docs/decisions.md, "The page's
    start"); it comes out smaller too, as gzip sees all the files at once."""
    stored = io.BytesIO()
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as target:
        for info in source.infolist():
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.external_attr = info.external_attr
            target.writestr(copy, source.read(info), zipfile.ZIP_STORED)
    packed = archive.with_name(archive.name + ".gz")
    packed.write_bytes(gzip.compress(stored.getvalue(), compresslevel=6, mtime=0))
    archive.unlink()
    return packed


def _prepare(out: Path) -> None:
    """An empty folder, or one holding an older site of ours (rewritten); anything else is left alone."""
    if out.exists() and not out.is_dir():
        raise BuildError(tr("{out} is a file: give a folder for the site.", out=out))
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).is_file():
        raise BuildError(tr("{out} is not empty and holds no site of gamegrid: give a new or empty folder, so "
                            "that nothing of yours is overwritten.", out=out))
    for name in ("pyodide", "py", "program"):
        shutil.rmtree(out / name, ignore_errors=True)
    out.mkdir(parents=True, exist_ok=True)


def build_site(program: Program, out: Path, lang: str | None = None) -> Path:
    """Writes the site for `program` into `out`; returns the path of its index.html."""
    pyodide = assets.pyodide_dir()
    pyglet_wheel = assets.pyglet_wheel()
    editor = assets.editor_bundle()
    _prepare(out)
    for name in PAGE_FILES:
        shutil.copy(PAGE_DIR / name, out / name)
    shutil.copy(editor, out / "editor.js")
    licence = editor.with_name("editor.LICENSE.txt")
    if licence.is_file():
        shutil.copy(licence, out / "editor.LICENSE.txt")
    shutil.copytree(pyodide, out / "pyodide")
    py = out / "py"
    py.mkdir()
    write_gamegrid_zip(py / "gamegrid.zip")
    write_library_zip(py / "fissix.zip", ("fissix", "appdirs"))
    with zipfile.ZipFile(pyglet_wheel) as wheel, zipfile.ZipFile(py / "pyglet.zip", "w") as files:
        for info in wheel.infolist():   # the wheel's files but its type stubs (1.2 MB)
            if not info.filename.endswith(NOT_RUN):
                files.writestr(info, wheel.read(info))
    archives = [py / "pyglet.zip", py / "fissix.zip", py / "gamegrid.zip"]
    # compiled once here rather than on every load of the page (bytecode.py)
    bytecode.add_bytecode(archives, pyodide)
    packed = [pack_archive(archive) for archive in archives]
    files = program_files(program.folder, leave_out=out)
    for relative in files:
        target = out / "program" / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(program.folder / relative, target)
    site = {
        "generator": f"gamegrid {version.__version__}",
        "title": program.title,
        "lang": lang,
        "start": program.start,
        "steps": [{"name": step.name, "title": step.title, "code": step.code, "changed": list(step.changed),
                   "exercise": step.exercise} for step in program.steps],
        "archives": [{"url": f"py/{archive.name}", "format": "zip.gz"} for archive in packed],
        "program": {"files": [relative.as_posix() for relative in files]},
        "pyodide": assets.PYODIDE_VERSION,
        "pyglet": assets.PYGLET_VERSION,
        "texts": page_texts(),
    }
    (out / MARKER).write_text(json.dumps(site, ensure_ascii=False, indent=1), encoding="utf-8")
    # the one text the page shows without site.json: opened as a file, it can fetch nothing
    file_texts = json.dumps({language: texts["file_page"] for language, texts in site["texts"].items()},
                            ensure_ascii=False)
    page = (PAGE_DIR / "index.html").read_text(encoding="utf-8")
    page = page.replace("{{file_texts}}", html.escape(file_texts, quote=True))
    page = (page.replace("{{title}}", html.escape(program.title)).replace("{{lang}}", lang or "en")
            .replace("{{version}}", html.escape(version.__version__)))
    (out / "index.html").write_text(page, encoding="utf-8")
    return out / "index.html"
