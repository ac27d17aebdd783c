"""The site's Python archives with their bytecode: each module compiled once, at build time, by Pyodide's own
Python under Node.js, instead of on every load of the page (docs/decisions.md, "The page's start").

A page that imports gamegrid compiles about 1 MB of Python source before its first frame; compiled in the
browser that is most of the time gamegrid adds to a bare Pyodide + pyglet page. Bytecode is specific to the
interpreter's version, and the teacher's Python is not Pyodide's, so the compiling is done by Pyodide itself
(the same files the site carries), run by Node.js (which `gamegrid web` already needs for the editor's
bundle). The .pyc files are "unchecked hash" ones (PEP 552) in __pycache__ beside their sources: valid
without the sources' timestamps, which unpacking in the page does not keep; the sources stay for tracebacks.

The compiled archives are kept in the cache folder under a hash of their contents: a site is compiled once
per gamegrid version. Without Node.js the site carries the sources only and still works; its start is slower.
"""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from ..base.i18n import tr
from . import assets

# Not compiled: what a page never imports (pyglet's other platforms, gamegrid's desktop-only parts), so that
# the archives stay small. Were one imported after all, Python would compile it from its source as before.
NOT_IN_A_PAGE = (r"^/tmp/tree/pyglet/(graphics/api/(gl|gl2|vulkan)|libs/(darwin|linux|win32|egl|shared)"
                 r"|window/(apple|xlib|win32|wayland|headless)|media/drivers/(openal|directsound|xaudio2|pulse)"
                 r"|media/codecs/ffmpeg_lib|input/(linux|win32|macos)|font/(dwrite|quartz|win32|freetype))/"
                 r"|^/tmp/tree/gamegrid/(web|teacher|net)/")

# Runs in Pyodide: unpacks /tmp/in.zip, compiles its modules, writes /tmp/out.zip (sources and bytecode).
COMPILE = r'''
import compileall, os, py_compile, re, shutil, zipfile
shutil.rmtree("/tmp/tree", ignore_errors=True)
with zipfile.ZipFile("/tmp/in.zip") as archive:
    archive.extractall("/tmp/tree")
compileall.compile_dir("/tmp/tree", quiet=2, workers=1, rx=re.compile(NOT_IN_A_PAGE),
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, folders, files in os.walk("/tmp/tree"):
        folders.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            archive.write(path, os.path.relpath(path, "/tmp/tree"))
'''

# Runs in Node.js: argv = pyodide.mjs's URL, Pyodide's folder, then pairs of (source zip, compiled zip).
NODE = r'''
import fs from "node:fs";
const [pyodideUrl, indexURL, ...paths] = process.argv.slice(1);
const { loadPyodide } = await import(pyodideUrl);
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (line) => console.error(line) });
pyodide.globals.set("NOT_IN_A_PAGE", process.env.GAMEGRID_NOT_IN_A_PAGE);
for (let i = 0; i < paths.length; i += 2) {
  pyodide.FS.writeFile("/tmp/in.zip", fs.readFileSync(paths[i]));
  pyodide.runPython(process.env.GAMEGRID_COMPILE);
  fs.writeFileSync(paths[i + 1], pyodide.FS.readFile("/tmp/out.zip"));
}
'''


def _key(archive: Path) -> str:
    """The archive's contents (names and bytes, not its timestamps), the compiler's version and this module's
    way of compiling."""
    digest = hashlib.sha256(f"{assets.PYODIDE_VERSION}\0{COMPILE}\0{NODE}\0{NOT_IN_A_PAGE}".encode())
    with zipfile.ZipFile(archive) as source:
        for name in sorted(source.namelist()):
            digest.update(name.encode() + b"\0")
            digest.update(hashlib.sha256(source.read(name)).digest())
    return digest.hexdigest()[:20]


def add_bytecode(archives: list[Path], pyodide: Path) -> bool:
    """Replaces each zip archive of Python packages by one with its modules' bytecode for Pyodide (from the
    cache when compiled before). False (the archives left as they are, and a note on stderr) when Node.js
    is missing or the compiling failed."""
    cache = assets.cache_dir() / f"bytecode-{assets.PYODIDE_VERSION}"
    todo = []
    for archive in archives:
        compiled = cache / f"{_key(archive)}.zip"
        if not compiled.is_file():
            todo.append((archive, compiled))
    if todo and not _compile(todo, pyodide, cache):
        return False
    for archive in archives:
        shutil.copy(cache / f"{_key(archive)}.zip", archive)
    return True


def _compile(todo: list[tuple[Path, Path]], pyodide: Path, cache: Path) -> bool:
    node = shutil.which("node")
    if node is None:
        print(tr("gamegrid web: Node.js is missing, so the site carries Python sources only: the page compiles "
                 "them on every load and starts more slowly. Install Node.js to build faster pages."),
              file=sys.stderr)
        return False
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bytecode-", dir=cache) as work:
        paths = []
        for index, (archive, _compiled) in enumerate(todo):
            paths += [str(archive), str(Path(work) / f"{index}.zip")]
        command = [node, "--input-type=module", "-e", NODE, (pyodide / "pyodide.mjs").as_uri(),
                   str(pyodide) + "/", *paths]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=600,
                                  env={**os.environ, "GAMEGRID_COMPILE": COMPILE,
                                                          "GAMEGRID_NOT_IN_A_PAGE": NOT_IN_A_PAGE})
        except (OSError, subprocess.TimeoutExpired) as error:
            done = None
            reason = str(error)
        written = [Path(work) / f"{index}.zip" for index in range(len(todo))]
        if done is not None and done.returncode == 0 and all(zipfile.is_zipfile(path) for path in written):
            for path, (_archive, compiled) in zip(written, todo):
                path.replace(compiled)   # moved in whole: a half-written file is never taken for a compiled one
            return True
        if done is not None:
            reason = "\n".join((done.stderr or done.stdout).strip().splitlines()[-8:])
    print(tr("gamegrid web: compiling the Python for the page failed, so the site carries sources only (it "
             "works, and starts more slowly):\n{reason}", reason=reason), file=sys.stderr)
    return False
