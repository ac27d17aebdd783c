"""GGButton and friends: actors that react to the mouse like push buttons, toggles, check boxes and
radio buttons. Each button listens to the grid's GGMouse events (as the original's buttons do)."""
from __future__ import annotations

from typing import Any


from .hooks import runtime
from .actor import Actor
from ..java.awt import Color, Font
from .fonts import draw_text, face_of, text_length
from ..java.listeners import GGButtonListener
from .mouse import GGMouse
from . import picture as pic
from .picture import Picture


class GGButtonOverListener:
    """Subclass it and write buttonEntered(button) and buttonExited(button): called when the mouse
    moves onto or off a button.
    """
    def buttonEntered(self, button: Any) -> None:
        pass

    def buttonExited(self, button: Any) -> None:
        pass


class GGToggleButtonListener:
    """Subclass it and write buttonToggled(button, toggled): called when a toggle button changes."""
    def buttonToggled(self, button: Any, toggled: bool) -> None:
        pass


class GGCheckButtonListener:
    """Subclass it and write buttonChecked(button, checked): called when a check box changes."""
    def buttonChecked(self, button: Any, checked: bool) -> None:
        pass


class GGRadioButtonListener:
    """Subclass it and write buttonSelected(button, selected): called when a radio button changes."""
    def buttonSelected(self, button: Any, selected: bool) -> None:
        pass


GGButtonAdapter = GGButtonListener

_MASK = GGMouse.lPress | GGMouse.lRelease | GGMouse.move | GGMouse.lDrag


class _ButtonBase(Actor):
    """Mouse handling shared by all buttons: hit test on the hotspot, press/release/over tracking."""

    def _b_init(self) -> None:
        self._b_enabled = True
        self._b_pressed = False
        self._b_inside = False
        self._b_hotspot: tuple[int, int, int, int] | None = None   # dx, dy, w, h about the image centre
        self._b_registered: Any = None
        self._b_listeners: list[Any] = []
        self._b_over_listeners: list[Any] = []
        self._b_register()

    def _b_register(self) -> None:
        grid = runtime.active_grid()
        if grid is not None and self._b_registered is not grid:
            grid.addMouseListener(self._b_mouse, _MASK)
            self._b_registered = grid

    def reset(self) -> None:
        self._b_register()   # in case the button was made before the grid

    # ----- public API ---------------------------------------------------------------------------------
    def setEnabled(self, enable: bool) -> None:
        self._b_enabled = bool(enable)

    def isEnabled(self) -> bool:
        return self._b_enabled

    def isPressed(self) -> bool:
        return self._b_pressed

    def setHotspotArea(self, center: Any, width: int, height: int) -> None:
        """The clickable rectangle: centre relative to the image centre, width and height in pixels."""
        self._b_hotspot = (int(center.x), int(center.y), int(width), int(height))

    def addButtonOverListener(self, listener: Any) -> None:
        self._b_over_listeners.append(listener)

    # ----- mouse --------------------------------------------------------------------------------------
    def _b_hit(self, x: int, y: int) -> bool:
        if not self.isVisible() or self._a_grid is None:
            return False
        centre = self.getPixelLocation()
        if self._b_hotspot is not None:
            dx, dy, w, h = self._b_hotspot
        else:
            picture = self._a_displayed_picture()
            dx, dy, w, h = 0, 0, picture.width, picture.height
        left, top = centre.x + dx - w // 2, centre.y + dy - h // 2
        return left <= x < left + w and top <= y < top + h

    def _b_mouse(self, mouse: GGMouse) -> bool:
        if not self._b_enabled or self._a_grid is None or self._a_removed:
            return False
        event, inside = mouse.getEvent(), self._b_hit(mouse.getX(), mouse.getY())
        if event in (GGMouse.move, GGMouse.lDrag) and inside != self._b_inside:
            self._b_inside = inside
            self._b_over(inside)
            for listener in list(self._b_over_listeners):
                (listener.buttonEntered if inside else listener.buttonExited)(self)
        elif event == GGMouse.lPress and inside:
            self._b_pressed = True
            self._b_press()
            for listener in list(self._b_listeners):
                listener.buttonPressed(self)
        elif event == GGMouse.lRelease and self._b_pressed:
            self._b_pressed = False
            self._b_release(inside)
            for listener in list(self._b_listeners):
                listener.buttonReleased(self)
            if inside:
                self._b_click()
                for listener in list(self._b_listeners):
                    listener.buttonClicked(self)
        return False   # other mouse listeners still see the event

    def _b_over(self, inside: bool) -> None:
        pass

    def _b_press(self) -> None:
        pass

    def _b_release(self, inside: bool) -> None:
        pass

    def _b_click(self) -> None:
        pass


class GGButton(_ButtonBase):
    """GGButton(path): sprites path_0 (up) and path_1 (pressed); GGButton(path, True) adds path_2 (mouse over)."""

    def __init__(self, path: str, rollover: bool = False) -> None:
        Actor.__init__(self, path, 3 if rollover else 2)
        self._b_rollover = bool(rollover)
        self._b_init()

    def addButtonListener(self, listener: Any) -> None:
        self._b_listeners.append(listener)
        self._b_register()

    def _b_over(self, inside: bool) -> None:
        if self._b_rollover and not self._b_pressed:
            self.show(2 if inside else 0)

    def _b_press(self) -> None:
        self.show(1)

    def _b_release(self, inside: bool) -> None:
        self.show(2 if (self._b_rollover and inside) else 0)


class GGToggleButton(_ButtonBase):
    """GGToggleButton(path[, isToggled]): path_0 off, path_1 on; each click toggles."""

    def __init__(self, path: str, toggled: bool = False) -> None:
        Actor.__init__(self, path, 2)
        self._b_toggled = bool(toggled)
        self.show(1 if toggled else 0)
        self._b_init()
        self._b_toggle_listeners: list[Any] = []

    def addToggleButtonListener(self, listener: Any) -> None:
        self._b_toggle_listeners.append(listener)
        self._b_register()

    addButtonListener = addToggleButtonListener

    def isToggled(self) -> bool:
        return self._b_toggled

    def setToggled(self, toggled: bool) -> None:
        self._b_toggled = bool(toggled)
        self.show(1 if toggled else 0)

    def _b_click(self) -> None:
        self.setToggled(not self._b_toggled)
        for listener in list(self._b_toggle_listeners):
            target = getattr(listener, "buttonToggled", None)
            if target is not None:
                target(self, self._b_toggled)


def _labelled(text: str, text_color: Color, bg_color: Color, radio: bool) -> list[Picture]:
    """Two pictures (off, on) of a check box or radio button followed by its text."""
    face = face_of(Font("SansSerif", Font.PLAIN, 12))
    text_w = int(text_length(face, text)) + 1 if text else 0
    box, gap, height = 13, 4, 17
    pictures = []
    for on in (False, True):
        picture = pic.new((box + gap + text_w + 2, height), bg_color.rgba)
        draw = pic.drawer(picture)
        top = (height - box) // 2
        frame = [1, top, box, top + box - 1]
        if radio:
            draw.ellipse(frame, fill=(255, 255, 255, 255), outline=(80, 80, 80, 255))
            if on:
                draw.ellipse([4, top + 3, box - 3, top + box - 4], fill=(0, 0, 0, 255))
        else:
            draw.rectangle(frame, fill=(255, 255, 255, 255), outline=(80, 80, 80, 255))
            if on:
                draw.line([(3, top + 6), (6, top + 9), (box - 2, top + 2)], fill=(0, 0, 0, 255), width=2)
        if text:
            draw_text(draw, (box + gap, height // 2), text, text_color.rgba, face, "lm")
        pictures.append(picture)
    return pictures


class GGCheckButton(_ButtonBase):
    """GGCheckButton(text[, textColor, bgColor, isChecked]): a check box with a label."""

    def __init__(self, text: str = "", text_color: Color | None = None, bg_color: Color | None = None,
                 checked: bool = False) -> None:
        off, on = _labelled(str(text), text_color or Color(0, 0, 0), bg_color or Color(255, 255, 255, 0), False)
        Actor.__init__(self, off, on)
        self._b_checked = bool(checked)
        self.show(1 if checked else 0)
        self._b_init()
        self._b_check_listeners: list[Any] = []

    def addCheckButtonListener(self, listener: Any) -> None:
        self._b_check_listeners.append(listener)
        self._b_register()

    addButtonListener = addCheckButtonListener

    def isChecked(self) -> bool:
        return self._b_checked

    def setChecked(self, checked: bool) -> None:
        self._b_checked = bool(checked)
        self.show(1 if checked else 0)

    def _b_click(self) -> None:
        self.setChecked(not self._b_checked)
        for listener in list(self._b_check_listeners):
            target = getattr(listener, "buttonChecked", None)
            if target is not None:
                target(self, self._b_checked)


class GGRadioButton(_ButtonBase):
    """GGRadioButton(text[, textColor, bgColor, isSelected]); put several in a GGRadioButtonGroup."""

    def __init__(self, text: str = "", text_color: Color | None = None, bg_color: Color | None = None,
                 selected: bool = False) -> None:
        off, on = _labelled(str(text), text_color or Color(0, 0, 0), bg_color or Color(255, 255, 255, 0), True)
        Actor.__init__(self, off, on)
        self._b_selected = bool(selected)
        self._b_group: GGRadioButtonGroup | None = None
        self.show(1 if selected else 0)
        self._b_init()
        self._b_radio_listeners: list[Any] = []

    def addRadioButtonListener(self, listener: Any) -> None:
        self._b_radio_listeners.append(listener)
        self._b_register()

    addButtonListener = addRadioButtonListener

    def isSelected(self) -> bool:
        return self._b_selected

    def setSelected(self, selected: bool) -> None:
        if selected and self._b_group is not None:
            self._b_group._select(self)
        else:
            self._b_set(selected)

    def _b_set(self, selected: bool) -> None:
        changed = bool(selected) != self._b_selected
        self._b_selected = bool(selected)
        self.show(1 if selected else 0)
        if changed:
            targets = list(self._b_radio_listeners)
            if self._b_group is not None:
                targets += self._b_group._listeners
            for listener in targets:
                target = getattr(listener, "buttonSelected", None)
                if target is not None:
                    target(self, self._b_selected)

    def _b_click(self) -> None:
        if not self._b_selected:
            self.setSelected(True)


class GGRadioButtonGroup:
    """Radio buttons of which at most one is selected."""

    def __init__(self, *buttons: GGRadioButton) -> None:
        self._buttons: list[GGRadioButton] = []
        self._listeners: list[Any] = []
        for button in buttons:
            self.add(button)

    def add(self, button: GGRadioButton) -> None:
        button._b_group = self
        self._buttons.append(button)
        if button.isSelected():
            self._select(button)

    def addRadioButtonListener(self, listener: Any) -> None:
        self._listeners.append(listener)

    def _select(self, chosen: GGRadioButton) -> None:
        for button in self._buttons:
            if button is not chosen and button.isSelected():
                button._b_set(False)
        chosen._b_set(True)

    def getSelectedButton(self) -> GGRadioButton | None:
        return next((b for b in self._buttons if b.isSelected()), None)

    def getButtons(self) -> list[GGRadioButton]:
        return list(self._buttons)
