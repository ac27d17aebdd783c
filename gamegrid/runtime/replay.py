"""Replay files: JSON lines of input events on the runner's clock (see README, "Replaying input")."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from ..java.events import InputRecord, Modifiers
from .loop import ReplayItem

KINDS = ("mouse_press", "mouse_release", "mouse_move", "mouse_drag", "mouse_click", "key_press", "key_release",
         "close", "mouse_wheel")
BUTTONS = {"left": 1, "middle": 2, "right": 3, 1: 1, 2: 2, 3: 3}


class ReplayError(ValueError):
    pass


def parse_event(event: dict[str, Any], where: str = "replay") -> ReplayItem:
    if not isinstance(event, dict):
        raise ReplayError(f"{where}: each event must be a JSON object, got {event!r}")
    kind = event.get("type")
    if kind not in KINDS:
        raise ReplayError(f"{where}: unknown event type {kind!r}; use one of {', '.join(KINDS)}")
    at_ms = event.get("at_ms", 0)
    if not isinstance(at_ms, (int, float)) or at_ms < 0:
        raise ReplayError(f"{where}: at_ms must be a number of milliseconds >= 0, got {at_ms!r}")
    button = BUTTONS.get(event.get("button", "left"))
    if button is None:
        raise ReplayError(f"{where}: button must be left, middle or right, got {event.get('button')!r}")
    modifiers = Modifiers(shift=bool(event.get("shift")), ctrl=bool(event.get("ctrl")), alt=bool(event.get("alt")))
    record = InputRecord(kind, int(event.get("x", 0)), int(event.get("y", 0)), button, modifiers=modifiers,
                         wheel=int(event.get("wheel", 0)))
    if kind in ("key_press", "key_release"):
        key = event.get("key")
        if not isinstance(key, int):
            raise ReplayError(f"{where}: key events need \"key\": a Java key code (e.g. 32 for space, 37 left)")
        record.key = key
        record.char = _char_for(key, event.get("char"), modifiers.shift)
    wanted = event.get("wait_for_status")
    if wanted is not None and (not isinstance(wanted, str) or not wanted):
        raise ReplayError(f"{where}: wait_for_status must be a non-empty text, got {wanted!r}")
    return ReplayItem(at_ms / 1000.0, record, wanted)


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
                raise ReplayError(f"{source}, line {number}: not valid JSON ({exc.msg})") from None
            items.append(parse_event(event, f"{source}, line {number}"))
        return items
    return [parse_event(event, f"replay event {i}") for i, event in enumerate(source)]
