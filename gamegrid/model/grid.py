"""GameGrid: the grid of cells, its actors and the simulation cycle. Pure Python: no pyglet here.

The window belongs to the view layer (gamegrid.view); the runtime (gamegrid.runtime) connects the two
and runs the loop. Every public method has the TigerJython/JGameGrid name; module functions in
gamegrid/__init__.py forward to the current GameGrid.
"""
from __future__ import annotations

import random
from typing import Any, Callable, overload

from .hooks import runtime
from .actor import Actor
from .arguments import as_int, check_count, direction_value, need_class, need_location, normalise
from ..java.awt import Color
from .errors import GameGridError, getStackTrace
from ..base.i18n import N_, tr
from .keyboard import KeyboardMixin, KeyState
from .location import Location
from .collision import CollisionGridMixin
from .touch import TouchGridMixin
from .window_properties import WindowPropertiesMixin
from .public_fields import PublicFieldsMixin
from .grid_geometry import GridGeometryMixin
from .painting import PaintingMixin
from .order import SceneOrderMixin
from .tilemap import TileMapGridMixin
from .mouse import GridMouseMixin
from .component import ComponentMixin
from .sound import SoundMethodsMixin
from .panel import GGPanel
from .scene import Scene
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


# The methods beyond the core are grouped by topic, one mixin each (docs/architecture.md, "Where a method
# lives"). The mixins that took methods from this class come first, so that they win over any name of the
# same spelling further on, as they did when they were written here.
class GameGrid(WindowPropertiesMixin, GridGeometryMixin, PaintingMixin, GridMouseMixin, KeyboardMixin,
               SceneOrderMixin, CollisionGridMixin, TouchGridMixin, PublicFieldsMixin, TileMapGridMixin,
               ComponentMixin, SoundMethodsMixin):
    """The game window's model: the window, its actors and the simulation cycle, and (mixed in) the
    geometry, the background, the mouse, the keyboard, the paint order, collisions, touch areas and sounds."""

    # A GPanel's plot window (gpanel_window.py) goes beside an open game instead of taking the loop's place
    # (gamegrid/runtime/windows.py).
    _plot_window = False

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
        self._stepping = False                       # inside the cycle of doStep(): isRunning() is True
        self._scene = Scene()
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
        self._apply_closing_mode()   # setClosingMode() may have come before makeGameGrid()

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
        home = actor._a_home
        if home is not None and home is not self._scene:
            # still in another grid, which goes on letting it act: each grid's turns visit it (scene.py, Counting)
            actor._a_shared = True
            home.restate(actor)
        actor._a_grid = self
        actor.gameGrid = self
        actor._a_removed = False
        old_row = actor._a_cell[1]
        actor._a_cell = (location.x, location.y)
        actor._a_start_cell = actor._a_cell
        # addActor(actor, location) is direction 0, as the original: a direction set before is not kept
        actor._a_direction = 0.0 if direction is None else normalise(direction_value(direction, "addActor()"))
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
        # As the original, which sets x, then y: nearBorder() hears of each step that lands at the border,
        # the first with the row the actor had before (0 for a new one)
        self._notify_border(actor, Location(location.x, old_row))
        self._notify_border(actor)
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
        need_class(cls, "removeActors")
        victims = self._scene.paint_order(cls)
        for actor in victims:
            self.removeActor(actor)
        return len(victims)

    def removeActorsAt(self, location: Location, cls: type | None = None) -> int:
        """Remove the actors in a cell (only those of class cls, if given). Returns how many.

        - location: the cell, Location(x, y) in cells
        - cls: only actors of this class; None for every actor
        """
        need_location(location, "removeActorsAt")
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
        need_class(cls, "getActors")
        return ArrayList(self._scene.paint_order(cls))   # Jython gave a java.util.ArrayList: .size() works

    def getActorsAt(self, location: Location, cls: type | None = None) -> ArrayList[Actor]:
        """The actors in a cell (only those of class cls, if given), as a list.

        - location: the cell, Location(x, y) in cells
        - cls: only actors of this class; None for every actor
        """
        need_location(location, "getActorsAt")
        need_class(cls, "getActorsAt")
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
        need_class(cls, "getOneActorAt")
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
        need_location(location, "isEmpty")
        return self._scene.is_empty((location.x, location.y))

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

    def _notify_border(self, actor: Actor, location: Location | None = None) -> None:
        listener = actor._a_extra.get("border_listener")
        if listener is None and type(actor).nearBorder is Actor.nearBorder:
            return
        if location is None:
            location = Location(*actor._a_cell)
        if self.isAtBorder(location):
            target = listener.nearBorder if listener is not None else actor.nearBorder
            self._call_user(lambda: target(actor, location), f"{type(actor).__name__}.nearBorder()")

    # ----- redrawing ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw the window now, so that changes to actors and the background show.

        Example: actor.setLocation(Location(4, 2)); refresh()
        """
        self._model_changed()
        runtime.refresh(self)

    # ----- simulation -----------------------------------------------------------------------------------
    def doRun(self) -> None:
        """Start the simulation: from now on, every actor's act() is called once per cycle.

        Example: setSimulationPeriod(100); doRun()
        """
        if not self._running and not self._disposed:
            self._running = True
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
        # The original's game thread runs the step with isRunning() True and pauses after it; called
        # inside a cycle (from act()), that cycle is the step.
        self._stepping = True
        if not self._in_cycle:
            try:
                self.act_cycle()
            finally:
                self._stepping = False

    def doReset(self) -> None:
        """Pause and put every actor back where, how and as it was when it was added."""
        self.doPause()
        # As the original: class by class in its act list's order (reset() callbacks come in that order);
        # the collision re-arm counters stay, collisions are switched on again.
        scene = self._scene
        actors = [a for cls in reversed(scene.act_class_order()) for a in scene.bundle_for_acting(cls)[::-1]]
        for actor in actors:
            actor._a_cell = actor._a_start_cell
            self._scene.moved(actor)
            self._notify_border(actor)   # twice, as the original (setLocation, then setPixelLocation)
            self._notify_border(actor)
            actor._a_offset = (0, 0)
            actor._a_direction = actor._a_start_direction
            nb = self._nb_rot_sprites
            actor._a_rot_index = int(nb * actor._a_direction / 360.0 + 0.5) % nb
            if actor._a_start_sprite_id is not None:
                actor._a_sprite_id = actor._a_start_sprite_id
            actor._a_h_mirror = actor._a_v_mirror = False
            actor.nbCycles = 0
            actor._a_changed()
            collision = actor._a_extra.get("collision")
            if collision is not None:
                collision.actor_enabled = True
            self._call_user(actor.reset, f"{type(actor).__name__}.reset()")
        # The original sets it inside the loop over the actors, so a grid without actors kept its count: a
        # slip, not a rule (docs/decisions.md); Reset starts the count again.
        self._nb_cycles = 0
        self._call_user(self.reset, "GameGrid.reset()")
        self._model_changed()
        runtime.refresh(self)

    def isRunning(self) -> bool:
        """True while the simulation runs (and during the cycle of doStep())."""
        return self._running or self._stepping

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
        self.act_cycle(forced=True)

    def act(self) -> None:
        """Override in a subclass: called every cycle before the actors act."""

    def reset(self) -> None:
        """Override in a subclass: called by doReset() after the actors were reset."""

    def act_cycle(self, forced: bool = False) -> None:
        """One simulation cycle (spec §5.4): listeners first, then every actor in act order.
        With setActEnabled(False) the simulation's cycles do nothing at all (the original's game thread
        skips them, getNbCycles() included); actAll() (forced) still runs one."""
        if self._in_cycle or self._disposed or not runtime.cycle_may_run(self):
            return
        if not self._act_enabled and not forced:
            return
        own_act = type(self).act is not _BASE_GRID_ACT or "act" in self.__dict__
        if not forced and not self._stepping and not self._act_listeners and not own_act \
                and self._scene.count_all(_BASE_ACT):
            # Nothing to do but count (the lesson that waits for the pupil's move: marbles only): no code of the
            # pupil runs, so the poll gate and the loop's bookkeeping for it are left alone; the loop's turn that
            # runs this cycle sets the gate afterwards (doStep and actAll, called by the pupil's code, take the
            # path below, whose end sets it)
            self._nb_cycles += 1
            return
        self._in_cycle = True
        failed = False
        saved = runtime.cycle_started()
        try:
            self._nb_cycles += 1
            if own_act:
                failed = not self._call_user(self.act, f"{type(self).__name__}.act()")
            for listener in list(self._act_listeners):
                target = listener.act if hasattr(listener, "act") else listener
                failed = not self._call_user(target, "act listener") or failed
            gate = runtime.poll_gate()
            depth = gate.depth
            # act() is the student's code: its gamegrid calls are poll points (depth 0); our own
            # bookkeeping between two act() calls is not (depth restored around it).
            gate.depth = 0
            try:
                scene = self._scene
                # Classes as they were when the cycle began (a class new in the grid acts from the next
                # cycle); each class's actors as they are when its turn comes (spec §5.4, the original).
                for cls in scene.act_class_order():
                    # a class with nothing to do but count (plain marbles, walls) costs one addition
                    if scene.count_turn(cls, cls.act is _BASE_ACT):
                        continue
                    for actor in scene.bundle_for_acting(cls):   # the hot path: everything inline
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
                        actor._a_cycles += 1   # nbCycles (Actor.nbCycles adds what its class counted)
                        if actor._a_extra:
                            gate.depth = depth
                            self._after_act(actor)
                            gate.depth = 0
            finally:
                gate.depth = depth
        finally:
            self._in_cycle = False
            self._stepping = False
            runtime.cycle_ended(saved)
            # No frame of its own: every change the cycle made marked the frame already (moves, looks,
            # membership, the background), so a cycle that changed nothing draws nothing (issue 27: a lesson
            # waiting for the pupil's move must rest).
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

    # ----- listeners ------------------------------------------------------------------------------------
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


# act() as the classes define it, doing nothing: a cycle need not call it (GameGrid.act_cycle)
_BASE_ACT = Actor.act
_BASE_GRID_ACT = GameGrid.act


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
