"""``it.next()`` -> ``_tj_next(it)``: Python 2's iterator method is Python 3's builtin ``next(it)``.

fissix's fix_next renames every ``def next(self)`` to ``__next__`` as well, which breaks a pupil's
own class whose ``next`` is also passed around or called from another file. The helper asks the object
at run time instead: its own ``next`` method when it has one, else the builtin. Every ``.next()`` of a
chain is rewritten (``lines.next().strip()`` too), and the line stays where it was.
"""
from __future__ import annotations

from fissix import fixer_base
from fissix.fixer_util import Call, Name
from fissix.pgen2 import token
from fissix.pygram import python_symbols as syms
from fissix.pytree import Node

from .fix_tj_div import _space_after_word

HELPER = "_tj_next"


def _is_dot_next(node) -> bool:
    return (node.type == syms.trailer and len(node.children) == 2 and node.children[0].type == token.DOT
            and node.children[1].type == token.NAME and node.children[1].value == "next")


def _is_empty_call(node) -> bool:
    return (node.type == syms.trailer and len(node.children) == 2 and node.children[0].type == token.LPAR
            and node.children[1].type == token.RPAR)


class FixTjNext(fixer_base.BaseFix):
    BM_compatible = False
    PATTERN = "power< any+ >"

    def transform(self, node, results):
        children = [child.clone() for child in node.children]
        changed = False
        i = 1
        while i + 1 < len(children):
            if _is_dot_next(children[i]) and _is_empty_call(children[i + 1]):
                base_parts = children[:i]
                prefix = base_parts[0].prefix
                base_parts[0].prefix = ""
                base = base_parts[0] if len(base_parts) == 1 else Node(syms.power, base_parts)
                children = [Call(Name(HELPER), [base], prefix=prefix)] + children[i + 2:]
                changed = True
                i = 1
                continue
            i += 1
        if not changed:
            return None
        new = children[0] if len(children) == 1 else Node(syms.power, children)
        new.prefix = node.prefix or _space_after_word(node)   # `return(it).next()`
        return new
