"""The java.awt.Component / Canvas methods GameGrid inherits in the original and scripts call on it
(`gg.getWidth()` above all), plus the playground's AWT listeners (MouseListener, MouseMotionListener,
MouseWheelListener, KeyListener objects instead of makeGameGrid keywords).

Sizes are the playground canvas's: (nbHorzCells * cellSize + 1) x (nbVertCells * cellSize + 1) pixels,
as Java lays the canvas out; the whole window is getAreaSize(). Mixed into GameGrid.
"""
from __future__ import annotations

from typing import Any

from ..java.awt import Color, Dimension, Point

# AWT listener interface -> the callback names its methods have (the names makeGameGrid's keywords use)
_AWT_LISTENER_METHODS = {
    "mouse": ("mousePressed", "mouseReleased", "mouseClicked", "mouseEntered", "mouseExited"),
    "mouseMotion": ("mouseDragged", "mouseMoved"),
    "mouseWheel": ("mouseWheelMoved",),
}


class ComponentMixin:
    """Java Component methods of the playground canvas (getWidth, getSize, repaint, requestFocus ...)."""

    # ----- size and place ---------------------------------------------------------------------------
    def getWidth(self) -> int:
        """Width of the playground in pixels (nbHorzCells * cellSize + 1)."""
        return self.getNbHorzPix()   # type: ignore[attr-defined]

    def getHeight(self) -> int:
        """Height of the playground in pixels (nbVertCells * cellSize + 1)."""
        return self.getNbVertPix()   # type: ignore[attr-defined]

    def getSize(self) -> Dimension:
        return Dimension(self.getWidth(), self.getHeight())

    getPreferredSize = getMinimumSize = getMaximumSize = getSize

    def getX(self) -> int:
        """The canvas sits at the window's upper-left corner."""
        return 0

    def getY(self) -> int:
        return 0

    def getLocation(self) -> Point:
        return Point(0, 0)

    def getBounds(self) -> Any:
        from ..java.geom import Rectangle2D
        return Rectangle2D.Double(0, 0, self.getWidth(), self.getHeight())

    def getLocationOnScreen(self) -> Point:
        return self.getPosition()   # type: ignore[attr-defined]

    # ----- visibility, painting, focus --------------------------------------------------------------
    def isVisible(self) -> bool:
        return self.isShown()   # type: ignore[attr-defined]

    def setVisible(self, visible: bool) -> None:
        self.show() if visible else self.hide()   # type: ignore[attr-defined]

    isShowing = isVisible

    def repaint(self, *area: Any) -> None:
        self.refresh()   # type: ignore[attr-defined]

    update = repaint

    def validate(self) -> None:
        """Layout is fixed here; nothing to do."""

    invalidate = revalidate = doLayout = validate

    def requestFocus(self) -> None:
        self.activate()   # type: ignore[attr-defined]

    def requestFocusInWindow(self) -> bool:
        self.activate()   # type: ignore[attr-defined]
        return True

    def setFocusable(self, focusable: bool) -> None:
        """The playground always takes the keys when its window is active."""

    def isFocusable(self) -> bool:
        return True

    def hasFocus(self) -> bool:
        return self.isShown()   # type: ignore[attr-defined]

    def isFocusOwner(self) -> bool:
        return self.hasFocus()

    def setCursor(self, cursor: Any) -> None:
        """Mouse cursor shapes are left to the system here; accepted and ignored."""

    def setIgnoreRepaint(self, ignore: bool) -> None:
        """Painting is driven by the loop here; accepted and ignored."""

    def isEnabled(self) -> bool:
        return bool(getattr(self, "isMouseEnabled", lambda: True)())

    # ----- colours ----------------------------------------------------------------------------------
    def getBackground(self) -> Color:
        """Component.getBackground(): the playground's background colour (getBg() is the GGBackground)."""
        return self.getBgColor()   # type: ignore[attr-defined]

    def setBackground(self, color: Color) -> None:
        self.setBgColor(color)   # type: ignore[attr-defined]

    def getForeground(self) -> Color:
        return self.getBg().getPaintColor()   # type: ignore[attr-defined]

    def setForeground(self, color: Color) -> None:
        self.getBg().setPaintColor(color)   # type: ignore[attr-defined]

    def getGraphics(self) -> Any:
        """The Graphics2D stand-in drawing on the background (what the canvas paints under the actors)."""
        return self.getBg().getContext()   # type: ignore[attr-defined]

    # ----- AWT listener objects ---------------------------------------------------------------------
    def _register_awt_listener(self, kind: str, listener: Any) -> None:
        found = False
        for name in _AWT_LISTENER_METHODS[kind]:
            method = getattr(listener, name, None)
            if callable(method):
                self._callbacks[name] = method   # type: ignore[attr-defined]
                found = True
        if not found:
            names = ", ".join(_AWT_LISTENER_METHODS[kind])
            raise TypeError(f"add{kind[0].upper()}{kind[1:]}Listener(): the listener needs at least one of "
                            f"the methods {names} (each takes the event e), got {listener!r}.")

    def addMouseMotionListener(self, listener: Any) -> None:
        """A java.awt.event.MouseMotionListener: its mouseDragged(e) / mouseMoved(e) are called."""
        self._register_awt_listener("mouseMotion", listener)

    def addMouseWheelListener(self, listener: Any) -> None:
        self._register_awt_listener("mouseWheel", listener)

    def _remove_awt_listener(self, listener: Any) -> None:
        callbacks = self._callbacks   # type: ignore[attr-defined]
        for name, function in list(callbacks.items()):
            if getattr(function, "__self__", None) is listener:
                del callbacks[name]

    removeMouseMotionListener = removeMouseWheelListener = _remove_awt_listener


def awt_mouse_listener(grid: Any, listener: Any) -> None:
    """GameGrid.addMouseListener(listener) without a mask: a java.awt.event.MouseListener."""
    ComponentMixin._register_awt_listener(grid, "mouse", listener)
