"""TigerJython's ``gpanel``: a graphics window with its own coordinate system (``from gpanel import *``).

The window itself is gamegrid/tigerjython/gpanel_window.py (a GameGrid of 1-pixel cells drawn in user
coordinates). Here are the module functions scripts call: each forwards to the one current GPanel, as
gamegrid's do to the current GameGrid.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from gamegrid import runtime
from ..java.awt import Color, Font, Point
from ..model.bitmap import GGBitmap, _pillow
from ..model.errors import WindowNotInitialized
from ..runtime.forwarding import forwarder
from ..model.unsupported import NotSupportedError, unsupported_function
from ..java.x11colors import X11Color, getRandomX11Color, makeColor

from . import gpanel_window
from .gpanel_window import GPanel, Size, dividing_point as getDividingPoint
from ..i18n import N_, tr



def _panel(function_name: str) -> GPanel:
    panel = gpanel_window.current
    if panel is None or panel._grid is not runtime.current().grid:
        raise WindowNotInitialized(
            tr('{function_name}() needs the graphics window, but there is none yet. Use "makeGPanel()" to create '
               "the graphics window before calling GPanel methods.", function_name=function_name))
    return panel


def makeGPanel(*args: Any, **kwargs: Any) -> GPanel:
    """The graphics window: makeGPanel(), makeGPanel(xmin, xmax, ymin, ymax), makeGPanel(Size(w, h))."""
    return GPanel(*args, **kwargs)


_FORWARDED = (
    "window", "setUserCoords", "title", "setTitle", "getWindow", "dispose", "keep", "visible",
    "addStatusBar", "setStatusText", "showStatusBar", "windowPosition", "windowCenter", "windowSize",
    "resizable", "enableRepaint", "repaint",
    "toPixelX", "toPixelY", "toPixelWidth", "toPixelHeight", "toPixel", "toWindowX", "toWindowY",
    "toWindowWidth", "toWindowHeight", "toWindow", "toUserX", "toUserY", "toUserWidth", "toUserHeight",
    "toUser",
    "setColor", "setPenColor", "getColor", "lineWidth", "setPenSize", "getLineWidth", "font", "bgColor",
    "setBgColor", "getBgColor", "clear", "erase", "setXORMode", "setPaintMode",
    "move", "pos", "getPos", "getPosX", "getPosY", "draw", "lineto", "lineTo", "rlineto", "line", "point",
    "arrow", "doubleArrow", "circle", "fillCircle", "ellipse", "fillEllipse", "rectangle", "fillRectangle",
    "triangle", "fillTriangle", "polygon", "fillPolygon", "arc", "fillArc", "quadraticBezier", "cubicBezier",
    "fill", "text", "image", "imageWidth", "imageHeight", "getPixelColor", "getPixelColorStr", "getBitmap",
    "storeGraphics", "saveGraphics", "recallGraphics", "restoreGraphics", "clearStore", "drawGrid",
    "getKeyCode", "getKey", "getKeyCodeWait", "getKeyWait", "kbhit", "isKeyPressed", "getModifiers",
    "getModifiersText", "getKeyModifiers", "isLeftMouseButton", "isRightMouseButton",
)


for _name in _FORWARDED:
    globals()[_name] = forwarder(GPanel, _name, _panel, __name__)
del _name


def isDisposed() -> bool:
    """True once the window was closed (or before makeGPanel(): there is no window)."""
    runtime.note_poll()
    panel = gpanel_window.current
    return panel is None or panel._grid is not runtime.current().grid or panel._grid.isDisposed()


def delay(ms: float) -> None:
    """Wait ms milliseconds; the window stays alive and callbacks run."""
    runtime.delay(ms)


def getImage(path: str) -> GGBitmap:
    """A picture file as a bitmap (getWidth, getHeight, getPixelColor(x, y), setPixelColor ...)."""
    picture = _pillow(path)
    bitmap = GGBitmap(picture.width, picture.height)
    bitmap.drawImage(picture, 0, 0)
    return bitmap


def getScreenWidth() -> int:
    """The width of the screen in pixels."""
    return _screen_size()[0]


def getScreenHeight() -> int:
    """The height of the screen in pixels."""
    return _screen_size()[1]


def _screen_size() -> tuple[int, int]:
    if runtime.current().settings.headless:
        return 1920, 1080
    from ..view.display import screen_size
    return screen_size() or (1920, 1080)   # no display: a common size


def putSleep() -> None:
    """Wait (the window stays alive) until a callback calls wakeUp() or the window is closed."""
    from ..model.monitor import Monitor
    Monitor.putSleep()


def wakeUp() -> None:
    """Let the program go on after putSleep()."""
    from ..model.monitor import Monitor
    Monitor.wakeUp()


def linfit(xs: Sequence[float], ys: Sequence[float]) -> tuple[float, float]:
    """Least-squares line y = a*x + b through the data: returns (a, b)."""
    n = len(xs)
    if n < 2 or n != len(ys):
        raise ValueError(tr("linfit(X, Y) needs two lists of the same length with at least two values."))
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        raise ValueError(tr("linfit(X, Y): all x values are equal; no line fits."))
    a = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    return a, my - a * mx


def _register(name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """Register the function as callback `name` of the current (or next) window."""
    if gpanel_window.pending[0] is not runtime.current():
        gpanel_window.pending = (runtime.current(), {})
    gpanel_window.pending[1][name] = function
    panel = gpanel_window.current
    if panel is not None and panel._grid is runtime.current().grid:
        panel._callbacks[name] = function
        panel._grid._callbacks.update(panel._grid_callbacks())
    return function


# The decorators, written out so that editors show what each one does.
def onMousePressed(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when a mouse button is pressed; it gets x, y (in user coordinates).

    - function: the function (written under @onMousePressed)
    """
    return _register("mousePressed", function)


def onMouseReleased(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when a mouse button is released; it gets x, y (in user coordinates).

    - function: the function (written under @onMouseReleased)
    """
    return _register("mouseReleased", function)


def onMouseClicked(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the mouse is clicked; it gets x, y (in user coordinates).

    - function: the function (written under @onMouseClicked)
    """
    return _register("mouseClicked", function)


def onMouseDragged(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the mouse moves with a button held; it gets x, y (in user coordinates).

    - function: the function (written under @onMouseDragged)
    """
    return _register("mouseDragged", function)


def onMouseMoved(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the mouse moves; it gets x, y (in user coordinates).

    - function: the function (written under @onMouseMoved)
    """
    return _register("mouseMoved", function)


def onMouseEntered(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the mouse comes into the window; it gets x, y (in user coordinates).

    - function: the function (written under @onMouseEntered)
    """
    return _register("mouseEntered", function)


def onMouseExited(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the mouse leaves the window; it gets x, y (in user coordinates).

    - function: the function (written under @onMouseExited)
    """
    return _register("mouseExited", function)


def onMouseSingleClicked(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the mouse is clicked once (not twice); it gets x, y (in user coordinates).

    - function: the function (written under @onMouseSingleClicked)
    """
    return _register("mouseSingleClicked", function)


def onMouseDoubleClicked(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the mouse is double-clicked; it gets x, y (in user coordinates).

    - function: the function (written under @onMouseDoubleClicked)
    """
    return _register("mouseDoubleClicked", function)


def onKeyPressed(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when a key is pressed; it gets the key's code.

    - function: the function (written under @onKeyPressed)
    """
    return _register("keyPressed", function)


def onKeyReleased(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when a key is released; it gets the key's code.

    - function: the function (written under @onKeyReleased)
    """
    return _register("keyReleased", function)


def onCloseClicked(function: Callable[..., Any]) -> Callable[..., Any]:
    """Decorator: call the function below when the close button is clicked; it gets nothing.

    - function: the function (written under @onCloseClicked)
    """
    return _register("closeClicked", function)

GBitmap = GGBitmap


printerPlot = unsupported_function("printerPlot", N_("there is no printer access"),
                        N_("save the picture with getBitmap() and GBitmap.writeImage(bitmap, \"plot.png\", \"png\"), "
                        "or run with --screenshot plot.png, and print the file"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
printScreen = unsupported_function("printScreen", N_("there is no printer access"),
                        N_("run with --screenshot picture.png and print the file"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
addComponent = unsupported_function("addComponent", N_("Java Swing components cannot be put into the window"),
                         N_("use an entrydialog (from entrydialog import *) beside the window"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""
showSimulationBar = unsupported_function("showSimulationBar", N_("the Swing simulation bar is not available"),
                              N_("use an entrydialog with ButtonEntry(\"Start\") and ButtonEntry(\"Pause\"), "
                              "or keys (getKeyCode())"))
"""Not supported by gamegrid for CPython: using it stops with a message that says what to use instead."""

__all__ = ["GPanel", "Size", "makeGPanel", "isDisposed", "delay", "getDividingPoint", "getImage",
           "getScreenWidth", "getScreenHeight", "putSleep", "wakeUp", "linfit", "makeColor",
           "getRandomX11Color", "X11Color", "Color", "Font", "Point", "GBitmap", "onMousePressed",
           "onMouseReleased", "onMouseClicked", "onMouseDragged", "onMouseMoved", "onMouseEntered",
           "onMouseExited", "onMouseSingleClicked", "onMouseDoubleClicked", "onKeyPressed", "onKeyReleased",
           "onCloseClicked", "NotSupportedError", "printerPlot", "printScreen", "addComponent",
           "showSimulationBar", *_FORWARDED]
