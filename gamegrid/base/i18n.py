"""The pupil's language: every message of ours comes from a gettext catalogue (gamegrid/locale/).

The language is English, German or French, chosen by `gamegrid run --lang`, else the GAMEGRID_LANG
variable, else the system locale, else English. Messages are written in English in the code, as gettext's
message ids; `tr()` looks one up and fills in its fields when the message is built, never earlier, so a run
that prints nothing never loads a catalogue (and the hot paths never call this module).

    raise TypeError(tr("setLocation() needs a Location, for example Location(2, 3), got {value!r}.",
                       value=location))

The catalogues: gamegrid/locale/<lang>/LC_MESSAGES/gamegrid.po (what translators edit) and the .mo beside it
(what gettext reads), both kept current by `python tools/messages.py` (docs/decisions.md, "Messages in the
pupil's language"). A leaf module: every layer may import it.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "de", "fr")
DEFAULT_LANGUAGE = "en"
DOMAIN = "gamegrid"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
ENV_VARIABLE = "GAMEGRID_LANG"

# Names a locale may give instead of a code (Windows says "German_Switzerland", people write "deutsch").
_LANGUAGE_NAMES = {"english": "en", "german": "de", "deutsch": "de", "french": "fr", "francais": "fr",
                   "français": "fr"}

_language: str | None = None     # None: not chosen yet (the environment decides at the first message)
_catalogue: Any = None           # gettext.GNUTranslations of _language, None for English


def language_code(text: str | None) -> str | None:
    """'de' for "de", "de_CH.UTF-8", "German_Germany.1252", "Deutsch"; None for a language we do not have
    (or for "C"/"POSIX", which name no language)."""
    if not text:
        return None
    word = text.strip().lower()
    for separator in "_.@-:":
        word = word.split(separator, 1)[0]
    if word in LANGUAGES:
        return word
    return _LANGUAGE_NAMES.get(word)


def _system_languages() -> list[str]:
    """The system's language preferences, most wanted first: gettext's variables, then the locale."""
    found: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            found.extend(value.split(":") if variable == "LANGUAGE" else [value])
            if variable != "LANGUAGE":
                break   # the first of LC_ALL, LC_MESSAGES, LANG that is set wins, as in gettext
    if found:
        return found
    if sys.platform == "darwin":   # started from the Dock (Thonny, IDLE): no variables; the system's list
        found.extend(_macos_languages())
    try:
        import locale
        name = locale.getlocale()[0]
        if name:
            found.append(name)
    except (ValueError, TypeError):
        pass
    if sys.platform == "win32":   # no variables on Windows: ask for the user's display language
        try:
            import ctypes
            import locale
            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()   # type: ignore[attr-defined]
            found.insert(0, locale.windows_locale.get(lcid, ""))
        except (AttributeError, OSError, ValueError):
            pass
    return found


def _macos_languages() -> list[str]:
    """macOS's preferred languages ("de-CH", "en-US" ...), as System Settings lists them."""
    import subprocess
    try:
        done = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True,
                              timeout=2)
    except (OSError, subprocess.SubprocessError):
        return []
    names = (line.strip().strip(",").strip('"') for line in done.stdout.splitlines())
    return [name for name in names if name and name not in "()"]


def language_from_environment() -> str:
    """GAMEGRID_LANG if it names one of our languages, else the system's first language we have (a
    system in Italian gets English), else English."""
    chosen = language_code(os.environ.get(ENV_VARIABLE))
    if chosen:
        return chosen
    for name in _system_languages():
        if name.strip().upper() in ("C", "POSIX") or name.strip().upper().startswith(("C.", "POSIX.")):
            continue
        code = language_code(name)
        if code:
            return code
        return DEFAULT_LANGUAGE   # the system's language is one we do not have
    return DEFAULT_LANGUAGE


def language() -> str:
    """The language messages are in now ('en', 'de' or 'fr')."""
    if _language is None:
        set_language(None)
    assert _language is not None
    return _language


def set_language(code: str | None) -> str:
    """Use `code` ('en', 'de', 'fr', or a locale name such as 'de_CH') from now on; None chooses from the
    environment again. Returns the language now in use. An unknown code raises ValueError."""
    global _language, _catalogue
    if code is None:
        chosen = language_from_environment()
    else:
        chosen = language_code(code) or ""
        if not chosen:
            raise ValueError(f"unknown language {code!r}: use one of {', '.join(LANGUAGES)}")
    if chosen != _language:
        _catalogue = None if chosen == DEFAULT_LANGUAGE else _load(chosen)
        _language = chosen
    return chosen


def _load(code: str) -> Any:
    import gettext
    try:
        with open(LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as file:
            return gettext.GNUTranslations(file)
    except OSError:
        return None   # a broken install: English messages rather than none


def tr(message: str, /, **fields: Any) -> str:
    """`message` (an English text, the catalogue's id) in the pupil's language, its {fields} filled in."""
    if _language is None:
        set_language(None)
    text = message if _catalogue is None else _catalogue.gettext(message)
    return text.format(**fields) if fields else text


def trn(singular: str, plural: str, n: int, /, **fields: Any) -> str:
    """The singular or plural form for the number n (available as {n}), in the pupil's language."""
    if _language is None:
        set_language(None)
    if _catalogue is None:
        text = singular if n == 1 else plural
    else:
        text = _catalogue.ngettext(singular, plural, n)
    return text.format(n=n, **fields)


def N_(message: str) -> str:   # noqa: N802 (gettext's name for "a message, translated later")
    """Marks a message kept in a table: the catalogue has it, `tr(table[key])` translates it when used."""
    return message
