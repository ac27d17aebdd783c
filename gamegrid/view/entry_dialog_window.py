"""The pyglet window of an EntryDialog (gamegrid/tigerjython/entrydialog.py holds the model: the dialog's
title, position, panes and their entries, read here as they are).

Modeless: the window has no loop of its own. gamegrid's loop pumps it on every tick (the runtime's
`pumps` list, given to the window) and the program's polls (isTouched(), getValue() ...) pump it too, so
it stays alive while the program draws, waits in delay() or spins in a polling loop.
"""
from __future__ import annotations

from typing import Any, Callable

# an entry of the dialog (gamegrid/tigerjython/entrydialog.py: _Entry)
_Entry = Any

WIDTH = 400
ROW = 34
PAD = 12
FIELD_X = 170
BG = (236, 236, 236)
TEXT = (20, 20, 20, 255)


class EntryDialogWindow:
    def __init__(self, dialog: Any, pumps: list[Callable[[], None]]) -> None:
        import pyglet
        from .graphics import explained_context_errors
        with explained_context_errors(pyglet):   # it may be the program's first window
            from pyglet.text.caret import Caret

        class SteadyCaret(Caret):
            PERIOD = 0   # no blinking: nobody ticks pyglet's clock for a modeless window

        self.pyglet = pyglet
        self.caret_class = SteadyCaret
        self.dialog = dialog
        self.rows = self._layout()
        height = max(ROW + 2 * PAD, self.rows[-1][2] + ROW + PAD if self.rows else ROW)
        self.height = height
        with explained_context_errors(pyglet):
            self.window = pyglet.window.Window(WIDTH, height, caption=dialog._title, resizable=False)
        if dialog._position is not None:
            try:
                self.window.set_location(*dialog._position)
            except Exception:   # the desktop decides
                pass
        self.window.push_handlers(on_draw=self._draw, on_close=self._on_close,
                                  on_mouse_press=self._on_mouse_press, on_mouse_drag=self._on_mouse_drag,
                                  on_mouse_release=self._on_mouse_release, on_key_press=self._on_key_press)
        self.fields: dict[int, Any] = {}    # id(entry) -> (layout, caret)
        self.focus: Any = None               # the entry whose text field has the caret
        self.pressed: Any = None             # the button held down
        self.sliding: Any = None             # the slider being dragged
        self.dirty = True
        self.caption = dialog._title
        self._build_fields()
        self.pumps = pumps
        pumps.append(self.pump)
        self.pump()

    # ----- layout: (kind, entry or title, top y measured from the window's top) ---------------------------
    def _layout(self) -> list[tuple[str, Any, int]]:
        rows: list[tuple[str, Any, int]] = []
        y = PAD
        for pane in self.dialog._panes:
            if pane._title:
                rows.append(("title", pane._title, y))
                y += ROW - 8
            buttons = [e for e in pane._entries if e.kind == "button"]
            for entry in pane._entries:
                if entry.kind != "button":
                    rows.append((entry.kind, entry, y))
                    y += ROW
            if buttons:
                rows.append(("buttons", buttons, y))
                y += ROW
            y += 6
        return rows

    def _y(self, top: int, h: int = 24) -> int:
        """pyglet's y (bottom-up) of a widget h high whose row starts `top` px below the window top."""
        return self.height - top - (ROW - h) // 2 - h

    def _button_boxes(self, buttons: list["_Entry"], top: int) -> list[tuple["_Entry", tuple[int, int, int, int]]]:
        boxes, x = [], PAD
        for button in buttons:
            w = max(80, 9 * len(button._label) + 24)
            boxes.append((button, (x, self._y(top, 26), w, 26)))
            x += w + 10
        return boxes

    def _build_fields(self) -> None:
        pyglet = self.pyglet
        for kind, entry, top in self.rows:
            if kind != "text":
                continue
            doc = pyglet.text.document.UnformattedDocument(entry._display())
            doc.set_style(0, len(doc.text), dict(color=TEXT, font_size=11))
            layout = pyglet.text.layout.IncrementalTextLayout(
                doc, x=FIELD_X + 4, y=self._y(top) + 3, width=WIDTH - FIELD_X - PAD - 8, height=20,
                multiline=False)
            self.fields[id(entry)] = (layout, None)

    # ----- model <-> widgets ---------------------------------------------------------------------------------
    def changed(self) -> None:
        self.dirty = True

    def _pull_text(self) -> None:
        """Typed text goes to the entry at once (getValue() sees it); the program's setValue() comes back."""
        for kind, entry, _top in self.rows:
            if kind != "text":
                continue
            layout, _caret = self.fields[id(entry)]
            text = layout.document.text
            if entry is self.focus:
                if text != entry._text:
                    entry._text = text
            elif text != entry._text:
                layout.document.text = entry._text

    def _set_focus(self, entry: Any) -> None:
        if self.focus is entry:
            return
        self._pull_text()   # what was typed stays when the field loses the caret
        if self.focus is not None:
            layout, caret = self.fields[id(self.focus)]
            if caret is not None:
                self.window.remove_handlers(on_text=caret.on_text, on_text_motion=caret.on_text_motion,
                                            on_text_motion_select=caret.on_text_motion_select)
                caret.delete()
            self.fields[id(self.focus)] = (layout, None)
        self.focus = entry
        if entry is not None:
            layout, _ = self.fields[id(entry)]
            caret = self.caret_class(layout, color=(0, 0, 0))
            caret.position = len(layout.document.text)
            # only the keyboard: mouse presses come to this window first (see _on_mouse_press)
            self.window.push_handlers(on_text=caret.on_text, on_text_motion=caret.on_text_motion,
                                      on_text_motion_select=caret.on_text_motion_select)
            self.fields[id(entry)] = (layout, caret)
        self.dirty = True

    # ----- pyglet events -------------------------------------------------------------------------------------
    def _on_close(self) -> bool:
        self.dialog.dispose()
        return True

    def _hit(self, x: int, y: int) -> tuple[str, Any] | None:
        for kind, entry, top in self.rows:
            if kind == "buttons":
                for button, (bx, by, bw, bh) in self._button_boxes(entry, top):
                    if bx <= x <= bx + bw and by <= y <= by + bh:
                        return "button", button
                continue
            row_low, row_high = self.height - top - ROW, self.height - top
            if not row_low <= y < row_high:
                continue
            if kind == "text" and x >= FIELD_X:
                return "text", entry
            if kind in ("check", "radio") and x < WIDTH - PAD:
                return kind, entry
            if kind == "slider" and FIELD_X - 6 <= x <= WIDTH - 60:
                return "slider", entry
        return None

    def _on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool:
        hit = self._hit(x, y)
        if hit is None:
            self._set_focus(None)
            return True
        kind, entry = hit
        if kind == "text":
            if entry._editable:
                self._set_focus(entry)
                self.fields[id(entry)][1].on_mouse_press(x, y, button, modifiers)   # caret to the click
            return True
        self._set_focus(None)
        if kind == "button" and entry._editable:
            self.pressed = entry
        elif kind in ("check", "radio"):
            entry._user_clicks()
        elif kind == "slider" and entry._editable:
            self.sliding = entry
            self._slide_to(entry, x)
        self.dirty = True
        return True

    def _on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int, modifiers: int) -> bool | None:
        if self.sliding is not None:
            self._slide_to(self.sliding, x)
            return True
        return None

    def _on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> bool:
        if self.pressed is not None:
            hit = self._hit(x, y)
            if hit is not None and hit[1] is self.pressed:
                self.pressed._user_clicks()   # a click: pressed and released on the button
            self.pressed = None
        self.sliding = None
        self.dirty = True
        return True

    def _slide_to(self, entry: Any, x: int) -> None:
        left, right = FIELD_X, WIDTH - 70
        fraction = min(1.0, max(0.0, (x - left) / (right - left)))
        entry._user_sets(str(entry._min + fraction * (entry._max - entry._min)))

    def _on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = self.pyglet.window.key
        if self.focus is not None and symbol in (key.ENTER, key.RETURN):
            self._pull_text()
            self.focus._touched = True   # Enter in a field: the user is done with it
            return True
        if symbol == key.TAB:
            editable = [e for kind, e, _ in self.rows if kind == "text" and e._editable]
            if editable:
                index = editable.index(self.focus) + 1 if self.focus in editable else 0
                self._set_focus(editable[index % len(editable)])
            return True
        return None

    # ----- the loop's calls ------------------------------------------------------------------------------------
    def pump(self) -> None:
        if self.dialog._disposed:
            return
        self.window.dispatch_events()
        if self.dialog._disposed:
            return
        self._pull_text()
        self._draw()
        self.window.flip()

    def _draw(self) -> None:
        pyglet = self.pyglet
        if self.dialog._title != self.caption:
            self.caption = self.dialog._title
            self.window.set_caption(self.caption)
        self.window.switch_to()
        pyglet.gl.glClearColor(*(c / 255 for c in BG), 1.0)
        self.window.clear()
        batch = pyglet.graphics.Batch()
        keep: list[Any] = []   # shapes and labels live until the batch is drawn

        def label(text: str, x: float, y: float, **kw: Any) -> None:
            keep.append(pyglet.text.Label(text, x=x, y=y, color=kw.pop("color", TEXT), font_size=kw.pop("size", 11),
                                          anchor_y="center", batch=batch, **kw))

        def box(x: float, y: float, w: float, h: float, fill: tuple, border: tuple = (120, 120, 120)) -> None:
            keep.append(pyglet.shapes.BorderedRectangle(x, y, w, h, border=1, color=fill, border_color=border,
                                                        batch=batch))

        for kind, entry, top in self.rows:
            middle = self.height - top - ROW // 2
            if kind == "title":
                label(entry, PAD, middle + 4, weight="bold")
            elif kind == "text":
                label(entry._label, PAD, middle)
                fill = (255, 255, 255) if entry._editable else (225, 225, 225)
                border = (40, 90, 200) if entry is self.focus else (120, 120, 120)
                box(FIELD_X, self._y(top), WIDTH - FIELD_X - PAD, 24, fill, border)
            elif kind == "check":
                box(PAD, middle - 8, 16, 16, (255, 255, 255))
                if entry._value:
                    keep.append(pyglet.shapes.Line(PAD + 3, middle, PAD + 7, middle - 5, thickness=2,
                                                   color=(20, 20, 20), batch=batch))
                    keep.append(pyglet.shapes.Line(PAD + 7, middle - 5, PAD + 14, middle + 6, thickness=2,
                                                   color=(20, 20, 20), batch=batch))
                label(entry._label, PAD + 26, middle)
            elif kind == "radio":
                keep.append(pyglet.shapes.Circle(PAD + 8, middle, 8, color=(120, 120, 120), batch=batch))
                keep.append(pyglet.shapes.Circle(PAD + 8, middle, 7, color=(255, 255, 255), batch=batch))
                if entry._value:
                    keep.append(pyglet.shapes.Circle(PAD + 8, middle, 4, color=(20, 20, 20), batch=batch))
                label(entry._label, PAD + 26, middle)
            elif kind == "slider":
                label(entry._label, PAD, middle)
                left, right = FIELD_X, WIDTH - 70
                keep.append(pyglet.shapes.Rectangle(left, middle - 2, right - left, 4, color=(150, 150, 150),
                                                    batch=batch))
                fraction = (entry._value - entry._min) / (entry._max - entry._min)
                keep.append(pyglet.shapes.Circle(left + fraction * (right - left), middle, 8,
                                                 color=(60, 110, 210), batch=batch))
                label(str(entry._value), WIDTH - 55, middle)
            elif kind == "buttons":
                for button, (bx, by, bw, bh) in self._button_boxes(entry, top):
                    fill = (200, 200, 200) if button is self.pressed else (248, 248, 248)
                    box(bx, by, bw, bh, fill, (100, 100, 100))
                    label(button._label, bx + bw / 2, by + bh / 2, anchor_x="center",
                          color=TEXT if button._editable else (150, 150, 150, 255))
        batch.draw()
        for layout, _caret in self.fields.values():
            layout.draw()
        self.dirty = False

    def close(self) -> None:
        if self.pump in self.pumps:
            self.pumps.remove(self.pump)
        self._set_focus(None)
        try:
            self.window.close()
        except Exception:
            pass
