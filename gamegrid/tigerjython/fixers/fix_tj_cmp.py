"""``sorted(x, cmp=f)`` / ``x.sort(cmp=f)`` (also the positional forms) ->
``key=_tj_cmp_to_key(f)``; Python 3 dropped the ``cmp`` parameter."""
from __future__ import annotations

from fissix import fixer_base
from fissix.fixer_util import Call, Name
from fissix.pgen2 import token
from fissix.pygram import python_symbols as syms
from fissix.pytree import Leaf, Node

HELPER = "_tj_cmp_to_key"


def _args(arglist_parent):
    """Split the argument nodes of a call trailer; returns list of nodes (no commas)."""
    inner = arglist_parent.children[1:-1]
    if not inner:
        return []
    if inner[0].type == syms.arglist:
        return [c for c in inner[0].children if c.type != token.COMMA]
    return [inner[0]]


def _wrap(value):
    v = value.clone()
    prefix = v.prefix
    v.prefix = ""
    return Call(Name(HELPER), [v], prefix=prefix)


class FixTjCmp(fixer_base.BaseFix):
    BM_compatible = False
    PATTERN = "trailer< '(' any* ')' >"

    def transform(self, node, results):
        prev = node.prev_sibling
        if prev is None:
            return None
        if prev.type == token.NAME and prev.value == "sorted":
            cmp_pos = 1  # sorted(iterable, cmp, key, reverse)
        elif prev.type == syms.trailer and len(prev.children) == 2 and prev.children[1].value == "sort":
            cmp_pos = 0  # list.sort(cmp, key, reverse)
        else:
            return None
        args = _args(node)
        changed = False
        positional = 0
        for arg in args:
            if arg.type == syms.argument and len(arg.children) == 3 and arg.children[1].type == token.EQUAL:
                name = arg.children[0]
                if name.value == "cmp":
                    name.replace(Name("key", prefix=name.prefix))
                    arg.children[2].replace(_wrap(arg.children[2]))
                    changed = True
                continue
            if arg.type == syms.argument or (arg.type == token.STAR or arg.type == token.DOUBLESTAR):
                continue
            if positional == cmp_pos:
                if not (arg.type == token.NAME and arg.value == "None"):
                    wrapped = _wrap(arg)
                    kw = Node(syms.argument, [Name("key", prefix=arg.prefix),
                                              Leaf(token.EQUAL, "="), wrapped])
                    wrapped.prefix = ""
                    arg.replace(kw)
                    changed = True
            positional += 1
        return node if changed else None
