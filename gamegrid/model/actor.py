"""Actor: a picture (or several) standing in one cell of the grid. Pure Python: no pyglet here.

Internal state lives in attributes prefixed `_a_` so it cannot collide with a student's own
attributes in a subclass. A subclass whose __init__ never calls Actor.__init__ still works (as in
TigerJython, where Java's no-argument constructor runs): __new__ sets up the base state before any
__init__ runs. (Not a __getattr__ that does it on first use: a class with __getattr__ makes every
attribute lookup on its instances about three times slower, the student's own `self.dx` included.)
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Sequence, TypeVar, overload

from . import images
from . import picture as pic
from .hooks import runtime
from .errors import GameGridError
from .location import Location, adjacent_cell
from .arguments import as_int, direction_value, normalise
from .collision import CollisionActorMixin
from .touch import TouchActorMixin
from .actor_motion import ActorMotionMixin
from .actor_pictures import ActorPicturesMixin
from .sound import SoundMethodsMixin
from ..base.i18n import tr
from .subclass_checks import check_subclass
from .poll_gate import polls_itself, share_gate

# The methods marked @polls_itself below begin with the poll check written out (see poll_gate.py):
# they are what every cycle of a moving game calls, and a wrapper would cost more than they do.
share_gate(globals())
_gg_gate: Any

if TYPE_CHECKING:
    from .grid import GameGrid
    from .images import SpriteImage


_SomeActor = TypeVar("_SomeActor", bound="Actor")   # Fish(...) is a Fish to editors, not only an Actor


def sprite_file_name(path: str, index: int) -> str:
    """"sprites/m.png", 1 -> "sprites/m_1.png" (inserted before the last dot, JGameGrid 2.47+)."""
    slash = max(path.rfind("/"), path.rfind("\\"))
    dot = path.rfind(".")
    if dot <= slash:
        return f"{path}_{index}"
    return f"{path[:dot]}_{index}{path[dot:]}"


class Actor(CollisionActorMixin, TouchActorMixin, ActorMotionMixin, ActorPicturesMixin, SoundMethodsMixin):
    """A game figure: one or more pictures (sprites) standing in a cell of the grid.

    Make your own kind of actor as a subclass and write its act(), which is called once per simulation
    cycle. The picture files are looked up in the sprites folder of gamegrid and next to your program.

    - filename: the picture file, e.g. "sprites/alien.png"
    - nbSprites: how many pictures: "sprites/car.gif", 3 loads car_0.gif, car_1.gif and car_2.gif
    - isRotatable: True if the picture turns with the actor's direction
    - filenames: several picture files, one sprite each

    Example::

        class Fish(Actor):
            def __init__(self):
                Actor.__init__(self, "sprites/nemo.gif")
            def act(self):
                self.move()
    """

    @overload
    def __init__(self) -> None: ...
    @overload
    def __init__(self, filename: str, nbSprites: int = 1, /) -> None: ...
    @overload
    def __init__(self, isRotatable: bool, filename: str, nbSprites: int = 1, /) -> None: ...
    @overload
    def __init__(self, *filenames: Any) -> None: ...

    def __new__(cls: type[_SomeActor], *args: Any, **kwargs: Any) -> _SomeActor:
        actor = super().__new__(cls)
        actor._a_init_state()
        actor._a_init_missed = True   # until Actor.__init__ runs: addActor() tells the pupil
        return actor

    def __init__(self, *args: Any) -> None:
        if not self.__dict__.get("_a_init_missed"):   # called again on an actor in use: start afresh
            home, shared = self._a_home, self._a_shared
            self._a_init_state()
            self._a_home, self._a_shared = home, shared
            if home is not None:   # still in that grid's scene (though gameGrid is None now): counted afresh there
                home.restate(self)
        self._a_init_missed = False
        self._a_images, self._a_rotatable, self._a_paths = self._a_parse_sprites(args)
        self._a_sprite_id = 0 if self._a_images else -1
        plain = [a for a in args if not isinstance(a, bool)]
        if plain and isinstance(plain[0], (list, tuple)):
            plain = list(plain[0])
        if plain and isinstance(plain[0], str):
            self._a_given_path = plain[0]

    # ----- construction ---------------------------------------------------------------------------
    def _a_init_state(self) -> None:
        self._a_images: list[SpriteImage] = []
        self._a_paths: list[str | None] = []
        self._a_rotatable = False
        self._a_sprite_id = -1
        self._a_start_sprite_id: int | None = None
        self._a_grid: GameGrid | None = None
        self.gameGrid: GameGrid | None = None
        # nbCycles (a property below): the count so far, plus, while the actor is counted with its class
        # (`_a_counter`, the scene's count of its class's turns; see scene.py, "Counting"), the turns since `_a_mark`
        self._a_cycles = 0
        self._a_counter: list[int] | None = None
        self._a_mark = 0
        self._a_shared = False   # in two grids' scenes at once (added to a second grid without removing it)
        self._a_home: Any = None   # the scene it was last added to, while it is in it
        self._a_cell = (0, 0)
        self._a_start_cell = (0, 0)
        self._a_direction = 0.0
        self._a_start_direction = 0.0
        self._a_rot_index = 0
        self._a_offset = (0, 0)
        self._a_h_mirror = False
        self._a_v_mirror = False
        self._a_act_enabled = True
        self._a_slow_down = 1
        self._a_slow_down_ct = 0
        self._a_removed = False
        self._a_seq = 0
        # An actor whose look, membership or paint order changed since the view last drew it is on its
        # grid's `_dirty_actors` list once (`_a_dirty`); a move only updates the scene's positions.
        self._a_dirty = True
        self._a_view: Any = None   # the view's handle for this actor's quad (opaque to the model)
        self._a_pos = -1           # where its cell is in the scene's positions array
        self._a_filed: tuple[int, int] | None = None   # the cell the scene's cell index has it under
        self._a_refile: Any = None   # the scene whose list of moved actors it is on (see scene.py)
        self._a_given_path: str | None = None
        self._a_extra: dict[str, Any] = {}   # state of optional features (collisions, touch...)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        check_subclass(cls, Actor)   # a pupil's `def Act(self):` would never run: say so once

    if TYPE_CHECKING:
        # For editors only (Pylance, pyright): a pupil's attributes on an actor found by getOneActorAt()
        # (`token.player`) are no errors. Not at run time: see the module docstring.
        def __getattr__(self, name: str) -> Any: ...

    @staticmethod
    def _a_parse_sprites(args: Sequence[Any]) -> tuple[list["SpriteImage"], bool, list[str | None]]:
        rotatable = False
        rest = list(args)
        if rest and isinstance(rest[0], bool):
            rotatable = rest.pop(0)
        if not rest:
            return [], rotatable, []
        if len(rest) == 1 and isinstance(rest[0], (list, tuple)):
            rest = list(rest[0])   # Actor(String[] filenames): one sprite id per file
            if not rest:
                raise ValueError(tr("Actor([]): the list of image files is empty; give at least one image path."))
        if len(rest) == 2 and isinstance(rest[0], str) and isinstance(rest[1], int) and not isinstance(rest[1], bool):
            path, count = rest
            if count < 1:
                raise ValueError(tr("Actor({path!r}, {count}): the number of sprites must be at least 1.",
                                    path=path, count=count))
            if count == 1:
                # With one sprite JGameGrid uses the name as given ("head_0.gif" stays "head_0.gif").
                return [images.load(path)], rotatable, [path]
            paths: list[str | None] = [sprite_file_name(path, i) for i in range(count)]
            return [images.load(p) for p in paths if p is not None], rotatable, paths
        loaded: list[SpriteImage] = []
        paths = []
        for item in rest:
            if isinstance(item, str):
                loaded.append(images.load(item))
                paths.append(item)
            elif isinstance(item, images.SpriteImage):
                loaded.append(item)
                paths.append(item.path)
            elif pic.is_picture(item):                              # a picture made at run time
                loaded.append(images.from_picture(item))
                paths.append(None)
            elif hasattr(item, "_sprite_image"):                    # GGBitmap and friends
                loaded.append(item._sprite_image())
                paths.append(None)
            else:
                raise TypeError(
                    tr('Actor(...) expects image paths such as "sprites/alien.png" or a list of them (optionally '
                       "after True for a rotatable actor, or followed by the number of sprites), got {item!r}.",
                       item=item)
                )
        return loaded, rotatable, paths

    # ----- grid membership ------------------------------------------------------------------------
    def _a_need_grid(self, method: str) -> "GameGrid":
        grid = self._a_grid
        if grid is None:
            raise GameGridError(
                tr("Actor.{method}(): this actor is not in the game grid yet. Call addActor(actor, location) first.",
                   method=method)
            )
        return grid

    def _a_changed(self) -> None:
        """Something but the cell changed: the view redraws the actor fully."""
        grid = self._a_grid
        if grid is not None:
            if not self._a_dirty:
                grid._dirty_actors.append(self)
            grid._version += 1
        self._a_dirty = True

    def removeSelf(self) -> None:
        """Remove this actor from its grid (nothing happens if it is not in one)."""
        if self._a_grid is not None and not self._a_removed:
            self._a_grid.removeActor(self)

    def isRemoved(self) -> bool:
        """True once the actor was removed from the grid."""
        return self._a_removed

    def getBackground(self):
        """The grid's background you can draw on (a GGBackground), as getBg() gives."""
        return self._a_need_grid("getBackground").getBg()

    # ----- hooks (override in subclasses) -------------------------------------------------------------
    def act(self) -> None:
        """Called once per simulation cycle while the simulation runs: write your own in a subclass.

        Example: def act(self): self.move()
        """

    def reset(self) -> None:
        """Called when the actor is added to the grid and on doReset(): write your own in a subclass."""

    def nearBorder(self, actor: "Actor", location: Location) -> None:
        """Called when the actor is put on a border cell: write your own in a subclass to react.

        - actor: this actor
        - location: the border cell
        """

    # ----- location -------------------------------------------------------------------------------
    @polls_itself
    def getLocation(self) -> Location:
        """The actor's cell, a Location (x, y) in cells.

        Example: if actor.getLocation() == Location(0, 0): print("home")
        """
        g = _gg_gate
        if not g.depth:
            g.t += g.step
            if g.t >= g.due:
                g.fire()
        if self._a_grid is None:
            self._a_need_grid("getLocation")
        x, y = self._a_cell
        return Location(x, y)

    @polls_itself
    def getX(self) -> int:
        """The actor's column: x of its cell, in cells (0 = left).

        Example: if self.getX() > 9: self.removeSelf()
        """
        g = _gg_gate
        if not g.depth:
            g.t += g.step
            if g.t >= g.due:
                g.fire()
        if self._a_grid is None:
            self._a_need_grid("getX")
        return self._a_cell[0]

    @polls_itself
    def getY(self) -> int:
        """The actor's row: y of its cell, in cells (0 = top).

        Example: if self.getY() == 0: self.setDirection(90)
        """
        g = _gg_gate
        if not g.depth:
            g.t += g.step
            if g.t >= g.due:
                g.fire()
        if self._a_grid is None:
            self._a_need_grid("getY")
        return self._a_cell[1]

    def getLocationStart(self) -> Location:
        """The cell where the actor was added, a Location."""
        return Location(*self._a_start_cell)

    def getXStart(self) -> int:
        """The column (x, in cells) where the actor was added."""
        return self._a_start_cell[0]

    def getYStart(self) -> int:
        """The row (y, in cells) where the actor was added."""
        return self._a_start_cell[1]

    def getDirectionStart(self) -> float:
        """The direction the actor had when it was added, in degrees."""
        return self._a_start_direction

    @polls_itself
    def setLocation(self, location: Location) -> None:
        """Put the actor on another cell.

        - location: the new cell, Location(x, y) in cells

        Example: self.setLocation(Location(0, self.getY()))
        """
        g = _gg_gate
        if not g.depth:
            g.t += g.step
            if g.t >= g.due:
                g.fire()
        # The hot path of every moving game (the other setters come here too): Scene.moved written out
        # (the positions array the view draws from; the cell index catches up when asked), nothing else.
        if type(location) is not Location and not isinstance(location, Location):
            raise TypeError(tr("setLocation() needs a Location, for example Location(2, 3), got {location!r}.",
                               location=location))
        x = location.x
        y = location.y
        self._a_cell = (x, y)
        grid = self._a_grid
        if grid is not None and not self._a_removed:
            scene = grid._scene
            positions = scene.positions
            place = self._a_pos
            try:
                positions[place] = x
                positions[place + 1] = y
            except OverflowError:
                scene._write_position(place, (x, y))
            if self._a_refile is not scene:
                scene.note_unfiled(self)
            grid._version += 1
        if grid is not None and (self._a_extra or type(self).nearBorder is not _BASE_NEAR_BORDER):
            # a removed actor still hears of it, as in the original
            depth, g.depth = g.depth, 1   # its own calls (isAtBorder) are not the student's
            try:
                grid._notify_border(self)
            finally:
                g.depth = depth

    def setX(self, x: int) -> None:
        """Move the actor to another column (the row stays).

        - x: the column, in cells
        """
        self._a_set_cell(as_int(x, "setX()"), self._a_cell[1])

    def setY(self, y: int) -> None:
        """Move the actor to another row (the column stays).

        - y: the row, in cells
        """
        self._a_set_cell(self._a_cell[0], as_int(y, "setY()"))

    def _a_set_cell(self, x: int, y: int) -> None:
        Actor.setLocation(self, Location(x, y))   # not a subclass's override, as before

    @overload
    def setLocationOffset(self, dx: int, dy: int, /) -> None: ...
    @overload
    def setLocationOffset(self, offset: Point, /) -> None: ...

    def setLocationOffset(self, *args: Any) -> None:
        """Shift only the drawn picture (and where the mouse touches it) by some pixels; the cell stays.

        - dx, dy: the shift in pixels (right and down)
        - offset: the shift as a Point (instead of dx and dy)

        Example: marble.setLocationOffset(e.getX() - start.x, e.getY() - start.y)   # drag it with the mouse
        """
        if len(args) == 1:
            point = args[0]
            dx, dy = point.x, point.y
        elif len(args) == 2:
            dx, dy = args
        else:
            raise TypeError(tr("setLocationOffset() takes a Point or two numbers dx, dy."))
        self._a_offset = (int(dx), int(dy))
        self._a_changed()

    def getLocationOffset(self):
        """How far the picture is shifted from the cell centre, a Point in pixels."""
        from ..java.awt import Point
        return Point(*self._a_offset)

    def setPixelLocation(self, point) -> None:
        """Put the actor at a pixel: it goes to the cell with that pixel, shifted to it.

        - point: the pixel, a Point in pixels
        """
        grid = self._a_need_grid("setPixelLocation")
        cell = grid.toLocationInGrid(point.x, point.y)
        centre = grid.toPoint(cell)
        self._a_offset = (point.x - centre.x, point.y - centre.y)
        self._a_set_cell(cell.x, cell.y)
        self._a_changed()

    def getPixelLocation(self):
        """Where the picture's centre is drawn, a Point in pixels."""
        grid = self._a_need_grid("getPixelLocation")
        centre = grid.toPoint(Location(*self._a_cell))
        centre.x += self._a_offset[0]
        centre.y += self._a_offset[1]
        return centre

    def isInGrid(self) -> bool:
        """True if the actor's cell is inside the grid."""
        grid = self._a_need_grid("isInGrid")
        return grid.isInGrid(Location(*self._a_cell))

    def isNearBorder(self) -> bool:
        """True if the actor is on a cell of the first or last row or column."""
        grid = self._a_need_grid("isNearBorder")
        return grid.isAtBorder(Location(*self._a_cell))

    def getNbHorzCells(self) -> int:
        """The number of columns of the actor's grid."""
        return self._a_need_grid("getNbHorzCells").getNbHorzCells()

    def getNbVertCells(self) -> int:
        """The number of rows of the actor's grid."""
        return self._a_need_grid("getNbVertCells").getNbVertCells()

    # ----- direction and movement ---------------------------------------------------------------------
    def _a_nb_rotations(self) -> int:
        grid = self._a_grid
        return grid._nb_rot_sprites if grid is not None else 60

    def getDirection(self) -> float:
        """Where the actor looks, in degrees: 0 = east, 90 = south (clockwise)."""
        return self._a_direction

    def getIntDirection(self) -> int:
        """Where the actor looks, rounded to whole degrees (half up, as Java's Math.round): 0 = east,
        90 = south; 359.5 gives 360."""
        return math.floor(self._a_direction + 0.5)

    def setDirection(self, direction: Any) -> None:
        """Turn the actor to look in a direction.

        - direction: in degrees, 0 = east, 90 = south, 180 = west, 270 = north (clockwise); or a
          Location.CompassDirection such as Location.NORTH

        Example: self.setDirection(90)   # look down
        """
        self._a_direction = normalise(direction_value(direction, "setDirection()"))
        nb = self._a_nb_rotations()
        self._a_set_rotation_index(int(nb * self._a_direction / 360.0 + 0.5) % nb)   # rounded, as the original

    @polls_itself
    def turn(self, angle: float) -> None:
        """Turn the actor by an angle.

        - angle: in degrees; positive turns clockwise (right), negative anticlockwise

        Example: self.turn(90)   # a right turn
        """
        g = _gg_gate
        if not g.depth:
            g.t += g.step
            if g.t >= g.due:
                g.fire()
        # Written out (normalise, _a_nb_rotations, _a_set_rotation_index): a turning actor calls it
        # every cycle.
        if type(angle) is not int and type(angle) is not float:
            angle = direction_value(angle, "turn()")
        direction = math.fmod(self._a_direction + angle, 360.0)
        if direction < 0:
            direction += 360.0
            if direction == 360.0:
                direction = 0.0
        self._a_direction = direction
        grid = self._a_grid
        nb = grid._nb_rot_sprites if grid is not None else 60
        index = int(direction / (360.0 / nb)) % nb   # truncated, and the same float steps as the original
        if index != self._a_rot_index:
            self._a_rot_index = index
            if self._a_rotatable:
                self._a_changed()

    def _a_set_rotation_index(self, index: int) -> None:
        # Only a rotatable actor's picture shows its direction; the others need no new frame.
        if index != self._a_rot_index:
            self._a_rot_index = index
            if self._a_rotatable:
                self._a_changed()

    def getRotationIndex(self) -> int:
        """Which of the turned pictures is shown (0 for actors that do not turn)."""
        return self._a_rot_index if self._a_rotatable else 0

    def isRotatable(self) -> bool:
        """True if the actor's picture turns with its direction."""
        return self._a_rotatable

    def getNextMoveLocation(self) -> Location:
        """The cell move() would go to next."""
        return Location(*self._a_next_move_cell(self._a_need_grid("getNextMoveLocation")))

    def _a_next_move_cell(self, grid: "GameGrid") -> tuple[int, int]:
        # JGameGrid: the neighbour in the actor's direction (getNeighbourLocation), on grids of more
        # than 2500 cells the cell getAdjacentLocation(direction) gives (5 cells away)
        x, y = self._a_cell
        if grid._nb_horz * grid._nb_vert <= 2500:
            return adjacent_cell(x, y, self._a_direction, 1, 0.3)
        return adjacent_cell(x, y, self._a_direction, 5, -0.2)

    def move(self, distance: int | None = None) -> None:
        """Move to the next cell in the actor's direction (or distance cells further).

        - distance: how far, in cells; without it, to the neighbouring cell

        Example: self.move()
        """
        grid = self._a_need_grid("move")   # name move() in the message, not a helper it calls
        if distance is None:
            if type(self).getNextMoveLocation is not Actor.getNextMoveLocation:   # the pupil's own decides
                target = self.getNextMoveLocation()
            else:   # without the public method's poll wrapper: many games move every actor every cycle
                Actor.setLocation(self, Location(*self._a_next_move_cell(grid)))
                return
        else:
            distance = as_int(distance, "move()")   # else the message would name getAdjacentLocation
            target = Location(*self._a_cell).getAdjacentLocation(self._a_direction, distance)
        self._a_set_cell(target.x, target.y)

    def isMoveValid(self) -> bool:
        """True if the next move() keeps the actor inside the grid."""
        grid = self._a_need_grid("isMoveValid")
        return grid.isInGrid(self.getNextMoveLocation())

    # ----- sprites and visibility -----------------------------------------------------------------------
    def show(self, sprite_id: int = 0) -> None:
        """Show the actor's picture (the first one, or another of its sprites).

        - sprite_id: which picture, 0 for the first one
        """
        sprite_id = as_int(sprite_id, "show()")
        if 0 <= sprite_id < len(self._a_images):
            self._a_sprite_id = sprite_id
            if self._a_grid is None:
                self._a_start_sprite_id = sprite_id
            self._a_changed()

    def hide(self) -> None:
        """Hide the actor's picture (it still acts and stays in its cell)."""
        self._a_sprite_id = -1
        if self._a_grid is None:   # hidden before addActor(): it stays hidden there, as in the original
            self._a_start_sprite_id = -1
        self._a_changed()

    def getIdVisible(self) -> int:
        """The number of the picture shown now (0 for the first one), or -1 while hidden.

        Example: if marble.getIdVisible() == 1: print("selected")
        """
        return self._a_sprite_id

    def isVisible(self) -> bool:
        """True if the actor is in the grid and its picture is shown."""
        return self._a_sprite_id != -1 and self._a_grid is not None and not self._a_removed

    @polls_itself
    def showNextSprite(self) -> None:
        """Show the actor's next picture (after the last one comes the first)."""
        g = _gg_gate
        if not g.depth:
            g.t += g.step
            if g.t >= g.due:
                g.fire()
        images = self._a_images
        if not images:
            return
        sprite_id = (self._a_sprite_id + 1) % len(images)
        if type(self).show is not Actor.show:   # the pupil's own show() decides, as our own call
            depth, g.depth = g.depth, 1
            try:
                self.show(sprite_id)
            finally:
                g.depth = depth
            return
        # show() written out (its argument checks are not needed here): an animated actor calls this
        # every cycle
        self._a_sprite_id = sprite_id
        if self._a_grid is None:
            self._a_start_sprite_id = sprite_id
        self._a_changed()

    def showPreviousSprite(self) -> None:
        """Show the actor's previous picture (before the first one comes the last)."""
        if self._a_images and self._a_sprite_id != -1:
            self.show((self._a_sprite_id - 1) % len(self._a_images))

    def getNbSprites(self) -> int:
        """How many pictures (sprites) the actor has."""
        return len(self._a_images)

    def setHorzMirror(self, enable: bool) -> None:
        """Flip the picture left to right (or back).

        - enable: True to flip, False for the picture as it is
        """
        self._a_h_mirror = bool(enable)
        self._a_changed()

    def setVertMirror(self, enable: bool) -> None:
        """Flip the picture upside down (or back).

        - enable: True to flip, False for the picture as it is
        """
        self._a_v_mirror = bool(enable)
        self._a_changed()

    def isHorzMirror(self) -> bool:
        """True if the picture is flipped left to right."""
        return self._a_h_mirror

    def isVertMirror(self) -> bool:
        """True if the picture is flipped upside down."""
        return self._a_v_mirror

    def getWidth(self, sprite_id: int = 0) -> int:
        """The width of one of the actor's pictures, in pixels.

        - sprite_id: which picture, 0 for the first one
        """
        return self._a_images[sprite_id].width

    def getHeight(self, sprite_id: int = 0) -> int:
        """The height of one of the actor's pictures, in pixels.

        - sprite_id: which picture, 0 for the first one
        """
        return self._a_images[sprite_id].height

    def _a_displayed_picture(self):
        """The Pillow picture shown now (rotated/mirrored), or None when hidden."""
        sprite_id = self._a_sprite_id
        images = self._a_images
        if sprite_id < 0 or not images:
            return None
        image = images[sprite_id]
        if self._a_rotatable:   # (the view asks every frame for a turning actor)
            grid = self._a_grid
            nb = grid._nb_rot_sprites if grid is not None else 60
            return image.variant(self._a_rot_index, nb, self._a_h_mirror, self._a_v_mirror)
        if self._a_h_mirror or self._a_v_mirror:
            return image.variant(0, 0, self._a_h_mirror, self._a_v_mirror)
        return image.source

    def setOnTop(self) -> None:
        """Draw this actor over the other actors of its class."""
        self._a_need_grid("setOnTop").setActorOnTop(self)

    def setOnBottom(self) -> None:
        """Draw this actor under the other actors of its class."""
        self._a_need_grid("setOnBottom").setActorOnBottom(self)

    # ----- acting -----------------------------------------------------------------------------------
    def setActEnabled(self, enable: bool) -> None:
        """Switch this actor's act() on or off.

        - enable: True to let it act, False to stop it
        """
        self._a_act_enabled = bool(enable)
        self._a_restate()

    def isActEnabled(self) -> bool:
        """True if this actor's act() is called."""
        return self._a_act_enabled

    def setSlowDown(self, factor: int) -> None:
        """Let the actor act only every factor-th simulation cycle.

        - factor: 1 = every cycle, 2 = every second cycle ...
        """
        self._a_slow_down = max(1, as_int(factor, "setSlowDown()"))
        # As in JGameGrid, the countdown starts at once: the first act() comes on the factor-th cycle
        # (measured: setSlowDown(6) acts 8 times in the first 50 cycles, on cycles 6, 12, ..., 48).
        self._a_slow_down_ct = self._a_slow_down - 1
        self._a_restate()

    def getSlowDown(self) -> int:
        """The slow-down factor: the actor acts every so many cycles."""
        return self._a_slow_down

    def getNbCycles(self) -> int:
        """How many times this actor has acted since it was added or reset."""
        return self.nbCycles

    @property
    def nbCycles(self) -> int:
        """How many times this actor has acted since it was added or reset (the original's public field)."""
        counter = self._a_counter
        if counter is None:
            return self._a_cycles
        return self._a_cycles + counter[0] - self._a_mark

    @nbCycles.setter
    def nbCycles(self, value: int) -> None:
        self._a_cycles = value
        counter = self._a_counter
        if counter is not None:
            self._a_mark = counter[0]

    def _a_restate(self) -> None:
        """Whether act() is on, the slow-down or the collision check changed: the scene counts its turns anew."""
        home = self._a_home
        if home is not None:
            home.restate(self)

    @staticmethod
    def delay(ms: int) -> None:
        """Wait ms milliseconds; the window stays alive and the simulation keeps running.

        - ms: the time in milliseconds (1000 = one second)
        """
        runtime.delay(ms)

    def __repr__(self) -> str:
        where = f" at ({self._a_cell[0]}, {self._a_cell[1]})" if self._a_grid is not None else ""
        return f"<{type(self).__name__}{where}>"


_BASE_NEAR_BORDER = Actor.nearBorder
