"""Java key codes: ``KeyEvent`` with every ``VK_*`` constant, and pyglet -> Java mapping.

Scripts compare ``getKeyCode()`` / ``e.getKeyCode()`` / ``keyRepeated(code)``
with Java virtual key codes (spec section 7): arrows 37..40, space 32,
enter 10, letters as upper-case ASCII, digits 48..57.  The constant table
below is spec Appendix A (Java 17 reflection), kept as data.

The pyglet side uses pyglet's key symbol *numbers* (X11 keysyms, identical
on every platform pyglet supports) rather than importing
``pyglet.window.key``: importing ``pyglet.window`` creates a GL shadow window
and fails without a display, and ``import gamegrid.java.keys`` must stay cheap.
tests/test_keys.py checks the numbers against pyglet's own key module.

Decisions:

* Unknown pyglet symbols map to ``VK_UNDEFINED`` (0), like AWT does for keys
  it cannot name (e.g. umlaut keys on a Swiss layout under X11).
* pyglet's keypad navigation keys (num-lock off) map to the ordinary
  arrow/navigation codes (37..40, HOME, ...), not to ``VK_KP_*``, so that
  games written for ``37..40`` also work with the keypad.
* ``java_key_char`` assumes a US layout for Shift + digit/punctuation; for
  real typed text the window's ``on_text`` is the better source.
* ``KeyEvent.CHAR_UNDEFINED`` is a one-character str ``'\\uffff'`` (as a Java
  char appears in Jython) that also compares equal to the int 65535, so both
  ``getKeyCode() == KeyEvent.CHAR_UNDEFINED`` and
  ``e.getKeyChar() == KeyEvent.CHAR_UNDEFINED`` work as in Java.
"""

from __future__ import annotations

__all__ = ["KeyEvent", "JavaChar", "VK_CODES", "java_key_code", "java_key_char",
           "key_text", "CHAR_UNDEFINED", "NO_KEY"]


class JavaChar(str):
    """A one-character str that also equals its code point as an int.

    Java compares ``char`` and ``int`` numerically; Jython turns a char into
    a str.  Hashes like the str (so it is not interchangeable with the int as
    a dict key).
    """

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, int) and not isinstance(other, bool):
            return len(self) == 1 and ord(self) == other
        return str.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = str.__hash__

    def __int__(self) -> int:
        return ord(self)

    def __index__(self) -> int:
        return ord(self)


CHAR_UNDEFINED = JavaChar("\uffff")
NO_KEY = 65535  # getKeyCode() when no key is pending (KeyEvent.CHAR_UNDEFINED as int)

# name (without "VK_") -> code, in Java declaration order; spec Appendix A.
VK_TABLE: tuple[tuple[str, int], ...] = (
    ("UNDEFINED", 0), ("CANCEL", 3), ("BACK_SPACE", 8), ("TAB", 9), ("ENTER", 10), ("CLEAR", 12),
    ("SHIFT", 16), ("CONTROL", 17), ("ALT", 18), ("PAUSE", 19), ("CAPS_LOCK", 20), ("KANA", 21),
    ("FINAL", 24), ("KANJI", 25), ("ESCAPE", 27), ("CONVERT", 28), ("NONCONVERT", 29),
    ("ACCEPT", 30), ("MODECHANGE", 31), ("SPACE", 32), ("PAGE_UP", 33), ("PAGE_DOWN", 34),
    ("END", 35), ("HOME", 36), ("LEFT", 37), ("UP", 38), ("RIGHT", 39), ("DOWN", 40),
    ("COMMA", 44), ("MINUS", 45), ("PERIOD", 46), ("SLASH", 47), ("0", 48), ("1", 49), ("2", 50),
    ("3", 51), ("4", 52), ("5", 53), ("6", 54), ("7", 55), ("8", 56), ("9", 57),
    ("SEMICOLON", 59), ("EQUALS", 61), ("A", 65), ("B", 66), ("C", 67), ("D", 68), ("E", 69),
    ("F", 70), ("G", 71), ("H", 72), ("I", 73), ("J", 74), ("K", 75), ("L", 76), ("M", 77),
    ("N", 78), ("O", 79), ("P", 80), ("Q", 81), ("R", 82), ("S", 83), ("T", 84), ("U", 85),
    ("V", 86), ("W", 87), ("X", 88), ("Y", 89), ("Z", 90), ("OPEN_BRACKET", 91),
    ("BACK_SLASH", 92), ("CLOSE_BRACKET", 93), ("NUMPAD0", 96), ("NUMPAD1", 97), ("NUMPAD2", 98),
    ("NUMPAD3", 99), ("NUMPAD4", 100), ("NUMPAD5", 101), ("NUMPAD6", 102), ("NUMPAD7", 103),
    ("NUMPAD8", 104), ("NUMPAD9", 105), ("MULTIPLY", 106), ("ADD", 107), ("SEPARATER", 108),
    ("SEPARATOR", 108), ("SUBTRACT", 109), ("DECIMAL", 110), ("DIVIDE", 111), ("F1", 112),
    ("F2", 113), ("F3", 114), ("F4", 115), ("F5", 116), ("F6", 117), ("F7", 118), ("F8", 119),
    ("F9", 120), ("F10", 121), ("F11", 122), ("F12", 123), ("DELETE", 127), ("DEAD_GRAVE", 128),
    ("DEAD_ACUTE", 129), ("DEAD_CIRCUMFLEX", 130), ("DEAD_TILDE", 131), ("DEAD_MACRON", 132),
    ("DEAD_BREVE", 133), ("DEAD_ABOVEDOT", 134), ("DEAD_DIAERESIS", 135),
    ("DEAD_ABOVERING", 136), ("DEAD_DOUBLEACUTE", 137), ("DEAD_CARON", 138),
    ("DEAD_CEDILLA", 139), ("DEAD_OGONEK", 140), ("DEAD_IOTA", 141), ("DEAD_VOICED_SOUND", 142),
    ("DEAD_SEMIVOICED_SOUND", 143), ("NUM_LOCK", 144), ("SCROLL_LOCK", 145), ("AMPERSAND", 150),
    ("ASTERISK", 151), ("QUOTEDBL", 152), ("LESS", 153), ("PRINTSCREEN", 154), ("INSERT", 155),
    ("HELP", 156), ("META", 157), ("GREATER", 160), ("BRACELEFT", 161), ("BRACERIGHT", 162),
    ("BACK_QUOTE", 192), ("QUOTE", 222), ("KP_UP", 224), ("KP_DOWN", 225), ("KP_LEFT", 226),
    ("KP_RIGHT", 227), ("ALPHANUMERIC", 240), ("KATAKANA", 241), ("HIRAGANA", 242),
    ("FULL_WIDTH", 243), ("HALF_WIDTH", 244), ("ROMAN_CHARACTERS", 245), ("ALL_CANDIDATES", 256),
    ("PREVIOUS_CANDIDATE", 257), ("CODE_INPUT", 258), ("JAPANESE_KATAKANA", 259),
    ("JAPANESE_HIRAGANA", 260), ("JAPANESE_ROMAN", 261), ("KANA_LOCK", 262),
    ("INPUT_METHOD_ON_OFF", 263), ("AT", 512), ("COLON", 513), ("CIRCUMFLEX", 514),
    ("DOLLAR", 515), ("EURO_SIGN", 516), ("EXCLAMATION_MARK", 517),
    ("INVERTED_EXCLAMATION_MARK", 518), ("LEFT_PARENTHESIS", 519), ("NUMBER_SIGN", 520),
    ("PLUS", 521), ("RIGHT_PARENTHESIS", 522), ("UNDERSCORE", 523), ("WINDOWS", 524),
    ("CONTEXT_MENU", 525), ("F13", 61440), ("F14", 61441), ("F15", 61442), ("F16", 61443),
    ("F17", 61444), ("F18", 61445), ("F19", 61446), ("F20", 61447), ("F21", 61448),
    ("F22", 61449), ("F23", 61450), ("F24", 61451), ("COMPOSE", 65312), ("BEGIN", 65368),
    ("ALT_GRAPH", 65406), ("STOP", 65480), ("AGAIN", 65481), ("PROPS", 65482), ("UNDO", 65483),
    ("COPY", 65485), ("PASTE", 65487), ("FIND", 65488), ("CUT", 65489),
)

VK_CODES: dict[str, int] = {"VK_" + name: code for name, code in VK_TABLE}

# code -> first constant name (SEPARATER/SEPARATOR share 108; keep SEPARATOR).
_NAME_BY_CODE: dict[int, str] = {}
for _name, _code in VK_TABLE:
    if _name != "SEPARATER":
        _NAME_BY_CODE.setdefault(_code, _name)

# Texts of KeyEvent.getKeyText() (Java's awt.properties defaults).
_KEY_TEXT: dict[int, str] = {
    10: "Enter", 8: "Backspace", 9: "Tab", 3: "Cancel", 12: "Clear", 16: "Shift",
    17: "Ctrl", 18: "Alt", 19: "Pause", 20: "Caps Lock", 27: "Escape", 32: "Space",
    33: "Page Up", 34: "Page Down", 35: "End", 36: "Home", 37: "Left", 38: "Up",
    39: "Right", 40: "Down", 44: "Comma", 45: "Minus", 46: "Period", 47: "Slash",
    59: "Semicolon", 61: "Equals", 91: "Open Bracket", 92: "Back Slash",
    93: "Close Bracket", 106: "NumPad *", 107: "NumPad +", 108: "NumPad ,",
    109: "NumPad -", 110: "NumPad .", 111: "NumPad /", 127: "Delete", 144: "Num Lock",
    145: "Scroll Lock", 154: "Print Screen", 155: "Insert", 156: "Help", 157: "Meta",
    192: "Back Quote", 222: "Quote", 224: "Up", 225: "Down", 226: "Left", 227: "Right",
    150: "Ampersand", 151: "Asterisk", 152: "Double Quote", 153: "Less", 160: "Greater",
    161: "Left Brace", 162: "Right Brace", 512: "At", 513: "Colon", 514: "Circumflex",
    515: "Dollar", 516: "Euro", 517: "Exclamation Mark",
    518: "Inverted Exclamation Mark", 519: "Left Parenthesis", 520: "Number Sign",
    521: "Plus", 522: "Right Parenthesis", 523: "Underscore", 524: "Windows",
    525: "Context Menu", 65406: "Alt Graph", 0: "Unknown keyCode: 0x0",
}


def key_text(code: int) -> str:
    """Human-readable key name, like ``KeyEvent.getKeyText``."""
    if 48 <= code <= 57 or 65 <= code <= 90:
        return chr(code)
    if 96 <= code <= 105:
        return f"NumPad-{code - 96}"
    if 112 <= code <= 123:
        return f"F{code - 111}"
    if 61440 <= code <= 61451:
        return f"F{code - 61440 + 13}"
    text = _KEY_TEXT.get(code)
    if text is not None:
        return text
    name = _NAME_BY_CODE.get(code)
    if name is not None:  # e.g. DEAD_GRAVE -> "Dead Grave"
        return " ".join(part.capitalize() for part in name.split("_"))
    if code & 0x01000000:  # Java "extended" key code for a Unicode char
        return chr(code ^ 0x01000000)
    return f"Unknown keyCode: 0x{code:x}"


class KeyEvent:
    """``java.awt.event.KeyEvent``: the VK_* constants and static helpers.

    Event objects handed to callbacks may subclass this to inherit the
    constants (``e.VK_LEFT`` works on a Java KeyEvent instance too).
    """

    CHAR_UNDEFINED = CHAR_UNDEFINED
    KEY_FIRST = 400
    KEY_LAST = 402
    KEY_TYPED = 400
    KEY_PRESSED = 401
    KEY_RELEASED = 402
    KEY_LOCATION_UNKNOWN = 0
    KEY_LOCATION_STANDARD = 1
    KEY_LOCATION_LEFT = 2
    KEY_LOCATION_RIGHT = 3
    KEY_LOCATION_NUMPAD = 4

    @staticmethod
    def getKeyText(keyCode: int) -> str:
        return key_text(keyCode)

    @staticmethod
    def getKeyModifiersText(modifiers: int) -> str:
        """Old-style InputEvent masks: SHIFT 1, CTRL 2, META 4, ALT 8, ALT_GRAPH 32."""
        names = [(4, "Meta"), (2, "Ctrl"), (8, "Alt"), (1, "Shift"), (32, "Alt Graph")]
        return "+".join(text for mask, text in names if modifiers & mask)

    @staticmethod
    def getExtendedKeyCodeForChar(c: "str | int") -> int:
        ch = chr(c) if isinstance(c, int) else c
        code = _CHAR_TO_VK.get(ch.upper() if ch.isalpha() and ch.isascii() else ch)
        if code is not None:
            return code
        return 0x01000000 + ord(ch) if ch else 0


for _name, _code in VK_TABLE:
    setattr(KeyEvent, "VK_" + _name, _code)
del _name, _code

# Characters whose key has a dedicated VK code (used for extended codes).
_CHAR_TO_VK: dict[str, int] = {chr(c): c for c in range(65, 91)}
_CHAR_TO_VK.update({chr(c): c for c in range(48, 58)})
_CHAR_TO_VK.update({
    " ": 32, ",": 44, "-": 45, ".": 46, "/": 47, ";": 59, "=": 61, "[": 91, "\\": 92,
    "]": 93, "`": 192, "'": 222, "&": 150, "*": 151, '"': 152, "<": 153, ">": 160,
    "{": 161, "}": 162, "@": 512, ":": 513, "^": 514, "$": 515, "\u20ac": 516, "!": 517,
    "\u00a1": 518, "(": 519, "#": 520, "+": 521, ")": 522, "_": 523,
    "\n": 10, "\t": 9, "\b": 8, "\x1b": 27, "\x7f": 127,
})

# ---------------------------------------------------------------------------
# pyglet key symbols (values of pyglet.window.key constants) -> Java codes
# ---------------------------------------------------------------------------

_PYGLET_TO_JAVA: dict[int, int] = {}
# Letters: pyglet uses lower-case ASCII; Java reports upper-case ASCII.
_PYGLET_TO_JAVA.update({c: c - 32 for c in range(97, 123)})
_PYGLET_TO_JAVA.update({c: c for c in range(65, 91)})       # in case a backend sends upper case
_PYGLET_TO_JAVA.update({c: c for c in range(48, 58)})       # _0 .. _9
_PYGLET_TO_JAVA.update({0xFFB0 + i: 96 + i for i in range(10)})   # NUM_0 .. NUM_9
_PYGLET_TO_JAVA.update({0xFFBE + i: 112 + i for i in range(12)})  # F1 .. F12
_PYGLET_TO_JAVA.update({0xFFCA + i: 61440 + i for i in range(12)})  # F13 .. F24
_PYGLET_TO_JAVA.update({
    # ASCII keys with their own VK code (the code is the key, not the shifted char)
    32: 32,        # SPACE
    44: 44, 45: 45, 46: 46, 47: 47,   # COMMA MINUS PERIOD SLASH
    59: 59, 61: 61,                   # SEMICOLON EQUAL
    91: 91, 92: 92, 93: 93,           # BRACKETLEFT BACKSLASH BRACKETRIGHT
    39: 222,       # APOSTROPHE -> VK_QUOTE
    96: 192,       # GRAVE -> VK_BACK_QUOTE
    33: 517, 34: 152, 35: 520, 36: 515, 38: 150, 40: 519, 41: 522, 42: 151, 43: 521,
    58: 513, 60: 153, 62: 160, 64: 512, 94: 514, 95: 523, 123: 161, 125: 162,
    # editing / control keys
    0xFF0D: 10,    # RETURN (= pyglet ENTER)
    0xFF8D: 10,    # NUM_ENTER
    0xFF0A: 10,    # LINEFEED
    0xFF1B: 27,    # ESCAPE
    0xFF08: 8,     # BACKSPACE
    0xFF09: 9,     # TAB
    0xFF89: 9,     # NUM_TAB
    0xFF0B: 12,    # CLEAR
    0xFF13: 19,    # PAUSE
    0xFF6B: 19,    # BREAK
    0xFF14: 145,   # SCROLLLOCK
    0xFF15: 154,   # SYSREQ -> PRINTSCREEN
    0xFF61: 154,   # PRINT
    0xFFFF: 127,   # DELETE
    0xFF9F: 127,   # NUM_DELETE
    0xFF63: 155,   # INSERT
    0xFF9E: 155,   # NUM_INSERT
    0xFF50: 36, 0xFF57: 35, 0xFF55: 33, 0xFF56: 34,   # HOME END PAGEUP PAGEDOWN
    0xFF51: 37, 0xFF52: 38, 0xFF53: 39, 0xFF54: 40,   # LEFT UP RIGHT DOWN
    0xFF95: 36, 0xFF9C: 35, 0xFF9A: 33, 0xFF9B: 34,   # NUM_HOME NUM_END NUM_PAGE_UP/DOWN
    0xFF96: 37, 0xFF97: 38, 0xFF98: 39, 0xFF99: 40,   # NUM_LEFT NUM_UP NUM_RIGHT NUM_DOWN
    0xFF9D: 65368, # NUM_BEGIN -> VK_BEGIN
    0xFF58: 65368, # BEGIN
    0xFF80: 32,    # NUM_SPACE
    0xFFAA: 106, 0xFFAB: 107, 0xFFAC: 108, 0xFFAD: 109, 0xFFAE: 110, 0xFFAF: 111,
    0xFFBD: 61,    # NUM_EQUAL
    0xFF91: 112, 0xFF92: 113, 0xFF93: 114, 0xFF94: 115,   # NUM_F1 .. NUM_F4
    # modifiers (left and right report the same VK; location differs in Java)
    0xFFE1: 16, 0xFFE2: 16,          # LSHIFT RSHIFT
    0xFFE3: 17, 0xFFE4: 17,          # LCTRL RCTRL
    0xFFE9: 18, 0xFFEA: 18,          # LALT RALT
    0xFFE7: 157, 0xFFE8: 157,        # LMETA RMETA
    0xFFED: 157, 0xFFEE: 157,        # LCOMMAND RCOMMAND (macOS) -> META
    0xFFEF: 18, 0xFFF0: 18,          # LOPTION ROPTION (macOS) -> ALT
    0xFFEB: 524, 0xFFEC: 524,        # LWINDOWS RWINDOWS
    0xFFE5: 20,    # CAPSLOCK
    0xFF7F: 144,   # NUMLOCK
    0xFF7E: 65406, # MODESWITCH -> ALT_GRAPH
    0xFF67: 525,   # MENU -> CONTEXT_MENU
    0xFF6A: 156,   # HELP
    0xFF69: 3,     # CANCEL
    0xFF65: 65483, # UNDO
    0xFF66: 65481, # REDO -> AGAIN
    0xFF68: 65488, # FIND
    0xFF60: 0, 0xFF62: 0,            # SELECT, EXECUTE: no Java code
})

# pyglet modifier bits (pyglet.window.key.MOD_*)
_MOD_SHIFT = 1
_MOD_CTRL = 2
_MOD_CAPSLOCK = 8

# Characters of printable keys on a US layout: pyglet symbol -> (plain, shifted).
_US_SHIFT = dict(zip("1234567890-=[]\\;',./`", "!@#$%^&*()_+{}|:\"<>?~"))


def java_key_code(symbol: int) -> int:
    """Java ``VK_*`` code for a pyglet key symbol; 0 (VK_UNDEFINED) if none."""
    return _PYGLET_TO_JAVA.get(symbol, 0)


def java_key_char(symbol: int, modifiers: int = 0) -> str:
    """Java ``getKeyChar()`` for a key press: the typed character or ``'\\uffff'``.

    Letters honour Shift xor Caps Lock; Ctrl+letter gives the control
    character (Ctrl+A -> ``'\\x01'``) as AWT does.
    """
    shift = bool(modifiers & _MOD_SHIFT)
    if 97 <= symbol <= 122 or 65 <= symbol <= 90:
        lower = chr(symbol).lower()
        if modifiers & _MOD_CTRL:
            return JavaChar(chr(ord(lower) - 96))
        upper = shift != bool(modifiers & _MOD_CAPSLOCK)
        return JavaChar(lower.upper() if upper else lower)
    if 32 <= symbol <= 126:
        ch = chr(symbol)
        if shift and ch in _US_SHIFT:
            return JavaChar(_US_SHIFT[ch])
        return JavaChar(ch)
    if 0xFFB0 <= symbol <= 0xFFB9:      # NUM_0 .. NUM_9
        return JavaChar(chr(symbol - 0xFFB0 + 48))
    special = _SPECIAL_CHARS.get(symbol)
    if special is not None:
        return JavaChar(special)
    return CHAR_UNDEFINED


_SPECIAL_CHARS: dict[int, str] = {
    0xFF0D: "\n", 0xFF8D: "\n", 0xFF0A: "\n",    # RETURN NUM_ENTER LINEFEED
    0xFF09: "\t", 0xFF89: "\t",                  # TAB NUM_TAB
    0xFF08: "\b",                                # BACKSPACE
    0xFF1B: "\x1b",                              # ESCAPE
    0xFFFF: "\x7f", 0xFF9F: "\x7f",              # DELETE NUM_DELETE
    0xFF80: " ",                                 # NUM_SPACE
    0xFFAA: "*", 0xFFAB: "+", 0xFFAC: ",", 0xFFAD: "-", 0xFFAE: ".", 0xFFAF: "/",
    0xFFBD: "=",
}
