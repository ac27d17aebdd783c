"""TigerJython's ``gpanel``: a graphics window with its own coordinate system (``from gpanel import *``).

The window itself is gamegrid/tigerjython/gpanel_window.py (a GameGrid of 1-pixel cells drawn in user
coordinates). Here are the module functions scripts call: each forwards to the one current GPanel, as
gamegrid's do to the current GameGrid.
"""
from __future__ import annotations

import io
import math
import os
import threading
from math import atan2
from sys import exit
from typing import Any, Callable, Sequence

from gamegrid import runtime
from ..java.awt import Color, Font, Point
from ..model.bitmap import GGBitmap, _picture
from ..model import picture as pic
from ..model.errors import WindowNotInitialized
from ..runtime.forwarding import forwarder
from ..model.unsupported import NotSupportedError, unsupported_function
from ..java.x11colors import X11Color, getRandomX11Color, makeColor
from ..java.javatypes import Double
from ..model.monitor import Monitor
from .color_chooser import askColor
from .entrydialog import (ButtonEntry, CheckEntry, DoubleEntry, EntryDialog, EntryPane, FloatEntry, IntEntry,
                          LongEntry, RadioEntry, SliderEntry, StringEntry)

from . import gpanel_window
from .gpanel_window import GPanel, Size, dividing_point as getDividingPoint
from ..base.i18n import N_, tr



def _panel(function_name: str) -> GPanel:
    panel = gpanel_window.current
    if panel is None or not _made_here(panel):
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
    return panel is None or not _made_here(panel) or panel._grid.isDisposed()


def _made_here(panel: GPanel) -> bool:
    """The panel was made in this run (beside a game window or not; gamegrid/runtime/windows.py)."""
    return any(made is panel._grid for made in runtime.current().windows.made)


def delay(ms: float) -> None:
    """Wait ms milliseconds; the window stays alive and callbacks run."""
    runtime.delay(ms)


def getImage(path: str) -> GGBitmap:
    """A picture file as a bitmap (getWidth, getHeight, getPixelColor(x, y), setPixelColor ...)."""
    picture = _picture(path)
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

class GBitmap(GGBitmap):
    """ch.aplu.util.GBitmap: a picture to draw on pixel by pixel (GBitmap(width, height)), with the static
    helpers gpanel's image lessons use. Every picture argument may be a bitmap, a picture from
    getImage() or a file path."""

    @staticmethod
    def crop(source: Any, x1: int, y1: int, x2: int, y2: int) -> "GBitmap":
        """The part from (x1, y1) (upper left) to (x2, y2) (lower right), in the picture's pixels."""
        left, right = sorted((_whole(x1, "crop()"), _whole(x2, "crop()")))
        top, bottom = sorted((_whole(y1, "crop()"), _whole(y2, "crop()")))
        return _bitmap_of(_picture(source).crop((left, top, right, bottom)))

    @staticmethod
    def paste(source: Any, replacement: Any, x: int, y: int) -> "GBitmap":
        """A copy of source with replacement put in with its upper left corner at (x, y)."""
        picture = _picture(source).copy()
        pic.paste(picture, _picture(replacement), (_whole(x, "paste()"), _whole(y, "paste()")))
        return _bitmap_of(picture)

    @staticmethod
    def scale(source: Any, factor: float, angle: float = 0.0) -> "GBitmap":
        """Zoomed by factor and turned by angle degrees."""
        return _bitmap_of(_picture(GGBitmap.getScaledImage(source, factor, angle)))

    @staticmethod
    def save(source: Any, filename: str, kind: str = "png") -> bool:
        """Write the picture to a file ("png", "jpg", "gif", "bmp"); True if that worked."""
        return GGBitmap.writeImage(source, filename, kind)

    @staticmethod
    def getImage(path: str) -> "GBitmap":   # type: ignore[override]
        """The picture file as a bitmap."""
        return _bitmap_of(_picture(path))

    @staticmethod
    def readImage(data: bytes) -> "GBitmap | None":
        """A picture from the bytes of a picture file (JPEG, PNG ...); None if they are not one."""
        try:
            return _bitmap_of(pic.from_encoded(bytes(data)))
        except (OSError, ValueError, TypeError):
            return None

    @staticmethod
    def getByteArray(source: Any, kind: str = "png") -> bytes:
        """The bytes of the picture as a file of this kind ("png", "jpg" ...)."""
        out = io.BytesIO()
        pic.save(_picture(source), out, kind)
        return out.getvalue()


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(tr("{what} takes pixel coordinates (numbers), got {value!r}.", what=what, value=value))
    return int(value)


def _bitmap_of(picture: Any) -> GBitmap:
    bitmap = GBitmap(picture.width, picture.height)
    bitmap.drawImage(picture, 0, 0)
    return bitmap


# TigerJython's gpanel also has the static GBitmap helpers as functions.
def save(source: Any, filename: str, kind: str = "png") -> bool:
    """Write a picture to a file: save(bitmap, "pic.png", "png"); True if that worked."""
    return GBitmap.save(source, os.path.abspath(filename), kind)


def crop(source: Any, x1: int, y1: int, x2: int, y2: int) -> GBitmap:
    """The part of a picture from (x1, y1) (upper left) to (x2, y2) (lower right), in pixels."""
    return GBitmap.crop(source, x1, y1, x2, y2)


def paste(source: Any, replacement: Any, x: int, y: int) -> GBitmap:
    """A copy of a picture with another put in at pixel (x, y)."""
    return GBitmap.paste(source, replacement, x, y)


def scale(source: Any, factor: float, angle: float = 0.0) -> GBitmap:
    """A picture zoomed by factor and turned by angle degrees."""
    return GBitmap.scale(source, factor, angle)


def readImage(data: bytes) -> GBitmap | None:
    """A picture from the bytes of a picture file."""
    return GBitmap.readImage(data)


def imageToString(source: Any, kind: str = "png") -> bytes:
    """The bytes of a picture as a file of this kind."""
    return GBitmap.getByteArray(source, kind)


def saveData(data: bytes, filename: str) -> None:
    """Write bytes (from imageToString()) to a file."""
    with open(filename, "wb") as file:
        file.write(bytes(data))


def floodFill(source: Any, x: int, y: int, old_color: Any, new_color: Any) -> GBitmap:
    """A copy of a picture with the area of old_color around pixel (x, y) filled with new_color."""
    filled = GGBitmap.floodFill(source, Point(_whole(x, "floodFill()"), _whole(y, "floodFill()")),
                                makeColor(old_color), makeColor(new_color))
    return _bitmap_of(_picture(filled))


def setTransparency(source: Any, factor: float) -> GBitmap:
    """A copy of a picture with its opacity multiplied by factor (0 transparent .. 1 unchanged)."""
    return _bitmap_of(_picture(GGBitmap.setTransparency(source, factor)))


def drawPanelGrid(panel: GPanel, *args: Any) -> None:
    """drawGrid(...) in the given GPanel (for programs with more than one window)."""
    if not isinstance(panel, GPanel):
        raise TypeError(tr("drawPanelGrid() takes the GPanel first, then what drawGrid() takes; got {panel!r}.",
                           panel=panel))
    panel.drawGrid(*args)


def getBgColorStr() -> str:
    """The background colour as a name such as "white" (or a hex code)."""
    color = _panel("getBgColorStr").getBgColor()
    return X11Color.toColorStr(color) or "#%02x%02x%02x" % color.rgb


def createGPanel(*args: Any, **kwargs: Any) -> GPanel:
    """Deprecated in TigerJython: stops with a message that names makeGPanel()."""
    raise FunctionDeprecated(tr("'createGPanel' is deprecated. Use 'makeGPanel' instead."))


class FunctionDeprecated(Exception):
    """A function TigerJython has retired (createGPanel)."""


NO_KEY_PRESSED = 65535
"""What getKeyCode() returns when no key is waiting."""
isTigerJython = True
"""True: lets a program check that it runs with TigerJython's modules (as TigerJython's gpanel says)."""


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
           "showSimulationBar", *_FORWARDED,
           # the rest of what TigerJython's `from gpanel import *` gives: its GBitmap helpers and the modules
           # and names its gpanel.py imports itself (entrydialog's classes, math, os ...)
           "save", "crop", "paste", "scale", "readImage", "imageToString", "saveData", "floodFill",
           "setTransparency", "drawPanelGrid", "getBgColorStr", "createGPanel", "FunctionDeprecated",
           "askColor", "NO_KEY_PRESSED", "isTigerJython", "Monitor", "Double", "math", "os", "threading",
           "atan2", "exit", "EntryDialog", "EntryPane", "StringEntry", "IntEntry", "LongEntry",
           "FloatEntry", "DoubleEntry", "CheckEntry", "RadioEntry", "SliderEntry", "ButtonEntry"]
