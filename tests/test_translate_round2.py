"""Python 2 and TigerJython habits, round 2: cmp sorting in every form, renamed modules, enum() and
TigerJython's other builtins."""
from __future__ import annotations

import pickle
import textwrap

import pytest

from gamegrid.tigerjython.translate import needs_translation, translate


def run_translated(source: str) -> dict:
    source = textwrap.dedent(source)
    code = translate(source, force=True)
    assert code.count("\n") == source.count("\n")       # every line stays where it was
    namespace: dict = {}
    exec(compile(code, "<test>", "exec"), namespace)
    return namespace


def test_cmp_sorting_in_all_python2_forms():
    ns = run_translated("""
        def by_len(a, b):
            return len(a) - len(b)
        words = ["ccc", "a", "bb", "dddd"]
        r1 = sorted(words, cmp=by_len)
        r2 = sorted(words, by_len)
        r3 = sorted(words, cmp=by_len, reverse=True)
        r4 = sorted(words, by_len, None, True)
        r5 = sorted([(1, "bb"), (2, "a")], cmp=by_len, key=lambda p: p[1])
        r6 = sorted(words,
                    cmp=by_len,
                    reverse=True)
        l = list(words); l.sort(by_len); r7 = l
        l = list(words); l.sort(cmp=by_len, reverse=True); r8 = l
        l = list(words); l.sort(key=len, cmp=lambda a, b: b - a); r9 = l
        l = list(words); l.sort(); r10 = l
    """)
    assert ns["r1"] == ns["r2"] == ns["r7"] == ["a", "bb", "ccc", "dddd"]
    assert ns["r3"] == ns["r4"] == ns["r6"] == ns["r8"] == ns["r9"] == ["dddd", "ccc", "bb", "a"]
    assert ns["r5"] == [(2, "a"), (1, "bb")]
    assert ns["r10"] == ["a", "bb", "ccc", "dddd"]


def test_cmp_keyword_makes_a_python3_looking_program_python2():
    assert needs_translation("l = [2, 1]\nl.sort(cmp=lambda a, b: a - b)\nprint(l)\n")
    assert needs_translation("print(sorted([2, 1], lambda a, b: a - b))\n")
    assert not needs_translation("print(sorted([2, 1], key=abs, reverse=True))\n")
    # a class of the pupil's own with a sort method is not Python 2
    assert not needs_translation("class Deck:\n    def sort(self, cmp=None):\n        pass\nDeck().sort(cmp=1)\n")


def test_cmp_that_is_not_a_function_gets_a_clear_message():
    with pytest.raises(TypeError, match="function of two items"):
        run_translated("sorted([1, 2], cmp=3)\n")


def test_renamed_modules_keep_their_old_names():
    ns = run_translated("""
        import thread, Queue as Q, os
        import cPickle
        from StringIO import StringIO
        import ConfigParser
        has = hasattr(thread, "start_new_thread")
        q = Q.Queue()
        q.put(1)
        data = cPickle.loads(cPickle.dumps([q.get()]))
        text = StringIO("x").read()
        parser = ConfigParser.ConfigParser
    """)
    assert ns["has"] and ns["data"] == [1] and ns["text"] == "x"
    import configparser
    assert ns["parser"] is configparser.ConfigParser


def test_python2_module_names_in_an_untranslated_script(tmp_path):
    from gamegrid.testing import run_script
    from tests.conftest import write_script
    script = write_script(tmp_path, """
        import ConfigParser, Queue, cPickle, StringIO, cStringIO, urllib2, urllib, UserDict, commands, time
        import tkMessageBox, Tkinter
        c = ConfigParser.SafeConfigParser()
        c.readfp(StringIO.StringIO("[s]\\nk = v\\n"))
        c.set("s", "size", 200)                  # Python 2 took any value
        assert c.getint("s", "size") == 200
        print(c.get("s", "k"), urllib.urlencode({"a": 1}), urllib.quote("a b"), urllib2.HTTPError.__name__,
              UserDict.UserDict(x=1)["x"], commands.getoutput("echo hi"), time.clock() >= 0)
    """)
    res = run_script(script)
    assert res.exit_code == 0, res.output
    assert "v a=1 a%20b HTTPError 1 hi True" in res.output and "Warning" not in res.output


def test_enum_builtin():
    from gamegrid.tigerjython.script_builtins import enum
    State = enum("OFF", "STANDBY", "WORKING")
    assert str(State.OFF) == "OFF" and repr(State.WORKING) == "WORKING"
    assert State.OFF < State.STANDBY < State.WORKING and State.STANDBY.ordinal() == 1
    assert list(State) == [State.OFF, State.STANDBY, State.WORKING] and len(State) == 3
    assert State.WORKING in State and State[0] is State.OFF and State.OFF.name == "OFF"
    assert {State.OFF: "x"}[State.OFF] == "x"
    assert pickle.loads(pickle.dumps(State.WORKING)) == State.WORKING
    assert enum(["A", "B"]).B.value == 1
    for bad, error in ((("A", "A"), ValueError), (("1x",), TypeError), ((), TypeError), (("values",), ValueError)):
        with pytest.raises(error):
            enum(*bad)


def test_other_tigerjython_builtins(tmp_path, capsys):
    from gamegrid.tigerjython import script_builtins as builtins
    assert builtins.isInteger(3) and builtins.isInteger(3.0) and not builtins.isInteger(3.5)
    assert not builtins.isInteger(True) and not builtins.isInteger("3") and not builtins.isInteger(float("inf"))
    assert builtins.head([4, 5]) == 4 and builtins.tail([4, 5, 6]) == [5, 6] and builtins.indices("abc") == range(3)
    assert builtins.getTigerJythonFlag("lang") is None and builtins.getTigerJythonPath() is None
    builtins.exposeParameter(1, 2)
    builtins.TJ_hideConstsFromDebugView()
    builtins.clrScr()
    for name in builtins.MORE_BUILTINS:
        assert name in builtins.tigerjython_globals(False)
    from gamegrid.testing import run_script
    from tests.conftest import write_script
    script = write_script(tmp_path, """
        def goodbye():
            print "exit function called from", getMainFileName()
        registerExitFunction(goodbye)
        registerStopFunction(lambda: 1 / 0)
        print "main ends"
    """, "bye.py")
    res = run_script(script)
    assert "main ends" in res.output and "exit function called from bye.py" in res.output
    assert "ZeroDivisionError" in res.output          # a failing exit function is reported, others still run
    with pytest.raises(TypeError):
        builtins.registerExitFunction("no")
