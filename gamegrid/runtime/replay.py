"""Replay files: JSON lines of input events on the runner's clock (see README, "Replaying input")."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from ..java.events import InputRecord, Modifiers
from .settings import ReplayItem
from ..base.i18n import tr

KINDS = ("mouse_press", "mouse_release", "mouse_move", "mouse_drag", "mouse_click", "key_press", "key_release",
         "key_type", "close", "mouse_wheel", "mouse_exit", "nav")
KEY_KINDS = ("key_press", "key_release", "key_type")   # key_type: a typed character only (AWT's KEY_TYPED)
BUTTONS = {"left": 1, "middle": 2, "right": 3, 1: 1, 2: 2, 3: 3}
BUTTON_NAMES = {1: "left", 2: "middle", 3: "right"}
# java.awt.event.InputEvent's masks: the old ones and the extended (..._DOWN_MASK) ones
_SHIFT, _CTRL, _META, _ALT = 1 | 64, 2 | 128, 4 | 256, 8 | 512


class ReplayError(ValueError):
    pass


def parse_event(event: dict[str, Any], where: str = "replay") -> ReplayItem:
    if not isinstance(event, dict):
        raise ReplayError(tr("{where}: each event must be a JSON object, got {event!r}", where=where, event=event))
    kind = event.get("type")
    if kind not in KINDS:
        raise ReplayError(tr("{where}: unknown event type {kind!r}; use one of {value}",
                             where=where, kind=kind, value=', '.join(KINDS)))
    at_ms = event.get("at_ms", 0)
    if not isinstance(at_ms, (int, float)) or at_ms < 0:
        raise ReplayError(tr("{where}: at_ms must be a number of milliseconds >= 0, got {at_ms!r}",
                             where=where, at_ms=at_ms))
    if kind == "nav":
        return ReplayItem(at_ms / 1000.0, _nav_action(event, where))
    button = BUTTONS.get(event.get("button", "left"))
    if button is None:
        raise ReplayError(tr("{where}: button must be left, middle or right, got {value!r}",
                             where=where, value=event.get('button')))
    mask = event.get("modifiers", 0)   # Java's modifier mask, as refrun's files give it
    if isinstance(mask, bool) or not isinstance(mask, int) or mask < 0:
        raise ReplayError(tr("{where}: modifiers must be Java's modifier mask (1 shift, 2 ctrl, 8 alt), got {value!r}",
                             where=where, value=mask))
    modifiers = Modifiers(shift=bool(event.get("shift")) or bool(mask & _SHIFT),
                          ctrl=bool(event.get("ctrl")) or bool(mask & _CTRL),
                          alt=bool(event.get("alt")) or bool(mask & _ALT), meta=bool(mask & _META))
    record = InputRecord(kind, int(event.get("x", 0)), int(event.get("y", 0)), button, modifiers=modifiers,
                         wheel=int(event.get("wheel", 0)))
    if kind in KEY_KINDS:
        key = event.get("key")
        if not isinstance(key, int):
            raise ReplayError(tr('{where}: key events need "key": a Java key code (e.g. 32 for space, 37 left)',
                                 where=where))
        record.key = key
        record.char = _char_for(key, event.get("char"), modifiers.shift)
    wanted = event.get("wait_for_status")
    if wanted is not None and (not isinstance(wanted, str) or not wanted):
        raise ReplayError(tr("{where}: wait_for_status must be a non-empty text, got {wanted!r}",
                             where=where, wanted=wanted))
    window = event.get("window")
    if window is not None and (isinstance(window, bool) or not isinstance(window, int) or window < 1):
        raise ReplayError(tr("{where}: window must be a window's number (1 for the first window the program made), "
                             "got {window!r}", where=where, window=window))
    return ReplayItem(at_ms / 1000.0, record, wanted, window)


def _nav_action(event: dict[str, Any], where: str) -> Any:
    from ..model.navigation import NAV_ACTIONS, NavAction
    action = event.get("action")
    if action not in NAV_ACTIONS:
        raise ReplayError(tr("{where}: a nav event needs \"action\": one of {value}", where=where,
                             value=", ".join(NAV_ACTIONS)))
    value = event.get("value", 0)
    if action == "slide" and not isinstance(value, int):
        raise ReplayError(tr("{where}: a slide needs \"value\": the slider's position, 0 to 3000", where=where))
    return NavAction(action, value)


def event_of(record: Any, at_s: float) -> dict[str, Any]:
    """The replay-file event for an input record (what parse_event reads back)."""
    event: dict[str, Any] = {"at_ms": round(at_s * 1000.0, 1), "type": record.kind}
    if record.kind == "nav":
        event["action"] = record.name
        if record.name == "slide":
            event["value"] = record.value
        return event
    if record.kind.startswith("mouse_"):
        event["x"], event["y"] = record.x, record.y
        if record.kind in ("mouse_press", "mouse_release", "mouse_click"):
            event["button"] = BUTTON_NAMES.get(record.button, "left")
        if record.kind == "mouse_wheel":
            event["wheel"] = record.wheel
    elif record.kind in KEY_KINDS:
        event["key"] = record.key
        if record.char and record.char != "\uffff":
            event["char"] = str(record.char)
    modifiers = getattr(record, "modifiers", None)
    for name in ("shift", "ctrl", "alt"):
        if modifiers is not None and getattr(modifiers, name):
            event[name] = True
    return event


def _char_for(key: int, given: Any, shift: bool) -> str:
    from ..java.keys import JavaChar
    if isinstance(given, str) and len(given) == 1:
        return JavaChar(given)
    if 65 <= key <= 90:
        return JavaChar(chr(key) if shift else chr(key).lower())
    if 48 <= key <= 57 or key == 32:
        return JavaChar(chr(key))
    if key == 10:
        return JavaChar("\n")
    return JavaChar("\uffff")


def load(source: str | Path | Iterable[dict[str, Any]]) -> list[ReplayItem]:
    if isinstance(source, (str, Path)):
        items = []
        text = Path(source).read_text(encoding="utf-8")
        for number, line in enumerate(text.splitlines(), 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                event = json.loads(line)
            except json.JSONDecodeError as exc:
                raise ReplayError(tr("{source}, line {number}: not valid JSON ({msg})",
                                     source=source, number=number, msg=exc.msg)) from None
            items.append(parse_event(event, f"{source}, line {number}"))
        return items
    return [parse_event(event, f"replay event {i}") for i, event in enumerate(source)]
