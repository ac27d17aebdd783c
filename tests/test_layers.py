"""The tree is the architecture: gamegrid's sub-packages are layers (docs/architecture.md).

- `lint-imports` (import-linter, contracts in setup.cfg) passes on the package, and fails on a copy of it
  with a forbidden import put in, so the contracts do bite.
- Our own import graph (ast over gamegrid/, every import statement: module level, inside functions,
  under TYPE_CHECKING) has no cycle between sub-packages.
"""
from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "gamegrid"


def _lint_imports(folder: Path) -> subprocess.CompletedProcess:
    """lint-imports run in `folder` (which holds setup.cfg and gamegrid/), without its cache."""
    try:
        import importlinter  # noqa: F401
    except ImportError:
        pytest.fail("import-linter is missing: pip install -e '.[test]' (setup.cfg's test extra has it)")
    script = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", script, "--no-cache"], cwd=folder, capture_output=True,
                          text=True, timeout=300)


def test_lint_imports_keeps_every_contract():
    run = _lint_imports(REPO)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout and "Layers" in run.stdout


@pytest.mark.parametrize("module, line, contract", [
    ("model/actor.py", "from ..runtime import loop", "Layers"),               # the model reaches up
    ("java/keys.py", "from ..model import grid", "Layers"),                   # java reaches up
    ("model/location.py", "import pyglet", "The model imports no pyglet"),
    ("runtime/polling.py", "import pyglet", "The view is the only pyglet importer"),
])
def test_lint_imports_fails_on_a_forbidden_import(tmp_path, module, line, contract):
    shutil.copy(REPO / "setup.cfg", tmp_path / "setup.cfg")
    shutil.copytree(PACKAGE, tmp_path / "gamegrid", ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path / "gamegrid" / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    run = _lint_imports(tmp_path)
    assert run.returncode != 0, run.stdout
    broken = [row for row in run.stdout.splitlines() if row.endswith("BROKEN")]
    assert any(row.startswith(contract) for row in broken), run.stdout


# ----- our own check: no import cycle between sub-packages ---------------------------------------------------
def _module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported_modules(path: Path, modules: set[str]) -> set[str]:
    """gamegrid modules `path` imports anywhere in its code (relative imports resolved)."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([node.module] if node.module else []))
            # `from gamegrid.model import grid` imports gamegrid.model.grid; `from .grid import X` imports .grid
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in modules:   # `import gamegrid.model.grid.x` -> the module
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def _part(module: str) -> str:
    """The sub-package (or top-level module) a module belongs to: gamegrid.model.grid -> gamegrid.model."""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) > 1 else module


# The package surface (gamegrid/__init__.py) is the top. The Java alias for it (ch.aplu.jgamegrid) reads its
# names when a script imports that alias, long after the import of gamegrid: no cycle at import time.
LEFT_OUT = {("gamegrid.tigerjython.javaimports", "gamegrid")}


def subpackage_graph() -> dict[str, set[str]]:
    paths = sorted(PACKAGE.rglob("*.py"))
    modules = {_module_name(path) for path in paths}
    graph: dict[str, set[str]] = {}
    for path in paths:
        name = _module_name(path)
        imported = {m for m in _imported_modules(path, modules) if (name, m) not in LEFT_OUT}
        graph.setdefault(_part(name), set()).update({_part(m) for m in imported} - {_part(name)})
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph as a list of nodes (first == last), or None."""
    state: dict[str, int] = {}   # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state:
            cycle = visit(start)
            if cycle:
                return cycle
    return None


def test_no_import_cycle_between_subpackages():
    cycle = find_cycle(subpackage_graph())
    assert cycle is None, "import cycle between sub-packages: " + " -> ".join(cycle)


def test_the_graph_is_read_as_it_is():
    """The check sees the real edges (so an empty graph cannot pass it), and finds a cycle where one is."""
    graph = subpackage_graph()
    assert {"gamegrid.model", "gamegrid.java", "gamegrid.runtime", "gamegrid.view",
            "gamegrid.tigerjython"} <= set(graph)
    assert "gamegrid.java" in graph["gamegrid.model"]
    assert {"gamegrid.model", "gamegrid.view"} <= graph["gamegrid.runtime"]
    assert "gamegrid.runtime" not in graph["gamegrid.model"]
    graph["gamegrid.java"].add("gamegrid.runtime")
    assert find_cycle(graph) is not None


# ----- the architecture document matches the tree -------------------------------------------------------------
ARCHITECTURE = REPO / "docs" / "architecture.md"


def documented_modules() -> set[str]:
    """Paths listed under "## Every module" in docs/architecture.md (four spaces of indent per folder)."""
    text = ARCHITECTURE.read_text(encoding="utf-8")
    block = text.split("## Every module", 1)[1].split("```", 2)[1]
    paths, folders = set(), []
    for line in block.splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 4
        name = line.split()[0]
        folders = folders[:depth]
        if name.endswith("/"):
            folders.append(name.rstrip("/"))
        else:
            paths.add("/".join(folders + [name]))
    return paths


def test_architecture_document_lists_every_module():
    actual = {path.relative_to(REPO).as_posix() for path in PACKAGE.rglob("*.py")}
    documented = documented_modules()
    assert len(documented) > 80
    assert actual - documented == set(), "modules missing from docs/architecture.md, ## Every module"
    assert documented - actual == set(), "docs/architecture.md lists modules that do not exist"


def test_architecture_document_names_the_layers_of_the_contract():
    import configparser
    config = configparser.ConfigParser()
    config.read(REPO / "setup.cfg")
    layers = config["importlinter:contract:layers"]["layers"].split()
    text = ARCHITECTURE.read_text(encoding="utf-8")
    for layer in (name for name in layers if name != "|"):
        assert f"gamegrid/{layer}" in text or f"{layer}.py" in text, \
            f"docs/architecture.md does not mention the layer {layer}"
