"""Jython's imports of Java classes (issue 25), written from Jython's rules rather than from programs:

- a Java package is importable like a Python package, and a class like a module: `import a.b.C`,
  `import a.b.C as X`, `from a.b import C`, `from a.b import *`, `import a.b as m; m.C`, `import a.b; a.b.C`,
  and `import a; a.b.C` (Jython opens packages when their attributes are read);
- every form gives the same class object;
- a class gamegrid has no stand-in for still imports; an exception class (FooException, FooError) is a real,
  catchable exception class; any other fails with a clear message when first used, never at import.
"""
from __future__ import annotations

import threading
import time

import pytest

from gamegrid.base import i18n
from gamegrid.tigerjython.javaimports import ALIASES, install_java_aliases, uninstall_java_aliases


@pytest.fixture(autouse=True)
def java_aliases():
    install_java_aliases()
    yield
    uninstall_java_aliases()


def run(code: str) -> dict:
    namespace: dict = {}
    exec(code, namespace)
    return namespace


# Every stand-in class of the Java packages: (package, class)
STAND_INS = [(package, name) for package, table in sorted(ALIASES.items())
             if table and package.startswith(("java", "javax", "ch.aplu")) for name in sorted(table)]
STAND_INS += [("ch.aplu.jgamegrid", name) for name in ("GameGrid", "Actor", "Location", "GGMouse",
                                                        "GGMouseListener", "GGActorCollisionListener")]


def stand_in(package: str, name: str):
    import importlib
    return getattr(importlib.import_module(package), name)


@pytest.mark.parametrize("package,name", STAND_INS)
def test_every_import_form_gives_the_stand_in(package, name):
    expected = stand_in(package, name)
    root = package.split(".")[0]
    forms = {
        "import a.b.C": (f"import {package}.{name}", f"{package}.{name}"),
        "import a.b.C as X": (f"import {package}.{name} as X", "X"),
        "from a.b import C": (f"from {package} import {name}", name),
        "from a.b import *": (f"from {package} import *", name),
        "import a.b as m": (f"import {package} as m", f"m.{name}"),
        "import a.b": (f"import {package}", f"{package}.{name}"),
        "import a": (f"import {root}", f"{package}.{name}"),
    }
    for form, (statement, expression) in forms.items():
        namespace = run(f"{statement}\nresult = {expression}\n")
        assert namespace["result"] is expected, form


def test_class_module_is_the_class_itself():
    import sys
    import java.awt.Color
    from gamegrid.java.awt import Color
    assert sys.modules["java.awt.Color"] is Color and java.awt.Color is Color
    assert java.awt.Color(1, 2, 3).getRed() == 1 and java.awt.Color.RED == java.awt.Color.red


def test_star_import_gives_stand_ins_and_known_exceptions():
    namespace = run("from java.util import *\nfrom java.lang import *\n")
    assert namespace["ArrayList"]().size() == 0 and namespace["Math"].max(2, 3) == 3
    assert issubclass(namespace["ConcurrentModificationException"], Exception)
    assert namespace["InterruptedException"] is run("import java.lang.InterruptedException as I")["I"]
    # the Java names that equal a Python exception are that exception: a star import shadows nothing
    assert namespace["Exception"] is Exception and namespace["AssertionError"] is AssertionError


# ----- exceptions -----------------------------------------------------------------------------------------
def test_unknown_exception_class_is_catchable_under_every_form():
    namespace = run(
        "import java.util.ConcurrentModificationException as CME\n"
        "from java.util import ConcurrentModificationException\n"
        "import java.util\n"
        "caught = []\n"
        "for thrower in (CME, ConcurrentModificationException, java.util.ConcurrentModificationException):\n"
        "    try:\n"
        "        raise thrower('list changed')\n"
        "    except CME as e:\n"
        "        caught.append((e.getMessage(), e.toString()))\n")
    assert namespace["caught"] == [("list changed", "java.util.ConcurrentModificationException: list changed")] * 3


def test_a_made_up_exception_name_is_an_exception_class_too():
    namespace = run("from java.util.concurrent import BrokenBarrierException as B\n"
                    "from javax.swing import NoSuchWidgetError as W\n")
    for cls in (namespace["B"], namespace["W"]):
        assert issubclass(cls, Exception)
        with pytest.raises(cls):
            raise cls("x")
    assert namespace["B"] is not namespace["W"]


@pytest.mark.parametrize("java_name,python_error,action", [
    ("java.io.IOException", OSError, lambda: open("/no/such/folder/file.txt")),
    ("java.io.FileNotFoundException", FileNotFoundError, lambda: open("/no/such/folder/file.txt")),
    ("java.lang.ArithmeticException", ZeroDivisionError, lambda: 1 // 0),
    ("java.lang.IndexOutOfBoundsException", IndexError, lambda: __import__("java.util").util.ArrayList().get(3)),
    ("java.lang.NumberFormatException", ValueError, lambda: __import__("java.lang").lang.Integer.parseInt("x1")),
    ("java.lang.Exception", KeyError, lambda: {}["k"]),
])
def test_java_exceptions_catch_what_python_raises_in_the_same_situation(java_name, python_error, action):
    package, _, name = java_name.rpartition(".")
    java_class = run(f"from {package} import {name} as J")["J"]
    try:
        action()
    except java_class as caught:   # `except IOException:` around open() works as in Jython
        assert isinstance(caught, python_error)
    else:
        pytest.fail("nothing raised")


def test_thread_sleep_raises_interrupted_exception_when_interrupted():
    from java.lang import InterruptedException, Thread
    outcome = []

    class Sleeper(Thread):
        def run(self):
            try:
                Thread.sleep(10_000)
                outcome.append("slept")
            except InterruptedException as e:
                outcome.append(("interrupted", Thread.interrupted()))

    sleeper = Sleeper()
    started = time.monotonic()
    sleeper.start()
    time.sleep(0.05)
    sleeper.interrupt()
    sleeper.join(5000)
    assert outcome == [("interrupted", False)]   # the flag is cleared when the exception is thrown
    assert time.monotonic() - started < 5


# ----- classes without a stand-in --------------------------------------------------------------------------
def test_unknown_class_imports_and_fails_when_used():
    namespace = run("import java.util.TreeMap as TM\nfrom javax.swing import JFrame\nimport java.awt.Robot\n")
    for cls, full_name in ((namespace["TM"], "java.util.TreeMap"), (namespace["JFrame"], "javax.swing.JFrame"),
                           (namespace["java"].awt.Robot, "java.awt.Robot")):
        with pytest.raises(NotImplementedError, match=f"Not available in gamegrid for CPython: {full_name}"):
            cls()
        with pytest.raises(AttributeError, match=f"{full_name}.EXIT_ON_CLOSE"):
            cls.EXIT_ON_CLOSE
    assert namespace["JFrame"] is run("import javax.swing.JFrame as F")["F"]


@pytest.mark.parametrize("lang,words", [("en", "Not available in gamegrid for CPython"),
                                        ("de", "In gamegrid für CPython nicht vorhanden"),
                                        ("fr", "Pas disponible dans gamegrid pour CPython")])
def test_unknown_class_message_is_in_the_pupils_language(lang, words):
    from javax.swing import JButton
    before = i18n.language()
    i18n.set_language(lang)
    try:
        with pytest.raises(NotImplementedError) as info:
            JButton("OK")
    finally:
        i18n.set_language(before)
    assert words in str(info.value) and "javax.swing.JButton" in str(info.value)


def test_nested_class_of_an_unknown_class_imports_too():
    namespace = run("from ch.aplu.ev3.LegoRobot import Port\nimport ch.aplu.ev3.LegoRobot as LegoRobot\n")
    assert namespace["Port"] is namespace["LegoRobot"].Port
    with pytest.raises(AttributeError, match="ch.aplu.ev3.LegoRobot.Port.A1"):
        namespace["Port"].A1     # a constant (all capitals) is no nested class


def test_jcardgame_and_its_nested_enums_are_gamegrids_cards():
    import gamegrid.cards as cards
    namespace = run("from ch.aplu.jcardgame import Deck, Hand, CardGame, RowLayout, CardListener\n"
                    "from ch.aplu.jcardgame.Hand import SortType\n"
                    "from ch.aplu.jcardgame import *\n")
    assert namespace["Deck"] is cards.Deck and namespace["CardListener"] is cards.CardListener
    assert namespace["SortType"] is cards.SortType and namespace["SortType"].RANKPRIORITY.ordinal() == 0
    assert namespace["TargetArea"] is cards.TargetArea and namespace["CardCover"] is cards.CardCover


def test_unknown_interface_can_be_implemented():
    namespace = run("from java.awt.event import ActionListener\n"
                    "from java.lang import Runnable\n"
                    "class Clock(ActionListener, Runnable):\n"
                    "    def __init__(self):\n"
                    "        self.ticks = 0\n"
                    "    def actionPerformed(self, event):\n"
                    "        self.ticks += 1\n"
                    "clock = Clock()\n"
                    "clock.actionPerformed(None)\n")
    assert namespace["clock"].ticks == 1 and isinstance(namespace["clock"], namespace["ActionListener"])


def test_packages_open_on_demand_and_a_typo_is_named():
    import java
    assert java.util.concurrent.atomic.__name__ == "java.util.concurrent.atomic"
    with pytest.raises(AttributeError, match="java.lang.mathh"):
        java.lang.mathh
    with pytest.raises(ImportError, match="ch.aplu.jgamegrid.makeGameGrdi"):
        run("from ch.aplu.jgamegrid import makeGameGrdi")


def test_aliases_are_gone_after_uninstall():
    import java.util.Foo  # noqa: F401
    uninstall_java_aliases()
    with pytest.raises(ImportError):
        run("import java.util.Foo")
    install_java_aliases()


# ----- java.util stand-ins -------------------------------------------------------------------------------
def test_java_util_collections_behave_as_java_documents():
    from java.util import HashMap, HashSet, LinkedList, Random, Stack
    scores = HashMap()
    assert scores.put("Ann", 3) is None and scores.put("Ann", 5) == 3
    assert scores.get("Bob") is None and scores.getOrDefault("Bob", 0) == 0 and scores.containsKey("Ann")
    assert scores.keySet() == {"Ann"} and scores.size() == 1 and scores.remove("Ann") == 5 and scores.isEmpty()
    seen = HashSet()
    assert seen.add(1) is True and seen.add(1) is False and seen.contains(1) and seen.size() == 1
    queue = LinkedList()
    queue.offer("a"); queue.offer("b"); queue.push("z")
    assert queue.peek() == "z" and queue.pop() == "z" and queue.poll() == "a" and queue.getLast() == "b"
    stack = Stack()
    stack.push(1); stack.push(2)
    assert stack.peek() == 2 and stack.search(1) == 2 and stack.pop() == 2 and not stack.empty()
    a, b = Random(42), Random(42)
    draws = [a.nextInt(6) for _ in range(50)]
    assert draws == [b.nextInt(6) for _ in range(50)] and set(draws) <= set(range(6))
    assert 0.0 <= a.nextDouble() < 1.0 and isinstance(a.nextBoolean(), bool)
    with pytest.raises(ValueError, match="nextInt"):
        a.nextInt(0)


def test_thread_from_any_form_runs_runnable():
    done = threading.Event()
    namespace = run("import java.lang.Thread as T\nimport java.lang.Runnable as R\n")

    class Job(namespace["R"]):
        def run(self):
            done.set()

    worker = namespace["T"](Job())
    worker.start()
    assert done.wait(5)


def test_a_script_using_a_class_without_stand_in_stops_with_that_message_only(tmp_path):
    from gamegrid.testing import run_script
    script = tmp_path / "swing.py"
    script.write_text("from javax.swing import *\nfrom gamegrid import *\nmakeGameGrid(3, 3, 20)\n"
                      "frame = JFrame('Game')\nframe.setDefaultCloseOperation(JFrame.EXIT_ON_CLOSE)\n",
                      encoding="utf-8")
    res = run_script(script, lang="en")
    assert res.exit_code == 1
    assert "Not available in gamegrid for CPython: javax.swing.JFrame" in res.output
    assert "Hint" not in res.output                    # no "check the spelling": the name is right
    script.write_text("from javax.swing import JFrame\nprint(JFrame.EXIT_ON_CLOSE)\n", encoding="utf-8")
    res = run_script(script, lang="en")
    assert "JavaAttributeNotAvailable: Not available in gamegrid for CPython: javax.swing.JFrame.EXIT_ON_CLOSE" \
        in res.output and "Hint" not in res.output
