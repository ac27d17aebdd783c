"""The room a window has on the screen, as plain geometry (no window system here; view/workarea.py asks it),
and the note that says a zoom was reduced to fit it.

The room is the desktop's work area (the screen without panels, docks and task bars) less the frame the
window manager draws around the window (title bar, borders). A window whose inside is no larger than the
room is seen whole, title bar included; the zoom (view/zoom.py, fit_zoom) is stepped down until it is.
All coordinates are screen pixels from the top left, as X11 and Windows count them.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..base.i18n import tr


@dataclass(frozen=True)
class Rect:
    x: int
    y: int
    width: int
    height: int

    def intersection(self, other: "Rect") -> "Rect | None":
        left, top = max(self.x, other.x), max(self.y, other.y)
        right = min(self.x + self.width, other.x + other.width)
        bottom = min(self.y + self.height, other.y + other.height)
        if right <= left or bottom <= top:
            return None
        return Rect(left, top, right - left, bottom - top)


@dataclass(frozen=True)
class Frame:
    """What the window manager adds around the window's inside, in pixels on each side."""
    left: int = 0
    right: int = 0
    top: int = 0
    bottom: int = 0


NO_FRAME = Frame()


def room(area: Rect, frame: Frame) -> tuple[int, int]:
    """The largest inside (width, height) whose frame fits in `area`."""
    return (max(1, area.width - frame.left - frame.right), max(1, area.height - frame.top - frame.bottom))


def centred(area: Rect, frame: Frame, size: tuple[int, int]) -> tuple[int, int]:
    """Where the inside of a window of `size` goes so that its frame is centred in `area`; a window larger
    than the area keeps its title bar on the screen (top left of the frame at the area's top left)."""
    outer_w = size[0] + frame.left + frame.right
    outer_h = size[1] + frame.top + frame.bottom
    return (area.x + frame.left + max(0, (area.width - outer_w) // 2),
            area.y + frame.top + max(0, (area.height - outer_h) // 2))


def kept_inside(area: Rect, frame: Frame, size: tuple[int, int], wanted: tuple[int, int]) -> tuple[int, int]:
    """`wanted` (the inside's top left), moved as little as needed to put the whole frame in `area`; where
    the window is larger than the area, its title bar stays on the screen."""
    outer_w = size[0] + frame.left + frame.right
    outer_h = size[1] + frame.top + frame.bottom
    x = min(wanted[0] - frame.left, area.x + area.width - outer_w)
    y = min(wanted[1] - frame.top, area.y + area.height - outer_h)
    return max(area.x, x) + frame.left, max(area.y, y) + frame.top


def reduced_zoom_note(asked: float, zoom: float, outer: tuple[int, int], area: Rect) -> str:
    """The one line that says a zoom was reduced: `outer` is the window's size with its frame at `asked`."""
    return tr("gamegrid: at zoom {wanted:g} the window ({width}x{height} with its title bar) would not fit on the "
              "screen ({free_width}x{free_height} free for windows); the zoom is reduced to {zoom:g}.",
              wanted=asked, width=outer[0], height=outer[1], free_width=area.width, free_height=area.height,
              zoom=zoom)


def outer_size(size: tuple[int, int], frame: Frame) -> tuple[int, int]:
    return size[0] + frame.left + frame.right, size[1] + frame.top + frame.bottom
