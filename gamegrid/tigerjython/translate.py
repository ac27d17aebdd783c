"""Translate TigerJython / Python 2 source into Python 3 source, line for line.

Pipeline: ``repeat`` token pre-pass -> fissix (lib2to3 fork) with a chosen set
of its fixers plus our own -> one import of the needed helpers placed on an
existing line.  Every original line stays on its line number, so tracebacks
point at the student's line.  Valid Python 3 scripts are never touched.
"""
from __future__ import annotations

import ast
import io
import re
from functools import lru_cache
from pathlib import Path
from typing import List, Set

from fissix import pygram
from fissix.pgen2 import parse as pgen_parse
from fissix.pgen2 import token, tokenize
from fissix.refactor import RefactoringTool, _detect_future_features

from . import more_builtins as _more_builtins
from .indent import expand_indentation
from .py2signs import Sign, python2_sign
from .repeat import rewrite_repeat

__all__ = ["needs_translation", "python2_reason", "translate", "show_translation", "TranslationError",
           "FISSIX_FIXERS", "HELPER_MODULE", "BUILTINS_MODULE"]

# fissix fixers that keep statements on their line (imports: our fix_tj_imports).  Left out on purpose:
# fix_input / fix_raw_input (TigerJython's input() is a dialog we provide),
# fix_next (would rename students' own next() methods), fix_import (scripts are
# not packages), and fixers that insert new lines (touch_import users,
# fix_tuple_params, fix_metaclass, fix_future).
FISSIX_FIXERS = [
    "apply", "basestring", "dict", "except", "exec", "execfile", "funcattrs",
    "getcwdu", "has_key", "isinstance", "itertools",
    "itertools_imports", "long", "map", "filter", "zip", "methodattrs", "ne",
    "nonzero", "numliterals", "print", "raise", "renames", "repr",
    "standarderror", "sys_exc", "throw", "types", "unicode", "xrange",
    "xreadlines",
]
OWN_FIXERS = ["gamegrid.tigerjython.fixers.fix_tj_div", "gamegrid.tigerjython.fixers.fix_tj_cmp",
              "gamegrid.tigerjython.fixers.fix_tj_imports", "gamegrid.tigerjython.fixers.fix_tj_next"]

HELPER_MODULE = "gamegrid.tigerjython.runtime_helpers"
BUILTINS_MODULE = "gamegrid.tigerjython.script_builtins"
# Python 2's builtins that Python 3 removed or changed (round: halves away from zero, a float), for every
# translated file (a helper module too), imported only when the file uses the name
HELPER_NAMES = ("_tj_div", "_tj_cmp_to_key", "_tj_next", "cmp", "reduce", "unichr", "round", "file", "intern",
                "reload", "buffer", "oct", "range")
# TigerJython builtins a script may call without importing anything.
BUILTIN_NAMES = ("msgDlg", "inputInt", "inputFloat", "inputString", "input", "raw_input",
                 "askYesNo", "playTone", "getProgramCounter", "hideFromDebugView",
                 "makeColor", "getRandomX11Color") + tuple(_more_builtins.__all__)

_COOKIE = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*[-\w.]+")


class TranslationError(SyntaxError):
    """The source is neither Python 3 nor translatable TigerJython/Python 2."""


class _Tool(RefactoringTool):
    def log_error(self, msg, *args, **kwds):  # fissix would only log; we want the exception
        raise

    def refactor_source(self, data: str, print_statement: bool):
        self.driver.grammar = (pygram.python_grammar if print_statement
                               else pygram.python_grammar_no_print_statement)
        try:
            tree = self.driver.parse_string(data)
        finally:
            self.driver.grammar = self.grammar
        tree.future_features = _detect_future_features(data)
        self.refactor_tree(tree, "<tigerjython>")
        return tree


@lru_cache(maxsize=1)
def _tool() -> _Tool:
    names = ["fissix.fixes.fix_" + n for n in FISSIX_FIXERS] + OWN_FIXERS
    return _Tool(names, options={"print_function": False})


# ---------------------------------------------------------------- detection

def needs_translation(source: str, folder: Path | None = None) -> bool:
    """True when ``source`` shows that it was written for Python 2 / TigerJython (py2signs.py): then
    the whole file is read with Python 2's meaning. A file without any sign is Python 3. ``folder``:
    the file's folder (the program's own modules there are not Python 2 module names)."""
    return python2_sign(source, folder) is not None


def python2_reason(source: str, folder: Path | None = None) -> Sign | None:
    """Why ``source`` is read as Python 2: its first sign (line, code, kind), or None."""
    return python2_sign(source, folder)


def _uses_print_statement(source: str) -> bool:
    """Any ``print`` at a statement start that is not followed by ``(``."""
    if "print" not in source:
        return False
    prev = token.NEWLINE
    toks = list(tokenize.generate_tokens(io.StringIO(source).readline))
    for i, tok in enumerate(toks):
        ttype, value = tok[0], tok[1]
        if ttype in (tokenize.COMMENT, tokenize.NL):
            continue
        if ttype == token.NAME and value == "print" and prev in (token.NEWLINE, token.INDENT,
                                                                  token.DEDENT, token.COLON,
                                                                  token.SEMI):
            j = i + 1
            while toks[j][0] in (tokenize.COMMENT, tokenize.NL):
                j += 1
            if toks[j][1] not in ("(", ")", "]", "}", ",", "=", ".", ":", ";"):
                return True   # `print x`, a lone `print`; not `{key: print}`, `f(print)`, `print = ...`
        prev = ttype if ttype != token.OP else _op_type(value)
    return False


def _op_type(value: str) -> int:
    return {":": token.COLON, ";": token.SEMI}.get(value, token.OP)


# ---------------------------------------------------------------- translation

def translate(source: str, filename: str = "<script>", force: bool = False) -> str:
    """Return Python 3 source with the same line numbers as ``source``.

    Valid Python 3 without TigerJython constructs comes back unchanged unless
    ``force`` is set (then Python 2 semantics such as integer ``/`` apply).
    """
    if not force and not needs_translation(source):
        return source
    if source.startswith("\ufeff"):  # a UTF-8 signature read as text
        source = source[1:]
    text = source if source.endswith("\n") else source + "\n"
    try:
        text = rewrite_repeat(expand_indentation(text))
        print_stmt = _uses_print_statement(text)
        tree = _tool().refactor_source(text, print_stmt)
    except pgen_parse.ParseError as err:
        lineno, col = err.context[1]
        raise _python3_error(text, filename) or \
            _syntax_error(_python3_message(text, lineno), source, filename, lineno, col) from None
    except tokenize.TokenError as err:
        lineno, col = err.args[1]
        raise _python3_error(text, filename) or _unclosed_error(text, source, filename) or \
            _syntax_error(err.args[0], source, filename, lineno, col) from None
    except IndentationError as err:
        raise _python3_error(text, filename) or _syntax_error(err.msg or "bad indentation", source, filename,
                                                              err.lineno or 1, err.offset or 0) from None
    needed = _needed_imports(tree)
    result = _with_header(tree, needed)
    if not source.endswith("\n"):
        result = result[:-1]
    return result


def show_translation(source: str, filename: str = "<script>") -> str:
    """Human-readable view: the translated source, or a note that none was needed."""
    if not needs_translation(source):
        return f"# {filename}: valid Python 3, runs unchanged\n" + source
    return translate(source, filename)


def _python3_message(text: str, lineno: int) -> str:
    """Python 3's own wording (e.g. "expected ':'") when it blames the same line.

    Earlier lines may hold Python 2 statements that Python 3 would complain
    about first, so the check starts at the failing line (blanks keep numbering)."""
    lines = text.splitlines(keepends=True)
    if not 0 < lineno <= len(lines):
        return "invalid syntax"
    tail = lines[lineno - 1:]
    indent = len(tail[0]) - len(tail[0].lstrip(" \t"))
    tail = [l[indent:] if l[:indent].strip() == "" else l for l in tail]
    for candidate in (text, "\n" * (lineno - 1) + "".join(tail)):
        try:
            compile(candidate, "<check>", "exec", dont_inherit=True, flags=ast.PyCF_ONLY_AST)
        except SyntaxError as err:
            if err.lineno == lineno and err.msg and "Missing parentheses" not in err.msg \
                    and "indent" not in err.msg:
                return err.msg
        except Exception:
            pass
    return "invalid syntax"


# Mistakes Python 2 did not allow either: Python 3's own report (its line, its words) is the better one.
_STRUCTURAL_MISTAKES = ("was never closed", "unexpected indent", "expected an indented block",
                        "unindent does not match", "unterminated string", "unterminated triple-quoted",
                        "invalid character", "unmatched '", "does not match opening parenthesis")


def _python3_error(text: str, filename: str) -> SyntaxError | None:
    """Python 3's SyntaxError for `text` when it is one of the mistakes above, else None."""
    try:
        compile(text, filename, "exec", dont_inherit=True, flags=ast.PyCF_ONLY_AST)
    except SyntaxError as err:
        if any(part in (err.msg or "") for part in _STRUCTURAL_MISTAKES):
            return err
    except Exception:   # e.g. ValueError for a NUL byte: the translator's report stands
        pass
    return None


def _unclosed_error(text: str, source: str, filename: str) -> TranslationError | None:
    """The tokenizer's "EOF in multi-line statement/string" (it read to the end of the file) as Python 3 says
    it, at the bracket or string that never closes: Python 3 cannot say it for a Python 2 source, whose
    `print "x"` it reports first."""
    brackets: list[tuple[str, tuple[int, int]]] = []
    try:
        for kind, value, start, _end, _line in tokenize.generate_tokens(io.StringIO(text).readline):
            if kind == token.OP and value in "([{":
                brackets.append((value, start))
            elif kind == token.OP and value in ")]}" and brackets:
                brackets.pop()
    except tokenize.TokenError as err:
        if "string" in err.args[0]:
            (lineno, col), end = err.args[1], len(text.splitlines())
            return _syntax_error(f"unterminated triple-quoted string literal (detected at line {end})",
                                 source, filename, lineno, col)
        if brackets:
            bracket, (lineno, col) = brackets[-1]
            return _syntax_error(f"'{bracket}' was never closed", source, filename, lineno, col)
    except Exception:   # another tokenizer complaint: the caller's report stands
        return None
    return None


def _syntax_error(msg: str, source: str, filename: str, lineno: int, col: int) -> TranslationError:
    lines = source.splitlines()
    text = lines[lineno - 1] if 0 < lineno <= len(lines) else ""
    return TranslationError(msg, (filename, lineno, col + 1, text))


def _needed_imports(tree) -> dict:
    """Helper/builtin names the translated code refers to, per module."""
    wanted = set(HELPER_NAMES) | set(BUILTIN_NAMES)
    used: Set[str] = set()
    for leaf in tree.leaves():
        if leaf.type != token.NAME or leaf.value not in wanted:
            continue
        prev = leaf.prev_sibling
        if prev is not None and prev.type == token.DOT:
            continue
        following = leaf.next_sibling
        if following is not None and following.type == token.EQUAL and leaf.parent.type == \
                pygram.python_symbols.argument:
            continue   # print(x, file=f): a keyword, not the name
        used.add(leaf.value)
    out = {}
    helpers = [n for n in HELPER_NAMES if n in used]
    builtins_ = [n for n in BUILTIN_NAMES if n in used]
    if helpers:
        out[HELPER_MODULE] = helpers
    if builtins_:
        out[BUILTINS_MODULE] = builtins_
    return out


def _header_text(needed: dict) -> str:
    return "; ".join(f"from {mod} import {', '.join(names)}" for mod, names in needed.items())


def _is_docstring_or_future(stmt) -> bool:
    if stmt.type != pygram.python_symbols.simple_stmt:
        return False
    first = stmt.children[0]
    if first.type == token.STRING:
        return True
    if first.type == pygram.python_symbols.import_from:
        return str(first.children[1]).strip() == "__future__"
    return False


def _with_header(tree, needed: dict) -> str:
    if not needed:
        return str(tree)
    header = _header_text(needed)
    stmts = [c for c in tree.children if c.type != token.ENDMARKER]
    # 1) after the docstring / __future__ imports, on the same line
    lead: List = []
    for s in stmts:
        if _is_docstring_or_future(s) and (not lead or s.children[0].type != token.STRING):
            lead.append(s)
        else:
            break
    if lead:
        return _append_to_stmt(tree, lead[-1], header)
    first = stmts[0] if stmts else None
    first_line = _line_of(tree, first) if first is not None else None
    lines = str(tree).splitlines(keepends=True)
    # 2) a blank or comment line before the first statement
    last = (first_line - 1) if first_line else len(lines)
    for i in range(last):
        line = lines[i]
        if i == 0 and line.startswith("#!"):
            continue
        if i < 2 and _COOKIE.match(line):
            continue
        stripped = line.strip()
        if stripped == "":
            lines[i] = header + line[len(line.rstrip("\r\n")):]
            return "".join(lines)
        if stripped.startswith("#"):
            lines[i] = header + "  " + line.lstrip()
            return "".join(lines)
    # 3) in front of a simple first statement
    if first is not None and first.type == pygram.python_symbols.simple_stmt:
        idx = first_line - 1
        lines[idx] = header + "; " + lines[idx]
        return "".join(lines)
    # 4) in front of the first module-level simple statement (first statement is
    #    compound; its body runs later in classroom scripts: defs and classes)
    for s in stmts:
        if s.type == pygram.python_symbols.simple_stmt:
            idx = _line_of(tree, s) - 1
            lines[idx] = header + "; " + lines[idx]
            return "".join(lines)
    # 5) nothing to attach to: one extra line (documented limitation)
    return header + "\n" + str(tree)


def _line_of(tree, node) -> int:
    """Line where ``node``'s code starts in the rendered tree (fixer-made leaves
    carry no line numbers, so count newlines instead)."""
    target = next(node.leaves())
    line = 1
    for leaf in tree.leaves():
        if leaf is target:
            return line + leaf.prefix.count("\n")
        line += leaf.prefix.count("\n") + leaf.value.count("\n")
    raise ValueError("node not in tree")


def _append_to_stmt(tree, stmt, header: str) -> str:
    newline = stmt.children[-1]
    if newline.type == token.NEWLINE:
        before = newline.prev_sibling
        sep = " " if before is not None and before.type == token.SEMI else "; "
        newline.prefix = sep + header + newline.prefix
    return str(tree)
