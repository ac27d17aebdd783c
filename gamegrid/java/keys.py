"""Java key codes: ``KeyEvent`` with every ``VK_*`` constant, and pyglet -> Java mapping.

Scripts compare ``getKeyCode()`` / ``e.getKeyCode()`` / ``keyRepeated(code)``
with Java virtual key codes (spec section 7): arrows 37..40, space 32,
enter 10, letters as upper-case ASCII, digits 48..57.  The constant table
in KeyEvent is spec Appendix A (Java 17 reflection).

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
    """The key codes (Java's java.awt.event.KeyEvent): KeyEvent.VK_LEFT, VK_SPACE, VK_A ...

    Event objects handed to callbacks may subclass this to inherit the
    constants (``e.VK_LEFT`` works on a Java KeyEvent instance too).

    Example: if getKeyCode() == KeyEvent.VK_LEFT: actor.turn(-90)
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

    # The VK_* key codes, in Java's declaration order (spec Appendix A), written out so that editors
    # complete KeyEvent.VK_LEFT.
    VK_UNDEFINED = 0
    VK_CANCEL = 3
    VK_BACK_SPACE = 8
    VK_TAB = 9
    VK_ENTER = 10
    VK_CLEAR = 12
    VK_SHIFT = 16
    VK_CONTROL = 17
    VK_ALT = 18
    VK_PAUSE = 19
    VK_CAPS_LOCK = 20
    VK_KANA = 21
    VK_FINAL = 24
    VK_KANJI = 25
    VK_ESCAPE = 27
    VK_CONVERT = 28
    VK_NONCONVERT = 29
    VK_ACCEPT = 30
    VK_MODECHANGE = 31
    VK_SPACE = 32
    VK_PAGE_UP = 33
    VK_PAGE_DOWN = 34
    VK_END = 35
    VK_HOME = 36
    VK_LEFT = 37
    VK_UP = 38
    VK_RIGHT = 39
    VK_DOWN = 40
    VK_COMMA = 44
    VK_MINUS = 45
    VK_PERIOD = 46
    VK_SLASH = 47
    VK_0 = 48
    VK_1 = 49
    VK_2 = 50
    VK_3 = 51
    VK_4 = 52
    VK_5 = 53
    VK_6 = 54
    VK_7 = 55
    VK_8 = 56
    VK_9 = 57
    VK_SEMICOLON = 59
    VK_EQUALS = 61
    VK_A = 65
    VK_B = 66
    VK_C = 67
    VK_D = 68
    VK_E = 69
    VK_F = 70
    VK_G = 71
    VK_H = 72
    VK_I = 73
    VK_J = 74
    VK_K = 75
    VK_L = 76
    VK_M = 77
    VK_N = 78
    VK_O = 79
    VK_P = 80
    VK_Q = 81
    VK_R = 82
    VK_S = 83
    VK_T = 84
    VK_U = 85
    VK_V = 86
    VK_W = 87
    VK_X = 88
    VK_Y = 89
    VK_Z = 90
    VK_OPEN_BRACKET = 91
    VK_BACK_SLASH = 92
    VK_CLOSE_BRACKET = 93
    VK_NUMPAD0 = 96
    VK_NUMPAD1 = 97
    VK_NUMPAD2 = 98
    VK_NUMPAD3 = 99
    VK_NUMPAD4 = 100
    VK_NUMPAD5 = 101
    VK_NUMPAD6 = 102
    VK_NUMPAD7 = 103
    VK_NUMPAD8 = 104
    VK_NUMPAD9 = 105
    VK_MULTIPLY = 106
    VK_ADD = 107
    VK_SEPARATER = 108
    VK_SEPARATOR = 108
    VK_SUBTRACT = 109
    VK_DECIMAL = 110
    VK_DIVIDE = 111
    VK_F1 = 112
    VK_F2 = 113
    VK_F3 = 114
    VK_F4 = 115
    VK_F5 = 116
    VK_F6 = 117
    VK_F7 = 118
    VK_F8 = 119
    VK_F9 = 120
    VK_F10 = 121
    VK_F11 = 122
    VK_F12 = 123
    VK_DELETE = 127
    VK_DEAD_GRAVE = 128
    VK_DEAD_ACUTE = 129
    VK_DEAD_CIRCUMFLEX = 130
    VK_DEAD_TILDE = 131
    VK_DEAD_MACRON = 132
    VK_DEAD_BREVE = 133
    VK_DEAD_ABOVEDOT = 134
    VK_DEAD_DIAERESIS = 135
    VK_DEAD_ABOVERING = 136
    VK_DEAD_DOUBLEACUTE = 137
    VK_DEAD_CARON = 138
    VK_DEAD_CEDILLA = 139
    VK_DEAD_OGONEK = 140
    VK_DEAD_IOTA = 141
    VK_DEAD_VOICED_SOUND = 142
    VK_DEAD_SEMIVOICED_SOUND = 143
    VK_NUM_LOCK = 144
    VK_SCROLL_LOCK = 145
    VK_AMPERSAND = 150
    VK_ASTERISK = 151
    VK_QUOTEDBL = 152
    VK_LESS = 153
    VK_PRINTSCREEN = 154
    VK_INSERT = 155
    VK_HELP = 156
    VK_META = 157
    VK_GREATER = 160
    VK_BRACELEFT = 161
    VK_BRACERIGHT = 162
    VK_BACK_QUOTE = 192
    VK_QUOTE = 222
    VK_KP_UP = 224
    VK_KP_DOWN = 225
    VK_KP_LEFT = 226
    VK_KP_RIGHT = 227
    VK_ALPHANUMERIC = 240
    VK_KATAKANA = 241
    VK_HIRAGANA = 242
    VK_FULL_WIDTH = 243
    VK_HALF_WIDTH = 244
    VK_ROMAN_CHARACTERS = 245
    VK_ALL_CANDIDATES = 256
    VK_PREVIOUS_CANDIDATE = 257
    VK_CODE_INPUT = 258
    VK_JAPANESE_KATAKANA = 259
    VK_JAPANESE_HIRAGANA = 260
    VK_JAPANESE_ROMAN = 261
    VK_KANA_LOCK = 262
    VK_INPUT_METHOD_ON_OFF = 263
    VK_AT = 512
    VK_COLON = 513
    VK_CIRCUMFLEX = 514
    VK_DOLLAR = 515
    VK_EURO_SIGN = 516
    VK_EXCLAMATION_MARK = 517
    VK_INVERTED_EXCLAMATION_MARK = 518
    VK_LEFT_PARENTHESIS = 519
    VK_NUMBER_SIGN = 520
    VK_PLUS = 521
    VK_RIGHT_PARENTHESIS = 522
    VK_UNDERSCORE = 523
    VK_WINDOWS = 524
    VK_CONTEXT_MENU = 525
    VK_F13 = 61440
    VK_F14 = 61441
    VK_F15 = 61442
    VK_F16 = 61443
    VK_F17 = 61444
    VK_F18 = 61445
    VK_F19 = 61446
    VK_F20 = 61447
    VK_F21 = 61448
    VK_F22 = 61449
    VK_F23 = 61450
    VK_F24 = 61451
    VK_COMPOSE = 65312
    VK_BEGIN = 65368
    VK_ALT_GRAPH = 65406
    VK_STOP = 65480
    VK_AGAIN = 65481
    VK_PROPS = 65482
    VK_UNDO = 65483
    VK_COPY = 65485
    VK_PASTE = 65487
    VK_FIND = 65488
    VK_CUT = 65489

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


# name (without "VK_") -> code, in Java declaration order
VK_TABLE: tuple[tuple[str, int], ...] = tuple(
    (name[3:], code) for name, code in vars(KeyEvent).items() if name.startswith("VK_"))
VK_CODES: dict[str, int] = {"VK_" + name: code for name, code in VK_TABLE}

# code -> first constant name (SEPARATER/SEPARATOR share 108; keep SEPARATOR).
_NAME_BY_CODE: dict[int, str] = {}
for _name, _code in VK_TABLE:
    if _name != "SEPARATER":
        _NAME_BY_CODE.setdefault(_code, _name)
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
