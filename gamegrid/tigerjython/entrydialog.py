"""TigerJython's ``entrydialog``: a modeless dialog with entry fields the program polls.

    name = StringEntry("Name:", "Anna")
    go = ButtonEntry("Go")
    dlg = EntryDialog(EntryPane(name), EntryPane(go))
    while not dlg.isDisposed():
        if go.isTouched():
            print(name.getValue())

With a screen the dialog is a small pyglet window kept alive by gamegrid's loop (and by every poll).
Headless (``gamegrid run --headless --answers FILE``, or lines on standard input) the user's actions
come from the answer lines, shared with inputInt & co.:

    Name: = Bert        type into the entry labelled "Name:" (label case and a trailing ':' ignored)
    #2 = 40             the dialog's 2nd entry (for sliders, which have no label)
    Go                  click the button "Go" (also "[Go]"); a check box's label toggles it,
                        a radio button's label selects it
    wait 500            the user does nothing for 500 ms (of the runner's clock)
    close               close the dialog window

The dialog takes the lines meant for it when the program next asks isTouched() or isDisposed(), up
to and including the next click, and leaves the others (an inputInt answer, say) where they are;
values read after a click are those of that click. When no answer is left the user is taken to
have closed the dialog.
"""
from __future__ import annotations

import sys
from typing import Any, Optional

from gamegrid import runtime

from . import answers as _answers
from ..base.i18n import tr

__all__ = ["EntryDialog", "EntryPane", "StringEntry", "IntEntry", "LongEntry", "FloatEntry", "DoubleEntry",
           "CheckEntry", "RadioEntry", "SliderEntry", "ButtonEntry"]


def _norm_label(text: str) -> str:
    return " ".join(str(text).strip().rstrip(":").strip().lower().split())


class _Entry:
    """What all entries share: a label, a value, the touched flag, editability."""

    kind = "entry"

    def __init__(self, label: Any = "", value: Any = None) -> None:
        self._label = "" if label is None else str(label)
        self._value = value
        self._touched = False
        self._editable = True
        self._dialog: Optional[EntryDialog] = None
        self._pane: Optional[EntryPane] = None

    def _sync(self, take_answers: bool = False) -> None:
        if self._dialog is not None:
            self._dialog._sync(take_answers)

    def _changed(self) -> None:
        if self._dialog is not None:
            self._dialog._view_changed()

    def getLabel(self) -> str:
        return self._label

    def setLabel(self, label: Any) -> None:
        self._label = str(label)
        self._changed()

    def getValue(self) -> Any:
        self._sync()
        return self._value

    def setValue(self, value: Any) -> None:
        self._value = value
        self._changed()

    def isTouched(self) -> bool:
        """True once after the user changed (or clicked) this entry."""
        self._sync(take_answers=True)
        touched, self._touched = self._touched, False
        return touched

    def setEditable(self, editable: bool) -> None:
        self._editable = bool(editable)
        self._changed()

    def isEditable(self) -> bool:
        return self._editable

    # ----- what the user does (window or answer lines) --------------------------------------------------
    def _user_sets(self, text: str) -> None:
        raise ValueError(tr("{type_name} {label!r} takes no typed value",
                            type_name=type(self).__name__, label=self._label))

    def _user_clicks(self) -> None:
        raise ValueError(tr("{type_name} {label!r} is not clicked", type_name=type(self).__name__, label=self._label))

    def _display(self) -> str:
        return "" if self._value is None else str(self._value)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._label!r}, {self._value!r})"


class _TextEntry(_Entry):
    """A text field; subclasses convert what is typed."""

    kind = "text"

    def __init__(self, label: Any = "", value: Any = None) -> None:
        super().__init__(label, None)
        self._text = "" if value is None else str(value)

    def _convert(self, text: str) -> Any:
        return text

    def getValue(self) -> Any:
        self._sync()
        try:
            return self._convert(self._text.strip() if type(self) is not StringEntry else self._text)
        except ValueError:
            return None   # not a valid number (TigerJython gives None too)

    def setValue(self, value: Any) -> None:
        self._text = "" if value is None else str(value)
        self._changed()

    def _user_sets(self, text: str) -> None:
        if not self._editable:
            raise ValueError(tr("the entry {label!r} is not editable", label=self._label))
        self._text = text
        self._touched = True
        self._changed()

    def _display(self) -> str:
        return self._text


class StringEntry(_TextEntry):
    """StringEntry(label[, text]): getValue() is the text."""


class IntEntry(_TextEntry):
    """IntEntry(label[, value]): getValue() is an int, or None when the text is not a whole number."""

    def _convert(self, text: str) -> int:
        return int(text)


LongEntry = IntEntry
"""LongEntry(label[, value]): the same as IntEntry (Java's long is Python's int)."""


class FloatEntry(_TextEntry):
    """FloatEntry(label[, value]): getValue() is a float (a decimal comma is accepted), or None."""

    def _convert(self, text: str) -> float:
        return float(text.replace(",", ".") if text.count(",") == 1 and "." not in text else text)


DoubleEntry = FloatEntry
"""DoubleEntry(label[, value]): the same as FloatEntry."""


class CheckEntry(_Entry):
    """CheckEntry(label[, checked]): getValue() is True when ticked."""

    kind = "check"

    def __init__(self, label: Any = "", checked: bool = False) -> None:
        super().__init__(label, bool(checked))

    def setValue(self, value: Any) -> None:
        super().setValue(bool(value))

    def _user_sets(self, text: str) -> None:
        word = text.strip().lower()
        if word not in _YES | _NO:
            raise ValueError(tr("{text!r} is not true/false for the check box {label!r}",
                                text=text, label=self._label))
        self._value = word in _YES
        self._touched = True
        self._changed()

    def _user_clicks(self) -> None:
        if self._editable:
            self._value = not self._value
            self._touched = True
            self._changed()


class RadioEntry(_Entry):
    """RadioEntry(label[, selected]): one radio button of its EntryPane is selected at a time."""

    kind = "radio"

    def __init__(self, label: Any = "", selected: bool = False) -> None:
        super().__init__(label, bool(selected))

    def setValue(self, value: Any) -> None:
        if value:
            self._select()
        else:
            self._value = False
        self._changed()

    def _select(self) -> None:
        group = self._pane._entries if self._pane is not None else [self]
        for other in group:
            if isinstance(other, RadioEntry) and other is not self:
                other._value = False
        self._value = True

    def _user_sets(self, text: str) -> None:
        if text.strip().lower() in _YES:
            self._user_clicks()
        else:
            raise ValueError(tr("a radio button is selected by its label; {text!r} cannot unselect it", text=text))

    def _user_clicks(self) -> None:
        if self._editable and not self._value:
            self._select()
            self._touched = True
            self._changed()


class SliderEntry(_Entry):
    """SliderEntry(min, max, init, majorSpacing, minorSpacing): getValue() is an int in min..max."""

    kind = "slider"

    def __init__(self, minValue: int = 0, maxValue: int = 100, initValue: int | None = None,
                 majorSpacing: int = 10, minorSpacing: int = 1, label: Any = "") -> None:
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (minValue, maxValue)) \
                or minValue >= maxValue:
            raise ValueError(tr("SliderEntry(min, max, init, majorSpacing, minorSpacing): min must be a number "
                                "below max, got {minValue!r}, {maxValue!r}.", minValue=minValue, maxValue=maxValue))
        self._min, self._max = int(minValue), int(maxValue)
        self._major, self._minor = majorSpacing, minorSpacing
        start = self._min if initValue is None else initValue
        super().__init__(label, self._clamp(start))

    def _clamp(self, value: Any) -> int:
        return max(self._min, min(self._max, int(round(float(value)))))

    def getMin(self) -> int:
        return self._min

    def getMax(self) -> int:
        return self._max

    def setValue(self, value: Any) -> None:
        super().setValue(self._clamp(value))

    def _user_sets(self, text: str) -> None:
        value = self._clamp(float(text.strip().replace(",", ".")))
        if value != self._value:
            self._value = value
            self._touched = True
            self._changed()


class ButtonEntry(_Entry):
    """ButtonEntry(label): isTouched() is True once after each click."""

    kind = "button"

    def __init__(self, label: Any = "OK") -> None:
        super().__init__(label, None)

    def _user_clicks(self) -> None:
        if self._editable:
            self._touched = True

    def getValue(self) -> Any:
        return self._label


class EntryPane:
    """EntryPane([title,] entry, entry, ...): a group of entries (radio buttons are exclusive in it)."""

    def __init__(self, *entries: Any) -> None:
        items = list(entries)
        self._title = items.pop(0) if items and isinstance(items[0], str) else None
        for entry in items:
            if not isinstance(entry, _Entry):
                raise TypeError(tr("EntryPane() takes entries (StringEntry, ButtonEntry, ...), got {entry!r}.",
                                   entry=entry))
            entry._pane = self
        self._entries: list[_Entry] = items

    def getEntries(self) -> list[_Entry]:
        return list(self._entries)

    def getTitle(self) -> Optional[str]:
        return self._title


HOLD_S = 1.0          # seconds an unread click holds back the next answer lines
STUCK_NOTE_S = 5.0    # seconds of polling on a line that is not for the dialog before saying so
_YES = {"yes", "y", "true", "1", "on", "ja", "j", "oui", "checked", "x"}
_NO = {"no", "n", "false", "0", "off", "nein", "non", "unchecked", ""}


class EntryDialog:
    """EntryDialog([ulx, uly,] pane, pane, ...): shown at once; the program polls its entries."""

    def __init__(self, *args: Any) -> None:
        items = list(args)
        self._position: Optional[tuple[int, int]] = None
        if len(items) >= 2 and all(isinstance(v, int) and not isinstance(v, bool) for v in items[:2]):
            self._position = (items[0], items[1])
            items = items[2:]
        for pane in items:
            if not isinstance(pane, EntryPane):
                raise TypeError(tr("EntryDialog() takes EntryPane objects (optionally after ulx, uly), got {pane!r}.",
                                   pane=pane))
        self._panes: list[EntryPane] = items
        self._title = "Entry Dialog"
        self._disposed = False
        self._wait_until: Optional[float] = None
        self._held_since: Optional[float] = None    # a click the program has not read yet
        self._stuck: Optional[tuple[str, float]] = None   # (line not for us, since when)
        self._announced = False
        self._window: Any = None
        for entry in self._all_entries():
            entry._dialog = self
        self.show()

    def _all_entries(self) -> list[_Entry]:
        return [entry for pane in self._panes for entry in pane._entries]

    # ----- the TigerJython methods -------------------------------------------------------------------------
    def show(self) -> None:
        if self._disposed or self._window is not None:
            return
        if _answers.use_window():
            from ..view.entry_dialog_window import EntryDialogWindow
            self._window = EntryDialogWindow(self, runtime.current().pumps)

    def setTitle(self, title: Any) -> None:
        self._title = str(title)
        self._view_changed()

    def getTitle(self) -> str:
        return self._title

    def dispose(self) -> None:
        if self._disposed:
            return
        self._disposed = True
        if self._window is not None:
            self._window.close()
            self._window = None

    def isDisposed(self) -> bool:
        self._sync(take_answers=True)
        return self._disposed

    def getPanes(self) -> list[EntryPane]:
        return list(self._panes)

    # ----- keeping up with the user ---------------------------------------------------------------------------
    def _view_changed(self) -> None:
        if self._window is not None:
            self._window.changed()

    def _sync(self, take_answers: bool) -> None:
        """First take what the user did: window events, or (headless) answer lines, which are taken
        only when the program asks isTouched() or isDisposed(), so getValue() after a click still
        sees the values of that click."""
        if self._disposed:
            return
        runtime.note_poll()   # a polling loop lets (virtual) time and the game window go on
        if self._window is not None:
            self._window.pump()
        elif take_answers:
            self._take_answers()

    def _describe(self) -> str:
        parts = []
        for index, entry in enumerate(self._all_entries(), start=1):
            name = entry._label or f"#{index}"
            parts.append(f"[{name}]" if entry.kind == "button" else f"{name} = {entry._display()}")
        return f'Dialog "{self._title}": ' + "; ".join(parts)

    def _take_answers(self) -> None:
        now = runtime.current().now()
        if self._wait_until is not None:
            if now < self._wait_until - 1e-9:
                return
            self._wait_until = None
        if self._held_since is not None:
            # After a click the program reads the entries before the next lines change them; a button
            # it never asks about holds the answers back for one second at most.
            clicked = any(e._touched for e in self._all_entries() if e.kind == "button")
            if clicked and now - self._held_since < HOLD_S:
                return
            self._held_since = None
        prompt = "" if self._announced else self._describe() + "\n>"
        self._announced = True
        while not self._disposed:
            line = _answers.peek_answer(prompt)
            prompt = ">" if not _answers.has_answer_source() else ""
            if line is None:
                print(tr('entrydialog: no answers left for the dialog "{title}"; it is closed, as if by its close '
                         "button.", title=self._title), file=sys.stderr)
                self.dispose()
                return
            action = self._action_for(line)
            if action is None:
                self._note_stuck(line, now)
                return   # not meant for this dialog (a later inputInt, another dialog ...)
            _answers.take_answer()
            self._stuck = None
            print(f"[{self._title}] {line.strip()}")
            kind, entry, value = action
            if kind == "wait":
                self._wait_until = now + value / 1000.0
                return
            if kind == "close":
                self.dispose()
                return
            try:
                entry._user_sets(value) if kind == "set" else entry._user_clicks()
            except ValueError as exc:
                print(tr("entrydialog: answer {value!r} ignored: {exc}.",
                         value=line.strip(), exc=exc), file=sys.stderr)
                continue
            if kind == "click" and entry.kind == "button":
                self._held_since = now
                return

    def _note_stuck(self, line: str, now: float) -> None:
        """Say once when the program keeps polling this dialog but the next line is for something else."""
        if self._stuck is None or self._stuck[0] != line:
            self._stuck = (line, now)
        elif now - self._stuck[1] >= STUCK_NOTE_S:
            print(tr('entrydialog: the dialog "{title}" waits, but the next answer {value!r} is not for it (no '
                     "entry or button of that name).", title=self._title, value=line.strip()), file=sys.stderr)
            self._stuck = (line, float("inf"))

    def _find(self, name: str) -> Optional[_Entry]:
        entries = self._all_entries()
        if name.startswith("#") and name[1:].isdigit():
            index = int(name[1:]) - 1
            return entries[index] if 0 <= index < len(entries) else None
        key = _norm_label(name)
        for entry in entries:
            if entry._label and _norm_label(entry._label) == key:
                return entry
        # EntryPane("Mass (g)", SliderEntry(...)): the pane's title is the only name its one entry has
        for pane in self._panes:
            unlabelled = [entry for entry in pane._entries if not entry._label]
            if pane._title and len(pane._entries) == 1 and unlabelled and _norm_label(pane._title) == key:
                return unlabelled[0]
        return None

    def _action_for(self, line: str) -> Optional[tuple[str, Any, Any]]:
        text = line.strip()
        if text.startswith("[") and text.endswith("]"):
            text = text[1:-1].strip()
        if "=" in text:
            name, _, value = text.partition("=")
            entry = self._find(name.strip())
            return None if entry is None else ("set", entry, value.strip())
        entry = self._find(text)
        if entry is not None and entry.kind in ("button", "check", "radio"):
            return ("click", entry, None)
        words = text.lower().split()
        if words == ["close"]:
            return ("close", None, None)
        if len(words) == 2 and words[0] == "wait":
            try:
                return ("wait", None, max(0.0, float(words[1])))
            except ValueError:
                return None
        return None

    def __repr__(self) -> str:
        return f"<EntryDialog {self._title!r}{' (disposed)' if self._disposed else ''}>"
