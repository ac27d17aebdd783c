"""What a site needs from the package registries, fetched once with their ordinary clients and kept in the
user's cache folder: Pyodide (npm's `pyodide` package, `npm pack`), pyglet 3's wheel (`pip download`) and the
code editor (CodeMirror 6 from npm, bundled into one file with esbuild). docs/decisions.md, "Getting Pyodide".

The versions are pinned: the ones the browser tests ran with.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from ..base.i18n import tr

PYODIDE_VERSION = "314.0.7"
PYGLET_VERSION = "3.0.dev11"
PYGLET_WHEEL = f"pyglet-{PYGLET_VERSION}-py3-none-any.whl"
# What the page loads of Pyodide's npm package (the rest is for Node.js or for the docs).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json",
                 "package.json")
# The editor: CodeMirror 6 and its Python mode, bundled by esbuild (all pinned; npm resolves their own
# dependencies within the ranges these packages declare).
EDITOR_PACKAGES = {"codemirror": "6.0.2", "@codemirror/lang-python": "6.2.1", "@codemirror/view": "6.43.15",
                   "@codemirror/state": "6.7.6", "esbuild": "0.28.2"}
EDITOR_ENTRY = Path(__file__).resolve().parent / "page" / "editor-entry.js"
CACHE_VARIABLE = "GAMEGRID_CACHE"


class AssetError(Exception):
    """Something the site needs could not be had; the message says what to do (in the teacher's language)."""


def cache_dir() -> Path:
    """$GAMEGRID_CACHE, else the user's cache folder (XDG on Linux, Library/Caches on macOS, LOCALAPPDATA on
    Windows), `gamegrid/web` in it."""
    named = os.environ.get(CACHE_VARIABLE)
    if named:
        return Path(named).expanduser() / "web"
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "gamegrid" / "cache" / "web"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "gamegrid" / "web"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "gamegrid" / "web"


def _run(command: list[str], cwd: Path, what: str) -> None:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=900)
    except subprocess.TimeoutExpired:
        raise AssetError(tr("{what} took longer than 15 minutes: is the network slow? Try again.", what=what))
    if done.returncode != 0:
        output = (done.stderr or done.stdout).strip().splitlines()[-12:]
        raise AssetError(tr("{what} failed:\n{output}\nCheck the network connection and try again.", what=what,
                            output="\n".join(output)))


def _npm() -> str:
    found = shutil.which("npm")
    if found is None:
        raise AssetError(tr("`gamegrid web` needs npm (Node.js's package manager) once, to fetch Pyodide and the "
                            "code editor. Install Node.js (Debian/Ubuntu: `sudo apt install npm`; Windows and "
                            "macOS: the installer from Node.js's site), then run the command again."))
    return found


def _replace_dir(temporary: Path, final: Path) -> Path:
    """Moves a finished download into the cache (so a half-finished one is never taken for a whole one)."""
    final.parent.mkdir(parents=True, exist_ok=True)
    if final.exists():
        shutil.rmtree(temporary, ignore_errors=True)
        return final
    os.replace(temporary, final)
    return final


def pyodide_dir() -> Path:
    """The folder with Pyodide's files (PYODIDE_FILES), fetched with `npm pack pyodide@VERSION` when missing."""
    final = cache_dir() / f"pyodide-{PYODIDE_VERSION}"
    if all((final / name).is_file() for name in PYODIDE_FILES):
        return final
    npm = _npm()
    cache_dir().mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="pyodide-", dir=cache_dir()))
    try:
        print(tr("Fetching Pyodide {version} with npm (once; about 6 MB)...", version=PYODIDE_VERSION),
              file=sys.stderr)
        _run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], work, f"npm pack pyodide@{PYODIDE_VERSION}")
        packed = next(work.glob("pyodide-*.tgz"), None)
        if packed is None:
            raise AssetError(tr("npm pack pyodide@{version} wrote no package file.", version=PYODIDE_VERSION))
        files = work / "files"
        files.mkdir()
        with tarfile.open(packed) as archive:
            for name in PYODIDE_FILES:
                member = archive.getmember(f"package/{name}")
                source = archive.extractfile(member)
                assert source is not None
                (files / name).write_bytes(source.read())
        _replace_dir(files, final)
    except KeyError as missing:
        raise AssetError(tr("Pyodide's npm package lacks {name}: is the version right?", name=str(missing)))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return final


def pyglet_wheel() -> Path:
    """pyglet 3's wheel (pure Python), fetched with `pip download` when missing. It is a file of the site, never
    installed: pyglet 3 and the desktop's pyglet 2.1 share one name on the package index."""
    final = cache_dir() / PYGLET_WHEEL
    if final.is_file():
        return final
    if importlib.util.find_spec("pip") is None:
        raise AssetError(tr("`gamegrid web` needs pip once, to fetch pyglet {version} for the browser. Install it "
                            "(`{python} -m ensurepip`, or Debian/Ubuntu: `sudo apt install python3-pip`), then run "
                            "the command again.", version=PYGLET_VERSION, python=Path(sys.executable).name))
    cache_dir().mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="pyglet-", dir=cache_dir()))
    try:
        print(tr("Fetching pyglet {version} for the browser with pip (once; about 2 MB)...",
                 version=PYGLET_VERSION), file=sys.stderr)
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--pre", "--no-deps",
              f"pyglet=={PYGLET_VERSION}", "-d", str(work)], work, f"pip download pyglet=={PYGLET_VERSION}")
        got = work / PYGLET_WHEEL
        if not got.is_file():
            raise AssetError(tr("pip download pyglet=={version} wrote no wheel.", version=PYGLET_VERSION))
        os.replace(got, final)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return final


def _editor_key() -> str:
    digest = hashlib.sha256(EDITOR_ENTRY.read_bytes())
    digest.update(json.dumps(EDITOR_PACKAGES, sort_keys=True).encode())
    return digest.hexdigest()[:12]


def editor_bundle() -> Path:
    """editor.js: CodeMirror 6 with Python highlighting as one ES module (page/editor-entry.js bundled by
    esbuild), made once per entry file and versions."""
    final = cache_dir() / f"editor-{_editor_key()}"
    if (final / "editor.js").is_file():
        return final / "editor.js"
    npm = _npm()
    cache_dir().mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="editor-", dir=cache_dir()))
    try:
        print(tr("Fetching the code editor (CodeMirror) with npm and bundling it (once)..."), file=sys.stderr)
        (work / "package.json").write_text(json.dumps({"name": "gamegrid-editor", "private": True,
                                                       "dependencies": EDITOR_PACKAGES}, indent=2))
        shutil.copy(EDITOR_ENTRY, work / "entry.js")
        _run([npm, "install", "--silent", "--no-audit", "--no-fund", "--no-update-notifier"], work, "npm install")
        # esbuild's JavaScript API (its command in node_modules/.bin differs between systems)
        build = ("require('esbuild').buildSync({entryPoints: ['entry.js'], bundle: true, format: 'esm', "
                 "minify: true, outfile: 'out/editor.js'})")
        _run([shutil.which("node") or "node", "-e", build], work, "esbuild")
        # CodeMirror's MIT licence travels with the bundle (the site copies it beside editor.js)
        shutil.copy(work / "node_modules" / "codemirror" / "LICENSE", work / "out" / "editor.LICENSE.txt")
        _replace_dir(work / "out", final)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return final / "editor.js"
