"""Pages the site makes from files outside docs/, and the site's navigation.

At the start of every build (before Sphinx reads anything) this writes docs/generated/ afresh:
- copies of README.md, CHANGELOG.md, examples/README.md and every lessons/*/README*.md at their repository
  paths, with links rewritten: a link to a page under docs/ points at that page, a link to another
  repository file (a picture, a board, a script) gets a copy of the file next to the page;
- a screenshot of every lesson step (`step*.py`, `ex*.py`) and every example program, taken by the
  runner in a headless run (`gamegrid run SCRIPT --headless --screenshot PNG`), shown below the
  lesson's text with the script's code; a script that fails to run is a build warning (an error
  under -W);
- the benchmarks page (the README's figures and each bench/ script's description), the API reference
  (apiref.py) and navigation.md, the toctrees index.md includes.
A Markdown page added anywhere under docs/ appears in the navigation by itself: under "For teachers" if
its path says so (teach, lehr, enseign, migration, guide), otherwise under "More".
"""
from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import apiref

DOCS = Path(__file__).resolve().parent.parent
REPO = DOCS.parent
GENERATED = DOCS / "generated"
LANGUAGES = ("en", "de", "fr")
SCREENSHOTS_TITLE = {"en": "Screenshots", "de": "Bildschirmfotos", "fr": "Captures d'écran"}
SCREENSHOT_SECONDS = "2"
TEACHER_PAGE = re.compile(r"teach|lehr|enseign|migration|guide", re.IGNORECASE)
# pages under docs/ with a fixed place; every other page is placed by TEACHER_PAGE or under "More"
PLACED = {"sprites": "Reference", "architecture": "Project", "decisions": "Project"}
_LINK = re.compile(r"(!?\[[^\]]*\]\()([^)\s]+)(\))")


def _warn(message: str) -> None:
    from sphinx.util import logging
    logging.getLogger(__name__).warning(message)


def language(page: Path) -> str:
    """README.de.md -> de, README.exercises.fr.md -> fr, README.md -> en."""
    for suffix in page.suffixes[:-1]:
        if suffix[1:] in LANGUAGES:
            return suffix[1:]
    return "en"


def _order(page: Path) -> tuple[str, int]:
    base = page.name.split(".")[0] + "".join(s for s in page.suffixes[:-1] if s[1:] not in LANGUAGES)
    return str(page.parent / base).lower(), LANGUAGES.index(language(page))


class Mirror:
    """Copies repository Markdown files into docs/generated/ at their repository paths."""

    def __init__(self, sources: list[Path], repo: Path = REPO, docs: Path = DOCS,
                 generated: Path = GENERATED) -> None:
        self.sources = {source.resolve() for source in sources}
        self.repo, self.docs, self.generated = repo, docs, generated

    def target(self, source: Path) -> Path:
        return self.generated / source.resolve().relative_to(self.repo)

    def copy(self, source: Path, extra: str = "") -> Path:
        text = source.read_text(encoding="utf-8")
        target = self.target(source)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(_LINK.sub(lambda m: self._link(m, source), text) + extra, encoding="utf-8")
        return target

    def _link(self, match: re.Match, source: Path) -> str:
        start, link, end = match.groups()
        if re.match(r"[a-zA-Z][a-zA-Z0-9+.-]*:", link) or link.startswith("#"):
            return match.group(0)
        path, hash_, anchor = link.partition("#")
        found = (source.parent / path).resolve()
        if not found.exists() or self.repo not in found.parents:
            return match.group(0)            # left for Sphinx to report as a broken link
        if self.docs in found.parents and self.generated not in found.parents:
            new = os.path.relpath(found, self.target(source).parent)
            return f"{start}{Path(new).as_posix()}{hash_}{anchor}{end}"
        if found not in self.sources and found.is_file():
            copied = self.target(found)
            copied.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(found, copied)
        return match.group(0)


def take_screenshots(scripts: list[Path]) -> dict[Path, Path]:
    """script -> PNG under docs/generated/, taken in parallel headless runs of the runner."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))

    def shoot(script: Path) -> tuple[Path, Path | None]:
        png = GENERATED / script.relative_to(REPO).with_suffix(".png")
        png.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as empty:
            done = subprocess.run([sys.executable, "-m", "gamegrid", "run", str(script), "--headless",
                                   "--seconds", SCREENSHOT_SECONDS, "--seed", "1", "--screenshot", str(png)],
                                  cwd=empty, env=env, capture_output=True, text=True, timeout=300)
        if done.returncode != 0 or not png.is_file():
            _warn(f"screenshot of {script.relative_to(REPO)} failed (exit {done.returncode}):\n"
                  f"{done.stderr[-2000:]}")
            return script, None
        return script, png

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return {script: png for script, png in pool.map(shoot, scripts) if png is not None}


def gallery(page_language: str, scripts: list[Path], shots: dict[Path, Path], page_dir: Path) -> str:
    """The screenshots section appended to a lesson or examples page."""
    parts = [f"\n\n## {SCREENSHOTS_TITLE[page_language]}\n"]
    for script in scripts:
        if script not in shots:
            continue
        copy = GENERATED / script.relative_to(REPO)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(script, copy)
        picture = Path(os.path.relpath(shots[script], page_dir)).as_posix()
        code = Path(os.path.relpath(copy, page_dir)).as_posix()
        parts.append(f"\n### {script.name}\n\n![{script.name}]({picture})\n\n"
                     f"```{{literalinclude}} {code}\n:language: python\n```\n")
    return "".join(parts)


def lesson_scripts(folder: Path, prefixes: tuple[str, ...]) -> list[Path]:
    return sorted(p for p in folder.glob("*.py") if p.name.startswith(prefixes))


def benchmarks_page() -> str:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Benchmarks\n(.*?)(?=^## )", readme, re.M | re.S)
    parts = ["# Benchmarks\n\n", section.group(1).strip() + "\n" if section else ""]
    for script in sorted((REPO / "bench").glob("bench_*.py")):
        doc = ast.get_docstring(ast.parse(script.read_text(encoding="utf-8"))) or ""
        parts.append(f"\n## {script.name}\n\n{doc}\n")
    return "".join(parts)


def docs_pages(docs: Path = DOCS) -> list[Path]:
    """The hand-written pages under docs/ (relative paths), the landing page excepted."""
    pages = []
    for page in sorted(docs.rglob("*")):
        relative = page.relative_to(docs)
        if page.suffix in (".md", ".rst") and relative.parts[0] not in ("generated", "_build", "_ext") \
                and relative != Path("index.md"):
            pages.append(relative)
    return pages


def toctree(caption: str, entries: list[str]) -> str:
    if not entries:
        return ""
    body = "\n".join(entries)
    return f"```{{toctree}}\n:caption: {caption}\n:maxdepth: 1\n\n{body}\n```\n\n"


def navigation(lesson_pages: list[Path], docs: Path = DOCS, example_pages: list[Path] = ()) -> str:
    """The toctrees of the landing page: generated pages, then every page under docs/ by section.
    example_pages: READMEs of example folders (examples/connect4/README.md), after the examples page."""
    sections: dict[str, list[str]] = {"For teachers": [], "Reference": [], "Project": [], "More": []}
    for page in sorted(docs_pages(docs), key=_order):
        docname = page.with_suffix("").as_posix()
        section = PLACED.get(docname) or ("For teachers" if TEACHER_PAGE.search(docname) else "More")
        sections[section].append(docname)
    sections["Reference"][:0] = ["generated/api"]
    sections["Project"] += ["generated/benchmarks", "Changes <generated/CHANGELOG>"]
    lessons = [p.relative_to(docs).with_suffix("").as_posix() for p in sorted(lesson_pages, key=_order)]
    examples = [p.relative_to(docs).with_suffix("").as_posix() for p in sorted(example_pages, key=_order)]
    return (toctree("Getting started", ["Read me <generated/README>", "generated/examples/README", *examples])
            + toctree("Lessons", lessons)
            + "".join(toctree(title, entries) for title, entries in sections.items()))


def generate(app) -> None:
    if GENERATED.exists():
        shutil.rmtree(GENERATED)
    GENERATED.mkdir()
    lesson_readmes = sorted((REPO / "lessons").glob("*/README*.md"))
    examples_readme = REPO / "examples" / "README.md"
    example_readmes = sorted((REPO / "examples").glob("*/README*.md"))   # programs in folders of their own
    mirror = Mirror([REPO / "README.md", REPO / "CHANGELOG.md", examples_readme, *lesson_readmes,
                     *example_readmes])
    mirror.copy(REPO / "README.md")
    mirror.copy(REPO / "CHANGELOG.md")

    examples = sorted((REPO / "examples").glob("*.py"))
    folders = sorted({readme.parent for readme in lesson_readmes})
    steps = {folder: lesson_scripts(folder, ("step", "ex")) for folder in folders}
    shots = take_screenshots(examples + [script for scripts in steps.values() for script in scripts])

    mirror.copy(examples_readme, gallery("en", examples, shots, mirror.target(examples_readme).parent))
    example_pages = [mirror.copy(readme) for readme in example_readmes]
    lesson_pages = []
    for readme in lesson_readmes:
        exercises_page = ".exercises" in readme.name
        has_exercises_page = any(".exercises" in r.name for r in readme.parent.glob("README*.md"))
        scripts = [s for s in steps[readme.parent]
                   if s.name.startswith("ex") == exercises_page or not has_exercises_page]
        page_dir = mirror.target(readme).parent
        lesson_pages.append(mirror.copy(readme, gallery(language(readme), scripts, shots, page_dir)))

    (GENERATED / "benchmarks.md").write_text(benchmarks_page(), encoding="utf-8")
    apiref.write_reference(GENERATED / "api.rst")
    (GENERATED / "navigation.md").write_text(navigation(lesson_pages, example_pages=example_pages),
                                             encoding="utf-8")


def setup(app):
    app.connect("builder-inited", generate)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
