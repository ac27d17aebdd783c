"""Small modal dialogs drawn with pyglet (prompt, optional text field, buttons).

The dialog runs its own event loop but keeps the game going: each round it calls
``pump`` (one step of gamegrid's loop, given by the caller), so the game window
stays responsive (redraws, close button, simulation) while a student's
``inputInt`` waits; when ``pump`` says there is no game window, the dialog keeps
the other pyglet windows alive itself.  Returns the text on OK, True/False for
yes/no buttons and None on cancel or when the dialog window is closed.
"""
from __future__ import annotations

from typing import Callable, List, Optional, Sequence

from ..base.i18n import N_, tr

# The buttons, named in English; each is shown in the pupil's language.
OK, CANCEL, YES, NO = N_("OK"), N_("Cancel"), N_("Yes"), N_("No")

# One step of gamegrid's loop; False when there is no game window to keep going.
Pump = Callable[[], bool]

WIDTH, HEIGHT = 440, 160
BUTTON_W, BUTTON_H = 90, 28


class _Dialog:
    def __init__(self, title: str, prompt: str, buttons: Sequence[str],
                 with_field: bool, initial: str = "") -> None:
        import pyglet
        from .graphics import explained_context_errors
        with explained_context_errors(pyglet):   # a dialog may be a program's first window
            from pyglet.text.caret import Caret
            from pyglet.text.layout import IncrementalTextLayout

        self.pyglet = pyglet
        self.result: object = None
        self.done = False
        self.buttons = list(buttons)
        with explained_context_errors(pyglet):
            self.window = pyglet.window.Window(WIDTH, HEIGHT, caption=title or tr("Message"),
                                               style=pyglet.window.Window.WINDOW_STYLE_DIALOG)
        self.batch = pyglet.graphics.Batch()
        self.prompt = pyglet.text.Label(prompt, x=16, y=HEIGHT - 20, width=WIDTH - 32,
                                        multiline=True, anchor_y="top", color=(0, 0, 0, 255),
                                        font_size=11, batch=self.batch)
        self.field = None
        self.caret = None
        if with_field:
            doc = pyglet.text.document.UnformattedDocument(initial)
            doc.set_style(0, len(doc.text), dict(color=(0, 0, 0, 255), font_size=11))
            self.field_box = pyglet.shapes.BorderedRectangle(
                16, 58, WIDTH - 32, 26, border=1, color=(255, 255, 255),
                border_color=(120, 120, 120), batch=self.batch)
            self.field = IncrementalTextLayout(doc, x=20, y=61, width=WIDTH - 40, height=20,
                                               multiline=False, batch=self.batch)
            self.caret = Caret(self.field, color=(0, 0, 0))
            # initial text selected, so typing replaces it
            self.caret.position = len(initial)
            self.caret.mark = 0
            self.window.push_handlers(self.caret)
        self.button_rects: List[tuple] = []
        self._shapes = []
        x = WIDTH - 16 - len(self.buttons) * (BUTTON_W + 10) + 10
        for name in self.buttons:
            rect = (x, 14, BUTTON_W, BUTTON_H)
            self.button_rects.append(rect)
            self._shapes.append(pyglet.shapes.BorderedRectangle(
                *rect, border=1, color=(225, 225, 225), border_color=(100, 100, 100),
                batch=self.batch))
            self._shapes.append(pyglet.text.Label(tr(name), x=x + BUTTON_W // 2, y=14 + BUTTON_H // 2,
                                                  anchor_x="center", anchor_y="center",
                                                  color=(0, 0, 0, 255), font_size=11,
                                                  batch=self.batch))
            x += BUTTON_W + 10
        self.window.push_handlers(on_draw=self.on_draw, on_close=self.on_close,
                                  on_key_press=self.on_key_press,
                                  on_mouse_press=self.on_mouse_press)

    # -- events
    def on_draw(self):
        self.pyglet.gl.glClearColor(0.94, 0.94, 0.94, 1)
        self.window.clear()
        self.batch.draw()

    def on_close(self):
        self.finish(None)
        return True

    def on_key_press(self, symbol, modifiers):
        key = self.pyglet.window.key
        if symbol in (key.ENTER, key.RETURN):
            self.press(0)
            return True
        if symbol == key.ESCAPE:
            self.finish(None)
            return True
        return None

    def on_mouse_press(self, x, y, button, modifiers):
        for i, (bx, by, bw, bh) in enumerate(self.button_rects):
            if bx <= x <= bx + bw and by <= y <= by + bh:
                self.press(i)
                return True
        return None

    def press(self, index: int) -> None:
        name = self.buttons[index]
        if name == CANCEL:
            self.finish(None)
        elif name == YES:
            self.finish(True)
        elif name == NO:
            self.finish(False)
        else:
            self.finish(self.field.document.text if self.field is not None else True)

    def finish(self, value) -> None:
        self.result = value
        self.done = True

    # -- loop
    def run(self, pump: Pump):
        pyglet = self.pyglet
        try:
            while not self.done:
                pyglet.clock.tick()
                if not pump():
                    _pump_other_windows(self.window)
                self.window.switch_to()
                self.window.dispatch_events()
                if self.done:
                    break
                self.on_draw()
                self.window.flip()
                pyglet.app.platform_event_loop.step(0.02)
        finally:
            self.window.close()
        return self.result


def _pump_other_windows(own) -> None:
    """Without a game window: keep the other pyglet windows' events flowing while the dialog is open."""
    import pyglet
    for w in list(pyglet.app.windows):
        if w is not own and not getattr(w, "has_exit", False):
            try:
                w.dispatch_events()
            except Exception:
                pass


def ask_text(title: str, prompt: str, initial: str, pump: Pump) -> Optional[str]:
    return _Dialog(title, prompt, (OK, CANCEL), with_field=True, initial=initial).run(pump)


def show_message(title: str, text: str, pump: Pump) -> None:
    _Dialog(title, text, (OK,), with_field=False).run(pump)


def ask_yes_no(title: str, prompt: str, pump: Pump) -> Optional[bool]:
    return _Dialog(title, prompt, (YES, NO, CANCEL), with_field=False).run(pump)
