"""The package and its documentation site, without building them (CI builds both: .ci/run).

- one version, read by setup.cfg from gamegrid/base/version.py, with a CHANGELOG entry;
- gamegrid.base.resources finds the shipped folders in a clone and prefers the copies of an installed package;
- the API reference covers every name of `from gamegrid import *`, each documented once;
- the site's navigation places every Markdown page under docs/, also pages added later;
- pages copied from outside docs/ keep working links.
"""
from __future__ import annotations

import configparser
import sys

import pytest

import gamegrid
from conftest import REPO
from gamegrid.base import resources

sys.path.insert(0, str(REPO / "docs" / "_ext"))
import apiref  # noqa: E402
import sitepages  # noqa: E402


def test_version_is_single_sourced_and_has_a_changelog_entry():
    config = configparser.ConfigParser()
    config.read(REPO / "setup.cfg", encoding="utf-8")
    assert config["metadata"]["version"] == "attr: gamegrid.base.version.__version__"
    assert config["metadata"]["name"] == "gamegrid-cpython"
    assert gamegrid.__version__.count(".") == 2
    assert f"## {gamegrid.__version__} " in (REPO / "CHANGELOG.md").read_text(encoding="utf-8")


def test_shipped_folders_in_a_clone_are_the_top_level_folders():
    for name, finder in (("sprites", resources.sprites_dir), ("lessons", resources.lessons_dir),
                         ("examples", resources.examples_dir)):
        found = finder()
        assert found is not None and found.is_dir(), name
        if (REPO / "gamegrid").resolve() == resources._PACKAGE_DIR:      # running from the clone
            assert found == REPO / name
    assert (resources.lessons_dir() / "solitaire" / "step1_board.py").is_file()
    assert (resources.examples_dir() / "pacman.py").is_file()


def test_an_installed_copy_wins_over_the_repository_folder(tmp_path, monkeypatch):
    package = tmp_path / "site-packages" / "gamegrid"
    (package / "_lessons" / "solitaire").mkdir(parents=True)
    monkeypatch.setattr(resources, "_PACKAGE_DIR", package)
    assert resources.lessons_dir() == package / "_lessons"
    assert resources.examples_dir() is None          # neither installed nor beside the package
    (tmp_path / "site-packages" / "examples").mkdir()
    assert resources.examples_dir() == tmp_path / "site-packages" / "examples"


def test_api_reference_covers_every_star_import_name_once():
    namespace: dict = {}
    exec("from gamegrid import *", namespace)
    star = sorted(name for name in namespace if name != "__builtins__")
    assert star == sorted(apiref.public_names())
    assert {"makeGameGrid", "Actor", "Location", "addActor", "doRun", "Color", "GGBackground"} <= set(star)
    text = apiref.reference_rst()
    documented = []
    for line in text.splitlines():
        if line.startswith(".. auto") or line.startswith(".. py:data::"):
            documented.append(line.split("::", 1)[1].strip().removeprefix("gamegrid."))
    assert sorted(documented) == star


def test_api_reference_sections():
    sections = {}
    grid = gamegrid.GameGrid
    for name in apiref.public_names():
        sections.setdefault(apiref.section_of(name, getattr(gamegrid, name), grid), set()).add(name)
    assert {"addActor", "doRun", "setTitle"} <= sections["Module functions: the window"]
    assert {"makeColor", "makeGameGrid", "inputInt"} <= sections["Module functions"]
    assert {"Actor", "GameGrid", "Location"} <= sections["Classes"]
    assert {"GGMouseListener", "GGKeyAdapter"} <= sections["Listeners and adapters"]
    assert {"GameGridError", "NotSupportedError"} <= sections["Errors"]
    assert {"GGRectangle", "GGPath", "GGTextField", "GGInputInt", "GGMaze"} <= sections["Classes"]
    assert "Not supported" not in sections   # every name of the original is provided (issue 34)
    assert {"RED", "WHITE"} <= sections["Constants"] and sections["Modules"] == {"math"}


def _toctree_of(navigation: str, caption: str) -> list[str]:
    block = navigation.split(f":caption: {caption}\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines()[1:] if line and not line.startswith(":")]


def test_every_docs_page_is_in_the_navigation_also_pages_added_later(tmp_path):
    docs = tmp_path / "docs"
    for page in ("index.md", "architecture.md", "decisions.md", "sprites.md", "migration.md",
                 "migration.fr.md", "migration.de.md", "teachers/guide.md", "teachers/guide.de.md",
                 "lehrerhandbuch.md", "notes.md", "generated/api.rst", "_build/x.md"):
        (docs / page).parent.mkdir(parents=True, exist_ok=True)
        (docs / page).write_text("# t\n", encoding="utf-8")
    lessons = [docs / "generated/lessons/solitaire/README.fr.md", docs / "generated/lessons/solitaire/README.md"]
    navigation = sitepages.navigation(lessons, docs)
    assert _toctree_of(navigation, "For teachers") == [
        "lehrerhandbuch", "migration", "migration.de", "migration.fr", "teachers/guide", "teachers/guide.de"]
    assert _toctree_of(navigation, "Reference") == ["generated/api", "sprites"]
    assert _toctree_of(navigation, "Project")[:2] == ["architecture", "decisions"]
    assert _toctree_of(navigation, "More") == ["notes"]
    assert _toctree_of(navigation, "Lessons") == [
        "generated/lessons/solitaire/README", "generated/lessons/solitaire/README.fr"]


def test_example_folders_follow_the_examples_page(tmp_path):
    docs = tmp_path / "docs"
    pages = [docs / "generated/examples/connect4/README.md"]
    navigation = sitepages.navigation([], docs, example_pages=pages)
    assert _toctree_of(navigation, "Getting started") == [
        "Read me <generated/README>", "generated/examples/README", "generated/examples/connect4/README"]


def test_the_real_docs_pages_are_all_placed():
    navigation = sitepages.navigation([])
    for page in sitepages.docs_pages():
        assert f"\n{page.with_suffix('').as_posix()}\n" in navigation, page


def test_copied_pages_keep_their_links(tmp_path):
    repo = tmp_path / "repo"
    docs, generated = repo / "docs", repo / "docs" / "generated"
    (repo / "lessons" / "x").mkdir(parents=True)
    docs.mkdir()
    (docs / "migration.md").write_text("# m\n", encoding="utf-8")
    (repo / "lessons" / "x" / "board.png").write_bytes(b"png")
    (repo / "lessons" / "x" / "README.de.md").write_text("# x de\n", encoding="utf-8")
    readme = repo / "lessons" / "x" / "README.md"
    readme.write_text("[de](README.de.md) [m](../../docs/migration.md#top) ![b](board.png) "
                      "[web](https://example.org) [gone](nothing.md)\n", encoding="utf-8")
    mirror = sitepages.Mirror([readme, repo / "lessons" / "x" / "README.de.md"], repo, docs, generated)
    copied = mirror.copy(readme, "\nextra\n")
    assert copied == generated / "lessons" / "x" / "README.md"
    assert copied.read_text(encoding="utf-8") == (
        "[de](README.de.md) [m](../../../migration.md#top) ![b](board.png) "
        "[web](https://example.org) [gone](nothing.md)\n\nextra\n")
    assert (generated / "lessons" / "x" / "board.png").read_bytes() == b"png"


@pytest.mark.parametrize("name,language", [("README.md", "en"), ("README.de.md", "de"),
                                           ("README.exercises.fr.md", "fr"), ("guide.md", "en")])
def test_page_language(name, language, tmp_path):
    assert sitepages.language(tmp_path / name) == language
