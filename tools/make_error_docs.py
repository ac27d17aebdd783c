"""Write the catalogue of beginner mistakes (tools/mistakes.py) as docs/errors.md, docs/errors.de.md and
docs/errors.fr.md, one page per language, written for pupils.

    python tools/make_error_docs.py

tests/test_mistakes.py fails when a page differs from what this writes (and runs every mistake in every language).
"""
from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.mistakes import MISTAKES, Mistake  # noqa: E402

DOCUMENTS = {"en": REPO / "docs" / "errors.md", "de": REPO / "docs" / "errors.de.md",
             "fr": REPO / "docs" / "errors.fr.md"}

# The page's own words, per language.
WORDS = {
    "en": {
        "title": "Mistakes and what gamegrid says",
        "intro": ("When your program has a mistake, Python stops and shows where: the last `File \"...\", line "
                  "...` names your file and the line with the mistake. Under it, gamegrid adds one line that says "
                  "what to do. This page lists {count} mistakes that happen often, with what gamegrid says and the "
                  "corrected line."),
        "language": ("gamegrid speaks English, German and French. It uses your computer's language. To choose, "
                     "start your program with `gamegrid run myprogram.py --lang de` (or `en`, `fr`), or set the "
                     "variable `GAMEGRID_LANG=de`."),
        "other": "This page in other languages: [Deutsch](errors.de.md), [Français](errors.fr.md).",
        "wrote": "You wrote (line {line}):", "says": "gamegrid says:", "fix": "Correct:",
        "groups": {"names": "Names", "methods": "Methods", "calls": "Calls", "classes": "Classes and act()",
                   "values": "Values and lists", "pictures": "Pictures", "syntax": "Writing Python (syntax)"},
    },
    "de": {
        "title": "Fehler und was gamegrid dazu sagt",
        "intro": ("Wenn dein Programm einen Fehler hat, hält Python an und zeigt, wo: Das letzte `File \"...\", "
                  "line ...` nennt deine Datei und die Zeile mit dem Fehler. Darunter schreibt gamegrid eine Zeile, "
                  "die sagt, was du tun kannst. Diese Seite zeigt {count} Fehler, die oft vorkommen, mit dem, was "
                  "gamegrid sagt, und der richtigen Zeile."),
        "language": ("gamegrid spricht Deutsch, Englisch und Französisch. Es nimmt die Sprache deines Computers. "
                     "Du kannst sie auch wählen: Starte dein Programm mit `gamegrid run meinprogramm.py --lang de` "
                     "(oder `en`, `fr`), oder setze die Variable `GAMEGRID_LANG=de`."),
        "other": "Diese Seite in anderen Sprachen: [English](errors.md), [Français](errors.fr.md).",
        "wrote": "Du hast geschrieben (Zeile {line}):", "says": "gamegrid sagt:", "fix": "Richtig:",
        "groups": {"names": "Namen", "methods": "Methoden", "calls": "Aufrufe", "classes": "Klassen und act()",
                   "values": "Werte und Listen", "pictures": "Bilder", "syntax": "Python schreiben (Syntax)"},
    },
    "fr": {
        "title": "Les erreurs et ce que gamegrid en dit",
        "intro": ("Quand ton programme a une erreur, Python s'arrête et montre où : le dernier `File \"...\", "
                  "line ...` donne ton fichier et la ligne de l'erreur. En dessous, gamegrid ajoute une ligne qui "
                  "dit quoi faire. Cette page montre {count} erreurs fréquentes, avec ce que dit gamegrid et la "
                  "ligne corrigée."),
        "language": ("gamegrid parle français, allemand et anglais. Il prend la langue de ton ordinateur. Pour la "
                     "choisir, lance ton programme avec `gamegrid run monprogramme.py --lang fr` (ou `en`, `de`), "
                     "ou mets la variable `GAMEGRID_LANG=fr`."),
        "other": "Cette page dans d'autres langues : [English](errors.md), [Deutsch](errors.de.md).",
        "wrote": "Tu as écrit (ligne {line}) :", "says": "gamegrid dit :", "fix": "Correct :",
        "groups": {"names": "Noms", "methods": "Méthodes", "calls": "Appels", "classes": "Classes et act()",
                   "values": "Valeurs et listes", "pictures": "Images", "syntax": "Écrire du Python (syntaxe)"},
    },
}


def _shown_lines(mistake: Mistake) -> tuple[str, str]:
    """Which lines of the program the page shows ("7" or "6–7") and their text."""
    first, last = mistake.show or (mistake.line, mistake.line)
    lines = mistake.program.splitlines()[first - 1:last]
    return (str(first) if first == last else f"{first}–{last}"), "\n".join(lines)


def _entry(number: int, mistake: Mistake, language: str) -> list[str]:
    words = WORDS[language]
    where, shown = _shown_lines(mistake)
    return [f"### {number}. {mistake.title[language]}", "",
            words["wrote"].format(line=where), "",
            "```text", shown, "```", "",   # not highlighted: wrong code such as “curly quotes” fails to lex
            words["says"], "",
            "```text", mistake.says[language], "```", "",
            words["fix"], "",
            "```python", mistake.fix, "```", ""]


def document(language: str) -> str:
    """The page in `language` ('en', 'de' or 'fr'), generated from the catalogue."""
    words = WORDS[language]
    lines = [f"# {words['title']}", "",
             "<!-- generated by tools/make_error_docs.py from tools/mistakes.py: edit those, then run it -->", "",
             words["intro"].format(count=len(MISTAKES)), "", words["language"], "", words["other"], ""]
    number = 0
    for group, title in words["groups"].items():
        members = [m for m in MISTAKES if m.group == group]
        if not members:
            continue
        lines += [f"## {title}", ""]
        for mistake in members:
            number += 1
            lines += _entry(number, mistake, language)
    missing = [m.key for m in MISTAKES if m.group not in words["groups"]]
    if missing:
        raise ValueError(f"mistakes without a known group: {missing}")
    return "\n".join(lines).rstrip("\n") + "\n"


def main() -> int:
    for language, path in DOCUMENTS.items():
        path.write_text(document(language), encoding="utf-8")
        print(f"{path.relative_to(REPO)} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
