"""The java.awt.Component / Canvas methods GameGrid inherits in the original and scripts call on it
(`gg.getWidth()` above all). The playground's AWT mouse listener objects are in mouse.py.

Sizes are the playground canvas's: (nbHorzCells * cellSize + 1) x (nbVertCells * cellSize + 1) pixels,
as Java lays the canvas out; the whole window is getAreaSize(). Mixed into GameGrid.
"""
from __future__ import annotations

from typing import Any

from ..java.awt import Color, Dimension, Point

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
        """The playground's size in pixels, a Dimension."""
        return Dimension(self.getWidth(), self.getHeight())

    # Aliases, one per line: editors show the docstring written under each name.
    getPreferredSize = getSize
    """The playground's size in pixels, a Dimension."""
    getMinimumSize = getSize
    """The playground's size in pixels, a Dimension (it cannot shrink)."""
    getMaximumSize = getSize
    """The playground's size in pixels, a Dimension (it cannot grow)."""

    def getX(self) -> int:
        """Always 0: the playground starts at the window's left edge."""
        return 0

    def getY(self) -> int:
        """Always 0: the playground starts at the window's top edge."""
        return 0

    def getLocation(self) -> Point:
        """Where the playground is in its window: Point(0, 0)."""
        return Point(0, 0)

    def getBounds(self) -> Any:
        """The playground's place and size in its window, in pixels (a Rectangle)."""
        from ..java.geom import Rectangle2D
        return Rectangle2D.Double(0, 0, self.getWidth(), self.getHeight())

    def getLocationOnScreen(self) -> Point:
        """Where the playground's top left corner is on the screen, a Point in pixels."""
        return self.getPosition()   # type: ignore[attr-defined]

    # ----- visibility, painting, focus --------------------------------------------------------------
    def isVisible(self) -> bool:
        """True while the window is visible."""
        return self.isShown()   # type: ignore[attr-defined]

    def setVisible(self, visible: bool) -> None:
        """Show or hide the window, as show() and hide() do.

        - visible: True to show it, False to hide it
        """
        self.show() if visible else self.hide()   # type: ignore[attr-defined]

    isShowing = isVisible
    """True while the window is visible on the screen."""

    def repaint(self, *area: Any) -> None:
        """Redraw the window, as refresh() does.

        - area: ignored (Java's x, y, width, height of the part to redraw)
        """
        self.refresh()   # type: ignore[attr-defined]

    update = repaint
    """Redraw the window, as refresh() does (Java's name)."""

    def validate(self) -> None:
        """Layout is fixed here; nothing to do."""

    invalidate = validate
    """Accepted for Java scripts; the layout is fixed here, so nothing happens."""
    revalidate = validate
    """Accepted for Java scripts; the layout is fixed here, so nothing happens."""
    doLayout = validate
    """Accepted for Java scripts; the layout is fixed here, so nothing happens."""

    def requestFocus(self) -> None:
        """Bring the window to the front so that it gets the keys."""
        self.activate()   # type: ignore[attr-defined]

    def requestFocusInWindow(self) -> bool:
        """Ask for the keys; True (the playground always gets them while its window is active)."""
        self.activate()   # type: ignore[attr-defined]
        return True

    def setFocusable(self, focusable: bool) -> None:
        """Accepted for Java scripts: the playground always takes the keys while its window is active.

        - focusable: ignored
        """

    def isFocusable(self) -> bool:
        """True: the playground takes the keys."""
        return True

    def hasFocus(self) -> bool:
        """True while the window is the active one (it gets the keys)."""
        return self.isShown()   # type: ignore[attr-defined]

    def isFocusOwner(self) -> bool:
        """True while the window is the active one (it gets the keys)."""
        return self.hasFocus()

    def setCursor(self, cursor: Any) -> None:
        """Mouse cursor shapes are left to the system here; accepted and ignored."""

    def setIgnoreRepaint(self, ignore: bool) -> None:
        """Accepted for Java scripts and ignored: the window is redrawn by the game loop here.

        - ignore: ignored
        """

    def isEnabled(self) -> bool:
        """True: the playground reacts to the mouse and keys."""
        return bool(getattr(self, "isMouseEnabled", lambda: True)())

    # ----- colours ----------------------------------------------------------------------------------
    def getBackground(self) -> Color:
        """Component.getBackground(): the playground's background colour (getBg() is the GGBackground)."""
        return self.getBgColor()   # type: ignore[attr-defined]

    def setBackground(self, color: Color) -> None:
        """Set the background colour, as setBgColor() does.

        - color: a Color
        """
        self.setBgColor(color)   # type: ignore[attr-defined]

    def getForeground(self) -> Color:
        """The foreground colour (Java's; not used for drawing here)."""
        return self.getBg().getPaintColor()   # type: ignore[attr-defined]

    def setForeground(self, color: Color) -> None:
        """Set the foreground colour (Java's; not used for drawing here).

        - color: a Color
        """
        self.getBg().setPaintColor(color)   # type: ignore[attr-defined]

    def getGraphics(self) -> Any:
        """The Graphics2D stand-in drawing on the background (what the canvas paints under the actors)."""
        return self.getBg().getContext()   # type: ignore[attr-defined]
