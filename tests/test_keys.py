"""Tests for gamegrid.java.keys (Java key codes, spec section 7 and Appendix A)."""

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from gamegrid.java.keys import (CHAR_UNDEFINED, NO_KEY, VK_CODES, JavaChar, KeyEvent,
                                java_key_char, java_key_code)

SPEC = Path(__file__).resolve().parents[1] / ".." / "shared" / "spec" / "gamegrid-api.md"


def _pyglet_key_module():
    """pyglet.window.key loaded on its own (importing pyglet.window needs a display)."""
    spec = importlib.util.find_spec("pyglet")
    if spec is None or spec.origin is None:
        pytest.skip("pyglet not installed")
    path = Path(spec.origin).parent / "window" / "key.py"
    mod_spec = importlib.util.spec_from_file_location("_pyglet_key_for_tests", path)
    module = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(module)
    return module


# --- the VK table ---------------------------------------------------------------

SECTION_7 = {
    "LEFT": 37, "UP": 38, "RIGHT": 39, "DOWN": 40, "SPACE": 32, "ENTER": 10,
    "ESCAPE": 27, "BACK_SPACE": 8, "TAB": 9, "SHIFT": 16, "CONTROL": 17, "ALT": 18,
    "DELETE": 127, "INSERT": 155, "PAGE_UP": 33, "PAGE_DOWN": 34, "END": 35, "HOME": 36,
    "CAPS_LOCK": 20, "COMMA": 44, "MINUS": 45, "PERIOD": 46, "SLASH": 47, "SEMICOLON": 59,
    "EQUALS": 61, "OPEN_BRACKET": 91, "BACK_SLASH": 92, "CLOSE_BRACKET": 93,
    "MULTIPLY": 106, "ADD": 107, "SUBTRACT": 109, "DECIMAL": 110, "DIVIDE": 111,
    "QUOTE": 222, "BACK_QUOTE": 192, "META": 157, "WINDOWS": 524,
}


@pytest.mark.parametrize("name,code", sorted(SECTION_7.items()))
def test_section_7_codes(name, code):
    assert getattr(KeyEvent, "VK_" + name) == code


def test_letters_digits_numpad_f_keys():
    for i, letter in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
        assert getattr(KeyEvent, "VK_" + letter) == 65 + i
    for d in range(10):
        assert getattr(KeyEvent, f"VK_{d}") == 48 + d
        assert getattr(KeyEvent, f"VK_NUMPAD{d}") == 96 + d
    for n in range(1, 13):
        assert getattr(KeyEvent, f"VK_F{n}") == 111 + n
    assert KeyEvent.VK_F13 == 61440 and KeyEvent.VK_F24 == 61451


def test_table_size_and_extremes():
    assert len(VK_CODES) == 189
    assert KeyEvent.VK_UNDEFINED == 0
    assert KeyEvent.VK_SEPARATER == KeyEvent.VK_SEPARATOR == 108
    assert KeyEvent.VK_CUT == 65489
    assert KeyEvent.VK_ALT_GRAPH == 65406


def test_table_matches_spec_appendix_a():
    if not SPEC.exists():
        pytest.skip("../shared spec not available")
    text = SPEC.read_text(encoding="utf-8")
    body = text[text.index("## Appendix A"):text.index("## Appendix B")]
    line = next(l for l in body.splitlines() if l.startswith("UNDEFINED="))
    pairs = dict(p.strip().split("=") for p in line.split(";") if p.strip())
    assert {"VK_" + k: int(v) for k, v in pairs.items()} == VK_CODES


# --- CHAR_UNDEFINED ---------------------------------------------------------------

def test_char_undefined():
    assert KeyEvent.CHAR_UNDEFINED == "\uffff"
    assert KeyEvent.CHAR_UNDEFINED == 65535
    assert 65535 == KeyEvent.CHAR_UNDEFINED
    assert NO_KEY == 65535
    assert CHAR_UNDEFINED != 65534
    assert isinstance(CHAR_UNDEFINED, str) and len(CHAR_UNDEFINED) == 1
    assert ord(CHAR_UNDEFINED) == 65535
    assert JavaChar("a") == 97 and JavaChar("a") == "a" and JavaChar("a") != "b"


# --- getKeyText -------------------------------------------------------------------------

def test_get_key_text():
    assert KeyEvent.getKeyText(37) == "Left"
    assert KeyEvent.getKeyText(KeyEvent.VK_SPACE) == "Space"
    assert KeyEvent.getKeyText(10) == "Enter"
    assert KeyEvent.getKeyText(65) == "A"
    assert KeyEvent.getKeyText(49) == "1"
    assert KeyEvent.getKeyText(112) == "F1"
    assert KeyEvent.getKeyText(61451) == "F24"
    assert KeyEvent.getKeyText(96) == "NumPad-0"
    assert KeyEvent.getKeyText(17) == "Ctrl"
    assert KeyEvent.getKeyText(128) == "Dead Grave"
    assert KeyEvent.getKeyText(99999).startswith("Unknown keyCode: 0x")


def test_modifiers_text_and_extended_codes():
    assert KeyEvent.getKeyModifiersText(0) == ""
    assert KeyEvent.getKeyModifiersText(1 | 2) == "Ctrl+Shift"
    assert KeyEvent.getExtendedKeyCodeForChar("a") == 65
    assert KeyEvent.getExtendedKeyCodeForChar("ä") == 0x01000000 + ord("ä")


# --- pyglet -> Java ------------------------------------------------------------------

def test_pyglet_mapping_main_keys():
    key = _pyglet_key_module()
    assert java_key_code(key.LEFT) == 37
    assert java_key_code(key.UP) == 38
    assert java_key_code(key.RIGHT) == 39
    assert java_key_code(key.DOWN) == 40
    assert java_key_code(key.SPACE) == 32
    assert java_key_code(key.RETURN) == 10
    assert java_key_code(key.ENTER) == 10
    assert java_key_code(key.NUM_ENTER) == 10
    assert java_key_code(key.ESCAPE) == 27
    assert java_key_code(key.BACKSPACE) == 8
    assert java_key_code(key.TAB) == 9
    for sym in (key.LSHIFT, key.RSHIFT):
        assert java_key_code(sym) == 16
    for sym in (key.LCTRL, key.RCTRL):
        assert java_key_code(sym) == 17
    for sym in (key.LALT, key.RALT):
        assert java_key_code(sym) == 18
    assert java_key_code(key.DELETE) == 127
    assert java_key_code(key.INSERT) == 155
    assert java_key_code(key.HOME) == 36 and java_key_code(key.END) == 35
    assert java_key_code(key.PAGEUP) == 33 and java_key_code(key.PAGEDOWN) == 34
    assert java_key_code(key.CAPSLOCK) == 20


def test_pyglet_mapping_letters_digits_f_numpad():
    key = _pyglet_key_module()
    for i, letter in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
        assert java_key_code(getattr(key, letter)) == 65 + i
    for d in range(10):
        assert java_key_code(getattr(key, f"_{d}")) == 48 + d
        assert java_key_code(getattr(key, f"NUM_{d}")) == 96 + d
    for n in range(1, 13):
        assert java_key_code(getattr(key, f"F{n}")) == 111 + n
    assert java_key_code(key.F13) == 61440
    assert java_key_code(key.NUM_MULTIPLY) == 106
    assert java_key_code(key.NUM_ADD) == 107
    assert java_key_code(key.NUM_SUBTRACT) == 109
    assert java_key_code(key.NUM_DECIMAL) == 110
    assert java_key_code(key.NUM_DIVIDE) == 111
    assert java_key_code(key.NUM_LEFT) == 37   # keypad arrows act as arrows


def test_pyglet_mapping_punctuation():
    key = _pyglet_key_module()
    expected = {"COMMA": 44, "MINUS": 45, "PERIOD": 46, "SLASH": 47, "SEMICOLON": 59,
                "EQUAL": 61, "BRACKETLEFT": 91, "BACKSLASH": 92, "BRACKETRIGHT": 93,
                "APOSTROPHE": 222, "GRAVE": 192}
    for name, code in expected.items():
        assert java_key_code(getattr(key, name)) == code, name


def test_unknown_symbol_is_vk_undefined():
    assert java_key_code(0x00E4) == 0   # adiaeresis keysym
    assert java_key_code(-1) == 0


def test_key_chars():
    key = _pyglet_key_module()
    assert java_key_char(key.A) == "a"
    assert java_key_char(key.A, key.MOD_SHIFT) == "A"
    assert java_key_char(key.A, key.MOD_CAPSLOCK) == "A"
    assert java_key_char(key.A, key.MOD_CAPSLOCK | key.MOD_SHIFT) == "a"
    assert java_key_char(key.A, key.MOD_CTRL) == "\x01"
    assert java_key_char(key._1) == "1"
    assert java_key_char(key._1, key.MOD_SHIFT) == "!"
    assert java_key_char(key.SPACE) == " "
    assert java_key_char(key.RETURN) == "\n"
    assert java_key_char(key.NUM_5) == "5"
    assert java_key_char(key.NUM_ADD) == "+"
    assert java_key_char(key.LEFT) == "\uffff"
    assert java_key_char(key.LEFT) == KeyEvent.CHAR_UNDEFINED
    assert java_key_char(key.F1) == 65535
    assert java_key_char(key.LSHIFT) == "\uffff"


def test_import_is_cheap_and_display_free():
    code = "import sys, gamegrid.java.keys; print('pyglet' in sys.modules)"
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "False"
