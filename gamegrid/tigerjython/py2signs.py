"""Was this file written for Python 2? The first sign of it, with its line, or None.

TigerJython is Jython 2.7: a classroom file that never writes `print x` still means Python 2 when it
calls `zip(a, b).sort()`, `d.has_key(k)` or imports `ConfigParser`. One such sign decides for the whole
file (translate.py then gives every line Python 2's meaning); a file without any runs as Python 3.

The signs are what Python 3 removed or changed ("What's New in Python 3.0", the porting guide, the
fixers of lib2to3/fissix), in three kinds:

- statements and literals Python 3 cannot read (`print x`, `exec code`, backticks, `<>`, `except E, e`,
  `raise E, msg`, `0777`, `10L`, `ur''`), found in the tokens, as Python 3 would reject the file anyway;
- names, methods, attributes and modules only Python 2 has (`xrange`, `has_key`, `iteritems`,
  `string.letters`, `sys.maxint`, `import cPickle`, `from itertools import izip`, `__nonzero__` ...),
  not counting names the file defines itself;
- a list that Python 3 turned into a view or an iterator, used as a list (`zip(a, b).sort()`,
  `map(f, l)[0]`, `d.keys().sort()`, `range(5).remove(2)`, `len(filter(f, l))`, also through a name
  that is only ever assigned such a call): Python 3 would fail there.

Integer division alone is no sign: `/` between two ints is valid in both and cannot be told apart.
"""
from __future__ import annotations

import ast
import io
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

from fissix.pgen2 import token, tokenize

from ..base.i18n import N_, tr

__all__ = ["Sign", "python2_sign", "PY2_BUILTINS", "PY2_METHODS", "PY2_MODULES"]


@dataclass(frozen=True)
class Sign:
    """One reason to read a file as Python 2: where, what (the code), and which kind of sign."""
    line: int
    code: str
    kind: str   # one of the KIND_* messages (untranslated)

    def describe(self) -> str:
        return tr("line {line}: {code} ({kind})", line=self.line, code=self.code, kind=tr(self.kind))


KIND_STATEMENT = N_("a statement or literal only Python 2 has")
KIND_TIGERJYTHON = N_("TigerJython's repeat loop")
KIND_NAME = N_("a builtin only Python 2 has")
KIND_METHOD = N_("a method only Python 2 has")
KIND_MODULE = N_("a module or module name only Python 2 has")
KIND_LIST = N_("a list in Python 2, not in Python 3")
KIND_FUTURE = N_("a __future__ import for Python 2")
KIND_UNREADABLE = N_("Python 3 cannot read this line")

# builtins that Python 3 removed (reduce/intern/reload/apply/... moved, file/unicode/long merged)
PY2_BUILTINS = frozenset({
    "xrange", "raw_input", "unicode", "long", "basestring", "unichr", "reduce", "execfile", "file",
    "apply", "cmp", "intern", "coerce", "buffer", "reload", "StandardError",
})
# methods of Python 2's dict, iterators, functions and methods, and str that Python 3 renamed or removed
PY2_METHODS = frozenset({
    "has_key", "iteritems", "iterkeys", "itervalues", "viewitems", "viewkeys", "viewvalues",
})
PY2_ATTRIBUTES = frozenset({
    "func_name", "func_code", "func_defaults", "func_globals", "func_doc", "func_closure", "func_dict",
    "im_func", "im_self", "im_class",
})
# special methods only Python 2 calls (Python 3 ignores them, so the class silently changes meaning)
PY2_SPECIAL_METHODS = frozenset({
    "__nonzero__", "__div__", "__rdiv__", "__idiv__", "__cmp__", "__unicode__", "__getslice__",
    "__setslice__", "__delslice__", "__coerce__", "__oct__", "__hex__", "__long__",
})
# module attributes Python 3 removed: module -> names
PY2_MODULE_ATTRIBUTES = {
    "string": frozenset({
        "letters", "lowercase", "uppercase", "maketrans", "atoi", "atof", "atol", "join", "joinfields",
        "split", "splitfields", "upper", "lower", "strip", "lstrip", "rstrip", "replace", "find", "rfind",
        "index", "rindex", "count", "capitalize", "center", "ljust", "rjust", "zfill", "swapcase",
        "expandtabs", "translate", "rsplit"}),
    "sys": frozenset({"maxint", "exc_type", "exc_value", "exc_traceback", "exc_clear",
                      "setdefaultencoding", "setcheckinterval"}),
    "os": frozenset({"getcwdu", "popen2", "popen3", "popen4"}),
    "itertools": frozenset({"izip", "imap", "ifilter", "ifilterfalse", "izip_longest"}),
    "urllib": frozenset({"urlencode", "urlopen", "quote", "quote_plus", "unquote", "unquote_plus",
                         "urlretrieve", "pathname2url", "url2pathname"}),
    "time": frozenset({"clock"}),
    "types": frozenset({
        "StringType", "StringTypes", "UnicodeType", "IntType", "LongType", "FloatType", "BooleanType",
        "ComplexType", "ListType", "TupleType", "DictType", "DictionaryType", "TypeType", "ObjectType",
        "ClassType", "InstanceType", "FileType", "XRangeType", "SliceType", "UnboundMethodType",
        "BufferType"}),
}
# modules Python 3 renamed, merged or dropped (the standard library's own table, as fissix has it, and
# the ones it drops without a new name)
PY2_MODULES = frozenset({
    "BaseHTTPServer", "CGIHTTPServer", "ConfigParser", "Cookie", "Dialog", "DocXMLRPCServer", "FileDialog",
    "HTMLParser", "Queue", "ScrolledText", "SimpleDialog", "SimpleHTTPServer", "SimpleXMLRPCServer",
    "SocketServer", "StringIO", "Tix", "Tkconstants", "Tkdnd", "Tkinter", "UserDict", "UserList",
    "UserString", "__builtin__", "_winreg", "cPickle", "cStringIO", "commands", "cookielib", "copy_reg",
    "dbhash", "dumbdbm", "dummy_thread", "gdbm", "htmlentitydefs", "httplib", "markupbase", "repr",
    "robotparser", "thread", "tkColorChooser", "tkCommonDialog", "tkFileDialog", "tkFont",
    "tkMessageBox", "tkSimpleDialog", "ttk", "urlparse", "xmlrpclib", "anydbm", "whichdb", "urllib2",
    "sets", "md5", "sha", "new", "popen2", "exceptions", "htmllib", "sgmllib", "mimetools", "rfc822",
    "mhlib", "mimify", "MimeWriter", "multifile", "md5", "cPickle", "imputil", "user", "dircache",
    "statvfs", "compiler", "cfmfile", "posixfile",
})
PY2_FUTURE = frozenset({"print_function", "division", "absolute_import", "unicode_literals",
                        "with_statement", "generators", "nested_scopes"})

# calls that gave a list in Python 2 and give a view / an iterator / a range object in Python 3
_LIST_FUNCTIONS = frozenset({"zip", "map", "filter", "range"})
_LIST_METHODS = frozenset({"keys", "values", "items"})
# what only a list can do: call these, index it, take len(), add it to a list
_LIST_ONLY_METHODS = frozenset({"sort", "append", "remove", "insert", "extend", "reverse", "pop"})


def python2_sign(source: str, folder: Optional[Path] = None) -> Optional[Sign]:
    """The first sign in `source` that it was written for Python 2 (TigerJython), or None. `folder`: the
    file's folder; a module of the program there (`user.py`, `sets.py`) is no Python 2 module name."""
    try:
        tree = ast.parse(source)
    except SyntaxError as err:
        return _token_sign(source, True) or Sign(err.lineno or 1, _line(source, err.lineno), KIND_UNREADABLE)
    except ValueError:   # NUL bytes: Python reports that itself
        return None
    nodes = list(ast.walk(tree))   # walked once: the checks below go through this list
    signs = [s for s in (_print_statement(nodes, source), _repeat_annotation(nodes, source),
                         _tree_sign(nodes, source, folder)) if s is not None]
    return min(signs, key=lambda s: s.line) if signs else None


def _line(source: str, lineno: Optional[int]) -> str:
    lines = source.splitlines()
    return lines[lineno - 1].strip() if lineno and 0 < lineno <= len(lines) else ""


# ---------------------------------------------------------------- statements and literals (tokens)

_STATEMENT_START = (token.NEWLINE, token.INDENT, token.DEDENT, token.COLON, token.SEMI, None)


def _tokens(source: str) -> Iterator[tuple]:
    """fissix's tokenizer reads Python 2 tokens (`<>`, backticks, 10L); stops quietly at an error."""
    try:
        yield from tokenize.generate_tokens(io.StringIO(source).readline)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return


def _print_statement(nodes: list, source: str) -> Optional[Sign]:
    """The print statements Python 3 reads as an expression: a lone `print`, `print >>f, x`,
    `print -x`, `print [1, 2]` (the tokens are read only for a file Python 3 cannot parse: faster)."""
    for node in nodes:
        if not isinstance(node, ast.Expr):
            continue
        value = node.value
        if isinstance(value, ast.Tuple) and value.elts:
            value = value.elts[0]
        while isinstance(value, (ast.BinOp, ast.Subscript)):
            value = value.left if isinstance(value, ast.BinOp) else value.value
        if isinstance(value, ast.Name) and value.id == "print":
            return Sign(node.lineno, _segment(source, node), KIND_STATEMENT)
    return None


def _repeat_annotation(nodes: list, source: str) -> Optional[Sign]:
    """`repeat: forward(10)` parses as an annotation in Python 3; it is TigerJython's endless loop."""
    for node in nodes:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and \
                node.target.id == "repeat" and node.value is None:
            return Sign(node.lineno, _segment(source, node), KIND_TIGERJYTHON)
    return None


def _token_sign(source: str, unreadable: bool) -> Optional[Sign]:
    """`unreadable`: Python 3 cannot parse the source, so `repeat n:` is TigerJython's loop."""
    toks = [t for t in _tokens(source) if t[0] not in (tokenize.COMMENT, tokenize.NL)]
    prev: Optional[int] = None
    for i, (kind, value, (row, _col), _end, line) in enumerate(toks):
        found = _statement_sign(toks, i, prev) if kind == token.NAME else None
        if kind == token.OP and value in ("<>", "`"):
            found = value
        elif kind == token.NUMBER and _python2_number(value):
            found = value
        elif kind == token.STRING and value[:2].lower() == "ur":
            found = value[:2] + "'...'"
        if found == "repeat" and not unreadable:
            found = None
        if found is not None:
            if found == "repeat":
                return Sign(row, line.strip(), KIND_TIGERJYTHON)
            return Sign(row, line.strip(), KIND_STATEMENT)
        prev = kind if kind != token.OP else {":": token.COLON, ";": token.SEMI}.get(value, token.OP)
    return None


def _python2_number(value: str) -> bool:
    text = value.lower()
    if text.endswith("l"):
        return True
    return len(text) > 1 and text[0] == "0" and text.isdigit() and text.strip("0") != ""


def _statement_sign(toks: list, i: int, prev: Optional[int]) -> Optional[str]:
    value = toks[i][1]
    if prev not in _STATEMENT_START or value not in ("print", "exec", "except", "raise", "repeat"):
        return None
    nxt = toks[i + 1] if i + 1 < len(toks) else None
    if value in ("print", "exec", "repeat"):
        if nxt is None or nxt[0] in (token.NEWLINE, token.ENDMARKER) or nxt[1] == ";":
            return value if value == "print" else None     # a lone `print` printed an empty line
        if value == "print" and nxt[1] == ">>":
            return value                                      # print >>f, x
        if nxt[0] == token.OP and (nxt[1] in ("(", "=", ".", ",", ")", "]", "}", ":") or
                                   nxt[1].endswith("=") and nxt[1] not in ("==", "<=", ">=", "!=")):
            # a call, an assignment, an attribute...: Python 3's names (`repeat:` is judged on the tree)
            return None
        return value
    # except E, e:  /  raise E, msg   -- a comma outside brackets
    depth = 0
    for kind, text, *_ in toks[i + 1:]:
        if kind in (token.NEWLINE, token.ENDMARKER) or (value == "except" and text == ":" and depth == 0):
            return None
        if text in "([{" and kind == token.OP:
            depth += 1
        elif text in ")]}" and kind == token.OP:
            depth -= 1
        elif text == "," and depth == 0:
            return value
    return None


# ---------------------------------------------------------------- names, methods, modules, lists (tree)

def _defined_names(nodes: list) -> set[str]:
    names: set[str] = set()
    for node in nodes:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.alias) and node.name != "*":
            names.add((node.asname or node.name).split(".")[0])
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            names.update(node.names)
    return names


def _module_aliases(nodes: list) -> dict[str, str]:
    """Local name -> standard module, for `import string`, `import itertools as it`."""
    out: dict[str, str] = {}
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in PY2_MODULE_ATTRIBUTES:
                    out[alias.asname or alias.name] = alias.name
    return out


def _tree_sign(nodes: list, source: str, folder: Optional[Path] = None) -> Optional[Sign]:
    defined = _defined_names(nodes)
    modules = _module_aliases(nodes)
    listy_names = _names_of_lists(nodes)
    best: Optional[tuple] = None   # (line, node, kind) of the first sign; its text is cut out at the end

    def note(node: ast.AST, kind: str) -> None:
        nonlocal best
        line = getattr(node, "lineno", 1)
        if best is None or line < best[0]:
            best = (line, node, kind)

    for node in nodes:
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            if node.id in PY2_BUILTINS and node.id not in defined:
                note(node, KIND_NAME)
        elif isinstance(node, ast.Attribute):
            _attribute_sign(node, defined, modules, note)
        elif isinstance(node, ast.Call):
            _call_sign(node, defined, listy_names, note)
        elif isinstance(node, ast.Subscript) and _is_list_call(node.value, listy_names, indexable_range=False):
            note(node, KIND_LIST)
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and (
                _is_list_call(node.left, listy_names) or _is_list_call(node.right, listy_names)):
            note(node, KIND_LIST)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if _python2_module(alias.name, folder):
                    note(node, KIND_MODULE)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            _import_from_sign(node, note, folder)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in PY2_SPECIAL_METHODS:
            note(node, KIND_METHOD)
        elif isinstance(node, ast.ClassDef):
            for stmt in node.body:
                if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__metaclass__"
                                                        for t in stmt.targets):
                    note(stmt, KIND_STATEMENT)
    return None if best is None else Sign(best[0], _segment(source, best[1]), best[2])


def _attribute_sign(node: ast.Attribute, defined: set[str], modules: dict[str, str], note) -> None:
    if node.attr in PY2_ATTRIBUTES and node.attr not in defined:
        note(node, KIND_METHOD)
    elif isinstance(node.value, ast.Name) and node.value.id in modules:
        # the tables hold only names Python 3's modules lack (gamegrid may add some for a run: still a sign)
        if node.attr in PY2_MODULE_ATTRIBUTES[modules[node.value.id]]:
            note(node, KIND_MODULE)


def _call_sign(node: ast.Call, defined: set[str], listy_names: dict[str, bool], note) -> None:
    func = node.func
    if isinstance(func, ast.Attribute):
        if func.attr in PY2_METHODS and func.attr not in defined:
            note(node, KIND_METHOD)
        elif func.attr == "next" and not node.args and not node.keywords and "next" not in defined:
            note(node, KIND_METHOD)   # it.next(): Python 3 spells it next(it)
        elif func.attr == "sort" and "sort" not in defined and (node.args or any(k.arg == "cmp"
                                                                                   for k in node.keywords)):
            note(node, KIND_NAME)   # l.sort(f): a cmp function given by position
        elif func.attr in _LIST_ONLY_METHODS and _is_list_call(func.value, listy_names) and func.attr not in defined:
            note(node, KIND_LIST)
        elif func.attr in ("index", "count") and _is_list_call(func.value, listy_names, indexable_range=False):
            note(node, KIND_LIST)
        elif func.attr == "decode" and isinstance(func.value, ast.Constant) and isinstance(func.value.value, str):
            note(node, KIND_METHOD)   # "...".decode(...): Python 2's str was bytes
    elif isinstance(func, ast.Name):
        if func.id == "sorted" and "sorted" not in defined and (
                any(k.arg == "cmp" for k in node.keywords) or len(node.args) > 1):
            note(node, KIND_NAME)
        elif func.id == "len" and node.args and _is_list_call(node.args[0], listy_names, indexable_range=False):
            note(node, KIND_LIST)


def _python2_module(name: str, folder: Optional[Path]) -> bool:
    top = name.split(".")[0]
    if top not in PY2_MODULES:
        return False
    # the program's own module of that name (as Python finds it first) is no sign
    return folder is None or not ((folder / f"{top}.py").is_file() or (folder / top / "__init__.py").is_file())


def _import_from_sign(node: ast.ImportFrom, note, folder: Optional[Path]) -> None:
    module = node.module or ""
    if module == "__future__":
        if any(alias.name in PY2_FUTURE for alias in node.names):
            note(node, KIND_FUTURE)
    elif _python2_module(module, folder):
        note(node, KIND_MODULE)
    elif module in PY2_MODULE_ATTRIBUTES:
        removed = PY2_MODULE_ATTRIBUTES[module]
        if any(alias.name in removed for alias in node.names):
            note(node, KIND_MODULE)


def _is_list_call(node: ast.AST, listy_names: dict[str, bool], indexable_range: bool = True) -> bool:
    """A call that made a list in Python 2 (or a name only ever assigned one). With `indexable_range`
    False, range() does not count: Python 3's range can be indexed, counted and measured too."""
    if isinstance(node, ast.Name) and node.id in listy_names:
        return indexable_range or not listy_names[node.id]
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        return _is_list_call(node.value, listy_names, indexable_range)   # a slice of a list is a list
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    if isinstance(func, ast.Name) and func.id in _LIST_FUNCTIONS:
        return indexable_range or func.id != "range"
    return isinstance(func, ast.Attribute) and func.attr in _LIST_METHODS and not node.args and not node.keywords


def _names_of_lists(nodes: list) -> dict[str, bool]:
    """Names whose every assignment in the file is such a call -> whether all of them are range()."""
    calls: dict[str, list[bool]] = {}
    other: set[str] = set()
    for node in nodes:
        targets: list[ast.AST] = []
        value = None
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets, value = [node.target], None
        elif isinstance(node, (ast.For, ast.comprehension)):
            targets = [node.target]
        elif isinstance(node, ast.arg):
            other.add(node.arg)
            continue
        for target in targets:
            for name in ast.walk(target):
                if not isinstance(name, ast.Name):
                    continue
                if isinstance(target, ast.Name) and value is not None and _is_list_call(value, {}):
                    is_range = isinstance(value.func, ast.Name) and value.func.id == "range"
                    calls.setdefault(name.id, []).append(is_range)
                else:
                    other.add(name.id)
    return {name: all(kinds) for name, kinds in calls.items() if name not in other}


def _segment(source: str, node: ast.AST) -> str:
    text = ast.get_source_segment(source, node) or ""
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
