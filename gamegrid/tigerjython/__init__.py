"""TigerJython compatibility: Python 2 translation, TigerJython builtins, Java import aliases.

Imports are lazy so that ``import gamegrid`` stays cheap and fissix is only
loaded when a script actually needs translating.
"""
from __future__ import annotations

# ``translate`` is a submodule; its function is exported as ``translate_source``.
__all__ = ["needs_translation", "translate_source", "show_translation", "convert_file",
           "load_script_source", "install_java_aliases", "uninstall_java_aliases",
           "set_answer_source", "tigerjython_globals"]


def __getattr__(name: str):
    if name in ("needs_translation", "translate_source", "show_translation", "TranslationError"):
        from . import translate as _t
        return getattr(_t, "translate" if name == "translate_source" else name)
    if name in ("convert_file", "load_script_source", "read_source"):
        from . import loader
        return getattr(loader, name)
    if name in ("install_java_aliases", "uninstall_java_aliases"):
        from . import javaimports
        return getattr(javaimports, name)
    if name in ("set_answer_source", "tigerjython_globals"):
        from . import script_builtins as _b
        return getattr(_b, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
