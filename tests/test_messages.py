"""The message catalogues and the choice of language: complete, compiled, and chosen as a pupil expects
(--lang, else GAMEGRID_LANG, else the system's language, else English)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

from gamegrid.base import i18n
from tools import messages

REPO = messages.REPO
TYPO = "from gamegrid import *\nmakeGamegrid(10, 10, 60)\n"


@pytest.fixture
def english_again():
    yield
    i18n.set_language("en")


def test_every_message_is_translated_with_the_same_fields():
    assert messages.problems() == []


@pytest.mark.parametrize("language", messages.TRANSLATED)
def test_the_compiled_catalogue_is_the_po_file(language):
    header, entries = messages.read_po(messages.po_path(language))
    assert messages.mo_path(language).read_bytes() == messages.mo_bytes(header, entries), \
        "the .mo is older than its .po: python tools/messages.py compile"


def test_the_check_finds_a_translation_that_drops_a_field_and_a_stale_mo(tmp_path, monkeypatch):
    locale = tmp_path / "gamegrid" / "locale"
    shutil.copytree(messages.LOCALE, locale)
    monkeypatch.setattr(messages, "LOCALE", locale)
    monkeypatch.setattr(messages, "REPO", tmp_path)
    po = messages.po_path("fr")
    text = po.read_text(encoding="utf-8")
    broken = text.replace('msgstr "Astuce : {text}"', 'msgstr "Astuce : {texte}"')
    assert broken != text
    po.write_text(broken, encoding="utf-8")
    assert messages.problems() == ["fr: the translation's fields [('texte', None, '')] differ from "
                                   "[('text', None, '')]: 'Hint: {text}'",
                                   "gamegrid/locale/fr/LC_MESSAGES/gamegrid.mo is not current: "
                                   "python tools/messages.py compile"]


@pytest.mark.parametrize("given, code", [("de", "de"), ("de_CH.UTF-8", "de"), ("German_Germany.1252", "de"),
                                         ("Deutsch", "de"), ("fr_BE", "fr"), ("français", "fr"), ("EN", "en"),
                                         ("it_IT.UTF-8", None), ("C", None), ("", None), (None, None)])
def test_language_codes_from_locale_names(given, code):
    assert i18n.language_code(given) == code


@pytest.mark.parametrize("variables, chosen", [
    ({"GAMEGRID_LANG": "fr", "LANG": "de_DE.UTF-8"}, "fr"),       # ours before the system's
    ({"GAMEGRID_LANG": "klingon", "LANG": "de_DE.UTF-8"}, "de"),  # an unknown setting of ours is skipped
    ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LANGUAGE": "fr_CH:de", "LANG": "en_US.UTF-8"}, "fr"),      # gettext's list of preferences first
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
    ({"LANG": "it_IT.UTF-8"}, "en"),                              # a language we do not have: English
    ({"LANG": "C.UTF-8"}, "en"),
])
def test_the_language_from_the_environment(monkeypatch, variables, chosen):
    for name in ("GAMEGRID_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert i18n.language_from_environment() == chosen


def test_messages_and_plurals_in_each_language(english_again):
    name, params = "onKeyRepeated", "keyCode"
    singular = "gamegrid gives {name} one value: write def {name}({params}):"
    plural = "gamegrid gives {name} {n} values: write def {name}({params}):"
    i18n.set_language("de")
    assert i18n.tr("Hint: {text}", text="x") == "Tipp: x"
    assert i18n.trn(singular, plural, 2, name=name, params=params) == \
        "gamegrid gibt onKeyRepeated 2 Werte: Schreibe def onKeyRepeated(keyCode):"
    i18n.set_language("fr_CH")
    assert i18n.language() == "fr"
    assert i18n.tr("Yes") == "Oui"
    assert i18n.trn(singular, plural, 1, name=name, params=params) == \
        "gamegrid donne une valeur à onKeyRepeated : écris def onKeyRepeated(keyCode):"
    i18n.set_language("en")
    assert i18n.tr("Yes") == "Yes"
    with pytest.raises(ValueError, match="unknown language 'xx': use one of en, de, fr"):
        i18n.set_language("xx")


def _run_typo(tmp_path, *options, **variables):
    script = tmp_path / "typo.py"
    script.write_text(TYPO, encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if key not in ("GAMEGRID_LANG", "LANGUAGE", "LC_ALL")}
    env.update({"PYTHONPATH": str(REPO), "LANG": "en_US.UTF-8", **variables})
    done = subprocess.run([sys.executable, "-m", "gamegrid", "run", str(script), "--headless", *options],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert done.returncode == 1, done.stderr
    assert 'typo.py", line 2, in <module>' in done.stderr
    return done.stderr


def test_the_runner_takes_lang_before_the_environment(tmp_path):
    said = _run_typo(tmp_path, "--lang", "fr", GAMEGRID_LANG="de")
    assert "Astuce : Voulais-tu écrire makeGameGrid ?" in said and "Tipp:" not in said


def test_the_runner_takes_gamegrid_lang_then_the_system_language(tmp_path):
    assert "Tipp: Meintest du makeGameGrid?" in _run_typo(tmp_path, GAMEGRID_LANG="de")
    assert "Astuce : Voulais-tu écrire makeGameGrid ?" in _run_typo(tmp_path, LANG="fr_FR.UTF-8")
    assert "Hint: Did you mean makeGameGrid?" in _run_typo(tmp_path)


def test_an_unknown_lang_option_is_refused_with_the_choices(tmp_path):
    script = tmp_path / "typo.py"
    script.write_text(TYPO, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "gamegrid", "run", str(script), "--lang", "it"],
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(REPO)}, timeout=60)
    assert done.returncode == 2
    # (Python 3.12 and newer list the choices without quotes)
    assert re.search(r"invalid choice: 'it' \(choose from '?en'?, '?de'?, '?fr'?\)", done.stderr), done.stderr


def test_plain_python_takes_gamegrid_lang(tmp_path):
    script = tmp_path / "typo.py"
    script.write_text(TYPO, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(REPO), "GAMEGRID_LANG": "fr"}
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, env=env, cwd=tmp_path,
                          timeout=120)
    assert done.returncode == 1
    assert done.stderr.splitlines()[-2:] == [
        "NameError: name 'makeGamegrid' is not defined. Did you mean: 'makeGameGrid'?",
        "Astuce : Voulais-tu écrire makeGameGrid ? Vérifie l'orthographe : majuscules et minuscules comptent."]
    assert 'typo.py", line 2, in <module>' in done.stderr
