"""The tree is the architecture: gamegrid's sub-packages are layers (docs/architecture.md).

- `lint-imports` (import-linter, contracts in setup.cfg) passes on the package, and fails on a copy of it
  with a forbidden import put in, so the contracts do bite.
- Our own import graph (ast over gamegrid/, every import statement: module level, inside functions,
  under TYPE_CHECKING) has no cycle between sub-packages.
- Inside gamegrid/model, the imports that run (TYPE_CHECKING left out, imports inside functions counted)
  form no cycle of more than two modules, and the imports the model's layer contract ignores are type
  names only.
- Inside gamegrid/runtime, the imports that run (inside functions too) form no cycle at all, the imports the
  runtime's layer contract ignores are type names only, and no class is longer than 300 lines.
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
    ("runtime/polling.py", "import pyglet", "The views are the only pyglet importers"),
    ("browser/loop.py", "import pyglet", "The views are the only pyglet importers"),   # pyglet 3 only in browser/view
    ("view/window.py", "from ..browser import page", "Nothing on the desktop imports the browser"),
    ("browser/jsbridge.py", "from . import page", "Layers inside the browser"),
    ("model/background.py", "from .buttons import GGButton", "Layers inside the model"),     # pictures reach up to extras
    ("model/location.py", "from . import images", "Layers inside the model"),               # values reach up to pictures
    ("base/fonts.py", "from ..model import location", "Layers"),              # the base reaches up
    ("base/i18n.py", "from . import fonts", "Layers inside the base"),         # a leaf reaches up to the fonts
    ("base/resources.py", "from . import i18n", "Layers inside the base"),     # one leaf imports another
    ("runtime/closing.py", "from . import desktop", "Layers inside the runtime"),           # a rule reaches the desktop
    ("runtime/errors.py", "from . import loop", "Layers inside the runtime"),               # the old circle
])
def test_lint_imports_fails_on_a_forbidden_import(tmp_path, module, line, contract):
    shutil.copy(REPO / "setup.cfg", tmp_path / "setup.cfg")
    shutil.copytree(PACKAGE, tmp_path / "gamegrid", ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path / "gamegrid" / module
    target.write_text(target.read_text(encoding="utf-8") + f"\n{line}\n", encoding="utf-8")
    run = _lint_imports(tmp_path)
    assert run.returncode != 0, run.stdout
    broken = [row for row in run.stdout.splitlines() if " BROKEN" in row]   # "BROKEN (6 ignored imports)"
    assert any(row.startswith(contract) for row in broken), run.stdout


# ----- our own check: no import cycle between sub-packages ---------------------------------------------------
def _module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_nodes(tree: ast.AST) -> set[ast.AST]:
    """The statements under `if TYPE_CHECKING:` (or `typing.TYPE_CHECKING`): they never run."""
    skipped: set[ast.AST] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and (
                (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING")
                or (isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")):
            for statement in node.body:
                skipped.update(ast.walk(statement))
    return skipped


def _imported_modules(path: Path, modules: set[str], running_only: bool = False) -> set[str]:
    """gamegrid modules `path` imports anywhere in its code (relative imports resolved); with
    `running_only`, without the imports under TYPE_CHECKING."""
    name = _module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = _type_checking_nodes(tree) if running_only else set()
    for node in ast.walk(tree):
        if node in skipped:
            continue
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


# ----- inside the model: no knot of modules ------------------------------------------------------------------
MODEL = PACKAGE / "model"


def inside_graph(folder: Path, running_only: bool = True) -> dict[str, set[str]]:
    """Module -> the modules of the same sub-package it imports (by default only the imports that run, those
    inside functions included)."""
    paths = sorted(folder.glob("*.py"))
    modules = {_module_name(path) for path in PACKAGE.rglob("*.py")}
    prefix = _module_name(folder / "__init__.py") + "."
    graph = {}
    for path in paths:
        if path.name == "__init__.py":
            continue
        imported = _imported_modules(path, modules, running_only)
        graph[_module_name(path)] = {m for m in imported if m.startswith(prefix)}
    return graph


def model_graph(running_only: bool = True) -> dict[str, set[str]]:
    """Module -> the gamegrid.model modules it imports (by default only the imports that run)."""
    return inside_graph(MODEL, running_only)


def strongly_connected(graph: dict[str, set[str]]) -> list[set[str]]:
    """The graph's strongly connected components (Tarjan): modules that all reach each other."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = set()
            while True:
                member = stack.pop()
                component.add(member)
                if member == node:
                    break
            found.append(component)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_cycle_of_more_than_two_modules_inside_the_model():
    knots = [sorted(c) for c in strongly_connected(model_graph()) if len(c) > 2]
    assert not knots, f"import cycles of more than two modules inside gamegrid/model: {knots}"


def test_the_model_graph_is_read_as_it_is():
    """Real edges are seen (imports inside functions too), type-checking imports are not, and a knot of three
    modules is found where one is."""
    graph = model_graph()
    assert len(graph) > 30
    assert {"gamegrid.model.collision", "gamegrid.model.touch"} <= graph["gamegrid.model.actor"]
    assert "gamegrid.model.scene" in graph["gamegrid.model.grid"]           # imported inside a function
    assert "gamegrid.model.grid" not in graph["gamegrid.model.hooks"]        # only under TYPE_CHECKING
    assert "gamegrid.model.grid" in model_graph(running_only=False)["gamegrid.model.hooks"]
    graph["gamegrid.model.actor_motion"].add("gamegrid.model.actor")    # actor <-> actor_motion: two, allowed
    assert max(len(c) for c in strongly_connected(graph)) == 2
    graph["gamegrid.model.vector"].add("gamegrid.model.actor")          # actor -> actor_motion -> vector -> actor
    assert max(strongly_connected(graph), key=len) == {
        "gamegrid.model.actor", "gamegrid.model.actor_motion", "gamegrid.model.vector"}


@pytest.mark.parametrize("contract, folder", [("model-layers", MODEL), ("runtime-layers", PACKAGE / "runtime")])
def test_the_layers_inside_ignore_only_type_names(contract, folder):
    """The model's and the runtime's layer contracts ignore a few imports of an upper module; each must be a type
    name imported under TYPE_CHECKING, never an import that runs (which the contract would then not see)."""
    import configparser
    config = configparser.ConfigParser()
    config.read(REPO / "setup.cfg")
    ignored = [line.split("->") for line in
               config[f"importlinter:contract:{contract}"]["ignore_imports"].split("\n") if "->" in line]
    assert ignored
    running, named = inside_graph(folder), inside_graph(folder, running_only=False)
    for importer, imported in ((a.strip(), b.strip()) for a, b in ignored):
        assert imported in named[importer], f"{importer} -> {imported} is ignored but not imported at all"
        assert imported not in running[importer], f"{importer} -> {imported} runs: it breaks the model's layers"


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


# ----- inside the runtime: no circle, no giant class -----------------------------------------------------------
RUNTIME = PACKAGE / "runtime"


def test_no_import_circle_inside_the_runtime():
    """Not even of two modules: the platform-free rules never reach back into the loop that uses them (an import
    inside a function counts, one under TYPE_CHECKING does not)."""
    knots = [sorted(c) for c in strongly_connected(inside_graph(RUNTIME)) if len(c) > 1]
    assert not knots, f"import circles inside gamegrid/runtime: {knots}"


def test_the_runtime_graph_is_read_as_it_is():
    graph = inside_graph(RUNTIME)
    assert len(graph) > 20
    assert {"gamegrid.runtime.core", "gamegrid.runtime.desktop"} <= graph["gamegrid.runtime.loop"]
    assert "gamegrid.runtime.input" in graph["gamegrid.runtime.core"]                 # inside a function
    assert "gamegrid.runtime.core" not in graph["gamegrid.runtime.closing"]           # only under TYPE_CHECKING
    assert "gamegrid.runtime.core" in inside_graph(RUNTIME, running_only=False)["gamegrid.runtime.closing"]
    graph["gamegrid.runtime.errors"].add("gamegrid.runtime.loop")   # the circle the runtime had before issue 35
    assert any(len(c) > 1 for c in strongly_connected(graph))


MAX_CLASS_LINES = 300


def class_lengths(folder: Path) -> dict[str, int]:
    lengths = {}
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                lengths[f"{path.name}:{node.name}"] = node.end_lineno - node.lineno + 1
    return lengths


def test_no_class_in_the_runtime_is_over_300_lines():
    lengths = class_lengths(RUNTIME)
    assert "core.py:GameLoop" in lengths and "loop.py:Runtime" in lengths
    too_long = {name: n for name, n in lengths.items() if n > MAX_CLASS_LINES}
    assert not too_long, f"classes over {MAX_CLASS_LINES} lines in gamegrid/runtime: {too_long}"
