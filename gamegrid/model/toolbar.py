"""JGameGrid's tool bar: a row of actors (ToolBarItem) laid side by side in the grid, whose mouse events
reach one ToolBarListener; ToolBarText and ToolBarSeparator are drawn pictures, ToolBarStack is an item
that cycles through a pile of pictures and can be selected.

As the original draws it: show(location) puts the items left to right from location (the bar's upper
left corner), each centred on its own width and on the first item's height; the text and separator
items get no mouse events.
"""
from __future__ import annotations

import math
import weakref
from typing import Any, Callable, overload

from .actor import Actor
from .fonts import draw_text, face_of, text_length
from . import picture as pic
from .picture import Picture
from .location import Location
from .mouse import GGMouse
from ..java.awt import Color, Font
from ..base.i18n import tr

# The mouse events a tool bar listens to (the original's mask 3567): presses, releases, clicks and double
# clicks of both buttons, enter and leave.
TOOLBAR_MOUSE_MASK = (GGMouse.lPress | GGMouse.lRelease | GGMouse.lClick | GGMouse.lDClick | GGMouse.rPress
                      | GGMouse.rRelease | GGMouse.rClick | GGMouse.rDClick | GGMouse.enter | GGMouse.leave)

_LISTENER_METHODS = {GGMouse.lPress: "leftPressed", GGMouse.lRelease: "leftReleased",
                     GGMouse.lClick: "leftClicked", GGMouse.lDClick: "leftDoubleClicked",
                     GGMouse.rPress: "rightPressed", GGMouse.rRelease: "rightReleased",
                     GGMouse.rClick: "rightClicked", GGMouse.rDClick: "rightDoubleClicked",
                     GGMouse.enter: "entered", GGMouse.leave: "exited"}


class ToolBarListener:
    """Subclass it and write the methods you need, each called with the ToolBarItem the mouse used:
    leftPressed, leftReleased, leftClicked, leftDoubleClicked, rightPressed, rightReleased, rightClicked,
    rightDoubleClicked, entered, exited (register with toolBar.addToolBarListener())."""

    def leftPressed(self, item: Any) -> None:
        pass

    def leftReleased(self, item: Any) -> None:
        pass

    def leftClicked(self, item: Any) -> None:
        pass

    def leftDoubleClicked(self, item: Any) -> None:
        pass

    def rightPressed(self, item: Any) -> None:
        pass

    def rightReleased(self, item: Any) -> None:
        pass

    def rightClicked(self, item: Any) -> None:
        pass

    def rightDoubleClicked(self, item: Any) -> None:
        pass

    def entered(self, item: Any) -> None:
        pass

    def exited(self, item: Any) -> None:
        pass


ToolBarAdapter = ToolBarListener


class ToolBarItem(Actor):
    """ToolBarItem(filename[, nbSprites]) or ToolBarItem(image, ...): one actor of a ToolBar.

    - filename: the picture file, e.g. "sprites/add.gif"
    - nbSprites: how many pictures: "sprites/add.gif", 2 loads add_0.gif and add_1.gif
    - images: pictures (BufferedImage), one sprite each
    """

    @overload
    def __init__(self, filename: str, nbSprites: int = 1, /) -> None: ...
    @overload
    def __init__(self, *images: Any) -> None: ...

    def __init__(self, *args: Any) -> None:
        if args and isinstance(args[0], str):
            if len(args) > 2 or (len(args) == 2 and (isinstance(args[1], bool) or not isinstance(args[1], int))):
                raise TypeError(tr("ToolBarItem(filename) or ToolBarItem(filename, nbSprites), got {args!r}.",
                                   args=args))
            Actor.__init__(self, *args)
            self._tb_filename: str | None = args[0]
            self._tb_sprites = args[1] if len(args) == 2 else 1
        else:
            Actor.__init__(self, *args)
            self._tb_filename, self._tb_sprites = None, 1

    def getFilename(self) -> str | None:
        """The image file given to the constructor (None for an item made of pictures)."""
        return self._tb_filename

    def getNumberOfSprites(self) -> int:
        """The number of sprites given to the constructor (1 for an item made of pictures)."""
        return self._tb_sprites


def _text_picture(text: str, text_color: Color, font: Font, bg_color: Color, height: int) -> Picture:
    """The original's picture: the text's width plus 10, `height` high, filled with bg_color, the text
    4 pixels from the left with its baseline at height / 2 + 0.3 x the line height."""
    face = face_of(font)
    width = max(1, int(math.ceil(text_length(face, text)))) + 10
    line_height = int(math.ceil(font.getSize() * 7.0 / 6.0))
    picture = pic.new((width, max(1, height)), bg_color.rgba)
    draw_text(pic.drawer(picture), (4, height // 2 + int(0.3 * line_height)), text, text_color.rgba, face, "ls")
    return picture


class ToolBarText(ToolBarItem):
    """ToolBarText(text, height) or (text, textColor, font, bgColor, height): a text in the bar (no mouse
    events)."""

    def __init__(self, text: str, *args: Any) -> None:
        if len(args) == 1:
            text_color, font, bg_color, height = Color(0, 0, 0), Font("SansSerif", Font.PLAIN, 12), \
                Color(255, 255, 255), args[0]
        elif len(args) == 4:
            text_color, font, bg_color, height = args
        else:
            raise TypeError(tr("ToolBarText(text, height) or ToolBarText(text, textColor, font, bgColor, height)."))
        if isinstance(height, bool) or not isinstance(height, int) or height < 1:
            raise ValueError(tr("ToolBarText: the height is a number of pixels (at least 1), got {height!r}.",
                                height=height))
        ToolBarItem.__init__(self, _text_picture(str(text), text_color, font, bg_color, height))


class ToolBarSeparator(ToolBarItem):
    """ToolBarSeparator(width, height, color): a filled rectangle between items (transparent when color is
    None); no mouse events."""

    def __init__(self, width: int, height: int, color: Color | None) -> None:
        for name, value in (("width", width), ("height", height)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ValueError(tr("ToolBarSeparator: the {name} is a number of pixels (at least 1), got "
                                    "{value!r}.", name=name, value=value))
        fill = (255, 255, 255, 0) if color is None else color.rgba
        ToolBarItem.__init__(self, pic.new((width, height), fill))


class ToolBarStack(ToolBarItem):
    """ToolBarStack(filename, nbItems): an item showing one of nbItems pictures (filename_0 ...), each also
    in a selected look (filename_nbItems ...): 2 x nbItems sprites. showNext() turns to the next picture,
    setSelected() changes the look; ToolBarStack.getSelectedItemIds() tells every stack's choice."""

    # every stack made, in order (weakly: a finished program's stacks go with it); the original clears
    # the list when its window is disposed
    _instances: list[weakref.ref] = []

    def __init__(self, filename: str, nbItems: int) -> None:
        if isinstance(nbItems, bool) or not isinstance(nbItems, int) or nbItems < 1:
            raise ValueError(tr("ToolBarStack(filename, nbItems): nbItems is the number of pictures (at least 1), "
                                "got {value!r}.", value=nbItems))
        ToolBarItem.__init__(self, filename, 2 * nbItems)
        self._tb_items = nbItems
        ToolBarStack._instances.append(weakref.ref(self))

    def isSelected(self) -> bool:
        return self.getIdVisible() >= self._tb_items

    def setSelected(self, selected: bool) -> None:
        index = self.getIdVisible() % self._tb_items
        self.show(self._tb_items + index if selected else index)

    def getItemId(self) -> int:
        """Which of the nbItems pictures is shown (0 for the first)."""
        return self.getIdVisible() % self._tb_items

    def showNext(self) -> None:
        """The next picture (after the last the first again), keeping the selected look."""
        following = (self.getIdVisible() + 1) % self._tb_items
        self.show(self._tb_items + following if self.isSelected() else following)

    @staticmethod
    def _living() -> list["ToolBarStack"]:
        return [stack for stack in (ref() for ref in ToolBarStack._instances) if stack is not None]

    @staticmethod
    def getSelectedStacks() -> list["ToolBarStack"]:
        """The stacks that are selected, in the order they were made."""
        return [stack for stack in ToolBarStack._living() if stack.isSelected()]

    @staticmethod
    def getSelectedItemIds() -> list[int]:
        """For every stack made, in order: its picture's id when it is selected, else -1."""
        return [stack.getItemId() if stack.isSelected() else -1 for stack in ToolBarStack._living()]

    @staticmethod
    def initInstances() -> None:
        """Forget every stack made so far (the original does it when its window is disposed)."""
        ToolBarStack._instances.clear()


class ToolBar:
    """ToolBar(gameGrid): addItem(...) items, then show(location) lays them out from location (the upper
    left corner of the bar); addToolBarListener() gets their mouse events."""

    def __init__(self, gameGrid: Any) -> None:
        self._grid = gameGrid
        self._items: list[ToolBarItem] = []
        self._listener: Any = None
        self._drawn = False

    def addItem(self, *items: ToolBarItem) -> None:
        """Append items to the bar (before show())."""
        if len(items) == 1 and isinstance(items[0], (list, tuple)):
            items = tuple(items[0])
        for item in items:
            if not isinstance(item, ToolBarItem):
                raise TypeError(tr("ToolBar.addItem() takes ToolBarItem, ToolBarText, ToolBarSeparator or "
                                   "ToolBarStack objects, got {item!r}.", item=item))
        self._items.extend(items)

    def _places(self, corner: Location) -> list[Location]:
        height = self._items[0].getHeight(0)
        x, places = corner.x, []
        for item in self._items:
            width = item.getWidth(0)
            places.append(Location(x + width // 2, corner.y + height // 2))
            x += width
        return places

    def show(self, location: Location) -> None:
        """Put the items into the grid from location (the bar's upper left corner); a bar shown already
        moves there."""
        if not self._items:
            return
        if self._drawn:
            self.setLocation(location)
            return
        self._drawn = True
        places = self._places(location)
        for index, (item, place) in enumerate(zip(self._items, places)):
            if index == len(self._items) - 1:
                self._grid.addActor(item, place)
            else:
                self._grid.addActorNoRefresh(item, place)
            if not isinstance(item, (ToolBarSeparator, ToolBarText)):
                item.addMouseTouchListener(self._touched, TOOLBAR_MOUSE_MASK, True)

    def setLocation(self, location: Location) -> None:
        """Move the bar (its upper left corner) to location."""
        if not self._items:
            return
        for item, place in zip(self._items, self._places(location)):
            item.setLocation(place)

    def removeAllItems(self) -> None:
        """Take every item out of the grid and out of the bar."""
        for item in self._items:
            item.removeSelf()
        self._items.clear()
        self._drawn = False

    def setSpriteId(self, itemIndex: int, spriteId: int) -> None:
        if 0 <= itemIndex < len(self._items):
            self._items[itemIndex].show(spriteId)

    def setAllSpriteIds(self, spriteId: int) -> None:
        for index in range(len(self._items)):
            self.setSpriteId(index, spriteId)

    def getItem(self, itemIndex: int) -> ToolBarItem | None:
        """The item at itemIndex (0 for the first), None when there is none."""
        return self._items[itemIndex] if 0 <= itemIndex < len(self._items) else None

    def setOnTop(self, clazz: type) -> None:
        """Draw the tool bar's items over actors of class clazz."""
        if self._grid is not None:
            self._grid.setPaintOrder(ToolBarItem, clazz)

    def setOnBottom(self, clazz: type) -> None:
        """Draw the tool bar's items under actors of class clazz."""
        if self._grid is not None:
            self._grid.setPaintOrder(clazz, ToolBarItem)

    def addToolBarListener(self, listener: Any) -> None:
        """The one listener of this bar (replaces an earlier one): a ToolBarListener."""
        self._listener = listener

    def _touched(self, actor: Any, mouse: Any, spot: Any) -> None:
        if self._listener is None:
            return
        name = _LISTENER_METHODS.get(mouse.getEvent())
        method: Callable[[Any], Any] | None = getattr(self._listener, name, None) if name else None
        if method is not None:
            method(actor)
