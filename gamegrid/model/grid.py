"""GameGrid: the grid of cells, its actors and the simulation cycle. Pure Python: no pyglet here.

The window belongs to the view layer (gamegrid.view); the runtime (gamegrid.runtime) connects the two
and runs the loop. Every public method has the TigerJython/JGameGrid name; module functions in
gamegrid/__init__.py forward to the current GameGrid.
"""
from __future__ import annotations

import math
import random
from typing import Any, Callable, Iterable, overload

from .hooks import runtime
from .actor import Actor
from .arguments import as_int, check_count, direction_value, normalise
from ..java.awt import Color, Point
from .background import GGBackground
from .errors import GameGridError, getStackTrace
from ..i18n import N_, tr
from .keyboard import KeyState
from .location import Location
from .collision import CollisionGridMixin
from .touch import TouchGridMixin
from .window_properties import WindowPropertiesMixin
from .public_fields import PublicFieldsMixin
from .grid_geometry import GridGeometryMixin
from .painting import PaintingMixin
from .tilemap import TileMapGridMixin
from .mouse import MouseSwitchesMixin
from .component import ComponentMixin, awt_mouse_listener
from .sound import SoundMethodsMixin
from .panel import GGPanel
from .subclass_checks import missed_init
from ..java.javatypes import ArrayList

DEFAULT_TITLE = "JGameGrid (V2.48)"
NAV_BAR_HEIGHT = 40
NAV_BAR_MIN_WIDTH = 450

MOUSE_CALLBACKS = ("mousePressed", "mouseReleased", "mouseClicked", "mouseEntered", "mouseExited",
                   "mouseDragged", "mouseMoved", "mouseWheelMoved")
KEY_CALLBACKS = ("keyPressed", "keyReleased", "keyTyped", "keyRepeated")
NAVIGATION_CALLBACKS = ("started", "paused", "stepped", "resetted", "periodChanged")
WINDOW_CALLBACKS = ("notifyExit", "windowMoved", "windowIconified", "windowDeiconified", "windowActivated",
                    "windowDeactivated", "focusGained", "focusLost")
BEAN_PROPERTIES = ("title", "cellSize", "simulationPeriod", "bgColor", "gridColor", "nbHorzCells",
                   "nbVertCells", "bgImagePath")
NOT_FOR_GAMEGRID = {
    "mouseSingleClicked": "mouseClicked",
    "mouseDoubleClicked": N_("mouseClicked (check e.getClickCount() == 2)"),
    "closeClicked": "notifyExit",
    "act": N_("registerAct(yourFunction) or a GameGrid subclass with an act() method"),
}


def _is_color(value: Any) -> bool:
    return isinstance(value, Color)


def parse_grid_arguments(args: tuple[Any, ...]) -> dict[str, Any]:
    """The 13 positional forms of makeGameGrid / GameGrid (spec §2.1) as named settings."""
    n = len(args)
    settings: dict[str, Any] = dict(nb_horz=10, nb_vert=10, cell_size=60, grid_color=None, bg_image=None,
                                    navigation=False, undecorated=False, nb_rot_sprites=60, framed=True)
    if n == 0:
        settings.update(cell_size=20, framed=False)
        return settings
    if n == 1:
        settings.update(grid_color=Color(255, 0, 0), navigation=bool(args[0]))
        return settings
    if n > 8:
        raise TypeError(tr("makeGameGrid() takes at most 8 positional arguments, got {n}.", n=n))
    settings["nb_horz"] = check_count(args[0], N_("the number of horizontal cells"))
    settings["nb_vert"] = check_count(args[1], N_("the number of vertical cells"))
    if n == 2:
        settings.update(cell_size=1, navigation=False)
        return settings
    settings["cell_size"] = check_count(args[2], N_("the cell size in pixels"))
    settings["navigation"] = True
    if n == 3:
        return settings
    fourth = args[3]
    if n == 4:
        if isinstance(fourth, bool) or (isinstance(fourth, int) and fourth in (0, 1)):
            settings["navigation"] = bool(fourth)
        elif isinstance(fourth, str):
            settings["bg_image"] = fourth
        elif fourth is None or _is_color(fourth):
            settings["grid_color"] = fourth
        else:
            raise TypeError(tr(
                "makeGameGrid(nbHorzCells, nbVertCells, cellSize, x): x must be a Color (grid colour), "
                "None, a background image path or True/False (navigation bar), got {value!r}.", value=fourth))
        return settings
    if fourth is not None and not _is_color(fourth):
        raise TypeError(tr("makeGameGrid(): the 4th argument must be a grid Color or None, got {value!r}.",
                           value=fourth))
    settings["grid_color"] = fourth
    fifth = args[4]
    if n == 5 and isinstance(fifth, bool):
        settings["navigation"] = fifth
        return settings
    if fifth is not None and not isinstance(fifth, str):
        raise TypeError(tr("makeGameGrid(): the 5th argument must be a background image path (or None), "
                           "got {value!r}.", value=fifth))
    settings["bg_image"] = fifth
    if n == 5:
        return settings
    settings["navigation"] = bool(args[5])
    if n == 7:
        last = args[6]
        if isinstance(last, bool):
            settings["undecorated"] = last
        else:
            settings["nb_rot_sprites"] = as_int(last, "makeGameGrid(): nbRotSprites")
    elif n == 8:
        settings["nb_rot_sprites"] = as_int(args[6], "makeGameGrid(): nbRotSprites")
        settings["undecorated"] = bool(args[7])
    return settings


class GameGrid(CollisionGridMixin, TouchGridMixin, WindowPropertiesMixin, PublicFieldsMixin, GridGeometryMixin,
               PaintingMixin, TileMapGridMixin, MouseSwitchesMixin, ComponentMixin, SoundMethodsMixin):
    """The game window's model: grid geometry, actors, simulation and input state."""

    BLACK, BLUE, CYAN = Color(0, 0, 0), Color(0, 0, 255), Color(0, 255, 255)
    DARKGRAY, GRAY, GREEN = Color(64, 64, 64), Color(128, 128, 128), Color(0, 255, 0)
    LIGHTGRAY, MAGENTA, PINK = Color(192, 192, 192), Color(255, 0, 255), Color(255, 175, 175)
    RED, WHITE, YELLOW = Color(255, 0, 0), Color(255, 255, 255), Color(255, 255, 0)
    TRANSPARENT = Color(0, 0, 0, 0)
    nbRotSprites = 60
    getStackTrace = staticmethod(getStackTrace)
    """The traceback of an exception as text (or where the program is now)."""

    # The forms of spec §2.1 (makeGameGrid takes the same: gamegrid/__init__.py)
    @overload
    def __init__(self, **callbacks: Any) -> None: ...
    @overload
    def __init__(self, isNavigation: bool, /, **callbacks: Any) -> None: ...
    @overload
    def __init__(self, nbHorzCells: int, nbVertCells: int, cellSize: int = 1, /, **callbacks: Any) -> None: ...
    @overload
    def __init__(self, nbHorzCells: int, nbVertCells: int, cellSize: int, isNavigation: bool,
                 /, **callbacks: Any) -> None: ...
    @overload
    def __init__(self, nbHorzCells: int, nbVertCells: int, cellSize: int, bgImagePath: str,
                 /, **callbacks: Any) -> None: ...
    @overload
    def __init__(self, nbHorzCells: int, nbVertCells: int, cellSize: int, gridColor: Color | None,
                 isNavigation: bool, /, **callbacks: Any) -> None: ...
    @overload
    def __init__(self, nbHorzCells: int, nbVertCells: int, cellSize: int, gridColor: Color | None,
                 bgImagePath: str | None = None, isNavigation: bool = True, nbRotSprites: int | bool = 60,
                 undecorated: bool = False, /, **callbacks: Any) -> None: ...

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        settings = parse_grid_arguments(args)
        self._nb_horz: int = settings["nb_horz"]
        self._nb_vert: int = settings["nb_vert"]
        self._cell_size: int = settings["cell_size"]
        self._grid_color: Color | None = settings["grid_color"]
        self._bg_image_path: str | None = settings["bg_image"]
        self._bg_image_pos = (0, 0)
        self._navigation: bool = settings["navigation"]
        self._undecorated: bool = settings["undecorated"]
        self._nb_rot_sprites: int = settings["nb_rot_sprites"]
        self._framed: bool = settings["framed"]
        self._bg_color = Color(0, 0, 0)
        self._title = DEFAULT_TITLE
        self._status_height: int | None = None
        self._status_text: str | None = None
        self._status_visible = True
        self._shown = False
        self._disposed = False
        self._running = False
        self._act_enabled = True
        self._period = 200
        self._nb_cycles = 0
        self._in_cycle = False
        self._scene = _new_scene()
        self._act_listeners: list[Any] = []
        self._callbacks: dict[str, Callable[..., Any]] = {}
        self._mouse_listeners: list[tuple[Any, int]] = []
        self._key_listeners: list[Any] = []
        self._key_repeat_listeners: list[Callable[[int], Any]] = []
        self._key_repeat_period = 20
        self._navigation_listener: Any = None
        self._reset_listeners: list[Any] = []
        self._exit_listener: Any = None
        self._mouse_location: Location | None = None
        self._key = KeyState()
        self._version = 0
        # Actors changed since the view last drew (see Actor._a_dirty); when nobody draws for long,
        # the list is dropped and _dirty_overflow tells the view to start from the scene instead.
        self._dirty_actors: list[Actor] = []
        self._dirty_overflow = False
        self._bg = GGPanel(self)   # getBg() returns a GGPanel, as in the original
        self._apply_keywords(kwargs)
        runtime.attach(self)

    # ----- keyword callbacks -------------------------------------------------------------------------
    def _apply_keywords(self, kwargs: dict[str, Any]) -> None:
        for name, value in kwargs.items():
            if name in NOT_FOR_GAMEGRID:
                raise TypeError(tr("makeGameGrid(): '{name}=' is not a GameGrid callback; use {other} instead.",
                                   name=name, other=tr(NOT_FOR_GAMEGRID[name])))
            if name in MOUSE_CALLBACKS or name in KEY_CALLBACKS or name in NAVIGATION_CALLBACKS \
                    or name in WINDOW_CALLBACKS:
                if not callable(value):
                    raise TypeError(tr("makeGameGrid(): '{name}=' needs a function, got {value!r}.",
                                       name=name, value=value))
                self._callbacks[name] = value
            elif name == "title":
                self.setTitle(value)
            elif name == "simulationPeriod":
                self.setSimulationPeriod(value)
            elif name == "bgColor":
                self.setBgColor(value)
            elif name == "gridColor":
                self.setGridColor(value)
            elif name == "cellSize":
                self._cell_size = check_count(value, "cellSize")
            elif name in ("nbHorzCells", "nbVertCells"):
                setattr(self, "_nb_horz" if name == "nbHorzCells" else "_nb_vert", check_count(value, name))
            elif name == "bgImagePath":
                self._bg_image_path = value
            else:
                known = ", ".join(MOUSE_CALLBACKS + KEY_CALLBACKS + NAVIGATION_CALLBACKS + WINDOW_CALLBACKS)
                raise TypeError(tr("makeGameGrid(): unknown keyword '{name}='. Known callbacks: {known}.",
                                   name=name, known=known))
        self._bg.clear()

    def _callback(self, name: str) -> Callable[..., Any] | None:
        return self._callbacks.get(name)

    # ----- change tracking for the view -----------------------------------------------------------------
    def _model_changed(self) -> None:
        self._version += 1

    # ----- window ---------------------------------------------------------------------------------------
    def show(self) -> None:
        """Show the game window (it stays hidden until you call show()).

        Example: makeGameGrid(10, 10, 60, Color.red); show()
        """
        if self._framed and not self._disposed:
            self._shown = True
            runtime.window_shown(self)

    def hide(self) -> None:
        """Hide the game window (show() brings it back)."""
        self._shown = False
        runtime.window_shown(self)

    def isShown(self) -> bool:
        """True while the window is visible."""
        return self._shown

    def isUndecorated(self) -> bool:
        """True if the window was made without a title bar and border."""
        return self._undecorated

    def setTitle(self, text: str) -> None:
        """Set the text in the window's title bar.

        - text: the title

        Example: setTitle("Catch the fish!")
        """
        self._title = str(text)
        self._model_changed()

    def getTitle(self) -> str:
        """The text in the window's title bar."""
        return self._title

    def dispose(self) -> None:
        """Close the game window for good (isDisposed() becomes True)."""
        if self._disposed:
            return
        self._act_enabled = False
        self._running = False
        self._shown = False
        self._disposed = True
        runtime.disposed(self)

    def isDisposed(self) -> bool:
        """True once the window was closed or dispose() was called."""
        if self._disposed:
            runtime.disposed_seen(self)   # the script looks at the close: it may run on after it
        return self._disposed

    def activate(self) -> None:
        """Bring the window to the front (the view does what the platform allows)."""
        runtime.activate(self)

    def getAreaSize(self):
        """The size of the whole window in pixels, with navigation and status bar, as a Dimension."""
        from ..java.awt import Dimension
        width, height = self._window_size()
        return Dimension(width, height)

    def _window_size(self) -> tuple[int, int]:
        width = self.getNbHorzPix()
        height = self.getNbVertPix()
        if self._navigation:
            width = max(NAV_BAR_MIN_WIDTH, width)
            height += NAV_BAR_HEIGHT
        if self._status_height is not None and self._status_visible:
            height += self._status_height + 1
        return width, height

    @staticmethod
    def getVersion() -> str:
        """The version of JGameGrid this library behaves like, as text."""
        return "2.48 - Jun 2018 (gamegrid for CPython)"

    # ----- geometry -------------------------------------------------------------------------------------
    def getCellSize(self) -> int:
        """The size of one cell in pixels (cells are square)."""
        return self._cell_size

    def getNbHorzCells(self) -> int:
        """The number of cells across (columns)."""
        return self._nb_horz

    def getNbVertCells(self) -> int:
        """The number of cells down (rows)."""
        return self._nb_vert

    def getPgWidth(self) -> int:
        """The width of the playground in pixels: number of columns times cell size."""
        return self._nb_horz * self._cell_size

    def getPgHeight(self) -> int:
        """The height of the playground in pixels: number of rows times cell size."""
        return self._nb_vert * self._cell_size

    def getNbHorzPix(self) -> int:
        """The width of the window's picture in pixels (playground width + 1)."""
        return self.getPgWidth() + 1

    def getNbVertPix(self) -> int:
        """The height of the window's picture in pixels (playground height + 1)."""
        return self.getPgHeight() + 1

    def toPoint(self, location: Location) -> Point:
        """The pixel at the centre of a cell, as a Point.

        - location: the cell, Location(x, y) in cells

        Example: p = toPoint(Location(2, 3))   # p.x, p.y are pixels
        """
        _need_location(location, "toPoint")
        cs = self._cell_size
        return Point(cs // 2 + location.x * cs, cs // 2 + location.y * cs)

    @overload
    def toLocation(self, x: int, y: int, /) -> Location: ...
    @overload
    def toLocation(self, point: Point, /) -> Location: ...

    def toLocation(self, *args: Any) -> Location:
        """The cell that contains a pixel (may lie outside the grid).

        - x, y: the pixel, in pixels from the top left corner of the playground
        - point: the pixel as a Point (instead of x and y)
        """
        x, y = _pixel_args(args, "toLocation")
        cs = self._cell_size
        return Location(x // cs, y // cs)   # floor division: -1 -> -1, as the original

    @overload
    def toLocationInGrid(self, x: int, y: int, /) -> Location: ...
    @overload
    def toLocationInGrid(self, point: Point, /) -> Location: ...

    def toLocationInGrid(self, *args: Any) -> Location:
        """The cell that contains a pixel; pixels outside the playground give the nearest border cell.

        - x, y: the pixel, in pixels from the top left corner of the playground
        - point: the pixel as a Point (instead of x and y)

        Example: location = toLocationInGrid(e.getX(), e.getY())   # the cell under the mouse
        """
        x, y = _pixel_args(args, "toLocationInGrid")
        x = min(max(x, 0), self.getPgWidth() - 1)
        y = min(max(y, 0), self.getPgHeight() - 1)
        cs = self._cell_size
        return Location(x // cs, y // cs)

    def isInGrid(self, location: Location) -> bool:
        """True if the cell lies inside the grid.

        - location: the cell, Location(x, y) in cells
        """
        _need_location(location, "isInGrid")
        return 0 <= location.x < self._nb_horz and 0 <= location.y < self._nb_vert

    def isAtBorder(self, location: Location) -> bool:
        """True if the cell is in the first or last row or column.

        - location: the cell, Location(x, y) in cells
        """
        return (location.x in (0, self._nb_horz - 1) or location.y in (0, self._nb_vert - 1)) \
            and self.isInGrid(location)

    def getMouseLocation(self) -> Location | None:
        """The cell under the mouse pointer, or None when the pointer is outside the grid."""
        return None if self._mouse_location is None else Location(self._mouse_location)

    def getDiagonalLocations(self, location: Location, up: bool) -> list[Location]:
        """The cells on the diagonal through a cell, sorted from left to right.

        - location: a cell on the diagonal
        - up: True for the diagonal that rises to the right, False for the one that falls
        """
        result = []
        for x in range(self._nb_horz):
            y = location.y + (x - location.x) * (1 if up else -1)
            if 0 <= y < self._nb_vert:
                result.append(Location(x, y))
        return result

    def getLineLocations(self, loc1: Location, loc2: Location, interjacent: bool = False) -> list[Location]:
        """The cells whose centres lie on the straight line between two cells.

        - loc1, loc2: the two end cells
        - interjacent: True to leave out the two end cells
        """
        dx, dy = loc2.x - loc1.x, loc2.y - loc1.y
        steps = math.gcd(dx, dy)
        if steps == 0:
            return [] if interjacent else [Location(loc1)]
        sx, sy = dx // steps, dy // steps
        cells = [Location(loc1.x + i * sx, loc1.y + i * sy) for i in range(steps + 1)]
        return cells[1:-1] if interjacent else cells

    # ----- actors ---------------------------------------------------------------------------------------
    def addActor(self, actor: Actor, location: Location, direction: Any = None) -> None:
        """Put an actor into the grid at a cell (the window is redrawn).

        - actor: the Actor to add (an actor can be in the grid only once)
        - location: its cell, Location(x, y) in cells; (0, 0) is the top left cell
        - direction: where it looks, in degrees (0 = east, 90 = south), or a Location.CompassDirection

        Example: addActor(Actor("sprites/nemo.gif"), Location(2, 3))
        """
        self.addActorNoRefresh(actor, location, direction)
        self._model_changed()
        runtime.refresh(self)

    def addActorNoRefresh(self, actor: Actor, location: Location, direction: Any = None) -> None:
        """Like addActor(), but does not redraw the window (faster when adding many actors).

        - actor: the Actor to add
        - location: its cell, Location(x, y) in cells
        - direction: where it looks, in degrees (0 = east, 90 = south)
        """
        if not isinstance(actor, Actor):
            if isinstance(actor, type) and issubclass(actor, Actor):
                raise TypeError(tr("addActor() needs an actor, not the class {name}: write {name}() with "
                                   "brackets to make one.", name=actor.__name__))
            raise TypeError(tr("addActor() needs an Actor as first argument, got {actor!r}.", actor=actor))
        if not isinstance(location, Location):
            raise TypeError(tr("addActor() needs a Location as second argument, for example Location(2, 3), got "
                               "{location!r}.", location=location))
        if actor._a_grid is not None and not actor._a_removed and actor in self._scene:
            raise GameGridError(tr("addActor(): {actor!r} is already in the game grid; an actor can be added once.",
                                   actor=actor))
        if getattr(actor, "_a_init_missed", False):
            missed_init(actor)   # a subclass's __init__ without Actor.__init__: the actor has no picture
        actor._a_grid = self
        actor.gameGrid = self
        actor._a_removed = False
        actor._a_cell = (location.x, location.y)
        actor._a_start_cell = actor._a_cell
        if direction is not None:
            actor._a_direction = normalise(direction_value(direction, "addActor()"))
        nb = self._nb_rot_sprites
        actor._a_rot_index = int(nb * actor._a_direction / 360.0 + 0.5) % nb
        actor._a_start_direction = actor._a_direction
        if actor._a_images:
            start = actor._a_start_sprite_id
            actor._a_sprite_id = start if start is not None else 0
        actor._a_start_sprite_id = actor._a_sprite_id
        actor._a_offset = (0, 0)
        self._scene.add(actor)
        dirty = self._dirty_actors
        if len(dirty) > 2 * len(self._scene) + 1024:   # no view took them for long (headless, hidden)
            dirty.clear()
            self._dirty_overflow = True
        actor._a_dirty = True
        dirty.append(actor)   # always: the actor may still be marked from another grid
        self._model_changed()
        self._call_user(actor.reset, f"{type(actor).__name__}.reset()")

    def removeActor(self, actor: Actor | None) -> bool:
        """Take an actor out of the grid. Returns False if it was not in the grid.

        - actor: the actor to remove
        """
        if actor is not None and not isinstance(actor, Actor):
            raise TypeError(tr("removeActor() needs an Actor, got {actor!r}.", actor=actor))
        if actor is None or actor._a_removed or actor._a_grid is not self or actor not in self._scene:
            return False
        self._scene.remove(actor)
        actor._a_removed = True
        actor._a_sprite_id = -1
        actor._a_changed()
        actor._a_extra.pop("touch", None)   # its mouse-touch listeners go with it (as the original)
        self._model_changed()
        return True

    def removeActors(self, cls: type | None = None) -> int:
        """Remove all actors of a class (all actors without cls). Returns how many were removed.

        - cls: the class, e.g. Alien; None for every actor
        """
        _need_class(cls, "removeActors")
        victims = self._scene.paint_order(cls)
        for actor in victims:
            self.removeActor(actor)
        return len(victims)

    def removeActorsAt(self, location: Location, cls: type | None = None) -> int:
        """Remove the actors in a cell (only those of class cls, if given). Returns how many.

        - location: the cell, Location(x, y) in cells
        - cls: only actors of this class; None for every actor
        """
        _need_location(location, "removeActorsAt")
        victims = [a for a in self._scene.at((location.x, location.y)) if cls is None or isinstance(a, cls)]
        for actor in victims:
            self.removeActor(actor)
        return len(victims)

    def removeAllActors(self) -> int:
        """Remove every actor from the grid. Returns how many were removed."""
        return self.removeActors(None)

    def getActors(self, cls: type | None = None) -> ArrayList[Actor]:
        """All actors in the grid (only those of class cls, if given), as a list in paint order.

        - cls: only actors of this class (and its subclasses), e.g. Alien; None for every actor

        Example: for alien in getActors(Alien): alien.turn(90)
        """
        _need_class(cls, "getActors")
        return ArrayList(self._scene.paint_order(cls))   # Jython gave a java.util.ArrayList: .size() works

    def getActorsAt(self, location: Location, cls: type | None = None) -> ArrayList[Actor]:
        """The actors in a cell (only those of class cls, if given), as a list.

        - location: the cell, Location(x, y) in cells
        - cls: only actors of this class; None for every actor
        """
        _need_location(location, "getActorsAt")
        _need_class(cls, "getActorsAt")
        actors = self._scene.at((location.x, location.y))
        return ArrayList(actors if cls is None else [a for a in actors if isinstance(a, cls)])

    def getOneActorAt(self, location: Location, cls: type | None = None) -> Actor | None:
        """The actor in a cell (the top one if there are several), or None if the cell is empty.

        - location: the cell, Location(x, y) in cells
        - cls: only look at actors of this class, e.g. Marble; None for every actor

        Example: marble = getOneActorAt(Location(3, 3), Marble)
        """
        if not isinstance(location, Location):
            raise TypeError(tr("getOneActorAt() needs a Location, for example Location(2, 3), got {location!r}.",
                               location=location))
        _need_class(cls, "getOneActorAt")
        return self._scene.top_at((location.x, location.y), cls)

    def getOneActor(self, cls: type | None = None) -> Actor | None:
        """One actor of a class (the top one), or None if there is none.

        - cls: the class, e.g. Pacman; None for any actor
        """
        actors = self._scene.paint_order(cls)
        return actors[-1] if actors else None

    def getNumberOfActors(self, cls: type | None = None) -> int:
        """How many actors are in the grid (only of class cls, if given).

        - cls: only count actors of this class; None for every actor
        """
        return len(self._scene.paint_order(cls)) if cls is not None else len(self._scene)

    def getNumberOfActorsAt(self, location: Location, cls: type | None = None) -> int:
        """How many actors are in a cell (only of class cls, if given).

        - location: the cell, Location(x, y) in cells
        - cls: only count actors of this class; None for every actor
        """
        return len(self.getActorsAt(location, cls))

    def isEmpty(self, location: Location) -> bool:
        """True if no actor is in the cell (hidden actors count too).

        - location: the cell, Location(x, y) in cells
        """
        _need_location(location, "isEmpty")
        return self._scene.is_empty((location.x, location.y))

    def getRandomLocation(self) -> Location:
        """A random cell of the grid."""
        return Location(random.randrange(self._nb_horz), random.randrange(self._nb_vert))

    def getRandomEmptyLocation(self) -> Location | None:
        """A random cell without actors, or None if every cell is taken."""
        total = self._nb_horz * self._nb_vert
        start = random.randrange(total)
        for k in range(total):   # torus scan from a random start cell, as the original
            index = (start + k) % total
            cell = (index % self._nb_horz, index // self._nb_horz)
            if self._scene.is_empty(cell):
                return Location(*cell)
        return None

    def getEmptyLocations(self) -> list[Location]:
        """All cells without actors, as a list of Locations."""
        return [Location(x, y) for y in range(self._nb_vert) for x in range(self._nb_horz)
                if self._scene.is_empty((x, y))]

    def getOccupiedLocations(self) -> list[Location]:
        """All cells with at least one actor, as a list of Locations."""
        return [Location(x, y) for y in range(self._nb_vert) for x in range(self._nb_horz)
                if not self._scene.is_empty((x, y))]

    @staticmethod
    def getRandomDirection() -> float:
        """A random direction in degrees, from 0 up to 360."""
        return 360.0 * random.random()

    def setPaintOrder(self, *classes: type) -> None:
        """Choose which classes are drawn on top: the first class named is drawn over the others.

        - classes: actor classes, e.g. setPaintOrder(Pacman, Ghost)
        """
        for cls in classes:
            _need_class(cls, "setPaintOrder")
        self._scene.set_paint_priority(classes)
        self._model_changed()

    def setActOrder(self, *classes: type) -> None:
        """Choose which classes act first in each simulation cycle.

        - classes: actor classes, e.g. setActOrder(Player, Enemy)
        """
        for cls in classes:
            _need_class(cls, "setActOrder")
        self._scene.set_act_priority(classes)

    def setActorOnTop(self, actor: Actor) -> None:
        """Draw an actor over the others of its class.

        - actor: the actor
        """
        self._scene.to_top(actor)
        actor._a_changed()

    def setActorOnBottom(self, actor: Actor) -> None:
        """Draw an actor under the others of its class.

        - actor: the actor
        """
        self._scene.to_bottom(actor)
        actor._a_changed()

    def getPaintOrderList(self, cls: type | None = None) -> list[Actor]:
        """The actors in the order they are painted (only class cls, if given; subclasses not included).

        - cls: only actors of exactly this class; None for every actor
        """
        return self._scene.paint_order(cls, exact=True)

    def setSceneOrder(self, actors: list[Actor]) -> None:
        """Paint actors of one class in the order of a list (the last one on top).

        - actors: a list of actors of the same class
        """
        actors = list(actors)
        self._scene.reorder_bundle(actors)
        for actor in actors:
            actor._a_changed()
        self._model_changed()

    def _notify_border(self, actor: Actor) -> None:
        listener = actor._a_extra.get("border_listener")
        if listener is None and type(actor).nearBorder is Actor.nearBorder:
            return
        location = Location(*actor._a_cell)
        if self.isAtBorder(location):
            target = listener.nearBorder if listener is not None else actor.nearBorder
            self._call_user(lambda: target(actor, location), f"{type(actor).__name__}.nearBorder()")

    # ----- appearance -----------------------------------------------------------------------------------
    def getBg(self) -> GGBackground:
        """The background you can draw on (lines, circles, text), a GGBackground.

        Example: bg = getBg(); bg.setPaintColor(Color.red); bg.fillCircle(Point(100, 100), 20)
        """
        return self._bg

    @overload
    def setBgColor(self, color: Color, /) -> None: ...
    @overload
    def setBgColor(self, red: int, green: int, blue: int, /) -> None: ...

    def setBgColor(self, *args: Any) -> None:
        """Fill the background with a colour (erases what was drawn on it).

        - color: a Color, e.g. Color.white or Color(255, 166, 0)
        - red, green, blue: the colour's parts, each 0 to 255 (instead of color)
        """
        if len(args) == 3:
            color = Color(*args)
        elif len(args) == 1 and isinstance(args[0], Color):
            color = args[0]
        else:
            raise TypeError(tr("setBgColor() takes a Color, e.g. Color(255, 166, 0), or r, g, b; got {args!r}.",
                               args=args))
        self._bg_color = Color(color.getRed(), color.getGreen(), color.getBlue())
        self._bg.clear()

    def getBgColor(self) -> Color:
        """The background colour, a Color."""
        return self._bg_color

    def setGridColor(self, color: Color | None) -> None:
        """Set the colour of the grid lines between the cells.

        - color: a Color, or None for no grid lines
        """
        self._grid_color = color
        self._bg.clear()

    def getGridColor(self) -> Color | None:
        """The colour of the grid lines, or None when there are none."""
        return self._grid_color

    def setBgImagePath(self, path: str | None) -> None:
        """Show a picture file as the background.

        - path: the picture, e.g. "sprites/town.jpg", or None for none
        """
        self._bg_image_path = path
        self._bg.clear()

    def getBgImagePath(self) -> str | None:
        """The path of the background picture, or None."""
        return self._bg_image_path

    def setBgImagePos(self, point: Point) -> None:
        """Move the background picture: its top left corner goes to this pixel.

        - point: the position, a Point in pixels
        """
        self._bg_image_pos = (point.x, point.y)
        self._bg.clear()

    def setBgImagePosX(self, x: int) -> None:
        """Move the background picture sideways.

        - x: its left edge, in pixels
        """
        self.setBgImagePos(Point(x, self._bg_image_pos[1]))

    def setBgImagePosY(self, y: int) -> None:
        """Move the background picture up or down.

        - y: its top edge, in pixels
        """
        self.setBgImagePos(Point(self._bg_image_pos[0], y))

    def getBgImagePos(self) -> Point:
        """The top left corner of the background picture, a Point in pixels."""
        return Point(*self._bg_image_pos)

    def getBgImagePosX(self) -> int:
        """The left edge of the background picture, in pixels."""
        return self._bg_image_pos[0]

    def getBgImagePosY(self) -> int:
        """The top edge of the background picture, in pixels."""
        return self._bg_image_pos[1]

    def _bg_picture(self):
        if not self._bg_image_path:
            return None
        from . import images
        return images.load(self._bg_image_path).source

    def refresh(self) -> None:
        """Redraw the window now, so that changes to actors and the background show.

        Example: actor.setLocation(Location(4, 2)); refresh()
        """
        self._model_changed()
        runtime.refresh(self)

    # ----- status bar -----------------------------------------------------------------------------------
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

    # ----- simulation -----------------------------------------------------------------------------------
    def doRun(self) -> None:
        """Start the simulation: from now on, every actor's act() is called once per cycle.

        Example: setSimulationPeriod(100); doRun()
        """
        if not self._running and not self._disposed:
            self._running = True
            self._act_enabled = True
            runtime.simulation_started(self)
            self._model_changed()

    def doPause(self) -> None:
        """Pause the simulation (doRun() starts it again).

        Example: if isRunning(): doPause()
        """
        if self._running:
            self._running = False
            self._model_changed()

    def doStep(self) -> None:
        """Run exactly one simulation cycle, then pause."""
        self.doPause()
        self.act_cycle()

    def doReset(self) -> None:
        """Pause and put every actor back where, how and as it was when it was added."""
        self.doPause()
        for actor in self._scene.paint_order():
            actor._a_cell = actor._a_start_cell
            self._scene.moved(actor)
            actor._a_offset = (0, 0)
            actor._a_direction = actor._a_start_direction
            nb = self._nb_rot_sprites
            actor._a_rot_index = int(nb * actor._a_direction / 360.0 + 0.5) % nb
            if actor._a_start_sprite_id is not None:
                actor._a_sprite_id = actor._a_start_sprite_id
            actor._a_h_mirror = actor._a_v_mirror = False
            actor.nbCycles = 0
            actor._a_changed()
            actor._a_extra.pop("collision_rearm", None)
            self._call_user(actor.reset, f"{type(actor).__name__}.reset()")
        self._nb_cycles = 0
        self._call_user(self.reset, "GameGrid.reset()")
        self._model_changed()
        runtime.refresh(self)

    def isRunning(self) -> bool:
        """True while the simulation runs."""
        return self._running

    def isPaused(self) -> bool:
        """True while the simulation is paused."""
        return not self._running

    def setSimulationPeriod(self, period: int) -> None:
        """Set how long one simulation cycle lasts: the actors act once per cycle.

        - period: the time in milliseconds (200 = five cycles per second)

        Example: setSimulationPeriod(50)   # 20 cycles per second
        """
        self._period = max(0, as_int(period, "setSimulationPeriod()"))
        self._model_changed()

    def getSimulationPeriod(self) -> int:
        """How long one simulation cycle lasts, in milliseconds."""
        return self._period

    def setActEnabled(self, enable: bool) -> None:
        """Switch calling act() on or off for every actor (the simulation keeps running).

        - enable: True to call act(), False to stop
        """
        self._act_enabled = bool(enable)

    def getNbCycles(self) -> int:
        """How many simulation cycles ran since the start or the last reset."""
        return self._nb_cycles

    def addActListener(self, listener: Any) -> None:
        """Call listener.act() (or a plain function) every simulation cycle, before the actors act.

        - listener: a GGActListener or a function without parameters
        """
        self._act_listeners.append(listener)

    def actAll(self) -> None:
        """Run one simulation cycle now: every actor acts once, then the window is redrawn."""
        self.act_cycle()

    def act(self) -> None:
        """Override in a subclass: called every cycle before the actors act."""

    def reset(self) -> None:
        """Override in a subclass: called by doReset() after the actors were reset."""

    def act_cycle(self) -> None:
        """One simulation cycle (spec §5.4): listeners first, then every actor in act order."""
        if self._in_cycle or self._disposed or not runtime.cycle_may_run(self):
            return
        self._in_cycle = True
        failed = False
        saved = runtime.cycle_started()
        try:
            self._nb_cycles += 1
            failed = not self._call_user(self.act, f"{type(self).__name__}.act()")
            for listener in list(self._act_listeners):
                target = listener.act if hasattr(listener, "act") else listener
                failed = not self._call_user(target, "act listener") or failed
            if not self._act_enabled:
                return
            gate = runtime.poll_gate()
            depth = gate.depth
            # act() is the student's code: its gamegrid calls are poll points (depth 0); our own
            # bookkeeping between two act() calls is not (depth restored around it).
            gate.depth = 0
            try:
                for actor in self._scene.act_order():   # the hot path: everything inline
                    if actor._a_removed or not actor._a_act_enabled:
                        continue
                    countdown = actor._a_slow_down_ct
                    if countdown > 0:
                        actor._a_slow_down_ct = countdown - 1
                        continue
                    if actor._a_slow_down != 1:
                        actor._a_slow_down_ct = actor._a_slow_down - 1
                    try:
                        actor.act()
                    except Exception as exc:
                        gate.depth = depth
                        runtime.report(exc, f"{type(actor).__name__}.act()")
                        gate.depth = 0
                        failed = True
                        continue
                    actor.nbCycles += 1
                    if actor._a_extra:
                        gate.depth = depth
                        self._after_act(actor)
                        gate.depth = 0
            finally:
                gate.depth = depth
        finally:
            self._in_cycle = False
            runtime.cycle_ended(saved)
            self._model_changed()
            if failed and self._running:
                # The original's game thread dies on such an error; pausing keeps the window usable
                # and shows the first error only, instead of one per cycle.
                self.doPause()
                runtime.note(tr("The simulation was paused because of this error. Fix it and run again."))

    def _after_act(self, actor: Actor) -> None:
        """Collision checks after an actor's act(); the collision module fills this in when used."""
        checker = actor._a_extra.get("collision_checker")
        if checker is not None:
            checker(self, actor)

    def _call_user(self, function: Callable[[], Any], where: str) -> bool:
        """Run student code; on an exception print it (pointing at the student's line) and carry on."""
        return runtime.call_user(function, where)

    # ----- keyboard -------------------------------------------------------------------------------------
    def getKeyCode(self) -> int:
        """The code of the last key pressed, or 65535 if no key was pressed since the last call.

        Example: if getKeyCode() == KeyEvent.VK_SPACE: jump()
        """
        return self._key.take_code()

    def getKeyChar(self) -> str:
        """The character of the last key pressed, or chr(65535) if none was pressed since the last call."""
        return self._key.take_char()

    def kbhit(self) -> bool:
        """True if a key was pressed that getKeyCode() or getKeyChar() has not returned yet."""
        runtime.delay(1)   # the original sleeps 1 ms, so `while not kbhit(): pass` lets time and input go on
        return self._key.pending

    def _wait_for_key(self, exit_on_dispose: bool) -> bool:
        """Block (window alive) until a key is pending; False if the window was closed instead."""
        runtime.wait_for(lambda: self._key.pending or self._disposed)
        if self._key.pending:
            return True
        if exit_on_dispose:
            raise SystemExit(0)   # getKeyCodeWait(True): the script ends with its window
        runtime.note_poll()   # `while True: getKeyCodeWait()` after the close must not spin without time
        return False

    def getKeyCodeWait(self, exit_on_dispose: bool = False) -> int:
        """Wait until a key is pressed and return its code (the window stays alive meanwhile).

        - exit_on_dispose: True to end the program when the window is closed while waiting
        """
        return self._key.take_code() if self._wait_for_key(exit_on_dispose) else 65535

    def getKeyCharWait(self, exit_on_dispose: bool = False) -> int:
        """Wait until a key is pressed and return its character's number (use chr() for the character).

        - exit_on_dispose: True to end the program when the window is closed while waiting
        """
        return ord(self._key.take_char()) if self._wait_for_key(exit_on_dispose) else 65535

    def isKeyPressed(self, key_code: int) -> bool:
        """True while a key is held down (several keys can be down at once).

        - key_code: the key, e.g. KeyEvent.VK_LEFT or 37
        """
        if isinstance(key_code, str):   # isKeyPressed('a') would silently stay False
            raise TypeError(tr("isKeyPressed() needs a key code such as KeyEvent.VK_A (65) or 37 for the left "
                               "arrow, got {key_code!r}.", key_code=key_code))
        return key_code in self._key.pressed

    def getPressedKeyCodes(self) -> list[int]:
        """The codes of all keys held down now, as a list."""
        return sorted(self._key.pressed)

    def getKeyModifiers(self) -> int:
        """The modifier keys (Shift, Ctrl, Alt) held with the last key, as a number."""
        return self._key.modifiers

    def getKeyModifiersText(self) -> str:
        """The modifier keys held with the last key as text, e.g. "Shift" (empty if none)."""
        from ..java.keys import KeyEvent
        return KeyEvent.getKeyModifiersText(self._key.modifiers)   # Java's wording and order: "Ctrl+Shift"

    def addKeyListener(self, listener: Any) -> None:
        """Call listener.keyPressed(e) and listener.keyReleased(e) when keys are pressed and released.

        - listener: a GGKeyListener
        """
        self._key_listeners.append(listener)

    def removeKeyListener(self, listener: Any) -> None:
        """Stop calling a key listener.

        - listener: the listener added before
        """
        if listener in self._key_listeners:
            self._key_listeners.remove(listener)

    def addKeyRepeatListener(self, listener: Any) -> None:
        """Call listener.keyRepeated(keyCode) again and again while a key is held down.

        - listener: a GGKeyRepeatListener
        """
        self._key_repeat_listeners.append(listener)

    def removeKeyRepeatListener(self, listener: Any) -> None:
        """Stop calling a key repeat listener.

        - listener: the listener added before
        """
        if listener in self._key_repeat_listeners:
            self._key_repeat_listeners.remove(listener)

    def setKeyRepeatPeriod(self, period: int) -> int:
        """Set how often keyRepeated() is called while a key is held. Returns the old period.

        - period: the time between two calls in milliseconds (20 at the start)
        """
        old, self._key_repeat_period = self._key_repeat_period, max(1, as_int(period, "setKeyRepeatPeriod()"))
        return old

    # ----- listeners ------------------------------------------------------------------------------------
    def addMouseListener(self, listener: Any, mask: int | None = None) -> None:
        """Call listener.mouseEvent(mouse) for the mouse events chosen by mask.

        - listener: a GGMouseListener, or a function mouseEvent(mouse) that returns True or False
        - mask: the events, e.g. GGMouse.lPress | GGMouse.lDrag; without a mask the listener is a Java
          MouseListener (its mousePressed(e), mouseClicked(e) ... are called)
        """
        if mask is None:
            awt_mouse_listener(self, listener)
            return
        self._mouse_listeners.append((listener, mask))

    def removeMouseListener(self, listener: Any) -> bool:
        """Stop calling a mouse listener. Returns False if it was not registered.

        - listener: the listener added before
        """
        for entry in self._mouse_listeners:
            if entry[0] is listener:
                self._mouse_listeners.remove(entry)
                return True
        before = len(self._callbacks)
        self._remove_awt_listener(listener)
        return len(self._callbacks) < before

    def addNavigationListener(self, listener: Any) -> None:
        """Call listener.started(), paused(), stepped(), resetted() when the navigation bar's buttons are used.

        - listener: a GGNavigationListener
        """
        self._navigation_listener = listener

    def addResetListener(self, listener: Any) -> None:
        """Call listener.resetted() when the simulation is reset.

        - listener: a GGResetListener
        """
        self._reset_listeners.append(listener)

    def addExitListener(self, listener: Any) -> None:
        """Call listener.notifyExit() when the window's close button is clicked (instead of closing).

        - listener: a GGExitListener
        """
        self._exit_listener = listener

    # ----- misc -----------------------------------------------------------------------------------------
    @staticmethod
    def delay(ms: int) -> None:
        """Wait ms milliseconds; the window stays alive and the simulation keeps running.

        - ms: the time in milliseconds (1000 = one second)

        Example: delay(500)
        """
        runtime.delay(ms)

    def __repr__(self) -> str:
        return f"<GameGrid {self._nb_horz}x{self._nb_vert} cells of {self._cell_size} px>"


def setNbRotSprites(n: int) -> None:
    """Set how many turned pictures a rotatable actor gets, for the current and later game windows.

    - n: the number of pictures for a full turn (60 at the start: one every 6 degrees)
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(tr("setNbRotSprites() needs a whole number >= 1, got {n!r}.", n=n))
    GameGrid.nbRotSprites = n
    grid = runtime.active_grid()
    if grid is not None:
        grid._nb_rot_sprites = n
        for actor in grid.getActors():
            actor.setDirection(actor.getDirection())



def _new_scene():
    from .scene import Scene
    return Scene()


def _pixel_args(args: tuple[Any, ...], name: str) -> tuple[int, int]:
    if len(args) == 1:
        point = args[0]
        return int(point.x), int(point.y)
    if len(args) == 2:
        x, y = args
        if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, (int, float)) \
                or not isinstance(y, (int, float)):
            raise TypeError(tr("{name}() takes pixel coordinates x, y (numbers) or a Point, got {args!r}.",
                               name=name, args=args))
        return int(math.floor(x)), int(math.floor(y))
    raise TypeError(tr("{name}() takes pixel coordinates x, y or a Point.", name=name))


def _need_location(location: Any, method: str) -> None:
    """A tuple or list where a Location belongs would fail deep inside with an AttributeError."""
    if not isinstance(location, Location):
        raise TypeError(tr("{method}() needs a Location, for example Location(2, 3), got {location!r}.",
                           method=method, location=location))


def _need_class(cls: Any, method: str) -> None:
    """A class name given as a string would fail inside isinstance() with a puzzling message."""
    if cls is not None and not isinstance(cls, type):
        raise TypeError(tr("{method}() needs a class such as Actor (without quotes), got {cls!r}.",
                           method=method, cls=cls))
