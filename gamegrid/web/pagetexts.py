"""The page's own texts (buttons, notices, the dialogs' buttons), from gamegrid's message catalogues like every
message of ours; the builder writes them into the site for en, de and fr, and the page picks one by `?lang=`
or the browser's language. {fields} are filled in by the page's JavaScript."""
from __future__ import annotations

from ..base import i18n
from ..base.i18n import N_

PAGE_TEXTS = {
    "run": N_("Run"),
    "run_hint": N_("Run the code in the editor (Ctrl+Enter)"),
    "stop": N_("Stop"),
    "previous": N_("Previous step"),
    "next": N_("Next step"),
    "step": N_("Step {number} of {count}"),
    "exercise": N_("Exercise {number}"),
    "changed": N_("Marked lines are new in this step."),
    "loading": N_("Starting Python in the browser..."),
    "loading_files": N_("Loading the program's files..."),
    "running": N_("Running"),
    "finished": N_("The program's last line has run; the game goes on."),
    "stopped": N_("Stopped."),
    "error_line": N_("Line {line}"),
    "no_frames": N_("The program has not let the page draw for {seconds} seconds: a loop that never calls "
                    "gamegrid (delay(), refresh(), getKeyCodeWait() ...) keeps a browser page busy, and the page "
                    "cannot interrupt it. Stop reloads the page."),
    "no_frames_confirm": N_("The program has not let the page draw for {seconds} seconds: a loop that never "
                            "calls gamegrid (delay(), refresh() ...) keeps the page busy. Stop the program?"),
    "boot_failed": N_("Python could not start in this browser: {reason}"),
    "file_page": N_("This page runs Python and must be opened through a web server, not as a file: put the "
                    "folder on a web server, or run `python3 -m http.server` in it and open localhost:8000 in "
                    "the browser."),
    "ok": N_("OK"),
    "cancel": N_("Cancel"),
    "code": N_("The program's code"),
    "game": N_("The game"),
}


def page_texts() -> dict[str, dict[str, str]]:
    """{language: {key: text}} for every language gamegrid speaks."""
    before = i18n.language()
    texts: dict[str, dict[str, str]] = {}
    try:
        for language in i18n.LANGUAGES:
            i18n.set_language(language)
            texts[language] = {key: i18n.tr(message) for key, message in PAGE_TEXTS.items()}
    finally:
        i18n.set_language(before)
    return texts
