"""One function ends the process (runtime/process_end.py, end_process): the run's files, the exit hooks once each,
the output flushed, the exit status; and it is the only os._exit in gamegrid."""
from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACKAGE = REPO / "gamegrid"


def os_exit_callers(root: Path) -> list[str]:
    """'path:function' for every function of `root` that calls os._exit (or _exit imported from os)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported_exit = {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                         and node.module == "os" for alias in node.names if alias.name == "_exit"}
        for function in (n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))):
            for node in ast.walk(function):
                if not isinstance(node, ast.Call):
                    continue
                target = node.func
                if (isinstance(target, ast.Attribute) and target.attr == "_exit"
                        and isinstance(target.value, ast.Name) and target.value.id == "os") \
                        or (isinstance(target, ast.Name) and target.id in imported_exit):
                    found.append(f"{path.relative_to(root.parent).as_posix()}:{function.name}")
        # a call outside any function (module level) counts too
        module_calls = [n for n in tree.body if any(isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                                                    and c.func.attr == "_exit" for c in ast.walk(n))
                        and not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
        found.extend(f"{path.relative_to(root.parent).as_posix()}:<module>" for _ in module_calls)
    return sorted(set(found))


def test_exactly_one_function_in_gamegrid_calls_os_exit():
    assert os_exit_callers(PACKAGE) == ["gamegrid/runtime/process_end.py:end_process"]


def test_the_scan_finds_os_exit_wherever_it_is(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text("import os\ndef one():\n    os._exit(1)\n")
    (package / "b.py").write_text("from os import _exit as bye\nclass K:\n    def two(self):\n        bye(2)\n")
    assert os_exit_callers(package) == ["pkg/a.py:one", "pkg/b.py:two"]


def _run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=REPO, capture_output=True, text=True,
                          timeout=120)


def test_threads_still_running_end_with_the_game_after_files_and_hooks_once_each():
    run = _run("""
        import atexit, threading, time
        from gamegrid.runtime import process_end
        atexit.register(lambda: print("program's exit hook", flush=True))
        process_end.on_end(lambda: print("state written", flush=True))
        threading.Thread(target=lambda: time.sleep(60)).start()   # a non-daemon worker of the program
        process_end.end_process(3, must_end=False)
        print("not reached")
    """)
    assert run.returncode == 3, run.stderr
    assert run.stdout.splitlines() == ["state written", "program's exit hook"]


def test_without_threads_python_ends_as_usual_and_runs_the_hooks_itself_once():
    run = _run("""
        import atexit
        from gamegrid.runtime import process_end
        atexit.register(lambda: print("program's exit hook", flush=True))
        process_end.on_end(lambda: print("state written", flush=True))
        process_end.end_process(0, must_end=False)
        process_end.write_files()   # written once only
        print("back in the program", flush=True)
    """)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == ["state written", "back in the program", "program's exit hook"]


def test_a_writer_that_fails_keeps_neither_the_others_nor_the_end_back():
    run = _run("""
        from gamegrid.runtime import process_end
        def broken():
            raise OSError("disk full")
        process_end.on_end(broken)
        process_end.on_end(lambda: print("recording written", flush=True))
        process_end.end_process(1)
    """)
    assert run.returncode == 1
    assert "recording written" in run.stdout and "disk full" in run.stderr
