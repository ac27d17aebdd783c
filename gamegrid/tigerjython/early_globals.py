"""Compile a script whose ``global`` statement comes after the name is used in the function.

Python 2 / Jython only warn about that (``SyntaxWarning: name 'score' is used prior to global
declaration``) and treat the name as global in the whole function; Python 3 refuses to compile.
Students often write ``global score`` where they first assign, below a line that reads it.  We move
every ``global`` statement to the top of its function in the syntax tree (the text and so every line
number stay as they are) and compile the tree.
"""
from __future__ import annotations

import ast
from types import CodeType

_SCOPES = (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


def is_late_global_error(exc: SyntaxError) -> bool:
    msg = str(exc.msg or "")
    return "before global declaration" in msg or "prior to global declaration" in msg


class _Hoister(ast.NodeTransformer):
    """Within one scope: replace each Global by Pass (same position) and remember its names."""

    def __init__(self) -> None:
        self.names: list[str] = []

    def visit_Global(self, node: ast.Global) -> ast.AST:
        self.names.extend(n for n in node.names if n not in self.names)
        return ast.copy_location(ast.Pass(), node)

    def _own_scope(self, node: ast.AST) -> ast.AST:
        return node   # nested functions and classes are handled as scopes of their own

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = visit_Lambda = _own_scope


def _hoist(scope: ast.AST) -> None:
    hoister = _Hoister()
    scope.body = [hoister.visit(stmt) for stmt in scope.body]   # type: ignore[attr-defined]
    if hoister.names and not isinstance(scope, ast.Module):   # at module level `global` does nothing
        first = scope.body[0]                                     # type: ignore[attr-defined]
        scope.body.insert(0, ast.copy_location(ast.Global(names=hoister.names), first))  # type: ignore


def compile_with_early_globals(text: str, filename: str) -> CodeType:
    tree = ast.parse(text, filename)
    for node in ast.walk(tree):
        if isinstance(node, _SCOPES):
            _hoist(node)
    return compile(tree, filename, "exec", dont_inherit=True)
