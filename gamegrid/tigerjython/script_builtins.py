"""TigerJython builtins that gamegrid scripts call without importing them (spec §4.10).

Dialogs are real pyglet dialogs when a window can be shown; headless they are
answered from the runner's answer source (``--answers FILE``) or stdin, and
``msgDlg`` just prints.  ``input``/``raw_input`` shadow Python's builtins only
in translated scripts (the translator imports them; see tigerjython_globals).
"""
from __future__ import annotations

import math
from typing import Any, Callable, Dict, Optional

from . import answers as _answers
from .answers import set_answer_file, set_answer_source, set_dialog_mode
from . import more_builtins as _more
from .more_builtins import (TJ_hideConstsFromDebugView, clrScr, enum, exposeParameter,  # noqa: F401
                            getMainFileName, getMainFilePath, getTigerJythonFlag, getTigerJythonPath, head,
                            indices, isInteger, registerExitFunction, registerStopFunction, tail)
from .tones import parse_tone_args, play
from ..base.i18n import N_, tr

__all__ = ["msgDlg", "inputInt", "inputFloat", "inputString", "input", "raw_input",
           "askYesNo", "playTone", "getProgramCounter", "hideFromDebugView",
           "makeColor", "getRandomX11Color", "set_answer_source", "set_answer_file",
           "set_dialog_mode", "tigerjython_globals", *_more.__all__]

_TITLE = N_("Input")


def _keep_game_going() -> bool:
    """While a dialog is open: one step of gamegrid's loop when a game window exists (it keeps cycling, as
    during delay()); False without one."""
    from .. import runtime
    rt = runtime.active()
    grid = rt.grid if rt is not None else None
    # grid._disposed, not isDisposed(): the program did not ask. After the close button the loop still
    # runs while the program is due to end (closing_pending), so that the close ends it, dialog and all.
    if grid is not None and (not grid._disposed or rt.closing_pending()):
        runtime.pump_once()
        return True
    return False


def _on_loop(dialog: Callable[[], Any]) -> Any:
    """A dialog asked for by a thread of the program (a Timer's "Time is up!") opens on the loop thread,
    which owns the windows; the asking thread waits for the answer."""
    from .. import runtime
    return runtime.call_on_loop(dialog)


def _ask_text(prompt: str, init: Any = None, title: Optional[str] = None) -> Optional[str]:
    """One answer: from the dialog (None on Cancel), or headless from the answer source."""
    if _answers.use_window():
        from ..view.dialogs import ask_text
        heading = tr(_TITLE) if title is None else title
        return _on_loop(lambda: ask_text(heading, prompt, "" if init is None else str(init), _keep_game_going))
    return _answers.next_answer(prompt)


ask_text = _ask_text   # for the other dialogs of this package (gginput.py)


def _ask_converted(prompt: Any, convert: Callable[[str], Any], complaint: str, init: Any = None):
    """Ask until the answer converts (TigerJython shows the dialog again on bad input); `complaint` is the
    catalogue's message for an answer that does not."""
    prompt = tr(prompt) if prompt in _DEFAULT_PROMPTS else str(prompt)
    while True:
        text = _ask_text(prompt, init)
        if text is None:
            return None
        try:
            return convert(text) if convert is str else convert(text.strip())
        except ValueError:
            print(tr(complaint, text=text))


def _to_int(text: str) -> int:
    return int(text)


def _to_float(text: str) -> float:
    value = float(text.replace(",", ".") if text.count(",") == 1 and "." not in text else text)
    if math.isnan(value):
        raise ValueError(text)
    return value


def _to_number_or_text(text: str) -> Any:
    for convert in (int, float):
        try:
            return convert(text)
        except ValueError:
            pass
    return text


def msgDlg(*message: Any, **kwargs: Any) -> None:
    """Show a message (headless: print it; takes no answer line)."""
    text = " ".join(str(m) for m in message)
    title = str(kwargs.get("title", tr("Message")))
    if _answers.use_window():
        from ..view.dialogs import show_message
        _on_loop(lambda: show_message(title, text, _keep_game_going))
    else:
        print(text)


# The default prompts (shown in the pupil's language) and what is said when an answer does not fit.
_DEFAULT_PROMPTS = (N_("Enter an integer:"), N_("Enter a number:"), N_("Enter a string:"))


def inputInt(prompt: Any = "Enter an integer:", init: Any = None) -> Optional[int]:
    """Ask for a whole number in a dialog; returns it, or None on Cancel.

    - prompt: the question shown
    - init: the answer already filled in
    """
    return _ask_converted(prompt, _to_int, N_("'{text}' is not an integer"), init)


def inputFloat(prompt: Any = "Enter a number:", init: Any = None) -> Optional[float]:
    """Ask for a number in a dialog; returns it, or None on Cancel.

    - prompt: the question shown
    - init: the answer already filled in
    """
    return _ask_converted(prompt, _to_float, N_("'{text}' is not a number"), init)


def inputString(prompt: Any = "Enter a string:", init: Any = None) -> Optional[str]:
    """Ask for text in a dialog; returns it, or None on Cancel.

    - prompt: the question shown
    - init: the answer already filled in
    """
    return _ask_converted(prompt, str, N_("'{text}' is not a string"), init)


def input(prompt: Any = "", init: Any = None) -> Any:  # noqa: A001 - TigerJython's input
    """TigerJython's input: a dialog; numbers come back as int/float, other text as str."""
    return _ask_converted(prompt, _to_number_or_text, N_("'{text}' is not a value"), init)


def raw_input(prompt: Any = "") -> Optional[str]:
    return inputString(prompt)


_YES = {"yes", "y", "ja", "j", "oui", "o", "si", "true", "1"}
_NO = {"no", "n", "nein", "non", "false", "0"}


def askYesNo(prompt: Any = "", title: Any = None) -> Optional[bool]:
    """Ask a yes/no question in a dialog; returns True, False, or None on Cancel.

    - prompt: the question shown
    - title: the dialog's title
    """
    prompt = str(prompt)
    if _answers.use_window():
        from ..view.dialogs import ask_yes_no
        return _on_loop(lambda: ask_yes_no(str(title or tr("Question")), prompt, _keep_game_going))

    def convert(text: str) -> bool:
        word = text.strip().lower()
        if word in _YES:
            return True
        if word in _NO:
            return False
        raise ValueError(text)

    return _ask_converted(prompt + " " + tr("(yes/no)"), convert, N_("'{text}' is not yes or no"))


def playTone(*args: Any, **kwargs: Any) -> None:
    """playTone(freq[, ms]), playTone("c'e'g'", ms), playTone([(f|"notes", ms), ...]).

    Keyword arguments (instrument, volume, block) are accepted; only block is used.
    """
    try:
        tones = parse_tone_args(args, int(kwargs.get("duration", 500)))
    except Exception:
        return
    play(tones, block=bool(kwargs.get("block", True)))


def getProgramCounter() -> int:
    return 0


def hideFromDebugView(*_args: Any) -> None:
    return None


def makeColor(*args: Any, **kwargs: Any):
    from ..java.x11colors import makeColor as _make
    return _make(*args, **kwargs)


def getRandomX11Color(*args: Any, **kwargs: Any):
    from ..java.x11colors import getRandomX11Color as _random
    return _random(*args, **kwargs)


MORE_BUILTINS = tuple(_more.__all__)
_ALWAYS = ("msgDlg", "inputInt", "inputFloat", "inputString", "askYesNo", "playTone",
           "getProgramCounter", "hideFromDebugView", "makeColor", "getRandomX11Color") + MORE_BUILTINS


def tigerjython_globals(translated: bool = True) -> Dict[str, Any]:
    """Names to pre-seed a script's globals with.  ``input``/``raw_input`` only
    for translated (TigerJython) scripts: a Python 3 script keeps Python's input."""
    names = list(_ALWAYS) + (["input", "raw_input"] if translated else [])
    g = globals()
    return {name: g[name] for name in names}
