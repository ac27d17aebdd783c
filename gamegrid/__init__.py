"""gamegrid for CPython: TigerJython's gamegrid (JGameGrid) API on pyglet.

`from gamegrid import *` gives a script the module functions (each forwards to the one GameGrid made
by makeGameGrid, as CPython's turtle module forwards to its one screen) and the classes and Java names
TigerJython scripts use.
"""
from __future__ import annotations

import math   # part of the API: TigerJython's gamegrid module does `import math`, scripts use it after *
from sys import exit   # TigerJython's gamegrid exports `exit` (from sys)
from typing import Any

from .base.version import __version__
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
from .model.grid import GameGrid, setNbRotSprites
from .model.location import CompassDirection, Location
from .model.maze import GGMaze
from .model.monitor import Monitor
from .model.mouse import GGMouse
from .model.panel import GGPanel
from .model.shapes import GGCircle, GGLine, getDividingPoint, getMarkerPoint
from .model.sound import GGSound, playLoop, playLoopExt, playSound, playSoundExt
from .model.textactor import TextActor
from .model.tilemap import GGTileMap
from .model.toolbar import (ToolBar, ToolBarAdapter, ToolBarItem, ToolBarListener, ToolBarSeparator, ToolBarStack,
                            ToolBarText)
from .model.file_helper import GGPath
from .model.progressbar import GGProgressBar
from .model.rectangle import GGRectangle
from .model.textfield import GGTextField
from .model.unsupported import NotSupportedError
from .model.vector import GGVector
from .model.window_properties import ClosingMode, getClosingMode, setClosingMode
from . import runtime as _runtime
from .runtime.forwarding import forwarder as _forwarder, makes as _makes
# TigerJython builtins that gamegrid scripts call without importing them (spec §4.10), and enum, which
# TigerJython's gamegrid exports; `input` is left alone here (it only becomes a dialog inside translated
# TigerJython scripts).
from .tigerjython.script_builtins import askYesNo, enum, inputFloat, inputInt, inputString, msgDlg, playTone
from .tigerjython.color_chooser import JColorChooser, askColor
from .tigerjython.gginput import GGInputDouble, GGInputInt, GGInputLong, GGInputString
from .base.i18n import tr as _tr

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


@_makes(GameGrid)
def makeGameGrid(*args: Any, **kwargs: Any) -> GameGrid:
    """Make the game window (hidden until show()); a window made before is closed.

    - nbHorzCells, nbVertCells: how many cells across and down
    - cellSize: the size of one cell in pixels
    - gridColor: the colour of the lines between the cells, e.g. Color.red; None for no lines
    - bgImagePath: a background picture, e.g. "sprites/town.jpg"; None for none
    - isNavigation: True to show the navigation bar (Run, Step, Reset, speed)
    - nbRotSprites: how many turned pictures a rotatable actor gets (60: one every 6 degrees)
    - undecorated: True for a window without title bar and border
    - callbacks: functions called on events, e.g. mousePressed=onMousePressed, keyPressed=onKey,
      notifyExit=onClose (see the documentation for the full list)

    Example: makeGameGrid(10, 10, 60, Color.red, "sprites/town.jpg", False)
    """
    global _made
    rt = _runtime.current()
    if _made is not None and _made[0] is rt and not _made[1]._disposed:
        _made[1].dispose()   # as TigerJython's makeGameGrid(): its window made before is closed
    grid = GameGrid(*args, **kwargs)
    _made = (rt, grid)
    return grid


_made: "tuple[Any, GameGrid] | None" = None   # (run, grid) of the last makeGameGrid(): a GameGrid made directly stays


def isDisposed() -> bool:
    """True once the window was closed or dispose() was called.

    Example: while not isDisposed(): delay(100)
    """
    grid = _runtime.current().grid
    return grid is not None and grid.isDisposed()


def delay(ms: int) -> None:
    """Wait ms milliseconds; the window stays alive and the simulation and callbacks keep running.

    - ms: the time in milliseconds (1000 = one second)

    Example: delay(500)   # half a second
    """
    _runtime.delay(ms)


def getNbHorzPixels() -> int:
    """The width of the window's picture in pixels (playground width + 1)."""
    return _runtime.current_grid("getNbHorzPixels").getNbHorzPix()


def getNbVertPixels() -> int:
    """The height of the window's picture in pixels (playground height + 1)."""
    return _runtime.current_grid("getNbVertPixels").getNbVertPix()


def registerAct(function: Any) -> None:
    """Call a function every simulation cycle, before the actors act.

    - function: a function without parameters
    """
    _runtime.current_grid("registerAct").addActListener(function)


class _NavigationCallbacks:
    def __init__(self, callbacks: dict[str, Any]) -> None:
        self._callbacks = callbacks

    def __getattr__(self, name: str) -> Any:
        if name in ("started", "paused", "stepped", "resetted", "periodChanged") and name in self._callbacks:
            return self._callbacks[name]
        raise AttributeError(name)


def registerNavigation(**callbacks: Any) -> None:
    """Call functions when the navigation bar is used (replaces functions given before).

    - callbacks: started=f, paused=f, stepped=f, resetted=f (no parameters), periodChanged=f (gets the
      new period in milliseconds)
    """
    unknown = set(callbacks) - {"started", "paused", "stepped", "resetted", "periodChanged"}
    if unknown:
        raise TypeError(_tr("registerNavigation(): unknown callback(s) {value}; use started, paused, stepped, "
                           "resetted, periodChanged.", value=sorted(unknown)))
    _runtime.current_grid("registerNavigation").addNavigationListener(_NavigationCallbacks(callbacks))


def toList(items: Any) -> list[Any] | None:
    """A list as a Python list (Java's ArrayList is a list here already); None for anything else.

    - items: a list or tuple
    """
    return list(items) if isinstance(items, (list, tuple)) else None


def toArrayList(items: Any) -> ArrayList[Any] | None:
    """A list as a Java-style ArrayList (for Java code that wants one); None for anything else.

    - items: a list or tuple
    """
    return ArrayList(items) if isinstance(items, (list, tuple)) else None


def putSleep() -> None:
    """Wait (the window stays alive) until a callback calls wakeUp() or the window is closed."""
    Monitor.putSleep()


def wakeUp() -> None:
    """Let the program go on after putSleep()."""
    Monitor.wakeUp()


def reset() -> None:
    """Call the game window's reset() (the empty hook a GameGrid subclass may write; not doReset())."""
    _runtime.current_grid("reset").reset()


def getRandomDirection() -> float:
    """A random direction in degrees, from 0 up to 360."""
    return GameGrid.getRandomDirection()


def getVersion() -> str:
    """The version of JGameGrid this library behaves like, as text."""
    return GameGrid.getVersion()


# TigerJython's own example 08-Si/paradox1.py calls setBgColor(WHITE) after only `from gamegrid import *`,
# so the GameGrid colour constants are bare names there too.
# (one per line, each with a docstring editors show)
BLACK = GameGrid.BLACK
"""The colour black, Color(0, 0, 0) (red, green, blue, each 0 to 255)."""
BLUE = GameGrid.BLUE
"""The colour blue, Color(0, 0, 255) (red, green, blue, each 0 to 255)."""
CYAN = GameGrid.CYAN
"""The colour cyan, Color(0, 255, 255) (red, green, blue, each 0 to 255)."""
DARKGRAY = GameGrid.DARKGRAY
"""The colour dark grey, Color(64, 64, 64) (red, green, blue, each 0 to 255)."""
GRAY = GameGrid.GRAY
"""The colour grey, Color(128, 128, 128) (red, green, blue, each 0 to 255)."""
GREEN = GameGrid.GREEN
"""The colour green, Color(0, 255, 0) (red, green, blue, each 0 to 255)."""
LIGHTGRAY = GameGrid.LIGHTGRAY
"""The colour light grey, Color(192, 192, 192) (red, green, blue, each 0 to 255)."""
MAGENTA = GameGrid.MAGENTA
"""The colour magenta, Color(255, 0, 255) (red, green, blue, each 0 to 255)."""
PINK = GameGrid.PINK
"""The colour pink, Color(255, 175, 175) (red, green, blue, each 0 to 255)."""
RED = GameGrid.RED
"""The colour red, Color(255, 0, 0) (red, green, blue, each 0 to 255)."""
WHITE = GameGrid.WHITE
"""The colour white, Color(255, 255, 255) (red, green, blue, each 0 to 255)."""
YELLOW = GameGrid.YELLOW
"""The colour yellow, Color(255, 255, 0) (red, green, blue, each 0 to 255)."""


def _public_names() -> list[str]:
    import types
    return [name for name, value in globals().items()
            if not name.startswith("_") and name not in ("annotations", "Any")
            and (not isinstance(value, types.ModuleType) or name == "math")]


__all__ = _public_names()


def __dir__() -> list[str]:
    """What dir(gamegrid) lists: the API a pupil uses (what `from gamegrid import *` gives, without the
    module math that comes with it) and the module's own dunder names.

    Not the sub-packages Python binds on a package when they are imported (model, runtime, view ...),
    nor what this file itself uses (Any, i18n): a teacher's check or a pupil looking at dir(gamegrid)
    sees the names of the documentation only."""
    import types
    names = globals()
    return sorted([name for name in __all__ if not isinstance(names[name], types.ModuleType)]
                  + [name for name in names if name.startswith("__") and name.endswith("__")])


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


def _plain_run() -> None:
    """`python3 script.py`: the program's own modules are read as Python 2 or 3 file by file, as under
    the runner (gamegrid/tigerjython/plainrun.py)."""
    from .tigerjython.plainrun import install_for_plain_run
    install_for_plain_run()


_plain_run()
