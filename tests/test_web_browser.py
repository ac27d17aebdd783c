"""gamegrid in a real browser (issue 33): headless Chromium, driven over the DevTools protocol
(gamegrid/web/devtools.py), shows sites that `gamegrid web` built, served on 127.0.0.1.
One browser for the whole session (tests/webpage.py); each test opens its own tab."""
from __future__ import annotations

from webpage import BOOT_SECONDS, show_step


def test_every_request_is_answered_by_the_site_itself(solitaire_page):
    page = solitaire_page
    assert any(url.endswith("/pyodide/pyodide.asm.wasm") for url in page.requests)
    assert any(url.endswith("/py/gamegrid.zip.gz") for url in page.requests)   # fetched by the page's worker
    assert any(url.endswith("/program/step1_board.py") for url in page.requests)
    strangers = [url for url in page.requests if not url.startswith(page.origin)]
    assert strangers == []


def test_the_page_speaks_the_language_asked_for(open_site):
    page = open_site("solitaire", "?lang=de&step=2")
    assert page.wait_for("document.body.dataset.lang") == "de"
    assert page.evaluate("document.getElementById('gg-run').textContent") == "Ausführen"
    assert page.evaluate("document.getElementById('gg-step-label').textContent") == "Schritt 2 von 3"
    assert page.evaluate("document.documentElement.lang") == "de"
    # the program's errors too, with the desktop's hint, at the pupil's line
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
    page.evaluate("window.gamegrid.run('from gamegrid import *\\nmakeGamegrid(5, 5, 40)\\n')", timeout=BOOT_SECONDS)
    errors = page.evaluate("window.gamegrid.errors()")
    assert len(errors) == 1 and "line 2" in errors[0] and "Tipp: Meintest du makeGameGrid?" in errors[0], errors
    assert page.evaluate("document.getElementById('gg-errors').innerText").startswith("Zeile 2:")
    page.goto(page.origin + "index.html?lang=fr", timeout=BOOT_SECONDS)
    # run(code) at once, while Python is still starting: it waits for Python, then runs as the Run button does
    page.evaluate("window.gamegrid.run('from gamegrid import *\\nmakeGameGrid(3, 3, 20)\\naddStatusBar(20)\\n"
                  "show()\\nsetStatusText(\"tôt\")\\n')", timeout=BOOT_SECONDS)
    assert page.wait_for("window.gamegrid.state().status_text") == "tôt"
    assert page.evaluate("document.getElementById('gg-run').textContent") == "Exécuter"
    page.close()


def test_the_editor_holds_the_steps_code_with_the_new_lines_marked(solitaire_page):
    show_step(solitaire_page, 2)
    code = solitaire_page.evaluate("document.querySelector('.cm-content').innerText")
    assert "def jumpedMarble(" in code
    marked = solitaire_page.evaluate("[...document.querySelectorAll('.gg-line-changed')].map((l) => l.innerText)")
    assert any("def jumpedMarble(" in line for line in marked)


def test_the_arrows_go_from_step_to_step_and_run_each(solitaire_page):
    page = solitaire_page
    show_step(page, 1)
    assert page.evaluate("document.querySelectorAll('.gg-line-changed').length") == 0   # step 1 marks nothing
    page.evaluate("document.getElementById('gg-next').click()")
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
    assert page.evaluate("document.getElementById('gg-step-label').textContent") == "Step 2 of 3"
    assert page.evaluate("location.search") == "?step=2"
    assert page.wait_for("window.gamegrid.state().title") == "Solitaire - step 2: the rules"
    assert page.evaluate("document.querySelectorAll('.gg-line-changed').length") > 0
    show_step(page, 4)                                   # after the steps, the lesson's exercises
    assert page.evaluate("document.getElementById('gg-step-label').textContent") == "Exercise 1"
    assert "exercise 1" in page.evaluate("document.querySelector('.cm-content').innerText").lower()
    assert page.evaluate("window.gamegrid.errors()") == []
    page.evaluate("document.getElementById('gg-previous').click()")
    page.evaluate("window.gamegrid.ready", timeout=BOOT_SECONDS)
    assert page.evaluate("document.getElementById('gg-step-label').textContent") == "Step 3 of 3"
    show_step(page, 1)
    assert page.wait_for("window.gamegrid.state().title").startswith("Solitaire - step 1")
    assert page.evaluate("document.getElementById('gg-previous').disabled") is True


def test_opened_as_a_file_the_page_says_it_needs_a_web_server(browser, built_sites):
    page = browser.new_page()
    page.goto((built_sites("solitaire") / "index.html").as_uri() + "?lang=de")
    note = page.wait_for("!document.getElementById('gg-file-page').hidden && "
                         "document.getElementById('gg-file-page').textContent", timeout=10)
    assert note.startswith("Diese Seite führt Python aus") and "python3 -m http.server" in note
    page.close()
