"""Sphinx configuration of the documentation site.

Build: python -m pip install '.[docs]' && python -m sphinx -W --keep-going -b html docs docs/_build/html
The pages are the Markdown files under docs/ (MyST), plus what docs/_ext/sitepages.py generates into
docs/generated/ at the start of each build: the README, the lessons with screenshots, the examples, the
benchmarks, the changelog and the API reference (docs/_ext/apiref.py). Why Sphinx: docs/decisions.md.
"""
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path[:0] = [str(DOCS.parent), str(DOCS / "_ext")]   # document this tree's gamegrid, installed or not

from gamegrid import __version__  # noqa: E402

project = "gamegrid for CPython"
author = "The gamegrid for CPython authors"
copyright = f"2026, {author}"
version = release = __version__

extensions = ["myst_parser", "sphinx.ext.autodoc", "sitepages", "apiref"]
source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "_ext", "generated/navigation.md", "**/__pycache__"]
language = "en"

myst_heading_anchors = 3                  # links such as decisions.md#the-runtime-and-window-core
autodoc_member_order = "alphabetical"
autodoc_typehints = "signature"
autodoc_class_signature = "separated"     # Actor(...) constructor forms apart from the class text
python_use_unqualified_type_names = True  # "Actor", not "gamegrid.model.actor.Actor", in signatures

html_theme = "furo"
html_title = f"gamegrid for CPython {release}"
html_static_path: list[str] = []
