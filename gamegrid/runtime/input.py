"""Turns input records (from the window or a replay) into the student's Java-style callbacks.

Follows AWT: a press starts a gesture; drags go to the pressing component even outside it; a release
without movement since the press is also a click; keys fill the one-key buffer *before* callbacks run.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..java.events import InputRecord, MouseEvent
from ..model.location import Location
from ..model.mouse import SYSTEM_DOUBLE_CLICK_MS, GGMouse

if TYPE_CHECKING:
    from ..model.grid import GameGrid
    from .core import GameLoop

DOUBLE_CLICK_S = SYSTEM_DOUBLE_CLICK_MS / 1000.0


class InputRouter:
    def __init__(self, runtime: "GameLoop", grid: "GameGrid") -> None:
        self.rt = runtime
        self.grid = grid
        self.pressed_button: int | None = None
        self.press_pos = (0, 0)
        self.moved_since_press = False
        self.last_click = (-1.0, (0, 0), 0)   # time, position, count
        self.inside = False
        self.repeat_due: float | None = None
        # a click held back by setDoubleClickDelay: (when it is reported, its record, its button)
        self.click_waiting: tuple[float, InputRecord, int] | None = None

    # ----- helpers ------------------------------------------------------------------------------------
    def _when_ms(self) -> int:
        return int(self.rt.now() * 1000)

    def _fire(self, name: str, *args: Any) -> None:
        callback = self.grid._callback(name)
        if callback is not None:
            self.rt.call_callback(callback, f"{name} callback '{getattr(callback, '__name__', name)}'", *args)

    def _mouse_event(self, event_id: int, rec: InputRecord, click_count: int = 0, button: int | None = None) -> MouseEvent:
        return MouseEvent(event_id, rec.x, rec.y, rec.button if button is None else button, click_count,
                          rec.modifiers, self._when_ms(), wheel_rotation=rec.wheel)

    def _notify_gg_mouse(self, kind: str, rec: InputRecord, button: int) -> None:
        """GGMouse listeners (addMouseListener) and actor touch listeners."""
        event = GGMouse.event_for(kind, button)
        if event is None:
            return
        mouse = GGMouse(rec.x, rec.y, event, self.grid)
        for listener, mask in list(self.grid._mouse_listeners):
            if mask & event:
                target = getattr(listener, "mouseEvent", listener)
                consumed = self.rt.call_callback(target, "mouseEvent()", mouse)
                if consumed:
                    break
        touch = self.grid.__dict__.get("_touch_dispatch")
        if touch is not None:
            touch(mouse, kind)

    def _track_location(self, rec: InputRecord) -> None:
        grid = self.grid
        inside = 0 <= rec.x <= grid.getPgWidth() and 0 <= rec.y <= grid.getPgHeight()
        grid._mouse_location = grid.toLocationInGrid(rec.x, rec.y) if inside else None

    # ----- dispatch -----------------------------------------------------------------------------------
    def dispatch(self, rec: InputRecord) -> None:
        if self.grid._disposed:
            return
        kind = rec.kind
        if kind == "nav":
            rec.perform(self.grid)
        elif kind == "close":
            self.rt.close_requested()
        elif kind == "mouse_click":
            self.dispatch(InputRecord("mouse_press", rec.x, rec.y, rec.button, modifiers=rec.modifiers))
            self.dispatch(InputRecord("mouse_release", rec.x, rec.y, rec.button, modifiers=rec.modifiers))
        elif kind == "mouse_press":
            self._press(rec)
        elif kind == "mouse_drag":
            self._drag(rec)
        elif kind == "mouse_release":
            self._release(rec)
        elif kind == "mouse_move":
            self._move(rec)
        elif kind == "mouse_exit":
            if self.inside:
                self.inside = False
                self.grid._mouse_location = None
                self._fire("mouseExited", self._mouse_event(MouseEvent.MOUSE_EXITED, rec, 0, 0))
                self._notify_gg_mouse("leave", rec, 0)
        elif kind == "mouse_wheel":
            self._fire("mouseWheelMoved", self._mouse_event(MouseEvent.MOUSE_WHEEL, rec))
        elif kind == "key_press":
            self._key_press(rec)
        elif kind == "key_release":
            self._key_release(rec)
        elif kind == "key_type":
            # a character typed without a press (as refrun's replay sends it): only keyTyped hears it; the
            # one-key buffer (getKeyCode, kbhit) and keyPressed stay as they are, as in the original
            if rec.char != "\uffff":
                self._fire("keyTyped", self._key_event(400, rec))
        else:
            raise ValueError(f"unknown input kind {kind!r}")

    def _enter_if_needed(self, rec: InputRecord) -> None:
        if not self.inside:
            self.inside = True
            self._fire("mouseEntered", self._mouse_event(MouseEvent.MOUSE_ENTERED, rec, 0, 0))
            self._notify_gg_mouse("enter", rec, 0)

    def _press(self, rec: InputRecord) -> None:
        self._enter_if_needed(rec)
        self._track_location(rec)
        now = self.rt.now()
        last_t, last_pos, last_count = self.last_click
        count = last_count + 1 if now - last_t <= DOUBLE_CLICK_S and last_pos == (rec.x, rec.y) else 1
        self.last_click = (now, (rec.x, rec.y), count)
        self.pressed_button = rec.button
        self.press_pos = (rec.x, rec.y)
        self.moved_since_press = False
        self._fire("mousePressed", self._mouse_event(MouseEvent.MOUSE_PRESSED, rec, count))
        self._notify_gg_mouse("press", rec, rec.button)

    def _drag(self, rec: InputRecord) -> None:
        if self.pressed_button is None:
            self._move(rec)
            return
        self._track_location(rec)
        if (rec.x, rec.y) != self.press_pos:
            self.moved_since_press = True
        self._fire("mouseDragged", self._mouse_event(MouseEvent.MOUSE_DRAGGED, rec, 0, self.pressed_button))
        self._notify_gg_mouse("drag", rec, self.pressed_button)

    def _release(self, rec: InputRecord) -> None:
        if self.pressed_button is None:
            return   # a release without a press on the canvas (e.g. pressed on the navigation bar)
        button = self.pressed_button
        self.pressed_button = None
        self._track_location(rec)
        count = self.last_click[2]
        self._fire("mouseReleased", self._mouse_event(MouseEvent.MOUSE_RELEASED, rec, count, button))
        self._notify_gg_mouse("release", rec, button)
        if not self.moved_since_press and (rec.x, rec.y) == self.press_pos:
            self._fire("mouseClicked", self._mouse_event(MouseEvent.MOUSE_CLICKED, rec, count, button))
            self._notify_gg_clicks(rec, button, count)

    def _notify_gg_clicks(self, rec: InputRecord, button: int, count: int) -> None:
        """GGMouse's lClick/lDClick as the original reports them. A third quick click is none of them.
        Without a double-click delay, the first click is a click at once and the second a double click.
        With one, a click waits: a second click within the delay makes it a double click only, else the
        delay's end reports the click."""
        if count > 2:
            return
        delay_ms = self.grid.getDoubleClickDelay()
        if delay_ms == 0:
            self._notify_gg_mouse("dclick" if count == 2 else "click", rec, button)
        elif self.click_waiting is not None:
            self.click_waiting = None
            self._notify_gg_mouse("dclick", rec, button)
        else:
            self.click_waiting = (self.rt.now() + delay_ms / 1000.0, rec, button)

    # ----- what waits for a time: held keys' repeats and a click waiting for a second one ------------
    def timed_input_may_wait(self) -> bool:
        """A quick look for the loop's every turn: False when surely nothing waits for a time (no click waiting
        for a second one, no key repeat planned); True: ask has_timed_input()."""
        return self.click_waiting is not None or self.repeat_due is not None

    def has_timed_input(self) -> bool:
        return self.click_waiting is not None or self.has_repeating_keys()

    def next_timed_input_due(self) -> float:
        dues = [self.click_waiting[0]] if self.click_waiting is not None else []
        if self.has_repeating_keys():
            dues.append(self.next_repeat_due())
        return min(dues) if dues else self.rt.now()

    def run_timed_input(self, now: float) -> None:
        waiting = self.click_waiting
        if waiting is not None and now >= waiting[0] - 1e-9:
            self.click_waiting = None
            self._notify_gg_mouse("click", waiting[1], waiting[2])
        self.repeat_keys(now)

    def _move(self, rec: InputRecord) -> None:
        grid = self.grid
        inside = 0 <= rec.x <= grid.getPgWidth() and 0 <= rec.y <= grid.getPgHeight()
        if not inside:
            if self.inside:
                self.dispatch(InputRecord("mouse_exit", rec.x, rec.y))
            return
        self._enter_if_needed(rec)
        self._track_location(rec)
        self._fire("mouseMoved", self._mouse_event(MouseEvent.MOUSE_MOVED, rec, 0, 0))
        self._notify_gg_mouse("move", rec, 0)

    # ----- keys ---------------------------------------------------------------------------------------
    def _key_event(self, event_id: int, rec: InputRecord):
        from ..java.keyevent import KeyEventObject
        return KeyEventObject(event_id, rec.key, rec.char, rec.modifiers, self._when_ms())

    def _key_press(self, rec: InputRecord) -> None:
        state = self.grid._key
        state.code, state.char, state.pending = rec.key, rec.char, True
        state.modifiers = rec.modifiers.mask
        first = rec.key not in state.pressed
        state.pressed[rec.key] = None
        event = self._key_event(401, rec)
        self._fire("keyPressed", event)
        for listener in list(self.grid._key_listeners):
            if self.rt.call_callback(listener.keyPressed, "keyPressed()", event):
                break
        if rec.char != "\uffff" and rec.char.isprintable() or rec.char in ("\n", "\t", "\b", " "):
            if rec.char != "\uffff":
                self._fire("keyTyped", self._key_event(400, rec))
        if first:
            self._repeat_now()

    def _key_release(self, rec: InputRecord) -> None:
        state = self.grid._key
        state.pressed.pop(rec.key, None)
        event = self._key_event(402, rec)
        self._fire("keyReleased", event)
        for listener in list(self.grid._key_listeners):
            if self.rt.call_callback(listener.keyReleased, "keyReleased()", event):
                break
        if not state.pressed:
            self.repeat_due = None

    def _repeat_targets(self) -> list[Any]:
        targets = list(self.grid._key_repeat_listeners)
        callback = self.grid._callback("keyRepeated")
        if callback is not None:
            targets.insert(0, callback)
        return targets

    def has_repeating_keys(self) -> bool:
        return self.repeat_due is not None and bool(self.grid._key.pressed)

    def next_repeat_due(self) -> float:
        return self.repeat_due if self.repeat_due is not None else self.rt.now()

    def _repeat_now(self) -> None:
        """keyRepeated: at once on press, then every repeat period for every held key."""
        targets = self._repeat_targets()
        if not targets:
            return
        # as the original: each listener in turn hears every held key, in the order they were pressed
        for target in targets:
            function = getattr(target, "keyRepeated", target)
            for code in list(self.grid._key.pressed):
                self.rt.call_callback(function, "keyRepeated callback", code)
        self.repeat_due = self.rt.now() + self.grid._key_repeat_period / 1000.0

    def repeat_keys(self, now: float) -> None:
        if self.repeat_due is not None and self.grid._key.pressed and now >= self.repeat_due - 1e-9:
            self._repeat_now()
