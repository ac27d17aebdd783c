"""``import ConfigParser`` -> ``import configparser as ConfigParser`` (Queue, cPickle, StringIO, Tkinter,
thread, ... as fissix's fix_imports knows them).

fissix renames the module and then every ``Module.attr`` use; a bare use such as
``hasattr(thread, "x")`` or ``f(StringIO)`` kept the old, now unbound name. Binding the old name to
the new module keeps every use working and the statement on its line. ``from X import y`` and
``import X as Z`` only get the new module name."""
from __future__ import annotations

from fissix.fixer_util import Name
from fissix.fixes.fix_imports import MAPPING, FixImports
from fissix.fixes.fix_imports2 import MAPPING as MAPPING2


class FixTjImports(FixImports):
    mapping = {**MAPPING, **MAPPING2}

    def transform(self, node, results):
        import_mod = results.get("module_name")
        if not import_mod:
            return   # a use of the module: it keeps its name, which the import binds
        old_name = import_mod.value
        new_name = self.mapping[old_name]
        if "name_import" in results:
            import_mod.replace(Name(f"{new_name} as {old_name}", prefix=import_mod.prefix))
        else:
            import_mod.replace(Name(new_name, prefix=import_mod.prefix))
        if "multiple_imports" in results:
            results = self.match(node)   # the next Python 2 name in "import StringIO, Queue"
            if results:
                self.transform(node, results)
