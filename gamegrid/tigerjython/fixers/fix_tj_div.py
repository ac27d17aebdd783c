"""TigerJython's division: ``a / b`` -> ``_tj_div(a, b)``, ``x /= y`` -> ``x = _tj_div(x, y)``.

TigerJython runs Jython with the new division, so the helper divides exactly, as Python 3 does; it is
there for Python 2 classes that spell division ``__div__`` / ``__rdiv__`` (docs/decisions.md).
Divisions with a float literal operand are left alone: no int can be involved.
"""
from __future__ import annotations

from fissix import fixer_base
from fissix.fixer_util import Call, Comma, Name
from fissix.pgen2 import token
from fissix.pygram import python_symbols as syms
from fissix.pytree import Leaf, Node

HELPER = "_tj_div"


def _space_after_word(node) -> str:
    """" " when the node follows a name or keyword without a space (`return(a - b)/2`): the helper's
    name must not run into it (`return_tj_div(...)`)."""
    prev = node.prev_sibling
    while prev is None and node.parent is not None:
        node = node.parent
        prev = node.prev_sibling
    if prev is None:
        return ""
    last = prev if not prev.children else list(prev.leaves())[-1]
    text = getattr(last, "value", "")
    return " " if text[-1:].isalnum() or text[-1:] == "_" else ""


def _is_float_literal(node) -> bool:
    if node.type != token.NUMBER:
        return False
    text = node.value.lower()
    if text.startswith("0x"):
        return False
    return any(c in text for c in ".ej")


class FixTjDiv(fixer_base.BaseFix):
    BM_compatible = False
    PATTERN = """
        term< any+ >
        |
        expr_stmt< any '/=' any >
    """

    def start_tree(self, tree, filename):
        super().start_tree(tree, filename)
        # ``from __future__ import division`` makes ``/`` a true division already.
        self.skip = "division" in getattr(tree, "future_features", ())

    def transform(self, node, results):
        if self.skip:
            return None
        if node.type == syms.expr_stmt:
            return self._augassign(node)
        kids = node.children
        if not any(k.type == token.SLASH for k in kids[1::2]):
            return None
        acc = [kids[0].clone()]
        for op, right in zip(kids[1::2], kids[2::2]):
            right = right.clone()
            if op.type == token.SLASH and not (_is_float_literal(acc[-1]) and len(acc) == 1
                                               or _is_float_literal(right)):
                left = acc[0] if len(acc) == 1 else Node(syms.term, acc)
                prefix = left.prefix
                left.prefix = ""
                comma = Comma()
                # a line break before "/" inside brackets must survive
                comma.prefix = op.prefix if "\n" in op.prefix else ""
                call = Call(Name(HELPER), [left, comma, right], prefix=prefix)
                acc = [call]
            else:
                acc.extend([op.clone(), right])
        new = acc[0] if len(acc) == 1 else Node(syms.term, acc)
        new.prefix = node.prefix or _space_after_word(node)
        return new

    def _augassign(self, node):
        target, op, value = node.children
        if _is_float_literal(value):
            return None
        left = target.clone()
        left.prefix = ""
        val = value.clone()
        val.prefix = " " if val.prefix in ("", " ") else val.prefix
        call = Call(Name(HELPER), [left, Comma(), val], prefix=value.prefix or " ")
        return Node(syms.expr_stmt, [target.clone(), Leaf(token.EQUAL, "=", prefix=op.prefix), call])
