"""``sorted(x, cmp=f)`` / ``x.sort(cmp=f)`` (also with ``key``/``reverse``, and the positional forms
``x.sort(f)``, ``sorted(x, f, k, True)``) -> ``key=_tj_cmp_to_key(f[, k])``: Python 3 dropped ``cmp``
and takes key/reverse only as keywords. With both cmp and key, Python 2 compared key(a) with key(b)."""
from __future__ import annotations

from fissix import fixer_base
from fissix.fixer_util import Call, Comma, Name
from fissix.pgen2 import token
from fissix.pygram import python_symbols as syms
from fissix.pytree import Leaf, Node

HELPER = "_tj_cmp_to_key"
_ORDER = ("cmp", "key", "reverse")   # Python 2's parameter order after the iterable


def _args(trailer):
    """The argument nodes of a call trailer, without commas."""
    inner = trailer.children[1:-1]
    if not inner:
        return []
    if inner[0].type == syms.arglist:
        return [c for c in inner[0].children if c.type != token.COMMA]
    return [inner[0]]


def _keyword(arg):
    """(name, value) of a ``name=value`` argument, else None."""
    if arg.type == syms.argument and len(arg.children) == 3 and arg.children[1].type == token.EQUAL:
        return arg.children[0].value, arg.children[2]
    return None


def _bare(node):
    copy = node.clone()
    copy.prefix = ""
    return copy


def _kwarg(name: str, value, prefix: str = " "):
    return Node(syms.argument, [Name(name, prefix=prefix), Leaf(token.EQUAL, "="), value])


class FixTjCmp(fixer_base.BaseFix):
    BM_compatible = False
    PATTERN = "trailer< '(' any* ')' >"

    def transform(self, node, results):
        prev = node.prev_sibling
        if prev is None:
            return None
        if prev.type == token.NAME and prev.value == "sorted":
            leading = 1   # sorted(iterable, cmp, key, reverse)
        elif prev.type == syms.trailer and len(prev.children) == 2 and prev.children[1].value == "sort":
            leading = 0   # list.sort(cmp, key, reverse)
        else:
            return None
        args = _args(node)
        if any(a.type in (token.STAR, token.DOUBLESTAR) or (a.type == syms.argument and a.children[0].type in
                                                             (token.STAR, token.DOUBLESTAR)) for a in args):
            return None   # *args / **kwargs: leave it to Python
        positional = [a for a in args if _keyword(a) is None]
        keywords = [_keyword(a) for a in args if _keyword(a) is not None]
        given = dict(zip(_ORDER, positional[leading:]))
        others = []
        for name, value in keywords:
            if name in _ORDER:
                given[name] = value
            else:
                others.append((name, value))
        if "cmp" not in given and len(positional) <= leading:
            return None   # already Python 3
        cmp = given.get("cmp")
        if cmp is not None and cmp.type == token.NAME and cmp.value == "None":
            cmp = None
        key = given.get("key")
        if key is not None and key.type == token.NAME and key.value == "None":
            key = None
        new_args = [_bare(a) for a in positional[:leading]]
        if cmp is not None:
            new_args.append(_kwarg("key", Call(Name(HELPER), [_bare(cmp)] + (
                [Comma(), _with_space(_bare(key))] if key is not None else []))))
        elif key is not None:
            new_args.append(_kwarg("key", _bare(key)))
        if "reverse" in given:
            new_args.append(_kwarg("reverse", _bare(given["reverse"])))
        new_args.extend(_kwarg(name, _bare(value)) for name, value in others)
        if new_args:
            new_args[0].prefix = ""
        old_newlines = str(node).count("\n")
        children = []
        for index, arg in enumerate(new_args):
            if index:
                children.append(Comma())
            children.append(arg)
        close = Leaf(token.RPAR, ")")
        # keep every line where it was: newlines inside the old parentheses go before ")"
        lost = old_newlines - sum(str(a).count("\n") for a in new_args)
        close.prefix = "\n" * max(0, lost) + ("" if lost <= 0 else " ")
        inner = [Node(syms.arglist, children)] if len(children) > 1 else children
        return Node(syms.trailer, [Leaf(token.LPAR, "(")] + inner + [close], prefix=node.prefix)


def _with_space(node):
    node.prefix = " "
    return node
