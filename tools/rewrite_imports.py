"""Rewrite gamegrid imports from the old flat module paths to the layered ones (issue 17).

For branches started before gamegrid/ was split into sub-packages: after rebasing, run

    python tools/rewrite_imports.py FILE_OR_FOLDER ...

and every `from gamegrid.grid import GameGrid`, `from .actor import Actor`, `from gamegrid import events`
(in files inside and outside the package) names the module's new place. The table is the one in
docs/architecture.md ("Where modules went"). Only import statements change; a file's own location is
taken from where it is now (a file under gamegrid/ gets relative imports, others absolute ones).
Remove this tool once no branch from before the split is left.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# old module -> new module (everything under gamegrid/ that moved; gamegrid.runtime became a package
# whose facade __init__ keeps the names the layers above use, so module imports of it stay)
MOVED = {
    **{f"gamegrid.{name}": f"gamegrid.model.{name}" for name in (
        "actor", "actor_extras", "background", "bitmap", "buttons", "collision", "component", "errors",
        "grid", "grid_extras", "images", "location", "maze", "module_extras", "mouse", "navigation", "panel",
        "scene", "sound", "spritepath", "textactor", "tilemap", "touch", "unsupported", "vector",
        "xorpaint")},
    **{f"gamegrid.{name}": f"gamegrid.java.{name}" for name in (
        "awt", "events", "geom", "graphics2d", "javatypes", "keyevent", "keys", "listeners", "x11colors")},
    **{f"gamegrid.{name}": f"gamegrid.runtime.{name}" for name in (
        "input", "polling", "watchdog", "replay", "statedump", "afterscript", "forwarding")},
    "gamegrid.runtime": "gamegrid.runtime.loop",   # only for names imported from it (see above)
    # split or renamed by topic after the moves
    "gamegrid.grid_extras": "gamegrid.model.window_properties",
    "gamegrid.actor_extras": "gamegrid.model.actor_motion",
    "gamegrid.module_extras": "gamegrid.model.shapes",
    "gamegrid.tigerjython.dialogs": "gamegrid.view.dialogs",
    "gamegrid.tigerjython.entrydialog_window": "gamegrid.view.entry_dialog_window",
}

# names that left their old module for another one: (old module, name) -> new module
NAMES = {
    **{("gamegrid.errors", name): "gamegrid.runtime.errors" for name in (
        "ScriptStopped", "ProgramClosed", "format_user_traceback", "report_user_error", "PACKAGE_DIR")},
    **{("gamegrid.runtime", name): "gamegrid.model.keyboard" for name in ("KeyState",)},
    ("gamegrid.javatypes", "Monitor"): "gamegrid.model.monitor",
    ("gamegrid.tigerjython.javalang", "Monitor"): "gamegrid.model.monitor",
    ("gamegrid.location", "_as_int"): "gamegrid.java.javatypes",   # now called java_int
    **{("gamegrid.grid_extras", name): "gamegrid.model.window_properties" for name in (
        "ClosingMode", "WindowPropertiesMixin")},
    **{("gamegrid.actor_extras", name): "gamegrid.model.actor_pictures" for name in ("ActorPicturesMixin",)},
    **{("gamegrid.module_extras", name): "gamegrid.model.unsupported" for name in (
        "GGRectangle", "GGTextField", "GGProgressBar", "GGPath", "GGInputInt", "GGInputLong",
        "GGInputDouble", "GGInputString")},
    ("gamegrid.module_extras", "ToolBar"): "gamegrid.model.toolbar",
    **{("gamegrid.module_extras", name): "gamegrid.model.window_properties" for name in (
        "setClosingMode", "getClosingMode")},
    ("gamegrid.module_extras", "setNbRotSprites"): "gamegrid.model.grid",
    ("gamegrid.module_extras", "getStackTrace"): "gamegrid.model.errors",
    **{("gamegrid.module_extras", name): "gamegrid.tigerjython.color_chooser" for name in (
        "askColor", "JColorChooser")},
}


REVERSE = {new: old for old, new in MOVED.items()}


def module_of(path: Path) -> tuple[str, bool] | None:
    """('gamegrid.model.grid', False) for gamegrid/model/grid.py; None outside the package."""
    try:
        rel = path.resolve().relative_to(ROOT)
    except ValueError:
        return None
    parts = list(rel.with_suffix("").parts)
    if not parts or parts[0] != "gamegrid":
        return None
    if parts[-1] == "__init__":
        return ".".join(parts[:-1]), True
    return ".".join(parts), False


def _file(module: str) -> Path | None:
    base = ROOT.joinpath(*module.split("."))
    for candidate in (base.with_suffix(".py"), base / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def _bound_names(init: Path) -> set[str]:
    names = set()
    for node in ast.parse(init.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
    return names


def _resolves(module: str, names: list[str]) -> bool:
    """True when `from module import names` works in the tree as it is now."""
    found = _file(module)
    if found is None:
        return False
    if found.name != "__init__.py":
        return True
    bound = _bound_names(found)
    return all(name == "*" or _file(f"{module}.{name}") is not None or name in bound for name in names)


def absolute(node: ast.ImportFrom, here: tuple[str, bool] | None) -> str:
    if not node.level:
        return node.module or ""
    if here is None:
        raise ValueError("relative import outside the package")
    module, is_package = here
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def render(target: str, here: tuple[str, bool] | None) -> str:
    """The module part of `from X import`, relative when the file is inside the package."""
    if here is None:
        return target
    module, is_package = here
    base = module.split(".") if is_package else module.split(".")[:-1]
    parts = target.split(".")
    common = 0
    while common < min(len(base), len(parts)) and base[common] == parts[common]:
        common += 1
    if common == 0:
        return target
    return "." * (len(base) - common + 1) + ".".join(parts[common:])


def new_statement(node: ast.ImportFrom, here: tuple[str, bool] | None, source: str) -> str | None:
    """The import rewritten for the new tree, or None when it is fine as it is."""
    names = [alias.name for alias in node.names]
    now = absolute(node, here)
    if not now.startswith("gamegrid") or _resolves(now, names):
        return None
    # Written for the old tree: resolve it where the file used to be.
    was = here if here is None or here[0] not in REVERSE else (REVERSE[here[0]], False)
    old = absolute(node, was)
    if old in MOVED:
        moved_names = [alias for alias in node.names if (old, alias.name) in NAMES]
        if not moved_names:
            return f"from {render(MOVED[old], here)} import" + _names_text(node, source)
        groups: dict[str, list[str]] = {}
        for alias in node.names:
            target = NAMES.get((old, alias.name), MOVED[old])
            groups.setdefault(target, []).append(alias.name + (f" as {alias.asname}" if alias.asname else ""))
        indent = " " * node.col_offset
        return ("\n" + indent).join(f"from {render(package, here)} import {', '.join(items)}"
                                     for package, items in groups.items())
    groups = {}
    for alias in node.names:
        full = f"{old}.{alias.name}"
        if full in MOVED and full != "gamegrid.runtime":
            package, _, name = MOVED[full].rpartition(".")
            groups.setdefault(package, []).append(name + (f" as {alias.asname}" if alias.asname else ""))
        else:
            groups.setdefault(old, []).append(alias.name + (f" as {alias.asname}" if alias.asname else ""))
    indent = " " * node.col_offset
    return ("\n" + indent).join(f"from {render(package, here)} import {', '.join(items)}"
                                 for package, items in groups.items())


def _names_text(node: ast.ImportFrom, source: str) -> str:
    """The original text after `import` (keeps parentheses, line breaks and comments)."""
    segment = ast.get_source_segment(source, node) or ""
    return segment.split(" import", 1)[1]


def rewrite(path: Path) -> bool:
    try:
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
    except (SyntaxError, UnicodeDecodeError):   # a Python 2 classroom program: it imports only what scripts import
        return False
    here = module_of(path)
    edits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            try:
                replacement = new_statement(node, here, source)
            except ValueError:
                continue
            if replacement is not None:
                edits.append((node, replacement))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MOVED and alias.name != "gamegrid.runtime":
                    print(f"{path}:{node.lineno}: `import {alias.name}`: change it by hand to {MOVED[alias.name]}")
    if not edits:
        return False
    lines = source.splitlines(keepends=True)
    for node, text in sorted(edits, key=lambda e: (e[0].lineno, e[0].col_offset), reverse=True):
        first, last = node.lineno - 1, node.end_lineno - 1
        head = lines[first][:node.col_offset]
        tail = lines[last][node.end_col_offset:]
        lines[first:last + 1] = [head + text + tail]
    path.write_text("".join(lines), encoding="utf-8")
    return True


def main(arguments: list[str]) -> int:
    if not arguments:
        print(__doc__)
        return 2
    for argument in arguments:
        target = Path(argument)
        for path in sorted(target.rglob("*.py")) if target.is_dir() else [target]:
            if rewrite(path):
                print(f"rewrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
