"""GameGrid methods beyond the core: window position and closing mode, geometry changes, the
public bean fields as properties, snapshots, tile map, mouse enabling. Mixed into GameGrid
(class GameGrid(GridExtrasMixin)); uses only the core's private state."""
from __future__ import annotations

import enum
import traceback
from typing import Any

from .. import runtime
from ..java.awt import Point
from .bitmap import BufferedImage
from ..java.javatypes import Monitor


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


def _bean(name: str, getter: str, setter: str, doc: str) -> property:
    def get(self: Any) -> Any:
        return getattr(self, getter)()

    def put(self: Any, value: Any) -> None:
        getattr(self, setter)(value)
    return property(get, put, doc=f"Public field {name} of the original: {doc}")


class GridExtrasMixin:
    """Methods of JGameGrid's GameGrid beyond the core."""

    ClosingMode = ClosingMode
    TerminateOnClose = ClosingMode.TerminateOnClose
    AskOnClose = ClosingMode.AskOnClose
    DisposeOnClose = ClosingMode.DisposeOnClose
    NothingOnClose = ClosingMode.NothingOnClose
    _closing_mode = ClosingMode.DisposeOnClose   # TigerJython's behaviour: closing disposes the window
    monitor = Monitor   # the original's static GameGrid.monitor (putSleep / wakeUp)

    # public fields of the original, read and written through the setters (so a change takes effect)
    cellSize = _bean("cellSize", "getCellSize", "setCellSize", "cell size in pixels")
    nbHorzCells = _bean("nbHorzCells", "getNbHorzCells", "setNbHorzCells", "number of columns")
    nbVertCells = _bean("nbVertCells", "getNbVertCells", "setNbVertCells", "number of rows")
    gridColor = _bean("gridColor", "getGridColor", "setGridColor", "grid line colour or None")
    bgColor = _bean("bgColor", "getBgColor", "setBgColor", "background colour")
    bgImagePath = _bean("bgImagePath", "getBgImagePath", "setBgImagePath", "background image path")
    bgImagePosX = _bean("bgImagePosX", "getBgImagePosX", "setBgImagePosX", "background image x")
    bgImagePosY = _bean("bgImagePosY", "getBgImagePosY", "setBgImagePosY", "background image y")
    simulationPeriod = _bean("simulationPeriod", "getSimulationPeriod", "setSimulationPeriod",
                             "simulation period in ms")

    # ----- window --------------------------------------------------------------------------------------
    def getFrame(self) -> _Frame:
        return _Frame(self)

    def setPosition(self, ulx: int, uly: int) -> None:
        """Screen position of the window's upper-left corner."""
        self.__dict__["_gx_position"] = (int(ulx), int(uly))
        rt = runtime.current()
        if rt.grid is self and rt.view is not None and not rt.settings.headless:
            try:
                rt.view.window.set_location(int(ulx), int(uly))
            except Exception:   # some window systems refuse; the position is still remembered
                pass
        for listener in self.__dict__.get("_gx_window_listeners", []):
            target = getattr(listener, "windowMoved", None)
            if target is not None:
                rt.call_callback(target, "windowMoved()", int(ulx), int(uly))

    def getPosition(self) -> Point:
        rt = runtime.current()
        if rt.grid is self and rt.view is not None and not rt.settings.headless:
            try:
                return Point(*rt.view.window.get_location())
            except Exception:
                pass
        return Point(*self.__dict__.get("_gx_position", (0, 0)))

    def addWindowStateListener(self, listener: Any) -> None:
        self.__dict__.setdefault("_gx_window_listeners", []).append(listener)

    @staticmethod
    def setClosingMode(mode: ClosingMode) -> None:
        if not isinstance(mode, ClosingMode):
            raise TypeError("setClosingMode() takes GameGrid.ClosingMode.DisposeOnClose, TerminateOnClose, "
                            f"AskOnClose or NothingOnClose, got {mode!r}.")
        GridExtrasMixin._closing_mode = mode
        grid = runtime.current().grid
        if grid is not None:
            grid._gx_apply_closing_mode()

    @staticmethod
    def getClosingMode() -> ClosingMode:
        return GridExtrasMixin._closing_mode

    def _gx_apply_closing_mode(self) -> None:
        nothing = GridExtrasMixin._closing_mode is ClosingMode.NothingOnClose
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
        grid = runtime.current().grid
        if grid is not None:
            grid.dispose()

    # ----- geometry changes (the background is rebuilt: drawings are lost, as in the original) ---------
    def _gx_geometry_changed(self) -> None:
        self._bg.clear()
        self._model_changed()
        runtime.layout_changed(self)

    def setCellSize(self, size: int) -> None:
        from .grid import _check_count
        self._cell_size = _check_count(size, "setCellSize(): the cell size")
        self._gx_geometry_changed()

    def setNbHorzCells(self, n: int) -> None:
        from .grid import _check_count
        self._nb_horz = _check_count(n, "setNbHorzCells(): the number of cells")
        self._gx_geometry_changed()

    def setNbVertCells(self, n: int) -> None:
        from .grid import _check_count
        self._nb_vert = _check_count(n, "setNbVertCells(): the number of cells")
        self._gx_geometry_changed()

    def getNbHorzPixels(self) -> int:
        return self.getNbHorzPix()

    def getNbVertPixels(self) -> int:
        return self.getNbVertPix()

    # ----- scene order ----------------------------------------------------------------------------------
    def shiftSceneOrder(self, actors: list[Any], forward: bool) -> Any:
        """Shift a same-class list cyclically one place up (forward) or down; returns the new top one."""
        order = list(actors)
        if not order:
            return None
        order = order[-1:] + order[:-1] if forward else order[1:] + order[:1]
        self.setSceneOrder(order)
        return order[-1]

    def reverseSceneOrder(self, actors: list[Any]) -> Any:
        order = list(actors)[::-1]
        if not order:
            return None
        self.setSceneOrder(order)
        return order[-1]

    # ----- pictures -------------------------------------------------------------------------------------
    def getPanel(self, *window: float):
        """The background as a GGPanel (user coordinates); with (xmin, xmax, ymin, ymax) sets its window."""
        panel = self.getBg()
        if window:
            panel.window(*window)
        return panel

    def _gx_picture(self):
        """The playground as drawn: background, tile map, then the actors in paint order."""
        bg = self.getBg()
        picture = (bg.view_image() if hasattr(bg, "view_image") else bg.image).copy()
        cs = self._cell_size
        for actor in self._scene.paint_order():
            shown = actor._a_displayed_picture()
            if shown is None:
                continue
            (cx, cy), (dx, dy) = actor._a_cell, actor._a_offset
            shift = 1 if cs == 1 else 0
            left = dx + cs // 2 + cx * cs - shown.width // 2 + shift
            top = dy + cs // 2 + cy * cs - shown.height // 2 + shift
            from PIL import Image
            layer = Image.new("RGBA", picture.size, (0, 0, 0, 0))
            layer.paste(shown, (left, top))
            picture.alpha_composite(layer)
        return picture

    def getImage(self) -> BufferedImage:
        """A snapshot of the playground (background and actors)."""
        return BufferedImage(self._gx_picture())

    def paint(self, graphics: Any = None) -> None:
        """Java's repaint entry point: here the same as refresh()."""
        self.refresh()

    # ----- tile map -------------------------------------------------------------------------------------
    def createTileMap(self, nb_horz_tiles: int, nb_vert_tiles: int, tile_width: int, tile_height: int):
        from .tilemap import GGTileMap
        tile_map = GGTileMap(nb_horz_tiles, nb_vert_tiles, tile_width, tile_height)
        tile_map._attach(self)
        return tile_map

    def getTileMap(self):
        return self.__dict__.get("_gx_tile_map")

    # ----- mouse --------------------------------------------------------------------------------------
    def setMouseEnabled(self, enable: bool) -> None:
        """Switch GGMouse listeners (and actor touch listeners) off or on; mousePressed= etc. stay on."""
        saved = self.__dict__.get("_gx_mouse_off")
        if not enable and saved is None:
            self.__dict__["_gx_mouse_off"] = (self._mouse_listeners, self.__dict__.pop("_touch_dispatch", None))
            self._mouse_listeners = []
        elif enable and saved is not None:
            del self.__dict__["_gx_mouse_off"]
            listeners, touch = saved
            self._mouse_listeners = listeners + self._mouse_listeners
            if touch is not None and "_touch_dispatch" not in self.__dict__:
                self.__dict__["_touch_dispatch"] = touch

    def isMouseEnabled(self) -> bool:
        return "_gx_mouse_off" not in self.__dict__

    def setDoubleClickDelay(self, ms: int) -> None:
        """Kept for compatibility: clicks and double clicks are both reported at once (the default 0)."""
        self.__dict__["_gx_double_click_delay"] = int(ms)

    def getDoubleClickDelay(self) -> int:
        return self.__dict__.get("_gx_double_click_delay", 0)

    # ----- misc -----------------------------------------------------------------------------------------
    @staticmethod
    def getStackTrace(error: Any = None) -> str:
        """The traceback of an exception as text (or the current call stack)."""
        if isinstance(error, BaseException):
            return "".join(traceback.format_exception(type(error), error, error.__traceback__))
        return "".join(traceback.format_stack()[:-1])

    def getStatusText(self) -> str | None:
        return self._status_text
