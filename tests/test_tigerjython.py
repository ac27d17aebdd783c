"""TigerJython builtins, Java import aliases, script loading and `convert` (gamegrid.tigerjython)."""
import io
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gamegrid.tigerjython import script_builtins as tj
from gamegrid.tigerjython.answers import set_dialog_mode
from gamegrid.tigerjython.javaimports import install_java_aliases, uninstall_java_aliases
from gamegrid.tigerjython.loader import convert_file, load_script_source, read_source
from gamegrid.tigerjython.tones import parse_notes, parse_tone_args

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(autouse=True)
def text_dialogs(monkeypatch):
    monkeypatch.setenv("GAMEGRID_HEADLESS", "1")
    set_dialog_mode("text")
    yield
    tj.set_answer_source(None)
    set_dialog_mode("auto")


# ------------------------------------------------------------- dialogs answered headless

def test_answers_in_dialog_order(capsys):
    tj.set_answer_source(["5", "2.5", "hello world", "yes", "no", "12", "abc", "3,5"])
    assert tj.inputInt("How many?") == 5
    tj.msgDlg("Note:", 1)            # prints, consumes no answer
    assert tj.inputFloat("Size?") == 2.5
    assert tj.inputString("Name?") == "hello world"
    assert tj.askYesNo("Again?") is True
    assert tj.askYesNo("Sure?") is False
    assert tj.input("Number?") == 12
    assert tj.input("Word?") == "abc"
    assert tj.inputFloat("Comma?") == 3.5
    out = capsys.readouterr().out
    assert "Note: 1\n" in out and "How many? 5" in out


def test_bad_answer_asks_again_and_exhaustion_is_eof(capsys):
    tj.set_answer_source(["seven", "7", "maybe", "ja"])
    assert tj.inputInt("n") == 7
    assert tj.askYesNo("ok?") is True
    assert "'seven' is not an integer" in capsys.readouterr().out
    with pytest.raises(EOFError, match="answers file exhausted"):
        tj.inputInt("more?")


def test_answer_file(tmp_path):
    f = tmp_path / "answers.txt"
    f.write_text("3\r\nno\n", encoding="utf-8")
    tj.set_answer_file(str(f))
    assert tj.inputInt("a") == 3 and tj.askYesNo("b") is False


def test_stdin_without_answer_source(monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("42\nTom\n"))
    assert tj.inputInt("n") == 42
    assert tj.raw_input("name") == "Tom"
    with pytest.raises(EOFError):
        tj.inputString("again")


def test_play_tone_and_dummies_never_crash():
    tj.playTone(440, 100)
    tj.playTone("c'e'g'", 100, block=False)
    tj.playTone([("c''h'a'f'", 100), (880, 50)], instrument="piano", volume=10)
    tj.playTone("not a tone at all ???")
    tj.playTone()
    assert tj.getProgramCounter() == 0 and tj.hideFromDebugView() is None


def test_note_parsing():
    (a1, ms), = parse_notes("a'", 200)
    assert round(a1) == 440 and ms == 200
    assert [round(f) for f, _ in parse_notes("a A c'' h'", 1)] == [220, 110, 523, 494]
    assert parse_tone_args([440]) == [(440.0, 500)]
    assert len(parse_tone_args([[("cde", 100), (660, 20)]])) == 4


def test_make_color_forwarding():
    assert tj.makeColor("skyblue").getRed() == 135
    assert tj.getRandomX11Color() is not None


def test_globals_shadow_input_only_for_translated_scripts():
    assert "input" in tj.tigerjython_globals(translated=True)
    names = tj.tigerjython_globals(translated=False)
    assert "input" not in names and "msgDlg" in names and "inputInt" in names


# ------------------------------------------------------------- Java import aliases

def test_java_aliases():
    install_java_aliases()
    try:
        from java.awt import Color, Font, Point
        from java.awt.event import KeyEvent, MouseEvent
        from ch.aplu.util import X11Color, Monitor
        from ch.aplu.jgamegrid import Location
        import java.lang
        from gamegrid.java.awt import Color as GGColor
        from gamegrid.model.location import Location as GGLocation
        assert Color is GGColor and Location is GGLocation
        assert Color.red.getRed() == 255 and Point(3, 4).x == 3 and Font.BOLD == 1
        assert KeyEvent.VK_UP == 38 and MouseEvent.__name__ == "MouseEvent"
        assert X11Color("sky blue").getBlue() == 235 and callable(Monitor.wakeUp)
        assert java.lang.Math.round(2.5) == 3 and java.lang.Integer.parseInt("12") == 12
        from java.awt import Frame   # outside the stand-ins: Jython imports it, using it fails clearly
        with pytest.raises(NotImplementedError, match="java.awt.Frame"):
            Frame("title")
    finally:
        uninstall_java_aliases()


def test_java_aliases_not_active_by_default():
    uninstall_java_aliases()
    with pytest.raises(ImportError):
        import java.awt  # noqa: F401


# ------------------------------------------------------------- loading and converting

PY2_SCRIPT = textwrap.dedent('''\
    # -*- coding: latin-1 -*-
    import sys
    def half(n):
        return n / 2
    names = ["Zo\xe9", "Al"]
    print "half:", half(7), 7.0 / 2
    repeat 2:
        print "r",
    print
    try:
        {}["x"]
    except KeyError, e:
        print "missing", e
    print sorted(names, cmp=lambda a, b: cmp(len(a), len(b)))
    d = {"k": 1}
    print d.has_key("k"), `0777`
    ''')


def write_py2(tmp_path) -> Path:
    src = tmp_path / "old.py"
    src.write_bytes(PY2_SCRIPT.encode("latin-1"))
    return src


def test_read_source_honours_cookie_and_falls_back_to_cp1252(tmp_path):
    src = write_py2(tmp_path)
    text, enc = read_source(src)
    assert enc == "iso-8859-1" and "Zo\xe9" in text
    raw = tmp_path / "win.py"
    raw.write_bytes("print 'gr\xfcn'\r\n".encode("cp1252"))
    text, enc = read_source(raw)
    assert enc == "cp1252" and text == "print 'gr\xfcn'\n"


def test_load_script_source(tmp_path):
    src = write_py2(tmp_path)
    code, translated = load_script_source(src)
    assert translated and code.co_filename == str(src)
    py3 = tmp_path / "new.py"
    py3.write_text("print(7 / 2)\n", encoding="utf-8")
    code, translated = load_script_source(py3)
    assert not translated
    bad = tmp_path / "bad.py"
    bad.write_text("print 'a'\nif x\n", encoding="utf-8")
    with pytest.raises(SyntaxError) as info:
        load_script_source(bad)
    assert info.value.lineno == 2 and info.value.filename == str(bad)


def test_convert_output_runs_under_plain_python3(tmp_path):
    src = write_py2(tmp_path)
    dst = tmp_path / "old3.py"
    text = convert_file(src, dst)
    assert dst.read_bytes().decode("latin-1") == text
    assert text.count("\n") == PY2_SCRIPT.count("\n")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    env["PYTHONIOENCODING"] = "utf-8"
    run = subprocess.run([sys.executable, str(dst)], capture_output=True, env=env, timeout=60)
    assert run.returncode == 0, run.stderr.decode()
    assert run.stdout.decode("utf-8").replace("\r\n", "\n") == (
        "half: 3.5 3.5\nr r \nmissing 'x'\n['Al', 'Zo\xe9']\nTrue 511\n")


# ------------------------------------------------------------- runner-facing helpers (cli)

def test_convert_main(tmp_path, capsys):
    from gamegrid.tigerjython.cli import convert_main
    src = write_py2(tmp_path)
    assert convert_main([str(src)]) == 0
    assert (tmp_path / "old_py3.py").is_file()
    assert convert_main([str(src), "-o", str(tmp_path / "x.py")]) == 0
    assert (tmp_path / "x.py").read_bytes() == (tmp_path / "old_py3.py").read_bytes()
    capsys.readouterr()
    assert convert_main([str(src), "--stdout"]) == 0
    assert 'print("half:", half(7), 7.0 / 2)' in capsys.readouterr().out
    bad = tmp_path / "bad.py"
    bad.write_text("print 'a'\nwhile True print 1\n", encoding="utf-8")
    assert convert_main([str(bad)]) == 1
    assert "line 2" in capsys.readouterr().err
    assert convert_main([str(tmp_path / "missing.py")]) == 2
    assert convert_main([]) == 2


def test_compile_for_runner_and_seed_namespace(tmp_path, capsys):
    from gamegrid.tigerjython.cli import compile_for_runner, seed_namespace
    src = tmp_path / "tj.py"
    src.write_text("from java.awt import Color\nn = inputInt('n')\nrepeat n:\n    print Color.red.getRed(),\n",
                   encoding="utf-8")
    code, translated = compile_for_runner(src, show_translation=True)
    assert translated and "for _tj_repeat_i in range(n):" in capsys.readouterr().out
    tj.set_answer_source(["2"])
    namespace = {"__name__": "__main__"}
    try:
        seed_namespace(namespace, translated, headless=True)
        assert "input" in namespace and "msgDlg" in namespace
        exec(code, namespace)
    finally:
        uninstall_java_aliases()
    assert capsys.readouterr().out.endswith("255 255 ")
    py3 = tmp_path / "py3.py"
    py3.write_text("x = 7 / 2\ninput = input\n", encoding="utf-8")
    code, translated = compile_for_runner(py3, show_translation=True)
    assert not translated and "runs unchanged" in capsys.readouterr().out
    namespace = {}
    seed_namespace(namespace, translated, headless=True)
    exec(code, namespace)
    assert namespace["x"] == 3.5 and "msgDlg" in namespace
    import builtins
    assert namespace["input"] is builtins.input    # Python 3 scripts keep Python's input
    code, translated = compile_for_runner(py3, python2=True)
    namespace = {}
    exec(code, namespace)
    assert translated and namespace["x"] == 3.5   # TigerJython's / divides exactly too
    uninstall_java_aliases()


def test_swing_option_pane_and_soundsystem_stand_in(capsys):
    install_java_aliases()
    try:
        from javax.swing import JOptionPane
        from soundsystem import openSoundPlayer, play, isPlaying
        tj.set_answer_source(["Ann", "no"])
        JOptionPane.showMessageDialog(None, "Hello")
        assert JOptionPane.showInputDialog(None, "Name?") == "Ann"
        assert JOptionPane.showConfirmDialog(None, "Sure?") == JOptionPane.NO_OPTION
        openSoundPlayer("wav/dog.wav")
        play()
        assert isPlaying() is False
    finally:
        uninstall_java_aliases()
    assert "Hello" in capsys.readouterr().out


def test_python2_style_division_operator_methods():
    from gamegrid.tigerjython.runtime_helpers import _tj_div

    class V:
        def __init__(self, x):
            self.x = x

        def __div__(self, k):
            return V(self.x / k)

        def __rdiv__(self, k):
            return k / self.x

    assert _tj_div(V(6.0), 2).x == 3.0 and _tj_div(6, V(2.0)) == 3.0
    with pytest.raises(TypeError):
        _tj_div("a", 2)
