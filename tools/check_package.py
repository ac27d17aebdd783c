"""Build the sdist and the wheel, check them, install the wheel into a fresh venv and play from an empty folder.

    python tools/check_package.py                 # needs the `release` extra: pip install '.[release]'
    python tools/check_package.py --keep DIR      # leave the sdist, wheel and venv in DIR

What a teacher who runs `pip install gamegrid-cpython` gets, checked without the repository:
1. `python -m build` makes the sdist and then the wheel *from the sdist* (so the sdist is complete);
   `twine check --strict` accepts both.
2. The wheel holds every file of sprites/, lessons/ and examples/ (as gamegrid/_sprites/, _lessons/,
   _examples/), py.typed, the editor stubs (.pyi), the de/fr message catalogues (.mo), the licence, and
   metadata with the version of gamegrid/base/version.py.
3. A fresh venv gets the wheel (dependencies from the index). From an empty folder, with an empty HOME
   elsewhere and no PYTHONPATH, the installed `gamegrid` command plays the solitaire lesson (a replayed jump) and the
   Pacman example (its recorded route through the maze), both taken from the installed package; the state
   dumps must show the expected game, with the actors' bundled sprites; a pupil's typo is explained in German
   and French (`--lang de|fr`: the wheel's compiled message catalogues).
4. The teachers' commands work on the installed lessons from that empty folder: `gamegrid lessons` lists
   them, runs a step, diffs two steps (plain text into a pipe, and as HTML) and copies a lesson;
   `gamegrid grade` grades a good and a crashing program with the installed check of exercise 2;
   `gamegrid web solitaire --out site` writes the lesson's site (with npm: Pyodide fetched into the empty HOME).
Exits 1 with a message naming what is wrong.
"""
from __future__ import annotations

import argparse
import gzip
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import venv
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
from gamegrid.base.resources import SHIPPED_FOLDERS  # noqa: E402  (the repository's copy, to compare with the wheel)

DIST_NAME = "gamegrid-cpython"
# A drag of the marble at (3, 1) over (3, 2) into the hole (3, 3): cells are 70 pixels (README example).
LESSON_DRAG = [
    {"at_ms": 500, "type": "mouse_press", "x": 245, "y": 105, "button": "left"},
    {"at_ms": 550, "type": "mouse_drag", "x": 245, "y": 175},
    {"at_ms": 600, "type": "mouse_release", "x": 245, "y": 245, "button": "left"},
]


class CheckFailed(Exception):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    print("$", " ".join(str(part) for part in command), flush=True)
    done = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        raise CheckFailed(f"{command[0]} ... exited {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return done


def source_version() -> str:
    text = (REPO / "gamegrid" / "base" / "version.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    check(found is not None, "gamegrid/base/version.py has no __version__ line")
    return found.group(1)


def build(dist: Path) -> tuple[Path, Path]:
    """sdist, then the wheel built from that sdist (python -m build's default)."""
    run([sys.executable, "-m", "build", "--outdir", str(dist), str(REPO)])
    sdists, wheels = sorted(dist.glob("*.tar.gz")), sorted(dist.glob("*.whl"))
    check(len(sdists) == 1 and len(wheels) == 1, f"expected one sdist and one wheel in {dist}, found "
          f"{[p.name for p in dist.iterdir()]}")
    run([sys.executable, "-m", "twine", "check", "--strict", str(sdists[0]), str(wheels[0])])
    return sdists[0], wheels[0]


def shipped_files(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc"}


def check_wheel_contents(wheel: Path, version: str) -> None:
    check(wheel.name.startswith(f"{DIST_NAME.replace('-', '_')}-{version}-py3-none-any"),
          f"wheel {wheel.name}: expected {DIST_NAME} {version}, pure Python")
    names = set(zipfile.ZipFile(wheel).namelist())
    for folder, inside in SHIPPED_FOLDERS.items():
        expected = {f"gamegrid/{inside}/{name}" for name in shipped_files(REPO / folder)}
        missing = sorted(expected - names)
        check(not missing, f"the wheel lacks {len(missing)} file(s) of {folder}/, e.g. {missing[:5]}")
    check("gamegrid/py.typed" in names, "the wheel lacks gamegrid/py.typed")
    # the stubs editors read (tools/make_stubs.py): without them an installed gamegrid's functions are unknown
    stubs = {path.relative_to(REPO).as_posix() for top in ("gamegrid", "ch-stubs") for path in (REPO / top).rglob("*.pyi")}
    check(len(stubs) >= 3 and not stubs - names, f"the wheel lacks the stub(s) {sorted(stubs - names)}")
    for language in ("de", "fr"):   # the compiled catalogues gettext reads (messages in the pupil's language)
        check(f"gamegrid/locale/{language}/LC_MESSAGES/gamegrid.mo" in names,
              f"the wheel lacks the {language} message catalogue gamegrid/locale/{language}/LC_MESSAGES/gamegrid.mo")
    # the fonts every text is drawn with (gamegrid/base/fonts.py) and their licence
    fonts = {path.relative_to(REPO).as_posix() for path in (REPO / "gamegrid" / "_fonts").iterdir()}
    check(len(fonts) >= 13 and not fonts - names, f"the wheel lacks the font file(s) {sorted(fonts - names)}")
    # GGSound's clips (tools/make_sounds.py): without them playSound(GGSound.PING) is silent
    clips = {path.relative_to(REPO).as_posix() for path in (REPO / "gamegrid" / "_sounds").iterdir()}
    check(len(clips) == 10 and not clips - names, f"the wheel lacks the sound clip(s) {sorted(clips - names)}")
    for module in ("gpanel.py", "entrydialog.py", "dbapi.py", "tcpcom.py", "mqttclient.py"):   # py_modules
        check(module in names, f"the wheel lacks the top-level module {module}")
    # the page `gamegrid web` writes (gamegrid/web/page/)
    page = {path.relative_to(REPO).as_posix() for path in (REPO / "gamegrid" / "web" / "page").iterdir()}
    check(len(page) >= 5 and not page - names, f"the wheel lacks the web page's file(s) {sorted(page - names)}")
    info = f"{DIST_NAME.replace('-', '_')}-{version}.dist-info"
    check(f"{info}/licenses/LICENSE" in names or f"{info}/LICENSE" in names, "the wheel lacks the LICENSE file")
    metadata = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode("utf-8")
    for line in (f"Name: {DIST_NAME}", f"Version: {version}", "Requires-Python: >=3.10", "License: MIT"):
        check(line in metadata.splitlines(), f"METADATA lacks {line!r}")
    check("gamegrid for CPython" in metadata, "METADATA lacks the long description (README.md)")
    print(f"wheel contents ok: {len(names)} files", flush=True)


def fresh_venv(where: Path, wheel: Path) -> Path:
    venv.EnvBuilder(with_pip=True, clear=True).create(where)
    python = where / "bin" / "python"
    run([str(python), "-m", "pip", "install", "--quiet", str(wheel)])
    return python


def play_installed(python: Path, play: Path) -> None:
    """Run a lesson and an example of the installed package from an empty folder; check the state dumps."""
    home, folder = play / "home", play / "empty"
    home.mkdir()
    folder.mkdir()
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(HOME=str(home), PYTHONNOUSERSITE="1")
    env["PATH"] = f"{python.parent}{os.pathsep}{env.get('PATH', '')}"

    def ask(code: str) -> str:
        return run([str(python), "-c", code], cwd=folder, env=env).stdout.strip()

    package = Path(ask("import gamegrid; print(gamegrid.__file__)")).parent
    lessons = Path(ask("from gamegrid.base.resources import lessons_dir; print(lessons_dir())"))
    examples = Path(ask("from gamegrid.base.resources import examples_dir; print(examples_dir())"))
    sprites = Path(ask("from gamegrid.base.resources import sprites_dir; print(sprites_dir())"))
    version = ask("import gamegrid; print(gamegrid.__version__)")
    for path in (package, lessons, examples, sprites):
        check(REPO not in path.parents and path.is_relative_to(python.parent.parent),
              f"{path} is not inside the fresh venv: the check would read the repository")
    check(version == source_version(), f"installed gamegrid.__version__ is {version!r}")
    gamegrid = python.parent / "gamegrid"

    replay = folder / "drag.jsonl"
    replay.write_text("".join(json.dumps(event) + "\n" for event in LESSON_DRAG), encoding="utf-8")
    state = folder / "lesson.json"
    run([str(gamegrid), "run", str(lessons / "solitaire" / "step3_game_over.py"), "--headless",
         "--replay", str(replay), "--state", str(state), "--screenshot", str(folder / "lesson.png")],
        cwd=folder, env=env, timeout=300)
    check_lesson_state(state)
    teacher_commands(gamegrid, lessons, folder, env)
    web_site(gamegrid, folder, env)
    check((folder / "lesson.png").stat().st_size > 1000, "no lesson screenshot")

    typo = play / "typo.py"   # the installed catalogues: a pupil's typo explained in German and in French
    typo.write_text("from gamegrid import *\nmakeGamegrid(10, 10, 60)\n", encoding="utf-8")
    for language, hint in (("de", "Tipp: Meintest du makeGameGrid?"),
                           ("fr", "Astuce : Voulais-tu écrire makeGameGrid ?")):
        said = subprocess.run([str(gamegrid), "run", str(typo), "--headless", "--lang", language],
                              capture_output=True, text=True, cwd=folder, env=env, timeout=120)
        check(said.returncode == 1 and hint in said.stderr and 'typo.py", line 2' in said.stderr,
              f"--lang {language}: expected {hint!r} under typo.py's line 2, got exit {said.returncode}:\n"
              f"{said.stderr}")
    print("messages ok: de, fr", flush=True)

    state = folder / "example.json"
    done = run([str(gamegrid), "run", str(examples / "pacman.py"), "--headless",
                "--replay", str(examples / "replays" / "pacman_all_pills.jsonl"), "--state", str(state)],
               cwd=folder, env=env, timeout=300)
    example = json.loads(state.read_text(encoding="utf-8"))
    sprites_used = {actor["class"]: actor["sprite"] for actor in example["actors"]}
    check(example["status_text"] == "All pills eaten. You win!", f"example status: {example['status_text']!r}")
    check("You win after 55 cycles" in done.stdout, f"example output: {done.stdout[-500:]!r}")
    check(sprites_used.get("PacMan") == "sprites/pacman.gif", f"example actors and sprites: {sprites_used}")
    # where the installed gamegrid finds these sprites from the empty folder: in its bundled library
    found = json.loads(ask(
        "import json\nfrom gamegrid.model import spritepath\nfrom gamegrid.model.actor import sprite_file_name\n"
        "def where(p):\n"
        "    try: return str(spritepath.resolve(p))\n"
        "    except Exception: return str(spritepath.resolve(sprite_file_name(p, 0)))\n"
        f"print(json.dumps([where(p) for p in {sorted(sprites_used.values())!r}]))"))
    check(all(Path(path).parent == sprites for path in found),
          f"example sprites {sprites_used} are not all found in the bundled library {sprites}: {found}")
    leftovers = sorted(p.name for p in folder.iterdir())
    expected = ["copied", "diff.html", "drag.jsonl", "example.json", "lesson.json", "lesson.png", "step.json"]
    if (folder / "site").is_dir():   # gamegrid web's site, where it was asked for (web_site above)
        expected = sorted(expected + ["site"])
    check(leftovers == expected,
          f"the runs wrote unexpected files into the empty folder: {leftovers}")
    print("example ok:", example["status_text"], sprites_used, flush=True)


def check_lesson_state(state: Path) -> None:
    """The solitaire lesson after LESSON_DRAG: one jump made, the marbles with their bundled sprite."""
    lesson = json.loads(state.read_text(encoding="utf-8"))
    cells = {(actor["x"], actor["y"]) for actor in lesson["actors"]}
    check(lesson["status_text"] == "Jump (3, 1) -> (3, 3)", f"lesson status: {lesson['status_text']!r}")
    check(len(cells) == 31 and (3, 3) in cells and not {(3, 1), (3, 2)} & cells,
          f"lesson board after one jump: {sorted(cells)}")
    check({actor["sprite"] for actor in lesson["actors"]} == {"sprites/marble.png"},
          f"lesson sprites: {sorted({str(a['sprite']) for a in lesson['actors']})}")
    print(f"lesson ok ({state.name}):", lesson["status_text"], flush=True)


def teacher_commands(gamegrid: Path, lessons: Path, folder: Path, env: dict[str, str]) -> None:
    """`gamegrid lessons` on the installed lessons: list, run a step, diff, copy."""
    listing = run([str(gamegrid), "lessons"], cwd=folder, env=env).stdout
    for line in ("solitaire: Peg solitaire (English board)", "step2_rules.py", "ex2_score.py",
                 "only legal jumps are allowed.", "wolves_and_goat:", "gobblet:"):
        check(line in listing, f"`gamegrid lessons` does not list {line!r}:\n{listing}")
    done = run([str(gamegrid), "lessons", "solitaire", "3", "--headless", "--replay", str(folder / "drag.jsonl"),
                "--state", str(folder / "step.json")], cwd=folder, env=env, timeout=300)
    check("solitaire, step3_game_over.py" in done.stderr,
          f"`gamegrid lessons solitaire 3` did not say which step it runs: {done.stderr[-500:]!r}")
    check_lesson_state(folder / "step.json")
    diff = run([str(gamegrid), "lessons", "solitaire", "--diff", "1", "2"], cwd=folder, env=env).stdout
    check(diff.startswith("--- step1_board.py\n+++ step2_rules.py\n") and "+def jumpedMarble(" in diff
          and "\033[" not in diff, f"`gamegrid lessons solitaire --diff 1 2` into a pipe:\n{diff[:800]}")
    run([str(gamegrid), "lessons", "solitaire", "--diff", "1", "2", "--html", "diff.html"], cwd=folder, env=env)
    page = (folder / "diff.html").read_text(encoding="utf-8")
    check("step1_board.py" in page and 'class="diff_add"' in page, "the HTML diff lacks the steps or the marks")
    run([str(gamegrid), "lessons", "solitaire", "--copy", "copied"], cwd=folder, env=env)
    copied = folder / "copied"
    check((copied / "step1_board.py").read_bytes() == (lessons / "solitaire" / "step1_board.py").read_bytes()
          and (copied / "boards" / "french.txt").is_file(), f"the copied lesson: {sorted(copied.iterdir())}")
    pupils = folder / "copied" / "pupils"
    pupils.mkdir()
    shutil.copy(lessons / "solitaire" / "ex2_score.py", pupils / "good.py")
    (pupils / "crashing.py").write_text((lessons / "solitaire" / "ex2_score.py").read_text(encoding="utf-8")
                                        .replace("nbMoves += 1", "nbMoves += None"), encoding="utf-8")
    done = subprocess.run([str(gamegrid), "grade", str(lessons / "solitaire" / "checks" / "check_ex2_score.py"),
                           str(pupils), "--out", str(folder / "copied" / "report")], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=300)
    print(done.stdout[-1500:], flush=True)
    check(done.returncode == 1 and re.search(r"^good +pass ", done.stdout, re.M) is not None
          and re.search(r"^crashing +error .*crashing\.py, line \d+: nbMoves \+= None", done.stdout, re.M) is not None,
          f"`gamegrid grade` with the installed check (exit {done.returncode}):\n{done.stdout}\n{done.stderr[-2000:]}")
    check((folder / "copied" / "report" / "index.html").is_file(), "`gamegrid grade` wrote no HTML report")
    print("teacher commands ok: lessons listed, run, diffed, copied; a class graded", flush=True)


def web_site(gamegrid: Path, folder: Path, env: dict[str, str]) -> None:
    """`gamegrid web solitaire --out DIR` from the installed package, as a teacher on a fresh machine (an empty
    HOME: Pyodide and the editor fetched with npm, pyglet 3 with pip, into that HOME's cache)."""
    if shutil.which("npm") is None:
        print("gamegrid web not checked: npm is not installed", flush=True)
        return
    run([str(gamegrid), "web", "solitaire", "--out", "site"], cwd=folder, env=env, timeout=900)
    site = folder / "site"
    for name in ("index.html", "gamegrid-page.js", "editor.js", "site.json", "pyodide/pyodide.asm.wasm",
                 "py/gamegrid.zip.gz", "py/fissix.zip.gz", "program/step1_board.py", "program/step3_game_over.py"):
        check((site / name).is_file(), f"`gamegrid web solitaire` wrote no {name}")
    packed = set(zipfile.ZipFile(io.BytesIO(gzip.decompress((site / "py" / "gamegrid.zip.gz").read_bytes()))).namelist())
    check("gamegrid/_sprites/marble.png" in packed and "gamegrid/model/grid.py" in packed
          and not any(name.startswith("gamegrid/_lessons/") for name in packed),
          "the site's gamegrid.zip lacks the installed package's files or sprites (or carries the lessons)")
    print("gamegrid web ok: the solitaire lesson's site from the installed package", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", type=Path, help="build and install into this folder and keep it")
    args = parser.parse_args(argv)
    work = args.keep or Path(tempfile.mkdtemp(prefix="gamegrid-package-"))
    if args.keep:
        shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    try:
        version = source_version()
        _, wheel = build(work / "dist")
        check_wheel_contents(wheel, version)
        python = fresh_venv(work / "venv", wheel)
        play = work / "play"
        play.mkdir()
        play_installed(python, play)
    except CheckFailed as problem:
        print(f"check_package: FAILED: {problem}", file=sys.stderr)
        return 1
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(f"check_package: ok ({DIST_NAME} {version})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
