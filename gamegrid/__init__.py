"""gamegrid for CPython: TigerJython's gamegrid (JGameGrid) API on pyglet.

`from gamegrid import *` gives a script the module functions (each forwards to the one GameGrid made
by makeGameGrid, as CPython's turtle module forwards to its one screen) and the classes and Java names
TigerJython scripts use.
"""
from __future__ import annotations

import math
import sys
from typing import Any

from ._version import __version__
from .java.awt import Color, Dimension, Font, Point
from .java.events import MouseEvent
from .java.javatypes import ArrayList, Double
from .java.keys import KeyEvent
from .java.listeners import (GGActListener, GGActorCollisionListener, GGBorderListener, GGButtonListener,
                             GGExitListener, GGKeyAdapter, GGKeyListener, GGKeyRepeatListener, GGMouseListener,
                             GGMouseTouchListener, GGNavigationAdapter, GGNavigationListener, GGResetListener,
                             GGTileCollisionListener, GGWindowStateAdapter, GGWindowStateListener)
from .java.x11colors import X11Color, getRandomX11Color, makeColor
from .model.actor import Actor
from .model.background import GGBackground
from .model.bitmap import BufferedImage, GGBitmap
from .model.buttons import (GGButton, GGButtonAdapter, GGButtonOverListener, GGCheckButton, GGCheckButtonListener,
                            GGRadioButton, GGRadioButtonGroup, GGRadioButtonListener, GGToggleButton,
                            GGToggleButtonListener)
from .model.errors import FunctionDeprecated, GameGridError, SpriteNotFoundError, WindowNotInitialized, getStackTrace
from .model.grid import GameGrid
from .model.images import setNbRotSprites
from .model.location import CompassDirection, Location
from .model.maze import GGMaze
from .model.monitor import Monitor
from .model.mouse import GGMouse
from .model.panel import GGPanel
from .model.shapes import GGCircle, GGLine, getDividingPoint, getMarkerPoint
from .model.sound import GGSound, playLoop, playLoopExt, playSound, playSoundExt
from .model.textactor import TextActor
from .model.tilemap import GGTileMap
from .model.unsupported import (GGInputDouble, GGInputInt, GGInputLong, GGInputString, GGPath, GGProgressBar,
                                GGRectangle, GGTextField, NotSupportedError, ToolBar)
from .model.vector import GGVector
from .model.window_properties import ClosingMode, getClosingMode, setClosingMode
from . import runtime as _runtime
from .runtime.forwarding import forwarder as _forwarder
# TigerJython builtins that gamegrid scripts call without importing them (spec §4.10), and enum, which
# TigerJython's gamegrid exports; `input` is left alone here (it only becomes a dialog inside translated
# TigerJython scripts).
from .tigerjython.builtins import askYesNo, enum, inputFloat, inputInt, inputString, msgDlg, playTone
from .tigerjython.color_chooser import JColorChooser, askColor

exit = sys.exit   # TigerJython's gamegrid exports `exit` (from sys)

# Module functions that forward unchanged to the current GameGrid's method of the same name.
_FORWARDED = (
    "show", "hide", "setTitle", "dispose", "activate", "isShown", "isUndecorated", "getAreaSize",
    "doRun", "doPause", "doStep", "doReset", "isRunning", "isPaused", "setSimulationPeriod",
    "getSimulationPeriod", "actAll", "setActEnabled", "getNbCycles", "addActListener",
    "addNavigationListener", "addResetListener", "addExitListener",
    "addActor", "addActorNoRefresh", "removeActor", "removeActors", "removeActorsAt", "removeAllActors",
    "getActors", "getActorsAt", "getOneActorAt", "getOneActor", "getNumberOfActors", "getNumberOfActorsAt",
    "isEmpty", "getRandomLocation", "getRandomEmptyLocation", "getEmptyLocations", "getOccupiedLocations",
    "setActOrder", "setPaintOrder", "setActorOnTop", "setActorOnBottom", "getPaintOrderList",
    "setSceneOrder",
    "toPoint", "toLocation", "toLocationInGrid", "isInGrid", "isAtBorder", "getMouseLocation",
    "getDiagonalLocations", "getLineLocations", "getCellSize", "getPgWidth", "getPgHeight",
    "getNbHorzCells", "getNbVertCells",
    "getBg", "setBgColor", "getBgColor", "setGridColor", "getGridColor", "setBgImagePath", "getBgImagePath",
    "setBgImagePos", "setBgImagePosX", "setBgImagePosY", "getBgImagePos", "getBgImagePosX",
    "getBgImagePosY", "refresh", "addStatusBar", "setStatusText", "showStatusBar",
    "getKeyCode", "getKeyChar", "kbhit", "getKeyCodeWait", "getKeyCharWait", "isKeyPressed",
    "getPressedKeyCodes", "getKeyModifiers", "getKeyModifiersText", "addKeyListener", "removeKeyListener",
    "addKeyRepeatListener", "removeKeyRepeatListener", "setKeyRepeatPeriod",
    "addMouseListener", "removeMouseListener",
    "isActorColliding", "isTileColliding", "getTouchedActors",
    # window properties, geometry, painting, tile map, mouse switches (gamegrid/model/*.py)
    "getFrame", "setPosition", "getPosition", "stopGameThread", "addWindowStateListener", "shiftSceneOrder",
    "reverseSceneOrder", "createTileMap", "getTileMap", "setCellSize", "setNbHorzCells", "setNbVertCells",
    "getPanel", "getImage", "setMouseEnabled", "setDoubleClickDelay", "getDoubleClickDelay", "paint",
)


for _name in _FORWARDED:
    globals()[_name] = _forwarder(GameGrid, _name, _runtime.current_grid, __name__)
del _name


def makeGameGrid(*args: Any, **kwargs: Any) -> GameGrid:
    """Create the game window (hidden until show()); replaces an earlier one. See spec §2 for the forms."""
    return GameGrid(*args, **kwargs)


def isDisposed() -> bool:
    """True once the window was closed or dispose() was called."""
    grid = _runtime.current().grid
    return grid is not None and grid.isDisposed()


def delay(ms: int) -> None:
    """Wait ms milliseconds while the window stays alive (the simulation and callbacks keep running)."""
    _runtime.delay(ms)


def getNbHorzPixels() -> int:
    return _runtime.current_grid("getNbHorzPixels").getNbHorzPix()


def getNbVertPixels() -> int:
    return _runtime.current_grid("getNbVertPixels").getNbVertPix()


def registerAct(function: Any) -> None:
    """Call function() every simulation cycle, before the actors act."""
    _runtime.current_grid("registerAct").addActListener(function)


class _NavigationCallbacks:
    def __init__(self, callbacks: dict[str, Any]) -> None:
        self._callbacks = callbacks

    def __getattr__(self, name: str) -> Any:
        if name in ("started", "paused", "stepped", "resetted", "periodChanged") and name in self._callbacks:
            return self._callbacks[name]
        raise AttributeError(name)


def registerNavigation(**callbacks: Any) -> None:
    """Navigation bar callbacks: started, paused, stepped, resetted, periodChanged (replaces earlier ones)."""
    unknown = set(callbacks) - {"started", "paused", "stepped", "resetted", "periodChanged"}
    if unknown:
        raise TypeError(f"registerNavigation(): unknown callback(s) {sorted(unknown)}; "
                        "use started, paused, stepped, resetted, periodChanged.")
    _runtime.current_grid("registerNavigation").addNavigationListener(_NavigationCallbacks(callbacks))


def toList(items: Any) -> list[Any] | None:
    """Java ArrayList -> Python list (here both are lists)."""
    return list(items) if isinstance(items, (list, tuple)) else None


def toArrayList(items: Any) -> list[Any] | None:
    return ArrayList(items) if isinstance(items, (list, tuple)) else None


def putSleep() -> None:
    """Block (window alive) until some callback calls wakeUp() or the window is closed."""
    Monitor.putSleep()


def wakeUp() -> None:
    Monitor.wakeUp()


def reset() -> None:
    """GameGrid.reset(): the empty hook (not doReset)."""
    _runtime.current_grid("reset").reset()


def getRandomDirection() -> float:
    return GameGrid.getRandomDirection()


def getVersion() -> str:
    return GameGrid.getVersion()


# TigerJython's own example 08-Si/paradox1.py calls setBgColor(WHITE) after only `from gamegrid import *`,
# so the GameGrid colour constants are bare names there too.
BLACK, BLUE, CYAN, DARKGRAY, GRAY, GREEN = (GameGrid.BLACK, GameGrid.BLUE, GameGrid.CYAN, GameGrid.DARKGRAY,
                                            GameGrid.GRAY, GameGrid.GREEN)
LIGHTGRAY, MAGENTA, PINK, RED, WHITE, YELLOW = (GameGrid.LIGHTGRAY, GameGrid.MAGENTA, GameGrid.PINK,
                                                GameGrid.RED, GameGrid.WHITE, GameGrid.YELLOW)


def _public_names() -> list[str]:
    import types
    return [name for name, value in globals().items()
            if not name.startswith("_") and name not in ("annotations", "Any")
            and (not isinstance(value, types.ModuleType) or name == "math")]


__all__ = _public_names()


def _add_poll_points() -> None:
    """Every public method of the game classes is a poll point (gamegrid/runtime/polling.py); the module
    functions above forward to them."""
    import types
    from .runtime import polling
    exported = [globals()[name] for name in __all__]
    polling.add_poll_points(GameGrid, Actor, GGBackground,
                            *(value for value in exported if isinstance(value, type)
                              and issubclass(value, (GameGrid, Actor, GGBackground))))
    polling.register_entries(value for value in exported if isinstance(value, types.FunctionType))


_add_poll_points()
