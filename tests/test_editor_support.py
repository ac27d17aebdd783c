"""Editors know every name (issue 20): completion, signatures and help after `from gamegrid import *`.

The module functions are made at import time, so editors read them from stubs that tools/make_stubs.py
generates from the code. Checked here:
- the stubs are what the tool makes from the code now (a new public name, parameter or docstring makes
  this fail until the tool is run again);
- Jedi (Thonny, Spyder, VS Code's Jedi mode; IDLE uses the running objects) completes every public name
  of `from gamegrid import *`, `gg.` after `import gamegrid as gg`, every public method of Actor and
  GameGrid, and the names of gpanel, entrydialog, dbapi, tcpcom, mqttclient and ch.aplu.jgamegrid from a
  prefix, shows a non-empty docstring, and for callables a signature with the parameter names the code
  has (each form of an overloaded one);
- the docstrings name every parameter, and the 30 names the lessons, examples and TigerJython programs
  use most have an example;
- pyright (as Pylance) finds no unknown name in the lessons and examples.
"""
from __future__ import annotations

import ast
import collections
import enum
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import types
import typing
from pathlib import Path
from typing import Any, Callable

import pytest

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tools"))
import make_stubs  # noqa: E402

import gamegrid  # noqa: E402
from gamegrid import Actor, GameGrid  # noqa: E402
from gamegrid.runtime.forwarding import forwarded_method  # noqa: E402

TOP_LEVEL_MODULES = ("gpanel", "entrydialog", "dbapi", "tcpcom", "mqttclient")
MOST_USED = 30
USAGE_FOLDERS = ("lessons", "examples", "tests/tj_programs", "tests/tj_programs2")


# ----- the stubs ---------------------------------------------------------------------------------------------
def test_the_stubs_are_what_the_tool_makes_from_the_code():
    stale = [path for path, text in make_stubs.all_stubs().items()
             if not (REPO / path).exists() or (REPO / path).read_text(encoding="utf-8") != text]
    assert not stale, f"out of date: {stale}; run  python tools/make_stubs.py  and commit the stubs"


def test_a_new_public_name_or_docstring_makes_the_stub_stale(monkeypatch):
    committed = (REPO / "gamegrid/__init__.pyi").read_text(encoding="utf-8")
    assert make_stubs.module_stub("gamegrid") == committed
    # a module function added as the package adds them (a forwarder to a GameGrid method) ...
    from gamegrid.runtime.forwarding import forwarder
    monkeypatch.setattr(gamegrid, "zzNewFunction", forwarder(GameGrid, "addActor", lambda name: None, "gamegrid"),
                        raising=False)
    monkeypatch.setattr(gamegrid, "__all__", [*gamegrid.__all__, "zzNewFunction"])
    with_new_name = make_stubs.module_stub("gamegrid")
    assert with_new_name != committed
    assert "def zzNewFunction(actor: Actor, location: Location, direction: Any = None) -> None:" in with_new_name
    monkeypatch.undo()
    # ... or a changed docstring of a forwarded method
    monkeypatch.setattr(inspect.unwrap(GameGrid.doRun), "__doc__", "Start the simulation (changed).")
    assert "Start the simulation (changed)." in make_stubs.module_stub("gamegrid")


def test_the_stub_of_gamegrid_exports_exactly_its_public_names():
    tree = ast.parse((REPO / "gamegrid/__init__.pyi").read_text(encoding="utf-8"))
    declared = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                    and getattr(node.targets[0], "id", None) == "__all__")
    assert ast.literal_eval(declared) == list(gamegrid.__all__)


# ----- what the code says a name's parameters are ---------------------------------------------------------
def _implementation(obj: Any) -> tuple[Callable[..., Any] | None, bool]:
    """(the function whose parameters a call of obj takes, whether its first parameter is dropped)."""
    target = forwarded_method(obj)
    if target is not None:
        cls, name = target
        raw = inspect.getattr_static(cls, name)
        return inspect.unwrap(getattr(raw, "__func__", raw)), not isinstance(raw, (staticmethod, classmethod))
    if inspect.isclass(obj):
        init = obj.__init__
        if init is object.__init__ or not isinstance(inspect.unwrap(init), types.FunctionType):
            return None, True   # no __init__ of ours: an exception takes (*args), anything else ()
        return inspect.unwrap(init), True
    if isinstance(obj, types.MethodType):
        return inspect.unwrap(obj.__func__), True
    if not isinstance(obj, (types.FunctionType, types.BuiltinFunctionType)):   # an object with __call__
        return inspect.unwrap(type(obj).__call__), True
    return inspect.unwrap(obj), False


def expected_forms(obj: Any, drop_self: bool | None = None) -> set[tuple[str, ...]] | None:
    """The parameter names of each form a call of obj has (one form unless overloaded); None when they are
    a builtin base class's (any form shown will do)."""
    if inspect.isclass(obj) and issubclass(obj, enum.Enum):
        return {("value",)}   # ClosingMode(value) looks a member up
    function, drop = _implementation(obj)
    if function is None:
        if inspect.isclass(obj) and issubclass(obj, BaseException):
            return {("args",)}
        if inspect.isclass(obj) and any(base.__module__ == "builtins" and base is not object for base in obj.__mro__):
            return None   # made like its builtin base (ArrayList is a list): the editor shows typeshed's forms
        return {()}
    if drop_self is not None:
        drop = drop_self
    forms = typing.get_overloads(function) or [function]
    names = set()
    for form in forms:
        parameters = list(inspect.signature(form, follow_wrapped=False).parameters)
        names.add(tuple(parameters[1:] if drop else parameters))
    return names


def _method_is_static(cls: type, name: str) -> bool:
    return isinstance(inspect.getattr_static(cls, name), staticmethod)


def public_methods(cls: type) -> list[str]:
    """The public methods of cls, inherited ones included (static methods too; nested classes not)."""
    return [name for name in dir(cls) if not name.startswith("_") and isinstance(
        inspect.getattr_static(cls, name), (types.FunctionType, staticmethod, classmethod))]


# ----- Jedi, as an editor asks it ---------------------------------------------------------------------------
try:
    import jedi
except ImportError:   # the test extra has it; the fixture below says so
    jedi = None


def _prefix(name: str) -> str:
    return name[:max(1, min(len(name) - 1, (len(name) + 1) // 2))] if len(name) > 1 else name


class Editor:
    """One Jedi project on the repository (so ch-stubs/ and the top-level modules are found), asked as an
    editor asks: completions after a prefix, the signature inside `name(`, the help text."""

    def __init__(self) -> None:
        self.project = jedi.Project(str(REPO))
        self.path = str(REPO / "pupil_program.py")

    def _scripts(self, header: str, lines: list[str]):
        """(Script, line number) for each line, written below the header. Several lines share a Script (fast),
        but not too many: Jedi stops inferring after a fixed number of function calls per Script."""
        offset = header.count("\n") + 2
        for start in range(0, len(lines), self.LINES_PER_SCRIPT):
            chunk = lines[start:start + self.LINES_PER_SCRIPT]
            script = jedi.Script(header + "\n" + "\n".join(chunk) + "\n", path=self.path, project=self.project)
            for index in range(len(chunk)):
                yield script, offset + index

    LINES_PER_SCRIPT = 40

    def completions(self, header: str, expression: str, names: list[str]) -> dict[str, Any]:
        """name -> the Completion Jedi offers for `expression + prefix`, for each name."""
        lines = [f"{expression}{_prefix(name)}" for name in names]
        found = {}
        for name, line, (script, number) in zip(names, lines, self._scripts(header, lines)):
            for completion in script.complete(number, len(line)):
                if completion.name == name:
                    found[name] = completion
                    break
        return found

    def signatures(self, header: str, expression: str, names: list[str]) -> dict[str, set[tuple[str, ...]]]:
        """name -> the parameter names of each signature Jedi shows inside `expression + name(`."""
        lines = [f"{expression}{name}()" for name in names]
        shown = {}
        for name, line, (script, number) in zip(names, lines, self._scripts(header, lines)):
            shown[name] = {tuple(p.name for p in signature.params)
                           for signature in script.get_signatures(number, len(line) - 1)}
        return shown


@pytest.fixture(scope="module")
def editor() -> Editor:
    if jedi is None:
        pytest.fail("jedi is missing: pip install -e '.[test]' (setup.cfg's test extra has it)")
    return Editor()


def check_surface(editor: Editor, header: str, expression: str, names: list[str],
                  objects: dict[str, Any], static_names: set[str] = frozenset()) -> None:
    """Every name completes from a prefix with a non-empty docstring; callables show their forms."""
    completed = editor.completions(header, expression, names)
    missing = [name for name in names if name not in completed]
    assert not missing, f"{header!r}: Jedi does not complete {missing}"
    undocumented = [name for name in names if not completed[name].docstring(raw=True).strip()]
    assert not undocumented, f"{header!r}: Jedi shows no docstring for {undocumented}"
    # (a name kept only to say "not supported" is checked for help, not for its parameters)
    callables = [name for name in names if callable(objects[name]) and not isinstance(objects[name], types.ModuleType)
                 and not (getattr(objects[name], "__doc__", None) or "").startswith("Not supported")]
    shown = editor.signatures(header, expression, callables)
    wrong = {}
    for name in callables:
        drop = False if name in static_names else None
        expected = expected_forms(objects[name], drop)
        if (shown[name] != expected) if expected is not None else not shown[name]:
            wrong[name] = (sorted(shown[name]), sorted(expected))
    assert not wrong, f"{header!r}: Jedi's signatures differ from the code (shown, expected): {wrong}"


def test_jedi_knows_every_name_after_from_gamegrid_import_star(editor):
    names = list(gamegrid.__all__)
    check_surface(editor, "from gamegrid import *", "", names, {n: getattr(gamegrid, n) for n in names})


def test_jedi_knows_every_name_after_import_gamegrid_as_gg(editor):
    names = list(gamegrid.__all__)
    check_surface(editor, "import gamegrid as gg", "gg.", names, {n: getattr(gamegrid, n) for n in names})


@pytest.mark.parametrize("cls, make", [(Actor, "Actor()"), (GameGrid, "makeGameGrid(10, 10, 60)")])
def test_jedi_knows_every_public_method(editor, cls, make):
    names = public_methods(cls)
    assert len(names) > 80
    objects = {name: getattr(cls, name) for name in names}
    static = {name for name in names if _method_is_static(cls, name)}
    # the methods of an instance: self is not shown, static methods keep their parameters
    instance_objects = {name: (obj if name in static else types.MethodType(obj, cls))
                        for name, obj in objects.items()}
    check_surface(editor, f"from gamegrid import *\nthing = {make}", "thing.", names, instance_objects, static)


@pytest.mark.parametrize("module_name", TOP_LEVEL_MODULES + ("ch.aplu.jgamegrid",))
def test_jedi_knows_the_classroom_modules(editor, module_name):
    if module_name == "ch.aplu.jgamegrid":
        names, objects = list(gamegrid.__all__), {n: getattr(gamegrid, n) for n in gamegrid.__all__}
    else:
        module = __import__(module_name)
        names = list(module.__all__)
        objects = {name: getattr(module, name) for name in names}
    check_surface(editor, f"from {module_name} import *", "", names, objects)


# ----- what the docstrings say -------------------------------------------------------------------------------
def _surface_functions() -> dict[str, tuple[Any, bool | None]]:
    """label -> (callable, drop_self) for every module function and Actor/GameGrid method."""
    functions: dict[str, tuple[Any, bool | None]] = {}
    for name in gamegrid.__all__:
        value = getattr(gamegrid, name)
        if inspect.isroutine(value) or forwarded_method(value):
            functions[name] = (value, None)
    for cls in (Actor, GameGrid):
        for name in public_methods(cls):
            functions[f"{cls.__name__}.{name}"] = (getattr(cls, name), not _method_is_static(cls, name))
    return functions


def _parameter_names(obj: Any, drop_self: bool | None) -> set[str]:
    function, drop = _implementation(obj)
    if function is None:
        return set()
    drop = drop if drop_self is None else drop_self
    names = set()
    for form in typing.get_overloads(function) or [function]:
        parameters = list(inspect.signature(form, follow_wrapped=False).parameters.values())[1 if drop else 0:]
        names.update(p.name for p in parameters if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
                     or typing.get_overloads(function))
    return names


def test_every_docstring_says_what_it_does_and_names_each_parameter():
    problems = {}
    for label, (obj, drop) in _surface_functions().items():
        doc = inspect.getdoc(obj) or ""
        first = doc.split("\n", 1)[0]
        if not first.strip():
            problems[label] = "no docstring"
            continue
        if len(first) > 120:
            problems[label] = f"first line longer than 120 characters: {first!r}"
            continue
        if obj.__module__.startswith("gamegrid.model.unsupported"):
            continue
        unnamed = sorted(name for name in _parameter_names(obj, drop) if not re.search(rf"\b{name}\b", doc))
        if unnamed:
            problems[label] = f"parameters not described: {unnamed}"
    assert not problems, "\n".join(f"{label}: {problem}" for label, problem in sorted(problems.items()))


def most_used_names(count: int = MOST_USED) -> list[str]:
    """The public callables (module functions, classes, Actor/GameGrid/Location methods) the lessons, the
    examples and the TigerJython programs name most often."""
    candidates = {name for name in gamegrid.__all__
                  if callable(getattr(gamegrid, name)) and not isinstance(getattr(gamegrid, name), types.ModuleType)}
    for cls in (Actor, GameGrid, gamegrid.Location):
        candidates.update(public_methods(cls))
    uses: collections.Counter[str] = collections.Counter()
    for folder in USAGE_FOLDERS:
        for path in sorted((REPO / folder).rglob("*.py")):
            for word in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", path.read_text(encoding="utf-8", errors="replace")):
                if word in candidates:
                    uses[word] += 1
    return [name for name, _ in sorted(uses.items(), key=lambda item: (-item[1], item[0]))[:count]]


def _docstrings_of(name: str) -> list[str]:
    """The docstrings a pupil sees for `name`: the module function or class, else the methods so named."""
    if name in gamegrid.__all__:
        return [inspect.getdoc(getattr(gamegrid, name)) or ""]
    return [inspect.getdoc(getattr(cls, name)) or "" for cls in (Actor, GameGrid, gamegrid.Location)
            if hasattr(cls, name)]


def test_the_most_used_names_have_an_example():
    names = most_used_names()
    assert len(names) == MOST_USED and {"makeGameGrid", "Actor", "addActor", "Location"} <= set(names)
    without = [name for name in names if not any("Example" in doc for doc in _docstrings_of(name))]
    assert not without, f"most used, but no example in the docstring: {without}"


# ----- pyright, as Pylance sees the lessons --------------------------------------------------------------------
UNKNOWN_NAME_RULES = ("reportUndefinedVariable", "reportAttributeAccessIssue", "reportMissingImports",
                      "reportMissingModuleSource", "reportPrivateImportUsage")


def _pyright_command() -> list[str]:
    try:
        import pyright  # noqa: F401
    except ImportError:
        pytest.fail("pyright is missing: pip install -e '.[test]' (setup.cfg's test extra has it; it needs node)",
                    pytrace=False)
    if shutil.which("node") is None:
        # like Xvfb and mosquitto: a machine without it skips (pyright would try to download Node.js);
        # .ci/run installs it, so CI always runs this check
        pytest.skip("needs Node.js for pyright (Debian: nodejs)")
    return [sys.executable, "-m", "pyright"]


def test_pyright_finds_no_unknown_name_in_the_lessons_and_examples(tmp_path):
    # A probe with a misspelt name shows that the check sees unknown names at all.
    probe = tmp_path / "probe.py"
    probe.write_text("from gamegrid import *\nmakeGameGrid(8, 8, 60)\naddActr(Actor(), Location(1, 1))\n"
                     "KeyEvent.VK_LEFTT\n", encoding="utf-8")
    # pyright takes only paths relative to its configuration file; each lesson folder is the root its
    # programs import their helper modules from (`from rules import *` in lessons/gobblet), as when a pupil
    # opens that folder in the editor.
    def relative(path: Path) -> str:
        return os.path.relpath(path, tmp_path)
    folders = sorted({path.parent for top in ("lessons", "examples") for path in (REPO / top).rglob("*.py")})
    config = {
        "include": [relative(REPO / "lessons"), relative(REPO / "examples"), probe.name],
        "extraPaths": [relative(REPO)],
        "executionEnvironments": [{"root": relative(folder), "extraPaths": [relative(REPO)]} for folder in folders],
        "pythonVersion": f"{sys.version_info.major}.{sys.version_info.minor}",
        # Pylance's default mode, with the rules about names that do not exist turned into errors
        "typeCheckingMode": "off",
        **{rule: "error" for rule in UNKNOWN_NAME_RULES},
    }
    (tmp_path / "pyrightconfig.json").write_text(json.dumps(config), encoding="utf-8")
    run = subprocess.run([*_pyright_command(), "--outputjson", "--project", str(tmp_path / "pyrightconfig.json"),
                          "--pythonpath", sys.executable], capture_output=True, text=True, timeout=600,
                         cwd=tmp_path)
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        pytest.fail(f"pyright did not run: {run.stdout[-2000:]} {run.stderr[-2000:]}")
    assert report["summary"]["filesAnalyzed"] >= 30
    found = collections.defaultdict(list)
    for diagnostic in report["generalDiagnostics"]:
        where = Path(diagnostic["file"])
        found[where.name if where == probe else str(where.relative_to(REPO))].append(
            f"{diagnostic['range']['start']['line'] + 1}: {diagnostic.get('rule')}: {diagnostic['message']}")
    probe_found = found.pop("probe.py", [])
    assert len(probe_found) == 2 and "addActr" in probe_found[0] and "VK_LEFTT" in probe_found[1], probe_found
    assert not found, "\n".join(f"{path}:{line}" for path, lines in sorted(found.items()) for line in lines)


# ----- IDLE, which asks the running objects --------------------------------------------------------------------
def test_idle_call_tips_show_each_forwarded_functions_parameters():
    calltip = pytest.importorskip("idlelib.calltip")   # idlelib needs tkinter, which some Pythons lack
    names = [name for name in gamegrid.__all__ if forwarded_method(getattr(gamegrid, name))]
    assert len(names) > 100
    wrong = {}
    for name in names:
        function = getattr(gamegrid, name)
        implementation, drop_self = _implementation(function)
        expected = list(inspect.signature(implementation, follow_wrapped=False).parameters)[1 if drop_self else 0:]
        tip = " ".join(calltip.get_argspec(function).split("\n"))   # IDLE wraps long tips
        depth, end = 0, 0
        for end, char in enumerate(tip):   # the parameter list ends where its bracket closes
            depth += {"(": 1, ")": -1}.get(char, 0)
            if depth == 0:
                break
        arguments = ast.parse(f"def f{tip[:end + 1]}: pass").body[0].args
        shown = [a.arg for a in [*arguments.posonlyargs, *arguments.args, arguments.vararg, *arguments.kwonlyargs,
                                 arguments.kwarg] if a is not None]
        if shown != expected:
            wrong[name] = (tip, expected)
    assert not wrong, f"IDLE's call tips differ from the methods' parameters (shown, expected): {wrong}"


def test_no_public_class_looks_like_a_proxy_to_jedi():
    """Jedi reads `__getattr__` that does `return getattr(self, name)` as a proxy and completes the object's
    names again through it, over and over: `actor.` took 8 to 12 seconds in an editor (36 s for this file's
    Actor test) until Actor.__getattr__ stopped writing it so. Checked on the source, since timing is no test."""
    import textwrap
    proxies = []
    for name in gamegrid.__all__:
        value = getattr(gamegrid, name)
        for cls in (value.__mro__ if inspect.isclass(value) else ()):
            method = cls.__dict__.get("__getattr__")
            if not isinstance(method, types.FunctionType):
                continue
            tree = ast.parse(textwrap.dedent(inspect.getsource(method)))
            for node in ast.walk(tree):
                if isinstance(node, ast.Return) and isinstance(node.value, ast.Call) \
                        and getattr(node.value.func, "id", None) == "getattr":
                    proxies.append(f"{cls.__module__}.{cls.__qualname__}.__getattr__")
    assert not proxies, f"these make Jedi's completion slow (see the docstring): {sorted(set(proxies))}"
