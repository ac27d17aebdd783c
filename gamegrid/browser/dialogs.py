"""The dialogs (inputInt, inputString, msgDlg, askYesNo ...) as the page's dialogs.

The dialect asks the view's dialog functions (gamegrid/view/dialogs.py: ask_text, show_message, ask_yes_no);
in the page they are these, put in place of the desktop's module by install(). Each asks
`globalThis.gamegridDialog(kind, title, message, defaultText)` (the page's, WEB-CONTRACT.md), which returns a
Promise of the answer (null: Cancel); the pupil's stack waits for it while the game goes on drawing.
Answers queued with page.answer() are taken first, without a dialog (as the runner's --answers).

The display functions the dialect asks (display_usable, screen_size) are here too: a page always shows.
"""
from __future__ import annotations

import sys
from collections import deque
from typing import Any, Callable, Iterable, Optional

from . import jsbridge

Pump = Callable[[], bool]

_answers: deque[str] = deque()   # page.answer(): taken by the next dialogs, in order


def queue_answers(texts: Iterable[str]) -> None:
    _answers.extend(texts)


def _ask(kind: str, title: str, message: str, default: str) -> Optional[str]:
    if _answers:
        return _answers.popleft()
    import js
    ask = getattr(js, "gamegridDialog", None)
    if ask is None or not jsbridge.can_block():
        # no page dialog (a bare page), or a stack that cannot wait: the browser's own prompt
        if kind == "message":
            js.window.alert(f"{title}\n\n{message}")
            return ""
        answer = js.window.prompt(message, default)
        return None if answer is None else str(answer)
    answer = jsbridge.settle(ask(kind, title, message, default))
    return None if answer is None else str(answer)


def ask_text(title: str, prompt: str, initial: str, pump: Pump) -> Optional[str]:
    return _ask("text", title, prompt, initial)


def show_message(title: str, text: str, pump: Pump) -> None:
    _ask("message", title, text, "")


def ask_yes_no(title: str, prompt: str, pump: Pump) -> Optional[bool]:
    answer = _ask("yesno", title, prompt, "")
    if answer is None:
        return None
    return answer.strip().lower() in {"yes", "y", "ja", "j", "oui", "o", "true", "1"}


def display_usable() -> bool:
    return True


def screen_size() -> tuple[int, int] | None:
    import js
    return int(js.window.innerWidth), int(js.window.innerHeight)


def install() -> None:
    """The page's dialogs, display and sounds in place of the desktop view's modules (which need a window
    system, or pyglet 2.1's media names)."""
    this = sys.modules[__name__]
    from .view import audio
    import gamegrid.view as view_package
    for name, module in (("dialogs", this), ("display", this), ("audio", audio)):
        sys.modules[f"gamegrid.view.{name}"] = module
        setattr(view_package, name, module)
