"""High-DPI screens: how large the game window is, and the frame read back at the script's own size.

JGameGrid's window is as many pixels as the script asks for, and on a high-DPI screen Java (9 and newer)
shows it enlarged by the screen's scale, so a 600-pixel game looks as large as on an ordinary screen.
pyglet opens its windows DPI-aware ("platform" scaling), which differs by system:

- Windows and Linux (X11): window, framebuffer and mouse positions are the same physical pixels; a
  script's 600 pixels would be half as large on a 200 % screen. The window is therefore opened with the
  projector zoom (view/zoom.py) set to the screen's scale: the script keeps its pixels, the zoom draws
  them enlarged and maps the mouse back. Windows' scales (125 %, 150 %, 200 % ...) are followed; on Linux
  only whole factors (Xft.dpi 192 is 2; a desktop's 120 dpi for fonts enlarges no game).
- macOS: the system does it. The window's size and the mouse are in points (the script's pixels), the
  framebuffer has `scale` times as many pixels; drawing is stretched to it by the viewport. Pictures read
  back from it (screenshots, GIFs) are brought back to the script's size.
"""
from __future__ import annotations

import sys
from typing import Any

from .zoom import MAX_ZOOM, ZOOM_STEPS


def screen_scale(pyglet: Any) -> float:
    """The default screen's scale (its DPI / 96; Retina: 2), 1 when it cannot be asked."""
    try:
        scale = float(pyglet.display.get_display().get_default_screen().get_scale())
    except Exception:
        return 1.0
    return scale if scale > 0 else 1.0


def dpi_zoom(scale: float, platform: str | None = None) -> float:
    """The zoom that shows a script's pixels as large as on a 96-dpi screen (1 where the system scales)."""
    platform = platform or sys.platform
    if platform == "darwin" or scale < 1.0 + 1e-6:
        return 1.0
    if platform == "win32":
        steps = [step for step in ZOOM_STEPS if step <= scale + 1e-6]
        return min(MAX_ZOOM, steps[-1])
    return float(min(MAX_ZOOM, int(scale + 1e-6)))


def at_script_size(picture: Any, size: tuple[int, int]) -> Any:
    """A frame read from a framebuffer larger than the script (macOS Retina) at the script's own size.
    Every script pixel was drawn as a block of framebuffer pixels (texel for texel), so nearest-neighbour
    sampling gives back exactly the script's picture."""
    if tuple(picture.size) == tuple(size):
        return picture
    from PIL import Image
    return picture.resize(size, Image.Resampling.NEAREST)
