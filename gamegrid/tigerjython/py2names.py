"""Spot Python 2 programs that happen to be valid Python 3 syntax.

A TigerJython program without a print statement (``d.has_key(k)``, ``xrange(8)``, ``raw_input()``,
``l.sort(cmp=f)``)
parses as Python 3 but fails at run time there; such a program is Python 2 for sure, so it is
translated like any other (which also gives it Python 2 integer division).  Names the program
defines itself do not count.
"""
from __future__ import annotations

import ast

# builtins that only Python 2 has (``long`` is left out: students use it as a variable name)
PY2_ONLY_BUILTINS = frozenset({"xrange", "raw_input", "unicode", "basestring", "unichr", "execfile"})
# dict methods that only Python 2 has
PY2_ONLY_METHODS = frozenset({"has_key", "iteritems", "iterkeys", "itervalues"})


def _defined_names(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
    return names


def _python2_sort(call: ast.Call) -> str | None:
    """``sorted(x, cmp=f)``, ``sorted(x, f)``, ``l.sort(cmp=f)``: the name sorted / sort, else None."""
    func = call.func
    cmp_keyword = any(k.arg == "cmp" for k in call.keywords)
    if isinstance(func, ast.Name) and func.id == "sorted" and (cmp_keyword or len(call.args) > 1):
        return "sorted"
    if isinstance(func, ast.Attribute) and func.attr == "sort" and cmp_keyword:
        return "sort"
    return None


def uses_python2_only_names(tree: ast.AST) -> bool:
    called: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name) and func.id in PY2_ONLY_BUILTINS:
                called.add(func.id)
            elif isinstance(func, ast.Attribute) and func.attr in PY2_ONLY_METHODS:
                called.add(func.attr)
            sort = _python2_sort(node)
            if sort is not None:
                called.add(sort)
    return bool(called) and bool(called - _defined_names(tree))
