"""The GPanel window of TigerJython's ``gpanel`` module (the module API is gamegrid/tigerjython/gpanel.py).

A GPanel here is a GameGrid of 1-pixel cells, without actors, whose background (a Pillow buffer,
gamegrid/model/background.py) is drawn on in user coordinates, so the window, the runner (--headless,
--replay, --screenshot, --state) and the loop are the ones gamegrid uses. User coordinates run from
(xmin, ymin) at the bottom left to (xmax, ymax) at the top right (default 0..1, 0..1); the mapping to
pixels is the background's (GGPanel.window / toPixelX ...).

Module functions forward to the one current GPanel, as gamegrid's do to the current GameGrid. Mouse
callbacks get (x, y) in user coordinates when they take two parameters and the event when they take
one, as in TigerJython; keyPressed gets the key code.
"""
from __future__ import annotations

import inspect
import math
import time
from typing import Any, Callable, Sequence

from gamegrid import runtime
from ..java.awt import Color, Font, Point
from ..model.fonts import face_of, text_length
from ..model.bitmap import GGBitmap, _picture
from ..model import picture as pic
from ..model.picture import Picture
from ..model.grid import GameGrid
from ..java.x11colors import makeColor
from ..base.i18n import tr, trn

DEFAULT_SIZE = 501
NO_KEY = 65535
REFRESH_S = 1.0 / 60.0        # a window shows drawing progress at most this often while the script draws
MOUSE_CALLBACKS = ("mousePressed", "mouseReleased", "mouseClicked", "mouseDragged", "mouseMoved",
                   "mouseEntered", "mouseExited")
OTHER_CALLBACKS = ("mouseSingleClicked", "mouseDoubleClicked", "keyPressed", "keyReleased", "closeClicked")


class Size:
    """The window size in pixels for makeGPanel(Size(width, height))."""

    def __init__(self, width: int, height: int) -> None:
        if isinstance(width, bool) or isinstance(height, bool) or not isinstance(width, int) \
                or not isinstance(height, int) or width < 2 or height < 2:
            raise ValueError(tr("Size(width, height) takes two whole numbers of pixels (at least 2), got {width!r}, "
                                "{height!r}.", width=width, height=height))
        self.width, self.height = width, height

    def getWidth(self) -> int:
        return self.width

    def getHeight(self) -> int:
        return self.height

    def __repr__(self) -> str:
        return f"Size({self.width}, {self.height})"


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(tr("{what} must be a number, got {value!r}.", what=what, value=value))
    return float(value)


# Python 2's map(), zip() and filter() gave lists: a point made with them (`move(map(float, p))`, in a
# file that Python 3 reads as it is) is the list it was
_PY2_LISTS = (map, zip, filter)


def _point(value: Any, what: str) -> tuple[float, float]:
    """A point given as [x, y], (x, y), a complex number or an object with x, y."""
    if isinstance(value, _PY2_LISTS):
        value = list(value)
    if isinstance(value, complex):
        return value.real, value.imag
    if isinstance(value, (list, tuple)) and len(value) == 2:
        return _number(value[0], what), _number(value[1], what)
    if hasattr(value, "x") and hasattr(value, "y"):
        return _number(value.x, what), _number(value.y, what)
    raise TypeError(tr("{what} takes a point as [x, y], (x, y) or a complex number, got {value!r}.",
                       what=what, value=value))


def _points(args: Sequence[Any], count: int, what: str) -> list[tuple[float, float]]:
    """count points, given as 2*count numbers or count point values."""
    args = [list(a) if isinstance(a, _PY2_LISTS) else a for a in args]
    if len(args) == 2 * count and all(not isinstance(a, (list, tuple, complex)) for a in args):
        return [(_number(args[2 * i], what), _number(args[2 * i + 1], what)) for i in range(count)]
    if len(args) == count:
        return [_point(a, what) for a in args]
    if len(args) == 1 and isinstance(args[0], (list, tuple)) and len(args[0]) == count:
        return [_point(a, what) for a in args[0]]
    raise TypeError(trn("{what} takes one point: 2 numbers or a point [x, y]; got {given} argument(s).",
                        "{what} takes {n} points: {numbers} numbers or {n} points [x, y]; got {given} argument(s).",
                        count, what=what, numbers=2 * count, given=len(args)))


def _color(args: Sequence[Any], what: str) -> Color:
    """An X11 name ("red"), a Color, (r, g, b) or r, g, b."""
    if len(args) == 1:
        value = args[0]
        if isinstance(value, Color):
            return value
        return makeColor(value)
    if len(args) in (3, 4):
        return Color(*args)
    raise TypeError(tr('{what} takes a colour: a name such as "red", a Color or r, g, b; got {args!r}.',
                       what=what, args=args))


def _parameter_count(function: Callable[..., Any]) -> int:
    """How many positional parameters a callback takes (TigerJython looks at co_argcount)."""
    try:
        parameters = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return 2
    count = 0
    for p in parameters:
        if p.kind == p.VAR_POSITIONAL:
            return 2
        if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            count += 1
    return count


class _PlotGrid(GameGrid):
    """The GameGrid a GPanel draws in: made while a game is open, it opens beside the game's window."""
    _plot_window = True


class GPanel:
    """The graphics window: GPanel(), GPanel(xmin, xmax, ymin, ymax), GPanel(Size(w, h)[, ...])."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        global current
        size, title, coords = _panel_arguments(args)
        self._callbacks: dict[str, Callable[..., Any]] = {}
        self._last_event: Any = None
        self._pos = (0.0, 0.0)
        self._repaint = True
        self._last_refresh = 0.0
        self._stored: Picture | None = None
        if pending[0] is runtime.current():
            self._callbacks.update(pending[1])   # @onMousePressed ... written before makeGPanel()
        for name, function in kwargs.items():
            if name not in MOUSE_CALLBACKS + OTHER_CALLBACKS:
                known = ", ".join(MOUSE_CALLBACKS + OTHER_CALLBACKS)
                raise TypeError(tr("makeGPanel(): unknown keyword '{name}='. Known callbacks: {known}.",
                                   name=name, known=known))
            if not callable(function):
                raise TypeError(tr("makeGPanel(): '{name}=' needs a function, got {function!r}.",
                                   name=name, function=function))
            self._callbacks[name] = function
        grid_kwargs = self._grid_callbacks()
        earlier = current
        if earlier is not None and not earlier._grid._disposed and runtime.current().windows.owner_of(earlier._grid):
            earlier._grid.dispose()   # a second makeGPanel() replaces the first, as before
        self._grid = _PlotGrid(size[0] - 1, size[1] - 1, 1, None, None, False, **grid_kwargs)
        self._grid.setTitle(title)
        self._grid.setBgColor(Color.WHITE)
        self._bg = self._grid.getBg()
        self._bg.setPaintColor(Color.BLACK)
        self._bg.setFont(Font("SansSerif", Font.PLAIN, 12))
        self._bg.window(*coords)
        current = self
        self._grid.show()

    # ----- callbacks ----------------------------------------------------------------------------------
    def _grid_callbacks(self) -> dict[str, Callable[..., Any]]:
        """GameGrid callbacks that translate events into what gpanel callbacks expect."""
        wanted = set(self._callbacks)
        result: dict[str, Callable[..., Any]] = {}
        for name in MOUSE_CALLBACKS:
            if name in wanted:
                result[name] = self._mouse_forwarder(name)
        if "mouseSingleClicked" in wanted or "mouseDoubleClicked" in wanted:
            user_clicked = result.get("mouseClicked")

            def clicked(event: Any) -> None:
                if user_clicked is not None:
                    user_clicked(event)
                name = "mouseDoubleClicked" if event.getClickCount() == 2 else "mouseSingleClicked"
                if name in self._callbacks and event.getClickCount() <= 2:
                    self._call_mouse(name, event)
            result["mouseClicked"] = clicked
        for name in ("keyPressed", "keyReleased"):
            if name in wanted:
                result[name] = self._key_forwarder(name)
        if "closeClicked" in wanted:
            result["notifyExit"] = lambda: self._callbacks["closeClicked"]()
        return result

    def _mouse_forwarder(self, name: str) -> Callable[[Any], None]:
        def forward(event: Any) -> None:
            self._call_mouse(name, event)
        forward.__name__ = name
        return forward

    def _call_mouse(self, name: str, event: Any) -> None:
        self._last_event = event
        function = self._callbacks[name]
        count = _parameter_count(function)
        if count >= 2:
            function(self.toWindowX(event.getX()), self.toWindowY(event.getY()))
        elif count == 1:
            function(event)
        else:
            function()

    def _key_forwarder(self, name: str) -> Callable[[Any], None]:
        def forward(event: Any) -> None:
            self._last_event = event
            function = self._callbacks[name]
            function(event.getKeyCode()) if _parameter_count(function) >= 1 else function()
        forward.__name__ = name
        return forward

    # ----- showing what was drawn -----------------------------------------------------------------------
    def _done(self) -> None:
        """After a drawing call: show it, but in a window at most every REFRESH_S (drawing stays fast)."""
        if not self._repaint or runtime.current().settings.headless:
            return   # headless: nothing to show, and real-time throttling would make runs differ
        now = time.perf_counter()
        if now - self._last_refresh >= REFRESH_S:
            self._last_refresh = now
            runtime.refresh(self._grid)

    def enableRepaint(self, enable: bool) -> None:
        """enableRepaint(False): drawing goes to the buffer only, until repaint()."""
        self._repaint = bool(enable)

    def repaint(self) -> None:
        """Show what was drawn (needed after enableRepaint(False))."""
        self._last_refresh = time.perf_counter()
        runtime.refresh(self._grid)

    # ----- window ---------------------------------------------------------------------------------------
    def window(self, xmin: float, xmax: float, ymin: float, ymax: float) -> None:
        """Choose the coordinates: the window spans xmin..xmax across and ymin..ymax upwards.

        - xmin, xmax: the x at the left and right edge
        - ymin, ymax: the y at the bottom and top edge
        """
        self._bg.window(_number(xmin, "xmin"), _number(xmax, "xmax"), _number(ymin, "ymin"),
                        _number(ymax, "ymax"))

    setUserCoords = window

    def title(self, text: Any) -> None:
        """Set the text in the window's title bar.

        - text: the title
        """
        self._grid.setTitle(str(text))

    setTitle = title

    def getWindow(self) -> GameGrid:
        """The window's GameGrid (for the game functions)."""
        return self._grid

    def dispose(self) -> None:
        """Close the graphics window."""
        self._grid.dispose()

    def isDisposed(self) -> bool:
        runtime.note_poll()
        return self._grid.isDisposed()

    def delay(self, ms: float) -> None:
        runtime.delay(ms)

    def keep(self) -> None:
        """Wait until the window is closed (the CPython gpanel's way to end a program)."""
        runtime.wait_for(self._grid.isDisposed, woken=True)

    def visible(self, show: bool) -> None:
        """Show or hide the window.

        - show: True to show it, False to hide it
        """
        self._grid.show() if show else self._grid.hide()

    def addStatusBar(self, height: int) -> None:
        """Add a status bar for text below the window.

        - height: its height in pixels
        """
        self._grid.addStatusBar(height)

    def setStatusText(self, text: Any, *rest: Any) -> None:
        """Show text in the status bar.

        - text: the text
        """
        self._grid.setStatusText(text)

    def showStatusBar(self, show: bool) -> None:
        """Show or hide the status bar.

        - show: True to show it, False to hide it
        """
        self._grid.showStatusBar(show)

    def windowPosition(self, ulx: int, uly: int) -> None:
        """Put the window's top left corner (its title bar's) at a place on the screen.

        - ulx, uly: in pixels from the screen's top left corner
        """
        if any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in (ulx, uly)):
            raise TypeError(tr("windowPosition(ulx, uly) takes two numbers of pixels, got {ulx!r}, {uly!r}.",
                               ulx=ulx, uly=uly))
        self._grid.__dict__["_gx_position_of_frame"] = True   # as Java's JFrame.setLocation: the frame's corner
        self._grid.setPosition(int(ulx), int(uly))

    def windowCenter(self) -> None:
        """Accepted; the window opens centred anyway."""

    def windowSize(self, width: int, height: int) -> None:
        """Change the size of the drawing area.

        - width, height: the size in pixels
        """
        self._grid.setNbHorzCells(int(width) - 1)
        self._grid.setNbVertCells(int(height) - 1)

    def resizable(self, enable: bool) -> None:
        """Accepted; the window keeps its size (as TigerJython's default)."""

    # ----- coordinates ----------------------------------------------------------------------------------
    def toPixelX(self, x: float) -> int:
        """The pixel column of a user x coordinate.

        - x: in user coordinates
        """
        return self._bg.toPixelX(x)

    def toPixelY(self, y: float) -> int:
        """The pixel row of a user y coordinate.

        - y: in user coordinates
        """
        return self._bg.toPixelY(y)

    def toPixelWidth(self, w: float) -> int:
        """A width in user coordinates, in pixels.

        - w: the width in user coordinates
        """
        return self._bg.toPixelWidth(w)

    def toPixelHeight(self, h: float) -> int:
        """A height in user coordinates, in pixels.

        - h: the height in user coordinates
        """
        return self._bg.toPixelHeight(h)

    def toPixel(self, *args: Any) -> tuple[int, int]:
        """A point in user coordinates as pixels (px, py): toPixel(x, y) or toPixel(pt)."""
        (x, y), = _points(args, 1, "toPixel()")
        return self.toPixelX(x), self.toPixelY(y)

    # Java GPanel's "window" coordinates are the user coordinates: toWindowX(pixel) -> user x.
    def toWindowX(self, px: int) -> float:
        """The user x coordinate of a pixel column.

        - px: the column in pixels
        """
        return self._bg.toUserX(px)

    def toWindowY(self, py: int) -> float:
        """The user y coordinate of a pixel row.

        - py: the row in pixels
        """
        return self._bg.toUserY(py)

    def toWindowWidth(self, pw: float) -> float:
        """A width in pixels, in user coordinates.

        - pw: the width in pixels
        """
        return abs(self._bg.toUserX(pw) - self._bg.toUserX(0))

    def toWindowHeight(self, ph: float) -> float:
        """A height in pixels, in user coordinates.

        - ph: the height in pixels
        """
        return abs(self._bg.toUserY(ph) - self._bg.toUserY(0))

    def toWindow(self, px: int, py: int) -> list[float]:
        """A pixel as user coordinates [x, y].

        - px, py: the pixel
        """
        return [self.toWindowX(px), self.toWindowY(py)]

    # ... and its "user" coordinates are pixels: toUserX(x) -> pixel (the names are Java's).
    toUserX, toUserY, toUserWidth, toUserHeight = toPixelX, toPixelY, toPixelWidth, toPixelHeight

    def toUser(self, x: float, y: float) -> list[int]:
        """A point in user coordinates as pixels [px, py] (Java's name).

        - x, y: in user coordinates
        """
        return [self.toPixelX(x), self.toPixelY(y)]

    def _px(self, x: float, y: float) -> Point:
        return Point(self.toPixelX(x), self.toPixelY(y))

    # ----- pen ------------------------------------------------------------------------------------------
    def setColor(self, *args: Any) -> Color:
        """Pen colour; returns the previous one."""
        old = self._bg.getPaintColor()
        self._bg.setPaintColor(_color(args, "setColor()"))
        return old

    setPenColor = color = setColor

    def getColor(self) -> Color:
        """The pen colour."""
        return self._bg.getPaintColor()

    def lineWidth(self, width: float) -> int:
        """Pen width in pixels; returns the previous one."""
        old = self._bg.getLineWidth()
        self._bg.setLineWidth(max(1, int(round(_number(width, "lineWidth()")))))
        return old

    setPenSize = lineWidth

    def getLineWidth(self) -> int:
        """The pen width in pixels."""
        return self._bg.getLineWidth()

    def font(self, font: Font) -> None:
        """Choose the font for text().

        - font: a Font, e.g. Font("Arial", Font.BOLD, 20)
        """
        if not isinstance(font, Font):
            raise TypeError(tr('font() takes a Font, e.g. Font("Arial", Font.BOLD, 20), got {font!r}.', font=font))
        self._bg.setFont(font)

    def bgColor(self, *args: Any) -> None:
        """Background colour; erases the drawing (as the original)."""
        color = _color(args, "bgColor()")
        self._grid.setBgColor(Color(color.getRed(), color.getGreen(), color.getBlue()))
        self._done()

    setBgColor = bgColor

    def getBgColor(self) -> Color:
        """The background colour."""
        return self._grid.getBgColor()

    def clear(self) -> None:
        """Erase the drawing; the cursor goes to (0, 0)."""
        self._pos = (0.0, 0.0)
        self.erase()

    def erase(self) -> None:
        """Erase the drawing (the cursor stays)."""
        self._bg.clear()
        self._done()

    def setXORMode(self, *color: Any) -> None:
        """Draw in XOR mode: drawing twice in the same place erases it (optionally with a colour)."""
        self._bg.setXORMode(_color(color, "setXORMode()") if color else Color.WHITE)

    def setPaintMode(self) -> None:
        """Draw normally again (after setXORMode())."""
        self._bg.setPaintMode()

    # ----- cursor and lines -----------------------------------------------------------------------------
    def move(self, *args: Any) -> None:
        """Move the cursor without drawing: move(x, y) or move(pt), in user coordinates."""
        (self._pos,) = _points(args, 1, "move()")

    pos = move

    def getPos(self) -> list[float]:
        """The cursor's position [x, y] in user coordinates."""
        return [self._pos[0], self._pos[1]]

    def getPosX(self) -> float:
        """The cursor's x in user coordinates."""
        return self._pos[0]

    def getPosY(self) -> float:
        """The cursor's y in user coordinates."""
        return self._pos[1]

    def draw(self, *args: Any) -> None:
        """A line from the cursor to (x, y); the cursor moves there."""
        (target,) = _points(args, 1, "draw()")
        self._bg.drawLine(self._px(*self._pos), self._px(*target))
        self._pos = target
        self._done()

    lineto = lineTo = draw

    def rlineto(self, *args: Any) -> None:
        """A line from the cursor, by dx and dy: rlineto(dx, dy) or rlineto(pt); the cursor moves there."""
        (dx, dy), = _points(args, 1, "rlineto()")
        self.draw(self._pos[0] + dx, self._pos[1] + dy)

    def line(self, *args: Any) -> None:
        """line(x1, y1, x2, y2), line(pt1, pt2) or line([pt1, pt2, ...]) (a polyline)."""
        if len(args) == 1 and isinstance(args[0], (list, tuple)) and len(args[0]) > 2:
            corners = [_point(p, "line()") for p in args[0]]
        else:
            corners = _points(args, 2, "line()")
        for a, b in zip(corners, corners[1:]):
            self._bg.drawLine(self._px(*a), self._px(*b))
        self._pos = corners[-1]
        self._done()

    def point(self, *args: Any) -> None:
        """A dot at (x, y) or pt, in user coordinates (at the cursor without arguments)."""
        where = _points(args, 1, "point()")[0] if args else self._pos
        px = self._px(*where)
        if self._bg.getLineWidth() > 1:
            self._bg.fillCircle(px, self._bg.getLineWidth() // 2)
        else:
            self._bg.drawPoint(px)
        self._done()

    def getDividingPoint(self, *args: Any) -> list[float]:
        return dividing_point(*args)

    def arrow(self, *args: Any) -> None:
        """arrow(pt1, pt2[, size]) or arrow(x1, y1, x2, y2[, size]): a line with a head at pt2."""
        (a, b), size = _arrow_arguments(args, "arrow()")
        self._arrow_line(a, b, size, heads=(b,))

    def doubleArrow(self, *args: Any) -> None:
        """A line with a head at each end: doubleArrow(x1, y1, x2, y2[, size]) or doubleArrow(pt1, pt2[, size])."""
        (a, b), size = _arrow_arguments(args, "doubleArrow()")
        self._arrow_line(a, b, size, heads=(a, b))

    def _arrow_line(self, a: tuple[float, float], b: tuple[float, float], size: float,
                    heads: Sequence[tuple[float, float]]) -> None:
        pa, pb = self._px(*a), self._px(*b)
        self._bg.drawLine(pa, pb)
        for tip, tail in ((pb, pa), (pa, pb)):
            if (tip.x, tip.y) not in [(self.toPixelX(h[0]), self.toPixelY(h[1])) for h in heads]:
                continue
            angle = math.atan2(tip.y - tail.y, tip.x - tail.x)
            back = size * math.sqrt(3) / 2
            corners = [tip]
            for side in (-1, 1):
                corners.append(Point(int(round(tip.x - back * math.cos(angle) + side * size / 2 * math.sin(angle))),
                                     int(round(tip.y - back * math.sin(angle) - side * size / 2 * math.cos(angle)))))
            self._bg.fillPolygon(corners)
        self._done()

    # ----- shapes ---------------------------------------------------------------------------------------
    def _centre_and_args(self, args: Sequence[Any], wanted: int, what: str) -> tuple[tuple[float, float], list]:
        """circle(r) at the cursor, circle(x, y, r) or circle(pt, r) elsewhere (the cursor moves there)."""
        if len(args) == wanted:
            return self._pos, list(args)
        if len(args) == wanted + 1:
            self._pos = _point(args[0], what)
            return self._pos, list(args[1:])
        if len(args) == wanted + 2:
            self._pos = (_number(args[0], what), _number(args[1], what))
            return self._pos, list(args[2:])
        raise TypeError(tr("{what}: wrong number of arguments ({count}).", what=what, count=len(args)))

    def _ellipse(self, args: Sequence[Any], fill: bool, what: str, circle: bool) -> None:
        centre, sizes = self._centre_and_args(args, 1 if circle else 2, what)
        rx = self.toPixelWidth(_number(sizes[0], what))
        c = self._px(*centre)
        if circle:
            (self._bg.fillCircle if fill else self._bg.drawCircle)(c, rx)
        else:
            ry = self.toPixelHeight(_number(sizes[1], what))
            steps = max(24, min(360, (rx + ry) // 2))
            outline = [Point(int(round(c.x + rx * math.cos(math.tau * i / steps))),
                             int(round(c.y + ry * math.sin(math.tau * i / steps)))) for i in range(steps)]
            (self._bg.fillPolygon if fill else self._bg.drawPolygon)(outline)
        self._done()

    def circle(self, *args: Any) -> None:
        """A circle: circle(r) around the cursor, circle(x, y, r) or circle(pt, r); user coordinates."""
        self._ellipse(args, False, "circle()", circle=True)

    def fillCircle(self, *args: Any) -> None:
        """A filled circle: fillCircle(r) around the cursor, fillCircle(x, y, r) or fillCircle(pt, r)."""
        self._ellipse(args, True, "fillCircle()", circle=True)

    def ellipse(self, *args: Any) -> None:
        """An ellipse: ellipse(a, b) around the cursor (half axes a, b), or ellipse(x, y, a, b)."""
        self._ellipse(args, False, "ellipse()", circle=False)

    def fillEllipse(self, *args: Any) -> None:
        """A filled ellipse: fillEllipse(a, b) around the cursor, or fillEllipse(x, y, a, b)."""
        self._ellipse(args, True, "fillEllipse()", circle=False)

    def _rectangle(self, args: Sequence[Any], fill: bool, what: str) -> None:
        if len(args) == 2 and all(not isinstance(a, (list, tuple, complex)) for a in args):
            w, h = _number(args[0], what), _number(args[1], what)
            x, y = self._pos
            corners = [(x - w / 2, y - h / 2), (x + w / 2, y + h / 2)]
        else:
            corners = _points(args, 2, what)
        a, b = self._px(*corners[0]), self._px(*corners[1])
        (self._bg.fillRectangle if fill else self._bg.drawRectangle)(a, b)
        self._done()

    def rectangle(self, *args: Any) -> None:
        """rectangle(width, height) centred at the cursor, or rectangle(x1, y1, x2, y2) by its diagonal."""
        self._rectangle(args, False, "rectangle()")

    def fillRectangle(self, *args: Any) -> None:
        """A filled rectangle: fillRectangle(width, height) around the cursor, or by two corners."""
        self._rectangle(args, True, "fillRectangle()")

    def _polygon(self, corners: list[tuple[float, float]], fill: bool) -> None:
        pixels = [self._px(x, y) for x, y in corners]
        (self._bg.fillPolygon if fill else self._bg.drawPolygon)(pixels)
        self._done()

    def triangle(self, *args: Any) -> None:
        """A triangle through three points: triangle(x1, y1, x2, y2, x3, y3) or triangle(pt1, pt2, pt3)."""
        self._polygon(_points(args, 3, "triangle()"), False)

    def fillTriangle(self, *args: Any) -> None:
        """A filled triangle: fillTriangle(x1, y1, x2, y2, x3, y3) or fillTriangle(pt1, pt2, pt3)."""
        self._polygon(_points(args, 3, "fillTriangle()"), True)

    def polygon(self, *args: Any) -> None:
        """polygon([pt, pt, ...]) or polygon(xs, ys)."""
        self._polygon(_corner_list(args, "polygon()"), False)

    def fillPolygon(self, *args: Any) -> None:
        """A filled polygon: fillPolygon([pt, pt, ...]) or fillPolygon(xs, ys)."""
        self._polygon(_corner_list(args, "fillPolygon()"), True)

    def _arc(self, radius: float, start: float, extent: float, fill: bool) -> None:
        r = self.toPixelWidth(_number(radius, "arc()"))
        centre = self._px(*self._pos)
        # filled: a pie slice without the pen's outline (GGBackground.fillArc fills the arc's chord piece)
        self._bg._arc(centre, r, _number(start, "arc()"), _number(extent, "arc()"), fill, outline=not fill,
                      pie=fill)
        self._done()

    def arc(self, radius: float, start: float, extent: float) -> None:
        """Circle arc around the cursor; angles in degrees, 0 east, counter-clockwise."""
        self._arc(radius, start, extent, False)

    def fillArc(self, radius: float, start: float, extent: float) -> None:
        """A filled piece of a circle around the cursor.

        - radius: in user coordinates
        - start: where it starts, in degrees (0 = east, anticlockwise)
        - extent: how far it goes, in degrees
        """
        self._arc(radius, start, extent, True)

    def _curve(self, control: list[tuple[float, float]]) -> None:
        steps = 48
        n = len(control) - 1
        points = []
        for i in range(steps + 1):
            t = i / steps
            x = y = 0.0
            for k, (cx, cy) in enumerate(control):
                weight = math.comb(n, k) * (1 - t) ** (n - k) * t ** k
                x, y = x + weight * cx, y + weight * cy
            points.append((x, y))
        self.line(points)

    def quadraticBezier(self, *args: Any) -> None:
        """A curve from pt1 to pt3 pulled towards pt2: quadraticBezier(pt1, pt2, pt3)."""
        self._curve(_points(args, 3, "quadraticBezier()"))

    def cubicBezier(self, *args: Any) -> None:
        """A curve from pt1 to pt4 pulled towards pt2 and pt3: cubicBezier(pt1, pt2, pt3, pt4)."""
        self._curve(_points(args, 4, "cubicBezier()"))

    def fill(self, *args: Any) -> None:
        """fill(x, y, newColor) or fill(x, y, oldColor, newColor): flood fill from (x, y)."""
        if len(args) < 2:
            raise TypeError(tr("fill() takes x, y (or a point) and the new colour."))
        if isinstance(args[0], (list, tuple, complex)):
            (x, y), rest = _point(args[0], "fill()"), args[1:]
        else:
            (x, y), rest = (_number(args[0], "fill()"), _number(args[1], "fill()")), args[2:]
        if len(rest) not in (1, 2):
            raise TypeError(tr("fill() takes the new colour (optionally the old colour first)."))
        new = _color(rest[-1:], "fill()")
        px = (self.toPixelX(x), self.toPixelY(y))
        pic.flood_fill(self._bg.image, px, new.rgba)
        self._bg._changed()
        self._done()

    # ----- text and pictures ------------------------------------------------------------------------------
    def text(self, *args: Any) -> None:
        """text("s") at the cursor, text(x, y, "s") or text(pt, "s"): the baseline starts there.
        Each form may end with font, textColor, bgColor (GPanel's text(x, y, s, font, textColor,
        bgColor)): the text is drawn with them on a box of bgColor, and the current font and colour stay."""
        args = list(args)
        style: list[Any] = []
        if len(args) >= 4 and isinstance(args[-3], Font):
            style, args = args[-3:], args[:-3]
        if len(args) == 1:
            where, message = self._pos, args[0]
        elif len(args) == 2:
            where, message = _point(args[0], "text()"), args[1]
        elif len(args) == 3:
            where, message = (_number(args[0], "text()"), _number(args[1], "text()")), args[2]
        else:
            raise TypeError(tr('text() takes a text, and optionally where: text(x, y, "Hello"); at the end it may '
                               'take font, text colour and background colour: text(x, y, "Hello", '
                               'Font("Courier", Font.PLAIN, 24), "blue", "white").'))
        if style:
            self._styled_text(str(message), self._px(*where), *style)
        else:
            self._bg.drawText(str(message), self._px(*where))
        self._done()

    def _styled_text(self, message: str, at: Point, font: Font, text_color: Any, bg_color: Any) -> None:
        """Text on a box of bg_color, in its own font and colour; the pen's font and colour are kept."""
        fg, bg = _color([text_color], "text()"), _color([bg_color], "text()")
        face = face_of(font)
        ascent, descent = face.getmetrics()       # the box of Java's FontMetrics: ascent + descent high
        width = round(text_length(face, message))
        saved_font, saved_color = self._bg.getFont(), self._bg.getPaintColor()
        self._bg.setPaintColor(bg)
        self._bg.fillRectangle(Point(at.x, at.y - ascent), Point(at.x + width, at.y + descent))
        self._bg.setPaintColor(fg)
        self._bg.setFont(font)
        self._bg.drawText(message, at)
        self._bg.setFont(saved_font)
        self._bg.setPaintColor(saved_color)

    def image(self, source: Any, *where: Any) -> None:
        """A picture (path or bitmap) with its lower left corner at (x, y) (the cursor if omitted)."""
        (x, y), = _points(where, 1, "image()") if where else [self._pos]
        picture = _picture(source)
        self._bg.drawImage(picture, self.toPixelX(x), self.toPixelY(y) - picture.height + 1)
        self._done()

    def imageWidth(self, source: Any) -> int:
        """The width of a picture in pixels.

        - source: a picture file path or a bitmap
        """
        return _picture(source).width

    def imageHeight(self, source: Any) -> int:
        """The height of a picture in pixels.

        - source: a picture file path or a bitmap
        """
        return _picture(source).height

    def getPixelColor(self, *args: Any) -> Color:
        """The colour at (x, y) or pt in user coordinates (at the cursor without arguments)."""
        (x, y), = _points(args, 1, "getPixelColor()") if args else [self._pos]
        return self._bg.getColor(self._px(x, y))

    def getPixelColorStr(self, *args: Any) -> str:
        """The colour at (x, y) or pt as a name such as "red" (or a hex code)."""
        color = self.getPixelColor(*args)
        return _color_name(color.rgb) or "#%02x%02x%02x" % color.rgb

    def getBitmap(self) -> GGBitmap:
        """A copy of the drawing as a bitmap."""
        bitmap = GGBitmap(self._bg.image.width, self._bg.image.height)
        bitmap.drawImage(self._bg.image.copy(), 0, 0)
        return bitmap

    def storeGraphics(self) -> None:
        """Remember the drawing (recallGraphics() brings it back)."""
        self._stored = self._bg.image.copy()

    saveGraphics = storeGraphics

    def recallGraphics(self) -> None:
        """Bring back the drawing remembered by storeGraphics()."""
        if self._stored is not None:
            self._bg.drawImage(self._stored.copy(), 0, 0)
            self._done()

    restoreGraphics = recallGraphics

    def clearStore(self, *color: Any) -> None:
        """Make the remembered drawing empty (filled with a colour if one is given)."""
        fill = _color(color, "clearStore()") if color else self._grid.getBgColor()
        self._stored = pic.new(self._bg.image.size, fill.rgb + (255,))

    def drawGrid(self, *args: Any) -> None:
        """drawGrid(x, y), (xmin, xmax, ymin, ymax), ( ..., xticks, yticks), each optionally + colour."""
        args = list(args)
        color = args.pop() if args and isinstance(args[-1], (str, Color)) else None
        if len(args) == 2:
            xmin, xmax, ymin, ymax, nx, ny = 0, args[0], 0, args[1], 10, 10
        elif len(args) == 4:
            xmin, xmax, ymin, ymax, nx, ny = *args, 10, 10
        elif len(args) == 6:
            xmin, xmax, ymin, ymax, nx, ny = args
        else:
            raise TypeError(tr("drawGrid() takes (x, y), (xmin, xmax, ymin, ymax) or (xmin, xmax, ymin, ymax, "
                               "xticks, yticks), each optionally with a colour."))
        as_float = any(isinstance(v, float) for v in (xmin, xmax, ymin, ymax))
        saved_pos, saved_color = self._pos, self._bg.getPaintColor()
        if color is not None:
            self.setColor(color)
        for i in range(int(ny) + 1):
            y = ymin + (ymax - ymin) * i / ny
            self.line(xmin, y, xmax, y)
            self.text(xmin - 0.09 * (xmax - xmin), y, _tick_label(y, as_float))
        for k in range(int(nx) + 1):
            x = xmin + (xmax - xmin) * k / nx
            self.line(x, ymin, x, ymax)
            self.text(x, ymin - 0.05 * (ymax - ymin), _tick_label(x, as_float))
        self._pos = saved_pos
        self._bg.setPaintColor(saved_color)

    # ----- keyboard and mouse state -----------------------------------------------------------------------
    def getKeyCode(self) -> int:
        """The code of the last key pressed, or 65535 if none is waiting."""
        return self._grid.getKeyCode()

    def getKey(self) -> str:
        """The character of the last key pressed, or an empty text if none is waiting."""
        char = self._grid.getKeyChar()
        return "" if char == "\uffff" else char

    def getKeyCodeWait(self, exit_on_close: bool = False) -> int:
        """Wait until a key is pressed and return its code.

        - exit_on_close: True to end the program when the window is closed while waiting
        """
        return self._grid.getKeyCodeWait(exit_on_close)

    def getKeyWait(self, exit_on_close: bool = False) -> str:
        """Wait until a key is pressed and return its character.

        - exit_on_close: True to end the program when the window is closed while waiting
        """
        code = self._grid.getKeyCharWait(exit_on_close)
        return "" if code == NO_KEY else chr(code)

    def kbhit(self) -> bool:
        """True if a key was pressed that getKey() or getKeyCode() has not returned yet."""
        return self._grid.kbhit()

    def isKeyPressed(self, key_code: int) -> bool:
        """True while a key is held down.

        - key_code: the key, e.g. KeyEvent.VK_LEFT or 37
        """
        runtime.note_poll()
        return self._grid.isKeyPressed(key_code)

    def getModifiers(self) -> int:
        """The modifier keys (Shift, Ctrl, Alt) held with the last key, as a number."""
        return self._grid.getKeyModifiers()

    def getModifiersText(self) -> str:
        """The modifier keys held with the last key as text, e.g. "Shift"."""
        return self._grid.getKeyModifiersText()

    def getKeyModifiers(self) -> int:
        """The modifier keys (Shift, Ctrl, Alt) held with the last key, as a number."""
        return self._grid.getKeyModifiers()

    def isLeftMouseButton(self, event: Any = None) -> bool:
        """True if the last mouse event (or this one) was with the left button.

        - event: a mouse event; None for the last one
        """
        event = event or self._last_event
        return event is not None and getattr(event, "getButton", lambda: 0)() == 1

    def isRightMouseButton(self, event: Any = None) -> bool:
        """True if the last mouse event (or this one) was with the right button.

        - event: a mouse event; None for the last one
        """
        event = event or self._last_event
        return event is not None and getattr(event, "getButton", lambda: 0)() == 3

    def __repr__(self) -> str:
        return f"<GPanel {self._grid.getNbHorzPix()}x{self._grid.getNbVertPix()} px>"


def _panel_arguments(args: tuple[Any, ...]) -> tuple[tuple[int, int], str, tuple[float, ...]]:
    """(size, title, (xmin, xmax, ymin, ymax)) from makeGPanel's forms."""
    rest = list(args)
    size = (DEFAULT_SIZE, DEFAULT_SIZE)
    title = "GPanel"
    if rest and isinstance(rest[0], str):
        title = rest.pop(0)
    if rest and isinstance(rest[0], Size):
        size = (rest[0].width, rest[0].height)
        rest.pop(0)
    if not rest:
        return size, title, (0.0, 1.0, 0.0, 1.0)
    if len(rest) != 4:
        raise TypeError(tr("makeGPanel() takes no arguments, Size(width, height), xmin, xmax, ymin, ymax, or a "
                           "title first; got {args!r}.", args=args))
    coords = tuple(_number(v, tr("makeGPanel(xmin, xmax, ymin, ymax): each value")) for v in rest)
    if coords[0] == coords[1] or coords[2] == coords[3]:
        raise ValueError(tr("makeGPanel(xmin, xmax, ymin, ymax): xmin must differ from xmax and ymin from ymax."))
    return size, title, coords


def _corner_list(args: Sequence[Any], what: str) -> list[tuple[float, float]]:
    if len(args) == 2 and all(isinstance(a, (list, tuple)) for a in args) and args[0] \
            and not isinstance(args[0][0], (list, tuple, complex)):
        return [(_number(x, what), _number(y, what)) for x, y in zip(args[0], args[1])]
    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        return [_point(p, what) for p in args[0]]
    return [_point(p, what) for p in args]


def _arrow_arguments(args: Sequence[Any], what: str) -> tuple[list[tuple[float, float]], float]:
    args = list(args)
    size = 10.0
    if len(args) in (3, 5):
        size = _number(args.pop(), what)
    return _points(args, 2, what), size


_NAMES_BY_RGB: dict[tuple[int, int, int], str] = {}


def _color_name(rgb: tuple[int, int, int]) -> str | None:
    """The plainest X11 name of a colour: "white" rather than "gray100", "red" rather than "red1"."""
    if not _NAMES_BY_RGB:
        from ..java.x11colors import X11_COLORS
        for name, value in sorted(X11_COLORS.items(), key=lambda item: (any(c.isdigit() for c in item[0]),
                                                                        len(item[0]), item[0])):
            _NAMES_BY_RGB.setdefault(tuple(value), name)
    return _NAMES_BY_RGB.get(tuple(rgb))


def _tick_label(value: float, as_float: bool) -> str:
    """As TigerJython (Python 2's str) writes tick values: 1.2, not 1.2000000000000002."""
    if not as_float:
        return str(int(round(value)))
    text = "%.12g" % value
    return text if any(c in text for c in ".en") else text + ".0"


def dividing_point(*args: Any) -> list[float]:
    """The point dividing pt1 -> pt2 in the ratio r: getDividingPoint(pt1, pt2, r) or (x1, y1, x2, y2, r)."""
    if len(args) == 3:
        (x1, y1), (x2, y2) = _point(args[0], "getDividingPoint()"), _point(args[1], "getDividingPoint()")
    elif len(args) == 5:
        x1, y1, x2, y2 = (_number(v, "getDividingPoint()") for v in args[:4])
    else:
        raise TypeError(tr("getDividingPoint() takes pt1, pt2, ratio or x1, y1, x2, y2, ratio."))
    ratio = _number(args[-1], tr("getDividingPoint(): the ratio"))
    return [x1 + ratio * (x2 - x1), y1 + ratio * (y2 - y1)]


# The window the module functions draw on, and callbacks registered with @onMousePressed ... before
# makeGPanel(), for the run (Runtime) they belong to.
current: GPanel | None = None
pending: tuple[Any, dict[str, Callable[..., Any]]] = (None, {})
