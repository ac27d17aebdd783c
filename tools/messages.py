"""The message catalogues: extract gamegrid's messages, merge them into the .po files, compile the .mo files.

    python tools/messages.py update     # code -> gamegrid/locale/gamegrid.pot and the de/fr .po files
    python tools/messages.py compile    # .po -> .mo (gettext reads these at run time)
    python tools/messages.py check      # what is untranslated, wrong or written outside the catalogue

A message is the first argument of `tr(...)`, `trn(...)` (and its plural) or `N_(...)` from gamegrid/base/i18n.py,
always a string literal. Translators edit the .po files (any gettext editor works); then `update` and
`compile`, and commit the .po and .mo files together: tests/test_messages.py fails when a .mo is older than
its .po, a message lacks a translation, or a translation drops one of the message's {fields}.
Our own extractor and .mo writer instead of Babel: see docs/decisions.md, "Messages in the pupil's language".
"""
from __future__ import annotations

import argparse
import ast
import re
import string
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "gamegrid"
LOCALE = PACKAGE / "locale"
TRANSLATED = ("de", "fr")          # English is the message ids themselves
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);"}
LANGUAGE_NAMES = {"de": "German", "fr": "French"}
MARKERS = {"tr": 1, "N_": 1, "trn": 2}   # function -> how many leading message arguments


@dataclass
class Message:
    msgid: str
    plural: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    places: list[str] = field(default_factory=list)   # "gamegrid/model/grid.py:55"
    fuzzy: bool = False

    @property
    def key(self) -> tuple[str, str | None]:
        return self.msgid, self.plural


# ----- extraction -----------------------------------------------------------------------------------------
def _marker_name(call: ast.Call) -> str | None:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    if name in ("_tr", "_trn"):   # imported under a private name where the module's names are public API
        name = name[1:]
    return name if name in MARKERS else None


def extract(package: Path = PACKAGE) -> list[Message]:
    """Every message in the package, in the order of the files and lines they appear in."""
    found: dict[tuple[str, str | None], Message] = {}
    for path in sorted(package.rglob("*.py")):
        if path.name == "i18n.py" and path.parent == package / "base":
            continue   # the functions themselves
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(package.parent).as_posix()
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _marker_name(node)
            if name is None:
                continue
            texts = node.args[:MARKERS[name]]
            if len(texts) < MARKERS[name] or not all(isinstance(t, ast.Constant) and isinstance(t.value, str)
                                                     for t in texts):
                continue   # tr(table[key]): a message marked with N_() where it is written
            msgid = texts[0].value
            plural = texts[1].value if name == "trn" else None
            message = found.setdefault((msgid, plural), Message(msgid, plural, ["", ""] if plural else [""]))
            message.places.append(f"{where}:{node.lineno}")
    return sorted(found.values(), key=lambda m: _place_order(m.places[0]))


def _place_order(place: str) -> tuple[str, int]:
    file, line = place.rsplit(":", 1)
    return file, int(line)


def call_sites(package: Path = PACKAGE) -> list[tuple[str, int, str, set[str], set[str]]]:
    """(file, line, message, the fields it names, the keywords the call passes) for every tr()/trn() call
    with a literal message: a message must name exactly the fields its call fills in (trn: the two forms
    together, and n is given by trn itself)."""
    sites = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(package.parent).as_posix()
        for node in ast.walk(tree):
            marker = isinstance(node, ast.Call) and _marker_name(node)
            if marker not in ("tr", "trn"):
                continue
            texts = [a.value for a in node.args[:MARKERS[marker]]
                     if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if len(texts) < MARKERS[marker]:
                continue
            keywords = {k.arg if k.arg is not None else "**" for k in node.keywords}
            named = {name for text in texts for name, _, _ in fields(text)}
            if marker == "trn":
                keywords.add("n")
            sites.append((where, node.lineno, texts[0], named, keywords))
    return sites


def fields(text: str) -> list[tuple[str, str | None, str]]:
    """The {fields} of a message: (name, conversion, format spec), sorted."""
    return sorted((name, conversion, spec or "") for _, name, spec, conversion in string.Formatter().parse(text)
                  if name is not None)


# ----- .po files ------------------------------------------------------------------------------------------
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t"}
_UNESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t"}


def _quote(text: str) -> str:
    return '"' + "".join(_ESCAPES.get(c, c) for c in text) + '"'


def _unquote(token: str) -> str:
    body = token.strip()
    if len(body) < 2 or body[0] != '"' or body[-1] != '"':
        raise ValueError(f"not a quoted .po string: {token!r}")
    return re.sub(r'\\(.)', lambda m: _UNESCAPES.get(m.group(1), m.group(1)), body[1:-1])


def _po_string(keyword: str, text: str) -> list[str]:
    """A keyword and its string; texts with line breaks are split after each break, as gettext's tools do."""
    if "\n" not in text[:-1]:
        return [f"{keyword} {_quote(text)}"]
    parts = text.splitlines(keepends=True)
    return [f'{keyword} ""'] + [_quote(p) for p in parts]


def read_po(path: Path) -> tuple[str, list[Message]]:
    """The header's text and the messages of a .po file."""
    header = ""
    messages: list[Message] = []
    current: Message | None = None
    target: tuple[str, int] | None = None   # which string continuation lines extend
    flags_fuzzy = False
    for raw in path.read_text(encoding="utf-8").splitlines() + [""]:
        line = raw.strip()
        if not line or line.startswith("#~"):
            if current is not None:
                if current.msgid == "" and current.plural is None:
                    header = current.msgstr[0]
                else:
                    messages.append(current)
            current, target = None, None
            continue
        if line.startswith("#,"):
            flags_fuzzy = "fuzzy" in line
            continue
        if line.startswith("#"):
            continue
        if line.startswith('"'):
            if current is None or target is None:
                raise ValueError(f"{path}: a string outside an entry: {raw!r}")
            kind, index = target
            if kind == "msgid":
                current.msgid += _unquote(line)
            elif kind == "msgid_plural":
                current.plural = (current.plural or "") + _unquote(line)
            else:
                current.msgstr[index] += _unquote(line)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgid":
            if current is not None:
                raise ValueError(f"{path}: msgid without a blank line before it: {raw!r}")
            current = Message(_unquote(rest), fuzzy=flags_fuzzy)
            flags_fuzzy = False
            target = ("msgid", 0)
        elif keyword == "msgid_plural" and current is not None:
            current.plural = _unquote(rest)
            current.msgstr = ["", ""]
            target = ("msgid_plural", 0)
        elif keyword == "msgstr" and current is not None:
            current.msgstr[0] = _unquote(rest)
            target = ("msgstr", 0)
        elif keyword.startswith("msgstr[") and current is not None:
            index = int(keyword[7:-1])
            while len(current.msgstr) <= index:
                current.msgstr.append("")
            current.msgstr[index] = _unquote(rest)
            target = ("msgstr", index)
        else:
            raise ValueError(f"{path}: cannot read {raw!r}")
    return header, messages


def po_text(header: str, messages: list[Message], with_places: bool = True) -> str:
    lines = ['msgid ""', 'msgstr ""'] + [_quote(part) for part in header.splitlines(keepends=True)]
    for message in messages:
        lines.append("")
        if with_places:   # files without line numbers (xgettext --add-location=file): editing code above a
            # message does not make the catalogues stale
            lines.extend(f"#: {file}" for file in dict.fromkeys(place.rsplit(":", 1)[0]
                                                                 for place in message.places))
        if message.fuzzy:
            lines.append("#, fuzzy")
        if fields(message.msgid) or (message.plural and fields(message.plural)):
            lines.append("#, python-brace-format")
        lines.extend(_po_string("msgid", message.msgid))
        if message.plural is not None:
            lines.extend(_po_string("msgid_plural", message.plural))
            for i, text in enumerate(message.msgstr):
                lines.extend(_po_string(f"msgstr[{i}]", text))
        else:
            lines.extend(_po_string("msgstr", message.msgstr[0]))
    return "\n".join(lines) + "\n"


def _header(language: str | None) -> str:
    text = ("Project-Id-Version: gamegrid-cpython\n"
            "MIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\n"
            "Content-Transfer-Encoding: 8bit\n")
    if language is not None:
        text += f"Language: {language}\nPlural-Forms: {PLURAL_FORMS[language]}\n"
    return text


def merged(language: str, extracted: list[Message], existing: list[Message]) -> list[Message]:
    """The extracted messages with the translations `existing` already has (new ones empty)."""
    known = {m.key: m for m in existing}
    result = []
    for message in extracted:
        old = known.get(message.key)
        msgstr = list(old.msgstr) if old is not None else [""] * (2 if message.plural else 1)
        result.append(Message(message.msgid, message.plural, msgstr, list(message.places),
                              old.fuzzy if old is not None else False))
    return result


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / "gamegrid.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


# ----- .mo files ------------------------------------------------------------------------------------------
def mo_bytes(header: str, messages: list[Message]) -> bytes:
    """GNU gettext's binary catalogue: the translated, non-fuzzy messages, ids sorted, no hash table."""
    pairs = [("", header)]
    for m in messages:
        if m.fuzzy or not all(m.msgstr):
            continue
        key = m.msgid if m.plural is None else f"{m.msgid}\0{m.plural}"
        pairs.append((key, "\0".join(m.msgstr)))
    pairs.sort(key=lambda pair: pair[0].encode("utf-8"))
    ids = [k.encode("utf-8") for k, _ in pairs]
    strs = [v.encode("utf-8") for _, v in pairs]
    n = len(pairs)
    ids_table, strs_table = 28, 28 + 8 * n
    data_start = 28 + 16 * n
    out_ids, out_strs, blob = [], [], b""
    for raw in ids:
        out_ids.append((len(raw), data_start + len(blob)))
        blob += raw + b"\0"
    for raw in strs:
        out_strs.append((len(raw), data_start + len(blob)))
        blob += raw + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, n, ids_table, strs_table, 0, 0)
    tables = b"".join(struct.pack("<2I", *p) for p in out_ids) + b"".join(struct.pack("<2I", *p) for p in out_strs)
    return head + tables + blob


# ----- what is written outside the catalogue --------------------------------------------------------------
# Calls whose text reaches the pupil or teacher: exceptions we raise, the console, the runtime's notes.
_SINK_NAMES = {"note", "report_text", "not_supported", "explain", "unsupported_class", "unsupported_function",
               "_note_idle"}
_EXCEPTION_NAME = re.compile(r"(Error|Exception|Warning|Stopped|Initialized|Deprecated|Exit)$")


def _is_sink(call: ast.Call) -> bool:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    if name in _SINK_NAMES or _EXCEPTION_NAME.search(name):
        return True
    if name == "write" and isinstance(func, ast.Attribute) and "stderr" in ast.unparse(func.value):
        return True
    return name == "print" and any(k.arg == "file" and "stderr" in ast.unparse(k.value) for k in call.keywords)


def _prose(node: ast.AST) -> list[str]:
    """The literal text of an argument (string parts of f-strings and concatenations) that reads as words,
    skipping what is translated (inside tr()/trn()/N_())."""
    found: list[str] = []

    def visit(n: ast.AST) -> None:
        if isinstance(n, ast.Call) and _marker_name(n):
            return
        if isinstance(n, ast.Constant) and isinstance(n.value, str):
            if len(re.findall(r"[A-Za-z]{2,}", n.value)) >= 2:
                found.append(n.value)
            return
        for child in ast.iter_child_nodes(n):
            visit(child)
    visit(node)
    return found


def scattered(package: Path = PACKAGE) -> list[tuple[str, int, str]]:
    """(file, line, text) of words given to an exception, the console or a note without the catalogue."""
    problems = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(package.parent).as_posix()
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _is_sink(node):
                for argument in list(node.args) + [k.value for k in node.keywords if k.arg != "file"]:
                    for text in _prose(argument):
                        problems.append((where, node.lineno, text))
            elif isinstance(node, ast.Return) and node.value is not None and _returns_message(node, tree):
                for text in _prose(node.value):
                    problems.append((where, node.lineno, text))
    return problems


def _returns_message(node: ast.Return, tree: ast.Module) -> bool:
    """A return inside a function whose name says it builds a message (ctrl_c_message, stop_note ...)."""
    for function in ast.walk(tree):
        if isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                and re.search(r"(message|note|hint|problem|reason)$", function.name) \
                and any(n is node for n in ast.walk(function)):
            return True
    return False


# Texts at those calls that stay as they are, and why.
NOT_FOR_PUPILS = {
    # Python's own wording, so that the message reads as Python's would (the hint line translates)
    ("gamegrid/model/actor.py", "' object has no attribute '"),
    ("gamegrid/tigerjython/__init__.py", " has no attribute "),
    ("gamegrid/tigerjython/py2stdlib.py", "module 'urllib' has no attribute "),
    ("gamegrid/tigerjython/translate.py", "invalid syntax"),
    # our own mistakes, for the developers who see them (a pupil's program cannot cause them)
    ("gamegrid/model/hooks.py", "gamegrid's runtime is not installed: the model called runtime."),
    ("gamegrid/model/hooks.py", "() before gamegrid.runtime was imported. Import gamegrid first."),
    ("gamegrid/model/hooks.py", " lacks the runtime hooks "),
    ("gamegrid/model/hooks.py", " the model needs."),
    ("gamegrid/runtime/input.py", "unknown input kind "),
    ("gamegrid/tigerjython/answers.py", "unknown dialog mode "),
    ("gamegrid/tigerjython/translate.py", "node not in tree"),
    ("gamegrid/base/i18n.py", "unknown language "),   # the runner checks --lang first, with its own message
    ("gamegrid/base/i18n.py", ": use one of "),
}


# ----- check ----------------------------------------------------------------------------------------------
def problems() -> list[str]:
    """Everything that keeps the catalogues from being complete and right, one line each."""
    found: list[str] = []
    extracted = extract()
    for where, line, text, named, keywords in call_sites():
        if "**" not in keywords and named != keywords:
            found.append(f"{where}:{line}: the message's fields {sorted(named)} differ from the call's "
                         f"{sorted(keywords)}: {text!r}")
    template = LOCALE / "gamegrid.pot"
    if not template.is_file() or template.read_text(encoding="utf-8") != po_text(_header(None), extracted):
        found.append("gamegrid/locale/gamegrid.pot is not current: python tools/messages.py update")
    for language in TRANSLATED:
        po, mo = po_path(language), mo_path(language)
        if not po.is_file():
            found.append(f"{po.relative_to(REPO)} is missing: python tools/messages.py update")
            continue
        header, messages = read_po(po)
        by_key = {m.key: m for m in messages}
        for message in extracted:
            have = by_key.get(message.key)
            if have is None:
                found.append(f"{language}: not in the .po file (run update): {message.msgid!r}")
            elif have.fuzzy or not all(have.msgstr):
                found.append(f"{language}: not translated: {message.msgid!r}")
            else:
                wanted = fields(message.msgid)
                for i, text in enumerate(have.msgstr):
                    if fields(text) != wanted and not (message.plural and i > 0 and
                                                       fields(text) == fields(message.plural)):
                        found.append(f"{language}: the translation's fields {fields(text)} differ from "
                                     f"{wanted}: {message.msgid!r}")
        unused = set(by_key) - {m.key for m in extracted}
        found.extend(f"{language}: no longer used (run update): {key[0]!r}" for key in sorted(unused))
        if not mo.is_file() or mo.read_bytes() != mo_bytes(header, messages):
            found.append(f"{mo.relative_to(REPO)} is not current: python tools/messages.py compile")
    for where, line, text in scattered():
        if (where, text) not in NOT_FOR_PUPILS:
            found.append(f"{where}:{line}: a message outside the catalogue (use tr()): {text!r}")
    return found


def update() -> None:
    extracted = extract()
    LOCALE.mkdir(parents=True, exist_ok=True)
    (LOCALE / "gamegrid.pot").write_text(po_text(_header(None), extracted), encoding="utf-8")
    for language in TRANSLATED:
        po = po_path(language)
        existing: list[Message] = []
        if po.is_file():
            _, existing = read_po(po)
        po.parent.mkdir(parents=True, exist_ok=True)
        result = merged(language, extracted, existing)
        po.write_text(po_text(_header(language), result), encoding="utf-8")
        todo = sum(1 for m in result if not all(m.msgstr))
        dropped = len({m.key for m in existing} - {m.key for m in result})
        print(f"{po.relative_to(REPO)}: {len(result)} messages, {todo} to translate, {dropped} dropped")


def compile_all() -> None:
    for language in TRANSLATED:
        header, messages = read_po(po_path(language))
        mo_path(language).write_bytes(mo_bytes(header, messages))
        print(f"{mo_path(language).relative_to(REPO)} written")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["update", "compile", "check"])
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
    elif args.command == "compile":
        compile_all()
    else:
        listed = problems()
        print("\n".join(listed) if listed else "the catalogues are complete")
        return 1 if listed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
