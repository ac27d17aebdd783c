"""Helpers for the tests that run gamegrid in a real browser (issue 33): one headless Chromium per test session
(gamegrid/web/devtools.py drives it), sites built by `gamegrid web` once per source and served on 127.0.0.1.

    def test_x(open_site):          # the fixtures reach every test module through tests/conftest.py
        page = open_site("solitaire", "?lang=de&step=2")   # a Page (devtools.Page) with the site loaded
        page.evaluate("window.gamegrid.ready")

Without Chromium, or without npm to fetch Pyodide, the tests skip and say why; where they must run
(GAMEGRID_BROWSER_TESTS=required, which .ci/run sets after installing both) they fail instead.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from gamegrid.web import devtools
from gamegrid.web.serve import serve_folder

BOOT_SECONDS = 120      # Pyodide's first start on a loaded 2-core machine (about 10 s alone)


REQUIRED = "GAMEGRID_BROWSER_TESTS"


def need_browser() -> None:
    """Skips (fails where GAMEGRID_BROWSER_TESTS=required) when Chromium or npm is missing."""
    import sys
    if sys.platform == "win32":
        pytest.skip("the DevTools client talks to Chromium over inherited pipes (POSIX systems)")
    missing = []
    if devtools.find_chromium() is None:
        missing.append("Chromium (apt-get install chromium)")
    if shutil.which("npm") is None:
        missing.append("npm (apt-get install npm), which fetches Pyodide")
    if missing:
        reason = "the browser tests need " + " and ".join(missing)
        if os.environ.get(REQUIRED) == "required":
            pytest.fail(reason + f" ({REQUIRED}=required: .ci/run installs them)")
        pytest.skip(reason)


@pytest.fixture(scope="session")
def browser():
    need_browser()
    with devtools.Browser() as running:
        yield running


@pytest.fixture(scope="session")
def built_sites(tmp_path_factory):
    """source -> the folder of its built site (each source built once a session)."""
    from gamegrid.web.builder import build_site
    from gamegrid.web.program import find_program
    sites: dict[str, Path] = {}

    def build(source: str) -> Path:
        if source not in sites:
            folder = tmp_path_factory.mktemp("site")
            build_site(find_program(source), folder)
            sites[source] = folder
        return sites[source]
    return build


@pytest.fixture(scope="session")
def open_site(browser, built_sites):
    """open_site(source, query="") -> a page showing the site of `source` (one server per site, one tab per
    call: close it when done, or leave it to the session's end)."""
    servers: dict[Path, str] = {}
    closers = []

    def open_(source: str, query: str = "") -> devtools.Page:
        folder = built_sites(source)
        if folder not in servers:
            serving = serve_folder(folder)
            servers[folder] = serving.__enter__()
            closers.append(serving)
        page = browser.new_page()
        page.goto(servers[folder] + "index.html" + query, timeout=BOOT_SECONDS)
        page.origin = servers[folder]
        return page
    yield open_
    for serving in closers:
        serving.__exit__(None, None, None)


def canvas_box(page: devtools.Page) -> tuple[float, float, float, float]:
    """The game canvas's place in the page, in CSS pixels: (x, y, width, height)."""
    box = page.evaluate("(() => { const r = window.gamegrid.canvas().getBoundingClientRect(); "
                        "return [r.x, r.y, r.width, r.height]; })()")
    return tuple(box)


def canvas_picture(page: devtools.Page):
    """What the canvas shows, as a Pillow RGB image (a screenshot of its box)."""
    import io

    from PIL import Image
    return Image.open(io.BytesIO(page.screenshot(clip=canvas_box(page)))).convert("RGB")


def run_program(page: devtools.Page, code: str) -> None:
    """Runs `code` as the Run button does and waits for `ready` (its first frame, or its error)."""
    import json
    page.evaluate(f"window.gamegrid.run({json.dumps(code)})", timeout=BOOT_SECONDS)


def status_text(page: devtools.Page) -> str | None:
    return page.evaluate("window.gamegrid.state().status_text")


@pytest.fixture(scope="session")
def solitaire_page(open_site):
    """One page of the solitaire lesson's site for the session's tests of that lesson (`show_step` to choose
    the step): Pyodide starts once for them all."""
    page = open_site("solitaire")
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
    yield page
    page.close()


def show_step(page: devtools.Page, number: int) -> None:
    """Goes to step `number` with the page's arrows (each runs its step), or runs the step shown afresh."""
    def shown() -> int:
        return int(page.evaluate("new URLSearchParams(location.search).get('step') || '1'"))
    if shown() == number:
        page.evaluate("document.getElementById('gg-run').click()")
    while shown() != number:
        arrow = "gg-next" if shown() < number else "gg-previous"
        page.evaluate(f"document.getElementById('{arrow}').click()")
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
