"""The game window's properties as the model keeps them: its place on the screen, what the close button
does (ClosingMode), getFrame()'s JFrame calls, window state listeners, the status bar. Mixed into GameGrid
(WindowPropertiesMixin); the runtime shows them (model/hooks.py: move_window, window_position)."""
from __future__ import annotations

import enum
from typing import Any

from .arguments import as_int
from .hooks import runtime
from ..java.awt import Point
from .monitor import Monitor
from ..base.i18n import tr


class ClosingMode(enum.Enum):
    """What the title bar's close button does (GameGrid.ClosingMode)."""
    TerminateOnClose = 0
    AskOnClose = 1
    DisposeOnClose = 2
    NothingOnClose = 3

    def __str__(self) -> str:
        return self.name


class _CloseNothing:
    """Exit listener standing for ClosingMode.NothingOnClose: the close button is ignored."""

    def notifyExit(self) -> bool:
        return True


class _Frame:
    """What getFrame() returns: the few JFrame calls scripts make on the game window."""

    def __init__(self, grid: Any) -> None:
        self._grid = grid

    def setTitle(self, title: str) -> None:
        self._grid.setTitle(title)

    def getTitle(self) -> str:
        return self._grid.getTitle()

    def setVisible(self, visible: bool) -> None:
        self._grid.show() if visible else self._grid.hide()

    def isVisible(self) -> bool:
        return self._grid.isShown()

    def setLocation(self, x: int, y: int) -> None:
        self._grid.setPosition(x, y)

    def getLocation(self) -> Point:
        return self._grid.getPosition()

    def getSize(self):
        return self._grid.getAreaSize()

    def dispose(self) -> None:
        self._grid.dispose()

    def toFront(self) -> None:
        self._grid.activate()

    def repaint(self) -> None:
        self._grid.refresh()

    def setResizable(self, resizable: bool) -> None:
        """The game window keeps its size (as the original)."""

    def setAlwaysOnTop(self, on_top: bool) -> None:
        """Left to the window manager."""


class WindowPropertiesMixin:
    """GameGrid's window: position, closing mode, frame, window state listeners."""

    ClosingMode = ClosingMode
    TerminateOnClose = ClosingMode.TerminateOnClose
    AskOnClose = ClosingMode.AskOnClose
    DisposeOnClose = ClosingMode.DisposeOnClose
    NothingOnClose = ClosingMode.NothingOnClose
    monitor = Monitor   # the original's static GameGrid.monitor (putSleep / wakeUp)

    # ----- window --------------------------------------------------------------------------------------
    def getFrame(self) -> _Frame:
        """The window as a Java JFrame stand-in (setTitle, setLocation, getSize ... work)."""
        return _Frame(self)

    def setPosition(self, ulx: int, uly: int) -> None:
        """Move the window on the screen.

        - ulx, uly: where its top left corner goes, in pixels from the screen's top left corner
        """
        self.__dict__["_gx_position"] = (int(ulx), int(uly))
        runtime.move_window(self, int(ulx), int(uly))
        for listener in self.__dict__.get("_gx_window_listeners", []):
            target = getattr(listener, "windowMoved", None)
            if target is not None:
                runtime.call_callback(target, "windowMoved()", int(ulx), int(uly))

    def getPosition(self) -> Point:
        """Where the window's top left corner is on the screen, a Point in pixels."""
        on_screen = runtime.window_position(self)
        return Point(*(on_screen or self.__dict__.get("_gx_position", (0, 0))))

    def addWindowStateListener(self, listener: Any) -> None:
        """Call listener.windowMoved(x, y), windowIconified() ... when the window changes.

        - listener: a GGWindowStateListener
        """
        self.__dict__.setdefault("_gx_window_listeners", []).append(listener)

    @staticmethod
    def setClosingMode(mode: ClosingMode) -> None:
        """Choose what the window's close button does.

        - mode: GameGrid.ClosingMode.TerminateOnClose (end the program, the usual), DisposeOnClose (close
          only the window), AskOnClose or NothingOnClose
        """
        if not isinstance(mode, ClosingMode):
            raise TypeError(tr("setClosingMode() takes GameGrid.ClosingMode.DisposeOnClose, TerminateOnClose, "
                               "AskOnClose or NothingOnClose, got {mode!r}.", mode=mode))
        runtime.set_closing_mode(mode)   # the run's, not the class's: the next run in this process starts afresh
        grid = runtime.active_grid()
        if grid is not None:
            grid._apply_closing_mode()

    @staticmethod
    def getClosingMode() -> ClosingMode:
        """What the window's close button does, a GameGrid.ClosingMode."""
        mode = runtime.closing_mode()
        return ClosingMode.DisposeOnClose if mode is None else mode   # TigerJython's: closing disposes the window

    def _apply_closing_mode(self) -> None:
        nothing = runtime.closing_mode() is ClosingMode.NothingOnClose
        if nothing and self._exit_listener is None:
            self._exit_listener = _CloseNothing()
        elif not nothing and isinstance(self._exit_listener, _CloseNothing):
            self._exit_listener = None

    def stopGameThread(self) -> None:
        """End the simulation for good: doRun() does nothing afterwards (doStep() still works)."""
        self.doPause()
        self.__dict__["doRun"] = lambda: None

    @staticmethod
    def disposeAll() -> None:
        """Close the game window for good, as dispose() does."""
        grid = runtime.active_grid()
        if grid is not None:
            grid.dispose()

    def getStatusText(self) -> str | None:
        """The text shown in the status bar, or None."""
        return self._status_text

    # ----- the status bar --------------------------------------------------------------------------
    def addStatusBar(self, height: int) -> None:
        """Add a status bar for text below the window.

        - height: its height in pixels, e.g. 30

        Example: addStatusBar(30); setStatusText("Click a marble")
        """
        self._status_height = as_int(height, "addStatusBar()")
        self._model_changed()
        runtime.layout_changed(self)

    def setStatusText(self, text: Any, font: Any = None, color: Any = None) -> None:
        """Show text in the status bar (replaces the text shown before).

        - text: the text (a line break in it starts a new line)
        - font: a Font, e.g. Font("Arial", Font.BOLD, 16); None for the usual one
        - color: the text colour, a Color; None for black

        Example: setStatusText("Moves: " + str(moves))
        """
        if self._status_height is None:
            return
        self._status_text = str(text)
        self._status_font = font
        self._status_color = color
        self._model_changed()

    def showStatusBar(self, show: bool) -> None:
        """Show or hide the status bar.

        - show: True to show it, False to hide it
        """
        self._status_visible = bool(show)
        self._model_changed()
        runtime.layout_changed(self)


def setClosingMode(mode: ClosingMode) -> None:
    """Choose what the window's close button does (works before makeGameGrid() too).

    - mode: GameGrid.ClosingMode.TerminateOnClose (end the program, the usual), DisposeOnClose (close
      only the window), AskOnClose or NothingOnClose
    """
    WindowPropertiesMixin.setClosingMode(mode)


def getClosingMode() -> ClosingMode:
    """What the window's close button does, a GameGrid.ClosingMode."""
    return WindowPropertiesMixin.getClosingMode()
