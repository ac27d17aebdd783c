"""`gamegrid web`: the site a lesson, a script or a folder of steps becomes (no browser needed; the browser
tests are tests/test_web_browser.py)."""
from __future__ import annotations

import gzip
import io
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from gamegrid.teacher.present.codeview import changed_lines
from gamegrid.web import assets, builder
from gamegrid.web.program import SourceError, find_program, program_files

REPO = Path(__file__).resolve().parent.parent


def test_a_lesson_is_its_steps_with_the_lines_each_step_changed():
    program = find_program("solitaire")
    names = [step.name for step in program.steps if step.exercise is None]
    assert names == sorted(names, key=lambda name: int(name[4]))
    assert names[0].startswith("step1") and len(names) >= 2
    # then the lesson's exercises, for pupils to work on in the page (`--step ex2` opens one)
    exercises = [(step.name, step.exercise) for step in program.steps if step.exercise is not None]
    assert exercises[:2] == [("ex1_french.py", 1), ("ex2_score.py", 2)]
    assert [step.exercise for step in program.steps][len(names):] == [number for _, number in exercises]
    assert program.steps[find_program("solitaire", "ex2").start].name == "ex2_score.py"
    assert program.steps[0].changed == ()                     # the first step marks nothing
    second = program.steps[1]                                  # the presenter's marks, the same lines
    assert second.changed and set(second.changed) == changed_lines(program.steps[0].code, second.code)
    assert program.folder == (REPO / "lessons" / "solitaire").resolve()


def test_a_script_brings_its_folder_helper_modules_sprites_and_data(tmp_path):
    (tmp_path / "game.py").write_text("from gamegrid import *\nimport board\n")
    (tmp_path / "board.py").write_text("SIZE = 7\n")
    (tmp_path / "sprites").mkdir()
    (tmp_path / "sprites" / "hero.png").write_bytes(b"\x89PNG")
    (tmp_path / "levels.txt").write_text("1 2 3\n")
    (tmp_path / "__pycache__").mkdir()
    (tmp_path / "__pycache__" / "board.cpython-311.pyc").write_bytes(b"")
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "HEAD").write_text("ref")
    program = find_program(str(tmp_path / "game.py"))
    assert [step.name for step in program.steps] == ["game.py"]
    assert sorted(path.as_posix() for path in program_files(program.folder)) == \
        ["board.py", "game.py", "levels.txt", "sprites/hero.png"]


def test_a_site_built_inside_the_scripts_folder_is_no_part_of_the_program(tmp_path):
    (tmp_path / "game.py").write_text("from gamegrid import *\n")
    (tmp_path / "site").mkdir()                                   # being written now
    (tmp_path / "site" / "index.html").write_text("")
    (tmp_path / "old_site" / "pyodide").mkdir(parents=True)       # built before
    (tmp_path / "old_site" / "site.json").write_text("{}")
    (tmp_path / "old_site" / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0")
    assert program_files(tmp_path, leave_out=tmp_path / "site") == [Path("game.py")]


def test_a_teachers_folder_of_steps_goes_like_present(tmp_path):
    (tmp_path / "step1_board.py").write_text("from gamegrid import *\nmakeGameGrid(5, 5, 40)\nshow()\n")
    (tmp_path / "step2_marble.py").write_text("from gamegrid import *\nimport helper3\nmakeGameGrid(5, 5, 40)\n"
                                              "addActor(Actor('sprites/marble.png'), Location(2, 2))\nshow()\n")
    (tmp_path / "helper3.py").write_text("X = 1\n")     # a number in its name, but imported: a helper
    program = find_program(str(tmp_path), step="2")
    assert [step.name for step in program.steps] == ["step1_board.py", "step2_marble.py"]
    assert program.start == 1
    assert program.steps[1].changed == (2, 4)


def test_unknown_sources_say_what_exists():
    with pytest.raises(SourceError, match="solitaire"):
        find_program("no_such_lesson")
    with pytest.raises(SourceError, match="no_such_file.py"):
        find_program("no_such_file.py")


def test_the_package_zip_carries_gamegrid_its_sprites_fonts_catalogues_and_tigerjython_modules(tmp_path):
    target = tmp_path / "gamegrid.zip"
    builder.write_gamegrid_zip(target)
    names = set(zipfile.ZipFile(target).namelist())
    assert "gamegrid/__init__.py" in names and "gamegrid/model/grid.py" in names
    assert "gamegrid/locale/de/LC_MESSAGES/gamegrid.mo" in names
    assert any(name.startswith("gamegrid/_fonts/") and name.endswith(".ttf") for name in names)
    assert "gamegrid/_sprites/marble.png" in names or any(n.startswith("gamegrid/_sprites/") for n in names)
    assert "gpanel.py" in names and "tcpcom.py" in names
    assert not any("__pycache__" in name or name.endswith(".pyc") for name in names)
    assert not any(name.startswith(("gamegrid/_lessons/", "gamegrid/_examples/")) for name in names)


def test_an_occupied_folder_is_never_overwritten(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(builder.BuildError, match="not empty"):
        builder._prepare(tmp_path)
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_without_npm_the_teacher_is_told_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMEGRID_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(assets.shutil, "which", lambda name: None)
    with pytest.raises(assets.AssetError, match="needs npm"):
        assets.pyodide_dir()


def test_without_pip_the_teacher_is_told_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setenv("GAMEGRID_CACHE", str(tmp_path / "cache"))
    real_find_spec = assets.importlib.util.find_spec
    monkeypatch.setattr(assets.importlib.util, "find_spec",
                        lambda name, *args: None if name == "pip" else real_find_spec(name, *args))
    with pytest.raises(assets.AssetError, match="needs pip once.*ensurepip"):
        assets.pyglet_wheel()


def test_without_npm_the_command_says_so_in_german(tmp_path):
    env = {**os.environ, "PATH": str(tmp_path), "GAMEGRID_CACHE": str(tmp_path / "cache"), "HOME": str(tmp_path),
           "GAMEGRID_LANG": "de"}   # no npm on this PATH
    done = subprocess.run([sys.executable, "-m", "gamegrid", "web", "solitaire", "--out", str(tmp_path / "site")],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "braucht einmal npm" in done.stderr
    assert not (tmp_path / "site").exists()


@pytest.mark.skipif(shutil.which("npm") is None, reason="npm is needed to fetch Pyodide")
def test_the_site_has_every_file_the_page_needs(tmp_path):
    out = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "gamegrid", "web", "solitaire", "--out", str(out), "--step", "2"],
                          cwd=REPO, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr
    site = json.loads((out / "site.json").read_text(encoding="utf-8"))
    assert site["start"] == 1 and site["steps"][0]["name"].startswith("step1")
    assert site["texts"]["de"]["run"] == "Ausführen" and site["texts"]["fr"]["run"] == "Exécuter"
    for archive in site["archives"]:   # stored zips, gzipped (builder.pack_archive; the page: archives.js)
        assert archive["url"].endswith(".zip.gz")
        stored = zipfile.ZipFile(io.BytesIO(gzip.decompress((out / archive["url"]).read_bytes())))
        assert {info.compress_type for info in stored.infolist()} == {zipfile.ZIP_STORED}
    # the modules come compiled by Pyodide's Python (web/bytecode.py: unchecked-hash .pyc beside the sources)
    packages = zipfile.ZipFile(io.BytesIO(gzip.decompress((out / "py" / "gamegrid.zip.gz").read_bytes())))
    compiled = packages.read("gamegrid/model/__pycache__/grid.cpython-314.pyc")
    assert compiled[4:8] == (1).to_bytes(4, "little")   # PEP 552: hash-based, not checked against the source
    assert "gamegrid/model/grid.py" in packages.namelist()
    for name in site["program"]["files"]:
        assert (out / "program" / name).is_file()
    assert "step1_board.py" in site["program"]["files"]
    for name in ("index.html", "gamegrid-page.js", "editor.js", "page.css", "favicon.svg"):
        assert (out / name).is_file()
    for name in assets.PYODIDE_FILES:
        assert (out / "pyodide" / name).is_file()
    # nothing in the page's own files names another host
    for name in ("index.html", "gamegrid-page.js", "page.css"):
        assert "http://" not in (out / name).read_text() and "https://" not in (out / name).read_text()


@pytest.mark.skipif(shutil.which("npm") is None, reason="npm is needed to fetch Pyodide")
def test_serve_prints_the_url_first_and_serves_the_site_on_127_0_0_1_only(tmp_path):
    import urllib.request
    process = subprocess.Popen([sys.executable, "-m", "gamegrid", "web", "solitaire", "--serve"], cwd=REPO,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:") and url.endswith("/index.html")
        with urllib.request.urlopen(url, timeout=30) as response:
            assert b"gamegrid-page.js" in response.read()
        with urllib.request.urlopen(url.replace("index.html", "pyodide/pyodide.asm.wasm"), timeout=30) as response:
            assert response.headers["Content-Type"] == "application/wasm"
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_without_node_the_site_carries_sources_and_the_teacher_is_told(tmp_path, monkeypatch, capsys):
    from gamegrid.web import bytecode
    monkeypatch.setenv("GAMEGRID_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(bytecode.shutil, "which", lambda name: None)
    archive = tmp_path / "package.zip"
    with zipfile.ZipFile(archive, "w") as files:
        files.writestr("package/__init__.py", "X = 1\n")
    before = archive.read_bytes()
    assert bytecode.add_bytecode([archive], tmp_path / "pyodide") is False
    assert archive.read_bytes() == before
    assert "Node.js is missing" in capsys.readouterr().err
